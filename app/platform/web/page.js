// The page's part (index.html): starting the program on the link, the bar's buttons, files in,
// the page's text beside the canvas (the status line announced, the step controls, the tree as
// an outline a keyboard can walk and edit), touch (swipe to step, pinch to zoom) and the
// service worker that keeps the site for offline use. What a link says is read by the program
// (platform/link_options.h, through ablab_read_link and --link); every word shown comes from the
// program's catalogue (the page-text request, platform::serveRequests). The program's words
// override the English defaults here.
'use strict';
const $ = id => document.getElementById(id);
const stage = $('stage');
const note = $('link-note');
let words = null;  // the page's words in the window's language, from the program

// base64url of raw-deflated UTF-8, and back: the "z:" form of a tree in a link.
async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
// Inflating stops at `most` bytes: a few kilobytes of deflate can unpack to a gigabyte. Returns
// the bytes, or null when there were more.
async function inflate(encoded, most) {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, c => c.charCodeAt(0));
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > most) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) { out.set(chunk, at); at += chunk.length; }
  return out;
}

// The link as the program reads it: the query a course page may write (?tree=…&step=…, or
// only ?lang=zh) and then the part after "#", read the same way; a key in both is the
// fragment's (the last of a key wins).
function linkFragment() {
  const query = location.search.slice(1);
  const fragment = location.hash.slice(1);
  return query + (query && fragment ? '&' : '') + fragment;
}

// ---- Loading ----------------------------------------------------------------------------

// The loading screen speaks the language the page will, before the program (and its catalogue)
// is there to say anything: the link's lang=, else the one the reader's settings remember. So
// its words are the page's own, the only ones not from the catalogue. The bar counts the
// program's bytes (ablab.wasm, fetched here so that they can be counted, still compiled as they
// stream) and the data package's (lessons, Latin fonts; emscripten's setStatus reports them).
const loadingWords = {en: 'loading ablab…', zh: '正在加载 ablab…', vi: 'đang tải ablab…'};
function startingLanguage() {
  const linked = new URLSearchParams(linkFragment()).getAll('lang').pop();
  if (linked && loadingWords[linked]) return linked;
  try {
    const remembered = JSON.parse(localStorage.getItem('ablab.settings') || '{}').language;
    if (loadingWords[remembered]) return remembered;
  } catch (e) {}
  return 'en';
}
{
  const language = startingLanguage();
  // Its own lang: the bar's words stay English until the program gives them (updateText).
  $('loading').lang = language;
  $('loading-text').textContent = loadingWords[language];
}
const loadingBytes = {wasm: [0, 0], data: [0, 0]};  // [arrived, expected]; 0 expected: not known
function showLoading() {
  const progress = $('loading-progress');
  const {wasm, data} = loadingBytes;
  const expected = wasm[1] + data[1];
  if (!progress || expected === 0) return;
  progress.max = 1;
  progress.value = Math.min(1, (Math.min(wasm[0], wasm[1]) + Math.min(data[0], data[1])) / expected);
}
function instantiateWasm(imports, receiveInstance) {
  fetch('ablab.wasm').then(response => {
    if (!response.ok) throw new Error(`ablab.wasm: HTTP ${response.status}`);
    // A compressed answer's length is not the bytes the stream gives: then only the data counts.
    const length = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length')) || 0;
    loadingBytes.wasm = [0, length];
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) { loadingBytes.wasm[0] += chunk.length; showLoading(); controller.enqueue(chunk); }}));
    return WebAssembly.instantiateStreaming(new Response(counted, {headers: {'Content-Type': 'application/wasm'}}), imports);
  }).then(({instance, module}) => receiveInstance(instance, module))
    .catch(error => console.error('ablab: the program could not be loaded: ' + error));
  return {};  // emscripten's sign that the instance comes later
}
function loadingStatus(text) {
  const bytes = /\((\d+)\/(\d+)\)/.exec(text);
  if (!/^Downloading data/.test(text) || !bytes) return;
  loadingBytes.data = [Number(bytes[1]), Number(bytes[2])];
  showLoading();
}

