// docs/benchmarks.md's browser numbers for Play mode (issue 41): the engine's reply in the page,
// as the frame in which the student's click is answered. The reply is made inside that frame
// (state/play_session.cpp's playMove), tree built, searched and recorded, so the frame's time is
// the reply's plus one frame's drawing; the desktop's reply alone is bench/play_bench.cpp's.
// Needs build-web/ (bash scripts/web.sh).
//   node tests/web/measure_play.mjs       headless, WebGL through SwiftShader
import {boardRect, openPage, serveSite, startBrowser, stats, waitForFrames} from './page.mjs';

const pause = ms => new Promise(done => setTimeout(done, ms));
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Where the student clicks: the centre square, column d, the centre of gomoku's 7 × 7.
const games = [
  {game: 'tictactoe', what: 'tic-tac-toe searched to the end, after X b2', at: rect => [0.5, 0.5]},
  {game: 'connect4', what: 'connect four at depth 6, after X d', at: rect => [0.5, 0.9]},
  {game: 'gomoku', what: 'gomoku at depth 3 with K = 8, after X d4', at: rect => [0.5, 0.5]},
];

const served = await serveSite();
const chromium = await startBrowser();
const errors = [];
const report = {replies: {}};
for (const {game, what, at} of games) {
  const frames = [];
  for (let run = 0; run < 3; ++run) {
    const page = await openPage(chromium.browser, served.url, '#play=' + game, errors, 3);
    await page.setViewport({width: 1280, height: 720, deviceScaleFactor: 1});
    await waitForFrames(page, 5);
    const rect = await boardRect(page);
    const [fx, fy] = at(rect);
    const before = (await stats(page)).frameMs.length;
    await page.mouse.move(rect.x + rect.w * fx, rect.y + rect.h * fy);
    await pause(200);
    await page.mouse.down();
    await pause(150);
    await page.mouse.up();
    await page.waitForFunction(() => Module.ablabStats.nodes > 1, {timeout: 60000, polling: 20});
    await waitForFrames(page, 3);
    const after = await stats(page);
    frames.push(Math.max(...after.frameMs.slice(before - after.frameMs.length)));
    report.replies[game] = {what, tree_nodes: after.nodes};
    await page.close();
  }
  report.replies[game].reply_frame_ms_median = median(frames);
  report.replies[game].reply_frame_ms = frames;
}
report.console_errors = errors;
console.log(JSON.stringify(report, null, 2));
await chromium.close();
served.server.close();
