#include "serve/site_files.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <system_error>

namespace ablab::app {

namespace {

// %XX decoded; nothing for a bad escape or a NUL.
std::optional<std::string> decodedPath(std::string_view path) {
    std::string out;
    for (std::size_t i = 0; i < path.size(); ++i) {
        char c = path[i];
        if (c == '%') {
            if (i + 2 >= path.size()) return std::nullopt;
            const std::string hex(path.substr(i + 1, 2));
            if (hex.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) return std::nullopt;
            c = static_cast<char>(std::stoi(hex, nullptr, 16));
            i += 2;
        }
        if (c == '\0' || c == '\\') return std::nullopt;
        out += c;
    }
    return out;
}

}  // namespace

std::string contentTypeOf(const std::filesystem::path& file) {
    static const std::map<std::string, std::string> kTypes{
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".json", "application/json"},
        {".webmanifest", "application/manifest+json"},
        {".wasm", "application/wasm"},
        {".data", "application/octet-stream"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".ttf", "font/ttf"},
        {".otf", "font/otf"},
        {".woff2", "font/woff2"},
        {".txt", "text/plain; charset=utf-8"},
    };
    const auto it = kTypes.find(file.extension().string());
    return it == kTypes.end() ? "application/octet-stream" : it->second;
}

std::optional<SiteFile> siteFile(const std::filesystem::path& site, std::string_view target) {
    const std::optional<std::string> path = decodedPath(target.substr(0, target.find_first_of("?#")));
    if (!path || path->empty() || path->front() != '/') return std::nullopt;
    std::filesystem::path relative;
    for (std::size_t at = 1; at <= path->size();) {
        const std::size_t end = std::min(path->find('/', at), path->size());
        const std::string part = path->substr(at, end - at);
        at = end + 1;
        if (part.empty()) continue;
        if (part.front() == '.') return std::nullopt;  // "..", ".git", hidden files
        relative /= part;
    }
    if (relative.empty()) relative = "index.html";
    std::error_code error;
    const std::filesystem::path root = std::filesystem::canonical(site, error);
    if (error) return std::nullopt;
    const std::filesystem::path file = std::filesystem::canonical(root / relative, error);
    if (error || !std::filesystem::is_regular_file(file, error)) return std::nullopt;
    // A symbolic link that leads out of the site is refused.
    const auto [rootEnd, fileAt] = std::mismatch(root.begin(), root.end(), file.begin(), file.end());
    if (rootEnd != root.end()) return std::nullopt;
    (void)fileAt;
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    SiteFile found{std::string(std::istreambuf_iterator<char>(in), {}), contentTypeOf(file)};
    return found;
}

}  // namespace ablab::app