// A live class (docs/live.md): the presenter's WebSocket to `ablab serve`, at /live of the
// server it was served by. The window's messages wait here until the socket is open; what the
// server says goes to the window as a request, done at its next frame like any other. A socket
// that closes is opened again after a few seconds while the window still presents.
const liveChannel = {
  socket: null, waiting: [], server: '', retry: 0,
  send(server, text) {
    this.server = server;
    if (this.socket && this.socket.readyState === WebSocket.OPEN) return this.socket.send(text);
    // A step waiting behind a step replaces it (the room needs the latest only), as the window's
    // outbox does: a socket closed for long keeps a short queue.
    const isStep = t => t.includes('"type":"step"');
    if (isStep(text) && this.waiting.length && isStep(this.waiting[this.waiting.length - 1])) this.waiting.pop();
    this.waiting.push(text);
    if (!this.socket) this.open();
  },
  open() {
    const address = this.server.replace(/^http/, 'ws').replace(/\/$/, '') + '/live';
    const socket = this.socket = new WebSocket(address);
    socket.onopen = () => {
      this.retry = 0;
      ask('live-open', {open: true});
      for (const text of this.waiting.splice(0)) socket.send(text);
    };
    socket.onmessage = event => ask('live-message', {text: String(event.data)});
    socket.onclose = () => {
      if (this.socket !== socket) return;  // closed on purpose
      this.socket = null;
      ask('live-open', {open: false});
      setTimeout(() => { if (!this.socket && this.server) this.open(); }, Math.min(8000, 1000 * 2 ** this.retry++));
    };
  },
  close() {
    const socket = this.socket;
    this.socket = null;
    this.server = '';
    this.waiting = [];
    if (socket) socket.close();
  },
};

const call = (name, type = 'string', types = [], args = []) => Module.ccall(name, type, types, args);
// What the page asks of the running window: queued here and done by the window's loop at its
// next frame, on the state it owns (platform::serveRequests); the promise resolves with the
// answer (a string, "" for none). The page never reaches into the state between frames.
function ask(kind, args = {}) {
  return new Promise(resolve => Module.ablabRequests.push({kind, args, resolve}));
}

// Starts the program once its files are in: first what the link needs done before (inflating a
// compressed tree into the file the program opens), then main with the link.
let programStarted = false;  // the program has read the link (an address changed since is reopened)
// A link longer than the program reads is not passed (a string through ccall goes on the
// stack): only its language is, so that the program says so in the reader's language.
async function startProgram() {
  const limits = JSON.parse(call('ablab_link_limits'));
  let fragment = linkFragment();
  const args = [];
  if (fragment.length > limits.link) {
    args.push('--link-too-long', String(fragment.length));
    const lang = new URLSearchParams(fragment).getAll('lang').pop();
    fragment = lang ? 'lang=' + encodeURIComponent(lang) : '';
  }
  args.push('--link', fragment);
  try {
    const plan = JSON.parse(call('ablab_read_link', 'string', ['string'], [fragment]));
    if (plan.inflate !== undefined) {
      try {
        const bytes = await inflate(plan.inflate, limits.tree);
        if (bytes === null) {
          args.push('--link-too-large');  // the program says so, in the reader's language
        } else {
          try { Module.FS.mkdir('/link'); } catch (e) {}  // web_files.h's kLinkFolder
          Module.FS.writeFile(plan.file, bytes);
        }
      } catch (error) {
        args.push('--link-unreadable');
      }
    }
  } catch (error) {
    args.push('--link-unreadable');
  }
  programStarted = true;
  Module.callMain(args);
}

var Module = {
  canvas: $('canvas'),
  arguments: [],
  noInitialRun: true,
  instantiateWasm,
  setStatus: loadingStatus,
  print: text => console.log(text),
  printErr: text => console.warn(text),
  ablabPngRequested: false,
  ablabRequests: [],
  ablabAsk: ask,
  ablabStageSize: () => [stage.clientWidth, stage.clientHeight],
  ablabDownload(name, data) {
    const blob = data instanceof Blob ? data : new Blob([data]);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  },
  ablabLiveSend: (server, text) => liveChannel.send(server, text),
  ablabLiveClose: () => liveChannel.close(),
  ablabFullscreen(on) {
    document.body.classList.toggle('presenting', on);
    if (on && !document.fullscreenElement) document.documentElement.requestFullscreen().catch(() => {});
    if (!on && document.fullscreenElement) document.exitFullscreen().catch(() => {});
  },
  // Called after every frame with its time in ms, whether it was drawn (a frame that shows
  // nothing new is not), the tree's size and the step: the first one marks the first drawn
  // tree; the tests and measurements read ablabStats.
  // cjkFont: the Chinese font has been fetched (a page that shows no Chinese never fetches it).
  // zoom: the canvas's, relative to the fit (1: the tree fitted to the canvas); pan: its
  // offset from the fit, in CSS px.
  ablabStats: {frames: 0, drawnFrames: 0, firstFrameMs: 0, frameMs: [], drawnFrameMs: [], nodes: 0, step: 0, zoom: 1,
               pan: [0, 0], cjkFont: false},
  ablabFrame(ms, drawn, nodes, step, zoom, panX, panY) {
    const stats = Module.ablabStats;
    if (stats.frames++ === 0) stats.firstFrameMs = performance.now();
    const keep = (list, value) => { list.push(value); if (list.length > 600) list.shift(); };
    keep(stats.frameMs, ms);
    if (drawn) {
      ++stats.drawnFrames;
      keep(stats.drawnFrameMs, ms);
    }
    stats.nodes = nodes;
    stats.step = step;
    stats.zoom = zoom;
    stats.pan = [panX, panY];
    if (stats.cjkFont && !cjkFontsKept) keepCjkFonts();
  },
  // What the link got wrong, one sentence each: shown over the canvas until dismissed.
  ablabNotices(sentences) {
    const list = $('notice-list');
    for (const sentence of sentences) {
      const item = document.createElement('li');
      item.textContent = sentence;
      list.appendChild(item);
    }
    $('notices').hidden = list.children.length === 0;
  },
  ablabChanged() { scheduleTextUpdate(); followAddress(); },
  onRuntimeInitialized() {
    $('loading').remove();
    startProgram();
  },
};
document.addEventListener('fullscreenchange', () => {
  if (!document.fullscreenElement) document.body.classList.remove('presenting');
});
$('notice-dismiss').addEventListener('click', () => {
  $('notices').hidden = true;
  $('notice-list').replaceChildren();
  $('canvas').focus();
});

