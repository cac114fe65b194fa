#include "cli/trace_command.h"

#include <iostream>
#include <memory>

#include "cli/arguments.h"
#include "run/run.h"
#include "search/search.h"
#include "search/trace_format.h"
#include "text/translate.h"
#include "text/visible_text.h"

namespace ablab::app {

int runTraceCommand(const ChosenWording& chosen, std::span<char* const> argv) {
    core::Wording wording = chosen.wording;
    const core::Language language = wording.language;
    Arguments args(argv, language);
    core::SearchOptions options;
    core::TreeReadOptions input;
    core::TraceFormat format = core::TraceFormat::Table;
    std::string file;
    bool haveFile = false;
    while (!args.done()) {
        const std::string_view arg = args.take();
        if (takeSearchOption(arg, args, options) || takeInputOption(arg, args, input)) continue;
        if (arg == "--format") {
            const std::string_view name = args.valueOf(arg);
            if (!core::parseTraceFormat(name, format))
                throw UsageError(core::translate(language, "--format expects table, json, csv or markdown, got '{value}'",
                                                 {{"value", std::string(name)}}));
        } else {
            takeTreeFile(language, arg, "ablab trace", file, haveFile);
        }
    }
    auto tree = std::make_shared<const core::Tree>(loadTreeArgument(language, file, input));
    wording.notation = openTreeAs(argv, chosen, *tree, options);
    if (const std::string why = core::refusal(language, *tree, options); !why.empty()) throw UsageError(file + ": " + why);
    // On standard error, so that JSON and CSV output stays clean.
    if (const std::string notice = core::readingNotice(language, tree->info(), options.strict); !notice.empty())
        std::cerr << core::visibleText(core::translate(language, "note: {text}", {{"text", notice}})) << '\n';
    // A run that is never drawn: its layout is never made.
    const auto run = core::makeRun(tree, options);
    core::writeTrace(wording, std::cout, *run->trace, format);
    return 0;
}

}  // namespace ablab::app
