#pragma once
// The phone page's three files (app/serve/join/), compiled into the program by CMake, so that
// /join is there whatever --site holds.
#include <string_view>

namespace ablab::app {

std::string_view joinHtml();
std::string_view joinCss();
std::string_view joinJs();

}  // namespace ablab::app