// ---- The page's text: status line, controls, outline -------------------------------------

let textUpdateScheduled = false;
function scheduleTextUpdate() {
  if (textUpdateScheduled) return;
  textUpdateScheduled = true;
  // After the frame that changed it, outside the program's own call.
  setTimeout(() => { textUpdateScheduled = false; updateText(); }, 0);
}

const bigTree = 200;  // more nodes than this: the outline opens on the current node's path only
const outlineMost = 2000;
const opened = new Set();
let openedFor = -1;  // the tree size `opened` was set up for
let selectedNode = 0;
let lastShown = null;

function fillSelect(select, options, chosen) {
  const key = JSON.stringify(options);
  if (select.dataset.key !== key) {
    select.replaceChildren(...options.map(([value, text]) => new Option(text, value)));
    select.dataset.key = key;
  }
  select.value = chosen;
}

// The text and the outline, asked together: both answered by the same frame.
async function updateText() {
  const [text, outline] = await Promise.all([
    ask('page-text'), ask('outline', {open: [...opened], nodes: openedFor, wholeUpTo: bigTree, most: outlineMost})]);
  const shown = JSON.parse(text);
  if (!shown.words) return;
  words = shown.words;
  lastShown = shown;
  // The page's language changes with its words, never before them: a screen reader that hears
  // the status line reads it in the language it is written in.
  document.documentElement.lang = shown.language;
  // The bar, the controls and the outline's heading in the window's language.
  $('open').textContent = words.open;
  $('open').title = words.openTitle;
  $('copy-link').textContent = words.copyLink;
  $('copy-link').title = words.copyLinkTitle;
  $('png').textContent = words.png;
  $('png').title = words.pngTitle;
  $('outline-toggle').textContent = words.outlineToggle;
  Module.canvas.setAttribute('aria-label', words.canvas);
  $('notice-dismiss').textContent = words.dismiss;
  $('notices-title').textContent = words.notices;
  $('controls').setAttribute('aria-label', words.controls);
  for (const button of document.querySelectorAll('[data-command]')) {
    const name = button.dataset.command.replace(/-(\w)/g, (_, c) => c.toUpperCase());
    button.setAttribute('aria-label', words[name]);
    button.title = words[name];
    button.disabled = shown.practising;
  }
  $('language-label').textContent = words.language;
  $('notation-label').textContent = words.notation;
  $('algorithm-label').textContent = words.algorithm;
  $('practice').textContent = words.practice;
  $('practice').setAttribute('aria-pressed', String(shown.practising));
  // Practising: Check, and what it found, announced.
  $('practice-check').hidden = !shown.practising;
  document.body.classList.toggle('practising', shown.practising);
  $('practice-check').textContent = words.check;
  $('leaf-pruned-label').textContent = words.markPruned;
  const result = shown.practising ? shown.grade : '';
  if ($('practice-result').textContent !== result) $('practice-result').textContent = result;
  $('outline-title').textContent = words.outline;
  $('outline-help').textContent = words.outlineHelp;
  $('leaf-apply').textContent = words.apply;
  $('leaf-cancel').textContent = words.cancel;
  $('library-toggle').textContent = words.library;
  $('library-title').textContent = words.libraryTitle;
  fillSelect($('language'), shown.languages.map(l => [l.code, l.name]), shown.language);
  // Each language's name in its own language, said so (a screen reader reads 简体中文 as Chinese).
  for (const option of $('language').options) option.lang = option.value;
  fillSelect($('notation'), shown.notations.map(n => [n.code, n.name]), shown.notation);
  fillSelect($('algorithm'), shown.algorithms.map(a => [a.code, a.name]), shown.algorithm);
  // The status line, the step counter first: announced together by the live region when either
  // changes.
  if ($('status-counter').textContent !== shown.counter) $('status-counter').textContent = shown.counter;
  if ($('status-text').textContent !== shown.status) $('status-text').textContent = shown.status;
  $('counter').textContent = shown.counter;
  // The lesson's notes and the pseudocode follow the step, the step's line marked as current.
  $('about-title').textContent = words.about;
  $('pseudocode-title').textContent = words.pseudocode;
  if ($('tree-title').textContent !== shown.title) $('tree-title').textContent = shown.title;
  if ($('tree-description').textContent !== shown.description) $('tree-description').textContent = shown.description;
  updatePseudocode(shown.pseudocode);
  if (!$('library').hidden && libraryLanguage !== shown.language) showLibrary();
  const {nodes} = JSON.parse(outline);
  updateOutline(JSON.parse(outline));
  releaseMemoryOfClosedTree(nodes);
}

