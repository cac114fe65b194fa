// `ablab` itself, the command line, loads no display library: no GL, no GLFW, and — since PNG,
// PDF and GIF moved into ablab-raster — no cairo and so no libX11 or libxcb (issue 11). What it
// hands over still works: the export tests write every format through `ablab`.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "support/run_ablab.h"

using ablab::testing::kAblab;

namespace {

// The shared libraries the dynamic loader would map for `program` (ldd's listing).
std::string librariesOf(const std::string& program) { return ablab::testing::outputOf("ldd '" + program + "' 2>&1"); }

const std::string kRaster = (std::filesystem::path(ABLAB_EXECUTABLE).parent_path() / "ablab-raster").string();

TEST(ProgramLibraries, TheCommandLineLoadsNoDisplayLibrary) {
    const std::string libraries = librariesOf(kAblab);
    ASSERT_NE(libraries.find("libc.so"), std::string::npos) << libraries;  // ldd read it
    for (const char* display : {"libGL", "libEGL", "libglfw", "libX11", "libxcb", "libcairo", "libpango"})
        EXPECT_EQ(libraries.find(display), std::string::npos) << display << " in\n" << libraries;
}

TEST(ProgramLibraries, TheRasterProgramIsTheOneThatLoadsCairo) {
    const std::string libraries = librariesOf(kRaster);
    EXPECT_NE(libraries.find("libcairo"), std::string::npos) << libraries;
    EXPECT_EQ(libraries.find("libglfw"), std::string::npos) << libraries;
}

}  // namespace
