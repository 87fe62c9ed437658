// Player script, part 3 of 4: text panels, navigation and playback, input, loading. PlayerPage joins the parts, in order, into
// the page's one <script> element; together they are one closure.
  // ---------------------------------------------------------------- text panels
  function describeStep(step) {
    const action = String(step.action);
    const offset = step.contentOffset || {};
    const viewport = step.viewport || {};
    const count = Array.isArray(step.elements) ? step.elements.length : 0;
    let detail = count + (count === 1 ? " element" : " elements");
    if (action === "scroll") detail = "to (" + num(offset.x) + ", " + num(offset.y) + "), " + detail;
    if (action === "resize") detail = num(viewport.width) + " \u00d7 " + num(viewport.height) + ", " + detail;
    const transition = step.transition;
    if (transition && Array.isArray(transition.changes)) {
      const frames = frameCount(step);
      // Kept records that move on screen count as moving (see the motion part).
      detail = describeMotion(motionCounts(step)) + ", " + frames + (frames === 1 ? " frame" : " frames");
    }
    // The batch the step applied, given or computed: what happened even off screen.
    if (step.batch && typeof step.batch === "object") detail = "batch: " + describeBatch(step.batch) + "; on screen: " + detail;
    return { action: action, detail: detail };
  }
  // "insert 2 items, delete 1 section, 1 held, 2 released": the operations of a step's batch.
  function describeBatch(batch) {
    const parts = [];
    const count = (value) => (Array.isArray(value) ? value.length : 0);
    const operations = [["delete", "deleteSections", "section"], ["insert", "insertSections", "section"],
      ["reload", "reloadSections", "section"], ["move", "moveSections", "section"],
      ["delete", "deleteItems", "item"], ["insert", "insertItems", "item"],
      ["reload", "reloadItems", "item"], ["move", "moveItems", "item"]];
    for (const [verb, key, noun] of operations) {
      const n = count(batch[key]);
      if (n) parts.push(verb + " " + n + " " + noun + (n === 1 ? "" : "s"));
    }
    const held = batch.held && typeof batch.held === "object" ? operations.reduce((sum, [, key]) => sum + count(batch.held[key]), 0) : 0;
    if (held) parts.push(held + " held");
    if (typeof batch.released === "number" && batch.released > 0) parts.push(batch.released + " released");
    return parts.length ? parts.join(", ") : "no operations";
  }
  function buildStepList() {
    const list = $("step-list");
    list.textContent = "";
    state.steps.forEach((step, index) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      const description = describeStep(step);
      button.innerHTML = '<span class="index">' + index + "</span>" + escapeHTML(description.action)
        + '<span class="detail">' + escapeHTML(description.detail) + "</span>";
      button.addEventListener("click", () => { pause(); selectStep(index); });
      item.appendChild(button);
      list.appendChild(item);
    });
  }
  function updateStatus(scene, scale) {
    const step = scene.step;
    const size = step.contentSize || {};
    const offset = scene.offset || {};
    const frames = frameCount(step);
    $("status").textContent = "step " + state.stepIndex + " of " + state.steps.length + " (" + step.action + ")"
      + " \u00b7 offset (" + num(offset.x) + ", " + num(offset.y) + ")"
      + " \u00b7 content " + num(size.width) + " \u00d7 " + num(size.height)
      + " \u00b7 " + drawn.length + " boxes drawn \u00b7 shown at " + Math.round(scale * 100) + "%"
      + (lastFinger ? " \u00b7 finger (" + num(lastFinger.x) + ", " + num(lastFinger.y) + ")" : "")
      + pageViewsText(step) + wallText(step) + stripsText(step);
    const scrubber = $("scrubber");
    scrubber.disabled = frames === 0;
    scrubber.max = String(Math.max(0, frames - 1));
    scrubber.value = String(state.frameIndex);
    $("frame-label").textContent = frames === 0
      ? "no animation (not an update)"
      : "frame " + state.frameIndex + " of " + frames + " \u00b7 " + num(scene.sample.time) + " s"
        + " \u00b7 " + curveText(animation(step));
    const buttons = $("step-list").querySelectorAll("button");
    buttons.forEach((button, index) => button.classList.toggle("current", index === state.stepIndex));
    $("previous-step").disabled = state.stepIndex === 0;
    $("next-step").disabled = state.stepIndex >= state.steps.length - 1;
    $("previous-frame").disabled = frames === 0 || state.frameIndex === 0;
    $("next-frame").disabled = frames === 0 || state.frameIndex >= frames - 1;
    $("play").textContent = state.playing ? "Pause" : "Play";
  }
  // The sections that scroll on their own: each strip's offset (the recorded one, plus what the user scrolled).
  function stripsText(step) {
    const scrollers = scrollersOf(step);
    if (!scrollers.length) return "";
    return "\n strips (drag sideways to scroll): " + scrollers.map((s) => {
      const shift = stripShifts[s.section] || 0;
      return "section " + num(s.section) + " at " + num(s.contentOffset.x + shift) + (shift ? " (" + (shift > 0 ? "+" : "") + num(shift) + " by you)" : "");
    }).join(", ");
  }
  // A paging layout's page views: which page each shows, and the views waiting for reuse.
  function pageViewsText(step) {
    if (!Array.isArray(step.pageViews)) return "";
    const shown = step.pageViews.map((pair) => "page " + num(pair.page) + " #" + num(pair.view));
    const waiting = Array.isArray(step.reusableViews) ? step.reusableViews.map((view) => "#" + num(view)) : [];
    return "\n views: " + (shown.length ? shown.join(", ") : "none")
      + "; reusable " + (waiting.length ? waiting.join(" ") : "none")
      + (typeof step.viewCount === "number" ? "; " + num(step.viewCount) + " made" : "")
      + (Array.isArray(step.recycled) && step.recycled.length ? "; put back " + step.recycled.map((view) => "#" + num(view)).join(" ") : "")
      + (Array.isArray(step.reused) && step.reused.length ? "; reused " + step.reused.map((pair) => "#" + num(pair.view) + " \u2192 page " + num(pair.page)).join(", ") : "");
  }
  // An endless wall's place in its plane (exact, as the frames write it), its recentre and
  // its tile views.
  function wallText(step) {
    const position = step.position;
    if (!position || typeof position.x !== "string" || typeof position.y !== "string") return "";
    const shift = step.shift || {};
    return "\n plane (" + position.x + ", " + position.y + ")"
      + (step.recentered === true ? "; recentred by (" + num(shift.x) + ", " + num(shift.y) + ")" : "")
      + (typeof step.viewCount === "number" ? "; " + num(step.viewCount) + " tile views" : "")
      + (step.hit && typeof step.hit === "object" ? "; hit tile (" + num(step.hit.column) + ", " + num(step.hit.row) + ") image " + (typeof step.hit.name === "string" ? step.hit.name : "#" + num(step.hit.image)) : "");
  }
  function matches(box, chosen) {
    return box.change != null || chosen.change != null ? box.change === chosen.change && box.id === chosen.id : box.id === chosen.id;
  }
  function attributeRows(attributes, skip) {
    const rows = [];
    for (const [key, value] of Object.entries(attributes || {})) {
      if (skip && skip.includes(key)) continue;
      let text;
      if (key === "frame" && Array.isArray(value)) text = rectText(value);
      else if (typeof value === "number") text = num(value);
      else if (value && typeof value === "object") text = JSON.stringify(value);
      else text = String(value);
      let swatch = "";
      if (typeof value === "string" && /^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/.test(value)) {
        swatch = '<span class="swatch" style="background:' + value + ';border-color:#888"></span>';
      }
      rows.push("<tr><td>" + escapeHTML(key) + "</td><td>" + swatch + escapeHTML(text) + "</td></tr>");
    }
    return "<table>" + rows.join("") + "</table>";
  }
  function updateInspector() {
    const body = $("inspector-body");
    const box = selection ? drawn.find((candidate) => matches(candidate, selection)) : null;
    // An element out of view now (selected in the list) is shown from its record or element.
    const row = box ? null : selectedRow();
    if (!box && !row) {
      body.innerHTML = selection
        ? '<span class="hint">' + escapeHTML(selection.id) + " is not in this step.</span>"
        : '<span class="hint">Click a box in the viewport, or an element in the list, to see its attributes.</span>';
      return;
    }
    const away = box ? "" : '<p class="hint">Not in view now.</p>';
    const record = box ? box.record : row.record;
    if (!record) {
      const element = box ? box.element : row.element;
      const changeKind = box ? box.changeKind : row.shown;
      const change = changeKind ? "<p>change: <b>" + escapeHTML(changeKind) + "</b></p>" : "";
      body.innerHTML = away + change + attributeRows(element);
      return;
    }
    const moving = record.change === "kept" && recordMoves(record, animation(currentStep()));
    const style = moving ? { color: movingColor(), badge: movingStyle.badge } : palette.changes[record.change];
    const badge = style ? '<span class="badge" style="background:' + style.color + '">' + escapeHTML(style.badge) + "</span>" : "";
    const itemID = record.final.itemID || record.initial.itemID;
    body.innerHTML = away + "<p>" + badge + "<b>" + escapeHTML(record.change) + (moving ? " (moving)" : "") + "</b>"
      + (itemID ? " \u00b7 <b>" + escapeHTML(itemID) + "</b>" : "")
      + " \u00b7 before <code>" + escapeHTML(record.before) + "</code> \u00b7 after <code>" + escapeHTML(record.after) + "</code></p>"
      + (box ? "<h3>Now (frame " + state.frameIndex + ")</h3>"
        + attributeRows({ id: box.id, frame: [box.x, box.y, box.w, box.h], alpha: box.alpha }) : "")
      + "<h3>Initial</h3>" + attributeRows(record.initial)
      + "<h3>Final</h3>" + attributeRows(record.final);
  }
  function buildLegend() {
    const kinds = Object.values(palette.kinds).map((style) =>
      '<li><span class="swatch" style="background:' + style.fill + ";border-color:" + style.stroke + '"></span>' + escapeHTML(style.label) + "</li>");
    const borders = { "6 3": "dashed", "2 2": "dotted" };
    const changes = Object.values(palette.changes).map((style) =>
      '<li><span class="badge" style="background:' + style.color + '">' + escapeHTML(style.badge) + "</span>"
      + '<span class="swatch" style="background:#fff;border:2px ' + (borders[style.dash] || "solid") + " " + style.color + '"></span>'
      + escapeHTML(style.label) + "</li>");
    $("legend-body").innerHTML = "<p>Fill: the element's kind" + (hasWallTiles() ? "; a wall tile's is its image's colour, its label the image's name (or #index) over its column and row" : "") + ".</p><ul>" + kinds.join("") + "</ul>"
      + "<p>Outline and badge: what an update did (opacity is the element's alpha).</p><ul>" + changes.join("") + "</ul>"
      + '<ul><li><span class="swatch" style="background:#fff;border:2px solid ' + palette.ink + '"></span>pinned (thick outline, pin)</li>'
      + '<li><span class="swatch" style="background:' + palette.inset + ";opacity:" + palette.insetOpacity * 2 + ';border-color:transparent"></span>content inset</li>'
      + '<li><span class="swatch" style="background:' + kindStyle("item").fill + ";border:1px dashed " + kindStyle("item").stroke + '"></span>section (content map)</li></ul>'
      + pagingLegend();
  }
  // Whether any step lists a wall's tiles.
  function hasWallTiles() {
    return state.steps.some((step) => (step.elements || []).some((element) => element && element.kind === "wallTile"));
  }
  // Tile outlines by level and the screen of a paging layout, when the frames have pages.
  function pagingLegend() {
    if (!state.steps.some((step) => Array.isArray(step.pageViews)) || !palette.tileLevels) return "";
    const levels = Object.entries(palette.tileLevels).sort((a, b) => Number(b[0]) - Number(a[0])).map(([exponent, color]) =>
      '<li><span class="swatch" style="background:#fff;border:2px solid ' + color + '"></span>tile ' + num(1000 * Math.pow(2, Number(exponent))) + "</li>");
    return "<p>Tiles: outlined by level of detail (per mille), drawn inside their page, named by the plan's file name over their column and row.</p><ul>" + levels.join("") + "</ul>"
      + '<ul><li><span class="swatch" style="background:' + palette.inset + ";opacity:" + (palette.offScreenOpacity || 0.45) + ';border:1px dashed ' + palette.ink + '"></span>off screen (the page padding)</li></ul>';
  }

  // ---------------------------------------------------------------- navigation and playback
  function selectStep(index, frame) {
    if (state.steps.length === 0) return;
    state.stepIndex = Math.max(0, Math.min(state.steps.length - 1, Math.floor(Number(index) || 0)));
    const frames = frameCount(currentStep());
    state.frameIndex = frames === 0 ? 0 : frame === "first" ? 0 : frames - 1;
    state.clock = frames === 0 ? 0 : animation(currentStep()).frames[state.frameIndex].time || 0;
    carrySelection();
    refreshElementList();
    draw();
    const current = $("step-list").querySelectorAll("button")[state.stepIndex];
    if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
  }
  function selectFrame(index) {
    const transition = animation(currentStep());
    if (!transition) return;
    state.frameIndex = Math.max(0, Math.min(transition.frames.length - 1, Math.floor(Number(index) || 0)));
    state.clock = transition.frames[state.frameIndex].time || 0;
    draw();
  }
  const stepHold = 0.9, endHold = 0.5;  // seconds shown per plain step, and after an animation
  let lastTime = null;
  function play() {
    if (state.steps.length === 0) return;
    const frames = frameCount(currentStep());
    const atEnd = frames === 0 || state.frameIndex >= frames - 1;
    if (atEnd && state.stepIndex === state.steps.length - 1 && state.steps.length > 1 && frames === 0) {
      selectStep(0, "first");
    } else if (frames > 0 && atEnd) {
      selectFrame(0);
    }
    state.clock = frames > 0 ? animation(currentStep()).frames[state.frameIndex].time || 0 : 0;
    state.playing = true;
    lastTime = null;
    schedule();
    draw();
  }
  // The next tick: on the next animation frame, or after 100 ms if the browser gives none
  // (a hidden tab, a headless browser); whichever comes first.
  let tickToken = 0;
  function schedule() {
    const token = ++tickToken;
    const run = () => { if (token === tickToken) { tickToken++; tick(performance.now()); } };
    requestAnimationFrame(run);
    setTimeout(run, 100);
  }
  function pause() { if (state.playing) { state.playing = false; draw(); } }
  function tick(now) {
    if (!state.playing) return;
    const elapsed = lastTime === null ? 0 : Math.min(0.25, (now - lastTime) / 1000);
    lastTime = now;
    state.clock += elapsed * state.speed;
    const transition = animation(currentStep());
    let changed = false;
    if (transition) {
      const frames = transition.frames;
      let index = state.frameIndex;
      while (index < frames.length - 1 && frames[index + 1].time <= state.clock) index++;
      if (index !== state.frameIndex) { state.frameIndex = index; changed = true; }
      if (state.clock > frames[frames.length - 1].time + endHold) endOfStep();
    } else if (state.clock > stepHold) {
      endOfStep();
    }
    if (changed) draw();
    if (state.playing) schedule();
  }
  // At the end of a step: again from its first frame (loop), stop there, or the next step.
  function endOfStep() {
    const transition = animation(currentStep());
    if (state.loopStep && transition) {
      state.frameIndex = 0; state.clock = transition.frames[0].time || 0; draw();
    } else if (state.stopAtStepEnd) {
      pause();
    } else {
      advance();
    }
  }
  function advance() {
    if (state.stepIndex >= state.steps.length - 1) { pause(); return; }
    selectStep(state.stepIndex + 1, "first");
    state.clock = 0;
  }

  // ---------------------------------------------------------------- input
  $("play").addEventListener("click", () => (state.playing ? pause() : play()));
  $("previous-step").addEventListener("click", () => { pause(); selectStep(state.stepIndex - 1); });
  $("next-step").addEventListener("click", () => { pause(); selectStep(state.stepIndex + 1); });
  $("previous-frame").addEventListener("click", () => { pause(); selectFrame(state.frameIndex - 1); });
  $("next-frame").addEventListener("click", () => { pause(); selectFrame(state.frameIndex + 1); });
  $("scrubber").addEventListener("input", (event) => { pause(); selectFrame(event.target.value); });
  $("speed").addEventListener("change", (event) => { state.speed = Number(event.target.value) || 1; });
  $("show-ids").addEventListener("change", (event) => { state.showIDs = event.target.checked; draw(); });
  $("show-content").addEventListener("change", (event) => {
    state.showContent = event.target.checked;
    $("content-panel").classList.toggle("hidden-panel", !state.showContent);
    draw();
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const tag = target && target.tagName;
    if (tag === "SELECT" || (tag === "INPUT" && target.type !== "checkbox" && target.type !== "range")) return;
    if (event.key === " " || event.code === "Space") {
      event.preventDefault();
      state.playing ? pause() : play();
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      if (tag === "INPUT" && target.type === "range") return;  // the scrubber moves itself
      event.preventDefault();
      pause();
      selectFrame(state.frameIndex + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      pause();
      selectStep(state.stepIndex + (event.key === "ArrowUp" ? -1 : 1));
    }
  });
  // A strip that scrolls on its own follows a finger dragged sideways inside it, and a sideways wheel over it.
  function contentPoint(event) {
    const bounds = viewportCanvas.getBoundingClientRect();
    return {
      x: view.offset.x + (event.clientX - bounds.left - view.left) / view.scale,
      y: view.offset.y + (event.clientY - bounds.top - view.top) / view.scale,
    };
  }
  viewportCanvas.addEventListener("pointerdown", (event) => {
    if (!view) return;
    const point = contentPoint(event), scroller = scrollerAt(point.x, point.y);
    if (!scroller) return;
    stripDrag = { section: scroller.section, startX: event.clientX, startShift: stripShifts[scroller.section] || 0, moved: false };
    viewportCanvas.setPointerCapture(event.pointerId);
  });
  viewportCanvas.addEventListener("pointermove", (event) => {
    if (!stripDrag || !view) return;
    const travelled = event.clientX - stripDrag.startX;
    if (Math.abs(travelled) > 3) stripDrag.moved = true;
    if (stripDrag.moved) { pause(); scrollStrip(stripDrag.section, stripDrag.startShift - travelled / view.scale); }
  });
  viewportCanvas.addEventListener("pointerup", () => { if (stripDrag && !stripDrag.moved) stripDrag = null; });
  viewportCanvas.addEventListener("wheel", (event) => {
    if (!view) return;
    const sideways = event.shiftKey ? event.deltaY : event.deltaX;
    if (!sideways || (!event.shiftKey && Math.abs(event.deltaX) < Math.abs(event.deltaY))) return;
    const point = contentPoint(event), scroller = scrollerAt(point.x, point.y);
    if (!scroller) return;
    event.preventDefault();
    pause();
    scrollStrip(scroller.section, (stripShifts[scroller.section] || 0) + sideways);
  }, { passive: false });
  viewportCanvas.addEventListener("click", (event) => {
    if (!view) return;
    // The end of a drag that scrolled a strip is not a click on an element.
    if (stripDrag) { const moved = stripDrag.moved; stripDrag = null; if (moved) return; }
    const bounds = viewportCanvas.getBoundingClientRect();
    const x = view.offset.x + (event.clientX - bounds.left - view.left) / view.scale;
    const y = view.offset.y + (event.clientY - bounds.top - view.top) / view.scale;
    const slop = 3 / view.scale;
    let hit = null;
    for (let i = drawn.length - 1; i >= 0 && !hit; i--) {
      const box = drawn[i];
      if (x >= box.x - slop && x <= box.x + box.w + slop && y >= box.y - slop && y <= box.y + box.h + slop) hit = box;
    }
    selection = hit ? { id: hit.id, change: hit.change } : null;
    draw();
  });
  window.addEventListener("resize", () => draw());
  $("open").addEventListener("change", (event) => { const file = event.target.files[0]; if (file) openFile(file); });
  document.addEventListener("dragover", (event) => { event.preventDefault(); document.body.classList.add("dragging"); });
  document.addEventListener("dragleave", () => document.body.classList.remove("dragging"));
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    document.body.classList.remove("dragging");
    const file = event.dataTransfer.files[0];
    if (file) openFile(file);
  });
  function openFile(file) {
    file.text().then((text) => load(JSON.parse(text), file.name)).catch((error) => report(file.name + ": " + error.message));
  }

  // ---------------------------------------------------------------- loading
  function showEmpty(message) {
    drawn = [];
    $("status").textContent = message;
    $("frame-label").textContent = "";
    sizeCanvas(viewportCanvas, 1, 1);
    for (const id of ["previous-step", "previous-frame", "play", "next-frame", "next-step", "scrubber"]) $(id).disabled = true;
  }
  function load(frames, name) {
    if (!frames || typeof frames !== "object" || !Array.isArray(frames.steps)) {
      report((name || "frames") + ": not a frames file (expected an object with \"steps\")");
      return false;
    }
    if (frames.format !== "collection-layout/frames") report((name || "frames") + ": unexpected format " + JSON.stringify(frames.format));
    pause();
    $("play").disabled = false;
    state.frames = frames;
    state.steps = frames.steps.filter((step) => step && typeof step === "object");
    state.name = name || "";
    prepared.clear();
    selection = null;
    $("source").textContent = state.name;
    document.title = (state.name ? state.name + " \u2014 " : "") + "CollectionLayout player";
    buildStepList();
    buildLegend();
    if (state.steps.length === 0) {
      showEmpty("These frames have no steps.");
      return true;
    }
    selectStep(0);
    return true;
  }

  buildLegend();
  try {
    const frames = readJSONBlock("frames");
    if (frames) load(frames, settings.source || "");
    else showEmpty("No frames in this page: open a frames file (Open\u2026) or drop one on the page.");
  } catch (error) {
    report("frames: " + error.message);
  }
  if (location.hash.startsWith("#selftest")) runSelfTest();
  else openLocation(new URLSearchParams(location.hash.slice(1)));

  // "#step=N&frame=F&select=ID&motion=all": open the page at a step, an animation frame and
  // an element (see the page's address in the panels part).
  function openLocation(parameters) {
    if (parameters.has("step")) selectStep(parameters.get("step"));
    if (parameters.has("frame")) selectFrame(parameters.get("frame"));
    if (parameters.get("motion") === "all") { state.showAllMotion = true; $("show-motion").checked = true; draw(); }
    // An element id or a scenario item id, in view or not.
    if (parameters.has("select")) selectByName(parameters.get("select"));
    // A strip scrolled by the user past its recorded offset: "strip=SECTION:POINTS", repeatable.
    for (const value of parameters.getAll("strip")) {
      const [section, shift] = value.split(":").map(Number);
      if (Number.isFinite(section) && Number.isFinite(shift)) scrollStrip(section, shift);
    }
    locationOpened = true;
    writeLocation();
  }