// WebAssembly's memory only grows: the full game tree takes the program's from 64 to about
// 400 MB, and the page keeps them when the tree is closed. The one way to give them back is to
// start the program again, which the address does without losing anything: so when a small tree
// is shown on a memory grown past memoryKeptUpTo, with no unsaved edit and an address that
// reopens it (a lesson, or a tree small enough for a link), the page reloads on that address.
const memoryKeptUpTo = 256 * 1024 * 1024;
const smallTree = 100000;  // nodes: a tree that needs a small part of that memory
let releasingMemory = false;
async function releaseMemoryOfClosedTree(nodes) {
  if (releasingMemory || reopening || nodes > smallTree || Module.HEAP8.buffer.byteLength <= memoryKeptUpTo) return;
  releasingMemory = true;
  const now = JSON.parse(await ask('link', {tree: false}));
  const address = await shownAddress(true);
  if (now.dirty || address === location.origin + location.pathname) { releasingMemory = false; return; }
  history.replaceState(null, '', address);
  location.reload();
}

// One item per line, rebuilt only when the lines change (another algorithm, language or
// notation); a step only moves the mark.
function updatePseudocode(lines) {
  const list = $('pseudocode');
  const key = JSON.stringify(lines.map(line => line.text));
  if (list.dataset.key !== key) {
    list.replaceChildren(...lines.map(line => {
      const item = document.createElement('li');
      item.textContent = line.text;
      return item;
    }));
    list.dataset.key = key;
  }
  for (const [index, item] of [...list.children].entries()) {
    if (lines[index].lit) item.setAttribute('aria-current', 'step');
    else item.removeAttribute('aria-current');
  }
}

// The outline: the tree's nodes as treeitems, one focusable at a time (the selected one). The
// open set is the one the window used: for a tree new to the page, its first (the whole of a
// small tree, the root of a big one).
function updateOutline({nodes, open, items}) {
  if (openedFor !== nodes) selectedNode = 0;
  openedFor = nodes;
  opened.clear();
  for (const id of open) opened.add(id);
  const outline = $('outline');
  const hadFocus = outline.contains(document.activeElement);
  if (!items.some(item => item.id === selectedNode)) selectedNode = items.length ? items[0].id : 0;
  const lists = [outline];
  const made = [];
  outline.replaceChildren();
  for (const item of items) {
    while (lists.length > item.depth + 1) lists.pop();
    const li = document.createElement('li');
    li.setAttribute('role', 'treeitem');
    li.dataset.node = item.id;
    li.dataset.leaf = item.leaf ? '1' : '';
    if (item.given !== undefined) li.dataset.given = item.given;
    if (item.answer !== undefined) li.dataset.answer = item.answer;
    if (item.marked) li.dataset.marked = '1';
    li.setAttribute('aria-level', String(item.depth + 1));
    li.setAttribute('aria-selected', String(item.id === selectedNode));
    li.tabIndex = item.id === selectedNode ? 0 : -1;
    if (!item.leaf) li.setAttribute('aria-expanded', String(item.open));
    if (item.current) li.setAttribute('aria-current', 'step');
    const text = document.createElement('span');
    text.textContent = item.text;
    if (item.pruned) text.className = 'pruned';
    li.appendChild(text);
    lists[lists.length - 1].appendChild(li);
    made.push(li);
    if (!item.leaf && item.open) {
      const group = document.createElement('ul');
      group.setAttribute('role', 'group');
      li.appendChild(group);
      lists.push(group);
    }
  }
  if (hadFocus) outline.querySelector('[tabindex="0"]')?.focus();
}

const treeItems = () => [...$('outline').querySelectorAll('[role="treeitem"]')];
function selectItem(li) {
  if (!li) return;
  for (const other of treeItems()) {
    other.tabIndex = -1;
    other.setAttribute('aria-selected', 'false');
  }
  li.tabIndex = 0;
  li.setAttribute('aria-selected', 'true');
  selectedNode = Number(li.dataset.node);
  li.focus();
}
function setOpen(li, open) {
  const id = Number(li.dataset.node);
  if (open) opened.add(id); else opened.delete(id);
  updateText();
}

