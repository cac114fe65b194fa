// What a student with a screen reader hears and a keyboard alone does, read from the browser's
// accessibility tree: the lecture library as a list of links in the page's language that opens a
// lesson with Enter, the step counter announced with the status line, the algorithms named in
// words and each language option marked with its language. Run: node --test tests/web/reader_test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {reloadedBy, serveSite, startBrowser} from './page.mjs';

let served, chromium;
before(async () => {
  served = await serveSite();
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  served?.server.close();
});

async function open(hash) {
  const page = await chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.setViewport({width: 1280, height: 720});
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await page.waitForFunction(() => document.querySelector('#outline [role="treeitem"]'), {timeout: 10000});
  return {page, problems};
}

// Presses Tab until `selector` has the focus (at most 60 times), as a keyboard user gets there.
async function tabTo(page, selector) {
  for (let i = 0; i < 60; ++i) {
    if (await page.evaluate(s => document.activeElement && document.activeElement.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

// Every node of the accessibility tree, flattened: [{role, name, …}].
async function accessibleNodes(page, root) {
  const tree = await page.accessibility.snapshot({interestingOnly: false, root: root ? await page.$(root) : undefined});
  const all = [];
  const walk = node => { all.push(node); for (const child of node.children || []) walk(child); };
  if (tree) walk(tree);
  return all;
}
const focusedName = async page => (await accessibleNodes(page)).find(node => node.focused)?.name || '';

test('keyboard only, in Chinese: the lesson list opens, names each lesson in Chinese, and Enter opens one', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&step=3&lang=zh');
  await tabTo(page, '#library-toggle');
  const toggle = (await accessibleNodes(page, '#library-toggle'))[0];
  assert.equal(toggle.name, '课程例题');
  assert.equal(toggle.expanded, false);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.getElementById('library').hidden, {timeout: 10000});
  // The list as a screen reader has it: a navigation region with a heading per lesson group and
  // a link per lesson, its name the lesson's Chinese title; the lesson shown is the current page.
  const nodes = await accessibleNodes(page, '#library');
  assert.equal(nodes[0].role, 'navigation');
  assert.equal(nodes[0].name, '课程例题库');
  const links = nodes.filter(node => node.role === 'link');
  assert.equal(links.length, 33, 'every lesson of trees/index.json');
  const headings = nodes.filter(node => node.role === 'heading' && node.level === 3).map(node => node.name);
  assert.equal(headings.length, 15);
  assert.equal(headings[0], '初识剪枝');
  assert.ok(links.some(link => link.name === 'AIMA 图5.2：两层博弈树'), links.map(link => link.name).slice(0, 3).join(' | '));
  assert.ok(links.filter(link => /[\u4e00-\u9fff]/.test(link.name)).length >= 30, 'the titles are in Chinese');
  // The focus went to the lesson shown, marked as the current one.
  assert.equal(await focusedName(page), 'AIMA 图5.2：两层博弈树');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-current')), 'page');
  // Tab on to the first deep cutoff lesson, Enter: the page opens it, still in Chinese.
  const deep = await page.$eval('#library a[href^="#tree=deep-alpha-cutoff"]', a => a.textContent);
  for (let i = 0; i < 40 && (await focusedName(page)) !== deep; ++i) await page.keyboard.press('Tab');
  assert.equal(await focusedName(page), deep);
  await reloadedBy(page, () => page.keyboard.press('Enter'));
  const now = JSON.parse(await page.evaluate(() => Module.ablabAsk('link')));
  assert.equal(now.name, 'deep-alpha-cutoff');
  await page.waitForFunction(() => document.documentElement.lang === 'zh', {timeout: 10000});
  assert.deepEqual(problems, []);
  await page.close();
});

test('the step counter is announced with the status line, and stepping by keyboard changes both', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&step=11');
  await page.waitForFunction(() => /11/.test(document.getElementById('status-counter').textContent), {timeout: 10000});
  const live = (await accessibleNodes(page, '#status-line'))[0];
  assert.equal(live.role, 'status');
  const spoken = () => page.$eval('#status-line', region => region.textContent);
  assert.match(await spoken(), /^step 11 of 22 /);
  // Not hidden from the reader where it is shown either.
  assert.equal(await page.$eval('#counter', counter => counter.closest('[aria-hidden="true"]')), null);
  assert.ok((await accessibleNodes(page)).some(node => node.name === 'step 11 of 22' && node.role !== 'status'),
            'the shown counter is in the accessibility tree');
  await tabTo(page, '[data-command="forward"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^step 12 of 22 .*α-cutoff at C/.test(document.getElementById('status-line').textContent),
                             {timeout: 10000});
  assert.equal(await page.$eval('#status-line', region => region.getAttribute('aria-atomic')), 'true');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the algorithms are named in words in each language, and each language option says its language', async () => {
  for (const [lang, expected] of [['en', 'minimax, level by level'], ['zh', '逐层的极小极大搜索'], ['vi', 'MT-SSS* (tốt nhất trước, bằng cửa sổ tối thiểu)']]) {
    const {page, problems} = await open(`#tree=aima-fig5.2&lang=${lang}`);
    await page.waitForFunction(l => document.documentElement.lang === l, {timeout: 10000}, lang);
    const algorithms = await page.$$eval('#algorithm option', options => options.map(o => [o.value, o.textContent]));
    assert.equal(algorithms.length, 9);
    // The values stay what a link writes; the names are words, none an identifier.
    assert.ok(algorithms.some(([value]) => value === 'minimax-levels'));
    const identifiers = algorithms.filter(([, name]) => /^[a-z]+(-[a-z]+)*$/.test(name) && name !== 'minimax' ||
                                                        /mt-sss|minimax-levels|alphabeta/.test(name));
    assert.deepEqual(identifiers, [], lang);
    assert.ok(algorithms.some(([, name]) => name === expected), `${lang}: ${algorithms.map(([, n]) => n).join(' | ')}`);
    // The accessibility tree names the chosen algorithm in words too.
    const combo = (await accessibleNodes(page, '#algorithm'))[0];
    assert.equal(combo.value, lang === 'en' ? 'α-β search' : lang === 'zh' ? 'α-β 搜索' : 'tìm kiếm α-β');
    const languages = await page.$$eval('#language option', options => options.map(o => [o.value, o.lang]));
    assert.deepEqual(languages, [['en', 'en'], ['zh', 'zh'], ['vi', 'vi']]);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

// The text under a region of the accessibility tree, by the region's name.
async function regionText(page, name) {
  const nodes = await accessibleNodes(page);
  const region = nodes.find(node => node.role === 'region' && node.name === name);
  assert.ok(region, `a region named ${name}`);
  const texts = [];
  const walk = node => { if (node.role === 'StaticText') texts.push(node.name); for (const child of node.children || []) walk(child); };
  walk(region);
  return texts.join(' ');
}
// The pseudocode's lit line as the program lights it in its Pseudocode panel.
const litLine = async page => JSON.parse(await page.evaluate(() => Module.ablabAsk('page-text'))).pseudocode.find(l => l.lit)?.text;

test('the lesson\'s notes and the pseudocode\'s current line are page regions that follow the step', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&step=11');
  await page.waitForFunction(() => document.querySelector('#pseudocode [aria-current="step"]'), {timeout: 10000});
  assert.match(await regionText(page, 'About this tree'), /AIMA Figure 5\.2.*The classic first example of α-β/);
  // The region lists the whole pseudocode, the step's line marked as the current one, as the
  // window's panel lights it.
  const current = () => page.$eval('#pseudocode [aria-current="step"]', item => item.textContent);
  const before = await current();
  assert.equal(before, await litLine(page));
  assert.match(await regionText(page, 'Pseudocode'), /ALPHA-BETA/);
  assert.equal(await page.$$eval('#pseudocode [aria-current="step"]', items => items.length), 1);
  // One step on by keyboard (leaf C1 evaluated, then the cutoff): the mark moves to the line the
  // window lights now.
  await tabTo(page, '[data-command="forward"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Module.ablabStats.step === 12, {timeout: 10000});
  await page.waitForFunction(old => document.querySelector('#pseudocode [aria-current="step"]')?.textContent !== old,
                             {timeout: 10000}, before);
  assert.equal(await current(), await litLine(page));
  assert.match(await current(), /prune/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('in Vietnamese the notes and the pseudocode are Vietnamese; practising, the notes are held back', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&step=12&lang=vi');
  await page.waitForFunction(() => document.documentElement.lang === 'vi', {timeout: 10000});
  const notes = await regionText(page, 'Về cây này');
  assert.match(notes, /AIMA Hình 5\.2: cây trò chơi hai tầng/);
  assert.equal(await page.$eval('#pseudocode [aria-current="step"]', item => item.textContent), await litLine(page));
  const description = () => page.$eval('#tree-description', p => p.textContent);
  const full = await description();
  assert.ok(full.length > 100, full);
  await tabTo(page, '#practice');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-pressed') === 'true', {timeout: 10000});
  await page.waitForFunction(old => document.getElementById('tree-description').textContent !== old, {timeout: 10000}, full);
  // What the window's File panel says instead: the notes explain the solution.
  assert.match(await regionText(page, 'Về cây này'), /luyện tập/);
  assert.ok(!(await regionText(page, 'Về cây này')).includes(full));
  assert.deepEqual(problems, []);
  await page.close();
});

test('keyboard only, practice: values and pruned marks from the outline, Check, and the grade announced', async () => {
  const {page, problems} = await open('#tree=aima-fig5.2&practice=1');
  await page.waitForFunction(() => !document.getElementById('practice-check').hidden, {timeout: 10000});
  const focusedLine = () => page.evaluate(() => document.activeElement.querySelector('span')?.textContent || '');
  // Down the outline to a node, Enter, the answer typed (and the pruned box ticked), applied.
  async function answer(label, value, prune) {
    await tabTo(page, '#outline [role="treeitem"]');
    await page.keyboard.press('Home');
    for (let i = 0; i < 20 && !(await focusedLine()).startsWith(label + ','); ++i) await page.keyboard.press('ArrowDown');
    assert.ok((await focusedLine()).startsWith(label + ','), `the outline reached ${label}`);
    await page.keyboard.press('Enter');
    if (value !== null) {
      assert.equal(await page.evaluate(() => document.activeElement.id), 'leaf-value');
      assert.equal(await page.$eval('#leaf-label', l => l.textContent), `${label}: value`);
      await page.keyboard.type(value);
    }
    if (prune) {
      await tabTo(page, '#leaf-pruned');
      await page.keyboard.press('Space');
    }
    await tabTo(page, '#leaf-apply');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('leaf-editor').hidden, {timeout: 10000});
  }
  await answer('A', '3', false);
  await answer('B', '3', false);
  await answer('C', '<= 2', false);
  await answer('D', '2', false);
  await answer('C2', null, true);
  await answer('C3', null, true);
  // The outline says what was answered, as a screen reader reads each item.
  await page.waitForFunction(() => /C3, MAX, value 6, marked pruned/.test(document.getElementById('outline').textContent),
                             {timeout: 10000});
  const items = await page.$$eval('#outline [role="treeitem"] > span', spans => spans.map(s => s.textContent));
  assert.ok(items.includes('C, MIN, your answer: <= 2'), items.join(' | '));
  assert.ok(items.includes('C2, MAX, value 4, marked pruned'), items.join(' | '));
  await tabTo(page, '#practice-check');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /points/.test(document.getElementById('practice-result').textContent), {timeout: 10000});
  // Announced: a polite status region the accessibility tree holds with the grade's words.
  const region = (await accessibleNodes(page, '#practice-result'))[0];
  assert.equal(region.role, 'status');
  assert.match(await page.$eval('#practice-result', p => p.textContent), /^(\d+) of \1 points: fully right$/);
  assert.deepEqual(problems, []);
  await page.close();
});
