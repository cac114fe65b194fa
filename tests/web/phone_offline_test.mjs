// A student on a phone held upright, and on a train without signal: at 390 × 844 the canvas
// comes first and takes at least 60 % of the height, every control is a touch target of at least
// 44 CSS px, the outline is a sheet over the canvas, a swipe steps and a pinch zooms; and after
// one visit the page opens a lesson with no network at all. Run: node --test tests/web/
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, differingPixels, freshPage, itemRects, serveSite, siteAndBrowser, stats, treeArea, waitForFrames} from './page.mjs';

const phone = {width: 390, height: 844, hasTouch: true, isMobile: true};
const shared = siteAndBrowser();

async function phonePage(hash) {
  const {page, problems} = await freshPage(shared, phone, hash);
  await waitForFrames(page, 3);
  return {page, problems};
}

test('at 390 × 844 the tree takes at least 60 % of the height and every control is at least 44 px', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=12');
  const canvas = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  assert.equal(Math.round(canvas.width), 390, 'the canvas spans the width');
  // The tree's own drawing area, as the window lays it out (not the page's canvas element, which
  // also holds the window's status line, timeline and tabs), with no sheet open.
  const tree = treeArea(await itemRects(page));
  assert.ok(tree, 'the window reports its tree');
  assert.ok(tree.h >= 0.6 * 844, `the tree is ${tree.h.toFixed(0)} px of 844 (${(100 * tree.h / 844).toFixed(1)} %)`);
  assert.ok(Math.round(tree.w) >= 380, `the tree is ${tree.w.toFixed(0)} px wide`);
  const small = await page.$$eval('button, select, input:not([type="file"])', controls => controls
    .filter(control => control.offsetParent !== null)
    .map(control => [control.id || control.dataset.command, control.getBoundingClientRect()])
    .filter(([, box]) => box.width < 44 || box.height < 44)
    .map(([name, box]) => `${name} ${box.width.toFixed(0)}×${box.height.toFixed(0)}`));
  assert.deepEqual(small, []);
  const visible = await page.$$eval('button, select', controls => controls.filter(c => c.offsetParent !== null).length);
  assert.ok(visible >= 12, `${visible} controls on the phone`);
  // Nothing of the page lies off the screen sideways.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  // The outline is a sheet that slides over the canvas, whose size stays: its rows are touch
  // targets too.
  await page.tap('#outline-toggle');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('outline-panel')).visibility === 'visible');
  await page.waitForFunction(bottom => document.getElementById('outline-panel').getBoundingClientRect().top < bottom - 100,
                             {timeout: 10000}, canvas.bottom);  // the slide
  const sheet = await page.$eval('#outline-panel', panel => panel.getBoundingClientRect().toJSON());
  assert.ok(sheet.top < canvas.bottom && sheet.bottom > canvas.top, 'the sheet lies over the canvas');
  assert.deepEqual(await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON()), canvas);
  const rows = await page.$$eval('#outline [role="treeitem"] > span', spans => spans.map(span => span.getBoundingClientRect().height));
  assert.ok(rows.length === 13 && rows.every(height => Math.round(height) >= 44), `outline rows ${rows}`);
  assert.equal(await page.$eval('#outline-toggle', button => button.getAttribute('aria-expanded')), 'true');
  // The sheet opened with the focus on the outline; Escape closes it and gives the focus back.
  await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'treeitem', {timeout: 5000});
  await page.keyboard.press('Escape');
  assert.equal(await page.$eval('#outline-toggle', button => button.getAttribute('aria-expanded')), 'false');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'outline-toggle');
  assert.deepEqual(problems, []);
  await page.close();
});

// Every widget of the window that a finger may tap, as ImGui hit-tests it ("widget": not a child
// window's frame or a scroll bar), in CSS px: those smaller than a fingertip either way.
const fingertip = 44;
const tooSmall = items => items.filter(item => item.kind === 'widget' && (item.h < fingertip - 0.5 || item.w < fingertip - 0.5))
  .map(item => `${item.label || '(unlabelled)'} in ${item.window} ${item.w.toFixed(0)}×${item.h.toFixed(0)}`);
