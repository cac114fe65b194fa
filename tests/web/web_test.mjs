// The browser build as a student meets it: build-web/ served on 127.0.0.1, opened in headless
// Chromium, driven through the DevTools protocol. Needs `bash scripts/web.sh` and build/ablab
// (for `ablab export` and the desktop's screenshot). Run: node --test tests/web/
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import {ablab, canvasShot, compressedTree, countStyles, differingPixels, itemRects, openPage, root, serveSite, startBrowser,
        stats, waitForFrames} from './page.mjs';

const aima = join(root, 'trees/aima-fig5.2.json');
const aimaLink = '#tree=' + compressedTree(aima) + '&name=aima-fig5.2';
let served, chromium;
const errors = [];
const shots = {};

before(async () => {
  served = await serveSite();
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  served?.server.close();
});

async function shotOf(hash) {
  const page = await openPage(chromium.browser, served.url, hash, errors);
  const png = await canvasShot(page);
  return {page, png, styles: await countStyles(page, png)};
}

test('a link opens AIMA 5.2 at step 12: C2 and C3 pruned, where the desktop draws them', async () => {
  const {page, png, styles} = await shotOf(aimaLink + '&step=12');
  shots.step12 = png;
  assert.equal((await stats(page)).step, 12);
  assert.ok(styles.colours > 20, 'not blank');
  // As tests/app/gui/check_screenshot.cpp at the end: two pruned boxes, the evaluated ones.
  assert.ok(styles.pruned > 1000, `pruned-style pixels: ${styles.pruned}`);
  assert.ok(styles.evaluated > 3000, `evaluated-style pixels: ${styles.evaluated}`);
  // The same window at the same size on the desktop puts the pruned style in the same place.
  const desktopPng = join(mkdtempSync(join(tmpdir(), 'ablab-web-')), 'desktop.png');
  execFileSync(join(root, 'tests/app/gui/xvfb.sh'), [ablab, '--screenshot', desktopPng, aima, '--step', '12',
                            '--size', `${styles.width}x${styles.height}`]);
  const desktop = await countStyles(page, readFileSync(desktopPng));
  assert.ok(desktop.pruned > 1000);
  const [dx, dy] = [styles.prunedAt[0] - desktop.prunedAt[0], styles.prunedAt[1] - desktop.prunedAt[1]];
  assert.ok(Math.hypot(dx, dy) < 12, `pruned style ${Math.hypot(dx, dy).toFixed(1)} px from the desktop's`);
  assert.ok(Math.abs(styles.pruned - desktop.pruned) < 0.1 * desktop.pruned,
            `pruned pixels ${styles.pruned} in the browser, ${desktop.pruned} on the desktop`);
  await page.close();
});

test('step 0 has no pruned or evaluated style, and differs from the end', async () => {
  const start = await shotOf(aimaLink + '&step=0');
  assert.equal(start.styles.pruned, 0);
  assert.equal(start.styles.evaluated, 0);
  assert.ok(start.styles.colours > 20, 'not blank');
  shots.step0 = start.png;
  const end = await shotOf(aimaLink + '&step=end');
  assert.ok(end.styles.pruned > 1000 && end.styles.evaluated > 3000);
  assert.ok(await differingPixels(end.page, start.png, end.png) > 5000);
  await start.page.close();
  await end.page.close();
});

test('the lecture library and the shorthand open from a link', async () => {
  const lecture = await shotOf('#tree=aima-fig5.2&step=12');
  assert.equal((await stats(lecture.page)).nodes, 13);
  assert.ok(lecture.styles.pruned > 1000);
  const shorthand = await shotOf('#tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&step=end');
  assert.equal((await stats(shorthand.page)).nodes, 13);
  assert.ok(shorthand.styles.pruned > 1000, 'the shorthand AIMA tree prunes two leaves too');
  await lecture.page.close();
  await shorthand.page.close();
});

test('pressing → twelve times gives the #step=12 picture', async () => {
  assert.ok(shots.step12, 'needs the step-12 test');
  const page = await openPage(chromium.browser, served.url, aimaLink + '&step=0', errors);
  await page.focus('#canvas');
  // Pressed and released at once, quicker than a frame: the page holds such a release for a
  // frame (web_platform.cpp), so that Dear ImGui 1.86 sees every press exactly once.
  for (let i = 0; i < 12; ++i) {
    await page.keyboard.press('ArrowRight');
    await waitForFrames(page, 2);
  }
  await waitForFrames(page, 2);
  assert.equal((await stats(page)).step, 12);
  await page.mouse.move(0, 0);
  await waitForFrames(page, 3);
  const png = await canvasShot(page);
  const differing = await differingPixels(page, png, shots.step12);
  assert.ok(differing < 200, `${differing} pixels differ from the #step=12 picture`);
  await page.close();
});