$('outline').addEventListener('keydown', event => {
  const li = event.target.closest('[role="treeitem"]');
  if (!li) return;
  const items = treeItems();
  const at = items.indexOf(li);
  const expanded = li.getAttribute('aria-expanded');
  let handled = true;
  switch (event.key) {
  case 'ArrowDown': selectItem(items[at + 1]); break;
  case 'ArrowUp': selectItem(items[at - 1]); break;
  case 'Home': selectItem(items[0]); break;
  case 'End': selectItem(items[items.length - 1]); break;
  case 'ArrowRight':
    if (expanded === 'false') setOpen(li, true);
    else if (expanded === 'true') selectItem(li.querySelector('[role="treeitem"]'));
    break;
  case 'ArrowLeft':
    if (expanded === 'true') setOpen(li, false);
    else selectItem(li.parentElement.closest('[role="treeitem"]'));
    break;
  case 'Enter':
  case ' ':
    // Practising, Enter answers for the node (its value, its pruned mark); else it edits a leaf.
    if (li.dataset.leaf || (event.key === 'Enter' && lastShown && lastShown.practising)) editLeaf(li);
    else setOpen(li, expanded !== 'true');
    break;
  default: handled = false;
  }
  if (handled) event.preventDefault();
});
$('outline').addEventListener('click', event => {
  const li = event.target.closest('[role="treeitem"]');
  if (!li) return;
  selectItem(li);
  if (li.dataset.leaf) editLeaf(li);
});

// A leaf's value, edited in a labelled box under the outline; applied through the program's
// edit (the search runs again, the outline follows).
let editing = -1;
// Practising, the same box takes the student's answer for a node: an inner node's value (a
// leaf's is given) and whether the node is marked as the root of a pruned subtree.
let editingAnswer = false;
function editLeaf(li) {
  editing = Number(li.dataset.node);
  editingAnswer = Boolean(lastShown && lastShown.practising);
  const label = li.querySelector('span').textContent.split(',')[0];
  const valueGiven = editingAnswer && li.dataset.leaf;
  $('leaf-label').textContent = !words ? label : editingAnswer ? `${label}: ${words.answerValue}` : words.leafValue.replace('{node}', label);
  $('leaf-label').hidden = valueGiven;
  $('leaf-problem').textContent = '';
  $('leaf-pruned-choice').hidden = !editingAnswer;
  $('leaf-pruned').checked = Boolean(li.dataset.marked);
  $('leaf-editor').hidden = false;
  const input = $('leaf-value');
  input.hidden = valueGiven;
  input.value = editingAnswer ? li.dataset.answer || '' : li.dataset.given || '';
  if (valueGiven) {
    $('leaf-pruned').focus();
    return;
  }
  input.focus();
  input.select();
}
function closeEditor() {
  $('leaf-editor').hidden = true;
  const li = $('outline').querySelector(`[data-node="${editing}"]`);
  editing = -1;
  (li || $('outline').querySelector('[tabindex="0"]'))?.focus();
}
$('leaf-editor').addEventListener('submit', async event => {
  event.preventDefault();
  const text = $('leaf-value').value.trim();
  const problem = editingAnswer ? await ask('practice-entry', {node: editing, text, pruned: $('leaf-pruned').checked})
                                : await ask('edit-leaf', {node: editing, text});
  if (problem) {
    $('leaf-problem').textContent = problem;
    return;
  }
  closeEditor();  // the outline follows the edit (Module.ablabChanged)
  if (editingAnswer) updateText();  // an answer changes no step or tree: ask for the outline again
});
$('leaf-cancel').addEventListener('click', closeEditor);
$('leaf-editor').addEventListener('keydown', event => { if (event.key === 'Escape') closeEditor(); });

// The controls: each one of the program's own actions; the text follows what changed
// (Module.ablabChanged).
function command(name) {
  ask('command', {name});
}
for (const button of document.querySelectorAll('[data-command]'))
  button.addEventListener('click', () => command(button.dataset.command));
$('language').addEventListener('change', event => command('language:' + event.target.value));
$('notation').addEventListener('change', event => command('notation:' + event.target.value));
$('algorithm').addEventListener('change', event => command('algorithm:' + event.target.value));
$('practice').addEventListener('click', () => command('practice'));
$('practice-check').addEventListener('click', async () => { await ask('command', {name: 'check'}); updateText(); });
function showSheet(open) {
  document.body.classList.toggle('outline-open', open);
  $('outline-toggle').setAttribute('aria-expanded', String(open));
  // After the style has made the sheet visible: a hidden element takes no focus.
  if (open) requestAnimationFrame(() => $('outline').querySelector('[tabindex="0"]')?.focus());
}
$('outline-toggle').addEventListener('click', () => showSheet(!document.body.classList.contains('outline-open')));
// Escape closes the sheet (on a phone) and gives the focus back to what opened it.
$('outline-panel').addEventListener('keydown', event => {
  if (event.key !== 'Escape' || !document.body.classList.contains('outline-open') || !event.target.closest('[role="treeitem"]')) return;
  showSheet(false);
  $('outline-toggle').focus();
});

