#pragma once
// What the server answers to a plain HTTP request (the WebSocket at /live is the server's):
//   GET /            and every file of --site (site_files.h)
//   GET /join        the phone page, compiled in (join/), whatever --site holds; also /join.js, /join.css
//   GET /qr.svg      the join link as a QR code
//   GET /answers.csv the answers (live/answers_csv.h), with the presenter's token: ?token=T or
//                    "Authorization: Bearer T"; 403 without it
// GET and HEAD only. Every answer says nosniff and no-referrer; the compiled pages carry a
// Content-Security-Policy that allows their own script and the WebSocket, nothing else.
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "live/session.h"

namespace ablab::app {

struct HttpAnswer {
    unsigned status = 200;
    std::string contentType = "text/plain; charset=utf-8";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

struct RouteContext {
    const std::filesystem::path& site;
    const core::live::Session& session;
    const std::string& qrSvg;
};

HttpAnswer route(const RouteContext& context, std::string_view method, std::string_view target, std::string_view authorization);

// The token of "?token=T" in `target`, or empty.
std::string tokenInQuery(std::string_view target);

}  // namespace ablab::app
