#pragma once
// How the window runs long work (loading a tree, exporting) beside its frames: on a thread of
// its own on the desktop; in the browser build, which has no threads, when it is first polled,
// within one frame. Pollers treat only std::future_status::timeout as "still running".
#include <future>

namespace ablab::app {

#ifdef __EMSCRIPTEN__
inline constexpr std::launch kBackgroundLaunch = std::launch::deferred;
#else
inline constexpr std::launch kBackgroundLaunch = std::launch::async;
#endif

}  // namespace ablab::app