test('an unchanged frame is not drawn again; a step draws one', async () => {
  const page = await openPage(chromium.browser, served.url, aimaLink + '&step=3', errors, 10);
  await page.mouse.move(0, 0);
  await waitForFrames(page, 10);
  const idle = await stats(page);
  await waitForFrames(page, 30);
  const still = await stats(page);
  assert.equal(still.drawnFrames, idle.drawnFrames, 'thirty frames that show nothing new draw nothing');
  await page.focus('#canvas');
  await page.keyboard.press('ArrowRight');
  await waitForFrames(page, 5);
  const stepped = await stats(page);
  assert.equal(stepped.step, 4);
  assert.ok(stepped.drawnFrames > still.drawnFrames, 'the next step is drawn');
  // And what is drawn is the step: the same picture as a link to it.
  const png = await canvasShot(page);
  await page.close();
  const link = await shotOf(aimaLink + '&step=4');
  await link.page.mouse.move(0, 0);
  await waitForFrames(link.page, 3);
  const differing = await differingPixels(link.page, png, await canvasShot(link.page));
  assert.ok(differing < 200, `${differing} pixels differ from the #step=4 picture`);
  await link.page.close();
});

test('a tree file opens through the file input', async () => {
  const page = await openPage(chromium.browser, served.url, '', errors);
  const before = await canvasShot(page);
  const input = await page.$('#file');
  await input.uploadFile(join(root, 'trees/tictactoe-2ply.json'));
  await page.waitForFunction(async () => JSON.parse(await Module.ablabAsk('link')).name === 'tictactoe-2ply',
                             {timeout: 30000});
  await waitForFrames(page, 3);
  assert.ok((await stats(page)).nodes > 13, 'a bigger tree than AIMA 5.2');
  assert.ok(await differingPixels(page, before, await canvasShot(page)) > 1000);
  await page.close();
});

test('a tree file dropped on the page opens', async () => {
  const page = await openPage(chromium.browser, served.url, '', errors);
  const text = readFileSync(join(root, 'trees/deep-alpha-cutoff.json'), 'utf8');
  await page.evaluate(text => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'deep-alpha-cutoff.json', {type: 'application/json'}));
    document.getElementById('canvas').dispatchEvent(new DragEvent('drop', {dataTransfer: transfer, bubbles: true}));
  }, text);
  await page.waitForFunction(async () => JSON.parse(await Module.ablabAsk('link')).name === 'deep-alpha-cutoff',
                             {timeout: 30000});
  await page.close();
});

// A page whose downloads land in a fresh folder of their own.
async function downloadingPage(hash) {
  const page = await openPage(chromium.browser, served.url, hash, errors);
  const folder = mkdtempSync(join(tmpdir(), 'ablab-downloads-'));
  const session = await page.createCDPSession();
  await session.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: folder});
  return {page, folder};
}

// Waits (10 s at the most) for the download `name` to arrive in `folder`.
async function waitForDownload(folder, name) {
  for (let i = 0; i < 100 && !readdirSync(folder).includes(name); ++i) await new Promise(r => setTimeout(r, 100));
}

test('Ctrl+S saves the open tree as a download', async () => {
  const {page, folder} = await downloadingPage('');
  await (await page.$('#file')).uploadFile(join(root, 'trees/tictactoe-2ply.json'));
  await page.waitForFunction(async () => JSON.parse(await Module.ablabAsk('link')).name === 'tictactoe-2ply',
                             {timeout: 30000});
  await page.focus('#canvas');
  await page.keyboard.down('Control');
  await waitForFrames(page, 1);
  await page.keyboard.press('s');
  await waitForFrames(page, 2);
  await page.keyboard.up('Control');
  const name = 'tictactoe-2ply.json';
  await waitForDownload(folder, name);
  const saved = readFileSync(join(folder, name), 'utf8');
  assert.equal(saved, JSON.parse(await page.evaluate(() => Module.ablabAsk('link'))).tree);
  execFileSync(ablab, ['trace', join(folder, name)]);  // the command line reads it back
  rmSync(folder, {recursive: true, force: true});
  await page.close();
});

test('save PNG downloads the canvas as a PNG of its size', async () => {
  const {page, folder} = await downloadingPage(aimaLink + '&step=12');
  await page.click('#png');
  const name = 'aima-fig5.2-step-12.png';
  await waitForDownload(folder, name);
  const png = readFileSync(join(folder, name));
  const size = await page.evaluate(() => [Module.canvas.width, Module.canvas.height]);
  assert.equal(png.readUInt32BE(16), size[0]);
  assert.equal(png.readUInt32BE(20), size[1]);
  const styles = await countStyles(page, png);
  assert.ok(styles.pruned > 1000 && styles.evaluated > 3000, 'the tree at step 12, not a blank canvas');
  rmSync(folder, {recursive: true, force: true});
  await page.close();
});

