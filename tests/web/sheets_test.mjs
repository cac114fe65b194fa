// A phone held upright (390 × 844 CSS px at three screen pixels each): the tree takes the screen,
// each ImGui panel is a sheet that a tab under the tree slides up over the tree's lower part and
// closes again; and the window above the tree (status line, play and timeline) is as big in CSS
// pixels as at a ratio of 1, so the status line is as readable as the rest. Run: node --test tests/web/
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, countStyles, differingPixels, siteAndBrowser, waitForFrames} from './page.mjs';

const phone = {width: 390, height: 844, hasTouch: true, isMobile: true};
const shared = siteAndBrowser();

async function phonePage(hash, deviceScaleFactor = 3) {
  const page = await shared.chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.setViewport({...phone, deviceScaleFactor});
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, 5);
  return {page, problems};
}

// The topmost row of the canvas (in CSS px) holding the timeline's cutoff tick colour, #D55E00
// (controls.cpp): where the timeline starts, below the toolbar and the status line.
async function timelineTop(page, png, ratio) {
  return page.evaluate(async (base64, ratio) => {
    const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const {data, width, height} = context.getImageData(0, 0, image.width, image.height);
    for (let y = 0; y < height; ++y)
      for (let x = 0; x < width; ++x) {
        const i = 4 * (y * width + x);
        if (data[i] === 0xD5 && data[i + 1] === 0x5E && data[i + 2] === 0x00) return y / ratio;
      }
    return -1;
  }, png.toString('base64'), ratio);
}

test('on a phone the panels are sheets: closed, the whole tree shows; a tab slides one over its lower part; it closes again', async () => {
  const {page, problems} = await phonePage('#tree=aima-fig5.2&step=12');
  const box = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  // Closed: the leaves at the bottom of the tree, C2 and C3 pruned, are there to see.
  const closed = await countStyles(page, await canvasShot(page));
  const upperPart = async () => Buffer.from(await page.screenshot({type: 'png', clip: {x: 0, y: box.top + box.height * 0.3, width: box.width, height: box.height * 0.1}}));
  const top = await upperPart();
  assert.ok(closed.pruned > 3000, `pruned-style pixels with every sheet closed: ${closed.pruned}`);
  assert.ok(closed.evaluated > 10000, `evaluated-style pixels with every sheet closed: ${closed.evaluated}`);
  // The first tab (the search options), in the bar under the tree at the stage's bottom left,
  // right of the bar's ← (a fingertip wide).
  const tab = {x: box.left + 80, y: box.bottom - 30};
  await page.touchscreen.tap(tab.x, tab.y);
  await waitForFrames(page, 30);  // the slide is 0.2 s
  const open = await countStyles(page, await canvasShot(page));
  assert.equal(open.pruned, 0, 'the sheet lies over the pruned leaves');
  assert.ok(open.evaluated < closed.evaluated * 0.8, `evaluated pixels ${open.evaluated} of ${closed.evaluated} left`);
  // The upper part of the tree stays in view, as it was.
  assert.ok(await differingPixels(page, top, await upperPart()) < 50, 'the sheet covers only the tree\'s lower part');
  // The tab again closes it: the tree is whole again, as before.
  await page.touchscreen.tap(tab.x, tab.y);
  await waitForFrames(page, 10);
  const again = await countStyles(page, await canvasShot(page));
  assert.equal(again.pruned, closed.pruned);
  assert.equal(again.evaluated, closed.evaluated);
  assert.deepEqual(problems, []);
  await page.close();
});

test('at three screen pixels per CSS pixel the window above the tree, the status line included, is as big as at one', async () => {
  const tops = [];
  for (const ratio of [1, 3]) {
    const {page, problems} = await phonePage('#tree=aima-fig5.2&step=12', ratio);
    const png = await canvasShot(page);
    tops.push(await timelineTop(page, png, ratio));
    assert.deepEqual(problems, []);
    await page.close();
  }
  // Below the status line (at least two lines of it at this width).
  assert.ok(tops[0] > 60, `the timeline at ${tops[0]} px at a ratio of 1`);
  assert.ok(Math.abs(tops[0] - tops[1]) <= 4, `the timeline starts ${tops[0]} CSS px down at a ratio of 1, ${tops[1]} at 3`);
});