// The lecture library: each lesson a link to it (#tree=NAME, in the page's language), so Enter
// opens it as a course page's link would (the address changes, the page reopens on it).
let libraryLanguage = null;
async function showLibrary() {
  const {language, lessons} = JSON.parse(await ask('library'));
  libraryLanguage = language;
  const list = $('library-list');
  list.replaceChildren();
  for (const [index, lesson] of lessons.entries()) {
    const heading = document.createElement('h3');
    heading.id = 'lesson-' + index;
    heading.textContent = lesson.title;
    const ul = document.createElement('ul');
    ul.setAttribute('aria-labelledby', heading.id);
    for (const example of lesson.examples) {
      const a = document.createElement('a');
      a.href = '#tree=' + encodeURIComponent(example.name) + '&lang=' + language;
      a.textContent = example.title;
      if (example.current) a.setAttribute('aria-current', 'page');
      const li = document.createElement('li');
      li.appendChild(a);
      ul.appendChild(li);
    }
    list.append(heading, ul);
  }
}
$('library-toggle').addEventListener('click', async () => {
  const open = $('library').hidden;
  if (open) await showLibrary();
  $('library').hidden = !open;
  $('library-toggle').setAttribute('aria-expanded', String(open));
  if (open) ($('library').querySelector('[aria-current]') || $('library').querySelector('a'))?.focus();
});
$('library').addEventListener('keydown', event => {
  if (event.key !== 'Escape') return;
  $('library').hidden = true;
  $('library-toggle').setAttribute('aria-expanded', 'false');
  $('library-toggle').focus();
  event.stopPropagation();
});

// ---- Files in ---------------------------------------------------------------------------

// A file from the computer: into the program's file system, then opened as the File panel would.
async function openFile(file) {
  if (!file || !Module.FS) return;
  const path = '/uploads/' + file.name.replace(/[\/\\]/g, '_');
  Module.FS.writeFile(path, new Uint8Array(await file.arrayBuffer()));
  await ask('open-file', {path});
}
$('file').addEventListener('change', event => {
  openFile(event.target.files[0]);
  event.target.value = '';
});
$('open').addEventListener('click', () => $('file').click());

// Drops are caught before the canvas's own handler, so every file enters one way.
window.addEventListener('dragover', event => { event.preventDefault(); document.body.classList.add('dragging'); }, true);
window.addEventListener('dragleave', () => document.body.classList.remove('dragging'), true);
window.addEventListener('drop', event => {
  event.preventDefault();
  event.stopPropagation();
  document.body.classList.remove('dragging');
  openFile(event.dataTransfer.files[0]);
}, true);

// ---- The bar ----------------------------------------------------------------------------

// ---- The address ------------------------------------------------------------------------

// The address always reopens what is shown: each change of step, options or tree writes it
// (replaceState, so Back goes where the reader came from, not through every step), and a change
// made to it (an edited address, a second #tree= link clicked, Back or Forward) opens what it
// says. The tree part is a lesson's name; the link's own tree part while that tree is unedited;
// else the tree deflated, once for each version of the document. For a tree bigger than a link
// may carry (kMostLinkTreeBytes; the full tic-tac-toe tree is 38 MB) no link can reopen it, so
// the address is the page's own, with no link, rather than one that says another tree.
let writtenAddress = location.href;
let addressTree = null;  // {document, part}: the tree part written for a version of the document
const linkTreePart = () => {
  const pairs = linkFragment().split('&').filter(pair => pair.startsWith('tree=') || pair.startsWith('name='));
  const tree = pairs.filter(pair => pair.startsWith('tree=')).pop();
  const name = pairs.filter(pair => pair.startsWith('name=')).pop();
  return tree ? tree.slice(5) + (name ? '&' + name : '') : null;
};
const linkPart = linkTreePart();  // as the page was opened
// `capped`: the bare page for a tree bigger than a link may carry (copy link writes it all the
// same).
async function shownAddress(capped) {
  const bare = location.origin + location.pathname;
  const now = JSON.parse(await ask('link', {tree: false}));
  // A game being played reopens as a new game of its kind: the reply's tree is not carried.
  if (/(^|&)play=/.test(now.fragment)) return bare + '#' + now.fragment;
  let part = now.lesson, named = false;  // named: the part carries the tree's name= itself
  const known = addressTree && addressTree.document === now.document;
  // A tree too big for a link is found so once for its version, not serialized at every step.
  if (!part && known && addressTree.part === null && capped) return bare;
  if (!part && known && addressTree.part !== null) ({part, named} = addressTree);
  if (!part && now.fromLink && linkPart) [part, named] = [linkPart, true];
  if (!part) {
    const {tree} = JSON.parse(await ask('link'));
    if (capped && new Blob([tree]).size > JSON.parse(call('ablab_link_limits')).tree) {
      addressTree = {document: now.document, part: null, named: false};
      return bare;
    }
    part = 'z:' + await deflate(tree);
  }
  addressTree = {document: now.document, part, named};
  const fragment = named ? now.fragment.split('&').filter(pair => !pair.startsWith('name=')).join('&') : now.fragment;
  return bare + '#tree=' + part + (fragment ? '&' + fragment : '');
}
let reopening = false;  // a hash change is both a hashchange and a popstate
function writeAddress(url) {
  // While the page reopens on an address changed under it, that address stays.
  if (url === location.href || reopening) return;
  history.replaceState(null, '', url);
  writtenAddress = location.href;
}
let addressPending = false;
function followAddress() {
  if (addressPending) return;
  addressPending = true;
  // After the frame that changed it; one at a time while playing.
  setTimeout(async () => {
    try { writeAddress(await shownAddress(true)); } finally { addressPending = false; }
  }, 0);
}
// The program reads a link once, when it starts (the one place a link is read): so an address
// changed under the page starts the page again on it, after asking when the tree has unsaved
// edits (the address goes back to what is shown if the reader keeps them).
async function reopenAddress() {
  if (reopening || location.href === writtenAddress || !programStarted) return;
  reopening = true;
  // The address asked for, kept: the page's own writes (a frame's step) may come in between.
  const asked = location.href;
  const now = JSON.parse(await ask('link', {tree: false}));
  if (now.dirty && !confirm(words ? words.dropEdits : 'The tree has unsaved edits. Open what the address now says and drop them?')) {
    history.replaceState(null, '', writtenAddress);
    reopening = false;
    return;
  }
  if (location.href !== asked) history.replaceState(null, '', asked);
  location.reload();
}
window.addEventListener('hashchange', reopenAddress);
window.addEventListener('popstate', reopenAddress);

