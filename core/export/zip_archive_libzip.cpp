#include <zip.h>

#include <memory>
#include <stdexcept>

#include "export/zip_archive.h"

namespace ablab::core {

namespace {

[[noreturn]] void fail(const char* what, zip_error_t* error) {
    throw std::runtime_error(std::string("zip: ") + what + ": " + zip_error_strerror(error));
}

}  // namespace

bool zipArchiveAvailable() { return true; }

std::string zipArchive(const std::vector<PackagePart>& parts) {
    zip_error_t error;
    zip_error_init(&error);
    // The archive's bytes live in `buffer`, which outlives the archive (zip_source_keep).
    zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!buffer) fail("cannot make a buffer", &error);
    const std::unique_ptr<zip_source_t, decltype(&zip_source_free)> bufferOwner(buffer, &zip_source_free);
    zip_source_keep(buffer);
    zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
    if (!archive) fail("cannot open", &error);
    for (const PackagePart& part : parts) {
        // The part's text stays in `parts` until zip_close has read it.
        zip_source_t* source = zip_source_buffer(archive, part.contents.data(), part.contents.size(), 0);
        const zip_int64_t index = source ? zip_file_add(archive, part.path.c_str(), source, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            if (source) zip_source_free(source);
            zip_discard(archive);
            throw std::runtime_error(std::string("zip: cannot add ") + part.path);
        }
        zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_DEFLATE, 6);
    }
    if (zip_close(archive) < 0) {
        const std::string message = std::string("zip: ") + zip_strerror(archive);
        zip_discard(archive);
        throw std::runtime_error(message);
    }
    zip_stat_t stat;
    if (zip_source_stat(buffer, &stat) < 0 || zip_source_open(buffer) < 0)
        fail("cannot read the archive back", zip_source_error(buffer));
    std::string bytes(static_cast<std::size_t>(stat.size), '\0');
    const zip_int64_t read = zip_source_read(buffer, bytes.data(), stat.size);
    zip_source_close(buffer);
    if (read < 0 || static_cast<zip_uint64_t>(read) != stat.size) fail("cannot read the archive back", zip_source_error(buffer));
    return bytes;
}

}  // namespace ablab::core
