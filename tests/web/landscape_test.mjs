// A phone on its side, 844 × 390 CSS px: the tree takes the most of the screen (not the desk's
// layout, whose toolbar, status line and timeline left it nothing of a 188 px canvas), every
// control of the page and every widget of the window is a touch target of at least 44 CSS px,
// and nothing lies off the screen. Run: node --test tests/web/landscape_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, countStyles, freshPage, itemRects, siteAndBrowser, treeArea, waitForFrames} from './page.mjs';

const sideways = {width: 844, height: 390, hasTouch: true, isMobile: true};
const screen = sideways.width * sideways.height;
const shared = siteAndBrowser();

async function sidewaysPage(hash) {
  const {page, problems} = await freshPage(shared, sideways, hash);
  await waitForFrames(page, 3);
  return {page, problems};
}

const fingertip = 44;
const tooSmall = items => items.filter(item => item.kind === 'widget' && (item.h < fingertip - 0.5 || item.w < fingertip - 0.5))
  .map(item => `${item.label || '(unlabelled)'} in ${item.window} ${item.w.toFixed(0)}×${item.h.toFixed(0)}`);

test('at 844 × 390 the tree is drawn over the most of the screen, the canvas has the whole height', async () => {
  const {page, problems} = await sidewaysPage('#tree=aima-fig5.2&step=12');
  const canvas = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  assert.equal(Math.round(canvas.height), 390, `the canvas is ${canvas.width.toFixed(0)}×${canvas.height.toFixed(0)}`);
  assert.ok(canvas.width * canvas.height >= 0.7 * screen,
            `the canvas is ${(100 * canvas.width * canvas.height / screen).toFixed(1)} % of the screen`);
  // The tree's own drawing area, as the window lays it out, less its status line and tabs.
  const items = await itemRects(page);
  const tree = treeArea(items);
  assert.ok(tree, 'the window reports its tree');
  assert.ok(tree.w * tree.h >= 0.5 * screen && tree.h >= 0.6 * sideways.height,
            `the tree is ${tree.w.toFixed(0)}×${tree.h.toFixed(0)}, ${(100 * tree.w * tree.h / screen).toFixed(1)} % of the screen`);
  // And the tree is drawn there: step 12's pruned C2 and C3 in its fill, inside the tree's area.
  const shot = await countStyles(page, await canvasShot(page));
  assert.ok(shot.pruned > 300 && shot.evaluated > 300, `pruned ${shot.pruned}, evaluated ${shot.evaluated} pixels`);
  const scale = shot.width / canvas.width;  // the shot's pixels per CSS px
  const [px, py] = shot.prunedAt.map(v => v / scale);
  assert.ok(canvas.left + px > tree.x && canvas.left + px < tree.x + tree.w && canvas.top + py > tree.y &&
            canvas.top + py < tree.y + tree.h, `the pruned subtree at ${px.toFixed(0)},${py.toFixed(0)} lies outside the tree`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('at 844 × 390 every control of the page and every widget of the window is a touch target, all on the screen', async () => {
  const {page, problems} = await sidewaysPage('#tree=aima-fig5.2&step=12');
  const controls = await page.$$eval('button, select, input:not([type="file"])', controls => controls
    .filter(control => control.offsetParent !== null && getComputedStyle(control).visibility !== 'hidden')  // not in a closed sheet
    .map(control => [control.id || control.dataset.command, control.getBoundingClientRect().toJSON()]));
  assert.ok(controls.length >= 14, `${controls.length} controls`);
  const small = controls.filter(([, box]) => box.width < fingertip - 0.5 || box.height < fingertip - 0.5)
    .map(([name, box]) => `${name} ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
  assert.deepEqual(small, []);
  const off = controls.filter(([, box]) => box.left < 0 || box.top < 0 || box.right > 844.5 || box.bottom > 390.5)
    .map(([name, box]) => `${name} at ${box.left.toFixed(0)},${box.top.toFixed(0)}–${box.right.toFixed(0)},${box.bottom.toFixed(0)}`);
  assert.deepEqual(off, [], 'every control on the screen, none scrolled away');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 844 && document.documentElement.scrollHeight <= 390));
  assert.deepEqual(tooSmall(await itemRects(page)), [], 'the window\'s widgets');
  // The outline is a sheet over the canvas, whose rows are touch targets too.
  await page.emulateMediaFeatures([{name: 'prefers-reduced-motion', value: 'reduce'}]);
  await page.tap('#outline-toggle');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('outline-panel')).visibility === 'visible');
  const rows = await page.$$eval('#outline [role="treeitem"] > span', spans => spans.map(span => span.getBoundingClientRect().height));
  assert.ok(rows.length === 13 && rows.every(height => Math.round(height) >= fingertip), `outline rows ${rows}`);
  const canvas = await page.$eval('#canvas', canvas => canvas.getBoundingClientRect().toJSON());
  assert.equal(Math.round(canvas.height), 390, 'the sheet lies over the canvas, which keeps its size');
  assert.deepEqual(problems, []);
  await page.close();
});

test('practising at 844 × 390, Check is on the screen beside the tree, not scrolled under the column\'s fold', async () => {
  const {page, problems} = await sidewaysPage('#tree=aima-fig5.2&practice=1');
  await page.waitForFunction(() => !document.getElementById('practice-check').hidden, {timeout: 10000});
  const check = await page.$eval('#practice-check', button => button.getBoundingClientRect().toJSON());
  assert.ok(check.top >= 0 && check.bottom <= 390.5 && check.height >= fingertip - 0.5,
            `Check at ${check.top.toFixed(0)}–${check.bottom.toFixed(0)}, ${check.height.toFixed(0)} px tall`);
  assert.deepEqual(problems, []);
  await page.close();
});
