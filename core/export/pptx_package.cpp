#include "export/pptx_package.h"

#include "export/font_families.h"
#include "export/xml_writer.h"

namespace ablab::core {

namespace {

// [SECTION] names the standard gives -----------------------------------------------------------

constexpr std::string_view kNsA = "http://schemas.openxmlformats.org/drawingml/2006/main";
constexpr std::string_view kNsR = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
constexpr std::string_view kNsP = "http://schemas.openxmlformats.org/presentationml/2006/main";
constexpr std::string_view kRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
constexpr std::string_view kType = "application/vnd.openxmlformats-officedocument.presentationml.";

// The 16:9 slide PowerPoint makes by default: 13.333 × 7.5 inches.
constexpr double kSlideWidthEmu = 12192000;
// A notes page: portrait letter.
constexpr long long kNotesWidthEmu = 6858000, kNotesHeightEmu = 9144000;

XmlWriter& openPresentationRoot(XmlWriter& xml, std::string_view name) {
    return xml.open(name, {{"xmlns:a", kNsA}, {"xmlns:r", kNsR}, {"xmlns:p", kNsP}});
}

// [SECTION] relationships and content types ----------------------------------------------------

struct Relationship {
    std::string id, type, target;
};

std::string relationships(const std::vector<Relationship>& list) {
    XmlWriter xml;
    xml.open("Relationships", {{"xmlns", "http://schemas.openxmlformats.org/package/2006/relationships"}});
    for (const Relationship& r : list) xml.leaf("Relationship", {{"Id", r.id}, {"Type", r.type}, {"Target", r.target}});
    return xml.finish();
}

std::string relType(std::string_view name) { return std::string(kRel) + std::string(name); }

std::string contentTypes(std::size_t slides) {
    XmlWriter xml;
    xml.open("Types", {{"xmlns", "http://schemas.openxmlformats.org/package/2006/content-types"}});
    xml.leaf("Default", {{"Extension", "rels"}, {"ContentType", "application/vnd.openxmlformats-package.relationships+xml"}});
    xml.leaf("Default", {{"Extension", "xml"}, {"ContentType", "application/xml"}});
    auto part = [&](const std::string& name, const std::string& type) {
        xml.leaf("Override", {{"PartName", name}, {"ContentType", type}});
    };
    const std::string p(kType);
    part("/ppt/presentation.xml", p + "presentation.main+xml");
    part("/ppt/slideMasters/slideMaster1.xml", p + "slideMaster+xml");
    part("/ppt/slideLayouts/slideLayout1.xml", p + "slideLayout+xml");
    part("/ppt/notesMasters/notesMaster1.xml", p + "notesMaster+xml");
    part("/ppt/theme/theme1.xml", "application/vnd.openxmlformats-officedocument.theme+xml");
    part("/ppt/theme/theme2.xml", "application/vnd.openxmlformats-officedocument.theme+xml");
    part("/ppt/presProps.xml", p + "presProps+xml");
    part("/ppt/viewProps.xml", p + "viewProps+xml");
    part("/ppt/tableStyles.xml", p + "tableStyles+xml");
    part("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml");
    part("/docProps/app.xml", "application/vnd.openxmlformats-officedocument.extended-properties+xml");
    for (std::size_t i = 1; i <= slides; ++i) {
        part("/ppt/slides/slide" + std::to_string(i) + ".xml", p + "slide+xml");
        part("/ppt/notesSlides/notesSlide" + std::to_string(i) + ".xml", p + "notesSlide+xml");
    }
    return xml.finish();
}

// [SECTION] document properties -----------------------------------------------------------------

std::string coreProperties(const std::string& title) {
    XmlWriter xml;
    xml.open("cp:coreProperties", {{"xmlns:cp", "http://schemas.openxmlformats.org/package/2006/metadata/core-properties"},
                                   {"xmlns:dc", "http://purl.org/dc/elements/1.1/"},
                                   {"xmlns:dcterms", "http://purl.org/dc/terms/"},
                                   {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"}});
    xml.element("dc:title", title).element("dc:creator", "ablab");
    return xml.finish();
}

std::string appProperties(std::size_t slides) {
    XmlWriter xml;
    xml.open("Properties", {{"xmlns", "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"}});
    xml.element("Application", "ablab").element("Slides", std::to_string(slides)).element("Notes", std::to_string(slides));
    return xml.finish();
}

// [SECTION] theme, master, layout, notes master ----------------------------------------------------

// The deck's colours are ablab's theme, so a lecturer's recolouring starts from them.
std::string themePart(const Theme& t) {
    XmlWriter xml;
    xml.open("a:theme", {{"xmlns:a", kNsA}, {"name", "ablab"}}).open("a:themeElements");
    xml.open("a:clrScheme", {{"name", "ablab"}});
    const std::pair<std::string_view, Color> colours[] = {
        {"a:dk1", t.ink},         {"a:lt1", t.background},    {"a:dk2", t.faint},      {"a:lt2", t.prunedFill},
        {"a:accent1", t.path},    {"a:accent2", t.chosen},    {"a:accent3", t.cutoff}, {"a:accent4", t.beta},
        {"a:accent5", t.changed}, {"a:accent6", t.prunedInk}, {"a:hlink", t.path},     {"a:folHlink", t.beta}};
    for (const auto& [name, colour] : colours) xml.open(name).leaf("a:srgbClr", {{"val", drawingColour(colour)}}).close();
    xml.close();
    xml.open("a:fontScheme", {{"name", "ablab"}});
    for (std::string_view font : {"a:majorFont", "a:minorFont"}) {
        xml.open(font);
        xml.leaf("a:latin", {{"typeface", kLatinFont}, {"pitchFamily", "34"}, {"charset", "0"}});
        xml.leaf("a:ea", {{"typeface", kChineseFont}, {"pitchFamily", "34"}, {"charset", "-122"}});
        xml.leaf("a:cs", {{"typeface", kLatinFont}});
        xml.leaf("a:font", {{"script", "Hans"}, {"typeface", kChineseFont}});
        xml.close();
    }
    xml.close();
    xml.open("a:fmtScheme", {{"name", "ablab"}});
    auto schemeFill = [&] { xml.open("a:solidFill").leaf("a:schemeClr", {{"val", "phClr"}}).close(); };
    xml.open("a:fillStyleLst");
    for (int i = 0; i < 3; ++i) schemeFill();
    xml.close().open("a:lnStyleLst");
    for (const char* w : {"9525", "19050", "28575"}) {
        xml.open("a:ln", {{"w", w}});
        schemeFill();
        xml.close();
    }
    xml.close().open("a:effectStyleLst");
    for (int i = 0; i < 3; ++i) xml.open("a:effectStyle").leaf("a:effectLst").close();
    xml.close().open("a:bgFillStyleLst");
    for (int i = 0; i < 3; ++i) schemeFill();
    xml.close().close();
    xml.close();
    xml.leaf("a:objectDefaults").leaf("a:extraClrSchemeLst");
    return xml.finish();
}

void writeEmptyTree(XmlWriter& xml) {
    xml.open("p:spTree");
    xml.open("p:nvGrpSpPr").leaf("p:cNvPr", {{"id", "1"}, {"name", ""}}).leaf("p:cNvGrpSpPr").leaf("p:nvPr").close();
    xml.open("p:grpSpPr").open("a:xfrm");
    xml.leaf("a:off", {{"x", "0"}, {"y", "0"}}).leaf("a:ext", {{"cx", "0"}, {"cy", "0"}});
    xml.leaf("a:chOff", {{"x", "0"}, {"y", "0"}}).leaf("a:chExt", {{"cx", "0"}, {"cy", "0"}});
    xml.close().close();
}

void writeColourMap(XmlWriter& xml) {
    xml.leaf("p:clrMap", {{"bg1", "lt1"},
                          {"tx1", "dk1"},
                          {"bg2", "lt2"},
                          {"tx2", "dk2"},
                          {"accent1", "accent1"},
                          {"accent2", "accent2"},
                          {"accent3", "accent3"},
                          {"accent4", "accent4"},
                          {"accent5", "accent5"},
                          {"accent6", "accent6"},
                          {"hlink", "hlink"},
                          {"folHlink", "folHlink"}});
}

void writeSolidBackground(XmlWriter& xml, Color c) {
    xml.open("p:bg")
        .open("p:bgPr")
        .open("a:solidFill")
        .leaf("a:srgbClr", {{"val", drawingColour(c)}})
        .close()
        .leaf("a:effectLst")
        .close()
        .close();
}

std::string masterPart(const Theme& theme) {
    XmlWriter xml;
    openPresentationRoot(xml, "p:sldMaster");
    xml.open("p:cSld");
    writeSolidBackground(xml, theme.background);
    writeEmptyTree(xml);
    xml.close().close();
    writeColourMap(xml);
    xml.open("p:sldLayoutIdLst").leaf("p:sldLayoutId", {{"id", "2147483649"}, {"r:id", "rId1"}}).close();
    xml.open("p:txStyles");
    for (std::string_view style : {"p:titleStyle", "p:bodyStyle", "p:otherStyle"})
        xml.open(style)
            .open("a:lvl1pPr")
            .open("a:defRPr")
            .leaf("a:latin", {{"typeface", "+mn-lt"}})
            .leaf("a:ea", {{"typeface", "+mn-ea"}})
            .close()
            .close()
            .close();
    xml.close();
    return xml.finish();
}

std::string layoutPart() {
    XmlWriter xml;
    xml.open("p:sldLayout", {{"xmlns:a", kNsA}, {"xmlns:r", kNsR}, {"xmlns:p", kNsP}, {"type", "blank"}, {"preserve", "1"}});
    xml.open("p:cSld", {{"name", "Blank"}});
    writeEmptyTree(xml);
    xml.close().close();
    xml.open("p:clrMapOvr").leaf("a:masterClrMapping").close();
    return xml.finish();
}

// A placeholder of a notes page: the slide's picture above, the notes below.
void writeNotesPlaceholder(Language language, XmlWriter& xml, int id, std::string_view name, std::string_view type,
                           bool positioned, const std::string& notes = {}) {
    xml.open("p:sp");
    xml.open("p:nvSpPr").leaf("p:cNvPr", {{"id", std::to_string(id)}, {"name", name}});
    xml.open("p:cNvSpPr").leaf("a:spLocks", {{"noGrp", "1"}}).close();
    if (type == "body") xml.open("p:nvPr").leaf("p:ph", {{"type", "body"}, {"idx", "1"}}).close();
    else xml.open("p:nvPr").leaf("p:ph", {{"type", type}}).close();
    xml.close();
    xml.open("p:spPr");
    if (positioned) {
        const bool image = type == "sldImg";
        xml.open("a:xfrm");
        xml.leaf("a:off", {{"x", image ? "381000" : "685800"}, {"y", image ? "685800" : "4343400"}});
        xml.leaf("a:ext", {{"cx", image ? "6096000" : "5486400"}, {"cy", image ? "3429000" : "4114800"}});
        xml.close();
        xml.open("a:prstGeom", {{"prst", "rect"}}).leaf("a:avLst").close();
    }
    xml.close();
    if (type == "body") {
        xml.open("p:txBody").leaf("a:bodyPr").leaf("a:lstStyle");
        std::string_view rest = notes;
        do {
            const std::size_t newline = rest.find('\n');
            xml.open("a:p");
            const std::string_view line = rest.substr(0, newline);
            if (!line.empty()) {
                xml.open("a:r").open("a:rPr", {{"lang", drawingLanguage(language)}, {"dirty", "0"}});
                writeRunFonts(xml);
                xml.close().element("a:t", line).close();
            }
            xml.close();
            rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
        } while (!rest.empty());
        xml.close();
    }
    xml.close();
}

std::string notesMasterPart(Language language) {
    XmlWriter xml;
    openPresentationRoot(xml, "p:notesMaster");
    xml.open("p:cSld");
    writeSolidBackground(xml, Color{255, 255, 255, 255});
    writeEmptyTree(xml);
    writeNotesPlaceholder(language, xml, 2, "Slide Image Placeholder 1", "sldImg", true);
    writeNotesPlaceholder(language, xml, 3, "Notes Placeholder 2", "body", true);
    xml.close().close();
    writeColourMap(xml);
    return xml.finish();
}

std::string notesSlidePart(Language language, const std::string& notes) {
    XmlWriter xml;
    openPresentationRoot(xml, "p:notes");
    xml.open("p:cSld");
    writeEmptyTree(xml);
    writeNotesPlaceholder(language, xml, 2, "Slide Image Placeholder 1", "sldImg", false);
    writeNotesPlaceholder(language, xml, 3, "Notes Placeholder 2", "body", false, notes);
    xml.close().close();
    xml.open("p:clrMapOvr").leaf("a:masterClrMapping").close();
    return xml.finish();
}

// [SECTION] slides ---------------------------------------------------------------------------

// Shape i of a slide has id i + 2: id 1 is the slide's shape tree.
int shapeId(std::size_t index) { return static_cast<int>(index) + 2; }

// One effect: PowerPoint's "Appear" entrance or "Disappear" exit, which set the shape's
// visibility at once; the first of a click starts on the click, the rest with it.
void writeEffect(XmlWriter& xml, int& timeNode, std::size_t shape, bool appear, bool first) {
    xml.open("p:par");
    xml.open("p:cTn", {{"id", std::to_string(timeNode++)},
                       {"presetID", "1"},
                       {"presetClass", appear ? "entr" : "exit"},
                       {"presetSubtype", "0"},
                       {"fill", "hold"},
                       {"nodeType", first ? "clickEffect" : "withEffect"}});
    xml.open("p:stCondLst").leaf("p:cond", {{"delay", "0"}}).close();
    xml.open("p:childTnLst").open("p:set").open("p:cBhvr");
    xml.open("p:cTn", {{"id", std::to_string(timeNode++)}, {"dur", "1"}, {"fill", "hold"}});
    xml.open("p:stCondLst").leaf("p:cond", {{"delay", "0"}}).close();
    xml.close();
    xml.open("p:tgtEl").leaf("p:spTgt", {{"spid", std::to_string(shapeId(shape))}}).close();
    xml.open("p:attrNameLst").element("p:attrName", "style.visibility").close();
    xml.close();
    xml.open("p:to").leaf("p:strVal", {{"val", appear ? "visible" : "hidden"}}).close();
    xml.close().close();
    xml.close().close();
}

void writeTiming(XmlWriter& xml, const std::vector<DeckSlide::Click>& clicks) {
    int timeNode = 1;
    xml.open("p:timing").open("p:tnLst").open("p:par");
    xml.open("p:cTn", {{"id", std::to_string(timeNode++)}, {"dur", "indefinite"}, {"restart", "never"}, {"nodeType", "tmRoot"}});
    xml.open("p:childTnLst").open("p:seq", {{"concurrent", "1"}, {"nextAc", "seek"}});
    xml.open("p:cTn", {{"id", std::to_string(timeNode++)}, {"dur", "indefinite"}, {"nodeType", "mainSeq"}});
    xml.open("p:childTnLst");
    for (const DeckSlide::Click& click : clicks) {
        if (click.appear.empty() && click.vanish.empty()) continue;
        xml.open("p:par").open("p:cTn", {{"id", std::to_string(timeNode++)}, {"fill", "hold"}});
        xml.open("p:stCondLst").leaf("p:cond", {{"delay", "indefinite"}}).close();
        xml.open("p:childTnLst").open("p:par").open("p:cTn", {{"id", std::to_string(timeNode++)}, {"fill", "hold"}});
        xml.open("p:stCondLst").leaf("p:cond", {{"delay", "0"}}).close();
        xml.open("p:childTnLst");
        bool first = true;
        for (std::size_t s : click.vanish) {
            writeEffect(xml, timeNode, s, false, first);
            first = false;
        }
        for (std::size_t s : click.appear) {
            writeEffect(xml, timeNode, s, true, first);
            first = false;
        }
        xml.close().close().close().close().close().close();
    }
    xml.close().close();  // childTnLst, cTn (main sequence)
    xml.open("p:prevCondLst")
        .open("p:cond", {{"evt", "onPrev"}, {"delay", "0"}})
        .open("p:tgtEl")
        .leaf("p:sldTgt")
        .close()
        .close()
        .close();
    xml.open("p:nextCondLst")
        .open("p:cond", {{"evt", "onNext"}, {"delay", "0"}})
        .open("p:tgtEl")
        .leaf("p:sldTgt")
        .close()
        .close()
        .close();
    xml.close();                          // seq
    xml.close().close().close().close();  // childTnLst, cTn (root), par, tnLst
    xml.close();                          // timing
}

std::string slidePart(const DeckSlide& slide, const DeckFrame& frame) {
    XmlWriter xml;
    openPresentationRoot(xml, "p:sld");
    xml.open("p:cSld");
    writeSolidBackground(xml, frame.theme.background);
    writeEmptyTree(xml);
    for (std::size_t i = 0; i < slide.shapes.size(); ++i)
        writeSlideShape(frame.language, xml, slide.shapes[i], shapeId(i), frame.scale);
    xml.close().close();
    xml.open("p:clrMapOvr").leaf("a:masterClrMapping").close();
    if (!slide.clicks.empty()) writeTiming(xml, slide.clicks);
    return xml.finish();
}

std::string presentationPart(std::size_t slides, const DeckFrame& frame) {
    XmlWriter xml;
    openPresentationRoot(xml, "p:presentation");
    xml.open("p:sldMasterIdLst").leaf("p:sldMasterId", {{"id", "2147483648"}, {"r:id", "rId1"}}).close();
    xml.open("p:notesMasterIdLst").leaf("p:notesMasterId", {{"r:id", "rId2"}}).close();
    xml.open("p:sldIdLst");
    for (std::size_t i = 0; i < slides; ++i)
        xml.leaf("p:sldId", {{"id", std::to_string(256 + i)}, {"r:id", "rId" + std::to_string(7 + i)}});
    xml.close();
    xml.leaf("p:sldSz",
             {{"cx", std::to_string(frame.scale.emu(frame.width))}, {"cy", std::to_string(frame.scale.emu(frame.height))}});
    xml.leaf("p:notesSz", {{"cx", std::to_string(kNotesWidthEmu)}, {"cy", std::to_string(kNotesHeightEmu)}});
    return xml.finish();
}

std::string emptyPart(std::string_view root) {
    XmlWriter xml;
    openPresentationRoot(xml, root);
    return xml.finish();
}

}  // namespace

SlideScale slideScaleFor(float width) { return SlideScale{kSlideWidthEmu / static_cast<double>(width)}; }

std::vector<PackagePart> pptxPackage(const std::vector<DeckSlide>& slides, const DeckFrame& frame) {
    std::vector<PackagePart> parts;
    parts.push_back({"[Content_Types].xml", contentTypes(slides.size())});
    parts.push_back(
        {"_rels/.rels",
         relationships({{"rId1", relType("officeDocument"), "ppt/presentation.xml"},
                        {"rId2", "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
                         "docProps/core.xml"},
                        {"rId3", relType("extended-properties"), "docProps/app.xml"}})});
    parts.push_back({"docProps/core.xml", coreProperties(frame.title)});
    parts.push_back({"docProps/app.xml", appProperties(slides.size())});
    parts.push_back({"ppt/presentation.xml", presentationPart(slides.size(), frame)});
    std::vector<Relationship> presentationRels = {{"rId1", relType("slideMaster"), "slideMasters/slideMaster1.xml"},
                                                  {"rId2", relType("notesMaster"), "notesMasters/notesMaster1.xml"},
                                                  {"rId3", relType("theme"), "theme/theme1.xml"},
                                                  {"rId4", relType("presProps"), "presProps.xml"},
                                                  {"rId5", relType("viewProps"), "viewProps.xml"},
                                                  {"rId6", relType("tableStyles"), "tableStyles.xml"}};
    for (std::size_t i = 0; i < slides.size(); ++i)
        presentationRels.push_back(
            {"rId" + std::to_string(7 + i), relType("slide"), "slides/slide" + std::to_string(i + 1) + ".xml"});
    parts.push_back({"ppt/_rels/presentation.xml.rels", relationships(presentationRels)});
    parts.push_back({"ppt/presProps.xml", emptyPart("p:presentationPr")});
    parts.push_back({"ppt/viewProps.xml", emptyPart("p:viewPr")});
    {
        XmlWriter xml;
        xml.leaf("a:tblStyleLst", {{"xmlns:a", kNsA}, {"def", "{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"}});
        parts.push_back({"ppt/tableStyles.xml", xml.finish()});
    }
    parts.push_back({"ppt/theme/theme1.xml", themePart(frame.theme)});
    parts.push_back({"ppt/theme/theme2.xml", themePart(Theme::light())});
    parts.push_back({"ppt/slideMasters/slideMaster1.xml", masterPart(frame.theme)});
    parts.push_back({"ppt/slideMasters/_rels/slideMaster1.xml.rels",
                     relationships({{"rId1", relType("slideLayout"), "../slideLayouts/slideLayout1.xml"},
                                    {"rId2", relType("theme"), "../theme/theme1.xml"}})});
    parts.push_back({"ppt/slideLayouts/slideLayout1.xml", layoutPart()});
    parts.push_back({"ppt/slideLayouts/_rels/slideLayout1.xml.rels",
                     relationships({{"rId1", relType("slideMaster"), "../slideMasters/slideMaster1.xml"}})});
    parts.push_back({"ppt/notesMasters/notesMaster1.xml", notesMasterPart(frame.language)});
    parts.push_back(
        {"ppt/notesMasters/_rels/notesMaster1.xml.rels", relationships({{"rId1", relType("theme"), "../theme/theme2.xml"}})});
    for (std::size_t i = 0; i < slides.size(); ++i) {
        const std::string n = std::to_string(i + 1);
        parts.push_back({"ppt/slides/slide" + n + ".xml", slidePart(slides[i], frame)});
        parts.push_back({"ppt/slides/_rels/slide" + n + ".xml.rels",
                         relationships({{"rId1", relType("slideLayout"), "../slideLayouts/slideLayout1.xml"},
                                        {"rId2", relType("notesSlide"), "../notesSlides/notesSlide" + n + ".xml"}})});
        parts.push_back({"ppt/notesSlides/notesSlide" + n + ".xml", notesSlidePart(frame.language, slides[i].notes)});
        parts.push_back({"ppt/notesSlides/_rels/notesSlide" + n + ".xml.rels",
                         relationships({{"rId1", relType("notesMaster"), "../notesMasters/notesMaster1.xml"},
                                        {"rId2", relType("slide"), "../slides/slide" + n + ".xml"}})});
    }
    return parts;
}

}  // namespace ablab::core
