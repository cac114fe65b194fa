#include "files/input_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>

namespace ablab::core {

InputText readInputFile(const std::string& path, std::string_view kind) {
    if (path == "-") return {std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()), "<stdin>"};
    constexpr std::size_t kMaxBytes = std::size_t{1} << 30;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw std::runtime_error(path + ": is a folder, not a" + (kind.front() == 'a' ? "n " : " ") + std::string(kind));
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) throw std::runtime_error(path + ": cannot open: " + std::strerror(errno));
    std::string text;
    char buffer[1 << 16];
    std::size_t got;
    while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        text.append(buffer, got);
        if (text.size() > kMaxBytes) {
            std::fclose(file);
            throw std::runtime_error(path + ": larger than 1 GiB; ablab reads " + std::string(kind) + "s up to 1 GiB");
        }
    }
    const bool failed = std::ferror(file) != 0;
    std::fclose(file);
    if (failed) throw std::runtime_error(path + ": cannot read: " + std::strerror(errno));
    return {std::move(text), path};
}

}  // namespace ablab::core
