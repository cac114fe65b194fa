// A corpus of links as course pages and old slides carry them: every lesson of the library by
// name, every option a link can say, and broken ones. Each opens what it says, or what it opened
// instead with a visible notice naming what was wrong; never a blank canvas, never a console
// error or an uncaught exception. Then "copy link" on a page with every option set reopens it
// exactly. Run: node --test tests/web/
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {deflateRawSync} from 'node:zlib';
import {canvasShot, countStyles, root, siteAndBrowser, stats, waitForFrames} from './page.mjs';

const shared = siteAndBrowser();

const lessons = readdirSync(join(root, 'trees')).filter(name => name.endsWith('.json') && name !== 'schema.json' &&
                                                                 name !== 'index.json').map(name => name.slice(0, -5));
// The nodes of a lesson's tree: written as a nested array (the shorthand) or as objects with
// children, a leaf as its number.
const sizeOf = lesson => {
  const count = node => 1 + (Array.isArray(node) ? node : (node && node.children) || []).reduce((sum, child) => sum + count(child), 0);
  return count(JSON.parse(readFileSync(join(root, 'trees', lesson + '.json'), 'utf8')).root);
};
const deflated = text => deflateRawSync(Buffer.from(text)).toString('base64url');
const aimaText = readFileSync(join(root, 'trees/aima-fig5.2.json'), 'utf8');

// What a page shows: the program's own account of its tree, step and options, the notices, and
// the canvas's colours (a blank canvas has one or two).
async function open(hash, browser = shared.chromium.browser) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  // Each link on its own: nothing remembered from the last one.
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + hash);
  try {
    await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  } catch (error) {
    throw new Error(`${hash.slice(0, 90)}: no frame drawn (${problems.join('; ')})`);
  }
  await waitForFrames(page, 2);
  const link = JSON.parse(await page.evaluate(() => Module.ablabAsk('link')));
  const notices = await page.$eval('#notices', section => section.hidden ? '' : section.querySelector('ul').innerText);
  const colours = (await countStyles(page, await canvasShot(page))).colours;
  const shown = await stats(page);
  await page.close();
  return {link, notices, colours, shown, problems};
}