const inSheet = item => item.window === '##sheet' || item.window.startsWith('##sheet/');
const tabBar = /\/sheet tabs_[0-9A-F]{8}$/;

test('at 390 × 844 every widget of the window, and of every sheet, is a touch target of at least 44 CSS px', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=12');
  await page.emulateMediaFeatures([{name: 'prefers-reduced-motion', value: 'reduce'}]);  // a sheet opens at once
  const closed = await itemRects(page);
  assert.ok(closed.filter(item => item.kind === 'widget').length >= 5, 'the window reports its widgets');
  assert.deepEqual(tooSmall(closed), [], 'the window with every sheet closed');
  // The tabs in the bar's order (a tab off the screen is laid out, but ImGui learns its label
  // only when it is drawn).
  const tabsOf = items => items.filter(item => tabBar.test(item.window) && item.kind === 'widget');
  const tabCount = tabsOf(closed).length;
  assert.ok(tabCount >= 10, `${tabCount} tabs`);
  const small = [];
  let checkBoxes = 0, sheetWidgets = 0;
  for (let index = 0; index < tabCount; ++index) {
    // The bar's arrows page it sideways: tap them until the tab lies wholly between them.
    let label;
    for (let taps = 0; ; ++taps) {
      const items = await itemRects(page);
      const tab = tabsOf(items)[index];
      const back = items.find(item => item.label === '\u2190'), on = items.find(item => item.label === '\u2192');
      label = tab.label || `tab ${index}`;
      if (tab.x >= back.x + back.w - 0.5 && tab.x + tab.w <= on.x + 0.5) {
        await page.touchscreen.tap(tab.x + tab.w / 2, tab.y + tab.h / 2);
        break;
      }
      assert.ok(taps < 12, `the tab ${label} never came between the arrows (at ${tab.x.toFixed(0)})`);
      const arrow = tab.x < back.x + back.w ? back : on;
      await page.touchscreen.tap(arrow.x + arrow.w / 2, arrow.y + arrow.h / 2);
      await waitForFrames(page, 3);
    }
    await waitForFrames(page, 3);
    const sheet = (await itemRects(page)).filter(inSheet);
    const close = sheet.find(item => item.label === '\u25bc');
    assert.ok(close, `the ${label} sheet opened`);
    small.push(...tooSmall(sheet).map(line => `${label}: ${line}`));
    checkBoxes += sheet.filter(item => item.checkable).length;
    sheetWidgets += sheet.filter(item => item.kind === 'widget').length;
    await page.touchscreen.tap(close.x + close.w / 2, close.y + close.h / 2);
    await waitForFrames(page, 3);
    assert.equal((await itemRects(page)).filter(inSheet).length, 0, `the ${label} sheet closed`);
  }
  assert.deepEqual(small, []);
  // What was measured is there: the sheets' check boxes and many more widgets.
  assert.ok(checkBoxes >= 10 && sheetWidgets >= 40, `${checkBoxes} check boxes, ${sheetWidgets} widgets in the sheets`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('practising on a phone, the practice sheet\'s table of answers is made of touch targets too', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&practice=1');
  // Practice opens its sheet by itself: its rows (a node's name, its value box, its pruned box).
  const sheet = (await itemRects(page)).filter(inSheet);
  assert.ok(sheet.some(item => item.label === '\u25bc'), 'the practice sheet is open');
  assert.ok(sheet.filter(item => item.kind === 'widget').length >= 15, `${sheet.length} items in the practice sheet`);
  assert.deepEqual(tooSmall(sheet), []);
  assert.deepEqual(problems, []);
  await page.close();
});

// A touch gesture through the DevTools protocol: `points` are the touches' [x, y] at each moment,
// 16 ms apart by their time stamps, however long each message takes to reach the page.
async function gesture(page, moments) {
  const session = await page.createCDPSession();
  const start = Date.now() / 1000;
  const at = i => ({timestamp: start + i * 0.016});
  const [first, ...rest] = moments;
  await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: first.map(([x, y]) => ({x, y})), ...at(0)});
  for (const [i, points] of rest.entries()) {
    await session.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: points.map(([x, y]) => ({x, y})), ...at(i + 1)});
    await new Promise(done => setTimeout(done, 16));
  }
  await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: [], ...at(moments.length)});
  await session.detach();
}

