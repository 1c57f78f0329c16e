// Karnak's only script: keeps a table page live over a WebSocket, sends the
// moves a player clicks, and lets a visitor take a free seat. The server
// renders everything; this file only swaps fragments and posts moves.
"use strict";

(function () {
  // Before live(): a tap on a piece's text must not also play a move.
  cardTexts();
  const table = document.getElementById("table");
  if (table) live(table);
  const form = document.getElementById("new-table");
  if (form) newTableForm(form);
  // The pages carry no inline handlers (the Content-Security-Policy runs
  // only this file): behaviour is attached here by class.
  document.querySelectorAll("input.select-all").forEach((el) => {
    el.addEventListener("click", () => el.select());
  });
  document.querySelectorAll(".submit-on-change").forEach((el) => {
    el.addEventListener("change", () => el.form.submit());
  });
})();

// The lobby form shows the chosen game's settings only, each option only
// at the player counts it applies to, and as many seat choices as there are
// players. What is hidden is also disabled, so the form does not send it
// (without this script every field shows, and the server reads only the
// chosen game's fields that apply).
function newTableForm(form) {
  const game = form.querySelector("#game-choice");
  const sync = () => {
    let players = 0;
    form.querySelectorAll("fieldset.game-options").forEach((fs) => {
      const on = fs.dataset.game === game.value;
      fs.hidden = !on;
      const count = fs.querySelector("select.players");
      count.disabled = !on;
      if (on) players = Number(count.value);
      fs.querySelectorAll(".game-option").forEach((el) => {
        const only = el.dataset.players ? el.dataset.players.split(" ").map(Number) : null;
        el.hidden = !on || (only !== null && !only.includes(Number(count.value)));
        el.querySelectorAll("select").forEach((sel) => { sel.disabled = el.hidden; });
      });
    });
    form.querySelectorAll(".seat-choice").forEach((el) => {
      el.hidden = Number(el.dataset.seat) >= players;
      el.querySelector("select").disabled = el.hidden;
    });
  };
  form.addEventListener("change", sync);
  // A page restored from the back-forward cache keeps its choices.
  window.addEventListener("pageshow", sync);
  sync();
}

