#include "cli/convert_command.h"

#include <filesystem>
#include <iostream>

#include "cli/arguments.h"
#include "files/tree_file.h"
#include "files/tree_formats.h"
#include "text/translate.h"
#include "text/visible_text.h"

namespace ablab::app {

int runConvertCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    const core::Language language = chosen.wording.language;
    Arguments args(argv, language);
    core::TreeReadOptions input;
    std::optional<core::TreeFormat> to;
    std::string file, out;
    bool haveFile = false, force = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeInputOption(arg, args, input)) continue;
        if (arg == "--to") {
            const std::string_view name = args.valueOf(arg);
            core::TreeFormat format;
            if (!core::parseTreeFormat(name, format))
                throw UsageError(core::translate(language, "--to expects json, cs188, sexpr or aima, got '{value}'",
                                                 {{"value", std::string(name)}}));
            to = format;
        } else if (takeOutputOption(arg, args, out, force)) {
        } else {
            takeTreeFile(language, arg, "ablab convert", file, haveFile);
        }
    }
    if (!haveFile) throw UsageError(core::translate(language, "ablab convert needs a tree file (- for standard input)"));
    if (!to) throw UsageError(core::translate(language, "ablab convert needs --to json, cs188, sexpr or aima"));
    std::error_code ec;
    if (!out.empty() && !force && std::filesystem::exists(std::filesystem::symlink_status(out, ec)))
        throw UsageError(core::alreadyExistsMessage(language, out));

    const core::Tree tree = loadTreeArgument(language, file, input);
    const std::string name = file == "-" ? "<stdin>" : file;
    // Notes quote labels and state names: shown as visibleText escapes them, so that a label
    // holding ESC[2J or a newline cannot clear the terminal or fake a line.
    if (!tree.info().formatNotes.empty())
        std::cerr << core::visibleText(core::translate(language, "note: not used from {file}: {what}",
                                                       {{"file", name}, {"what", tree.info().formatNotes}}))
                  << '\n';
    core::WrittenTree written;
    try {
        written = core::writeTreeText(language, tree, *to);
    } catch (const core::TreeFileError& e) {
        throw core::TreeFileError(name + ": " + e.what());
    }
    if (!written.leftOut.empty())
        std::cerr << core::visibleText(core::translate(
                         language, "note: {format} has no place for {what}",
                         {{"format", std::string(core::treeFormatTitle(language, *to))}, {"what", written.leftOut}}))
                  << '\n';

    if (out.empty()) {
        std::cout << written.text;
        return 0;
    }
    core::writeFileAtomically(language, out, written.text, force ? core::Replace::Allowed : core::Replace::Never);
    std::cout << core::visibleText(core::translate(language, "wrote {path}", {{"path", out}})) << '\n';
    return 0;
}

}  // namespace ablab::app
