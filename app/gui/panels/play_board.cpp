// Play mode's board, beside the tree: the game drawn large enough to read from the back of a
// room (cells of at least 60 pixels at 1280 × 720), a click on a square or a column is the
// student's move, the engine's expected line is drawn as numbered ghost moves, and under the
// board what happened and the Undo, Redo and New game buttons. Everything is read from
// AppState::play each frame; the board keeps nothing.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "gui/draw_list_painter.h"
#include "gui/fonts.h"
#include "gui/panels/panels.h"
#include "gui/translated_label.h"
#include "state/play_session.h"
#include "state/view_theme.h"
#include "text/translate.h"

namespace ablab::app {

namespace {

constexpr ImU32 kLines = IM_COL32(60, 60, 60, 255);
constexpr ImU32 kFrame = IM_COL32(0, 90, 160, 255);    // connect four's frame: blue
constexpr ImU32 kCounter = IM_COL32(90, 90, 90, 255);  // Nim's objects: neither side's
constexpr ImU32 kHover = IM_COL32(240, 228, 66, 110);
constexpr ImU32 kLast = IM_COL32(0, 158, 115, 255);  // the engine's last move: bluish green

struct Grid {
    int columns = 0, rows = 0;
};

Grid gridOf(const PlaySession& session, const PlayPosition& start) {
    switch (session.game) {
    case PlayGame::TicTacToe: return {3, 3};
    case PlayGame::ConnectFour: return {core::kConnectFourColumns, core::kConnectFourRows};
    case PlayGame::Gomoku: return {session.gomokuSize, session.gomokuSize};
    case PlayGame::Nim: {
        const auto& heaps = std::get<core::NimPosition>(start).heaps;
        return {std::max(1, *std::max_element(heaps.begin(), heaps.end())), static_cast<int>(heaps.size())};
    }
    }
    return {};
}

// The marks in the colours the tree's boards give them (picture/board_drawing.cpp): X is MAX and
// takes α's colour, O β's, so the board and the tree beside it agree.
struct Marks {
    ImU32 x, o;
};

Marks marksOf(const AppState& state) {
    const core::Theme theme = windowTheme(state.view);
    return {imColor(theme.alpha), imColor(theme.beta)};
}

void drawMark(ImDrawList* list, const Marks& marks, char mark, ImVec2 centre, float cell, int alpha) {
    const float r = cell * 0.32f, width = std::max(3.0f, cell * 0.08f);
    if (mark == 'X') {
        const ImU32 colour = (marks.x & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
        list->AddLine({centre.x - r, centre.y - r}, {centre.x + r, centre.y + r}, colour, width);
        list->AddLine({centre.x - r, centre.y + r}, {centre.x + r, centre.y - r}, colour, width);
    } else if (mark == 'O') {
        const ImU32 colour = (marks.o & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
        list->AddCircle(centre, r, colour, 32, width);
    }
}

// The number of a ghost move, in its square's corner.
void drawGhostNumber(ImDrawList* list, const Fonts& fonts, std::size_t number, ImVec2 corner, float cell) {
    char text[24];
    std::snprintf(text, sizeof text, "%zu", number);
    const float size = cell * 0.3f;
    list->AddText(fonts.pick(size, true), size, {corner.x + cell * 0.06f, corner.y + cell * 0.02f}, IM_COL32(80, 80, 80, 230),
                  text);
}

// Squares of a board written as rows separated by '/': the mark at (row, column).
char markAt(const std::string& board, int columns, int row, int column) {
    return board[static_cast<std::size_t>(row * (columns + 1) + column)];
}

// Tic-tac-toe, connect four and gomoku: a grid of squares; returns the move a click asks for.
std::optional<core::Move> drawGridBoard(AppState& state, const Fonts& fonts, Grid grid, float cell) {
    const PlaySession& session = state.play;
    const core::Language language = state.view.language;
    const std::string board = playBoard(playPosition(language, session));
    const bool columns = session.game == PlayGame::ConnectFour;
    const Marks marks = marksOf(state);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 size{cell * static_cast<float>(grid.columns), cell * static_cast<float>(grid.rows)};
    ImGui::InvisibleButton("##board", size);
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const bool hovered = ImGui::IsItemHovered();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int hoverColumn = static_cast<int>((mouse.x - origin.x) / cell),
              hoverRow = static_cast<int>((mouse.y - origin.y) / cell);
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y}, IM_COL32(255, 255, 255, 255));
    const bool studentsTurn = studentToMove(language, session);
    const bool freeUnderMouse = hoverColumn >= 0 && hoverColumn < grid.columns && hoverRow >= 0 && hoverRow < grid.rows &&
                                markAt(board, grid.columns, columns ? 0 : hoverRow, hoverColumn) == '.';
    if (hovered && studentsTurn && freeUnderMouse) {
        const ImVec2 from{origin.x + cell * static_cast<float>(hoverColumn),
                          columns ? origin.y : origin.y + cell * static_cast<float>(hoverRow)};
        list->AddRectFilled(from, {from.x + cell, columns ? origin.y + size.y : from.y + cell}, kHover);
    }
    const ImU32 lines = columns ? kFrame : kLines;
    for (int c = 0; c <= grid.columns; ++c)
        list->AddLine({origin.x + cell * static_cast<float>(c), origin.y},
                      {origin.x + cell * static_cast<float>(c), origin.y + size.y}, lines, columns ? 3.0f : 2.0f);
    for (int r = 0; r <= grid.rows; ++r)
        list->AddLine({origin.x, origin.y + cell * static_cast<float>(r)},
                      {origin.x + size.x, origin.y + cell * static_cast<float>(r)}, lines, columns ? 3.0f : 2.0f);
    auto centreOf = [&](int row, int column) {
        return ImVec2{origin.x + cell * (static_cast<float>(column) + 0.5f), origin.y + cell * (static_cast<float>(row) + 0.5f)};
    };
    for (int r = 0; r < grid.rows; ++r)
        for (int c = 0; c < grid.columns; ++c)
            drawMark(list, marks, markAt(board, grid.columns, r, c), centreOf(r, c), cell, 255);
    // The engine's last move, ringed; the line it expects after it, faded and numbered.
    if (!session.moves.empty() && session.moves.back().byEngine) {
        PlayPosition position = playStart(language, session);
        for (std::size_t i = 0; i + 1 < session.moves.size(); ++i)
            std::visit([&](auto& p) { p = p.play(session.moves[i].move); }, position);
        const std::string previous = playBoard(position);
        for (std::size_t at = 0; at < board.size(); ++at)
            if (board[at] != previous[at]) {
                const int row = static_cast<int>(at) / (grid.columns + 1), column = static_cast<int>(at) % (grid.columns + 1);
                const ImVec2 corner{origin.x + cell * static_cast<float>(column), origin.y + cell * static_cast<float>(row)};
                list->AddRect({corner.x + 3, corner.y + 3}, {corner.x + cell - 3, corner.y + cell - 3}, kLast, 0, 0, 4.0f);
            }
    }
    const std::vector<GhostMove> ghosts = ghostMoves(language, session);
    for (std::size_t i = 0; i < ghosts.size(); ++i) {
        if (ghosts[i].at == std::string::npos) continue;
        const int row = static_cast<int>(ghosts[i].at) / (grid.columns + 1),
                  column = static_cast<int>(ghosts[i].at) % (grid.columns + 1);
        drawMark(list, marks, ghosts[i].mark, centreOf(row, column), cell, 80);
        drawGhostNumber(list, fonts, i + 1,
                        {origin.x + cell * static_cast<float>(column), origin.y + cell * static_cast<float>(row)}, cell);
    }
    const bool inside = hoverColumn >= 0 && hoverColumn < grid.columns && hoverRow >= 0 && hoverRow < grid.rows;
    const core::Move under = columns ? core::Move{hoverColumn, 1} : core::Move{hoverRow * grid.columns + hoverColumn, 1};
    // A move hovered: what the engine's search found for it, and its node selected on the tree.
    if (hovered && inside && studentsTurn && freeUnderMouse) {
        ImGui::SetTooltip("%s", studentMoveValue(state, session, under).c_str());
        if (const std::optional<core::NodeId> node = studentMoveNode(state, session, under)) state.selected = *node;
    }
    if (!clicked || !inside) return std::nullopt;
    return under;
}

// Nim: a row of counters per heap; a click on a counter takes it and those to its right.
std::optional<core::Move> drawHeaps(AppState& state, const Fonts& fonts, Grid grid, float cell) {
    const PlaySession& session = state.play;
    const core::Language language = state.view.language;
    const core::NimPosition position = std::get<core::NimPosition>(playPosition(language, session));
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float label = cell * 0.8f;
    const ImVec2 size{label + cell * static_cast<float>(grid.columns), cell * static_cast<float>(grid.rows)};
    ImGui::InvisibleButton("##heaps", size);
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left), hovered = ImGui::IsItemHovered();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int heap = static_cast<int>((mouse.y - origin.y) / cell), at = static_cast<int>((mouse.x - origin.x - label) / cell);
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y}, IM_COL32(255, 255, 255, 255));
    const bool studentsTurn = studentToMove(language, session);
    const float textSize = cell * 0.45f;
    for (int h = 0; h < grid.rows; ++h) {
        char name[16];
        std::snprintf(name, sizeof name, "%d", h + 1);
        const float y = origin.y + cell * static_cast<float>(h);
        list->AddText(fonts.pick(textSize, true), textSize, {origin.x + cell * 0.2f, y + (cell - textSize) / 2}, kLines, name);
        const int objects = position.heaps[static_cast<std::size_t>(h)];
        for (int k = 0; k < objects; ++k) {
            const bool taken = hovered && studentsTurn && h == heap && at >= 0 && k >= at;
            const ImVec2 centre{origin.x + label + cell * (static_cast<float>(k) + 0.5f), y + cell * 0.5f};
            list->AddCircleFilled(centre, cell * 0.36f, taken ? IM_COL32(230, 159, 0, 150) : kCounter, 32);
        }
    }
    // The line the engine expects, as text under the heaps: "1. 2:3  2. 1:1".
    const std::vector<GhostMove> ghosts = ghostMoves(language, session);
    std::string line;
    for (std::size_t i = 0; i < ghosts.size(); ++i) line += std::to_string(i + 1) + ". " + ghosts[i].name + "   ";
    if (!line.empty()) ImGui::TextUnformatted(line.c_str());
    if (!clicked || heap < 0 || heap >= grid.rows || at < 0) return std::nullopt;
    const int objects = position.heaps[static_cast<std::size_t>(heap)];
    if (at >= objects) return core::Move{heap, 0};  // an empty place: refused with the rule
    return core::Move{heap, objects - at};
}

