// What the browser tests and the measurements share: build-web/ served on 127.0.0.1, Debian's
// Chromium started headless with software WebGL 2 (SwiftShader) and a fresh profile, links
// for a tree, and the pixel counts of tests/app/gui/check_screenshot.cpp done on the page itself.
import {after, before} from 'node:test';
import {spawn} from 'node:child_process';
import {createServer} from 'node:http';
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {extname, join, normalize, resolve} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import puppeteer from 'puppeteer-core';

export const root = resolve(import.meta.dirname, '../..');
export const site = resolve(process.env.ABLAB_WEB_SITE || join(root, 'build-web'));
export const ablab = resolve(process.env.ABLAB_PROGRAM || join(root, 'build/ablab'));

const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
               '.data': 'application/octet-stream', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml',
               '.png': 'image/png'};

// `ablab serve` (docs/live.md) over `folder` on a free port: the process, and its session's code,
// presenter token, join link and address, read off what it prints.
export function startServe(folder) {
  const server = spawn(ablab, ['serve', '--port', '0', '--site', folder], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('ablab serve printed no join link: ' + text)), 10000);
    server.stdout.on('data', chunk => {
      text += chunk;
      const url = text.match(/(http:\/\/127\.0\.0\.1:\d+)\/join\?code=(\w+)/), token = text.match(/yourself\): (\w+)/);
      if (url && token) {
        clearTimeout(timer);
        resolve({server, base: url[1], join: url[0], code: url[2], token: token[1]});
      }
    });
  });
}

// A static server for build-web/, on a free port of the loopback address only.
export async function serveSite() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^\/+/, '');
    const file = join(site, path || 'index.html');
    try {
      if (!file.startsWith(site) || !statSync(file).isFile()) throw new Error('no file');
      response.writeHead(200, {'Content-Type': types[extname(file)] || 'application/octet-stream'});
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise(done => server.listen(0, '127.0.0.1', done));
  return {server, url: `http://127.0.0.1:${server.address().port}/index.html`};
}