function live(table) {
  const id = table.dataset.id;
  let seq = Number(table.dataset.seq);
  // How many take-backs the page has been shown (-1 until the first frame):
  // sent with every move, so that a move chosen before a take-back of a
  // move the page showed is refused as stale.
  let takeBacks = -1;
  let ws = null;
  let retry = 500;
  const game = document.getElementById("game");
  const status = document.getElementById("status");
  const conn = document.getElementById("conn");

  function say(text, bad) {
    status.textContent = text;
    status.className = bad ? "status bad" : "status";
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${proto}//${location.host}/api/tables/${id}/events?format=html&since=${seq}`);
    ws.onopen = () => { conn.textContent = "live"; conn.className = "conn on"; retry = 500; };
    ws.onmessage = (ev) => {
      const f = JSON.parse(ev.data);
      if (f.type === "state") {
        if (f.html) swap(f.html);
        seq = f.seq;
        takeBacks = (f.take_backs || []).length;
        table.dataset.seq = seq;
        document.body.dataset.seq = seq;
      } else if (f.type === "error") {
        say(f.error + (f.rule ? ` (${f.rule})` : ""), true);
      }
    };
    ws.onclose = () => {
      conn.textContent = "reconnecting…";
      conn.className = "conn off";
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    };
  }
  connect();
  setInterval(() => { if (ws && ws.readyState === 1) ws.send('{"type":"ping"}'); }, 30000);

  function send(move) {
    hideChooser();
    say("");
    const seen = takeBacks >= 0 ? { take_backs: takeBacks } : {};
    if (ws && ws.readyState === 1) {
      ws.send(JSON.stringify({ type: "move", seq: seq, move: move, ...seen }));
      return;
    }
    post(`/api/tables/${id}/moves`, { seq: seq, move: move, ...seen }).then(async (r) => {
      if (!r.ok) say((await r.json()).error, true);
      else location.reload();
    });
  }

  // undo takes the seat's last move back (the Undo button is there only
  // when the server allows it); a refusal says why.
  function undo() {
    hideChooser();
    say("");
    const seen = takeBacks >= 0 ? { take_backs: takeBacks } : {};
    if (ws && ws.readyState === 1) {
      ws.send(JSON.stringify({ type: "undo", seq: seq, ...seen }));
      return;
    }
    post(`/api/tables/${id}/undo`, { seq: seq, ...seen }).then(async (r) => {
      if (!r.ok) say((await r.json()).error, true);
      else location.reload();
    });
  }

  // askHint shows the hint bot's advice: the whole turn it would play
  // (its first step playable by a click), then the options it weighed
  // with their chances, playouts and whether the search can tell them
  // apart. The next move's frame replaces it; a frame that only redraws
  // the same position (the first one after a reload, say) may come while
  // the bot thinks, so the advice goes into the panel as it is then.
  function askHint(button) {
    const asked = seq;
    button.disabled = true;
    document.getElementById("hint-out").textContent = "thinking…";
    post(`/api/tables/${id}/hint`, {}).then(async (r) => {
      const h = await r.json();
      button.disabled = false;
      const again = document.getElementById("hint-btn");
      if (again) again.disabled = false;
      const out = document.getElementById("hint-out");
      if (!out || seq !== asked) return; // the game moved on: advice for a position gone
      if (!r.ok) { out.textContent = h.error; return; }
      out.innerHTML = "";
      const pct = (x) => `${Math.round(100 * x)}%`;
      const count = (n) => n.toLocaleString("en");
      const para = (text) => { const p = document.createElement("p"); p.textContent = text; out.appendChild(p); return p; };
      const playable = (move, name) => {
        const b = document.createElement("button");
        b.className = "mv";
        b.dataset.move = move;
        b.textContent = name || move;
        return b;
      };
      const level = h.bot.split(":")[0];
      para(`${level.charAt(0).toUpperCase() + level.slice(1)} bot, ${h.iterations ? count(h.iterations) + " playouts" : "by its evaluation"}. Its whole turn:`);
      const turn = document.createElement("ol");
      turn.className = "hint-turn";
      (h.turn || []).forEach((step, i) => {
        const li = document.createElement("li");
        if (i === 0) li.appendChild(playable(step.move, step.name));
        else li.textContent = step.name || step.move;
        turn.appendChild(li);
      });
      out.appendChild(turn);
      if (h.turn_ends) para(`… ${h.turn_ends}.`).className = "hint-ends";
      const measure = h.measure || "chance to win";
      para(`Options weighed (${measure}):`);
      const list = document.createElement("ol");
      list.className = "hint-options";
      let even = false;
      for (const m of h.moves) {
        const li = document.createElement("li");
        li.appendChild(playable(m.move, m.name));
        let note = ` ${pct(m.win_chance)}`;
        if (m.noise) note += ` ± ${Math.max(1, Math.round(200 * m.noise))}`;
        if (m.visits) note += `, ${count(m.visits)} playouts`;
        if (m.about_even) { note += " — about even"; even = true; }
        li.appendChild(document.createTextNode(note));
        list.appendChild(li);
      }
      out.appendChild(list);
      if (even) para("About even: within the search's noise of the first (± is twice its standard error); a longer search could put it first.").className = "hint-note";
    });
  }

  // chooserFrom is the place whose moves the chooser offers: focus goes
  // back to it when the chooser closes without a move.
  let chooserFrom = null;

  function hideChooser(refocus) {
    const c = document.getElementById("chooser");
    if (c && !c.hidden) {
      c.hidden = true;
      c.innerHTML = "";
      if (refocus && chooserFrom && document.contains(chooserFrom)) chooserFrom.focus();
    }
    chooserFrom = null;
  }

  // choose offers the moves of one place of the board, by name, beside
  // it; the first has the focus, arrows move between them, Escape closes.
  // Opened by a key, the focus moves when the key is released: else the
  // same key press would also play the first move.
  let focusOnKeyUp = false;
  function choose(moves, from, byKey) {
    const c = document.getElementById("chooser");
    const names = moveNames();
    c.innerHTML = "";
    const title = document.createElement("p");
    title.textContent = "Choose one:";
    c.appendChild(title);
    for (const m of moves) {
      const b = document.createElement("button");
      b.className = "mv";
      b.dataset.move = m;
      b.textContent = names[m] || m;
      b.title = m;
      c.appendChild(b);
    }
    const close = document.createElement("button");
    close.className = "quiet close";
    close.textContent = "Cancel (Esc)";
    close.addEventListener("click", () => hideChooser(true));
    c.appendChild(close);
    const r = from.getBoundingClientRect();
    const width = Math.min(320, document.documentElement.clientWidth - 16);
    c.style.width = width + "px";
    c.style.left = (window.scrollX + Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8))) + "px";
    c.style.top = (window.scrollY + r.bottom + 4) + "px";
    c.hidden = false;
    chooserFrom = from;
    if (byKey) focusOnKeyUp = true;
    else c.querySelector("button").focus();
  }

  // activate plays the move of a place of the board, or offers its moves
  // when it has several.
  function activate(hot, byKey) {
    const moves = hotMoves()[hot.dataset.target] || [];
    if (moves.length === 1) send(moves[0]);
    else if (moves.length > 1) choose(moves, hot, byKey);
  }

  // swap puts a new fragment in place. The keyboard's place survives it:
  // focus inside the game stays on the same element when it is still
  // there, else goes to the first place that plays a move now, else to
  // the prompt. Screen readers hear the new prompt and log lines.
  function swap(html) {
    const had = document.activeElement;
    // Only for the keyboard: a mouse user's page must not scroll to where
    // the focus would go.
    const inGame = lastInput === "key" && had && had !== document.body && (game.contains(had) || had.closest("#chooser"));
    const key = inGame ? focusKey(had) : null;
    hideChooser(false);
    game.innerHTML = html;
    enhance(game);
    if (inGame) {
      const back = key && game.querySelector(key);
      const next = back || game.querySelector(".hot, #choices button") || document.getElementById("prompt");
      if (next) next.focus({ preventScroll: !!back });
    }
    announce();
  }

  let lastInput = "key";
  document.addEventListener("pointerdown", () => { lastInput = "pointer"; }, true);
  document.addEventListener("keydown", () => { lastInput = "key"; }, true);

  // announce tells screen readers what changed: the prompt when it is new,
  // and every log line they have not heard yet.
  let heardPrompt = "";
  let heardSeq = -1;
  function announce() {
    const livePrompt = document.getElementById("live-prompt");
    const liveLog = document.getElementById("live-log");
    const prompt = game.querySelector(".prompt-line");
    const said = prompt ? prompt.textContent.replace(/\s+/g, " ").trim() : "";
    if (livePrompt && said !== heardPrompt) livePrompt.textContent = said;
    heardPrompt = said;
    const lines = Array.from(game.querySelectorAll("#log > li[data-seq]"));
    const newest = lines.reduce((m, li) => Math.max(m, Number(li.dataset.seq)), 0);
    if (liveLog && heardSeq >= 0) {
      lines.filter((li) => Number(li.dataset.seq) > heardSeq).reverse().forEach((li) => {
        const p = document.createElement("p");
        p.textContent = li.textContent.replace(/\s+/g, " ").trim();
        liveLog.appendChild(p);
      });
      while (liveLog.childElementCount > 8) liveLog.firstElementChild.remove();
    }
    heardSeq = newest;
  }
  enhance(game);
  announce();

  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && !document.getElementById("chooser").hidden) {
      ev.preventDefault();
      hideChooser(true);
      return;
    }
    const inChooser = ev.target.closest && ev.target.closest("#chooser");
    if (inChooser && (ev.key === "ArrowDown" || ev.key === "ArrowUp")) {
      ev.preventDefault();
      const buttons = Array.from(inChooser.querySelectorAll("button"));
      const at = buttons.indexOf(ev.target);
      buttons[(at + (ev.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length].focus();
      return;
    }
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const hot = ev.target.closest && ev.target.closest(".hot");
    // Buttons turn Enter and Space into a click themselves; a card's text
    // opens from its own "i".
    if (!hot || ev.target.tagName === "BUTTON" || ev.target.closest("[data-info]")) return;
    ev.preventDefault();
    activate(hot, true);
  });
  document.addEventListener("keyup", () => {
    if (!focusOnKeyUp) return;
    focusOnKeyUp = false;
    const first = document.querySelector("#chooser:not([hidden]) button");
    if (first) first.focus();
  });

  document.addEventListener("click", (ev) => {
    const mv = ev.target.closest("[data-move]");
    if (mv) { ev.preventDefault(); send(mv.dataset.move); return; }
    const hot = ev.target.closest(".hot");
    if (hot) {
      ev.preventDefault();
      activate(hot);
      return;
    }
    if (ev.target.id === "hint-btn") { askHint(ev.target); return; }
    if (ev.target.id === "undo-btn") { undo(); return; }
    const take = ev.target.closest(".take-seat");
    if (take) {
      post(`/api/tables/${id}/join`, { seat: Number(take.dataset.seat) }).then(async (r) => {
        if (r.ok) location.reload(); else say((await r.json()).error, true);
      });
      return;
    }
    if (ev.target.id === "leave" && confirm("A bot will play your seat for the rest of the game. Leave?")) {
      post(`/api/tables/${id}/replace`, { bot: "medium" }).then(async (r) => {
        if (r.ok) location.reload(); else say((await r.json()).error, true);
      });
      return;
    }
    if (!ev.target.closest("#chooser")) hideChooser(false);
  });
}

