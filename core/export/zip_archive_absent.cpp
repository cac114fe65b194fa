// The browser build has no libzip: no deck (see zip_archive.h).
#include <stdexcept>

#include "export/zip_archive.h"

namespace ablab::core {

bool zipArchiveAvailable() { return false; }

std::string zipArchive(const std::vector<PackagePart>&) {
    throw std::runtime_error("this program was built without libzip, so it cannot write a PowerPoint deck");
}

}  // namespace ablab::core