test('an SVG export downloads, equal to `ablab export` of the same step', async () => {
  const {page, folder} = await downloadingPage(aimaLink + '&step=12');
  const report = await page.evaluate(() => Module.ablabAsk('export', {format: 'svg'}));
  assert.match(report, /aima-fig5\.2-step-12\.svg/);
  const name = 'aima-fig5.2-step-12.svg';
  await waitForDownload(folder, name);
  assert.ok(existsSync(join(folder, name)), `downloaded: ${readdirSync(folder)}`);
  const downloaded = readFileSync(join(folder, name), 'utf8');
  const expected = execFileSync(ablab, ['export', aima, '--format', 'svg', '--step', '12', '--size', '1920x1080',
                                        '--out', '-']).toString();
  assert.equal(downloaded, expected);
  // Only the formats the browser build writes are offered.
  const png = await page.evaluate(() => Module.ablabAsk('export', {format: 'png'}));
  assert.match(png, /not an export format of this build/);
  rmSync(folder, {recursive: true, force: true});
  await page.close();
});

test('copy link makes a link that opens the same tree at the same step with the same options', async () => {
  const page = await openPage(chromium.browser, served.url, aimaLink + '&step=7&options=strict', errors);
  await page.click('#copy-link');
  await page.waitForFunction(() => location.hash.includes('step=7'), {timeout: 10000});
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /options=strict/);
  // Asked while its page is in front: the window answers at its next frame, and a page behind
  // another draws none.
  const a = JSON.parse(await page.evaluate(() => Module.ablabAsk('link')));
  const again = await openPage(chromium.browser, served.url, hash, errors);
  const b = JSON.parse(await again.evaluate(() => Module.ablabAsk('link')));
  assert.deepEqual(b, a);
  await page.close();
  await again.close();
});

test('the settings live in local storage: a new page starts with the last options', async () => {
  const first = await openPage(chromium.browser, served.url, aimaLink + '&step=3&options=shallow', errors);
  await waitForFrames(first, 40);  // web_platform.cpp stores them every 30 frames
  await first.close();
  const again = await openPage(chromium.browser, served.url, '', errors);
  const now = JSON.parse(await again.evaluate(() => Module.ablabAsk('link')));
  assert.equal(now.options, 'shallow');
  assert.equal(now.step, 0);
  await again.close();
});

test('?lang=zh and #lang=vi speak Chinese and Vietnamese, and a copied link keeps the language', async () => {
  // Each picture is taken while its page is in front: a page behind another draws no frames.
  const language = async page => JSON.parse(await page.evaluate(() => Module.ablabAsk('link'))).lang;
  const english = await shotOf('#tree=aima-fig5.2&step=12');
  assert.equal(await language(english.page), 'en');
  await english.page.close();
  const vietnamese = await shotOf('#tree=aima-fig5.2&step=12&lang=vi');
  assert.equal(await language(vietnamese.page), 'vi');
  await vietnamese.page.close();
  const chinese = await openPage(chromium.browser, served.url + '?lang=zh', '#tree=aima-fig5.2&step=12', errors);
  assert.equal(await language(chinese), 'zh');
  // The tree is drawn alike; the words around it are not.
  const chinesePng = await canvasShot(chinese);
  assert.ok((await countStyles(chinese, chinesePng)).pruned > 1000);
  assert.ok(await differingPixels(chinese, english.png, chinesePng) > 2000, 'the Chinese page shows other words');
  assert.ok(await differingPixels(chinese, vietnamese.png, chinesePng) > 2000);
  // The page's own bar too.
  assert.equal(await chinese.$eval('#copy-link', button => button.textContent), '复制链接');
  await chinese.click('#copy-link');
  await chinese.waitForFunction(() => location.hash.includes('lang=zh'), {timeout: 10000});
  await chinese.close();
});

test('Chinese labels draw as glyphs, not as the "?" that stands for a missing one', async () => {
  // Two trees alike but for their labels: hanzi, and as many "?" as Dear ImGui would draw for
  // them if the packed Noto Sans CJK lacked them. The pictures must differ where the labels are.
  const treeOf = (root, left, right) => JSON.stringify({title: 'labels', root: {label: root, children: [
    {label: left, value: 3}, {label: right, value: 5}]}});
  // In English, so that only the labels can differ: without the font the pages are the same
  // to a few pixels; with it some 9,000 differ.
  const link = text => '#tree=z' + deflateRawSync(Buffer.from(text)).toString('base64url') + '&step=0&lang=en';
  const hanziPage = await openPage(chromium.browser, served.url, link(treeOf('剪枝剪枝剪枝', '左边左边', '右边右边')), errors);
  // The page fetched the Chinese font for these labels; the frames after it came use it.
  await hanziPage.waitForFunction(() => Module.ablabStats.cjkFont, {timeout: 30000});
  await waitForFrames(hanziPage, 3);
  const hanzi = {page: hanziPage, png: await canvasShot(hanziPage)};
  assert.equal((await stats(hanzi.page)).nodes, 3);
  await hanzi.page.close();
  const marks = await shotOf(link(treeOf('??????', '????', '????')));
  const differing = await differingPixels(marks.page, hanzi.png, marks.png);
  assert.ok(differing > 2000, `only ${differing} pixels tell the hanzi from question marks`);
  await marks.page.close();
});

