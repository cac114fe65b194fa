#pragma once
// How the window runs long work (loading a tree, exporting) beside its frames: on a thread of
// its own on the desktop; in the browser build, which has no threads, when it is first polled,
// within one frame. Pollers treat only std::future_status::timeout as "still running".
//
// A job is handed everything it reads when it is made, its wording too (the language of its
// messages, the notation of its pictures): it captures the values, so no job thread reads what
// the window writes, and a teacher switching the language meanwhile changes the next job only.
#include <future>

namespace ablab::app {

#ifdef __EMSCRIPTEN__
inline constexpr std::launch kBackgroundLaunch = std::launch::deferred;
#else
inline constexpr std::launch kBackgroundLaunch = std::launch::async;
#endif

}  // namespace ablab::app
