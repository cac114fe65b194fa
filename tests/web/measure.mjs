// The README's browser numbers, measured in headless Chromium (software WebGL, SwiftShader):
// navigation to the first drawn tree, the compressed download, frame times on the lecture
// tree, and opening the full tic-tac-toe tree. Needs build-web/ and build/ablab.
//   node tests/web/measure.mjs
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {ablab, compressedTree, openPage, root, serveSite, site, startBrowser, stats, waitForFrames} from './page.mjs';

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const files = ['index.html', 'ablab.js', 'ablab.wasm', 'ablab.data'];
const bytes = files.map(f => readFileSync(join(site, f)));
const sum = list => list.reduce((a, b) => a + b, 0);
const report = {
  download_bytes: sum(bytes.map(b => b.length)),
  download_gzip_bytes: sum(bytes.map(b => gzipSync(b, {level: 9}).length)),
  download_brotli_bytes: sum(bytes.map(b => brotliCompressSync(b).length)),
};

const served = await serveSite();
const chromium = await startBrowser();
const errors = [];
const aima = '#tree=' + compressedTree(join(root, 'trees/aima-fig5.2.json')) + '&step=12';
const firsts = [];
for (let i = 0; i < 3; ++i) {
  const page = await openPage(chromium.browser, served.url, aima, errors, 1);
  firsts.push((await stats(page)).firstFrameMs);
  await page.close();
}
report.first_drawn_tree_ms = median(firsts);

// Frames while the lecture tree plays (every frame redraws the canvas).
const lecture = await openPage(chromium.browser, served.url, aima.replace('step=12', 'step=0'), errors, 3);
await lecture.focus('#canvas');
await lecture.keyboard.press('Space');
await waitForFrames(lecture, 120);
report.lecture_frame_ms_median = median((await stats(lecture)).frameMs.slice(-100));
// The whole frame as the page sees it, GPU process included: the animation frames' spacing.
report.lecture_frame_interval_ms_median = median(await lecture.evaluate(() => new Promise(done => {
  const times = [];
  const tick = t => { times.push(t); if (times.length < 61) requestAnimationFrame(tick); else done(times.slice(1).map((x, i) => x - times[i])); };
  requestAnimationFrame(tick);
})));
await lecture.close();

// The full game tree, opened from the computer.
const folder = mkdtempSync(join(tmpdir(), 'ablab-measure-'));
const game = join(folder, 'tictactoe-full.json');
execFileSync(ablab, ['game', 'tictactoe', '--no-symmetry', '--eval', 'win-loss', '--out', game, '--force']);
const page = await openPage(chromium.browser, served.url, '', errors, 3);
const input = await page.$('#file');
const start = Date.now();
await input.uploadFile(game);
await page.waitForFunction(() => Module.ablabStats.nodes === 549946, {timeout: 120000, polling: 20});
report.game_tree_open_ms = Date.now() - start;
await waitForFrames(page, 60, 120000);
const gameFrames = (await stats(page)).frameMs.slice(-50);
report.game_tree_frame_ms_median = median(gameFrames);
report.game_tree_frame_ms_max = Math.max(...gameFrames);
await page.close();

report.console_errors = errors;
console.log(JSON.stringify(report, null, 2));
await chromium.close();
served.server.close();
