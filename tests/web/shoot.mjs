// Screenshots of the page at a phone's and a desk's size, for a person to look at (not a test).
// Run: node tests/web/shoot.mjs OUT_FOLDER [HASH]
import {serveSite, startBrowser, waitForFrames} from './page.mjs';
const [out = '/tmp', hash = '#tree=aima-fig5.2&step=12'] = process.argv.slice(2);
const served = await serveSite();
const chromium = await startBrowser();
const sizes = {phone: {width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true, isMobile: true},
               sideways: {width: 844, height: 390, deviceScaleFactor: 3, hasTouch: true, isMobile: true},
               desk: {width: 1280, height: 720, deviceScaleFactor: 1}};
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await chromium.browser.newPage();
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(() => { try { localStorage.clear(); } catch (e) {} });
  await page.goto(served.url + hash);
  await page.waitForFunction(() => window.Module && Module.ablabStats.frames >= 3, {timeout: 60000, polling: 20});
  await waitForFrames(page, 5);
  await page.screenshot({path: `${out}/${name}.png`});
  await page.close();
}
await chromium.close();
served.server.close();
