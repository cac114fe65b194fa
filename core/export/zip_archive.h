#pragma once
// A zip archive in memory, made by libzip (Debian's libzip-dev): the container of a PowerPoint
// deck. In memory so that the deck is written to disk like every other export, staged and
// renamed into place (files/staged_files.h). The browser build has no libzip
// (zip_archive_absent.cpp): its menus leave pptx out.
#include <string>
#include <vector>

#include "export/pptx_package.h"

namespace ablab::core {

// False where this program was built without libzip.
bool zipArchiveAvailable();

// The parts, deflated, in order. Throws std::runtime_error when libzip fails.
std::string zipArchive(const std::vector<PackagePart>& parts);

}  // namespace ablab::core
