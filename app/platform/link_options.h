#pragma once
// The search options in a link (index.html#tree=…&step=12&options=strict,shallow): the
// algorithm when it is not α-β, then the flags that are on, comma-separated.
#include <string>
#include <string_view>

#include "search/search_options.h"

namespace ablab::app::platform {

std::string linkOptionsText(const core::SearchOptions& options);  // "" for the defaults
// False, and `options` unchanged, on a word it does not know.
bool parseLinkOptions(std::string_view text, core::SearchOptions& options);

}  // namespace ablab::app::platform
