// Memory given back when a big tree is closed: WebAssembly's memory only grows, so after the
// full game tree (38 MB of text, about 400 MB of the program's memory) a small tree opened in the
// same page reopens the page on its own address, which starts the program again on a fresh
// memory, showing the same tree at the same step. Run: node --test tests/web/memory_test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ablab, freshPage, reloadedBy, root, siteAndBrowser, waitForFrames} from './page.mjs';

const shared = siteAndBrowser();
const memoryMb = page => page.evaluate(() => Module.HEAP8.buffer.byteLength / 1048576);

test('a small tree opened after the full game tree gets the memory back, and shows what it said', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'ablab-memory-'));
  const game = join(folder, 'tictactoe-full.json');
  execFileSync(ablab, ['game', 'tictactoe', '--no-symmetry', '--eval', 'win-loss', '--out', game, '--force']);
  const small = join(folder, 'small.json');
  copyFileSync(join(root, 'trees/aima-fig5.2.json'), small);
  const {page, problems} = await freshPage(shared, {width: 1280, height: 720}, '#tree=aima-fig5.2');
  const atStart = await memoryMb(page);

  await (await page.$('#file')).uploadFile(game);
  await page.waitForFunction(() => Module.ablabStats.nodes > 500000, {timeout: 120000, polling: 200});
  await waitForFrames(page, 5, 120000);
  const withBigTree = await memoryMb(page);
  assert.ok(withBigTree > 256, `the full game tree took the memory from ${atStart} MB to ${withBigTree} MB only`);

  // The small tree opened through the same file input: the page starts again on its address.
  await reloadedBy(page, async () => (await page.$('#file')).uploadFile(small), 120000);
  const after = await memoryMb(page);
  assert.ok(after <= atStart * 1.5, `after the big tree was closed the memory is ${after} MB (${atStart} MB at the start)`);
  assert.match(await page.evaluate(() => location.hash), /^#tree=z/);
  assert.equal(await page.evaluate(() => Module.ablabStats.nodes), 13, 'the small tree is shown');
  assert.deepEqual(problems, []);
  await page.close();
  rmSync(folder, {recursive: true, force: true});
});
