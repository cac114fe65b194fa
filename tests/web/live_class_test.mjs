// A live class in two headless Chromium pages, as a lecture runs it (issue 45): `ablab serve`
// serves the browser build; the presenter opens it at a desk's size with #present=TOKEN and
// steps with the arrow key; a student joins on a phone-sized page with the code, follows the
// step, answers each question the presenter asks with one tap, and sees the reveal. Both pages
// are looked at: when ABLAB_LIVE_SHOTS names a folder, their screenshots go there (docs/live.md).
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {site, startBrowser, startServe, waitForFrames} from './page.mjs';

const phone = {width: 390, height: 844, deviceScaleFactor: 2, hasTouch: true, isMobile: true};
const shots = process.env.ABLAB_LIVE_SHOTS;
let chromium, session;

before(async () => {
  session = await startServe(site);
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  session?.server.kill('SIGTERM');
});

const pageText = async page => JSON.parse(await page.evaluate(() => Module.ablabAsk('page-text')));
const text = (page, selector) => page.$eval(selector, element => element.textContent);

// Only the page in front draws frames (a tab behind it is not painted), and the presenter's
// program reads the server's messages in its frames: each side is brought to the front to act.
// Waits, drawing frames, until the presenter's page text satisfies `holds`.
async function presenterShows(page, holds, what) {
  await page.bringToFront();
  for (let tries = 0; tries < 200; ++tries) {
    const shown = await pageText(page);
    if (holds(shown)) return shown;
    await waitForFrames(page, 2);
  }
  assert.fail(`the presenter never showed ${what}: ${JSON.stringify(await pageText(page))}`);
}

async function press(page, key) {
  await page.bringToFront();
  await page.keyboard.press(key);
  await waitForFrames(page, 2);
}

test('a presenter steps AIMA 5.2 and a phone answers each question before its reveal', async () => {
  const errors = [];
  const presenter = await chromium.browser.newPage();
  presenter.on('pageerror', error => errors.push(String(error)));
  await presenter.goto(`${session.base}/#tree=aima-fig5.2&lang=en&present=${session.token}`);
  await waitForFrames(presenter, 3);
  // The page presents to the server it came from: the session's code comes back.
  await presenterShows(presenter, shown => shown.session === session.code, 'the session code');
  // The projector shows the address bar: the token leaves it once the page has read it.
  await presenter.waitForFunction(token => !location.href.includes(token), {timeout: 10000}, session.token);

  const student = await chromium.browser.newPage();
  await student.setViewport(phone);
  await student.goto(session.join);
  await student.type('#name', 'Minh');
  await student.bringToFront();
  await student.tap('form button');
  await student.waitForFunction(() => !document.querySelector('#live').hidden, {timeout: 10000});
  await student.waitForFunction(() => document.querySelector('#sentence').textContent.startsWith('Press'), {timeout: 10000});
  if (shots) {
    await presenter.bringToFront();
    await waitForFrames(presenter, 3);
    await presenter.screenshot({path: join(shots, 'live-presenter-join.png')});
  }

  // → until the first question: the join card goes away and the phone follows the step.
  await presenter.bringToFront();
  await presenter.focus('#canvas');
  let shown = await pageText(presenter);
  for (let i = 0; i < 40 && shown.room === ''; ++i) {
    await press(presenter, 'ArrowRight');
    shown = await pageText(presenter);
  }
  assert.equal(shown.room, 'Press → to ask the room.');
  // The phone shows the step the projector shows: its sentence, the question asked at it.
  await student.bringToFront();
  await student.waitForFunction(() => !document.querySelector('#sentence').textContent.startsWith('Press'), {timeout: 10000});

  let asked = 0;
  for (let question = 0; question < 3; ++question) {
    // Ask: the phone shows the question and its choices, and nothing says which is right.
    await press(presenter, 'ArrowRight');
    await waitForFrames(presenter, 3);  // the ask goes out after the frame
    await student.bringToFront();
    await student.waitForSelector('#choices button:not([disabled])', {timeout: 10000});
    const choices = await student.$$eval('#choices button', buttons => buttons.map(b => b.textContent));
    assert.ok(choices.length >= 2, `choices: ${choices}`);
    assert.equal(await student.$('#choices button.right'), null, 'no choice is marked right before the reveal');
    await presenterShows(presenter, s => s.room.startsWith('0 of 1 have answered'), 'nobody answered yet');
    // One tap: the presenter's count goes to 1 of 1.
    await student.bringToFront();
    await student.tap('#choices button:nth-child(1)');
    await presenterShows(presenter, s => s.room.startsWith('1 of 1 have answered'), 'the phone\'s answer');
    if (shots && question === 0) {
      await student.bringToFront();
      await student.screenshot({path: join(shots, 'live-student-question.png')});
      await presenter.bringToFront();
      await waitForFrames(presenter, 3);
      await presenter.screenshot({path: join(shots, 'live-presenter-question.png')});
    }
    // Close: the distribution on the projector; the phone's buttons stop.
    await press(presenter, 'ArrowRight');
    await presenterShows(presenter, s => s.room === '→ reveals the answer.', 'the answers closed');
    if (shots && question === 0) await presenter.screenshot({path: join(shots, 'live-presenter-answers.png')});
    await waitForFrames(presenter, 3);
    await student.bringToFront();
    await student.waitForFunction(() => document.querySelector('#choices button').disabled, {timeout: 10000});
    // Reveal: the window plays on; a node's return is revealed to the phones when it returns.
    await press(presenter, 'ArrowRight');
    ++asked;
    for (let i = 0; i < 40 && (await pageText(presenter)).room === ''; ++i) await press(presenter, 'ArrowRight');
  }
  // On to the end of the run (a question on the way takes three presses: ask, close, reveal):
  // every reveal reaches the phone, each marking the right choice.
  for (let i = 0; i < 120; ++i) {
    const s = await pageText(presenter);
    if (s.step >= s.last && s.room === '') break;
    await press(presenter, 'ArrowRight');
  }
  assert.equal((await pageText(presenter)).step, (await pageText(presenter)).last);
  await waitForFrames(presenter, 3);
  await student.bringToFront();
  await student.waitForFunction(() => document.querySelector('#verdict').textContent !== '', {timeout: 10000});
  assert.equal(await student.$$eval('#choices button.right', buttons => buttons.length), 1, 'the reveal marks the right choice');
  if (shots) await student.screenshot({path: join(shots, 'live-student-reveal.png')});
  assert.ok(asked >= 3);

  // The answers' CSV holds the student's name as typed and an answer per question asked.
  const csv = await (await fetch(`${session.base}/answers.csv?token=${session.token}`)).text();
  const rows = csv.trim().split('\n');
  assert.ok(rows.length >= 1 + asked, csv);
  assert.ok(rows.slice(1).every(row => row.startsWith('Minh,')), csv);
  assert.equal((await fetch(`${session.base}/answers.csv?token=wrong`)).status, 403);
  assert.deepEqual(errors, []);
  await student.close();
  await presenter.close();
});
