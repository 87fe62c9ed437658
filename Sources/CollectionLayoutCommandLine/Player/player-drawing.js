// Player script, part 2 of 4: drawing the viewport and the content view. PlayerPage joins the parts, in order, into
// the page's one <script> element; together they are one closure.
  // ---------------------------------------------------------------- drawing the viewport
  const bezel = 10;
  const textFont = '10px "DejaVu Sans Mono", Menlo, Consolas, monospace';
  const characterWidth = 6.1;

  function sizeCanvas(canvas, width, height) {
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.max(1, Math.round(width * ratio)), pixelHeight = Math.max(1, Math.round(height * ratio));
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth; canvas.height = pixelHeight;
    }
    canvas.style.width = width + "px"; canvas.style.height = height + "px";
    const context = canvas.getContext("2d");
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    return context;
  }

  function draw() {
    if (!state.frames || state.steps.length === 0) { drawn = []; return; }
    const scene = currentScene();
    const viewport = scene.step.viewport || state.frames.viewport || { width: 320, height: 480 };
    // The stage's room, less the scrubber, the status line and the gaps between them.
    const stage = $("stage");
    const availableWidth = Math.max(120, stage.clientWidth - 28);
    const availableHeight = Math.max(120, stage.clientHeight - 20 - 16 - $("scrubber-row").offsetHeight - $("status").offsetHeight - timelineHeight());
    // Fitted to the stage, but not below half size for the height's sake (a short or narrow
    // window scrolls the stage instead of shrinking the viewport to a thumbnail).
    const widthScale = (availableWidth - 2 * bezel) / viewport.width, heightScale = (availableHeight - 2 * bezel) / viewport.height;
    const scale = Math.max(Math.min(1, widthScale, heightScale), Math.min(1, widthScale, 0.5));
    const width = viewport.width * scale, height = viewport.height * scale;
    const context = sizeCanvas(viewportCanvas, width + 2 * bezel, height + 2 * bezel);
    const offset = scene.offset || { x: 0, y: 0 };
    view = { scale: scale, left: bezel, top: bezel, offset: offset, viewport: viewport };

    context.clearRect(0, 0, width + 2 * bezel, height + 2 * bezel);
    roundedRect(context, 0, 0, width + 2 * bezel, height + 2 * bezel, 14);
    context.fillStyle = "#2b2b2e"; context.fill();
    context.save();
    context.beginPath(); context.rect(bezel, bezel, width, height); context.clip();
    context.fillStyle = palette.outsideContent; context.fillRect(bezel, bezel, width, height);
    const size = scene.step.contentSize || { width: 0, height: 0 };
    context.fillStyle = palette.content;
    context.fillRect(bezel - offset.x * scale, bezel - offset.y * scale, size.width * scale, size.height * scale);

    drawn = [];
    const boxes = scene.boxes;
    const scrollers = scrollersOf(scene.step);
    for (let i = 0; i < boxes.length; i++) {
      const scroller = scrollers.length ? scrollerOf(boxes[i], scrollers) : null;
      const box = scroller ? shiftedBox(boxes[i], scroller) : boxes[i];
      if (!inView(box, offset.x, offset.y, viewport.width, viewport.height)) continue;
      drawn.push(box);
      if (box.clip) {
        context.save();
        context.beginPath();
        context.rect(bezel + (box.clip.x - offset.x) * scale, bezel + (box.clip.y - offset.y) * scale, box.clip.w * scale, box.clip.h * scale);
        context.clip();
      }
      const x = bezel + (box.x - offset.x) * scale, y = bezel + (box.y - offset.y) * scale;
      const t = box.transform;
      if (t) {
        // Drawn transformed about its centre: [a, b, c, d, tx, ty], the translation in points.
        context.save();
        const cx = x + box.w * scale / 2, cy = y + box.h * scale / 2;
        context.translate(cx, cy);
        context.transform(t[0], t[1], t[2], t[3], t[4] * scale, t[5] * scale);
        context.translate(-cx, -cy);
      }
      drawBox(context, box, x, y, box.w * scale, box.h * scale);
      if (t) context.restore();
      if (box.clip) context.restore();
    }
    drawScrollIndicators(context, scrollers, offset, scale);
    drawDrag(context, scene, viewport, scale);
    drawScreen(context, scene, viewport, scale);
    drawGhosts(context, scene, scale);
    if (selection) {
      const chosen = drawn.find((box) => matches(box, selection));
      if (chosen) {
        context.strokeStyle = "#c2185b"; context.lineWidth = 3; context.setLineDash([]); context.globalAlpha = 1;
        context.strokeRect(bezel + (chosen.x - offset.x) * scale - 1.5, bezel + (chosen.y - offset.y) * scale - 1.5, chosen.w * scale + 3, chosen.h * scale + 3);
      }
    }
    drawLabels(context, scene, scale);
    drawInset(context, viewport, scale, scene);
    drawSafeArea(context, viewport, scale, scene);
    context.restore();
    drawOverview(scene);
    updateStatus(scene, scale);
    updateInspector();
    drawTimeline();
    syncElementList();
    writeLocation();
  }

  // ---------------------------------------------------------------- sections that scroll on their own
  // A step's "sectionScrollers" (a compositional section with an orthogonal scrolling behaviour, each with its
  // frame, content size, inset and recorded offset): the user drags sideways inside a strip, or turns a wheel
  // sideways over it, to scroll it further, within its valid offsets. The strip's elements (those of its section
  // whose frames cross the strip's band, but its headers, footers and background) move and are clipped to the
  // strip; the shifts are forgotten when another step is shown. The frames list only the elements visible at the
  // recorded offset unless the scenario's output lists "all" of them.
  const stillKinds = new Set(["header", "footer", "background", "globalHeader", "sectionSeparator"]);
  let stripShifts = {};  // section -> points scrolled by the user past the recorded offset
  let stripStep = -1;
  let stripDrag = null;  // {section, startX, startShift, moved} while a finger drags a strip
  function scrollersOf(step) {
    if (stripStep !== state.stepIndex) { stripShifts = {}; stripStep = state.stepIndex; }
    const scrollers = step && Array.isArray(step.sectionScrollers) ? step.sectionScrollers : [];
    return scrollers.filter((s) => s && typeof s.section === "number" && isFrame(s.frame) && s.contentSize && s.contentOffset);
  }
  function scrollerOf(box, scrollers) {
    if (stillKinds.has(box.kind)) return null;
    const parts = box.id.split("/");
    if (parts.length < 3) return null;
    const section = Number(parts[1]);
    for (const scroller of scrollers) {
      const frame = scroller.frame;
      if (scroller.section === section && box.y < frame[1] + frame[3] && box.y + box.h > frame[1]) return scroller;
    }
    return null;
  }
  // The shifts a strip allows: its valid offsets (from -inset.left to content + inset.right - frame, never below
  // the minimum) less the recorded offset.
  function shiftRange(scroller) {
    const inset = scroller.contentInset || {};
    const minimum = -(inset.left || 0);
    const maximum = Math.max(minimum, scroller.contentSize.width + (inset.right || 0) - scroller.frame[2]);
    return { low: minimum - scroller.contentOffset.x, high: maximum - scroller.contentOffset.x };
  }
  function shiftedBox(box, scroller) {
    const shift = stripShifts[scroller.section] || 0;
    if (!shift) return box;
    const frame = scroller.frame;
    return Object.assign({}, box, { x: box.x - shift, clip: { x: frame[0], y: frame[1], w: frame[2], h: frame[3] } });
  }
  function scrollStrip(section, shift) {
    const scroller = scrollersOf(currentStep()).find((s) => s.section === section);
    if (!scroller) return;
    const range = shiftRange(scroller);
    stripShifts[section] = Math.max(range.low, Math.min(range.high, shift));
    draw();
  }
  // The strip under a point of the viewport canvas, in content coordinates; null for none.
  function scrollerAt(x, y) {
    return scrollersOf(currentStep()).find((s) => x >= s.frame[0] && x <= s.frame[0] + s.frame[2] && y >= s.frame[1] && y <= s.frame[1] + s.frame[3]) || null;
  }
  // A thin bar at the bottom of each strip, as UIScrollView's indicator: where the strip is in its content.
  function drawScrollIndicators(context, scrollers, offset, scale) {
    for (const scroller of scrollers) {
      const frame = scroller.frame, width = frame[2], content = scroller.contentSize.width;
      if (!(content > width) || !(width > 0)) continue;
      const position = scroller.contentOffset.x + (stripShifts[scroller.section] || 0);
      const length = Math.max(12, width * width / content);
      const travel = Math.max(0, Math.min(1, position / (content - width)));
      const x = bezel + (frame[0] + travel * (width - length) - offset.x) * scale;
      const y = bezel + (frame[1] + frame[3] - 4 - offset.y) * scale;
      context.globalAlpha = 0.55; context.fillStyle = palette.ink;
      roundedRect(context, x, y, length * scale, 3, 1.5); context.fill();
      context.globalAlpha = 1;
    }
  }

  function roundedRect(context, x, y, width, height, radius) {
    context.beginPath();
    context.moveTo(x + radius, y);
    context.arcTo(x + width, y, x + width, y + height, radius);
    context.arcTo(x + width, y + height, x, y + height, radius);
    context.arcTo(x, y + height, x, y, radius);
    context.arcTo(x, y, x + width, y, radius);
    context.closePath();
  }

  // A tile's outline colour: its level's (a power of two: 2^1 ... 2^-4, the ends for others).
  function tileColor(level) {
    const levels = palette.tileLevels || {};
    const exponent = Math.max(-4, Math.min(1, Math.round(Math.log2(level))));
    return levels[String(exponent)] || kindStyle("tile").stroke;
  }
  // A paging layout's scroll view is wider than the screen: shade the parts off the screen
  // (the page padding) and outline the screen, which sits at a fixed place in the viewport
  // (the step's "screen" report less its content offset), animation frames included.
  function drawScreen(context, scene, viewport, scale) {
    const screen = scene.step.screen, stepOffset = scene.step.contentOffset;
    if (!isFrame(screen) || !stepOffset || (screen[2] >= viewport.width && screen[3] >= viewport.height)) return;
    const x = bezel + (screen[0] - stepOffset.x) * scale, y = bezel + (screen[1] - stepOffset.y) * scale;
    const width = screen[2] * scale, height = screen[3] * scale;
    const right = bezel + viewport.width * scale, bottom = bezel + viewport.height * scale;
    context.globalAlpha = palette.offScreenOpacity || 0.45;
    context.fillStyle = palette.inset;
    if (x > bezel) context.fillRect(bezel, bezel, x - bezel, bottom - bezel);
    if (x + width < right) context.fillRect(x + width, bezel, right - x - width, bottom - bezel);
    if (y > bezel) context.fillRect(bezel, bezel, right - bezel, y - bezel);
    if (y + height < bottom) context.fillRect(bezel, y + height, right - bezel, bottom - y - height);
    context.globalAlpha = 1;
    context.strokeStyle = palette.ink; context.lineWidth = 1; context.setLineDash([4, 3]);
    context.strokeRect(x + 0.5, y + 0.5, width - 1, height - 1);
    context.setLineDash([]);
  }

  function drawBox(context, box, x, y, width, height) {
    const kind = kindStyle(box.kind);
    const change = box.moving ? { color: movingColor() }
      : box.changeKind && box.changeKind !== "kept" ? palette.changes[box.changeKind] : null;
    const lineWidth = change || box.pinned ? palette.markedStrokeWidth : palette.strokeWidth;
    const visibility = Math.max(0, Math.min(1, box.hidden ? Math.min(box.alpha, 0.3) : box.alpha));
    const fillAlpha = box.kind === "tile" ? visibility * (palette.tileFillOpacity || 0.18) : visibility;
    const strokeAlpha = change ? Math.max(visibility, palette.minimumChangeOpacity) : visibility;
    if (!(width > 2 * lineWidth && height > 2 * lineWidth)) {
      // A line (a separator) or a tiny box: filled, at least one pixel.
      context.globalAlpha = change ? strokeAlpha : fillAlpha;
      context.fillStyle = change ? change.color : kind.stroke;
      context.fillRect(x, y, Math.max(width, 1), Math.max(height, 1));
      context.globalAlpha = 1;
      return;
    }
    const dragging = box.element && box.element.dragging === true;
    context.globalAlpha = fillAlpha;
    context.fillStyle = box.fill || kind.fill;
    if (dragging) {
      // The dragged item floats above the content: a shadow under it.
      context.shadowColor = "rgba(0, 0, 0, 0.35)"; context.shadowBlur = 12; context.shadowOffsetY = 4;
    }
    context.fillRect(x, y, width, height);
    context.shadowColor = "transparent"; context.shadowBlur = 0; context.shadowOffsetY = 0;
    context.globalAlpha = strokeAlpha;
    context.lineWidth = dragging ? palette.markedStrokeWidth : lineWidth;
    context.strokeStyle = change ? change.color : box.pinned || dragging ? palette.ink : box.level != null ? tileColor(box.level) : kind.stroke;
    context.setLineDash(box.moving ? movingStyle.dash : change ? dashes[box.changeKind] : box.hidden ? [2, 2] : box.kind === "dragGap" ? [5, 3] : []);
    context.strokeRect(x + lineWidth / 2, y + lineWidth / 2, width - lineWidth, height - lineWidth);
    context.setLineDash([]);
    // The badge and the name are drawn after every box (drawLabels, in the panels part).
    if (box.pinned && width >= 20 && height >= 16) {
      const px = x + width - 9, py = y + 6;
      context.strokeStyle = palette.ink; context.lineWidth = 1.5;
      context.beginPath(); context.moveTo(px, py + 3); context.lineTo(px, py + 9); context.stroke();
      context.fillStyle = palette.ink;
      context.beginPath(); context.arc(px, py, 3.5, 0, 2 * Math.PI); context.fill();
    }
    context.globalAlpha = 1;
  }

  // ---------------------------------------------------------------- drags: the finger and auto-scroll
  let lastFinger = null;  // the finger drawn, in viewport coordinates, or null
  // The finger of a drag step at the current frame (the step's "drag" report), or null.
  function dragAt(scene) {
    const drag = scene.step.drag;
    if (!drag || typeof drag !== "object") return null;
    const path = Array.isArray(drag.fingerPath) ? drag.fingerPath : null;
    const finger = scene.sample && path && path[state.frameIndex] ? path[state.frameIndex] : drag.finger;
    if (!finger || typeof finger.x !== "number" || typeof finger.y !== "number") return null;
    return { finger: finger, zone: typeof drag.autoScrollZone === "number" ? drag.autoScrollZone : 0 };
  }
  // The auto-scroll zones at the top and bottom of the visible content (the zone the finger is
  // in shaded darker, with the scroll of this frame), then the finger.
  function drawDrag(context, scene, viewport, scale) {
    lastFinger = null;
    const drag = dragAt(scene);
    if (!drag) return;
    const inset = (scene.step && scene.step.contentInset) || state.frames.contentInset || {};
    const top = inset.top || 0, bottom = viewport.height - (inset.bottom || 0);
    if (drag.zone > 0) {
      const transition = animation(scene.step);
      let scrolled = 0;
      if (transition && state.frameIndex > 0) {
        scrolled = transition.frames[state.frameIndex].contentOffset.y - transition.frames[state.frameIndex - 1].contentOffset.y;
      }
      for (const zone of [{ from: top, to: top + drag.zone, up: true }, { from: bottom - drag.zone, to: bottom, up: false }]) {
        const active = zone.up ? drag.finger.y < zone.to : drag.finger.y > zone.from;
        context.globalAlpha = active ? 0.16 : 0.05;
        context.fillStyle = "#1A73E8";
        context.fillRect(bezel, bezel + zone.from * scale, viewport.width * scale, (zone.to - zone.from) * scale);
        context.globalAlpha = 1;
        if (!active) continue;
        const label = "auto-scroll " + (zone.up ? "\u2191" : "\u2193") + " " + num(Math.abs(scrolled)) + " pt/frame";
        context.fillStyle = "#1A73E8"; context.font = "bold " + textFont;
        context.fillText(label, bezel + 6, bezel + (zone.up ? zone.from * scale + 14 : zone.to * scale - 6));
        reserveLabel(bezel + 4, bezel + (zone.up ? zone.from * scale + 3 : zone.to * scale - 17), label.length * characterWidth + 4, 13);
      }
    }
    const x = bezel + drag.finger.x * scale, y = bezel + drag.finger.y * scale;
    const radius = Math.max(6, 14 * scale);
    context.globalAlpha = 0.45; context.fillStyle = palette.ink;
    context.beginPath(); context.arc(x, y, radius, 0, 2 * Math.PI); context.fill();
    context.globalAlpha = 1; context.strokeStyle = "#ffffff"; context.lineWidth = 2;
    context.beginPath(); context.arc(x, y, radius, 0, 2 * Math.PI); context.stroke();
    lastFinger = { x: drag.finger.x, y: drag.finger.y };
  }

  function drawInset(context, viewport, scale, scene) {
    const inset = (scene.step && scene.step.contentInset) || state.frames.contentInset || {};
    const top = (inset.top || 0) * scale, bottom = (inset.bottom || 0) * scale;
    const left = (inset.left || 0) * scale, right = (inset.right || 0) * scale;
    const width = viewport.width * scale, height = viewport.height * scale;
    context.globalAlpha = palette.insetOpacity;
    context.fillStyle = palette.inset;
    if (top > 0) context.fillRect(bezel, bezel, width, top);
    if (bottom > 0) context.fillRect(bezel, bezel + height - bottom, width, bottom);
    if (left > 0) context.fillRect(bezel, bezel + top, left, height - top - bottom);
    if (right > 0) context.fillRect(bezel + width - right, bezel + top, right, height - top - bottom);
    context.globalAlpha = 1;
    // The caption only where it covers no element (the status line gives the inset too).
    const caption = "content inset " + num(inset.top);
    const captionRect = { x: bezel + width - 8 - caption.length * characterWidth, y: bezel, w: caption.length * characterWidth + 4, h: top };
    if (top >= 14 && !coversABox(captionRect, scene, scale)) {
      context.fillStyle = palette.ink; context.font = textFont; context.textAlign = "right";
      context.fillText(caption, bezel + width - 6, bezel + Math.min(top / 2 + 3.5, top - 3));
      context.textAlign = "left";
    }
  }

  // A device's safe area (frames whose header has one): shaded bands over the edges the
  // sensor housing, the status bar and the home indicator cover, so that an element under
  // them is seen at a glance; the sensor housing and the home indicator drawn as dark pills;
  // the layout margins as dashed lines inside the safe area.
  function drawSafeArea(context, viewport, scale, scene) {
    const safe = (scene.step && scene.step.safeArea) || state.frames.safeArea;
    if (!safe) return;
    const top = (safe.top || 0) * scale, bottom = (safe.bottom || 0) * scale;
    const left = (safe.left || 0) * scale, right = (safe.right || 0) * scale;
    const width = viewport.width * scale, height = viewport.height * scale;
    context.globalAlpha = 0.25;
    context.fillStyle = "#D93025";
    if (top > 0) context.fillRect(bezel, bezel, width, top);
    if (bottom > 0) context.fillRect(bezel, bezel + height - bottom, width, bottom);
    if (left > 0) context.fillRect(bezel, bezel + top, left, height - top - bottom);
    if (right > 0) context.fillRect(bezel + width - right, bezel + top, right, height - top - bottom);
    context.globalAlpha = 0.85;
    context.fillStyle = palette.ink;
    function pill(x, y, w, h) {
      const radius = Math.min(w, h) / 2;
      context.beginPath();
      context.moveTo(x + radius, y);
      context.arcTo(x + w, y, x + w, y + h, radius);
      context.arcTo(x + w, y + h, x, y + h, radius);
      context.arcTo(x, y + h, x, y, radius);
      context.arcTo(x, y, x + w, y, radius);
      context.closePath();
      context.fill();
    }
    // The sensor housing: across the top in portrait (a band of 40 points or more), along the
    // left edge in landscape.
    if (top >= 40 * scale) pill(bezel + width / 2 - 63 * scale, bezel + 11 * scale, 126 * scale, Math.min(37 * scale, top - 16 * scale));
    else if (left >= 40 * scale) pill(bezel + 11 * scale, bezel + height / 2 - 63 * scale, Math.min(37 * scale, left - 16 * scale), 126 * scale);
    // The home indicator: a bar above the bottom edge.
    if (bottom >= 15 * scale) pill(bezel + width / 2 - 67 * scale, bezel + height - 8 * scale - 5 * scale, 134 * scale, 5 * scale);
    context.globalAlpha = 1;
    const margins = (scene.step && scene.step.layoutMargins) || state.frames.layoutMargins;
    if (!margins) return;
    context.strokeStyle = "#1A73E8"; context.lineWidth = 1; context.setLineDash([6, 4]);
    for (const x of [left + (margins.leading || 0) * scale, width - right - (margins.trailing || 0) * scale]) {
      if (x <= 0 || x >= width) continue;
      context.beginPath(); context.moveTo(bezel + x, bezel + top); context.lineTo(bezel + x, bezel + height - bottom); context.stroke();
    }
    context.setLineDash([]);
  }

  // ---------------------------------------------------------------- the content view
  function overviewBounds(step) {
    const size = step.contentSize || { width: 0, height: 0 };
    const viewport = step.viewport || { width: 0, height: 0 };
    let left = 0, top = 0, right = size.width, bottom = size.height;
    const offsets = [step.contentOffset];
    const transition = animation(step);
    if (transition) for (const sample of transition.frames) offsets.push(sample.contentOffset);
    for (const offset of offsets) {
      if (!offset) continue;
      left = Math.min(left, offset.x); top = Math.min(top, offset.y);
      right = Math.max(right, offset.x + viewport.width); bottom = Math.max(bottom, offset.y + viewport.height);
    }
    return { left: left, top: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  }
  // Every section of the layout beneath the listed elements, so that the parts of the content
  // the step does not list (output "visible") are not blank: an item-coloured box per section
  // with a dashed outline, and its number when it is tall enough to read.
  function drawSections(context, sections, bounds, scale) {
    const item = kindStyle("item");
    context.font = textFont; context.lineWidth = 1; context.setLineDash([3, 2]);
    sections.forEach((section, index) => {
      const x = (section.x - bounds.left) * scale, y = (section.y - bounds.top) * scale;
      const w = Math.max(section.w * scale, 0.5), h = Math.max(section.h * scale, 0.5);
      context.globalAlpha = 0.55; context.fillStyle = item.fill; context.fillRect(x, y, w, h);
      context.globalAlpha = 1; context.strokeStyle = item.stroke;
      if (w > 3 && h > 3) context.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
      if (h > 14 && w > 60) { context.fillStyle = item.stroke; context.fillText("section " + index, x + 4, y + h - 4); }
    });
    context.setLineDash([]);
  }
  function drawOverview(scene) {
    if (!state.showContent) return;
    const entry = prepare(state.stepIndex);
    const bounds = overviewBounds(scene.step);
    const maximumWidth = 260, maximumHeight = Math.max(160, Math.min(420, window.innerHeight * 0.45));
    const scale = Math.min(maximumWidth / bounds.width, maximumHeight / bounds.height);
    const width = Math.max(40, bounds.width * scale), height = Math.max(40, bounds.height * scale);
    const key = [state.stepIndex, width, height, window.devicePixelRatio].join(",");
    if (entry.overviewKey !== key) {
      // The step's elements, drawn once per step and size, then reused for every frame.
      const image = document.createElement("canvas");
      const context = sizeCanvas(image, width, height);
      context.fillStyle = palette.outsideContent; context.fillRect(0, 0, width, height);
      const size = scene.step.contentSize || { width: 0, height: 0 };
      context.fillStyle = palette.content;
      context.fillRect(-bounds.left * scale, -bounds.top * scale, size.width * scale, size.height * scale);
      drawSections(context, entry.sections, bounds, scale);
      for (const box of entry.boxes) {
        const kind = kindStyle(box.kind);
        const x = (box.x - bounds.left) * scale, y = (box.y - bounds.top) * scale;
        const w = Math.max(box.w * scale, 0.5), h = Math.max(box.h * scale, 0.5);
        if (box.clip) {
          context.save(); context.beginPath();
          context.rect((box.clip.x - bounds.left) * scale, (box.clip.y - bounds.top) * scale, box.clip.w * scale, box.clip.h * scale);
          context.clip();
        }
        context.globalAlpha = box.kind === "tile" ? box.alpha * (palette.tileFillOpacity || 0.18) : box.alpha;
        context.fillStyle = kind.fill; context.fillRect(x, y, w, h);
        context.globalAlpha = box.alpha;
        if (w > 3 && h > 3) { context.strokeStyle = box.level != null ? tileColor(box.level) : kind.stroke; context.lineWidth = 0.5; context.strokeRect(x + 0.25, y + 0.25, w - 0.5, h - 0.5); }
        if (box.clip) context.restore();
      }
      context.globalAlpha = 1;
      entry.overview = image; entry.overviewKey = key;
    }
    overviewShown = entry.sections;
    const context = sizeCanvas(contentCanvas, width, height);
    context.clearRect(0, 0, width, height);
    context.drawImage(entry.overview, 0, 0, width, height);
    const viewport = scene.step.viewport || { width: 0, height: 0 };
    const offset = scene.offset || { x: 0, y: 0 };
    const x = (offset.x - bounds.left) * scale, y = (offset.y - bounds.top) * scale;
    const w = Math.max(viewport.width * scale, 3), h = Math.max(viewport.height * scale, 3);
    context.fillStyle = "rgba(32, 33, 36, 0.06)"; context.fillRect(x, y, w, h);
    context.strokeStyle = palette.ink; context.lineWidth = 2; context.strokeRect(x + 1, y + 1, w - 2, h - 2);
    context.strokeStyle = "rgba(0,0,0,0.25)"; context.lineWidth = 1; context.strokeRect(0.5, 0.5, width - 1, height - 1);
  }