// hotMoves is place → moves, moveNames move → name, as the fragment gives
// them to this script.
function hotMoves() { return readJSON("hot-moves"); }
function moveNames() { return readJSON("move-names"); }
function readJSON(id) {
  const el = document.getElementById(id);
  return el ? JSON.parse(el.textContent || "{}") : {};
}

// enhance makes every place of the board that plays a move reachable and
// playable by keyboard and named for screen readers: focusable, a button,
// labelled with the moves it plays.
function enhance(root) {
  const hot = hotMoves();
  const names = moveNames();
  root.querySelectorAll(".hot").forEach((el) => {
    if (el.tagName === "BUTTON" || el.tagName === "A") return;
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0");
    if (!el.hasAttribute("role")) el.setAttribute("role", "button");
    if (!el.hasAttribute("aria-label")) {
      const moves = (hot[el.dataset.target] || []).map((m) => names[m] || m);
      if (moves.length === 1) el.setAttribute("aria-label", moves[0]);
      else if (moves.length > 1) el.setAttribute("aria-label", `${moves.length} choices: ${moves.join("; ")}`);
    }
  });
}

// focusKey is a selector that finds el again in a new fragment.
function focusKey(el) {
  if (el.id) return "#" + CSS.escape(el.id);
  const hot = el.closest(".hot[data-target]");
  if (hot) return `.hot[data-target="${CSS.escape(hot.dataset.target)}"]`;
  if (el.dataset && el.dataset.move && !el.closest("#chooser")) return `[data-move="${CSS.escape(el.dataset.move)}"]`;
  return null;
}

