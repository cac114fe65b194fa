#pragma once
// Ticking the window's state as its frames do, until nothing runs in the background: a load is
// a thread of its own, so a test that asks for a file waits for it here.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "state/app_state.h"
#include "state/loading.h"
#include "state/tick.h"

namespace ablab::testing {

inline void tickUntilIdle(app::AppState& state, app::Loading& loading) {
    for (int i = 0; i < 2000; ++i) {
        app::tick(state, loading, 0);
        if (!app::busy(state, loading)) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    FAIL() << "the load never finished";
}

}  // namespace ablab::testing