// The height around the board: two lines of the sentence over it (1.3 times the panels' text),
// the row of buttons under it (touch targets on a phone), and the spacing between them.
float heightAroundBoard() {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float sentence = 2 * (1.3f * ImGui::GetFontSize() + style.ItemSpacing.y);
    const float buttons = std::max(ImGui::GetFrameHeight(), 36.0f * interfaceScale());
    return sentence + buttons + 3 * style.ItemSpacing.y + 2 * style.WindowPadding.y;
}

}  // namespace

float playBoardWidth(const AppState& state, float height) {
    const PlayPosition start = playStart(state.view.language, state.play);
    const Grid grid = gridOf(state.play, start);
    const float reserved = heightAroundBoard();
    const float most = state.play.game == PlayGame::TicTacToe ? 140.0f : 80.0f;
    const float cell = std::clamp((height - reserved) / static_cast<float>(grid.rows), 40.0f, most * interfaceScale());
    const float extra = state.play.game == PlayGame::Nim ? 0.8f * cell : 0;
    return std::max(cell * static_cast<float>(grid.columns) + extra, 22 * ImGui::GetFontSize()) +
           2 * ImGui::GetStyle().WindowPadding.x;
}

float playBoardHeight(const AppState& state, float width) {
    const PlayPosition start = playStart(state.view.language, state.play);
    const Grid grid = gridOf(state.play, start);
    const float most = state.play.game == PlayGame::TicTacToe ? 140.0f : 80.0f;
    const float extra = state.play.game == PlayGame::Nim ? 0.8f : 0;
    const float inner = width - 2 * ImGui::GetStyle().WindowPadding.x;
    const float cell = std::min(inner / (static_cast<float>(grid.columns) + extra), most * interfaceScale());
    return cell * static_cast<float>(grid.rows) + heightAroundBoard();
}

