#include "export/latex_table.h"

#include "export/tikz_writer.h"
#include "search/trace_format.h"
#include "search/search_title.h"

namespace ablab::core {

std::string latexTraceTable(const Wording& wording, const Trace& trace) {
    const Tree& tree = trace.tree();
    std::string tex =
        "% Made by ablab: " + latexEscape(tree.info().title.empty() ? "tree" : tree.info().title.in(wording.language)) + " (" +
        latexEscape(searchTitle(wording.language, trace.options())) +
        ").\n"
        "% Needs \\usepackage{booktabs}; \\input this file where the table goes.\n"
        "\\begin{tabular}{rllrrrp{0.5\\linewidth}}\n\\toprule\n" +
        latexEscape(translate(wording.language, "step")) + " & " + latexEscape(translate(wording.language, "node")) + " & " +
        latexEscape(translate(wording.language, "event")) + " & $\\alpha$ & $\\beta$ & " +
        latexEscape(translate(wording.language, "value")) + " & " + latexEscape(translate(wording.language, "explanation")) +
        " \\\\\n\\midrule\n";
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        const TraceRow r = traceRow(wording, trace, i);
        tex += r.step + " & " + latexEscape(r.node) + " & " + latexEscape(r.event) + " & " + latexEscape(r.alpha) + " & " +
               latexEscape(r.beta) + " & " + latexEscape(r.value) + " & " + latexEscape(r.text) + " \\\\\n";
    }
    tex += "\\bottomrule\n\\multicolumn{7}{l}{" + latexEscape(traceSummary(wording, trace)) + "}\n\\end{tabular}\n";
    return tex;
}

}  // namespace ablab::core
