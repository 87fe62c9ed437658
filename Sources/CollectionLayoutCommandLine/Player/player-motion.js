// Player script, after the drawing part and before the controls: motion, for the animation inspector: which records move on screen,
// ghost outlines of where they come from and go with the path between, and the per-element
// timeline bars under the scrubber. PlayerPage joins the parts, in order, into the page's one
// <script> element; together they are one closure. Runs before the controls part loads the
// frames, so its constants are ready.

  // ---------------------------------------------------------------- records that move
  // Where a frame is on screen: its origin less the content offset it is shown at.
  function onScreen(frame, offset) {
    return [frame[0] - (offset ? offset.x : 0), frame[1] - (offset ? offset.y : 0), frame[2], frame[3]];
  }
  // The offsets an update's animation starts and ends at.
  function endOffsets(transition) {
    const frames = transition.frames;
    return { initial: frames[0].contentOffset, final: frames[frames.length - 1].contentOffset };
  }
  // Whether a record's element moves or resizes during its step's animation (by more than
  // half a point) both on screen and in the content: a moved record, or a kept one that other
  // changes push around. Not an element that only scrolls with the content (an auto-scroll),
  // nor one that keeps its place on screen while the content shifts under the offset (an
  // insert above the viewport, a pinned header). Inserted and deleted records fade in place.
  // Not a record no frame draws (one that passes above or below the viewport the whole time,
  // as in a stretch of an interactive layout transition).
  function recordMoves(record, transition) {
    if (!record || !transition || record.change === "inserted" || record.change === "deleted") return false;
    if (!record.initial || !record.final || !isFrame(record.initial.frame) || !isFrame(record.final.frame)) return false;
    if (!drawnRecords(transition).has(record)) return false;
    const offsets = endOffsets(transition);
    const a = onScreen(record.initial.frame, offsets.initial), b = onScreen(record.final.frame, offsets.final);
    const movesOnScreen = a.some((value, index) => Math.abs(value - b[index]) > 0.5);
    return movesOnScreen && record.initial.frame.some((value, index) => Math.abs(value - record.final.frame[index]) > 0.5);
  }
  // The records some animation frame of `transition` draws, found once per transition.
  const drawnRecordsCache = new WeakMap();
  function drawnRecords(transition) {
    let drawn = drawnRecordsCache.get(transition);
    if (drawn) return drawn;
    drawn = new Set();
    for (const frame of transition.frames || []) {
      for (const element of frame.elements || []) {
        const record = (transition.changes || [])[element.change];
        if (record) drawn.add(record);
      }
    }
    drawnRecordsCache.set(transition, drawn);
    return drawn;
  }
  // A kept record that moves on screen: drawn with the moved colour and a dashed outline.
  const movingStyle = { label: "moving (kept)", dash: [5, 2], badge: "\u2195" };
  function movingColor() { return (palette.changes.moved || fallbackPalette.changes.moved).color; }
  // The counts of a step's records by what they show: inserted, deleted, reloaded, and
  // moving (moved records and kept records that move on screen), with the moved among them.
  function motionCounts(step) {
    const transition = animation(step) || step.transition;
    const counts = { inserted: 0, deleted: 0, reloaded: 0, moved: 0, movingKept: 0, kept: 0, total: 0 };
    if (!transition || !Array.isArray(transition.changes)) return counts;
    const animated = animation(step);
    for (const record of transition.changes) {
      counts.total++;
      if (record.change === "kept" && animated && recordMoves(record, animated)) counts.movingKept++;
      else if (counts[record.change] !== undefined) counts[record.change]++;
    }
    return counts;
  }
  // "1 inserted, 4 moving (1 moved, 3 kept)": the records of a step, for the step list
  // ("all 21 kept" when none changes or moves).
  function describeMotion(counts) {
    const parts = [];
    if (counts.inserted) parts.push(counts.inserted + " inserted");
    if (counts.deleted) parts.push(counts.deleted + " deleted");
    if (counts.reloaded) parts.push(counts.reloaded + " reloaded");
    const moving = counts.moved + counts.movingKept;
    if (moving && !counts.movingKept) parts.push(moving + " moved");
    else if (moving && !counts.moved) parts.push(moving + " moving (kept)");
    else if (moving) parts.push(moving + " moving (" + counts.moved + " moved, " + counts.movingKept + " kept)");
    return parts.length ? parts.join(", ") : "all " + counts.total + " kept";
  }

  // ---------------------------------------------------------------- paths of the records
  // For each record of an animated step, its element's frame on screen at every animation
  // frame (null where the frame does not list it). Computed once per step.
  function recordPaths(index) {
    const entry = prepare(index);
    if (entry.paths) return entry.paths;
    const transition = animation(state.steps[index]);
    const paths = new Map();
    if (transition) {
      transition.frames.forEach((sample, frameIndex) => {
        for (const element of sample.elements || []) {
          if (!isFrame(element.frame)) continue;
          let path = paths.get(element.change);
          if (!path) { path = new Array(transition.frames.length).fill(null); paths.set(element.change, path); }
          path[frameIndex] = { frame: onScreen(element.frame, sample.contentOffset), alpha: element.alpha };
        }
      });
    }
    entry.paths = paths;
    return paths;
  }

  // ---------------------------------------------------------------- ghosts and paths
  // The records whose ghosts are drawn now: the selected one, and with "all motion" on,
  // every record that moves on screen.
  function ghostRecords(scene) {
    const transition = animation(scene.step);
    if (!transition) return [];
    const chosen = [];
    if (state.showAllMotion) {
      transition.changes.forEach((record, index) => { if (recordMoves(record, transition)) chosen.push(index); });
    }
    if (selection && selection.change != null && !chosen.includes(selection.change)) chosen.push(selection.change);
    return chosen;
  }
  // Initial and final frames as outlines (dashed where it comes from, solid where it goes) and
  // the path of its centre through every animation frame, with a dot per frame and an arrow
  // at the end; in screen coordinates of the animation's first and last frames.
  function drawGhosts(context, scene, scale) {
    const transition = animation(scene.step);
    if (!transition) return;
    const indexes = ghostRecords(scene);
    if (!indexes.length) return;
    const paths = recordPaths(state.stepIndex);
    const offsets = endOffsets(transition);
    const toX = (x) => bezel + x * scale, toY = (y) => bezel + y * scale;
    context.save();
    for (const index of indexes) {
      const record = transition.changes[index];
      if (!record || !isFrame(record.initial.frame) || !isFrame(record.final.frame)) continue;
      const style = palette.changes[record.change];
      const color = style ? style.color : movingColor();
      const selected = selection && selection.change === index;
      context.lineWidth = selected ? 2 : 1.25;
      context.globalAlpha = selected ? 0.95 : 0.7;
      context.strokeStyle = color;
      const from = onScreen(record.initial.frame, offsets.initial), to = onScreen(record.final.frame, offsets.final);
      context.setLineDash([4, 3]);
      context.strokeRect(toX(from[0]) + 0.5, toY(from[1]) + 0.5, Math.max(1, from[2] * scale - 1), Math.max(1, from[3] * scale - 1));
      context.setLineDash([]);
      context.strokeRect(toX(to[0]) + 0.5, toY(to[1]) + 0.5, Math.max(1, to[2] * scale - 1), Math.max(1, to[3] * scale - 1));
      const centres = (paths.get(index) || []).filter((point) => point).map((point) =>
        [toX(point.frame[0] + point.frame[2] / 2), toY(point.frame[1] + point.frame[3] / 2)]);
      if (centres.length < 2) continue;
      context.beginPath();
      centres.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
      context.stroke();
      context.fillStyle = color;
      for (const [x, y] of centres) { context.beginPath(); context.arc(x, y, selected ? 2 : 1.5, 0, 2 * Math.PI); context.fill(); }
      const [endX, endY] = centres[centres.length - 1];
      let k = centres.length - 2;
      while (k > 0 && Math.hypot(centres[k][0] - endX, centres[k][1] - endY) < 4) k--;
      const angle = Math.atan2(endY - centres[k][1], endX - centres[k][0]);
      if (Math.hypot(centres[k][0] - endX, centres[k][1] - endY) >= 4) {
        context.beginPath();
        context.moveTo(endX, endY);
        context.lineTo(endX - 9 * Math.cos(angle - 0.4), endY - 9 * Math.sin(angle - 0.4));
        context.lineTo(endX - 9 * Math.cos(angle + 0.4), endY - 9 * Math.sin(angle + 0.4));
        context.closePath(); context.fill();
      }
    }
    context.restore();
  }

  // ---------------------------------------------------------------- timeline bars
  // Per animating record: how far it has gone from its initial to its final state at each
  // animation frame (0 to 1, by the largest change of its frame and alpha), where it starts
  // and where it ends (frame indexes).
  function recordTimeline(record, path, transition) {
    const offsets = endOffsets(transition);
    const from = onScreen(record.initial.frame, offsets.initial).concat([(record.initial.alpha ?? 1) * 100]);
    const to = onScreen(record.final.frame, offsets.final).concat([(record.final.alpha ?? 1) * 100]);
    let span = 0, axis = 0;
    from.forEach((value, i) => { if (Math.abs(to[i] - value) > span) { span = Math.abs(to[i] - value); axis = i; } });
    if (span <= 0.5) return null;
    const progress = path.map((point) => {
      if (!point) return null;
      const now = point.frame.concat([(point.alpha ?? 1) * 100])[axis];
      return (now - from[axis]) / (to[axis] - from[axis]);
    });
    let start = progress.findIndex((p) => p !== null && Math.abs(p) > 0.001);
    let end = progress.length - 1;
    while (end > 0 && progress[end - 1] !== null && Math.abs(progress[end - 1] - 1) <= 0.001) end--;
    if (start < 0) start = 0;
    return { progress: progress, start: Math.max(0, start - 1), end: end };
  }
  // The rows of the timeline: the selected record first, then the others that animate, in
  // record order.
  function timelineRows(index) {
    const transition = animation(state.steps[index]);
    if (!transition) return [];
    const entry = prepare(index);
    if (!entry.timeline) {
      const paths = recordPaths(index);
      entry.timeline = [];
      transition.changes.forEach((record, change) => {
        const path = paths.get(change);
        // What the animation does to it: moves it, fades it in or out, or reloads it.
        if (!path || (record.change === "kept" && !recordMoves(record, transition))) return;
        const timeline = recordTimeline(record, path, transition);
        if (timeline) entry.timeline.push(Object.assign({ change: change, record: record }, timeline));
      });
    }
    const rows = entry.timeline.slice();
    if (selection && selection.change != null) {
      const chosen = rows.findIndex((row) => row.change === selection.change);
      if (chosen > 0) rows.unshift(rows.splice(chosen, 1)[0]);
    }
    return rows;
  }
  const timelineRowHeight = 14, timelineMaximumRows = 8, timelineLabelWidth = 150;
  let timelineShown = [];  // the rows drawn, for clicks
  // The height the timeline takes under the scrubber for the current step, in pixels.
  function timelineHeight() {
    const count = animation(currentStep()) ? timelineRows(state.stepIndex).length : 0;
    if (!count) return 0;
    return Math.min(count, timelineMaximumRows) * timelineRowHeight + (count > timelineMaximumRows ? 12 : 0) + 2 + 8;
  }
  // Bars under the scrubber: for each animating element, from the frame it starts moving or
  // fading to the frame it arrives, with its progress curve drawn inside the bar and the
  // current frame as a vertical line.
  function drawTimeline() {
    const canvas = $("timeline");
    const transition = animation(currentStep());
    const rows = transition ? timelineRows(state.stepIndex) : [];
    timelineShown = rows.slice(0, timelineMaximumRows);
    $("timeline-box").classList.toggle("hidden-panel", timelineShown.length === 0);
    if (!timelineShown.length) return;
    const width = Math.max(200, $("scrubber-row").clientWidth);
    const more = rows.length - timelineShown.length;
    const height = timelineShown.length * timelineRowHeight + (more > 0 ? 12 : 0) + 2;
    const context = sizeCanvas(canvas, width, height);
    context.clearRect(0, 0, width, height);
    const frames = transition.frames.length;
    const left = timelineLabelWidth, right = width - 4;
    const xOf = (frame) => left + (frames <= 1 ? 0 : (frame / (frames - 1)) * (right - left));
    context.font = textFont; context.textBaseline = "middle";
    timelineShown.forEach((row, i) => {
      const y = i * timelineRowHeight + 1;
      const style = palette.changes[row.record.change];
      const color = style ? style.color : movingColor();
      const selected = selection && selection.change === row.change;
      if (selected) { context.fillStyle = "rgba(194, 24, 91, 0.10)"; context.fillRect(0, y, width, timelineRowHeight); }
      context.fillStyle = palette.ink;
      context.fillText(fitText(context, elementName(row.record), left - 8), 2, y + timelineRowHeight / 2);
      context.fillStyle = "#eceff1"; context.fillRect(left, y + 2, right - left, timelineRowHeight - 4);
      const x0 = xOf(row.start), x1 = xOf(row.end);
      context.globalAlpha = 0.25; context.fillStyle = color; context.fillRect(x0, y + 2, Math.max(2, x1 - x0), timelineRowHeight - 4);
      context.globalAlpha = 1; context.strokeStyle = color; context.lineWidth = 1.25;
      context.beginPath();
      let started = false;
      row.progress.forEach((p, frame) => {
        if (p === null) return;
        const px = xOf(frame), py = y + timelineRowHeight - 2 - Math.max(-0.2, Math.min(1.2, p)) * (timelineRowHeight - 4);
        started ? context.lineTo(px, py) : context.moveTo(px, py);
        started = true;
      });
      context.stroke();
    });
    if (more > 0) {
      context.fillStyle = palette.inset;
      context.fillText("and " + more + " more animating elements (select one to see its bar)", 2, timelineShown.length * timelineRowHeight + 7);
    }
    const now = xOf(state.frameIndex);
    context.strokeStyle = "#c2185b"; context.lineWidth = 1.5;
    context.beginPath(); context.moveTo(now, 0); context.lineTo(now, timelineShown.length * timelineRowHeight + 1); context.stroke();
  }
  // `text` cut with an ellipsis to fit `width` pixels.
  function fitText(context, text, width) {
    if (context.measureText(text).width <= width) return text;
    let cut = text;
    while (cut.length > 1 && context.measureText(cut + "\u2026").width > width) cut = cut.slice(0, -1);
    return cut + "\u2026";
  }
  // A record's name: its scenario item id and element id ("price \u00b7 item/0/3").
  function elementName(record) {
    const id = record.after != null ? record.after : record.before;
    const itemID = (record.final && record.final.itemID) || (record.initial && record.initial.itemID);
    return itemID ? itemID + " \u00b7 " + id : String(id);
  }
  $("timeline").addEventListener("click", (event) => {
    const bounds = $("timeline").getBoundingClientRect();
    const row = timelineShown[Math.floor((event.clientY - bounds.top - 1) / timelineRowHeight)];
    if (!row) return;
    selection = { id: row.record.after != null ? row.record.after : row.record.before, change: row.change };
    draw();
  });
