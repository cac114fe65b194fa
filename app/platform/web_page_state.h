#pragma once
// The page's one window state, for what the page calls between frames (web_page_text.cpp's
// outline and controls, web_platform.cpp's buttons). Null until the first frame.
namespace ablab::app {
struct AppState;
}

namespace ablab::app::platform {

AppState* pageState();

}  // namespace ablab::app::platform
