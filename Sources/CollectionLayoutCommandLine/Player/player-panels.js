// Player script, after the motion part and before the controls: the element list, the labels
// of the boxes, and the page's state in its address. PlayerPage joins the parts, in order,
// into the page's one <script> element; together they are one closure. Runs before the
// controls part loads the frames, so its constants are ready.

  // ---------------------------------------------------------------- the element list
  // Kinds that belong to no section: the collection's, and a paging layout's pages.
  const collectionKinds = new Set(["globalHeader"]);
  function groupOf(id) {
    const parts = String(id).split("/");
    if (pagingKinds.has(parts[0])) return "pages";
    // A wall's tiles are `wallTile/COLUMN/ROW`: grouped by column, not by section.
    if (parts[0] === "wallTile" && parts.length > 2) return "column " + parts[1];
    if (collectionKinds.has(parts[0]) || parts.length < 2) return "collection";
    return "section " + parts[1];
  }
  // Every element of a step, one row each: an update's change records (what its animation
  // draws), or the step's listed elements. A row: {key, id, kind, itemID, change (record
  // index or null), shown (the change kind, "moving" for a kept record that moves), group,
  // record or element}.
  function elementRows(index) {
    const entry = prepare(index);
    if (entry.rows) return entry.rows;
    const step = state.steps[index];
    const transition = animation(step);
    const rows = [];
    if (transition) {
      transition.changes.forEach((record, change) => {
        const id = String(record.after != null ? record.after : record.before);
        const attributes = record.after != null ? record.final : record.initial;
        rows.push({
          key: "c" + change, id: id, kind: String((attributes && attributes.kind) || id.split("/")[0]),
          itemID: (record.final && record.final.itemID) || (record.initial && record.initial.itemID) || null,
          change: change, shown: record.change === "kept" && recordMoves(record, transition) ? "moving" : String(record.change),
          group: groupOf(id), record: record,
        });
      });
    } else {
      (step.elements || []).forEach((element, order) => {
        if (!element) return;
        const id = String(element.id);
        rows.push({
          key: "e" + order, id: id, kind: String(element.kind || id.split("/")[0]),
          itemID: typeof element.itemID === "string" ? element.itemID : null, change: null,
          shown: step.transition ? "kept" : null, group: groupOf(id), element: element,
        });
      });
    }
    entry.rows = rows;
    return rows;
  }
  // Changes of a step's batch that its records do not show (off screen, or in sections that
  // hold their items): the batch's item operations less the records of items of that change.
  function offScreenChanges(step) {
    const batch = step.batch;
    if (!batch || typeof batch !== "object") return null;
    const count = (value) => (Array.isArray(value) ? value.length : 0);
    const rows = elementRows(state.steps.indexOf(step));
    const shownItems = (change) => rows.filter((row) => row.change != null && row.record.change === change
      && (row.kind === "item" || row.kind === "page")).length;
    const result = [];
    for (const [key, change] of [["insertItems", "inserted"], ["deleteItems", "deleted"], ["moveItems", "moved"], ["reloadItems", "reloaded"]]) {
      const off = count(batch[key]) - shownItems(change);
      if (off > 0) result.push(off + " " + change);
    }
    const held = batch.held && typeof batch.held === "object"
      ? Object.values(batch.held).reduce((sum, value) => sum + count(value), 0) : 0;
    if (held) result.push(held + " held");
    return result;
  }
  let listedRows = [];  // the rows shown, after the filters
  const listLimit = 400;
  // Fills the kind filter with the step's kinds and redraws the list: called when the step
  // or a filter changes (never on every frame).
  function refreshElementList() {
    if (!state.steps.length) { $("element-list").textContent = ""; $("element-summary").textContent = ""; return; }
    const rows = elementRows(state.stepIndex);
    const kindFilter = $("element-kind"), chosenKind = kindFilter.value;
    const kinds = [...new Set(rows.map((row) => row.kind))].sort();
    kindFilter.innerHTML = '<option value="">every kind</option>'
      + kinds.map((kind) => '<option value="' + escapeHTML(kind) + '">' + escapeHTML(kind) + "</option>").join("");
    kindFilter.value = kinds.includes(chosenKind) ? chosenKind : "";
    const changeFilter = $("element-change").value;
    const search = $("element-search").value.trim().toLowerCase();
    listedRows = rows.filter((row) => (!kindFilter.value || row.kind === kindFilter.value)
      && (!changeFilter || (changeFilter === "changed" ? row.shown && row.shown !== "kept" : row.shown === changeFilter))
      && (!search || row.id.toLowerCase().includes(search) || (row.itemID && row.itemID.toLowerCase().includes(search))));
    const groups = new Map();
    for (const row of listedRows.slice(0, listLimit)) {
      if (!groups.has(row.group)) groups.set(row.group, []);
      groups.get(row.group).push(row);
    }
    const html = [];
    for (const [group, members] of groups) {
      html.push('<li class="group">' + escapeHTML(group) + " <span>" + members.length + "</span></li>");
      for (const row of members) {
        const style = row.shown === "moving" ? { color: movingColor(), badge: movingStyle.badge } : palette.changes[row.shown];
        const badge = style ? '<span class="badge" style="background:' + style.color + '">' + escapeHTML(style.badge) + "</span>" : '<span class="badge blank"></span>';
        html.push('<li><button data-key="' + row.key + '" title="' + escapeHTML(row.shown || row.kind) + '">' + badge
          + (row.itemID ? "<b>" + escapeHTML(row.itemID) + "</b> " : "") + '<span class="id">' + escapeHTML(row.id) + "</span></button></li>");
      }
    }
    if (listedRows.length > listLimit) html.push('<li class="more">' + (listedRows.length - listLimit) + " more: filter or search to see them</li>");
    if (!listedRows.length) html.push('<li class="more">no element matches</li>');
    $("element-list").innerHTML = html.join("");
    const step = currentStep();
    const off = offScreenChanges(step);
    const counts = animation(step) ? describeMotion(motionCounts(step)) : rows.length + " listed";
    $("element-summary").textContent = rows.length + " elements \u00b7 on screen: " + counts
      + (off ? " \u00b7 off screen: " + (off.length ? off.join(", ") : "none") : "")
      + (listedRows.length !== rows.length ? " \u00b7 " + listedRows.length + " match" : "");
    listedKey = "";
    syncElementList();
  }
  let listedKey = "";
  // Highlights the selected element's row and scrolls it into view (cheap: called per draw).
  function syncElementList() {
    const row = selection ? elementRows(state.stepIndex).find((candidate) => rowMatches(candidate, selection)) : null;
    if (row && row.itemID) selection.itemID = row.itemID;
    const key = row ? row.key : "";
    if (key === listedKey) return;
    const list = $("element-list");
    const previous = listedKey ? list.querySelector('[data-key="' + listedKey + '"]') : null;
    if (previous) previous.classList.remove("current");
    listedKey = key;
    const current = key ? list.querySelector('[data-key="' + key + '"]') : null;
    if (current) {
      current.classList.add("current");
      const top = current.offsetTop - list.offsetTop, bottom = top + current.offsetHeight;
      if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    }
  }
  function rowMatches(row, chosen) {
    return row.change != null || chosen.change != null ? row.change === chosen.change : row.id === chosen.id;
  }
  $("element-list").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-key]");
    if (!button) return;
    const row = elementRows(state.stepIndex).find((candidate) => candidate.key === button.dataset.key);
    if (!row) return;
    selection = { id: row.id, change: row.change };
    draw();
  });
  for (const id of ["element-kind", "element-change"]) $(id).addEventListener("change", () => refreshElementList());
  $("element-search").addEventListener("input", () => refreshElementList());
  // Selects an element of the current step by its id or its scenario item id; false when the
  // step has no such element.
  function selectByName(name) {
    const rows = elementRows(state.stepIndex);
    const row = rows.find((candidate) => candidate.id === name) || rows.find((candidate) => candidate.itemID === name);
    if (!row) return false;
    selection = { id: row.id, change: row.change };
    draw();
    return true;
  }
  // The selected element's row, for the inspector when its box is not in view now.
  function selectedRow() {
    return selection ? elementRows(state.stepIndex).find((candidate) => rowMatches(candidate, selection)) || null : null;
  }

  // ---------------------------------------------------------------- labels
  // Each drawn box's badge and name (its scenario item id, then its element id, as much as
  // fits), placed after every box is drawn: inside the part of the box that is on screen and
  // not under a box drawn over it (a pinned header), and never over another label; the
  // topmost boxes are labelled first. SVG pictures place labels by the same rule
  // (LabelPlacement.swift): change one, change both.
  let placedLabels = [];  // the labels drawn, in viewport pixels: {id, x, y, w, h, text}
  let reservedLabels = [];  // text the drawing put on top of the boxes (a drag's auto-scroll)
  function reserveLabel(x, y, width, height) { reservedLabels.push({ x: x, y: y, w: width, h: height }); }
  function drawLabels(context, scene, scale) {
    placedLabels = reservedLabels;
    reservedLabels = [];
    const offset = scene.offset || { x: 0, y: 0 };
    const viewport = view.viewport;
    const screen = { x: bezel, y: bezel, w: viewport.width * scale, h: viewport.height * scale };
    const rects = drawn.map((box) => ({
      x: bezel + (box.x - offset.x) * scale, y: bezel + (box.y - offset.y) * scale, w: box.w * scale, h: box.h * scale,
    }));
    const covers = (box) => box.alpha >= 0.99 && !box.hidden && !separatorKinds.has(box.kind) && box.kind !== "tile" && box.kind !== "background";
    context.font = textFont; context.textBaseline = "alphabetic";
    for (let i = drawn.length - 1; i >= 0; i--) {
      const box = drawn[i];
      let area = intersection(rects[i], screen);
      if (box.clip) {
        area = area && intersection(area, {
          x: bezel + (box.clip.x - offset.x) * scale, y: bezel + (box.clip.y - offset.y) * scale, w: box.clip.w * scale, h: box.clip.h * scale,
        });
      }
      // Boxes drawn over this one take their part away from the top or the bottom; a box within a
      // pixel of an edge counts as on it (a pinned header snapped to pixels while the offset of a
      // fling's frame is fractional).
      for (let j = i + 1; j < drawn.length && area; j++) {
        if (!covers(drawn[j])) continue;
        const over = rects[j];
        if (over.x > area.x + 4 || over.x + over.w < area.x + Math.min(area.w, 60)) continue;
        if (over.y <= area.y + 1 && over.y + over.h > area.y) area = cut(area, over.y + over.h, area.y + area.h);
        else if (over.y < area.y + area.h && over.y + over.h >= area.y + area.h - 1) area = cut(area, area.y, over.y);
      }
      if (!area || area.h < 14 || area.w < 16) continue;
      // Opaque boxes drawn over this one: no part of its label goes under them.
      const covering = [];
      for (let j = i + 1; j < drawn.length; j++) if (covers(drawn[j])) covering.push(rects[j]);
      const hidden = (rect) => overlapsLabel(rect) || covering.some((over) => intersection(rect, over) !== null);
      const change = box.moving ? { color: movingColor(), badge: movingStyle.badge }
        : box.changeKind && box.changeKind !== "kept" ? palette.changes[box.changeKind] : null;
      let left = area.x + 4;
      const right = area.x + area.w - (box.pinned ? 16 : 4);
      const label = { x: area.x + 1, y: area.y + 1, w: 0, h: 13 };
      if (change && area.h >= 16) {
        label.w = 19;
        if (hidden(label)) continue;
        context.fillStyle = change.color;
        context.beginPath(); context.arc(area.x + 10, area.y + 8, 6, 0, 2 * Math.PI); context.fill();
        context.fillStyle = "#fff"; context.font = "bold " + textFont; context.textAlign = "center";
        context.fillText(change.badge, area.x + 10, area.y + 11.5);
        context.textAlign = "left"; context.font = textFont;
        left = area.x + 19;
      }
      // The longest name that fits the box and overprints no other label.
      for (const text of state.showIDs ? labelTexts(box) : []) {
        const placed = { x: left - 1, y: area.y + 1, w: text.length * characterWidth + 2, h: 13 };
        if (left + text.length * characterWidth > right || hidden(placed)) continue;
        context.globalAlpha = Math.max(0.35, Math.min(1, box.alpha));
        context.fillStyle = box.kind === "page" ? "#fff" : palette.ink;
        const baseline = area.y + Math.min(area.h / 2 + 3.5, 11.5);
        context.fillText(text, left, baseline);
        // A second line a layout gives (a wall tile's column and row), when it fits.
        const sublabel = box.sublabel !== text ? box.sublabel : null;
        if (sublabel && area.h >= 30 && left + sublabel.length * characterWidth <= right) {
          context.fillStyle = palette.inset;
          context.fillText(sublabel, left, baseline + 13);
          placed.h = 26;
        }
        context.globalAlpha = 1;
        label.w = placed.x + placed.w - label.x;
        placed.id = box.id; placed.text = text; placed.index = i;
        placedLabels.push(placed);
        break;
      }
      if (label.w) placedLabels.push(label);
    }
  }
  // The names of a box, longest first: a layout's label, or "price item/0/3" and "price", or
  // the element id.
  function labelTexts(box) {
    // A layout's own name for the box (a wall tile's image, a tile's file), then its second
    // line alone when the name does not fit (a tile's column and row).
    if (box.label) return box.sublabel ? [box.label, box.sublabel] : [box.label];
    const itemID = box.element && typeof box.element.itemID === "string" ? box.element.itemID : null;
    return itemID ? [itemID + " " + box.id, itemID] : [box.id];
  }
  function overlapsLabel(rect) {
    return placedLabels.some((other) => intersection(rect, other) !== null);
  }
  function intersection(a, b) {
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
    const right = Math.min(a.x + a.w, b.x + b.w), bottom = Math.min(a.y + a.h, b.y + b.h);
    return right > x && bottom > y ? { x: x, y: y, w: right - x, h: bottom - y } : null;
  }
  function cut(area, top, bottom) {
    return bottom - top > 0 ? { x: area.x, y: top, w: area.w, h: bottom - top } : null;
  }
  // Whether a caption at `rect` (viewport pixels) would cover a drawn box.
  function coversABox(rect, scene, scale) {
    const offset = scene.offset || { x: 0, y: 0 };
    return drawn.some((box) => !separatorKinds.has(box.kind) && intersection(rect, {
      x: bezel + (box.x - offset.x) * scale, y: bezel + (box.y - offset.y) * scale, w: box.w * scale, h: box.h * scale,
    }) !== null);
  }

  // ---------------------------------------------------------------- the page's address
  // "#step=6&frame=9&select=item/1/1": the step, the animation frame (update steps) and the
  // selected element (its element id), kept in the address as they change so that a link
  // opens the same moment. "&motion=all" turns on every element's ghosts. The self-test's
  // address ("#selftest...") is left alone.
  let writtenLocation = null;
  let locationOpened = false;  // nothing is written before the page's own address is read
  function locationText() {
    const parts = ["step=" + state.stepIndex];
    if (frameCount(currentStep()) > 0) parts.push("frame=" + state.frameIndex);
    if (selection) parts.push("select=" + encodeURIComponent(selection.id).replace(/%2F/g, "/"));
    if (state.showAllMotion) parts.push("motion=all");
    for (const section of Object.keys(stripShifts).sort((a, b) => a - b)) {
      if (stripShifts[section]) parts.push("strip=" + section + ":" + num(stripShifts[section]));
    }
    return "#" + parts.join("&");
  }
  function writeLocation() {
    if (!locationOpened || !state.steps.length || location.hash.startsWith("#selftest") || state.playing) return;
    const text = locationText();
    if (text === writtenLocation || text === location.hash) { writtenLocation = text; return; }
    writtenLocation = text;
    try { history.replaceState(null, "", text); } catch (error) { /* a file: page may refuse; the state still shows */ }
  }
  window.addEventListener("hashchange", () => {
    if (location.hash === writtenLocation || location.hash.startsWith("#selftest")) return;
    openLocation(new URLSearchParams(location.hash.slice(1)));
  });

  // ---------------------------------------------------------------- timing options
  $("loop-step").addEventListener("change", (event) => { state.loopStep = event.target.checked; });
  $("stop-at-step-end").addEventListener("change", (event) => { state.stopAtStepEnd = event.target.checked; });
  $("show-motion").addEventListener("change", (event) => { state.showAllMotion = event.target.checked; draw(); });

  // ---------------------------------------------------------------- selection across steps
  // When the step changes, the selection follows the same element: by its scenario item id
  // when it has one, by its element id otherwise (its record index is the new step's).
  function carrySelection() {
    if (!selection) return;
    const rows = elementRows(state.stepIndex);
    const row = (selection.itemID && rows.find((candidate) => candidate.itemID === selection.itemID))
      || rows.find((candidate) => candidate.id === selection.id);
    selection = row
      ? { id: row.id, change: row.change, itemID: row.itemID || selection.itemID }
      : { id: selection.id, change: null, itemID: selection.itemID };
  }
