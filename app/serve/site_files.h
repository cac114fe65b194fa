#pragma once
// The files of --site (the browser build) as the server hands them out: only regular files
// inside the folder, whatever the request's path says (no "..", no symbolic link out of it, no
// hidden files), each with its content type.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace ablab::app {

struct SiteFile {
    std::string body;
    std::string contentType;
};

// The file `target` (a request's path, query left off; "/" is index.html) names inside `site`,
// or nothing.
std::optional<SiteFile> siteFile(const std::filesystem::path& site, std::string_view target);

// "text/html; charset=utf-8", "application/wasm", … by the file's extension.
std::string contentTypeOf(const std::filesystem::path& file);

}  // namespace ablab::app