function post(url, body) {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

// Card and board texts. The page gives every card, tile and board space its
// text as a title (shown on hover). A tap, a click or Enter on an element
// marked data-info (a card chip, its "i" beside a playable card, a place
// that plays nothing now) opens that text in a box that stays until the
// next tap or Escape; a long press does the same on a place that plays a
// move, without playing it.
function cardTexts() {
  let pressTimer = 0;
  let pressed = false;

  function textOf(el) {
    const own = el.getAttribute("title");
    if (own) return own;
    const t = el.querySelector("title");
    return t ? t.textContent : "";
  }
  function hide() {
    const pop = document.getElementById("info-pop");
    if (pop) pop.hidden = true;
  }
  function show(el) {
    const text = textOf(el);
    if (!text) return false;
    let pop = document.getElementById("info-pop");
    if (!pop) {
      pop = document.createElement("div");
      pop.id = "info-pop";
      pop.className = "info-pop";
      pop.setAttribute("role", "status");
      document.body.appendChild(pop);
    }
    pop.textContent = text;
    pop.hidden = false;
    const r = el.getBoundingClientRect();
    const width = Math.min(360, document.documentElement.clientWidth - 16);
    pop.style.width = width + "px";
    const left = Math.min(r.left, document.documentElement.clientWidth - width - 8);
    pop.style.left = (window.scrollX + Math.max(8, left)) + "px";
    pop.style.top = (window.scrollY + r.bottom + 6) + "px";
    return true;
  }

  document.addEventListener("click", (ev) => {
    if (pressed) { // the long press showed the text: the click that ends it plays nothing
      pressed = false;
      ev.preventDefault();
      ev.stopImmediatePropagation();
      return;
    }
    const el = ev.target.closest("[data-info]");
    if (el && show(el)) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
      return;
    }
    if (!ev.target.closest("#info-pop")) hide();
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") { hide(); return; }
    const el = ev.target.closest && ev.target.closest("[data-info]");
    // Buttons turn Enter and Space into a click themselves.
    if (el && el.tagName !== "BUTTON" && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      show(el);
    }
  });
  document.addEventListener("pointerdown", (ev) => {
    pressed = false;
    const hot = ev.target.closest(".hot");
    if (!hot || ev.target.closest("[data-info]")) return;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(() => { pressed = show(hot); }, 550);
  });
  const cancel = () => clearTimeout(pressTimer);
  document.addEventListener("pointerup", cancel);
  document.addEventListener("pointercancel", cancel);
  document.addEventListener("pointermove", (ev) => { if (ev.movementX * ev.movementX + ev.movementY * ev.movementY > 25) cancel(); });
  document.addEventListener("contextmenu", (ev) => { if (ev.target.closest(".hot")) ev.preventDefault(); });
}

