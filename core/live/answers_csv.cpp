#include "live/answers_csv.h"

#include "text/table_cells.h"

namespace ablab::core::live {

std::string answersCsv(const SessionRecord& record) {
    std::string csv = "name,question,text,answer,right\r\n";
    for (const StudentRecord& student : record.students) {
        for (const AskedQuestion& question : record.questions) {
            const auto found = student.answers.find(question.number);
            if (found == student.answers.end()) continue;
            const auto choice = static_cast<std::size_t>(found->second);
            const std::string answer = choice < question.choices.size() ? question.choices[choice] : std::to_string(choice);
            const char* right = question.right < 0 ? "" : (question.right == found->second ? "yes" : "no");
            csv += csvCell(student.name) + ',' + std::to_string(question.number) + ',' + csvCell(question.text) + ',' +
                   csvCell(answer) + ',' + right + "\r\n";
        }
    }
    return csv;
}

}  // namespace ablab::core::live
