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
        if (f.html) game.innerHTML = f.html;
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

  // askHint shows the hint bot's best move and the runners-up, each
  // playable by a click; the next state frame replaces it.
  function askHint(button) {
    const out = document.getElementById("hint-out");
    button.disabled = true;
    out.textContent = "thinking…";
    post(`/api/tables/${id}/hint`, {}).then(async (r) => {
      const h = await r.json();
      button.disabled = false;
      if (!r.ok) { out.textContent = h.error; return; }
      out.innerHTML = "";
      const head = document.createElement("p");
      head.textContent = `${h.bot} suggests (${h.iterations ? h.iterations + " playouts" : "by its evaluation"}):`;
      out.appendChild(head);
      const list = document.createElement("ol");
      for (const m of h.moves) {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.className = "mv";
        b.dataset.move = m.move;
        b.textContent = m.move;
        li.appendChild(b);
        li.appendChild(document.createTextNode(` ${Math.round(100 * m.win_chance)}% to win`));
        list.appendChild(li);
      }
      out.appendChild(list);
    });
  }

  function hideChooser() {
    const c = document.getElementById("chooser");
    if (c) { c.hidden = true; c.innerHTML = ""; }
  }

  function choose(moves, x, y) {
    const c = document.getElementById("chooser");
    c.innerHTML = "";
    const title = document.createElement("p");
    title.textContent = "Choose:";
    c.appendChild(title);
    for (const m of moves) {
      const b = document.createElement("button");
      b.className = "mv";
      b.dataset.move = m;
      b.textContent = m;
      c.appendChild(b);
    }
    const close = document.createElement("button");
    close.className = "quiet";
    close.textContent = "cancel";
    close.onclick = hideChooser;
    c.appendChild(close);
    c.style.left = Math.min(x, window.innerWidth - 260) + "px";
    c.style.top = y + "px";
    c.hidden = false;
  }

  document.addEventListener("click", (ev) => {
    const mv = ev.target.closest("[data-move]");
    if (mv) { ev.preventDefault(); send(mv.dataset.move); return; }
    const hot = ev.target.closest(".hot");
    if (hot) {
      ev.preventDefault();
      const map = JSON.parse(document.getElementById("hot-moves").textContent || "{}");
      const moves = map[hot.dataset.target] || [];
      if (moves.length === 1) send(moves[0]);
      else if (moves.length > 1) choose(moves, ev.pageX, ev.pageY);
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
    if (!ev.target.closest("#chooser")) hideChooser();
  });
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

