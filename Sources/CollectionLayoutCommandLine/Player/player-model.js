// Player script, part 1 of 4: the test hook, settings, state, and the boxes of a step. PlayerPage joins the parts, in order, into
// the page's one <script> element; together they are one closure.
"use strict";
(function () {
  // ---------------------------------------------------------------- errors and test hook
  const errors = [];
  const player = {
    errors: errors,
    get stepCount() { return state.steps.length; },
    selectStep: (index) => { selectStep(index); return state.stepIndex; },
    selectFrame: (index) => { selectFrame(index); return state.frameIndex; },
    frameCount: () => frameCount(currentStep()),
    currentStep: () => state.stepIndex,
    currentFrame: () => state.frameIndex,
    isPlaying: () => state.playing,
    speed: () => state.speed,
    drawnBoxCount: () => drawn.length,
    drawnBoxes: () => drawn.map((box) => ({
      id: box.id, x: box.x, y: box.y, w: box.w, h: box.h, alpha: box.alpha,
      change: box.change, changeKind: box.changeKind,
    })),
    selectedID: () => (selection ? selection.id : null),
    finger: () => (lastFinger ? { x: lastFinger.x, y: lastFinger.y } : null),
    redraw: () => draw(),
    load: (frames, name) => load(frames, name),
    // The animation inspector (parts motion and panels).
    labels: () => placedLabels.map((label) => Object.assign({}, label)),
    timelineRows: () => timelineShown.map((row) => ({ change: row.change, start: row.start, end: row.end })),
    listedRows: () => listedRows.map((row) => ({ id: row.id, itemID: row.itemID, change: row.change, shown: row.shown, group: row.group })),
    selectByName: (name) => selectByName(name),
    ghostRecords: () => ghostRecords(currentScene()),
    locationText: () => locationText(),
    motionCounts: (index) => motionCounts(state.steps[index]),
    offScreenChanges: (index) => offScreenChanges(state.steps[index]),
    // The content map's overview: the section frames drawn beneath the listed elements.
    overviewSections: () => overviewShown.map((section) => Object.assign({}, section)),
  };
  window.player = player;
  function report(message) {
    errors.push(String(message));
    const banner = document.getElementById("banner");
    banner.textContent = errors.join("\n");
    banner.classList.add("shown");
  }
  window.addEventListener("error", (event) => report("error: " + event.message));
  const consoleError = console.error.bind(console);
  console.error = (...parts) => { report("console.error: " + parts.join(" ")); consoleError(...parts); };

  // ---------------------------------------------------------------- settings and palette
  const fallbackPalette = {
    kinds: {
      globalHeader: { label: "global header", fill: "#CDEBEA", stroke: "#3E8E8A" },
      header: { label: "header", fill: "#FCEFC7", stroke: "#B8912E" },
      footer: { label: "footer", fill: "#E8DDF4", stroke: "#8A6BB4" },
      item: { label: "item", fill: "#E3E8EF", stroke: "#8593A8" },
      placeholder: { label: "placeholder", fill: "#F3E6DA", stroke: "#A57F5C" },
      background: { label: "background", fill: "#F1F1F1", stroke: "#C4C4C4" },
      separator: { label: "separator", fill: "#8E8E93", stroke: "#8E8E93" },
    },
    changes: {
      inserted: { label: "inserted", color: "#1E8E3E", dash: null, badge: "+" },
      deleted: { label: "deleted", color: "#D93025", dash: "6 3", badge: "-" },
      moved: { label: "moved", color: "#1A73E8", dash: null, badge: "M" },
      reloaded: { label: "reloaded", color: "#E37400", dash: "2 2", badge: "R" },
    },
    ink: "#202124", outsideContent: "#E4E4EA", content: "#FFFFFF", inset: "#5F6368",
    insetOpacity: 0.22, strokeWidth: 1, markedStrokeWidth: 2.5, minimumChangeOpacity: 0.4,
  };
  function readJSONBlock(id) {
    const text = document.getElementById(id).textContent.trim();
    if (text.startsWith("/*")) return null;  // the template, not filled in
    return JSON.parse(text);
  }
  let settings = {};
  try { settings = readJSONBlock("settings") || {}; } catch (error) { report("settings: " + error.message); }
  const palette = settings.palette || fallbackPalette;
  const separatorKinds = new Set(["rowSeparator", "columnSeparator", "sectionSeparator"]);
  function kindStyle(kind) {
    return palette.kinds[separatorKinds.has(kind) ? "separator" : kind] || palette.kinds.item;
  }
  const dashes = {};
  for (const [name, style] of Object.entries(palette.changes)) {
    dashes[name] = style.dash ? style.dash.split(" ").map(Number) : [];
  }

  // ---------------------------------------------------------------- state
  const state = {
    frames: null, steps: [], stepIndex: 0, frameIndex: 0, playing: false, speed: 1,
    clock: 0, showIDs: true, showContent: true, name: "",
    showAllMotion: false, loopStep: false, stopAtStepEnd: false,
  };
  let drawn = [];        // boxes drawn in the viewport, in drawing order
  let overviewShown = []; // section frames drawn in the content map, {x, y, w, h}
  let selection = null;  // {id, change} of the selected box
  let view = null;       // the viewport canvas's geometry: scale, origin, offset
  const prepared = new Map();  // step index -> cached boxes and overview

  const $ = (id) => document.getElementById(id);
  const viewportCanvas = $("viewport");
  const contentCanvas = $("content");

  function currentStep() { return state.steps[state.stepIndex]; }
  function animation(step) {
    const transition = step && step.transition;
    return transition && Array.isArray(transition.frames) && transition.frames.length > 0
      ? transition : null;
  }
  function frameCount(step) { const transition = animation(step); return transition ? transition.frames.length : 0; }
  // The curve a transition's frames sample (its "animation"), for the frame label:
  // "easeInOut 0.3 s", "spring (damping 1, response 0.55) 0.808 s", "gesture, 7 keyframes
  // 0.1 s"; "recorded motion" without one (a drag, a fling, a pan).
  function curveText(transition) {
    const animation = transition && transition.animation;
    if (!animation || typeof animation !== "object") return "recorded motion";
    const curve = animation.curve;
    let name = "curve";
    if (typeof curve === "string") name = curve;
    else if (curve && curve.spring) name = "spring (damping " + num(curve.spring.damping) + ", response " + num(curve.spring.response) + ")";
    else if (curve && Array.isArray(curve.keyframes)) name = "gesture, " + curve.keyframes.length + " keyframes";
    return name + " " + num(animation.duration) + " s";
  }

  // ---------------------------------------------------------------- numbers and text
  function num(value) {
    if (typeof value !== "number" || !isFinite(value)) return String(value);
    const rounded = Math.round(value * 1000) / 1000;
    return String(Object.is(rounded, -0) ? 0 : rounded);
  }
  function rectText(frame) { return "[" + frame.map(num).join(", ") + "]"; }
  function escapeHTML(text) {
    return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }
  function isFrame(value) {
    return Array.isArray(value) && value.length === 4 && value.every((v) => typeof v === "number" && isFinite(v));
  }

  // ---------------------------------------------------------------- boxes of a step
  // A box: {id, kind, x, y, w, h, alpha, transform ([a, b, c, d, tx, ty] about the box's
  // centre, or null), hidden, pinned, z, change (record index or null), changeKind (null
  // outside updates), order}.
  function boxFromElement(element, order, changeKind) {
    const frame = element.frame;
    return {
      id: String(element.id), kind: String(element.kind || String(element.id).split("/")[0]),
      x: frame[0], y: frame[1], w: frame[2], h: frame[3],
      alpha: typeof element.alpha === "number" ? element.alpha : 1, transform: transformOf(element),
      hidden: element.hidden === true,
      pinned: element.pinned === true, z: typeof element.zIndex === "number" ? element.zIndex : 0,
      change: null, changeKind: changeKind, order: order, element: element, record: null,
      clip: null, level: null, ...wallTileLook(element), ...pagingTileLook(element),
    };
  }
  // An element's transform: its six finite numbers, or null (the identity).
  function transformOf(element) {
    const t = element.transform;
    return Array.isArray(t) && t.length === 6 && t.every((v) => typeof v === "number" && isFinite(v)) ? t : null;
  }
  // A wall tile is labelled with its image (its name, or #index) and its column and row, and
  // filled in its image's colour; other boxes keep their id and their kind's fill.
  function wallTileLook(element) {
    if (element.kind !== "wallTile" || typeof element.image !== "number") return { label: null, sublabel: null, fill: null };
    const fills = palette.imageFills || [];
    return {
      label: typeof element.name === "string" ? element.name : "#" + num(element.image),
      sublabel: num(element.column) + ", " + num(element.row),
      fill: fills.length ? fills[((element.image % fills.length) + fills.length) % fills.length] : null,
    };
  }
  // A paging layout's tile is labelled with the file name its plan gives it
  // ("Harbour_125_0_0"), its column and row below.
  function pagingTileLook(element) {
    if (element.kind !== "tile" || typeof element.name !== "string") return {};
    return { label: element.name, sublabel: num(element.column) + ", " + num(element.row) };
  }
  // A paging layout's image and tiles are drawn inside their page: the page of the same
  // index on each side of an update (before/after), found among the boxes drawn with them.
  // A box whose page is not drawn is not drawn either.
  const pagingKinds = new Set(["page", "image", "tile"]);
  function pageIndexOf(id) {
    if (id == null) return "";
    const parts = String(id).split("/");
    return pagingKinds.has(parts[0]) && parts.length > 1 ? parts[1] : "";
  }
  // Owners are "before>after" page indexes; an element that only one side has (a tile
  // deleted or inserted) is clipped by the page that has that side.
  function clipToPages(boxes, ownersOf) {
    const pages = new Map(), byBefore = new Map(), byAfter = new Map();
    for (const box of boxes) {
      if (box.kind !== "page") continue;
      const owners = ownersOf(box), [before, after] = owners.split(">");
      pages.set(owners, box);
      if (before !== "") byBefore.set(before, box);
      if (after !== "") byAfter.set(after, box);
    }
    return boxes.filter((box) => {
      if (box.kind !== "image" && box.kind !== "tile") return true;
      const owners = ownersOf(box), [before, after] = owners.split(">");
      const page = pages.get(owners) || (after === "" ? byBefore.get(before) : before === "" ? byAfter.get(after) : null);
      if (!page) return false;
      box.clip = { x: page.x, y: page.y, w: page.w, h: page.h };
      const attributes = box.record ? (box.record.after == null ? box.record.initial : box.record.final) : box.element;
      if (box.kind === "tile" && attributes && typeof attributes.level === "number") box.level = attributes.level;
      return true;
    });
  }
  function drawingOrder(boxes) {
    const marked = (box) => (box.changeKind && box.changeKind !== "kept" ? 1 : 0);
    return boxes.sort((a, b) => a.z - b.z || marked(a) - marked(b) || a.order - b.order);
  }
  function prepare(index) {
    let entry = prepared.get(index);
    if (entry) return entry;
    const step = state.steps[index];
    const transition = step.transition || null;
    const changes = transition && Array.isArray(transition.changes) ? transition.changes : [];
    const changeByID = new Map();
    for (const record of changes) if (record && record.after) changeByID.set(record.after, record.change);
    const elements = Array.isArray(step.elements) ? step.elements : [];
    const boxes = [];
    elements.forEach((element, order) => {
      if (!element || !isFrame(element.frame)) { report("step " + index + ": element " + order + " has no frame"); return; }
      boxes.push(boxFromElement(element, order, transition ? changeByID.get(element.id) || "kept" : null));
    });
    const clipped = clipToPages(boxes, (box) => pageIndexOf(box.id) + ">" + pageIndexOf(box.id));
    entry = { boxes: drawingOrder(clipped), frameBoxes: new Map(), overview: null, overviewKey: "", sections: sectionFrames(index) };
    prepared.set(index, entry);
    return entry;
  }
  // The step's overview of the whole layout: the frame of every section ("sections", written
  // only when the frames change), carried from the last step that wrote it; [] when none did
  // (output "all", a layout without sections, or more sections than the frames overview).
  function sectionFrames(index) {
    for (let at = index; at >= 0; at--) {
      const sections = state.steps[at].sections;
      if (Array.isArray(sections)) return sections.filter(isFrame).map((f) => ({ x: f[0], y: f[1], w: f[2], h: f[3] }));
    }
    return [];
  }
  function animationBoxes(index, frameIndex) {
    const entry = prepare(index);
    let boxes = entry.frameBoxes.get(frameIndex);
    if (boxes) return boxes;
    const transition = animation(state.steps[index]);
    const sample = transition.frames[frameIndex];
    const changes = Array.isArray(transition.changes) ? transition.changes : [];
    boxes = [];
    (sample.elements || []).forEach((element, order) => {
      const record = changes[element.change];
      if (!record || !isFrame(element.frame)) { report("step " + index + ", frame " + frameIndex + ": element " + order + " is invalid"); return; }
      const attributes = record.after == null ? record.initial : record.final;
      const box = boxFromElement(Object.assign({}, attributes, { id: element.id, frame: element.frame, alpha: element.alpha, transform: element.transform }), order, record.change);
      box.change = element.change;
      box.record = record;
      box.moving = record.change === "kept" && recordMoves(record, transition);
      boxes.push(box);
    });
    boxes = clipToPages(boxes, (box) => pageIndexOf(box.record.before) + ">" + pageIndexOf(box.record.after));
    drawingOrder(boxes);
    entry.frameBoxes.set(frameIndex, boxes);
    return boxes;
  }
  // What the viewport shows now: the offset, the viewport size and the boxes.
  function currentScene() {
    const step = currentStep();
    const transition = animation(step);
    if (transition) {
      const sample = transition.frames[state.frameIndex];
      return { step: step, offset: sample.contentOffset, sample: sample, boxes: animationBoxes(state.stepIndex, state.frameIndex) };
    }
    return { step: step, offset: step.contentOffset, sample: null, boxes: prepare(state.stepIndex).boxes };
  }
  // The same test as the SVG pictures: intersecting the visible rectangle, or a line across it.
  function inView(box, left, top, width, height) {
    const right = left + width, bottom = top + height;
    if (box.x > right || left > box.x + box.w || box.y > bottom || top > box.y + box.h) return false;
    const intersects = box.x < right && left < box.x + box.w && box.y < bottom && top < box.y + box.h;
    return intersects || box.w === 0 || box.h === 0;
  }

