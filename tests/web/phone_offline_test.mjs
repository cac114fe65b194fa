// A student on a phone held upright, and on a train without signal: at 390 × 844 the canvas
// comes first and takes at least 60 % of the height, every control is a touch target of at least
// 44 CSS px, the outline is a sheet over the canvas, a swipe steps and a pinch zooms; and after
// one visit the page opens a lesson with no network at all. Run: node --test tests/web/
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, differingPixels, serveSite, startBrowser, stats, waitForFrames} from './page.mjs';

const phone = {width: 390, height: 844, hasTouch: true, isMobile: true};
let served, chromium;
before(async () => {
  served = await serveSite();
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  served?.server.close();
});

async function phonePage(hash) {
  const page = await chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.setViewport(phone);
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, 3);
  return {page, problems};
}

test('at 390 × 844 the canvas takes at least 60 % of the height and every control is at least 44 px', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=12');
  const canvas = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  assert.ok(canvas.height >= 0.6 * 844, `the canvas is ${canvas.height} px of 844`);
  assert.equal(Math.round(canvas.width), 390, 'the canvas spans the width');
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

// A touch gesture through the DevTools protocol: `points` are the touches' [x, y] at each moment.
async function gesture(page, moments) {
  const session = await page.createCDPSession();
  const [first, ...rest] = moments;
  await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: first.map(([x, y]) => ({x, y}))});
  for (const points of rest) {
    await session.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: points.map(([x, y]) => ({x, y}))});
    await new Promise(done => setTimeout(done, 16));
  }
  await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
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
  const differing = await differingPixels(page, before, await canvasShot(page));
  assert.ok(differing > 5000, `a pinch changed only ${differing} pixels`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a high-density screen the canvas draws at the screen\'s pixels, and a tap still lands where it is', async () => {
  const page = await chromium.browser.newPage();
  await page.setViewport({...phone, deviceScaleFactor: 3});
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(served.url + '#tree=aima-fig5.2&step=12');
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, 5);
  const [width, height, cssWidth, cssHeight] = await page.evaluate(() =>
    [Module.canvas.width, Module.canvas.height, Module.canvas.clientWidth, Module.canvas.clientHeight]);
  assert.ok(Math.abs(width - 3 * cssWidth) <= 2 && Math.abs(height - 3 * cssHeight) <= 2,
            `drawing buffer ${width}×${height} for ${cssWidth}×${cssHeight} CSS px`);
  // The widgets are laid out in CSS pixels as at a ratio of 1: the toolbar's ">" is where it was.
  const top = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().top);
  await page.touchscreen.tap(120, top + 320);
  await waitForFrames(page, 3);
  await page.touchscreen.tap(207, top + 19);
  await waitForFrames(page, 5);
  assert.equal((await stats(page)).step, 13);
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
  const page = await chromium.browser.newPage();
  const problems = [];
  page.on('pageerror', error => problems.push(String(error)));
  await page.goto(own.url + '#tree=aima-fig5.2&step=3');
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
  await page.waitForFunction(async () => (await (await caches.open('ablab-site')).keys()).length >= 13, {timeout: 60000});
  own.server.closeAllConnections();
  await new Promise(done => own.server.close(done));
  await page.setOfflineMode(true);
  await page.goto('about:blank');  // a new load of the page, not a change of its #link
  await page.goto(own.url + '#tree=zhu-min-node-minus-infinity&step=4&lang=zh', {waitUntil: 'load'});
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000});
  await waitForFrames(page, 3);
  const now = JSON.parse(await page.evaluate(() => Module.ccall('ablab_link', 'string', [], [])));
  assert.equal(now.name, 'zhu-min-node-minus-infinity');
  assert.equal(now.step, 4);
  // Chinese included: the fonts came from the kept copy.
  await page.waitForFunction(() => Module.ablabStats.cjkFont, {timeout: 30000});
  assert.deepEqual(problems, []);
  await page.setOfflineMode(false);
  await page.close();
});
