#pragma once
// The join link as a QR code (libqrencode), for the projector (the presenter draws the rows the
// session message carries), /qr.svg, and the terminal the server was started in.
#include <string>
#include <string_view>
#include <vector>

namespace ablab::app {

// The code's modules, a string of '0' (light) and '1' (dark) per row, without the quiet zone;
// empty if the text cannot be encoded.
std::vector<std::string> qrRows(std::string_view text);

// An SVG of the rows, four modules of quiet zone around, a module per unit: crisp at any size.
std::string qrSvg(const std::vector<std::string>& rows);

// The rows in a terminal: two rows of modules per line in half blocks (▀ ▄ █), the light
// modules drawn and the dark ones left as the background, as `qrencode -t UTF8` does: a dark
// terminal then shows the code as a phone reads it. A quiet zone of two modules around.
std::string qrTerminal(const std::vector<std::string>& rows);

}  // namespace ablab::app
