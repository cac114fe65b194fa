#include "serve/qr_code.h"

#include <qrencode.h>

#include <memory>

namespace ablab::app {

std::vector<std::string> qrRows(std::string_view text) {
    const std::string copy(text);
    // Level M: a projector's glare or a phone's slant loses up to 15% and the code still reads.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString8bit(copy.c_str(), 0, QR_ECLEVEL_M),
                                                               &QRcode_free);
    std::vector<std::string> rows;
    if (!code) return rows;
    for (int y = 0; y < code->width; ++y) {
        std::string row;
        for (int x = 0; x < code->width; ++x) row += (code->data[y * code->width + x] & 1) ? '1' : '0';
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string qrSvg(const std::vector<std::string>& rows) {
    const std::size_t side = rows.size() + 8;
    std::string svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + std::to_string(side) + ' ' + std::to_string(side) +
        "\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"";
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] == '1') svg += 'M' + std::to_string(x + 4) + ' ' + std::to_string(y + 4) + "h1v1h-1z";
    svg += "\"/></svg>\n";
    return svg;
}

std::string qrTerminal(const std::vector<std::string>& rows) {
    const auto dark = [&](std::size_t y, std::size_t x) {
        return y >= 2 && y - 2 < rows.size() && x >= 2 && x - 2 < rows[y - 2].size() && rows[y - 2][x - 2] == '1';
    };
    const std::size_t side = rows.size() + 4;
    std::string out;
    for (std::size_t y = 0; y < side; y += 2) {
        for (std::size_t x = 0; x < side; ++x) {
            const bool top = !dark(y, x), bottom = !dark(y + 1, x) && y + 1 < side;
            // Light modules are drawn (the block characters), dark ones are left as the
            // terminal's background: on a dark terminal that is the code as a phone reads it.
            out += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
        }
        out += '\n';
    }
    return out;
}

}  // namespace ablab::app
