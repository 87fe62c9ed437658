// Player script, before the self-test part: the self-test's checks of the animation inspector
// (motion, ghosts, labels, the element list, timing, the address). PlayerPage joins the parts,
// in order, into the page's one <script> element; together they are one closure.
// Parameters after "#selftest": "&moving=STEP:N" (step STEP has N moving records),
// "&scale=S" (the viewport is shown at S or more).

  // ---------------------------------------------------------------- inspector checks
  function inspectorChecks(check, skip, parameters) {
    const updates = state.steps.map((step, index) => index).filter((index) => animation(state.steps[index]));
    // Moving records, counted independently: moved records, and kept records whose frames
    // differ at the two ends of the animation both on screen and in the content, that some
    // frame draws.
    const movingOf = (index) => {
      const transition = animation(state.steps[index]);
      const first = transition.frames[0].contentOffset, last = transition.frames[transition.frames.length - 1].contentOffset;
      const shift = [first.x - last.x, first.y - last.y, 0, 0];
      const drawn = new Set(transition.frames.flatMap((frame) => frame.elements.map((element) => element.change)));
      return transition.changes.filter((r, i) => drawn.has(i)).filter((r) => r.change === "moved" || (r.change === "kept"
        && [0, 1, 2, 3].some((i) => Math.abs(r.final.frame[i] - r.initial.frame[i] + shift[i]) > 0.5)
        && [0, 1, 2, 3].some((i) => Math.abs(r.final.frame[i] - r.initial.frame[i]) > 0.5))).length;
    };
    for (const index of updates) {
      const counts = player.motionCounts(index);
      check("step " + index + " counts every element that moves as moving", counts.moved + counts.movingKept === movingOf(index),
        (counts.moved + counts.movingKept) + " counted (" + counts.moved + " moved, " + counts.movingKept + " kept), " + movingOf(index) + " move");
    }
    if (parameters.has("moving")) {
      const [step, expected] = parameters.get("moving").split(":").map(Number);
      const listed = $("step-list").querySelectorAll("button")[step];
      check("step " + step + " lists " + expected + " moving elements", listed && listed.textContent.includes(expected + " moving"), listed ? listed.textContent : "no step");
    }
    // Ghosts: the selected record, then every moving one with "all motion".
    const moving = updates.find((index) => movingOf(index) > 0);
    if (moving === undefined) {
      skip("ghosts", "no update step moves an element");
    } else {
      player.selectStep(moving);
      player.selectFrame(Math.floor(player.frameCount() / 2));
      const transition = animation(state.steps[moving]);
      const change = transition.changes.findIndex((record) => recordMoves(record, transition));
      const record = transition.changes[change];
      check("the list selects an element by its id", player.selectByName(String(record.after != null ? record.after : record.before)) && player.selectedID() !== null,
        "selected " + player.selectedID());
      check("the selected moving element has its ghosts and path", player.ghostRecords().length === 1 && player.ghostRecords()[0] === change,
        "ghosts of records " + player.ghostRecords().join(", "));
      $("show-motion").click();
      const all = player.ghostRecords().length;
      $("show-motion").click();
      const onScreen = transition.changes.filter((r) => recordMoves(r, transition)).length;
      check("\"all motion\" draws the ghosts of every moving element", all === onScreen && all > 0, all + " ghosts, " + onScreen + " move on screen");
      const rows = player.timelineRows();
      check("the timeline has a bar per animating element, the selected first", rows.length > 0 && rows[0].change === change && rows.every((row) => row.start <= row.end),
        rows.length + " bars, first of record " + (rows[0] ? rows[0].change : "none"));
      // No internal counters, numbers that wrap only between them.
      check("the inspector shows no record index", !/<td>change<\/td>/.test($("inspector-body").innerHTML), "");
      const cell = $("inspector-body").querySelector("td:last-child");
      check("the inspector does not break numbers mid-digit", !cell || getComputedStyle(cell).wordBreak !== "break-all", cell ? getComputedStyle(cell).wordBreak : "no cell");
      // The address: the step, frame and selection, and back.
      const text = player.locationText();
      check("the address holds the step, the frame and the selection",
        text === "#step=" + moving + "&frame=" + player.currentFrame() + "&select=" + player.selectedID(), text);
      openLocation(new URLSearchParams("step=0"));
      openLocation(new URLSearchParams(text.slice(1)));
      check("opening the address shows the same moment", player.currentStep() === moving && player.selectedID() === String(record.after != null ? record.after : record.before),
        "step " + player.currentStep() + ", frame " + player.currentFrame() + ", " + player.selectedID());
    }
    // Labels: inside the viewport and their box, under no box drawn over it, never overprinted.
    const problems = [];
    state.steps.forEach((step, index) => {
      selectStep(index, "first");
      const frames = player.frameCount();
      for (const frame of frames ? [0, Math.floor(frames / 2), frames - 1] : [0]) {
        if (frames) player.selectFrame(frame);
        const labels = player.labels().filter((label) => label.id);
        const boxes = drawn;
        const screen = { x: view.left, y: view.top, w: view.viewport.width * view.scale, h: view.viewport.height * view.scale };
        const rectOf = (box) => ({ x: view.left + (box.x - view.offset.x) * view.scale, y: view.top + (box.y - view.offset.y) * view.scale, w: box.w * view.scale, h: box.h * view.scale });
        labels.forEach((label, i) => {
          const inside = (outer) => label.x >= outer.x - 1.01 && label.y >= outer.y - 1.01 && label.y + label.h <= outer.y + outer.h + 1.01;
          const owner = label.index;
          if (!inside(screen)) problems.push(index + "/" + frame + " " + label.id + " off screen");
          else if (!boxes[owner] || !inside(rectOf(boxes[owner]))) problems.push(index + "/" + frame + " " + label.id + " outside its box");
          else {
            const over = boxes.slice(owner + 1).find((box) => box.pinned && box.alpha >= 0.99 && intersection(rectOf(box), label));
            if (over) problems.push(index + "/" + frame + " " + label.id + " under " + over.id);
          }
          for (const other of labels.slice(i + 1)) if (intersection(label, other)) problems.push(index + "/" + frame + " " + label.id + " over " + other.id);
        });
      }
    });
    check("labels stay inside the visible part of their box, never overprinted", problems.length === 0, problems.length ? problems.slice(0, 4).join("; ") : "");
    // The element list: every element of the step, filters, search, selection.
    const richest = state.steps.reduce((best, step, index) => ((step.elements || []).length > (state.steps[best].elements || []).length ? index : best), 0);
    const listIndex = updates.length ? updates[0] : richest;
    player.selectStep(listIndex);
    $("element-search").value = ""; $("element-kind").value = ""; $("element-change").value = "";
    refreshElementList();
    const expectedRows = animation(state.steps[listIndex]) ? animation(state.steps[listIndex]).changes.length : (state.steps[listIndex].elements || []).length;
    const listed = player.listedRows();
    check("the element list has every element of the step, grouped", listed.length === Math.min(expectedRows, listLimit) || (expectedRows > listLimit && listed.length === expectedRows),
      listed.length + " rows, " + expectedRows + " elements, " + $("element-list").querySelectorAll("li.group").length + " groups");
    const withItemID = listed.find((row) => row.itemID);
    if (withItemID) {
      $("element-search").value = withItemID.itemID;
      $("element-search").dispatchEvent(new Event("input", { bubbles: true }));
      check("searching an item id finds its element", player.listedRows().some((row) => row.id === withItemID.id), player.listedRows().length + " rows for \"" + withItemID.itemID + "\"");
      const button = $("element-list").querySelector("button[data-key]");
      if (button) button.click();
      check("clicking a row selects the element and shows it", player.selectedID() === player.listedRows()[0].id && $("inspector-body").textContent.includes(player.listedRows()[0].id)
        && button.classList.contains("current"), "selected " + player.selectedID());
      $("element-search").value = "";
      $("element-search").dispatchEvent(new Event("input", { bubbles: true }));
    } else {
      skip("searching an item id", "no element with an item id in step " + listIndex);
    }
    if (updates.length) {
      $("element-change").value = "changed";
      $("element-change").dispatchEvent(new Event("change", { bubbles: true }));
      const changed = player.listedRows();
      check("the change filter lists only changed elements", changed.every((row) => row.shown !== "kept"), changed.length + " changed");
      $("element-change").value = "";
      $("element-change").dispatchEvent(new Event("change", { bubbles: true }));
    }
    // Off screen: the batch's item operations are each on screen or counted off screen.
    const batched = state.steps.map((step, index) => index).filter((index) => state.steps[index].batch);
    for (const index of batched) {
      player.selectStep(index);
      const off = player.offScreenChanges(index);
      check("step " + index + " counts its batch's changes off screen", Array.isArray(off) && $("element-summary").textContent.includes("off screen: " + (off.length ? off.join(", ") : "none")),
        $("element-summary").textContent);
    }
    // Timing: the speeds, looping a step, stopping at its end.
    const speeds = [...$("speed").options].map((option) => Number(option.value));
    check("speeds go from 0.1x to 4x", speeds[0] === 0.1 && speeds[speeds.length - 1] === 4, speeds.join(", "));
    if (updates.length) {
      const index = updates[0];
      player.selectStep(index);
      player.selectFrame(player.frameCount() - 1);
      state.playing = true; state.loopStep = true;
      endOfStep();
      const looped = player.currentStep() === index && player.currentFrame() === 0 && player.isPlaying();
      state.loopStep = false; state.stopAtStepEnd = true;
      player.selectFrame(player.frameCount() - 1);
      endOfStep();
      const stopped = player.currentStep() === index && !player.isPlaying();
      state.stopAtStepEnd = false; state.playing = true;
      endOfStep();
      const advanced = player.currentStep() === Math.min(index + 1, player.stepCount - 1);
      pause();
      check("at a step's end: loop, stop, or run into the next", looped && stopped && advanced, "looped " + looped + ", stopped " + stopped + ", advanced " + advanced);
    }
    if (parameters.has("scale")) {
      player.selectStep(0);
      check("the viewport is shown at a useful scale", view.scale >= Number(parameters.get("scale")), "at " + Math.round(view.scale * 100) + "% in a " + window.innerWidth + " \u00d7 " + window.innerHeight + " window");
    }
    selection = null;
  }
