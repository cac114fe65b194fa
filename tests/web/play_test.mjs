// Play mode in the browser (issue 41): the page opened on a link's play=tictactoe, a whole game
// against the engine played with real clicks on the board, the board read back off each
// screenshot the way the desktop's pixel test reads it (tests/app/gui/play_board_pixels.py).
// Also the board at a phone's size held upright. The screenshots stay in ABLAB_PLAY_SHOTS (else
// a temporary folder), to look at. Needs `bash scripts/web.sh`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {boardRect, freshPage, root, siteAndBrowser} from './page.mjs';

const shared = siteAndBrowser();
const out = process.env.ABLAB_PLAY_SHOTS || mkdtempSync(join(tmpdir(), 'ablab-play-'));
mkdirSync(out, {recursive: true});
const desk = {width: 1280, height: 720, deviceScaleFactor: 1};
const phone = {width: 390, height: 844, deviceScaleFactor: 3, hasTouch: true, isMobile: true};

// The page's screenshot, kept as NAME.png, and the board on it: {left, top, cell, board:
// 'X.O……', state}, in CSS px at a desk's scale of 1.
async function boardOf(page, name) {
  const file = join(out, name + '.png');
  writeFileSync(file, await page.screenshot({type: 'png'}));
  const line = execFileSync('python3', [join(root, 'tests/app/gui/play_board_pixels.py'), file]).toString().trim();
  const [left, top, cell, board, state] = line.split(' ');
  return {left: Number(left), top: Number(top), cell: Number(cell), board, state};
}

// A click as a mouse makes it, held over a few frames: the window reads the mouse once a frame.
// A page with nothing changing draws no frame (a click refused changes nothing), so the waits
// are times, not frame counts.
const pause = ms => new Promise(done => setTimeout(done, ms));
async function click(page, x, y) {
  await page.mouse.move(x, y);
  await pause(200);
  await page.mouse.down();
  await pause(150);
  await page.mouse.up();
  await pause(600);
}

test('a whole tic-tac-toe game in the browser with clicks; the engine never loses', async () => {
  const {page, problems} = await freshPage(shared, desk, '#play=tictactoe');
  assert.ok((await boardRect(page)).w / 3 >= 60, 'cells of at least 60 px');
  // Each click goes where the last screenshot showed the board: the lines above it grow as the
  // run does.
  let seen = await boardOf(page, 'desk-start');
  const clickSquare = square =>
    click(page, seen.left + seen.cell * (square % 3 + 0.5), seen.top + seen.cell * (Math.floor(square / 3) + 0.5));
  assert.equal(seen.board, '.........');
  for (let turn = 1; seen.state === 'playing'; ++turn) {
    assert.ok(turn <= 5, `the game did not end: ${seen.board}`);
    const before = seen.board;
    const square = before.indexOf('.');
    await clickSquare(square);
    seen = await boardOf(page, `desk-turn-${turn}`);
    assert.ok(seen.board.replaceAll('.', '').length > before.replaceAll('.', '').length,
              `turn ${turn}: the click on square ${square} played nothing (${before} → ${seen.board})`);
    if (turn === 1) {
      // The engine's square refuses a click: the board stays as it is.
      const kept = seen.board, taken = kept.indexOf('O');
      assert.ok(taken >= 0, `the engine did not reply: ${kept}`);
      await clickSquare(taken);
      seen = await boardOf(page, 'desk-occupied-click');
      assert.equal(seen.board, kept);
    }
  }
  assert.notEqual(seen.state, 'X-wins', `the engine lost: ${seen.board}`);
  // The address follows the game: a reload opens a game of the same kind.
  assert.match(await page.evaluate(() => location.hash), /play=tictactoe/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('connect four presented at 1280 × 720: cells of at least 60 px, beside the tree', async () => {
  const {page, problems} = await freshPage(shared, desk, '#play=connect4');
  await page.focus('#canvas');
  await page.keyboard.press('F5');
  await pause(1000);
  writeFileSync(join(out, 'desk-connect4-presenting.png'), await page.screenshot({type: 'png'}));
  const rect = await boardRect(page);
  assert.ok(rect.w / 7 >= 60, `cells of ${(rect.w / 7).toFixed(0)} px`);
  assert.ok(rect.x + rect.w <= desk.width / 2 + 1, 'the board leaves half the screen to the tree');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the board at a phone held upright: over the tree, large enough to tap', async () => {
  const {page, problems} = await freshPage(shared, phone, '#play=connect4');
  await pause(500);
  writeFileSync(join(out, 'phone-connect4-start.png'), await page.screenshot({type: 'png'}));
  const rect = await boardRect(page);
  // Seven columns across the phone's width: a fingertip's 44 CSS px each.
  assert.ok(rect.w / 7 >= 44, `columns of ${(rect.w / 7).toFixed(0)} CSS px`);
  await page.touchscreen.tap(rect.x + rect.w / 2, rect.y + rect.h - 10);
  await pause(1500);
  writeFileSync(join(out, 'phone-connect4.png'), await page.screenshot({type: 'png'}));
  // The address is the game's (a reply's tree is too big for a link): a reload starts a new one.
  await page.waitForFunction(() => location.hash.endsWith('&play=connect4'), {timeout: 10000, polling: 100});
  assert.deepEqual(problems, []);
  await page.close();
});
