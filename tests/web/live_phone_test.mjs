// The live session's phone page (app/serve/join/, served by `ablab serve` at /join) in headless
// Chromium at a phone's size: it speaks the phone's language, joins with the code from the QR
// link and a name, follows the presenter's step, answers with one tap (a second tap replaces
// it), shows the reveal, and comes back with its answer after the connection drops. A second
// page plays the presenter over the same WebSocket. The screenshots of docs/live.md are taken
// here when ABLAB_LIVE_SHOTS names a folder.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startBrowser, startServe} from './page.mjs';

const phone = {width: 390, height: 844, deviceScaleFactor: 2, hasTouch: true, isMobile: true};
const shots = process.env.ABLAB_LIVE_SHOTS;
let chromium, site, session;

// `ablab serve` over a folder holding a page of its own: the phone page is compiled in.
function startServeOverSite() {
  site = mkdtempSync(join(tmpdir(), 'ablab-live-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  return startServe(site);
}

before(async () => {
  session = await startServeOverSite();
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  session?.server.kill('SIGTERM');
  rmSync(site, {recursive: true, force: true});
});

async function phonePage(language) {
  const page = await chromium.browser.newPage();
  await page.setViewport(phone);
  await page.evaluateOnNewDocument(tag => {
    Object.defineProperty(navigator, 'languages', {get: () => [tag]});
    Object.defineProperty(navigator, 'language', {get: () => tag});
  }, language);
  return page;
}

// The presenter: a page of the server's origin holding a WebSocket, its messages kept.
async function presenterPage() {
  const page = await chromium.browser.newPage();
  await page.goto(session.base + '/qr.svg');
  await page.evaluate(token => new Promise((resolve, reject) => {
    window.received = [];
    window.live = new WebSocket(location.origin.replace('http', 'ws') + '/live');
    live.onmessage = event => received.push(JSON.parse(event.data));
    live.onopen = () => { live.send(JSON.stringify({type: 'present', token})); resolve(); };
    live.onerror = reject;
  }), session.token);
  return {
    page,
    send: message => page.evaluate(m => live.send(JSON.stringify(m)), message),
    // Polled on a timer: the presenter's tab is behind the phone's, where animation frames
    // (waitForFunction's default polling) do not run.
    waitFor: (predicate, arg) => page.waitForFunction(predicate, {timeout: 10000, polling: 100}, arg),
  };
}

const text = (page, selector) => page.$eval(selector, element => element.textContent);

test('the page speaks the phone\'s language', async () => {
  for (const [tag, join] of [['en-GB', 'Join'], ['zh-CN', '加入'], ['vi-VN', 'Tham gia']]) {
    const page = await phonePage(tag);
    await page.goto(session.join);
    assert.equal(await text(page, 'form button'), join, tag);
    assert.equal(await page.$eval('#code', input => input.value), session.code);
    await page.close();
  }
});

test('a phone joins, follows the step, answers with one tap and sees the reveal', async () => {
  const presenter = await presenterPage();
  await presenter.send({type: 'step', step: 4, sentence: 'B1 returns 3 to B: β at B falls to 3.', lesson: 'AIMA fig. 5.2', link: '#step=4'});
  const page = await phonePage('en-US');
  await page.goto(session.join);
  await page.type('#name', 'Lan <img src=x onerror=alert(1)>');
  await page.tap('form button');
  await page.waitForFunction(() => !document.querySelector('#live').hidden, {timeout: 10000});
  assert.equal(await text(page, '#who'), 'Joined as Lan <img src=x onerror=alert(1)>. Follow the projector.');
  assert.equal(await page.$('img'), null);  // the name stayed text
  assert.equal(await text(page, '#sentence'), 'B1 returns 3 to B: β at B falls to 3.');

  await presenter.send({type: 'ask', question: 1, text: 'B2 returns 12 to B. Is there a cutoff at B?',
                        choices: ['no cutoff', 'α-cutoff', 'β-cutoff', 'deep α-cutoff']});
  await page.waitForSelector('#choices button', {timeout: 10000});
  assert.equal((await page.$$('#choices button')).length, 4);
  await page.tap('#choices button:nth-child(3)');
  await page.tap('#choices button:nth-child(2)');  // changes its mind: the new answer replaces the old
  await presenter.waitFor(() => received.some(m => m.type === 'tally' && m.counts[1] === 1 && m.answered === 1));
  assert.equal(await page.$eval('#choices button[aria-pressed="true"]', b => b.textContent), 'α-cutoff');
  if (shots) await page.screenshot({path: join(shots, 'live-phone-question.png')});

  // The network goes and comes back: the page rejoins with its key and has its answer again.
  await page.setOfflineMode(true);
  await page.evaluate(() => { for (const s of [window.state?.socket]) s?.close(); });
  await page.setOfflineMode(false);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#choices button[aria-pressed="true"]'), {timeout: 15000});
  assert.equal(await page.$eval('#choices button[aria-pressed="true"]', b => b.textContent), 'α-cutoff');

  await presenter.send({type: 'close', question: 1});
  await page.waitForFunction(() => document.querySelector('#choices button').disabled, {timeout: 10000});
  await presenter.send({type: 'reveal', question: 1, right: 2,
                        verdict: 'β-cutoff at B: β = 3 ≤ α = 3, so B3 is never looked at.'});
  await page.waitForFunction(() => document.querySelector('#verdict').textContent !== '', {timeout: 10000});
  assert.equal(await text(page, '#state'), 'Not quite.');
  assert.equal(await text(page, '#choices button.right'), 'β-cutoff');
  if (shots) await page.screenshot({path: join(shots, 'live-phone-reveal.png')});

  await presenter.send({type: 'end'});
  await page.waitForFunction(() => document.querySelector('#question').hidden, {timeout: 10000});
  assert.equal(await text(page, '#sentence'), 'The session has ended. Thank you!');
  await page.close();
  await presenter.page.close();
});
