// The phone page of a live session (docs/live.md): join with the code and a name, follow the
// presenter's step, answer the question with one tap (a new tap replaces the answer while it is
// open), see the reveal. Every text from the server is set as textContent, never as HTML: a
// name or a sentence cannot become markup. A dropped connection comes back by itself and rejoins
// with the key the server gave (kept in sessionStorage, so a reload rejoins too).
"use strict";

// WORDS, the page's texts in each language, is prepended by the server from the catalogue
// (app/serve/join_words.cpp, po/): { en: {key: text, …}, zh: {…}, vi: {…} }.

function chooseLanguage() {
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = String(tag).toLowerCase().slice(0, 2);
    if (WORDS[code]) return code;
  }
  return "en";
}
const LANG = chooseLanguage();
const say = (key, name) => WORDS[LANG][key].replace("{name}", name || "");
const $ = (id) => document.getElementById(id);

const state = { socket: null, joined: null, question: null, yours: -1, open: false, retry: 0, ended: false };

function remembered() {
  try { return JSON.parse(sessionStorage.getItem("ablab-live") || "null"); } catch { return null; }
}
function remember(value) {
  try { value ? sessionStorage.setItem("ablab-live", JSON.stringify(value)) : sessionStorage.removeItem("ablab-live"); } catch {}
}

function show(id, visible) { $(id).hidden = !visible; }

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(scheme + "//" + location.host + "/live");
  state.socket = socket;
  $("connection").textContent = say("connecting");
  socket.onopen = () => {
    state.retry = 0;
    $("connection").textContent = "";
    const known = remembered();
    if (known) send({ type: "rejoin", code: known.code, id: known.id, key: known.key });
    else if (state.pending) send(state.pending);
  };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message && typeof message.type === "string" && handlers[message.type]) handlers[message.type](message);
  };
  socket.onclose = () => {
    if (state.ended) return;
    $("connection").textContent = say("lost");
    state.retry = Math.min(state.retry + 1, 5);
    setTimeout(connect, 1000 * state.retry);
  };
}

function drawChoices() {
  const box = $("choices");
  box.replaceChildren();
  if (!state.question) return;
  state.question.choices.forEach((text, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = text;
    button.setAttribute("aria-pressed", String(index === state.yours));
    button.disabled = !state.open;
    if (state.reveal && index === state.reveal.right) button.classList.add("right");
    else if (state.reveal && index === state.yours) button.classList.add("wrong");
    button.addEventListener("click", () => {
      if (!state.open) return;
      state.yours = index;
      send({ type: "answer", question: state.question.question, choice: index });
      drawChoices();
      setState(say("answered"), "");
    });
    box.append(button);
  });
}

function setState(text, kind) {
  const line = $("state");
  line.textContent = text;
  line.className = "state" + (kind ? " " + kind : "");
}

const handlers = {
  joined(m) {
    const known = remembered();
    const name = (known && known.name) || state.name || "";
    state.joined = { code: (known && known.code) || state.code, id: m.id, key: m.key, name };
    remember(state.joined);
    state.pending = null;
    show("join", false);
    show("live", true);
    $("who").textContent = say("joinedAs", name);
    if (!state.question) $("sentence").textContent = say("waiting");
  },
  refused(m) {
    if (m.reason === "id") remember(null);
    show("live", false);
    show("join", true);
    $("problem").textContent = WORDS[LANG]["refused_" + m.reason] || m.reason;
  },
  step(m) {
    $("sentence").textContent = m.sentence;
    $("lesson").textContent = m.lesson;
  },
  ask(m) {
    state.question = m;
    state.yours = typeof m.yours === "number" ? m.yours : -1;
    state.open = true;
    state.reveal = null;
    show("question", true);
    $("ask").textContent = m.text;
    $("verdict").textContent = "";
    setState(state.yours >= 0 ? say("answered") : say("tap"), "");
    drawChoices();
  },
  close(m) {
    if (!state.question || state.question.question !== m.question) return;
    state.open = false;
    setState(say("closed"), "");
    drawChoices();
  },
  reveal(m) {
    if (!state.question || state.question.question !== m.question) return;
    state.open = false;
    state.reveal = m;
    state.yours = typeof m.yours === "number" ? m.yours : -1;
    if (state.yours < 0) setState(say("noAnswer"), "");
    else if (state.yours === m.right) setState(say("right"), "right");
    else setState(say("wrong"), "wrong");
    $("verdict").textContent = m.verdict;
    drawChoices();
  },
  end() {
    state.ended = true;
    state.open = false;
    remember(null);
    drawChoices();
    show("question", false);
    $("sentence").textContent = say("ended");
    if (state.socket) state.socket.close();
  },
};

function start() {
  document.documentElement.lang = LANG;
  for (const element of document.querySelectorAll("[data-text]")) element.textContent = say(element.dataset.text);
  const params = new URLSearchParams(location.search);
  $("code").value = params.get("code") || "";
  show("join", !remembered());
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    state.code = $("code").value.trim();
    state.name = $("name").value.trim();
    $("problem").textContent = "";
    state.pending = { type: "join", code: state.code, name: state.name };
    if (state.socket && state.socket.readyState === WebSocket.OPEN) send(state.pending);
  });
  ($("code").value ? $("name") : $("code")).focus();
  connect();
}

start();
