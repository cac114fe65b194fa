#pragma once
// One line for a JSON syntax error, in the form every ablab file error takes: "NAME:LINE:COL: …".
#include <string>
#include <string_view>

namespace ablab::core {

// `what` is nlohmann's parse_error text ("[json.exception.parse_error.101] parse error at
// line 2, column 5: syntax error while parsing value - invalid literal; …"). An input of only
// white space gets "NAME:1:1: the file is empty; expected " + `expected`.
std::string jsonSyntaxMessage(const std::string& name, std::string_view text, const std::string& what, std::string_view expected);

}  // namespace ablab::core
