#include "cli/sibling_program.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/run_main.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

std::optional<std::filesystem::path> programBeside(const std::filesystem::path& self, std::string_view program) {
    if (!self.is_absolute() || !self.has_parent_path()) return std::nullopt;
    return self.parent_path() / program;
}

int execSiblingProgram(const ChosenWording& chosen, std::string_view program, std::span<char* const> args) {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::optional<std::filesystem::path> beside = programBeside(error ? std::filesystem::path() : self, program);
    if (!beside)
        throw UsageError(core::translate(
            chosen.wording.language,
            "cannot start {program}: /proc/self/exe does not say which folder ablab is in ({reason}), and ablab runs {program} only from there",
            {{"program", std::string(program)}, {"reason", error ? std::strerror(error.value()) : "'" + self.string() + "'"}}));
    const std::string path = beside->string();
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(path.c_str()));
    argv.insert(argv.end(), args.begin(), args.end());
    // runMain took --lang and --notation off the arguments; the sibling is told only what the
    // user chose.
    std::string language(core::languageCode(chosen.wording.language));
    std::string notation(core::notationCode(chosen.wording.notation));
    if (chosen.languageGiven) {
        argv.push_back(const_cast<char*>("--lang"));
        argv.push_back(language.data());
    }
    if (chosen.notationGiven) {
        argv.push_back(const_cast<char*>("--notation"));
        argv.push_back(notation.data());
    }
    argv.push_back(nullptr);
    execv(path.c_str(), argv.data());
    std::cerr << "ablab: "
              << core::translate(chosen.wording.language,
                                 "cannot start {program}: {reason} (it is built beside ablab by the README's commands)",
                                 {{"program", path}, {"reason", std::strerror(errno)}})
              << '\n';
    return 1;
}

int execRasterProgram(const ChosenWording& chosen, const char* command, std::span<char* const> args) {
    std::vector<char*> withCommand{const_cast<char*>(command)};
    withCommand.insert(withCommand.end(), args.begin(), args.end());
    return execSiblingProgram(chosen, "ablab-raster", withCommand);
}

}  // namespace ablab::app