test('on a phone a swipe steps and a pinch zooms the canvas', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=5');
  const box = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  const y = box.top + box.height * 0.45;
  const line = (from, to) => Array.from({length: 6}, (_, i) => [[from + (to - from) * i / 5, y]]);
  await gesture(page, line(300, 100));  // right to left: forward
  await waitForFrames(page, 3);
  assert.equal((await stats(page)).step, 6);
  await gesture(page, line(100, 300));  // left to right: back
  await waitForFrames(page, 3);
  assert.equal((await stats(page)).step, 5);
  await page.mouse.move(0, 0);
  await waitForFrames(page, 3);
  const before = await canvasShot(page);
  const cx = box.left + box.width / 2;
  await gesture(page, Array.from({length: 8}, (_, i) => [[cx - 30 - 15 * i, y], [cx + 30 + 15 * i, y]]));  // fingers apart
  await waitForFrames(page, 20);
  assert.equal((await stats(page)).step, 5, 'a pinch is not a step');
  // Fingers apart zoom in, by the fingers' spread (60 px to 270), as far as the canvas's bound.
  const {zoom} = await stats(page);
  assert.ok(zoom > 1.5 && zoom <= 270 / 60 + 1e-3, `fingers from 60 px apart to 270 px zoomed to ${zoom}`);
  const differing = await differingPixels(page, before, await canvasShot(page));
  assert.ok(differing > 5000, `a pinch changed only ${differing} pixels`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone two fingers moving together move the tree with them, and neither zoom nor step', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=5');
  const box = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  const [cx, cy] = [box.left + box.width / 2, box.top + box.height * 0.45];
  const before = await canvasShot(page);
  // Two fingers 120 px apart, moved 80 px right and 60 px down together in eight moments.
  await gesture(page, Array.from({length: 9}, (_, i) => [[cx - 60 + 10 * i, cy + 7.5 * i], [cx + 60 + 10 * i, cy + 7.5 * i]]));
  await waitForFrames(page, 10);
  const {step, zoom, pan} = await stats(page);
  assert.equal(step, 5, 'a pan is not a step');
  assert.ok(Math.abs(zoom - 1) < 1e-3, `a pan is not a zoom: ${zoom}`);
  assert.ok(Math.abs(pan[0] - 80) < 2 && Math.abs(pan[1] - 60) < 2, `the tree moved by ${pan}, the fingers by 80, 60`);
  assert.ok(await differingPixels(page, before, await canvasShot(page)) > 5000, 'the picture moved');
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone step 0 asks for a tap on the page\'s ▶, not for a → key it has not got', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2');
  await page.waitForFunction(() => /▶/.test(document.getElementById('status-text').textContent), {timeout: 10000})
    .catch(async () => assert.fail(await page.$eval('#status-text', text => text.textContent)));
  assert.match(await page.$eval('#status-text', text => text.textContent), /^Tap ▶: α-β search on /);
  await page.close();
  const desk = await freshPage(shared, {width: 1280, height: 720}, '#tree=aima-fig5.2');
  await desk.page.waitForFunction(() => /^Press → to start/.test(document.getElementById('status-text').textContent),
                                  {timeout: 10000});
  assert.deepEqual([...problems, ...desk.problems], []);
  await desk.page.close();
});

