// docs/benchmarks.md's browser numbers: navigation to the first drawn tree, the compressed download,
// frame times on the lecture tree next to the desktop's, and opening the full tic-tac-toe tree.
// Needs build-web/ and build/ablab (and build/ablab-bench for the desktop's frame).
//   node tests/web/measure.mjs                        headless, WebGL through SwiftShader
//   xvfb-run -a node tests/web/measure.mjs llvmpipe   windowed, WebGL through Mesa's llvmpipe
//   … llvmpipe unlimited                               the same without vsync or a frame-rate cap
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {ablab, compressedTree, openPage, root, serveSite, site, startBrowser, stats, waitForFrames} from './page.mjs';

const renderer = process.argv[2] === 'llvmpipe' ? 'llvmpipe' : 'swiftshader';
const unlimited = process.argv[3] === 'unlimited';
const median = values => values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : null;
const files = ['index.html', 'ablab.js', 'ablab.wasm', 'ablab.data'];
const bytes = files.map(f => readFileSync(join(site, f)));
const sum = list => list.reduce((a, b) => a + b, 0);
// The Chinese fonts are fetched only by a page that shows Chinese: counted apart.
const cjkFonts = ['fonts/NotoSansCJKsc-Regular.otf', 'fonts/NotoSansCJKsc-Bold.otf'].map(f => readFileSync(join(site, f)));
const report = {
  renderer,
  unlimited_frames: unlimited,
  chinese_fonts_gzip_bytes: sum(cjkFonts.map(b => gzipSync(b, {level: 9}).length)),
  download_bytes: sum(bytes.map(b => b.length)),
  download_gzip_bytes: sum(bytes.map(b => gzipSync(b, {level: 9}).length)),
  download_brotli_bytes: sum(bytes.map(b => brotliCompressSync(b).length)),
  download_gzip_bytes_by_file: Object.fromEntries(files.map((f, i) => [f, gzipSync(bytes[i], {level: 9}).length])),
};

const served = await serveSite();
const chromium = await startBrowser(renderer, unlimited);
const errors = [];
const aima = '#tree=' + compressedTree(join(root, 'trees/aima-fig5.2.json')) + '&step=12';
const firsts = [];
for (let i = 0; i < 3; ++i) {
  const page = await openPage(chromium.browser, served.url, aima, errors, 1);
  firsts.push((await stats(page)).firstFrameMs);
  await page.close();
}
report.first_drawn_tree_ms = median(firsts);

const lecture = await openPage(chromium.browser, served.url, aima, errors, 10);
report.webgl = await lecture.evaluate(() => {
  const gl = document.createElement('canvas').getContext('webgl2');
  return gl.getParameter(gl.getExtension('WEBGL_debug_renderer_info').UNMASKED_RENDERER_WEBGL);
});
const [width, height] = await lecture.evaluate(() => [Module.canvas.width, Module.canvas.height]);
report.canvas = `${width}x${height}`;

// Every frame different: the canvas dragged a few pixels each animation frame (as the desktop
// bench pans). Times the frames as the program sees them, the same frames held until the GPU
// process has drawn them (a pixel read back: the desktop bench's glFinish), and their spacing.
async function panFrames(page, frames) {
  const before = await stats(page);
  const intervals = await page.evaluate(frames => new Promise(done => {
    const canvas = Module.canvas, box = canvas.getBoundingClientRect();
    const x0 = box.left + box.width * 0.45, y0 = box.top + box.height * 0.55;
    const mouse = (type, x) => canvas.dispatchEvent(new MouseEvent(type, {clientX: x, clientY: y0, button: 0,
                                                                          buttons: type === 'mouseup' ? 0 : 1, bubbles: true}));
    mouse('mousemove', x0);
    mouse('mousedown', x0);
    const times = [];
    const tick = time => {
      times.push(time);
      const i = times.length;
      mouse('mousemove', x0 + (i % 20 < 10 ? i % 10 : 10 - i % 10) * 6);
      if (times.length <= frames) requestAnimationFrame(tick);
      else {
        mouse('mouseup', x0);
        done(times.slice(1).map((t, k) => t - times[k]));
      }
    };
    requestAnimationFrame(tick);
  }), frames);
  const after = await stats(page);
  const drawn = after.drawnFrames - before.drawnFrames;
  return {drawn, frame_ms: median(after.drawnFrameMs.slice(-Math.min(drawn, 150))), interval_ms: median(intervals.slice(10))};
}
const pan = await panFrames(lecture, 150);
await lecture.evaluate(() => { Module.ablabFinishFrames = true; });
const panDrawn = await panFrames(lecture, 150);
await lecture.evaluate(() => { Module.ablabFinishFrames = false; });
report.lecture_pan = {frames_drawn: pan.drawn, frame_ms_median: pan.frame_ms, frame_until_drawn_ms_median: panDrawn.frame_ms,
                      frame_interval_ms_median: pan.interval_ms};

// The browser's own floor at this size: a WebGL 2 canvas only cleared every frame, read back.
report.floor_clear_until_drawn_ms_median = await lecture.evaluate(([width, height]) => new Promise(done => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.style = 'position:fixed;left:0;top:0';
  document.body.appendChild(canvas);
  const gl = canvas.getContext('webgl2');
  const pixel = new Uint8Array(4), times = [];
  const tick = () => {
    const start = performance.now();
    gl.clearColor(times.length % 2, 1, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    times.push(performance.now() - start);
    if (times.length < 120) requestAnimationFrame(tick);
    else {
      canvas.remove();
      done(times.slice(20).sort((a, b) => a - b)[50]);
    }
  };
  requestAnimationFrame(tick);
}), [width, height]);

// Playing at the toolbar's speed: a frame is drawn only when the step (or anything else) changed.
await lecture.focus('#canvas');
await lecture.keyboard.press('Home');
await waitForFrames(lecture, 5);
await lecture.keyboard.press('Space');
await waitForFrames(lecture, 10);
const playStart = await stats(lecture);
await waitForFrames(lecture, 180);
const played = await stats(lecture);
report.lecture_playing = {frames: played.frames - playStart.frames, frames_drawn: played.drawnFrames - playStart.drawnFrames,
                          frame_ms_median: median(played.frameMs.slice(-150))};
await lecture.keyboard.press('Space');
await lecture.close();

// The desktop's frame at the same size under Mesa's llvmpipe, as `ablab bench` times it.
const bench = join(root, 'build/ablab-bench');
if (existsSync(bench)) {
  const desktop = JSON.parse(execFileSync('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', ablab, 'bench',
                                                      join(root, 'trees/aima-fig5.2.json'), '--size', report.canvas]).toString());
  report.desktop_llvmpipe = {frame_ms_median: desktop.frame_ms_median, pan_frame_ms_median: desktop.pan_frame_ms_median,
                             empty_frame_ms_median: desktop.empty_frame_ms_median};
  report.pan_frame_until_drawn_over_desktop = panDrawn.frame_ms / desktop.pan_frame_ms_median;
}

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
await waitForFrames(page, 20, 120000);
const gamePan = await panFrames(page, 60);
report.game_tree_pan = {frame_ms_median: gamePan.frame_ms, frame_interval_ms_median: gamePan.interval_ms};
await page.close();

report.console_errors = errors;
console.log(JSON.stringify(report, null, 2));
await chromium.close();
served.server.close();