// [hash, what must hold]. name: the lesson opened; step; nodes; notice: a pattern the visible
// notice must match (none: no notice at all); and any field of the link request's account.
const corpus = [
  ...lessons.map((lesson, i) => [`#tree=${lesson}&step=${i % 3}${i % 2 ? '&lang=zh' : ''}`,
                                 {name: lesson, step: i % 3, nodes: sizeOf(lesson), lang: i % 2 ? 'zh' : 'en'}]),
  ['#tree=zhu-min-node-minus-infinity&step=5&lang=zh', {name: 'zhu-min-node-minus-infinity', step: 5, lang: 'zh'}],
  ['#tree=zhu-alphabeta-nodes-1-8.json&step=3', {name: 'zhu-alphabeta-nodes-1-8', step: 3}],
  ['#tree=z:' + deflated(aimaText) + '&name=mine&step=7', {name: 'mine', step: 7, nodes: 13}],
  ['#tree=z' + deflated(aimaText) + '&step=4', {step: 4, nodes: 13}],  // the older compressed form
  ['#tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&step=end', {step: 22, nodes: 13}],
  ['#tree=aima-fig5.2&step=cutoff:1', {step: 12}],
  ['#tree=aima-fig5.2&step=end&algorithm=minimax', {step: 23, algorithm: 'minimax'}],
  ['#tree=aima-fig5.2&algorithm=negascout&step=3', {algorithm: 'negascout', step: 3}],
  ['#tree=mtdf-aima-fig5.2&algorithm=mtdf&first-guess=3&step=2', {algorithm: 'mtdf', step: 2, fragment: /first-guess=3/}],
  ['#tree=star1-chance-cutoff&algorithm=star1&bounds=-10,10&step=1', {algorithm: 'star1', fragment: /bounds=-10,10/}],
  ['#tree=aima-fig5.2&options=strict,shallow&step=2', {options: 'strict,shallow'}],
  ['#tree=aima-fig5.2&options=minimax&step=2', {algorithm: 'minimax'}],  // older links
  ['#tree=aima-fig5.2&notation=nilsson&lang=zh&step=12', {lang: 'zh', fragment: /notation=nilsson/}],
  ['#tree=nvl-vi-du-3-7&lang=vi&notation=nguyen-van-linh&step=1', {lang: 'vi', name: 'nvl-vi-du-3-7'}],
  ['#tree=aima-fig5.2&view=dark,squares&step=5', {fragment: /view=dark,squares/}],
  ['#tree=aima-fig5.2&practice=1', {fragment: /practice=1/, step: 0}],
  ['#tree=move-limit&move-limit=2&order=score&step=1', {fragment: /move-limit=2&order=score/}],
  // Broken links: each names what was wrong and what opened instead.
  ['#tree=nosuchtree&step=2', {name: '', nodes: 13, step: 2, notice: /"nosuchtree" is not a lesson.*AIMA figure 5\.2/}],
  ['#tree=zNOTBASE64', {nodes: 13, notice: /compressed tree does not unpack/}],
  ['#tree=z:!!!!', {nodes: 13, notice: /compressed tree does not unpack/}],
  ['#tree=' + encodeURIComponent('[[3,12,8],[2,4') + '&step=5', {nodes: 13, notice: /tree does not read: .*expected/}],
  ['#tree=aima-fig5.2&step=999', {step: 22, notice: /step 999 is past the end.*0 to 22/}],
  ['#tree=aima-fig5.2&step=-1', {step: 0, notice: /step -1 is before the first/}],
  ['#tree=aima-fig5.2&step=banana', {step: 0, notice: /"banana" is not a step number/}],
  ['#tree=aima-fig5.2&step=cutoff:9', {step: 22, notice: /cutoff 9, but this run has 1/}],
  ['#tree=aima-fig5.2&algorithm=quantum&step=1', {algorithm: 'alphabeta', notice: /algorithm "quantum" is not known/}],
  ['#tree=star1-chance-cutoff&algorithm=star1&bounds=9,1', {algorithm: 'star1', notice: /bounds "9,1"/}],
  ['#tree=aima-fig5.2&algorithm=star1&bounds=-1,1&step=end', {algorithm: 'alphabeta', step: 22,
                                                            notice: /options do not fit this tree .*outside/}],
  ['#tree=aima-fig5.2&lang=fr', {lang: 'en', notice: /language "fr" is not en, zh or vi/}],
  ['#tree=aima-fig5.2&lang=zh&step=banana', {lang: 'zh', step: 0, notice: /banana/}],  // in Chinese
  ['#tree=aima-fig5.2&colour=red', {notice: /"colour" is not something a link can say/}],
  ['#tree=aima-fig5.2&options=strict,wobbly', {options: 'strict', notice: /option "wobbly" is not known/}],
  ['#', {nodes: 13, step: 0}],
  ['#%%%', {nodes: 13, notice: /not something a link can say/}],
];

// Links no course page means to carry, each a notice and never a page that does not start:
// %-escapes that decode to no UTF-8 text anywhere in the link (nlohmann refuses to write such a
// notice, and threw before the window), a link over the megabyte a link may have, and a "z:"
// tree of a few kilobytes that would inflate to megabytes.
const bomb = '[' + '0,'.repeat(3 << 20) + '0]';
const brokenText = [
  ['#tree=aima-fig5.2&step=%FF', {step: 0, nodes: 13, notice: /step "%FF" is not a step number/}],
  ['#lang=%C3', {lang: 'en', notice: /language "%C3" is not en, zh or vi/}],
  ['#foo%FF=1', {nodes: 13, notice: /"foo%FF" is not something a link can say/}],
  ['#tree=%D6%D0%CE%C4', {name: '', nodes: 13, notice: /tree "%D6%D0%CE%C4" is not a lesson.*AIMA figure 5\.2/}],
  ['#tree=%D6%D0%CE%C4&lang=zh', {lang: 'zh', nodes: 13, notice: /链接中的树“%D6%D0%CE%C4”不是课程库中的课/}],
  ['#tree=%5B%5B3%2C%FF%5D%5D', {nodes: 13, notice: /tree does not read/}],
  ['#tree=aima-fig5.2&step=3&pad=' + 'x'.repeat(1 << 20), {nodes: 13, step: 0,
                                                         notice: /1048604 characters long, more than the 1048576/}],
  ['#lang=vi&tree=aima-fig5.2&pad=' + 'x'.repeat(1 << 20), {lang: 'vi', nodes: 13, notice: /1048576/}],
  ['#tree=z:' + deflated(bomb) + '&step=2', {nodes: 13, step: 2, notice: /unpacks to more than 4 MB/}],
];