test('an English page never fetches the Chinese font; a Chinese one does', async () => {
  const fetchedFonts = async (url, hash) => {
    const page = await chromium.browser.newPage();
    const fonts = [];
    page.on('request', request => { if (request.url().includes('/fonts/')) fonts.push(request.url()); });
    page.on('pageerror', error => errors.push(String(error)));
    await page.goto(url + hash);
    await waitForFrames(page, 10);
    return {page, fonts};
  };
  // lang=en: an earlier test left Chinese in this profile's local storage.
  const english = await fetchedFonts(served.url, aimaLink + '&step=12&lang=en');
  assert.deepEqual(english.fonts, []);
  assert.equal((await stats(english.page)).cjkFont, false);
  await english.page.close();
  const chinese = await fetchedFonts(served.url + '?lang=zh', aimaLink + '&step=12');
  await chinese.page.waitForFunction(() => Module.ablabStats.cjkFont, {timeout: 30000});
  assert.equal(chinese.fonts.length, 2, chinese.fonts.join(', '));
  await chinese.page.close();
});

// AIMA 5.2 at `step` on a phone held upright (390 × 844, touch).
async function phonePage(step) {
  const page = await chromium.browser.newPage();
  page.on('pageerror', error => errors.push(String(error)));
  await page.setViewport({width: 390, height: 844, hasTouch: true, isMobile: true});
  await page.goto(served.url + aimaLink + '&step=' + step);
  await waitForFrames(page, 5);
  return page;
}

test('on a phone held upright the tree spans the width, above the panels', async () => {
  const page = await phonePage('end');
  const styles = await countStyles(page, await canvasShot(page));
  // Beside a third-wide side panel the tree could reach no further than two thirds across.
  assert.ok(styles.evaluated > 1000, `evaluated-style pixels: ${styles.evaluated}`);
  assert.ok(styles.evaluatedRight > 0.75 * styles.width, `the tree ends at x = ${styles.evaluatedRight} of ${styles.width}`);
  await page.close();
});

test('on a phone, a tap presses where it lands', async () => {
  const page = await phonePage(12);
  // The timeline's two ends (the last step and the first), where the window lays the slider
  // out; a tap on the empty canvas before each, so that a tap pressing where the last one was
  // would miss it.
  // (Measured again before each: the status line above it has as many lines as its sentence.)
  const top = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().top);
  for (const [end, expected] of [[1, 22], [0, 0]]) {
    await page.touchscreen.tap(120, top + 320);
    await waitForFrames(page, 3);
    const timeline = (await itemRects(page)).find(item => item.name === '##timeline');
    await page.touchscreen.tap(end ? timeline.x + timeline.w - 3 : timeline.x + 3, timeline.y + timeline.h / 2);
    await waitForFrames(page, 5);
    assert.equal((await stats(page)).step, expected);
  }
  await page.close();
});

test('the full game tree opens with no WebGL warning: every upload fits its buffer', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'ablab-game-'));
  const game = join(folder, 'tictactoe-full.json');
  execFileSync(ablab, ['game', 'tictactoe', '--no-symmetry', '--eval', 'win-loss', '--out', game, '--force']);
  const page = await openPage(chromium.browser, served.url, '#tree=aima-fig5.2', errors);
  const warnings = [];
  page.on('console', message => { if (/WebGL|GL_/.test(message.text())) warnings.push(message.text()); });
  await (await page.$('#file')).uploadFile(game);
  await page.waitForFunction(() => Module.ablabStats.nodes > 500000, {timeout: 120000, polling: 200});
  await waitForFrames(page, 20, 120000);
  // No link can carry its 38 MB: the address is the bare page, not the AIMA link it came from.
  await page.waitForFunction(() => location.hash === '', {timeout: 30000, polling: 200})
    .catch(async () => assert.fail(`the address still says ${(await page.evaluate(() => location.hash)).slice(0, 60)}`));
  await page.focus('#canvas');
  await page.keyboard.press('End');  // the whole search drawn: the biggest frame there is
  await waitForFrames(page, 20, 120000);
  assert.deepEqual(warnings, []);
  await page.close();
  rmSync(folder, {recursive: true, force: true});
});

test('the console shows no errors', () => {
  assert.deepEqual(errors, []);
});
