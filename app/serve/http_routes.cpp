#include "serve/http_routes.h"

#include "live/answers_csv.h"
#include "live/secrets.h"
#include "serve/join_page.h"
#include "serve/join_words.h"
#include "serve/site_files.h"

namespace ablab::app {

namespace {

constexpr const char* kPageSecurity =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ws: wss:; img-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

HttpAnswer page(std::string_view body, const char* type) {
    HttpAnswer answer{200, type, std::string(body), {}};
    answer.headers.emplace_back("Content-Security-Policy", kPageSecurity);
    answer.headers.emplace_back("Cache-Control", "no-store");
    return answer;
}

HttpAnswer status(unsigned code, const char* text) { return {code, "text/plain; charset=utf-8", std::string(text) + "\n", {}}; }

std::string_view pathOf(std::string_view target) { return target.substr(0, target.find_first_of("?#")); }

}  // namespace

std::string tokenInQuery(std::string_view target) {
    const std::size_t query = target.find('?');
    if (query == std::string_view::npos) return {};
    std::string_view rest = target.substr(query + 1);
    while (!rest.empty()) {
        const std::size_t amp = rest.find('&');
        const std::string_view pair = rest.substr(0, amp);
        if (pair.starts_with("token=")) return std::string(pair.substr(6));
        if (amp == std::string_view::npos) break;
        rest = rest.substr(amp + 1);
    }
    return {};
}

HttpAnswer route(const RouteContext& context, std::string_view method, std::string_view target, std::string_view authorization) {
    HttpAnswer answer;
    if (method != "GET" && method != "HEAD") {
        answer = status(405, "Method Not Allowed");
        answer.headers.emplace_back("Allow", "GET, HEAD");
    } else if (const std::string_view path = pathOf(target); path == "/join" || path == "/join/") {
        answer = page(joinHtml(), "text/html; charset=utf-8");
    } else if (path == "/join.js") {
        answer = page(joinWordsScript() + std::string(joinJs()), "text/javascript; charset=utf-8");
    } else if (path == "/join.css") {
        answer = page(joinCss(), "text/css; charset=utf-8");
    } else if (path == "/qr.svg") {
        answer = {200, "image/svg+xml", context.qrSvg, {{"Cache-Control", "no-store"}}};
    } else if (path == "/answers.csv") {
        std::string given = tokenInQuery(target);
        if (authorization.starts_with("Bearer ")) given = std::string(authorization.substr(7));
        if (!core::live::sameSecret(given, context.session.token())) {
            answer = status(403, "Forbidden: /answers.csv needs the presenter's token (?token=…)");
        } else {
            answer = {200, "text/csv; charset=utf-8", core::live::answersCsv(context.session.record()), {}};
            answer.headers.emplace_back("Content-Disposition",
                                        "attachment; filename=\"ablab-answers-" + context.session.code() + ".csv\"");
            answer.headers.emplace_back("Cache-Control", "no-store");
        }
    } else if (std::optional<SiteFile> file = siteFile(context.site, target)) {
        answer = {200, std::move(file->contentType), std::move(file->body), {}};
    } else {
        answer = status(404, "Not Found");
    }
    answer.headers.emplace_back("X-Content-Type-Options", "nosniff");
    answer.headers.emplace_back("Referrer-Policy", "no-referrer");
    return answer;
}

}  // namespace ablab::app