$('copy-link').addEventListener('click', async () => {
  const url = await shownAddress(false);
  writeAddress(url);
  try {
    await navigator.clipboard.writeText(url);
    note.textContent = words ? words.copied : 'link copied';
  } catch (e) {
    note.textContent = words ? words.inAddressBar : 'the link is in the address bar';
  }
  setTimeout(() => { note.textContent = ''; }, 4000);
});
$('png').addEventListener('click', () => { Module.ablabPngRequested = true; });

// The desktop's keys stay ablab's: F5 is presentation mode, not reload; Ctrl+O opens a file
// from the computer; the browser's own Ctrl+S, Ctrl+Z, Ctrl+Y, Ctrl+± give way.
window.addEventListener('keydown', event => {
  if (event.key === 'F5') event.preventDefault();
  if (event.ctrlKey && 'oszy+-='.includes(event.key.toLowerCase())) event.preventDefault();
  if (event.ctrlKey && event.key.toLowerCase() === 'o') $('file').click();
}, true);

// ---- Touch ------------------------------------------------------------------------------

// A touch moves the pointer before it presses: emscripten's GLFW tells the program where a touch
// is only when it moves, so a tap would press where the last one was. Caught before GLFW's own
// handler, and as a mouse move, which GLFW passes on.
window.addEventListener('touchstart', event => {
  const touch = event.changedTouches[0];
  if (!touch || event.target !== Module.canvas) return;
  Module.canvas.dispatchEvent(new MouseEvent('mousemove', {clientX: touch.clientX, clientY: touch.clientY, bubbles: true}));
}, true);

// emscripten's GLFW takes a touch for the mouse button itself (touchstart presses, touchend
// releases); the browser's mouse events that follow a tap would press and release it again, in
// a later frame as often as not, and so toggle a button (play, a check box, a sheet's tab) back.
// Ending the touch here stops them.
Module.canvas.addEventListener('touchend', event => { if (event.cancelable) event.preventDefault(); }, {passive: false});

// ---- The wheel --------------------------------------------------------------------------

// One notch of a mouse wheel is one zoom step of the canvas (×1.25, gui/canvas.cpp), up zooming
// in, as on the desktop, where GLFW gives ±1 a notch, up positive. Emscripten's GLFW passes the
// browser's deltaY as it comes instead: ±100 a notch in pixels (±3 in lines), down positive, a
// trackpad's few pixels at a time. So every wheel event the user makes over the canvas is caught
// here, before GLFW's handler, and passed on in notches, up positive, as the "deltaY" of an
// event of the page's own that GLFW hands ImGui as it is: pixels / 100 (a trackpad's 4 px is
// 0.04 of a notch), lines / 3, a page a notch. A pinch (ctrl + wheel: the browser's form of a
// trackpad's pinch) zooms by the scale the browser means, e^(−deltaY/100), in notches of 1.25.
const zoomStep = Math.log(1.25);
function wheelNotches(delta, mode, pinch) {
  if (pinch) return -delta / 100 / zoomStep;
  return -delta / (mode === WheelEvent.DOM_DELTA_LINE ? 3 : mode === WheelEvent.DOM_DELTA_PAGE ? 1 : 100);
}
function sendWheel(up, right, x, y) {
  Module.canvas.dispatchEvent(new WheelEvent('wheel', {deltaY: up, deltaX: right, deltaMode: WheelEvent.DOM_DELTA_PIXEL,
                                                       clientX: x, clientY: y, bubbles: true, cancelable: true}));
}
window.addEventListener('wheel', event => {
  if (!event.isTrusted || event.target !== Module.canvas) return;
  event.preventDefault();  // a pinch would zoom the page
  event.stopImmediatePropagation();
  const pinch = event.ctrlKey;
  sendWheel(wheelNotches(event.deltaY, event.deltaMode, pinch), pinch ? 0 : wheelNotches(event.deltaX, event.deltaMode, false),
            event.clientX, event.clientY);
}, {capture: true, passive: false});

