#include "files/json_error.h"

namespace ablab::core {

std::string jsonSyntaxMessage(const std::string& name, std::string_view text, const std::string& what,
                              std::string_view expected) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return name + ":1:1: the file is empty; expected " + std::string(expected);
    const std::string message = what.substr(0, 400);
    const std::string at = "parse error at line ";
    const std::size_t lineAt = message.find(at);
    const std::size_t columnAt = message.find(", column ", lineAt);
    const std::size_t detailAt = message.find(": ", columnAt);
    if (lineAt == std::string::npos || columnAt == std::string::npos || detailAt == std::string::npos)
        return name + ": " + message;
    const std::string line = message.substr(lineAt + at.size(), columnAt - lineAt - at.size());
    const std::string column = message.substr(columnAt + 9, detailAt - columnAt - 9);
    std::string detail = message.substr(detailAt + 2);
    // "syntax error while parsing array - unexpected end of input" → "syntax error: unexpected …"
    const std::string lead = "syntax error while parsing ";
    if (const std::size_t dash = detail.find(" - "); detail.rfind(lead, 0) == 0 && dash != std::string::npos)
        detail = "syntax error: " + detail.substr(dash + 3);
    return name + ":" + line + ":" + column + ": " + detail;
}

}  // namespace ablab::core
