// Fonts only for the language shown: an English page, first visit and service worker included,
// never fetches the Chinese fonts (1.35 MB gzip); choosing Chinese fetches them once, and they
// are kept for offline use from then on. Run: node --test tests/web/fonts_test.mjs
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {serveSite, startBrowser, waitForFrames} from './page.mjs';

let served, chromium;
const fetched = [];  // every path the server was asked for
before(async () => {
  served = await serveSite();
  served.server.on('request', request => fetched.push(new URL(request.url, 'http://x').pathname));
  chromium = await startBrowser();
});
after(async () => {
  await chromium?.close();
  served?.server.close();
});

const cjk = () => fetched.filter(path => /NotoSansCJKsc-(Regular|Bold)\.otf$/.test(path));

test('an English page fetches no Chinese font, the service worker none either; Chinese chosen fetches and keeps them', async () => {
  const page = await chromium.browser.newPage();
  const problems = [];
  page.on('pageerror', error => problems.push(String(error)));
  await page.goto(served.url + '#tree=aima-fig5.2&step=12&lang=en');
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  // The worker has kept the whole site (page, program, data, icons)...
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => (await (await caches.open('ablab-site')).keys()).length >= 11, {timeout: 60000});
  await waitForFrames(page, 10);
  // ...and neither it nor the page asked for a Chinese font.
  assert.deepEqual(cjk(), []);
  assert.equal(await page.evaluate(() => Module.ablabStats.cjkFont), false);
  assert.equal(await page.evaluate(async () => Boolean(await caches.match('fonts/NotoSansCJKsc-Regular.otf'))), false);
  // Chinese chosen from the page: both fonts come, once each, and are kept.
  await page.select('#language', 'zh');
  await page.waitForFunction(() => Module.ablabStats.cjkFont, {timeout: 30000});
  await page.waitForFunction(async () => Boolean(await caches.match('fonts/NotoSansCJKsc-Regular.otf')) &&
                             Boolean(await caches.match('fonts/NotoSansCJKsc-Bold.otf')), {timeout: 30000});
  const counts = {};
  for (const path of cjk()) counts[path] = (counts[path] || 0) + 1;
  assert.deepEqual(Object.keys(counts).sort(), ['/fonts/NotoSansCJKsc-Bold.otf', '/fonts/NotoSansCJKsc-Regular.otf']);
  assert.deepEqual(problems, []);
  await page.close();
});
