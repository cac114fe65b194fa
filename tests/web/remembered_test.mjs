// A link means what it says, whatever the reader's browser remembers ('ablab.settings' in local
// storage): a student who once chose minimax and Chinese opens a teacher's α-β link at its
// α-cutoff; what the link leaves out (a link that names no tree, the reader's language) comes
// from what is remembered; and copy link writes the algorithm, the notation and the language, so
// that it reopens the same picture for anyone. Run: node --test tests/web/remembered_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canvasShot, countStyles, siteAndBrowser, waitForFrames} from './page.mjs';

const shared = siteAndBrowser();

// Opens `hash` in `context` (whose local storage the pages share) and returns the program's
// account, the visible notices and the canvas's pruned pixels.
async function open(context, hash, keep = null) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.goto(shared.served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, keep ? 40 : 3);  // web_platform.cpp stores the settings every 30 frames
  const link = JSON.parse(await page.evaluate(() => Module.ablabAsk('link', {tree: false})));
  const notices = await page.$eval('#notices', section => section.hidden ? '' : section.innerText);
  const {pruned} = await countStyles(page, await canvasShot(page));
  if (keep) await keep(page);
  await page.close();
  assert.deepEqual(problems, [], `${hash}: console errors`);
  return {link, notices, pruned};
}

test('a remembered minimax and Chinese do not change what a teacher\'s α-β link shows', async () => {
  const context = await shared.chromium.browser.createBrowserContext();
  // The student's earlier choice, remembered by the page.
  await open(context, '#tree=aima-fig5.2&algorithm=minimax&lang=zh', async () => {});
  const remembered = await open(context, '#lang=zh');  // names no tree: the remembered search
  assert.equal(remembered.link.algorithm, 'minimax');

  const cutoff = await open(context, '#tree=aima-fig5.2&step=12');
  assert.equal(cutoff.link.algorithm, 'alphabeta');
  assert.equal(cutoff.link.step, 12);
  assert.equal(cutoff.notices, '');
  assert.ok(cutoff.pruned > 1000, `C2 and C3 pruned at step 12: ${cutoff.pruned} pruned-style pixels`);
  assert.equal(cutoff.link.lang, 'zh', 'the reader\'s own language, where the link names none');

  const first = await open(context, '#tree=aima-fig5.2&step=cutoff:1');
  assert.equal(first.link.step, 12);
  assert.equal(first.notices, '', 'the first cutoff is there');
  await context.close();
});

test('copy link writes the algorithm, notation and language, and reopens the same picture elsewhere', async () => {
  const context = await shared.chromium.browser.createBrowserContext();
  let copied = '';
  await open(context, '#tree=aima-fig5.2&step=12&lang=vi', async page => {
    await page.click('#copy-link');
    copied = await page.evaluate(() => location.hash);
  });
  for (const part of ['tree=aima-fig5.2', 'step=12', 'lang=vi', 'notation=aima', 'algorithm=alphabeta'])
    assert.ok(copied.split(/[#&]/).includes(part), `${part} in ${copied}`);
  // Another reader, who remembers minimax in Chinese, opens it.
  const other = await shared.chromium.browser.createBrowserContext();
  await open(other, '#tree=aima-fig5.2&algorithm=minimax&lang=zh&notation=nilsson', async () => {});
  const again = await open(other, copied);
  assert.equal(again.link.algorithm, 'alphabeta');
  assert.equal(again.link.lang, 'vi');
  assert.match(again.link.fragment, /notation=aima/);
  assert.equal(again.link.step, 12);
  assert.ok(again.pruned > 1000);
  await context.close();
  await other.close();
});

test('a lesson link opens in the lesson\'s own algorithm and notation, over what the reader remembers', async () => {
  const context = await shared.chromium.browser.createBrowserContext();
  await open(context, '#tree=aima-fig5.2&algorithm=minimax&notation=nilsson', async () => {});  // remembered
  // The notation a lesson names wins; one that names none keeps the remembered one.
  const lessons = [['star1-chance-cutoff', 'star1', 'nilsson'], ['mtdf-aima-fig5.2', 'mtdf', 'nilsson'],
                   ['negascout-probe-and-research', 'negascout', 'nilsson'], ['mt-sss-best-first', 'mt-sss', 'nilsson'],
                   ['zhu-tictactoe-k2-minimax', 'minimax-levels', 'nilsson'],
                   ['hs-p11-alpha-beta-cutoffs', 'alphabeta', 'horowitz-sahni'], ['aima-fig5.2', 'alphabeta', 'nilsson'],
                   ['nvl-vi-du-3-7', 'alphabeta', 'nguyen-van-linh']];
  for (const [lesson, algorithm, notation] of lessons) {
    const opened = await open(context, `#tree=${lesson}`);
    assert.equal(opened.link.algorithm, algorithm, lesson);
    assert.match(opened.link.fragment, new RegExp(`notation=${notation}(&|$)`), `${lesson}: ${opened.link.fragment}`);
    assert.equal(opened.notices, '', lesson);
  }
  // Star1's lesson is about its cutoff at a chance node: its first cutoff link finds one.
  const cut = await open(context, '#tree=star1-chance-cutoff&step=cutoff:1');
  assert.equal(cut.notices, '', 'the first cutoff is there');
  assert.ok(cut.link.step > 0, `the first cutoff's step: ${cut.link.step}`);
  assert.ok(cut.pruned > 500, `c and d drawn pruned: ${cut.pruned} pruned-style pixels`);
  await context.close();
});
