#include "cli/sibling_program.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/run_main.h"
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::app {

int execSiblingProgram(const ChosenWording& chosen, std::string_view program, std::span<char* const> args) {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::string path = (error ? std::filesystem::path(program) : self.parent_path() / program).string();
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
