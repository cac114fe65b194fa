#pragma once
// How the window runs long work (loading a tree, exporting) beside its frames: on a thread of
// its own on the desktop; in the browser build, which has no threads, when it is first polled,
// within one frame. Pollers treat only std::future_status::timeout as "still running".
#include <future>
#include <utility>

#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

#ifdef __EMSCRIPTEN__
inline constexpr std::launch kBackgroundLaunch = std::launch::deferred;
#else
inline constexpr std::launch kBackgroundLaunch = std::launch::async;
#endif

// `job` to run on another thread in the wording the window has now: the language and the
// notation belong to each thread (text/translate.h), so the job's messages and pictures speak
// as the window did when the job started, and no thread reads what the window writes.
template <typename Job>
auto inCurrentWording(Job job) {
    return [job = std::move(job), language = core::currentLanguage(), notation = core::currentNotation()]() mutable {
        core::setLanguage(language);
        core::setNotation(notation);
        return job();
    };
}

}  // namespace ablab::app