// Headless Chromium as the issue found it works here (WebGL through SwiftShader), with no
// network of its own. `llvmpipe`: a windowed Chromium (under xvfb-run) whose ANGLE draws through
// Mesa's llvmpipe, the desktop's software GL, for measurements that compare like with like;
// headless Chromium cannot use Mesa.
// `unlimited`: no vsync and no frame-rate cap, so that animation frames come as fast as the
// page and the compositor can make them (a measure of what a frame costs, not of the display).
export async function startBrowser(renderer = 'swiftshader', unlimited = false) {
  const profile = mkdtempSync(join(tmpdir(), 'ablab-chromium-'));
  const gl = renderer === 'llvmpipe' ? ['--use-gl=angle', '--use-angle=gl', '--ignore-gpu-blocklist']
                                     : ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
  const browser = await puppeteer.launch({
    executablePath: process.env.ABLAB_CHROMIUM || '/usr/bin/chromium',
    headless: renderer !== 'llvmpipe',
    userDataDir: profile,
    defaultViewport: {width: 1280, height: 720},
    args: ['--no-sandbox', ...gl, ...(unlimited ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
           '--window-size=1280,720', '--disable-background-networking',
           '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  return {browser, close: async () => { await browser.close(); rmSync(profile, {recursive: true, force: true}); }};
}

// A link's #tree= value: the document raw-deflated in base64url after a "z" (index.html).
export function compressedTree(file) {
  return 'z' + deflateRawSync(readFileSync(file)).toString('base64url');
}

// Opens `hash` and waits until the program has drawn `frames` frames. Collects console errors.
export async function openPage(browser, url, hash, errors, frames = 3) {
  const page = await browser.newPage();
  page.on('console', message => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', error => errors.push(String(error)));
  await page.goto(url + hash);
  await waitForFrames(page, frames);
  return page;
}

export async function waitForFrames(page, frames, timeout = 60000) {
  const start = await page.evaluate(() => (window.Module && Module.ablabStats.frames) || 0);
  await page.waitForFunction(n => window.Module && Module.ablabStats.frames >= n, {timeout, polling: 20}, start + frames);
}

// Does `action`, which makes the page start again (it reloads on a changed address), and waits
// for the new document's frames. A mark on the old document tells the new one apart:
// waitForNavigation also resolves on the page's own replaceState and on the hash change itself,
// before the reload, and the old document then answers or is destroyed under the question.
export async function reloadedBy(page, action, timeout = 60000) {
  await page.evaluate(() => { window.beforeReload = true; });
  await action();
  await page.waitForFunction(() => !window.beforeReload && window.Module && Module.ablabStats && Module.ablabStats.frames >= 3,
                             {timeout, polling: 50});
}

export async function stats(page) { return page.evaluate(() => Module.ablabStats); }

// The canvas's pixels as PNG bytes.
export async function canvasShot(page) {
  const canvas = await page.$('#canvas');
  return Buffer.from(await canvas.screenshot({type: 'png'}));
}

// check_screenshot's rule: a style counts where a pixel and its eight neighbours all have its
// fill colour (pruned #F2F2F2, evaluated #DDF0E8). Also where the pruned style is (its
// centroid) and the colours used. Decoded by the page itself.
export async function countStyles(page, png) {
  return page.evaluate(async base64 => {
    const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const {data, width, height} = context.getImageData(0, 0, image.width, image.height);
    const rgb = (x, y) => { const i = 4 * (y * width + x); return (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]; };
    let pruned = 0, evaluated = 0, px = 0, py = 0, evaluatedRight = -1;
    const colours = new Set();
    for (let y = 1; y + 1 < height; ++y)
      for (let x = 1; x + 1 < width; ++x) {
        const c = rgb(x, y);
        colours.add(c);
        if (c !== 0xF2F2F2 && c !== 0xDDF0E8) continue;
        let inside = true;
        for (let dy = -1; dy <= 1 && inside; ++dy)
          for (let dx = -1; dx <= 1; ++dx) inside = inside && rgb(x + dx, y + dy) === c;
        if (!inside) continue;
        if (c === 0xF2F2F2) { ++pruned; px += x; py += y; } else { ++evaluated; evaluatedRight = Math.max(evaluatedRight, x); }
      }
    return {width, height, colours: colours.size, pruned, evaluated, evaluatedRight,
            prunedAt: pruned ? [px / pruned, py / pruned] : null};
  }, png.toString('base64'));
}

// How many pixels differ between two PNGs of the same size.
export async function differingPixels(page, a, b) {
  return page.evaluate(async (a, b) => {
    const pixels = async base64 => {
      const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
    };
    const [pa, pb] = [await pixels(a), await pixels(b)];
    if (pa.length !== pb.length) return Infinity;
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4)
      if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) ++differing;
    return differing;
  }, a.toString('base64'), b.toString('base64'));
}

// The window's widgets as Dear ImGui laid them out in the last frame (app/platform/
// web_item_rects.cpp), in CSS px on the page: {kind, window, label, checkable, x, y, w, h}. The
// first call starts the recording, so the program is asked again after two frames.
export async function itemRects(page) {
  await page.evaluate(() => Module.ccall('ablab_item_rects', 'string', [], []));
  await waitForFrames(page, 2);
  return page.evaluate(() => {
    const frame = JSON.parse(Module.ccall('ablab_item_rects', 'string', [], []));
    const box = Module.canvas.getBoundingClientRect();
    const scale = box.width / frame.width;  // CSS px per pixel of the window
    return frame.items.map(item => ({...item, x: box.left + item.x * scale, y: box.top + item.y * scale,
                                     w: item.w * scale, h: item.h * scale}));
  });
}

// The board's own widget (play_board.cpp's "##board", an invisible button, so unnamed in the
// recording): the largest unlabelled widget of the "board" child, in CSS px.
export async function boardRect(page) {
  // A page with nothing changing draws no frames, and the recording needs two: the mouse moves
  // over the status line meanwhile.
  let recorded = false;
  const nudging = (async () => {
    for (let i = 0; !recorded; ++i) {
      await page.mouse.move(700 + (i % 2), 140);
      await new Promise(done => setTimeout(done, 50));
    }
  })();
  const items = await itemRects(page);
  recorded = true;
  await nudging;
  const unnamed = items.filter(item => /\/board_[0-9A-F]{8}$/.test(item.window) && item.kind === 'widget' &&
                                                       item.label === '');
  const board = unnamed.sort((a, b) => b.w * b.h - a.w * a.h)[0];
  if (!board) throw new Error('no board among the window\'s widgets');
  return board;
}

// The tree's drawing area among them: the canvas's own widget, in the window's "tree" child.
export const treeArea = items => items.find(item => item.kind === 'widget' && /\/tree_[0-9A-F]{8}$/.test(item.window));

// The site served and Chromium started for one test file's tests, both closed after them; its
// `served` and `chromium` are set once the file's `before` has run.
export function siteAndBrowser() {
  const shared = {served: null, chromium: null};
  before(async () => {
    shared.served = await serveSite();
    shared.chromium = await startBrowser();
  });
  after(async () => {
    await shared.chromium?.close();
    shared.served?.server.close();
  });
  return shared;
}

// A new page at `viewport` on the link `hash`, nothing remembered, once it has drawn three
// frames; its console errors and uncaught exceptions gather in `problems`.
export async function freshPage(shared, viewport, hash) {
  const page = await shared.chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  return {page, problems};
}
