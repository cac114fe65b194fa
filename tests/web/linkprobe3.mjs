import {canvasShot, countStyles, serveSite, startBrowser, waitForFrames} from './page.mjs';
const served = await serveSite();
const chromium = await startBrowser();
const context = await chromium.browser.createBrowserContext();
for (let i = 0; i < 4; ++i) {
  const page = await context.newPage();
  const t0 = performance.now();
  await page.goto(served.url + `#tree=aima-fig5.2&step=${i}`, {waitUntil: 'domcontentloaded'});
  const tl = [`dom ${Math.round(performance.now() - t0)}`];
  let last = -2;
  while (true) {
    const f = await page.evaluate(() => window.Module ? (Module.ablabStats ? Module.ablabStats.frames : -1) : -2);
    if (f !== last) { tl.push(`${f}@${Math.round(performance.now() - t0)}`); last = f; }
    if (f >= 5) break;
    await new Promise(r => setTimeout(r, 10));
  }
  const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').map(e => [e.name.split('/').pop().slice(0,20), Math.round(e.startTime), Math.round(e.responseEnd)])));
  console.log(tl.join(' '), nav);
  await page.close();
}
await context.close(); await chromium.close(); served.server.close();
