#pragma once
// The words a text is written in: the reader's language and the textbook whose names it uses
// (text/notation.h). A value handed to whoever writes a sentence, never a setting read from
// somewhere: the window passes its view's, the command line what --lang and --notation said, a
// background job the one it was made with, so two threads may write in two languages at once.
#include "text/notation.h"
#include "text/translate.h"

namespace ablab::core {

struct Wording {
    Language language = Language::English;
    Notation notation = Notation::Aima;

    friend bool operator==(const Wording&, const Wording&) = default;
};

}  // namespace ablab::core
