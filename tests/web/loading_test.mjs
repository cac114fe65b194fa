// A slow network: the loading screen speaks the reader's language before the program does (the
// link's lang=, else the remembered one) and shows how far the download has come, a bar that
// fills as the program's and the data's bytes arrive. Run: node --test tests/web/loading_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteAndBrowser} from './page.mjs';

const shared = siteAndBrowser();

// Opens `hash` on a network of 8 Mbit/s (the 2.5 MB program then takes some 2.5 s) and notes
// what the loading screen shows every 50 ms until the program has drawn its first frame.
async function watchLoading(hash, remembered) {
  const page = await shared.chromium.browser.newPage();
  const problems = [];
  page.on('console', message => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', error => problems.push(String(error)));
  await page.evaluateOnNewDocument(settings => {
    try { localStorage.clear(); if (settings) localStorage.setItem('ablab.settings', settings); } catch (e) {}
    window.loadingSeen = [];
    const note = () => {
      const text = document.getElementById('loading-text'), bar = document.getElementById('loading-progress');
      if (text) window.loadingSeen.push([text.textContent, bar && bar.position, text.closest('[lang]').lang]);
      if (!(window.Module && Module.ablabStats && Module.ablabStats.frames > 0)) setTimeout(note, 50);
    };
    document.addEventListener('DOMContentLoaded', note);
  }, remembered || null);
  // A first visit each time: nothing from the browser's cache or an earlier visit's worker.
  await page.setCacheEnabled(false);
  await page.setBypassServiceWorker(true);
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {offline: false, latency: 20, downloadThroughput: 1e6, uploadThroughput: 1e6});
  await page.goto(shared.served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 90000, polling: 50});
  const seen = await page.evaluate(() => window.loadingSeen);
  assert.equal(await page.$('#loading'), null, 'the loading screen goes once the program runs');
  await session.detach();
  await page.close();
  return {seen, problems};
}

test('on a slow network the loading screen is in the link\'s language and its bar fills as the bytes come', async () => {
  for (const [hash, words, lang] of [['#tree=aima-fig5.2&lang=zh', '正在加载 ablab…', 'zh'], ['#lang=vi', 'đang tải ablab…', 'vi'],
                                     ['#tree=aima-fig5.2', 'loading ablab…', 'en']]) {
    const {seen, problems} = await watchLoading(hash);
    assert.ok(seen.length >= 10, `${hash}: the loading screen was seen ${seen.length} times`);
    assert.deepEqual([...new Set(seen.map(([text]) => text))], [words], hash);
    assert.deepEqual([...new Set(seen.map(([, , l]) => l))], [lang], `${hash}: the loading words' lang`);
    // The bar: not known at first (-1), then parts between 0 and 1 that only grow, to the whole.
    const parts = seen.map(([, position]) => position).filter(position => position >= 0);
    const between = parts.filter(position => position > 0.05 && position < 0.95);
    assert.ok(between.length >= 3, `${hash}: the bar showed ${parts.map(p => p.toFixed(2)).join(' ')}`);
    assert.ok(parts.every((position, i) => i === 0 || position >= parts[i - 1]), `${hash}: the bar went back`);
    assert.deepEqual(problems, []);
  }
});

test('with no lang= in the link the loading screen speaks the language the reader\'s settings remember', async () => {
  const {seen} = await watchLoading('#tree=aima-fig5.2&step=3', JSON.stringify({language: 'zh'}));
  assert.deepEqual([...new Set(seen.map(([text]) => text))], ['正在加载 ablab…']);
});
