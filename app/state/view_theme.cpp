#include "state/view_theme.h"

namespace ablab::app {

core::ThemeName windowThemeName(const ViewOptions& view) {
    if (view.presentation) return core::ThemeName::Projector;
    return view.darkTheme ? core::ThemeName::Dark : core::ThemeName::Light;
}

core::Theme windowTheme(const ViewOptions& view) { return core::themeOf(windowThemeName(view)); }

}  // namespace ablab::app
