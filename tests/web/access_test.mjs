// The page as a student with a screen reader or only a keyboard meets it (WCAG 2.1 AA): axe-core
// finds no violation in any language, at the desk and on a phone, practising or not; and a
// keyboard alone steps to the first cutoff, hears the status line, walks the outline to a leaf,
// edits it and hears the pruning change. Run: node --test tests/web/
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {freshPage, siteAndBrowser, stats} from './page.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const desk = {width: 1280, height: 720};
const phone = {width: 390, height: 844, hasTouch: true, isMobile: true};
const sideways = {width: 844, height: 390, hasTouch: true, isMobile: true};

const shared = siteAndBrowser();

async function open(hash, viewport = desk) {
  const {page, problems} = await freshPage(shared, viewport, hash);
  await page.waitForFunction(() => document.querySelector('#outline [role="treeitem"]'), {timeout: 10000});
  return {page, problems};
}

// axe-core's WCAG 2.0 and 2.1 A and AA rules, run in the page; each violation as one line.
async function violations(page) {
  await page.addScriptTag({content: axeSource});
  return page.evaluate(async () => {
    const result = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
    return result.violations.map(v => `${v.id}: ${v.help} (${v.nodes.map(n => n.target.join(' ')).slice(0, 4).join(', ')})`);
  });
}

test('axe-core finds no WCAG 2.1 AA violation in en, zh and vi, at the desk and on a phone upright and sideways, practising or not', async () => {
  for (const lang of ['en', 'zh', 'vi'])
    for (const [size, viewport] of [['desk', desk], ['phone', phone], ['sideways', sideways]])
      for (const practice of [false, true]) {
        const hash = `#tree=aima-fig5.2&step=${practice ? 0 : 12}&lang=${lang}${practice ? '&practice=1' : ''}`;
        const {page, problems} = await open(hash, viewport);
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        if (size !== 'desk') {
          // The outline's sheet open too, so that its contents are checked.
          await page.click('#outline-toggle');
          await page.waitForFunction(() => getComputedStyle(document.getElementById('outline-panel')).visibility === 'visible');
        }
        // The lesson list open too (in the sheet on a phone).
        await page.$eval('#library-toggle', button => button.click());
        await page.waitForFunction(() => document.querySelectorAll('#library a').length > 30, {timeout: 10000});
        assert.deepEqual(await violations(page), [], `${lang}, ${size}${practice ? ', practising' : ''}`);
        assert.deepEqual(problems, []);
        await page.close();
      }
});

test('a link\'s notice is accessible too: announced, readable, dismissible by keyboard', async () => {
  const {page, problems} = await open('#tree=nosuchtree&step=banana&lang=vi');
  assert.equal(await page.$eval('#notices', section => section.hidden), false);
  assert.equal(await page.$eval('#notice-list', list => list.parentElement.getAttribute('role')), 'alert');
  assert.deepEqual(await violations(page), []);
  await page.focus('#notice-dismiss');
  await page.keyboard.press('Enter');
  assert.equal(await page.$eval('#notices', section => section.hidden), true);
  assert.deepEqual(problems, []);
  await page.close();
});

// Presses Tab until `selector` has the focus (at most 40 times): as a keyboard user gets there.
async function tabTo(page, selector) {
  for (let i = 0; i < 40; ++i) {
    if (await page.evaluate(s => document.activeElement && document.activeElement.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}
const focusedText = page => page.evaluate(() => document.activeElement.querySelector('span')?.textContent || '');
const prunedItems = page => page.$$eval('#outline .pruned', items => items.map(item => item.textContent.split(',')[0]));

test('keyboard only: to the first cutoff, the live region says the status line, a leaf edited, the pruning changes', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&step=0');
  // The status line is announced: a polite live region holding the program's own sentence.
  const live = await page.$eval('#status-line', region => [region.getAttribute('aria-live'), region.getAttribute('role')]);
  assert.deepEqual(live, ['polite', 'status']);
  await tabTo(page, '[data-command="next-cutoff"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Module.ablabStats.step === 12, {timeout: 10000});
  // The page's words follow the step a frame later: wait for them, not for a number of frames.
  await page.waitForFunction(() => /cutoff/.test(document.getElementById('status-line').textContent), {timeout: 10000});
  const sentence = await page.$eval('#status-text', region => region.textContent);
  const statusLine = JSON.parse(await page.evaluate(() => Module.ablabAsk('page-text'))).status;
  assert.equal(sentence, statusLine);
  assert.match(sentence, /α-cutoff at C/);
  assert.deepEqual(await prunedItems(page), ['C2', 'C3']);
  // Into the outline, down to the leaf C1 (the cutoff's cause), Enter to edit it.
  await tabTo(page, '#outline [role="treeitem"]');
  let steps = 0;
  while (!(await focusedText(page)).startsWith('C1,') && steps++ < 20) await page.keyboard.press('ArrowDown');
  assert.match(await focusedText(page), /^C1, MAX, value 2/);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-level')), '3');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'leaf-value');
  assert.equal(await page.$eval('#leaf-label', label => label.textContent), 'value of leaf C1');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  // C is worth at least 5 now, more than MAX's 3: nothing under C is cut off at this step.
  await page.waitForFunction(() => document.querySelectorAll('#outline .pruned').length === 0 &&
    /value 5/.test(document.activeElement.querySelector('span')?.textContent || ''), {timeout: 10000});
  assert.deepEqual(await prunedItems(page), []);
  assert.match(await focusedText(page), /^C1, MAX, value 5/);  // the focus came back to the leaf
  // And the arrow keys in the outline moved through it, not through the search.
  assert.equal((await stats(page)).step, 12);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every control is a labelled element a keyboard reaches, with a visible focus ring', async () => {
  const {page} = await open('#tree=aima-fig5.2&step=3');
  const controls = await page.$$eval('button:not([hidden]), select, [role="treeitem"][tabindex="0"], canvas', elements =>
    elements.filter(e => e.offsetParent !== null || e.tagName === 'CANVAS').map(e => ({
      id: e.id || e.dataset.command || e.getAttribute('role'), name: e.getAttribute('aria-label') || e.textContent.trim() ||
        (e.labels && e.labels[0] ? e.labels[0].textContent.trim() : ''), tab: e.tabIndex})));
  for (const control of controls) {
    assert.ok(control.name.length > 0, `${control.id} has no name`);
    assert.ok(control.tab >= 0, `${control.id} is out of the tab order`);
  }
  for (const command of ['first', 'back', 'forward', 'last', 'next-cutoff'])
    assert.ok(controls.some(control => control.id === command), command);
  for (const id of ['language', 'notation', 'algorithm', 'practice'])
    assert.ok(controls.some(control => control.id === id), id);
  // A focused control draws a ring of at least 2 px.
  await tabTo(page, '[data-command="forward"]');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return [style.outlineStyle, parseFloat(style.outlineWidth)];
  });
  assert.equal(ring[0], 'solid');
  assert.ok(ring[1] >= 2);
  // The language chosen from the page's own control changes the window's.
  await page.select('#language', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh', {timeout: 10000});
  assert.match(await page.$eval('#status-text', region => region.textContent), /[\u4e00-\u9fff]/);
  await page.close();
});
