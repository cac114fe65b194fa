#pragma once
// A translated widget label whose ImGui ID is the same in every language ("文件###file"), so a
// panel stays open and a combo keeps its state when the teacher switches language. Built in a
// buffer on the stack: a label costs no allocation, every frame.
#include <cstdio>

#include "text/translate.h"

namespace ablab::app {

struct LabelText {
    char text[256];
};

inline LabelText translatedLabel(core::Language language, const char* english, const char* id) {
    LabelText label;
    std::snprintf(label.text, sizeof label.text, "%s###%s", core::translate(language, english), id);
    return label;
}

}  // namespace ablab::app
