// The address always reopens what is shown: it follows each step (replaceState), an address
// changed in the same tab (an edited step, a second #tree= link) or Back reopens what it says,
// and ?tree=…&step=… reads as the same link after "#" does. Run: node --test tests/web/address_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteAndBrowser, stats} from './page.mjs';

const shared = siteAndBrowser();

// Waits until the page shows `lesson` at `step` (after a reload as well), and returns the
// program's account of what it shows.
async function shows(page, lesson, step, what) {
  try {
    await page.waitForFunction(
      async (lesson, step) => window.Module && Module.ablabStats.frames >= 3 && Module.ablabStats.step === step &&
                              JSON.parse(await Module.ablabAsk('link')).lesson === lesson,
      {timeout: 30000, polling: 100}, lesson, step);
  } catch (error) {
    const now = await page.evaluate(async () => window.Module && Module.ablabStats.frames >= 3
      ? {step: Module.ablabStats.step, lesson: JSON.parse(await Module.ablabAsk('link')).lesson, hash: location.hash} : null);
    assert.fail(`${what}: expected ${lesson} at step ${step}, the page shows ${JSON.stringify(now)}`);
  }
  return stats(page);
}

async function newPage() {
  const page = await shared.chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  return {page, problems};
}

test('the address follows each step, and an edited address or Back reopens what it says', async () => {
  const {page, problems} = await newPage();
  await page.goto(shared.served.url + '#tree=aima-fig5.2&step=12');
  await shows(page, 'aima-fig5.2', 12, 'the link');
  await page.click('[data-command="forward"]');
  await shows(page, 'aima-fig5.2', 13, 'a step forward');
  await page.waitForFunction(() => /^#tree=aima-fig5\.2&step=13(&|$)/.test(location.hash), {timeout: 5000})
    .catch(() => assert.fail('the address did not follow the step'));
  const historyLength = await page.evaluate(() => history.length);

  // The reader edits the address (or a course page's second #tree= link is clicked).
  await page.evaluate(() => { location.hash = '#tree=zhu-alphabeta-nodes-1-8&step=3'; });
  await shows(page, 'zhu-alphabeta-nodes-1-8', 3, 'an edited address');
  assert.equal(await page.evaluate(() => history.length), historyLength + 1, 'one entry for the new address');
  await page.evaluate(() => { location.hash = '#tree=zhu-alphabeta-nodes-1-8&step=5'; });
  await shows(page, 'zhu-alphabeta-nodes-1-8', 5, 'an edited step');

  // Back, twice: the edited step, then what the first lesson showed when the reader left it.
  await page.evaluate(() => history.back());
  await shows(page, 'zhu-alphabeta-nodes-1-8', 3, 'Back');
  await page.evaluate(() => history.back());
  await shows(page, 'aima-fig5.2', 13, 'Back again');
  await page.evaluate(() => history.forward());
  await shows(page, 'zhu-alphabeta-nodes-1-8', 3, 'Forward');
  assert.deepEqual(problems, []);
  await page.close();
});

test('?tree=…&step=… in the query opens what the same link after "#" opens', async () => {
  const {page, problems} = await newPage();
  await page.goto(shared.served.url + '?tree=zhu-alphabeta-nodes-1-8&step=4&lang=vi');
  const shown = await shows(page, 'zhu-alphabeta-nodes-1-8', 4, 'the query');
  assert.equal(JSON.parse(await page.evaluate(() => Module.ablabAsk('link'))).lang, 'vi');
  assert.equal(await page.$eval('#notices', section => section.hidden), true, 'no notice');
  // The fragment's keys win over the query's.
  await page.goto(shared.served.url + '?tree=zhu-alphabeta-nodes-1-8&step=4#step=2');
  await shows(page, 'zhu-alphabeta-nodes-1-8', 2, 'the query and a fragment');
  assert.ok(shown.nodes > 0);
  assert.deepEqual(problems, []);
  await page.close();
});
