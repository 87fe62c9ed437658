// Player script, part 4 of 4: the self-test that Scripts/test-player runs. PlayerPage joins the parts, in order, into
// the page's one <script> element; together they are one closure.
  // ---------------------------------------------------------------- self-test
  // Checks what a person would see, then writes PASS/FAIL/SKIP lines into #selftest.
  // Parameters after "#selftest": "&boxes=N" (step 0 must draw N boxes), "&updates=1" (the
  // frames must have an update step), "&perf=MS" (a draw of the largest step under MS ms).
  function runSelfTest() {
    const parameters = new URLSearchParams(location.hash.slice("#selftest".length).replace(/^&/, ""));
    const lines = [];
    let passed = 0, failed = 0;
    const check = (name, ok, detail) => {
      lines.push((ok ? "PASS " : "FAIL ") + name + (detail ? ": " + detail : ""));
      ok ? passed++ : failed++;
    };
    const skip = (name, detail) => lines.push("SKIP " + name + ": " + detail);
    const close = (a, b) => Math.abs(a - b) < 0.01;
    const expectedInView = (step, list) => {
      const viewport = step.viewport;
      const offset = list.offset;
      return list.items.filter((e) => isFrame(e.frame) && inView({ x: e.frame[0], y: e.frame[1], w: e.frame[2], h: e.frame[3] }, offset.x, offset.y, viewport.width, viewport.height));
    };
    try {
      check("frames loaded", state.frames !== null && player.stepCount > 0, player.stepCount + " steps");
      if (player.stepCount === 0) throw new Error("no steps to check");
      // First step: one box per element, at the element's frame.
      player.selectStep(0);
      const first = state.steps[0];
      const boxes = player.drawnBoxes();
      const firstInView = expectedInView(first, { offset: first.contentOffset, items: first.elements }).length;
      const expected = parameters.has("boxes") ? Number(parameters.get("boxes")) : firstInView;
      check("step 0 draws one box per element in view", player.drawnBoxCount() === expected && expected > 0,
        player.drawnBoxCount() + " boxes drawn, " + first.elements.length + " elements in the step, " + firstInView + " in view, " + expected + " expected");
      const byID = new Map(first.elements.map((e) => [e.id, e.frame]));
      const misplaced = boxes.filter((b) => { const f = byID.get(b.id); return !f || !close(f[0], b.x) || !close(f[1], b.y) || !close(f[2], b.w) || !close(f[3], b.h); });
      check("step 0 boxes are at their elements' frames", misplaced.length === 0, misplaced.length + " misplaced" + (misplaced.length ? " (first: " + misplaced[0].id + ")" : ""));
      // Every step: the boxes drawn are the elements in view.
      const wrongSteps = [];
      state.steps.forEach((step, index) => {
        player.selectStep(index);
        if (animation(step)) return;
        const inViewCount = expectedInView(step, { offset: step.contentOffset, items: step.elements }).length;
        if (player.drawnBoxCount() !== inViewCount) wrongSteps.push(index + " (" + player.drawnBoxCount() + " drawn, " + inViewCount + " in view)");
      });
      check("every step draws exactly the elements in view", wrongSteps.length === 0, wrongSteps.length ? "steps " + wrongSteps.join(", ") : state.steps.length + " steps");
      // Update steps: first frame at the records' initial frames, last frame at their final frames.
      const updates = state.steps.map((step, index) => [step, index]).filter(([step]) => animation(step));
      if (updates.length === 0) {
        (parameters.get("updates") === "1" ? (n, d) => check(n, false, d) : skip)("update steps", "none in these frames");
      }
      for (const [step, index] of updates) {
        const transition = animation(step);
        player.selectStep(index);
        for (const [label, frameIndex, key] of [["first", 0, "initial"], ["last", transition.frames.length - 1, "final"]]) {
          player.selectFrame(frameIndex);
          const drawnNow = player.drawnBoxes();
          const sample = transition.frames[frameIndex];
          const inViewCount = expectedInView(step, { offset: sample.contentOffset, items: sample.elements }).length;
          const wrong = drawnNow.filter((b) => { const f = transition.changes[b.change][key].frame; return !close(f[0], b.x) || !close(f[1], b.y) || !close(f[2], b.w) || !close(f[3], b.h); });
          check("step " + index + " " + label + " frame: boxes at the change records' " + key + " frames",
            wrong.length === 0 && drawnNow.length === inViewCount && drawnNow.length > 0,
            drawnNow.length + " boxes, " + inViewCount + " in view, " + wrong.length + " misplaced" + (wrong.length ? " (first: " + wrong[0].id + ")" : ""));
        }
        if (step.batch) {
          const listed = $("step-list").querySelectorAll("button")[index];
          check("step " + index + " lists its batch", listed && listed.textContent.includes("batch: " + describeBatch(step.batch)), listed ? listed.textContent : "no button");
        }
        const kinds = new Set(transition.changes.map((c) => c.change));
        check("step " + index + " change kinds have a style", [...kinds].every((k) => k === "kept" || palette.changes[k]), [...kinds].join(", "));
        // The scrubber moves the animation.
        const scrubber = $("scrubber");
        scrubber.value = "0";
        scrubber.dispatchEvent(new Event("input", { bubbles: true }));
        check("step " + index + " scrubber selects frame 0", player.currentFrame() === 0, "frame " + player.currentFrame());
        // Arrow keys step through frames.
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
        check("step " + index + " right arrow shows the next frame", player.currentFrame() === Math.min(1, transition.frames.length - 1), "frame " + player.currentFrame());
      }
      // Drag steps: the finger where the step reports it, the dragged item drawn on top.
      state.steps.forEach((step, index) => {
        if (!step.drag || !step.drag.finger) return;
        player.selectStep(index);
        const finger = player.finger();
        const expected = step.drag.fingerPath ? step.drag.fingerPath[player.currentFrame()] : step.drag.finger;
        check("step " + index + " shows the finger", finger !== null && close(finger.x, expected.x) && close(finger.y, expected.y),
          finger ? "(" + num(finger.x) + ", " + num(finger.y) + ")" : "none");
        const top = drawn[drawn.length - 1];
        check("step " + index + " draws the dragged item on top", top && top.element && top.element.dragging === true, top ? top.id : "nothing drawn");
      });
      // Keyboard: up/down steps, space plays and pauses.
      player.selectStep(0);
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
      const down = player.currentStep();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
      check("down and up arrows change the step", down === Math.min(1, player.stepCount - 1) && player.currentStep() === 0, "down to " + down + ", up to " + player.currentStep());
      document.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
      const playing = player.isPlaying();
      document.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
      check("space plays and pauses", playing && !player.isPlaying(), "playing " + playing + ", then " + player.isPlaying());
      // Clicking a box selects it and shows its attributes.
      player.selectStep(0);
      const target = player.drawnBoxes().filter((b) => b.w * view.scale > 8 && b.h * view.scale > 8).pop();
      if (target) {
        const bounds = viewportCanvas.getBoundingClientRect();
        const clientX = bounds.left + view.left + (target.x + target.w / 2 - view.offset.x) * view.scale;
        const clientY = bounds.top + view.top + (target.y + target.h / 2 - view.offset.y) * view.scale;
        viewportCanvas.dispatchEvent(new MouseEvent("click", { clientX: clientX, clientY: clientY, bubbles: true }));
        const shown = $("inspector-body").textContent;
        check("clicking a box shows its attributes", player.selectedID() === target.id && shown.includes(target.id), "clicked " + target.id + ", selected " + player.selectedID());
      } else {
        skip("clicking a box", "no box large enough in step 0");
      }
      // Speed.
      const speed = $("speed");
      speed.value = "0.25";
      speed.dispatchEvent(new Event("change", { bubbles: true }));
      const slow = player.speed();
      speed.value = "1";
      speed.dispatchEvent(new Event("change", { bubbles: true }));
      check("the speed control sets the speed", slow === 0.25 && player.speed() === 1, "0.25x gave " + slow);
      // Toggles.
      $("show-content").click();
      const hidden = $("content-panel").offsetHeight === 0;
      $("show-content").click();
      $("show-ids").click(); $("show-ids").click();
      check("content view toggles", hidden && $("content-panel").offsetHeight > 0, "hidden " + hidden);
      // The content map's overview ("&overview=N", a scrolled step): every section written in
      // the last "sections" at or before step N is drawn, and some of it where the step lists no
      // element (sampled every 4 points down each section's middle).
      if (parameters.has("overview")) {
        const index = Number(parameters.get("overview"));
        player.selectStep(index);
        let written = [];
        for (let at = index; at >= 0; at--) if (Array.isArray(state.steps[at].sections)) { written = state.steps[at].sections; break; }
        const shown = player.overviewSections();
        const same = shown.length === written.length && shown.every((section, n) => close(section.x, written[n][0]) && close(section.y, written[n][1]) && close(section.w, written[n][2]) && close(section.h, written[n][3]));
        const frames = (state.steps[index].elements || []).map((e) => e.frame).filter(isFrame);
        let beyond = 0;
        for (const section of shown) {
          const x = section.x + section.w / 2;
          for (let y = section.y + 2; y < section.y + section.h; y += 4) {
            if (!frames.some((f) => x >= f[0] && x <= f[0] + f[2] && y >= f[1] && y <= f[1] + f[3])) beyond++;
          }
        }
        check("step " + index + " content map draws every section, beyond the listed elements", written.length > 0 && same && beyond > 0,
          shown.length + " sections drawn, " + written.length + " written, " + frames.length + " elements listed, " + beyond + " sampled points outside them");
      }
      inspectorChecks(check, skip, parameters);  // the animation inspector (its own part)
      // Speed of a draw for the largest step.
      let largest = 0;
      state.steps.forEach((step, index) => { if ((step.elements || []).length > (state.steps[largest].elements || []).length) largest = index; });
      player.selectStep(largest);
      const start = performance.now();
      const rounds = 20;
      for (let i = 0; i < rounds; i++) draw();
      const perDraw = (performance.now() - start) / rounds;
      const limit = parameters.has("perf") ? Number(parameters.get("perf")) : 100;
      check("a draw is fast", perDraw < limit, "step " + largest + " (" + (state.steps[largest].elements || []).length + " elements): " + perDraw.toFixed(1) + " ms per draw, limit " + limit + " ms");
      checkStrips(check, skip, close);
      checkKindLooks(check);
      player.selectStep(0);
    } catch (error) {
      check("self-test ran without exceptions", false, error && error.stack ? error.stack.split("\n").slice(0, 3).join(" | ") : String(error));
    }
    const finish = () => {
      check("no errors reported by the page", errors.length === 0, errors.length ? errors.slice(0, 3).join(" | ") : "");
      lines.push("SELFTEST DONE: " + passed + " passed, " + failed + " failed");
      const output = $("selftest");
      output.hidden = false;
      output.textContent = lines.join("\n");
    };
    // Playing: an update step's animation runs to its last frame (in real time, so the page
    // needs Chromium's --virtual-time-budget or a few seconds).
    const update = state.steps.findIndex((step) => animation(step));
    if (update < 0) { finish(); return; }
    const last = frameCount(state.steps[update]) - 1;
    selectStep(update, "first");
    play();
    const started = performance.now();
    const wait = () => {
      const reached = state.stepIndex !== update || state.frameIndex === last;
      if (reached || performance.now() - started > 10000) {
        pause();
        check("playing step " + update + " runs its animation to the last frame", reached,
          "reached step " + state.stepIndex + ", frame " + state.frameIndex + " in " + Math.round(performance.now() - started) + " ms");
        finish();
      } else {
        setTimeout(wait, 50);
      }
    };
    setTimeout(wait, 50);
  }
  // Sections that scroll on their own: scrolling a strip moves its elements by as much, leaves every other box
  // where it was, stops at the end of the strip's content, and is forgotten on another step.
  // Each kind of layout speaks of its own things: a wall's tiles are grouped by column and
  // its legend says they are filled by image; a photo browser's tiles are labelled with the
  // plan's file names, and its legend says so.
  function checkKindLooks(check) {
    const stepWith = (test) => state.steps.findIndex((step) => (step.elements || []).some((element) => element && test(element)));
    const wall = stepWith((element) => element.kind === "wallTile");
    if (wall >= 0) {
      player.selectStep(wall);
      const groups = [...new Set(elementRows(wall).filter((row) => row.kind === "wallTile").map((row) => row.group))];
      check("a wall's tiles are grouped by column", groups.length > 0 && groups.every((group) => /^column -?\d+$/.test(group)), groups.slice(0, 3).join(", "));
      check("a wall's legend says its tiles are filled by image", $("legend-body").textContent.includes("a wall tile's is its image's colour"), $("legend-body").textContent.slice(0, 80));
    }
    const tiles = stepWith((element) => element.kind === "tile" && typeof element.name === "string");
    if (tiles >= 0) {
      player.selectStep(tiles);
      // Each tile box is named by its file; a label shows the name, or the column and row
      // alone where the name does not fit.
      const boxes = drawn.filter((box) => box.kind === "tile");
      const misnamed = boxes.filter((box) => box.element && box.label !== box.element.name);
      const texts = new Set(boxes.flatMap((box) => [box.label, box.sublabel]));
      const labelled = player.labels().filter((label) => texts.has(label.text));
      check("a photo browser's tiles are labelled with their file names", boxes.length > 0 && misnamed.length === 0 && labelled.length > 0,
        boxes.length + " tiles drawn, " + misnamed.length + " not named by their file, " + labelled.length + " labelled" + (labelled.length ? " (" + labelled[0].text + ")" : ""));
      check("a photo browser's legend names tiles by file", $("legend-body").textContent.includes("named by the plan's file name"), "");
    }
  }
  function checkStrips(check, skip, close) {
    const index = state.steps.findIndex((step) => Array.isArray(step.sectionScrollers) && step.sectionScrollers.length > 0);
    if (index < 0) { skip("strips scroll on their own", "no step has sectionScrollers"); return; }
    player.selectStep(index);
    const scroller = scrollersOf(state.steps[index])[0];
    const before = new Map(player.drawnBoxes().map((box) => [box.id, box.x]));
    scrollStrip(scroller.section, 40);
    const after = player.drawnBoxes();
    const inStrip = (box) => scrollerOf(box, [scroller]) !== null;
    const strip = after.filter((box) => inStrip(box) && before.has(box.id));
    const wrong = after.filter((box) => before.has(box.id) && !close(before.get(box.id) - (inStrip(box) ? 40 : 0), box.x));
    check("scrolling a strip moves its boxes and no other", strip.length > 0 && wrong.length === 0,
      strip.length + " boxes of section " + scroller.section + "'s strip, " + wrong.length + " misplaced" + (wrong.length ? " (first: " + wrong[0].id + ")" : ""));
    scrollStrip(scroller.section, 1e9);
    const range = shiftRange(scroller);
    check("a strip stops at the end of its content", close(stripShifts[scroller.section], range.high),
      "scrolled " + stripShifts[scroller.section] + " past the recorded offset, at most " + range.high);
    player.selectStep(index === 0 ? 1 : 0);
    player.selectStep(index);
    check("another step forgets a strip's scrolling", !stripShifts[scroller.section], "shift " + stripShifts[scroller.section]);
  }
})();
