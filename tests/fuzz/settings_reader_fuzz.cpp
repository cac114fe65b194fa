// libFuzzer target: the settings reader. It never throws: anything it cannot use is a problem
// line and a default.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "state/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string problem;
    bool readable = true;
    const ablab::app::Settings settings = ablab::app::parseSettings(text, "fuzz", problem, readable, {});
    // Whatever was read stays in range.
    if (settings.windowWidth < 320 || settings.windowWidth > 16384 || settings.eventsPerSecond < 0.5f) std::abort();
    if (problem.find('\n') != std::string::npos) std::abort();  // one line
    return 0;
}
