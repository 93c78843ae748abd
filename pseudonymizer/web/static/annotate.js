// The annotation page: the window the server serves, its mentions as stacked underlines, and
// every decision by key or by mouse through /api/annotate. Offsets are code points, as the API's
// (a JavaScript string counts UTF-16 units, so the text is held as an array of code points).
// The key map is read from the help overlay, so the overlay lists every key the page knows.
"use strict";

(() => {
  const root = document.getElementById("annotate");
  if (!root) return;
  const $ = (id) => document.getElementById(id);
  const CATEGORIES = root.dataset.categories.split(" ");
  const SHORT = {
    PERSON: "PER", ORGANIZATION: "ORG", LOCATION: "LOC", STREET: "STR", EMAIL: "MAIL",
    PHONE: "TEL", OTHER: "OTH",
  };
  const STATE_NAMES = {
    candidate: "candidate (undecided)", private: "private", unlabelled: "private, without a label",
    public: "public",
  };
  const SCOPES = {
    occurrence: "this occurrence",
    sequence: "every occurrence of this word sequence",
    lemma: "every occurrence sharing its lemmas",
  };

  const state = {
    data: null, // the Window last served
    cps: [], // the window's text, one code point per item
    sel: null, // {start, end}: absolute offsets of the selection
    spanId: null, // which span the selection is, when several share its range
    mode: "mention", // "mention": h/l and clicks take whole mentions; "token": single tokens
    category: "", // the category picked (digit or menu) for the next decision; "" = as found
    detailFor: null, // "id:version" of the span the detail panel shows
  };

  // --- the window and its parts -----------------------------------------------------------

  const tokens = () => (state.data ? state.data.tokens : []);
  const spans = () => (state.data ? state.data.spans : []);
  const kind = (span) => (span.status === "private" && !span.label ? "unlabelled" : span.status);
  const needsWork = (span) => span.status === "candidate" || kind(span) === "unlabelled";
  const short = (category) => SHORT[category] || category;
  const ordered = () =>
    [...spans()].sort((a, b) => a.start - b.start || b.end - a.end || a.id - b.id);

  function tokenContaining(offset) {
    return tokens().findIndex(([s, e]) => s <= offset && offset < e);
  }
  function tokenAfter(offset) {
    return tokens().findIndex(([s]) => s >= offset);
  }
  function tokenBefore(offset) {
    const all = tokens();
    for (let i = all.length - 1; i >= 0; i--) if (all[i][1] <= offset) return i;
    return -1;
  }
  // Indexes of the tokens the range overlaps.
  function covered(range) {
    const found = [];
    tokens().forEach(([s, e], i) => {
      if (s < range.end && range.start < e) found.push(i);
    });
    return found;
  }
  function textOf(range) {
    const base = state.data.window.start;
    return state.cps
      .slice(Math.max(range.start, base) - base, Math.max(0, range.end - base))
      .join("");
  }
  function currentSpan() {
    if (!state.sel) return null;
    const same = spans().filter((s) => s.start === state.sel.start && s.end === state.sel.end);
    return same.find((s) => s.id === state.spanId) || same[0] || null;
  }

  // --- drawing ----------------------------------------------------------------------------

  // Lanes: an underline's distance below the text. Longer (outer) mentions take the lower
  // lanes, so a nested mention's underline stacks under its container's.
  function lanes(all) {
    const lane = new Map();
    const placed = [];
    for (const span of all) {
      const taken = new Set(
        placed.filter((o) => o.start < span.end && span.start < o.end).map((o) => lane.get(o.id)),
      );
      let free = 0;
      while (taken.has(free)) free++;
      lane.set(span.id, free);
      placed.push(span);
    }
    return lane;
  }

  function tagOf(span) {
    const k = kind(span);
    const tag = document.createElement("sup");
    tag.className = `tag st-${k}`;
    tag.textContent =
      k === "private" ? span.label.name : short(span.category) + { candidate: "?", unlabelled: "!", public: "✓" }[k];
    tag.title = `${span.category}: ${STATE_NAMES[k]}`;
    return tag;
  }

  function render() {
    renderDocument();
    const text = $("text");
    text.replaceChildren();
    const data = state.data;
    if (!data || !data.document) {
      text.textContent = "Nothing left to annotate: every document open to you is decided. Thank you!";
      renderDetail();
      return;
    }
    const base = data.window.start;
    const top = data.window.end;
    const clamp = (x) => Math.min(top, Math.max(base, x));
    const cuts = new Set([base, top]);
    for (const [s, e] of tokens()) cuts.add(clamp(s)).add(clamp(e));
    const all = ordered();
    for (const span of all) cuts.add(clamp(span.start)).add(clamp(span.end));
    const sel = state.sel;
    if (sel) cuts.add(clamp(sel.start)).add(clamp(sel.end));
    const points = [...cuts].sort((a, b) => a - b);
    const lane = lanes(all);
    const current = currentSpan();
    let mark = null;
    for (let i = 0; i + 1 < points.length; i++) {
      const [a, b] = [points[i], points[i + 1]];
      const seg = document.createElement("span");
      seg.className = "seg";
      seg.dataset.s = a;
      seg.dataset.e = b;
      seg.textContent = state.cps.slice(a - base, b - base).join("");
      if (tokenContaining(a) >= 0) seg.classList.add("tok");
      const over = all.filter((s) => s.start <= a && b <= s.end);
      for (const span of over) {
        const line = document.createElement("i");
        line.className = `ul st-${kind(span)}` + (current && span.id === current.id ? " current" : "");
        line.style.setProperty("--lane", lane.get(span.id));
        seg.append(line);
      }
      if (over.length) seg.title = over.map((s) => `${s.category}: ${STATE_NAMES[kind(s)]}`).join("\n");
      const inside = sel && sel.start <= a && b <= sel.end && sel.start < sel.end;
      if (inside && !mark) {
        mark = document.createElement("mark");
        mark.className = "selection";
        text.append(mark);
      }
      const into = inside ? mark : text;
      into.append(seg);
      for (const span of all) if (clamp(span.end) === b && span.start < b) into.append(tagOf(span));
    }
    const deepest = Math.max(0, ...lane.values());
    text.style.setProperty("--lanes", all.length ? deepest + 1 : 0);
    if (mark) mark.scrollIntoView({ block: "nearest" });
    renderDetail();
  }

  function renderDocument() {
    const data = state.data;
    const doc = data && data.document;
    $("doc-name").textContent = doc ? doc.name : "Annotate";
    $("full-reading").hidden = !(doc && doc.full_reading);
    $("last-window").hidden = !(doc && data.last);
    const progress = doc ? doc.progress : { decided: 0, all: 0 };
    $("progress-text").textContent = `${progress.decided} / ${progress.all}`;
    $("doc-progress").max = Math.max(1, progress.all);
    $("doc-progress").value = progress.decided;
    $("window-range").textContent = doc
      ? `characters ${data.window.start}–${data.window.end} of the document`
      : "";
    $("move-button").title = doc && !data.can_move
      ? "Decide at least one mention here, or skip it, before moving on"
      : "";
    $("mode-button").textContent =
      state.mode === "mention" ? "Mode: whole mention (m)" : "Mode: single token (m)";
    const span = currentSpan();
    $("category").value = state.category || (span ? span.category : "");
  }

  function renderDetail() {
    const box = $("detail");
    const sel = state.sel;
    if (!state.data || !state.data.document || !sel) {
      box.innerHTML = '<p class="muted">Select a word or a mention.</p>';
      state.detailFor = null;
      return;
    }
    const span = currentSpan();
    if (!span) {
      state.detailFor = null;
      box.replaceChildren(
        para(`“${textOf(sel)}”`, "quote"),
        para(`Not a mention yet (characters ${sel.start}–${sel.end}). s or p decides it as a new ` +
          `mention of ${state.category || "the category of a mention it overlaps, else OTHER"}.`),
      );
      return;
    }
    const key = `${span.id}:${span.version}`;
    if (state.detailFor === key) return;
    state.detailFor = key;
    box.replaceChildren(summary(span), para("Loading its evidence…", "muted"));
    api("GET", `/api/annotate/spans/${span.id}`).then((answer) => {
      if (state.detailFor !== key) return;
      if (!answer.ok) {
        box.replaceChildren(summary(span), para(answer.data.detail || "No details.", "muted"));
        return;
      }
      box.replaceChildren(summary(span), ...explanation(answer.data));
    });
  }

  function para(text, className) {
    const p = document.createElement("p");
    p.textContent = text;
    if (className) p.className = className;
    return p;
  }

  function summary(span) {
    const list = document.createElement("dl");
    const rows = [
      ["Text", `“${textOf(span)}”`],
      ["Category", span.category],
      ["State", STATE_NAMES[kind(span)]],
      ["Label", span.label ? span.label.name : "none"],
      ["Found by", span.source],
      ["Decided by", span.decided_by || "nobody yet"],
    ];
    for (const [term, value] of rows) {
      const dt = document.createElement("dt");
      dt.textContent = term;
      const dd = document.createElement("dd");
      dd.textContent = value;
      list.append(dt, dd);
    }
    return list;
  }

  function explanation(detail) {
    const parts = [para(`Recognizer ${detail.recognizer}, score ${Number(detail.score).toFixed(2)}.`)];
    parts.push(table("Votes", ["Source", "Weight", "Detail"], (detail.evidence || []).map(
      (e) => [e.source, Number(e.weight).toFixed(2), e.detail || ""],
    )));
    parts.push(table("Decisions", ["Who", "What", "When (UTC)"], (detail.decisions || []).map(
      (d) => [d.user || "a former user", d.kind, String(d.at).slice(0, 19).replace("T", " ")],
    )));
    return parts;
  }

  function table(caption, head, rows) {
    const t = document.createElement("table");
    t.className = "small";
    const c = t.createCaption();
    c.textContent = caption;
    const h = t.createTHead().insertRow();
    for (const name of head) h.append(Object.assign(document.createElement("th"), { textContent: name }));
    const body = t.createTBody();
    if (!rows.length) body.insertRow().insertCell().textContent = "none";
    for (const row of rows) {
      const tr = body.insertRow();
      for (const cell of row) tr.insertCell().textContent = cell;
    }
    return t;
  }

  function say(message, kindOf = "") {
    const box = $("message");
    box.textContent = message;
    box.className = `message ${kindOf}`;
  }

  // --- selection --------------------------------------------------------------------------

  function select(range, span = null) {
    state.sel = range;
    state.spanId = span ? span.id : null;
    state.category = "";
    say("");
    render();
  }
  function selectToken(i) {
    const [s, e] = tokens()[i];
    select({ start: s, end: e });
  }

  function firstSelection() {
    const work = ordered().find(needsWork);
    if (work) return select({ start: work.start, end: work.end }, work);
    if (tokens().length) return selectToken(0);
    return select(null);
  }

  function step(direction) {
    const sel = state.sel;
    if (state.mode === "mention") {
      const all = ordered();
      if (!all.length) return say("No mention in this window: m switches to single tokens.");
      const span = currentSpan();
      let at;
      if (span) at = all.findIndex((s) => s.id === span.id) + direction;
      else if (!sel) at = direction > 0 ? 0 : all.length - 1;
      else if (direction > 0) at = all.findIndex((s) => s.start >= sel.start);
      else at = all.findLastIndex((s) => s.start < sel.start);
      if (at < 0 || at >= all.length) return say("No more mentions this way in the window.");
      return select({ start: all[at].start, end: all[at].end }, all[at]);
    }
    if (!tokens().length) return;
    let i;
    if (!sel) i = direction > 0 ? 0 : tokens().length - 1;
    else i = direction > 0 ? tokenAfter(sel.end) : tokenBefore(sel.start);
    if (i < 0) return say("No more words this way in the window.");
    selectToken(i);
  }

  // H/L: to the edge of the word the selection ends inside, else over the next word.
  function extend(direction) {
    const sel = state.sel;
    if (!sel) return step(direction);
    const range = { ...sel };
    if (direction > 0) {
      const inside = tokenContaining(sel.end - 1);
      const i = inside >= 0 && tokens()[inside][1] > sel.end ? inside : tokenAfter(sel.end);
      if (i < 0) return say("The window ends here.");
      range.end = tokens()[i][1];
    } else {
      const inside = tokenContaining(sel.start);
      const i = inside >= 0 && tokens()[inside][0] < sel.start ? inside : tokenBefore(sel.start);
      if (i < 0) return say("The window starts here.");
      range.start = tokens()[i][0];
    }
    select(range);
  }

  // J/K: drop a whole word from that side; within one word, drop one character.
  function shrink(direction) {
    const sel = state.sel;
    if (!sel) return;
    const over = covered(sel);
    const range = { ...sel };
    if (over.length > 1) {
      if (direction < 0) range.start = tokens()[over[1]][0];
      else range.end = tokens()[over[over.length - 2]][1];
    } else if (sel.end - sel.start > 1) {
      if (direction < 0) range.start += 1;
      else range.end -= 1;
    } else {
      return say("The selection is one character already.");
    }
    select(range);
  }

  function candidate(direction) {
    const all = ordered();
    const span = currentSpan();
    const sel = state.sel;
    // Search from the current mention, else from where the selection starts.
    let from;
    if (span) from = all.findIndex((s) => s.id === span.id);
    else if (!sel) from = direction > 0 ? -1 : all.length;
    else {
      const after = all.findIndex((s) => s.start >= sel.start);
      const index = after < 0 ? all.length : after;
      from = direction > 0 ? index - 1 : index;
    }
    for (let i = from + direction; i >= 0 && i < all.length; i += direction) {
      if (needsWork(all[i])) return select({ start: all[i].start, end: all[i].end }, all[i]);
    }
    say(direction > 0
      ? "No candidate or unlabelled mention after this one here: w moves to the next window."
      : "No candidate or unlabelled mention before this one here.");
  }

  // A point of the page's own text selection as an absolute offset, or null outside the text.
  function offsetOf(node, offset) {
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    const seg = element && element.closest(".seg");
    if (!seg || !$("text").contains(seg)) return null;
    if (node.nodeType !== Node.TEXT_NODE) return offset === 0 ? +seg.dataset.s : +seg.dataset.e;
    return +seg.dataset.s + Array.from(node.data.slice(0, offset)).length;
  }

  function onMouseUp(event) {
    if (event.button !== 0 || !state.data || !state.data.document) return;
    const native = window.getSelection();
    if (native && !native.isCollapsed && native.rangeCount && !event.shiftKey) {
      const r = native.getRangeAt(0);
      let start = offsetOf(r.startContainer, r.startOffset);
      let end = offsetOf(r.endContainer, r.endOffset);
      native.removeAllRanges();
      if (start === null || end === null || end <= start) return;
      const first = tokenContaining(start);
      if (first < 0 || first !== tokenContaining(end - 1)) {
        // Across words: whole words, from the first touched to the last.
        const a = first >= 0 ? first : tokenAfter(start);
        const lastInside = tokenContaining(end - 1);
        const b = lastInside >= 0 ? lastInside : tokenBefore(end);
        if (a < 0 || b < a) return;
        [start, end] = [tokens()[a][0], tokens()[b][1]];
      }
      return select({ start, end });
    }
    const seg = event.target.closest && event.target.closest(".seg");
    if (!seg) return;
    const i = tokenContaining(+seg.dataset.s);
    if (i < 0) return;
    const [s, e] = tokens()[i];
    const sel = state.sel;
    if (event.shiftKey && sel) {
      return select({ start: Math.min(sel.start, s), end: Math.max(sel.end, e) });
    }
    if (state.mode === "mention") {
      // The innermost mention at the word; clicking again takes the one around it.
      const at = +seg.dataset.s;
      const around = spans()
        .filter((x) => x.start <= at && at < x.end)
        .sort((x, y) => x.end - x.start - (y.end - y.start) || x.id - y.id);
      if (around.length) {
        const now = currentSpan();
        const k = now ? around.findIndex((x) => x.id === now.id) : -1;
        const next = around[(k + 1) % around.length];
        return select({ start: next.start, end: next.end }, next);
      }
    }
    select({ start: s, end: e });
  }

  // --- talking to the server --------------------------------------------------------------

  // The answer's data, or null after saying what went wrong. A conflict (409) means the
  // window changed under us: say so and show its current state.
  async function call(method, url, body) {
    const answer = await api(method, url, body);
    if (answer.ok) return answer.data;
    const detail = (answer.data && answer.data.detail) || `the server answered ${answer.status}`;
    if (answer.status === 401) {
      location.assign("/login?next=/annotate");
      return null;
    }
    say(detail, "error");
    if (answer.status === 409) await load(true);
    return null;
  }

  async function load(keep = false) {
    const answer = await api("GET", "/api/annotate/next");
    if (!answer.ok) {
      if (answer.status === 401) return location.assign("/login?next=/annotate");
      return say(answer.data.detail || `the server answered ${answer.status}`, "error");
    }
    show(answer.data, keep);
  }

  // Take a window the server served; keep the selection where it still lies inside it.
  function show(data, keep, changed = []) {
    state.data = data;
    state.cps = data.document ? Array.from(data.window.text) : [];
    const sel = state.sel;
    const fits = keep && sel && data.document && sel.start >= data.window.start && sel.end <= data.window.end;
    if (!fits) return firstSelection();
    const made = changed.find((s) => s.start === sel.start && s.end === sel.end);
    if (made) state.spanId = made.id;
    render();
  }


  function ask(dialog) {
    dialog.returnValue = "";
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true });
      dialog.showModal();
    });
  }

  async function decide(status, scope) {
    const sel = state.sel;
    if (!state.data || !state.data.document) return;
    if (!sel) return say("Select a word or a mention first.");
    const span = currentSpan();
    if (scope !== "occurrence") {
      const preview = await call("POST", "/api/annotate/preview", { start: sel.start, end: sel.end, scope });
      if (!preview) return;
      $("confirm-title").textContent = `${status === "private" ? "Private" : "Public"}: ${SCOPES[scope]}?`;
      $("confirm-text").textContent =
        `“${textOf(sel)}” ${status} for ${SCOPES[scope]}: touches ${preview.occurrences} ` +
        `occurrence${preview.occurrences === 1 ? "" : "s"} in ${preview.documents} ` +
        `document${preview.documents === 1 ? "" : "s"}.`;
      if ((await ask($("confirm"))) !== "yes") return say("Nothing changed.");
    }
    const body = { status, scope };
    if (span) Object.assign(body, { span_id: span.id, version: span.version });
    else Object.assign(body, { start: sel.start, end: sel.end });
    if (state.category) body.category = state.category;
    const answer = await call("POST", "/api/annotate/decision", body);
    if (!answer) return;
    show(answer.window, true, answer.spans);
    const others = answer.spans.length - 1;
    say(`Marked ${status}: ${SCOPES[scope]}` + (others > 0 ? ` (${others} more mention${others === 1 ? "" : "s"} changed).` : "."));
  }

  async function label() {
    const span = currentSpan();
    if (!span || span.status !== "private") {
      return say("Select a private mention to label (s marks the selection private).");
    }
    const list = $("label-choices");
    list.replaceChildren();
    const choice = (value, text, hint) => {
      const button = document.createElement("button");
      button.type = "submit";
      button.value = value;
      button.textContent = text;
      if (hint) button.append(Object.assign(document.createElement("span"), { className: "muted", textContent: ` ${hint}` }));
      const item = document.createElement("li");
      item.append(button);
      list.append(item);
    };
    for (const found of state.data.labels.filter((l) => l.category === span.category)) {
      choice(`id:${found.id}`, found.name, span.label && span.label.id === found.id ? "(its label now)" : "");
    }
    choice("create", "New label", `(a new ${span.category}-n)`);
    choice("auto", "Let the generator choose", "(the label of the same name, else a new one)");
    const dialog = $("label-dialog");
    const picked = ask(dialog);
    list.querySelector("button").focus();
    const value = await picked;
    if (!value) return;
    const body = { span_id: span.id, version: span.version };
    if (value === "create") body.create = true;
    else if (value === "auto") body.auto = true;
    else body.label_id = Number(value.slice(3));
    const answer = await call("POST", "/api/annotate/label", body);
    if (!answer) return;
    show(answer.window, true, answer.spans);
    const now = currentSpan();
    say(now && now.label ? `Labelled ${now.label.name}.` : "Labelled.");
  }

  async function skip() {
    if (!state.data || !state.data.document) return;
    $("skip-comment").value = "";
    if ((await ask($("skip-dialog"))) !== "yes") return say("Not skipped.");
    const body = { comment: $("skip-comment").value };
    const span = currentSpan();
    const sel = state.sel;
    if (span) body.span_id = span.id;
    else if (sel) Object.assign(body, { start: sel.start, end: sel.end });
    else Object.assign(body, { start: state.data.window.start, end: state.data.window.end });
    const answer = await call("POST", "/api/annotate/skip", body);
    if (!answer) return;
    state.data.can_move = answer.can_move;
    render();
    say("Skipped: it waits in the admin's review queue. w moves on.");
  }

  async function move() {
    const answer = await call("POST", "/api/annotate/move");
    if (!answer) return;
    state.sel = null;
    show(answer, false);
    say(answer.document ? `Next window: characters ${answer.window.start}–${answer.window.end}.` : "");
  }

  async function history(which) {
    const answer = await call("POST", `/api/annotate/${which}`);
    if (!answer) return;
    show(answer.window, true, answer.spans);
    say(which === "undo" ? "Undone." : "Redone.");
  }

  function pickCategory(category) {
    state.category = category;
    renderDocument();
    renderDetail();
    say(`Category ${category} for the next decision.`);
  }

  function toggleMode() {
    state.mode = state.mode === "mention" ? "token" : "mention";
    renderDocument();
    say(state.mode === "mention" ? "Whole-mention mode: h/l and clicks take mentions." : "Single-token mode: h/l and clicks take words.");
  }

  const actions = {
    left: () => step(-1),
    right: () => step(1),
    extendLeft: () => extend(-1),
    extendRight: () => extend(1),
    shrinkLeft: () => shrink(-1),
    shrinkRight: () => shrink(1),
    nextCandidate: () => candidate(1),
    prevCandidate: () => candidate(-1),
    toggleMode,
    category: (key) => pickCategory(CATEGORIES[Number(key) - 1]),
    private: () => decide("private", "occurrence"),
    privateSequence: () => decide("private", "sequence"),
    privateLemma: () => decide("private", "lemma"),
    public: () => decide("public", "occurrence"),
    publicSequence: () => decide("public", "sequence"),
    publicLemma: () => decide("public", "lemma"),
    label,
    skip,
    move,
    undo: () => history("undo"),
    redo: () => history("redo"),
    help: () => $("help").showModal(),
  };

  // --- keys and buttons -------------------------------------------------------------------

  const keymap = new Map();
  for (const row of document.querySelectorAll("#help tr[data-keys]")) {
    for (const key of row.dataset.keys.split(" ").filter(Boolean)) keymap.set(key, row.dataset.action);
  }

  function keyName(event) {
    if (event.altKey || event.metaKey) return null;
    if (event.ctrlKey) return event.shiftKey ? `Ctrl+Shift+${event.key.toUpperCase()}` : null;
    return event.key;
  }

  // Keys inside an open dialog: arrows walk the label choices, Ctrl+Enter sends a skip, ?
  // closes the help; Enter and Escape are the dialog's own.
  function dialogKey(dialog, event) {
    if (dialog.id === "help" && event.key === "?") {
      event.preventDefault();
      dialog.close();
    } else if (dialog.id === "label-dialog" && ["ArrowDown", "ArrowUp", "j", "k"].includes(event.key)) {
      event.preventDefault();
      const buttons = [...dialog.querySelectorAll("button")];
      const at = buttons.indexOf(document.activeElement);
      const by = event.key === "ArrowDown" || event.key === "j" ? 1 : -1;
      buttons[(at + by + buttons.length) % buttons.length].focus();
    } else if (dialog.id === "skip-dialog" && event.ctrlKey && event.key === "Enter") {
      event.preventDefault();
      dialog.close("yes");
    }
  }

  document.addEventListener("keydown", (event) => {
    const open = document.querySelector("dialog[open]");
    if (open) return dialogKey(open, event);
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const key = keyName(event);
    const action = key && keymap.get(key);
    if (!action || !actions[action]) return;
    event.preventDefault();
    perform(action, key);
  });

  // Actions run one after another, so keys typed ahead (s then e) act on what the one
  // before them made, not on the window as it was before the server answered.
  let queue = Promise.resolve();
  function perform(action, key) {
    queue = queue
      .then(() => actions[action](key))
      .catch((error) => say(`The page failed: ${error.message}`, "error"));
  }

  root.querySelector(".toolbar").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]");
    if (button) perform(button.dataset.action);
  });
  $("category").addEventListener("change", (event) => {
    const value = event.target.value;
    event.target.blur();
    if (value) pickCategory(value);
  });
  // Shift-click extends our selection; the browser's own would run from wherever it began.
  $("text").addEventListener("mousedown", (event) => {
    if (event.shiftKey) event.preventDefault();
  });
  $("text").addEventListener("mouseup", onMouseUp);

  load();
})();