// Three links open at a time, each of the three in a browser context of its own (storage
// apart), since most of a page's time is waiting: for its program to compile, for its frames.
async function openAll(links) {
  const opened = new Array(links.length);
  let next = 0;
  await Promise.all([0, 1, 2].map(async () => {
    const context = await shared.chromium.browser.createBrowserContext();
    for (let i = next++; i < links.length; i = next++) opened[i] = await open(links[i][0], context);
    await context.close();
  }));
  return opened;
}

test('links whose text is not UTF-8, too long or too large to unpack each open with a notice', async () => {
  assert.ok(bomb.length > 4 << 20 && deflated(bomb).length < 20000);
  checkAll(brokenText, await openAll(brokenText));
});

test(`a corpus of ${corpus.length} links: each opens what it says or says what it opened instead`, async () => {
  assert.ok(corpus.length >= 40);
  checkAll(corpus, await openAll(corpus));
});

function checkAll(corpus, opened) {
  for (const [i, [hash, expected]] of corpus.entries()) {
    const at = `${hash.slice(0, 90)}`;
    const {link, notices, colours, shown, problems} = opened[i];
    assert.deepEqual(problems, [], `${at}: console errors or uncaught exceptions`);
    assert.ok(colours > 8, `${at}: the canvas is blank (${colours} colours)`);
    if (expected.notice) assert.match(notices, expected.notice, `${at}: the notice`);
    else assert.equal(notices, '', `${at}: an unexpected notice`);
    if (expected.name !== undefined) assert.equal(link.name, expected.name, `${at}: the tree`);
    if (expected.step !== undefined) assert.equal(shown.step, expected.step, `${at}: the step`);
    if (expected.nodes !== undefined) assert.equal(shown.nodes, expected.nodes, `${at}: the tree's size`);
    for (const key of ['lang', 'algorithm', 'options'])
      if (expected[key] !== undefined) assert.equal(link[key], expected[key], `${at}: ${key}`);
    if (expected.fragment) assert.match(link.fragment, expected.fragment, `${at}: what copy link would write`);
  }
}

test('copy link writes every option that changes what is seen, and the link reopens exactly it', async () => {
  const hash = '#tree=z:' + deflated(aimaText) + '&name=lecture&step=9&lang=vi&notation=nguyen-van-linh' +
               '&algorithm=negascout&options=negamax&view=dark,edge-windows';
  const page = await shared.chromium.browser.newPage();
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(shared.served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000});
  await page.click('#copy-link');
  await page.waitForFunction(() => location.hash.includes('tree=z%3A') || location.hash.includes('tree=z:'), {timeout: 10000});
  const copied = await page.evaluate(() => location.hash);
  const account = JSON.parse(await page.evaluate(() => Module.ablabAsk('link')));
  await page.close();
  for (const part of ['step=9', 'lang=vi', 'notation=nguyen-van-linh', 'algorithm=negascout', 'options=negamax',
                      'view=dark,edge-windows', 'name=lecture'])
    assert.ok(copied.includes(part), `${part} in ${copied.slice(0, 200)}`);
  const again = await open(copied);
  assert.equal(again.notices, '');
  assert.deepEqual(again.link, account);
  // A lesson as it came is linked by its name, not as a compressed copy.
  const lesson = await shared.chromium.browser.newPage();
  await lesson.goto(shared.served.url + '#tree=zhu-min-node-minus-infinity&step=3');
  await lesson.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000});
  await lesson.click('#copy-link');
  await lesson.waitForFunction(() => location.hash.includes('step=3&'), {timeout: 10000}).catch(() => {});
  assert.match(await lesson.evaluate(() => location.hash), /^#tree=zhu-min-node-minus-infinity&step=3/);
  await lesson.close();
});
