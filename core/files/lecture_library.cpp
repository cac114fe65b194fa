#include "files/lecture_library.h"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "files/input_file.h"
#include "files/tree_file.h"

namespace ablab::core {

namespace {

using json = nlohmann::json;

// A string, or {"en": …, "zh": …, "vi": …} as the tree files write it.
LocalizedText localizedText(const json& value) {
    if (value.is_string()) return LocalizedText(value.get<std::string>());
    LocalizedText text;
    if (!value.is_object()) return text;
    for (Language language : kLanguages) {
        const auto found = value.find(std::string(languageCode(language)));
        if (found != value.end() && found->is_string()) text.set(language, found->get<std::string>());
    }
    return text;
}

}  // namespace

std::vector<Lesson> readLectureLibrary(const std::string& folder) {
    std::vector<Lesson> lessons;
    json index;
    try {
        index = json::parse(readInputFile((std::filesystem::path(folder) / "index.json").string(), "lecture index").text, nullptr,
                            false);
    } catch (const std::runtime_error&) {
        return lessons;
    }
    if (!index.is_object() || !index.contains("lessons") || !index["lessons"].is_array()) return lessons;
    for (const json& entry : index["lessons"]) {
        if (!entry.is_object()) continue;
        Lesson lesson;
        if (entry.contains("title")) lesson.title = localizedText(entry["title"]);
        if (entry.contains("examples") && entry["examples"].is_array()) {
            for (const json& file : entry["examples"]) {
                if (!file.is_string()) continue;
                const std::string path = (std::filesystem::path(folder) / file.get<std::string>()).string();
                try {
                    // Only the title is kept; an error is not shown, so its language does not matter.
                    lesson.examples.push_back({loadTreeFile(Language::English, path).info().title, path});
                } catch (const std::exception&) {
                }
            }
        }
        lessons.push_back(std::move(lesson));
    }
    return lessons;
}

}  // namespace ablab::core