void drawPlayBoard(AppState& state, const Fonts& fonts) {
    PlaySession& session = state.play;
    const core::Language language = state.view.language;
    const PlayPosition start = playStart(language, session);
    const Grid grid = gridOf(session, start);
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float reserved = heightAroundBoard();
    const float most = session.game == PlayGame::TicTacToe ? 140.0f : 80.0f;
    const float extra = session.game == PlayGame::Nim ? 0.8f : 0;
    const float cell = std::clamp(
        std::min((room.y - reserved) / static_cast<float>(grid.rows), room.x / (static_cast<float>(grid.columns) + extra)), 24.0f,
        most * interfaceScale());

    // What happened, in the status line's size: the class reads it with the board.
    const std::string sentence = playSentence(language, session);
    ImGui::PushFont(fonts.pick(ImGui::GetFontSize() * 1.3f, true));
    // Two lines kept for it, so that the board does not move under the mouse when it wraps.
    const float top = ImGui::GetCursorPosY();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(sentence.c_str());
    ImGui::PopTextWrapPos();
    const float twoLines = 2 * ImGui::GetTextLineHeightWithSpacing();
    ImGui::PopFont();
    if (ImGui::GetCursorPosY() < top + twoLines) ImGui::SetCursorPosY(top + twoLines);

    const std::optional<core::Move> move =
        session.game == PlayGame::Nim ? drawHeaps(state, fonts, grid, cell) : drawGridBoard(state, fonts, grid, cell);
    if (move) playMove(state, session, *move);

    // Under the board: taking back, putting back, starting again. Touch-sized.
    const float button = std::max(ImGui::GetFrameHeight(), 36.0f * interfaceScale());
    ImGui::BeginDisabled(session.moves.empty());
    if (ImGui::Button(translatedLabel(language, "Undo", "play-undo").text, {0, button})) undoMove(state, session);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(session.undone.empty());
    if (ImGui::Button(translatedLabel(language, "Redo", "play-redo").text, {0, button})) redoMove(state, session);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(translatedLabel(language, "New game", "play-new").text, {0, button})) newGame(state, session);
}

}  // namespace ablab::app
