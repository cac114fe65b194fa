#pragma once
// Where each word of a picture goes, as a designer of textbook figures would set it: every
// word has a few places around what it names, best first, and words are placed in order of
// what the class must read first — the current node and the cutoff with its cause, the names the
// step's sentence cites, then α and β on the path, values, the other names, notes. A word goes
// to the first place where its ink meets no stroke and no word already there, a little smaller
// if it must, and is left out of this view otherwise (zooming, the minimap and the Node panel
// still give it): never drawn over anything.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "picture/paint.h"
#include "picture/text_placer.h"

namespace ablab::core {

enum class Rank : std::uint8_t { Focus, Cited, Bound, Value, Label, Note };

struct Spot {
    Point at;
    TextAnchor anchor = TextAnchor::Center;
};

struct Word {
    std::string text;
    float size = 0, minSize = 0;
    bool bold = false;
    Color color;
    Rank rank = Rank::Note;
    std::array<Spot, 10> spots{};
    std::uint8_t count = 0;
    // Every size at one spot before the next spot: a value shrinks inside its shape before it
    // moves beside it. Otherwise every spot at one size first: α keeps its size and moves.
    bool shrinkInPlace = false;

    Word& at(Point p, TextAnchor anchor) {
        if (count < spots.size()) spots[count++] = {p, anchor};
        return *this;
    }
};

class LabelPlacement {
public:
    Word& add(std::string text, float size, float minSize, bool bold, Color color, Rank rank);
    // Places the pending words of `rank`, in the order they were added.
    void place(Rank rank, TextPlacer& placer, const Painter& measure);
    // Places one word now (the cutoff's title); false when no spot is free at any size.
    bool placeNow(Word word, TextPlacer& placer, const Painter& measure);
    // Reserves a word that is always shown where it is (the status line, the step counter).
    void fix(Word word, TextPlacer& placer, const Painter& measure);
    void paint(Painter& painter) const;

private:
    std::vector<Word> m_pending, m_placed;
};

}  // namespace ablab::core
