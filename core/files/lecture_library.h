#pragma once
// The lecture library's index (trees/index.json): its lessons in order, each lesson's examples
// with their titles, every title in every language the files give. The Examples menu shows it.
#include <string>
#include <vector>

#include "model/localized_text.h"

namespace ablab::core {

struct LectureExample {
    LocalizedText title;  // the tree file's own title
    std::string path;     // the folder joined with the file's name
};

struct Lesson {
    LocalizedText title;
    std::vector<LectureExample> examples;
};

// Reads `folder`/index.json and each file it names. An example that cannot be read is left out
// (the library's tests load every one); an index that cannot be read gives no lessons.
std::vector<Lesson> readLectureLibrary(const std::string& folder);

}  // namespace ablab::core