test('on a high-density screen the canvas draws at the screen\'s pixels, and a tap still lands where it is', async () => {
  const page = await shared.chromium.browser.newPage();
  await page.setViewport({...phone, deviceScaleFactor: 3});
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + '#tree=aima-fig5.2&step=12');
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, 5);
  const [width, height, cssWidth, cssHeight] = await page.evaluate(() =>
    [Module.canvas.width, Module.canvas.height, Module.canvas.clientWidth, Module.canvas.clientHeight]);
  assert.ok(Math.abs(width - 3 * cssWidth) <= 2 && Math.abs(height - 3 * cssHeight) <= 2,
            `drawing buffer ${width}×${height} for ${cssWidth}×${cssHeight} CSS px`);
  // The widgets are laid out in CSS pixels as at a ratio of 1: the timeline is a fingertip tall
  // and spans the screen beside play, and a tap at its right end, where it is drawn, goes to the
  // last step.
  const top = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().top);
  await page.touchscreen.tap(120, top + 320);
  await waitForFrames(page, 3);
  const timeline = (await itemRects(page)).find(item => item.name === '##timeline');
  assert.ok(Math.abs(timeline.h - 44) <= 1 && timeline.w > 250, `the timeline is ${timeline.w}×${timeline.h} CSS px`);
  await page.touchscreen.tap(timeline.x + timeline.w - 3, timeline.y + timeline.h / 2);
  await waitForFrames(page, 5);
  assert.equal((await stats(page)).step, 22);
  await page.close();
});

test('the reduced-motion wish is honoured: the sheet does not slide', async () => {
  const {page} = await phonePage('#tree=aima-fig5.2&step=1');
  await page.emulateMediaFeatures([{name: 'prefers-reduced-motion', value: 'reduce'}]);
  assert.equal(await page.$eval('#outline-panel', panel => getComputedStyle(panel).transitionDuration), '0s');
  await page.emulateMediaFeatures([{name: 'prefers-reduced-motion', value: 'no-preference'}]);
  assert.notEqual(await page.$eval('#outline-panel', panel => getComputedStyle(panel).transitionDuration), '0s');
  await page.close();
});

test('installable, and after one visit the page opens a lesson with no network', async () => {
  // A server of its own, stopped after the visit: no answer can come from the network.
  const own = await serveSite();
  const page = await shared.chromium.browser.newPage();
  const problems = [];
  page.on('pageerror', error => problems.push(String(error)));
  // The visit in Chinese: the Chinese fonts are fetched and kept only by a page that shows
  // Chinese (fonts_test.mjs).
  await page.goto(own.url + '#tree=aima-fig5.2&step=3&lang=zh');
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000});
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.length > 0 && manifest.start_url && manifest.name);
  // An installed page needs PNG icons of 192 and 512 px (made at build time from icon.svg): each
  // is a PNG of its size.
  const sizes = await page.evaluate(async icons => Promise.all(icons.filter(icon => icon.type === 'image/png').map(async icon => {
    const image = await createImageBitmap(await (await fetch(icon.src)).blob());
    return `${icon.sizes}=${image.width}x${image.height}`;
  })), manifest.icons);
  assert.deepEqual(sizes.sort(), ['192x192=192x192', '512x512=512x512']);
  // The service worker has kept the whole site.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => (await (await caches.open('ablab-site')).keys()).length >= 13 &&
    await caches.match('fonts/NotoSansCJKsc-Bold.otf'), {timeout: 60000});
  own.server.closeAllConnections();
  await new Promise(done => own.server.close(done));
  await page.setOfflineMode(true);
  await page.goto('about:blank');  // a new load of the page, not a change of its #link
  await page.goto(own.url + '#tree=zhu-min-node-minus-infinity&step=4&lang=zh', {waitUntil: 'load'});
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000});
  await waitForFrames(page, 3);
  const now = JSON.parse(await page.evaluate(() => Module.ablabAsk('link')));
  assert.equal(now.name, 'zhu-min-node-minus-infinity');
  assert.equal(now.step, 4);
  // Chinese included: the fonts came from the kept copy.
  await page.waitForFunction(() => Module.ablabStats.cjkFont, {timeout: 30000});
  assert.deepEqual(problems, []);
  await page.setOfflineMode(false);
  await page.close();
});
