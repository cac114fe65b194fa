#pragma once
// A PowerPoint deck (Office Open XML, ECMA-376 PresentationML) as the parts of its package:
// the content types, the relationships, the presentation, one blank slide layout on one
// master, a theme, a notes master, and per slide its shapes, its speaker notes (a notes slide
// linked both ways) and, where it builds, its entrance and exit animations on click.
#include <string>
#include <vector>

#include "export/slide_shape.h"
#include "picture/paint.h"

namespace ablab::core {

struct DeckSlide {
    std::vector<SlideShape> shapes;  // bottom to top
    // Per click, the shapes (indices into `shapes`) that appear and those that vanish. Shapes
    // that appear on a click are hidden until it.
    struct Click {
        std::vector<std::size_t> appear, vanish;
    };
    std::vector<Click> clicks;
    std::string notes;  // the speaker notes, one paragraph per line
};

struct DeckFrame {
    float width = 1280, height = 720;  // the slide in the pictures' pixels
    SlideScale scale;
    Theme theme;
    std::string title;                      // the document's title (its properties)
    Language language = Language::English;  // the one its text is spell-checked in
};

struct PackagePart {
    std::string path;  // in the archive: "ppt/slides/slide1.xml"
    std::string contents;
};

// Every part of the deck, "[Content_Types].xml" first.
std::vector<PackagePart> pptxPackage(const std::vector<DeckSlide>& slides, const DeckFrame& frame);

// The slide's size in EMU for a picture width × height: 13.333 inches wide (PowerPoint's 16:9),
// as tall as the picture's proportion makes it.
SlideScale slideScaleFor(float width);

}  // namespace ablab::core
