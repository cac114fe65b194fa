// Zoom on every input the way a map zooms: one wheel notch is one step of 1.25 (up: in, as on
// the desktop), a trackpad's small deltas zoom in proportion, a pinch (ctrl + wheel, as the
// browser sends a trackpad's pinch) by the scale it means, and however far one goes the tree
// stays on the canvas, neither an icon nor one node's colour. The zoom is the program's own
// (Module.ablabStats.zoom, relative to the fit). Run: node --test tests/web/zoom_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, countStyles, itemRects, siteAndBrowser, stats, treeArea, waitForFrames} from './page.mjs';

const shared = siteAndBrowser();

// The colours of a picture, by how many of its pixels have each, most first.
async function colourCounts(page, png) {
  return page.evaluate(async base64 => {
    const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const {data} = context.getImageData(0, 0, image.width, image.height);
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const c = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts.set(c, (counts.get(c) || 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([colour, n]) => [colour, n / (data.length / 4)]);
  }, png.toString('base64'));
}

async function openOver(viewport) {
  const page = await shared.chromium.browser.newPage();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + '#tree=aima-fig5.2&step=12');
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  const area = treeArea(await itemRects(page));
  assert.ok(area, 'the tree area');
  await page.mouse.move(area.x + area.w / 2, area.y + area.h / 2);
  await waitForFrames(page, 3);
  return {page, area};
}

const zoomOf = async page => (await stats(page)).zoom;
// The tree is in its area: many colours, and no fill but the background's (the most common
// colour of the fitted tree) over a fifth of it. Returns the most common colour.
async function assertVisible(page, area, what, background = null) {
  const png = Buffer.from(await page.screenshot({type: 'png', clip: {x: area.x, y: area.y, width: area.w, height: area.h}}));
  const {colours} = await countStyles(page, png);
  assert.ok(colours > 8, `${what}: the tree's area is nearly blank (${colours} colours)`);
  const counts = await colourCounts(page, png);
  const [colour, share] = counts.find(([c]) => c !== (background ?? counts[0][0])) || [0, 0];
  assert.ok(share < 0.2, `${what}: the colour ${colour.toString(16)} covers ${(100 * share).toFixed(0)} % of the tree's area`);
  return counts[0][0];
}
// Wheel events at the middle of the area through the DevTools protocol, as the browser's own
// (trusted) ones; modifiers 2 is ctrl. An emulated screen of 3 pixels a CSS px divides the
// protocol's deltas by 3 on the way to the page, so they are sent times the ratio: the page sees
// `deltas`, as from a real wheel.
async function wheel(page, area, deltas, modifiers = 0) {
  const session = await page.createCDPSession();
  const [x, y] = [area.x + area.w / 2, area.y + area.h / 2];
  const ratio = page.viewport().deviceScaleFactor || 1;
  for (const deltaY of deltas)
    await session.send('Input.dispatchMouseEvent', {type: 'mouseWheel', x, y, deltaX: 0, deltaY: deltaY * ratio, modifiers});
  await session.detach();
  await waitForFrames(page, 3);
}

for (const [name, viewport] of [['desk', {width: 1280, height: 720}],
                                ['phone', {width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true, isMobile: true}]]) {
  test(`${name}: a notch, a trackpad burst and a pinch each zoom by their step, and the tree stays in view`, async () => {
    const {page, area} = await openOver(viewport);
    assert.equal(await zoomOf(page), 1);
    const background = await assertVisible(page, area, 'fitted');
    const close = (actual, expected, what) =>
      assert.ok(Math.abs(actual - expected) < 1e-3 * expected, `${what}: zoom ${actual}, expected ${expected}`);

    let before = await zoomOf(page);
    await wheel(page, area, [-100]);  // one notch up
    close(await zoomOf(page), before * 1.25, 'a notch up');
    await assertVisible(page, area, 'a notch up', background);

    before = await zoomOf(page);
    await wheel(page, area, [100]);  // one notch down
    close(await zoomOf(page), before / 1.25, 'a notch down');

    before = await zoomOf(page);
    await wheel(page, area, Array(10).fill(-4));  // a trackpad: ten scrolls of 4 px, 0.4 of a notch
    close(await zoomOf(page), before * Math.pow(1.25, 0.4), 'ten 4 px trackpad scrolls');
    await assertVisible(page, area, 'a trackpad burst', background);

    before = await zoomOf(page);
    await wheel(page, area, [-10], 2);  // a pinch out: ctrl + wheel, the scale e^0.1
    close(await zoomOf(page), before * Math.exp(0.1), 'a pinch');
    await assertVisible(page, area, 'a pinch', background);

    // However far: in until siblings are half the canvas apart, out to a quarter of the fit.
    await wheel(page, area, Array(40).fill(-100));
    const most = await zoomOf(page);
    assert.ok(most > 1.5 && most < 16, `zoomed all the way in: ${most}`);
    await assertVisible(page, area, 'zoomed all the way in', background);
    await wheel(page, area, Array(40).fill(100));
    close(await zoomOf(page), 0.25, 'zoomed all the way out');
    await assertVisible(page, area, 'zoomed all the way out', background);
    await page.close();
  });
}