// A quick sideways swipe steps (left: forward, right: back); two fingers pinch the canvas's zoom
// (by the fingers' spread: twice as far apart, twice the zoom), as the wheel does, and move it
// with them (by their midpoint), as a map does. A swipe is timed by its touches' own time
// stamps, when the finger moved, not by when a busy page got round to handling them.
let swipe = null, pinch = null, between = null;
const middle = touches => [(touches[0].clientX + touches[1].clientX) / 2, (touches[0].clientY + touches[1].clientY) / 2];
const spread = touches => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
Module.canvas.addEventListener('touchstart', event => {
  if (event.touches.length === 1) swipe = {x: event.touches[0].clientX, y: event.touches[0].clientY, at: event.timeStamp};
  if (event.touches.length === 2) { swipe = null; pinch = spread(event.touches); between = middle(event.touches); }
}, {passive: true});
Module.canvas.addEventListener('touchmove', event => {
  if (event.touches.length !== 2 || pinch === null) return;
  const [x, y] = middle(event.touches);
  // The pan first, so that the zoom that follows is about where the fingers now are.
  if (Math.hypot(x - between[0], y - between[1]) >= 1) {
    ask('pan', {x: x - between[0], y: y - between[1]});
    between = [x, y];
  }
  const now = spread(event.touches);
  if (Math.abs(now - pinch) < 2 || pinch <= 0) return;
  sendWheel(Math.log(now / pinch) / zoomStep, 0, x, y);
  pinch = now;
}, {passive: true});
Module.canvas.addEventListener('touchend', event => {
  if (event.touches.length < 2) pinch = between = null;
  if (!swipe || event.changedTouches.length !== 1) return;
  const touch = event.changedTouches[0];
  const [dx, dy] = [touch.clientX - swipe.x, touch.clientY - swipe.y];
  const quick = event.timeStamp - swipe.at < 600;
  swipe = null;
  if (quick && Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy) && lastShown && !lastShown.practising)
    command(dx < 0 ? 'forward' : 'back');
}, {passive: true});

// ---- Offline ----------------------------------------------------------------------------

// After one visit the site is kept (service-worker.js): a page opened once opens with no network.
if ('serviceWorker' in navigator && window.isSecureContext)
  navigator.serviceWorker.register('service-worker.js').catch(error => console.warn('ablab: no offline copy: ' + error));
// The Chinese fonts are fetched only by a page that shows Chinese (the program asks for them
// then); once it has them they are kept with the site too, so that the page shows Chinese offline
// after one visit in Chinese. The worker may not yet have been answering when they came.
let cjkFontsKept = false;
async function keepCjkFonts() {
  cjkFontsKept = true;
  if (!('serviceWorker' in navigator) || !window.isSecureContext || !window.caches) return;
  try {
    await navigator.serviceWorker.ready;
    const cache = await caches.open('ablab-site');  // service-worker.js's cacheName
    for (const font of ['fonts/NotoSansCJKsc-Regular.otf', 'fonts/NotoSansCJKsc-Bold.otf'])
      if (!(await cache.match(font))) await cache.add(font);
  } catch (error) {
    console.warn('ablab: the Chinese fonts are not kept for offline use: ' + error);
  }
}

// ---- Keys ------------------------------------------------------------------------------

// Keys typed in the page's text are the page's, and Tab is always the browser's. Emscripten's
// GLFW listens for keys on the window, before any element sees them, and would take an arrow
// key in the outline for a step and keep Tab in the canvas. So the key listeners the program
// adds to the window (it starts after this script) hear only keys meant for the canvas: when it,
// or nothing, has the focus. Tab moves between the page's controls, into the canvas and out.
const keyTypes = new Set(['keydown', 'keyup', 'keypress']);
const forCanvas = event => event.key !== 'Tab' &&
  (event.target === Module.canvas || event.target === document.body || event.target === window);
const addWindowListener = window.addEventListener.bind(window);
window.addEventListener = (type, listener, options) => {
  if (!keyTypes.has(type) || typeof listener !== 'function') return addWindowListener(type, listener, options);
  return addWindowListener(type, function (event) { if (forCanvas(event)) return listener.call(this, event); }, options);
};
