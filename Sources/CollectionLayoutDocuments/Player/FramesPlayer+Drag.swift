import CollectionLayoutCore

/// Playing drag steps: a drag to reorder, for any layout (see ``DragSession``).
extension FramesPlayer {
  /// Lifts item `start.item` under the finger: the item is shown at the finger (at its own
  /// place, since the finger is on it), on top, marked `dragging`, and its slot becomes the gap.
  /// An open swipe closes. Throws, at the step, for an item the layout does not show, a
  /// section that does not allow reordering, or a point outside the viewport or not on the
  /// item.
  mutating func playBeginDrag(_ start: DragStart, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    let location = "steps[\(index)].beginDrag"
    guard interactions.drag == nil else {
      throw ScenarioError(location: location, message: "expected no drag in progress, got one")
    }
    let item = try shownItem(start.item, at: "\(location).item")
    // The finger touches the screen: a point of the viewport, whatever the item's frame.
    if let problem = RangeChecker.viewportPointProblem(
      start.point, in: layout.environment.viewport)
    {
      throw ScenarioError(location: "\(location).at.\(problem.axis)", message: problem.message)
    }
    let path = "[\(start.item.section), \(start.item.item)]"
    guard InteractiveLayout<Layout>.allowsReorder(in: layout, section: start.item.section) else {
      throw ScenarioError(
        location: "\(location).item",
        message: "expected an item of a section that allows reordering, got \(path): the "
          + "metrics of section \(start.item.section) set allowsReorder to false")
    }
    let onScreen = item.frame.offsetBy(dx: -offset.x, dy: -offset.y)
    guard start.point.x >= onScreen.minX, start.point.x <= onScreen.maxX,
      start.point.y >= onScreen.minY, start.point.y <= onScreen.maxY
    else {
      throw ScenarioError(
        location: "\(location).at",
        message: "expected a point on item \(path), at x \(formatLength(onScreen.minX)) ... "
          + "\(formatLength(onScreen.maxX)) and y \(formatLength(onScreen.minY)) ... "
          + "\(formatLength(onScreen.maxY)) in the viewport, got (\(format(start.point.x)), "
          + "\(format(start.point.y)))")
    }
    let session = DragSession(
      layout: layout, item: start.item, frame: item.frame, finger: start.point,
      contentOffset: offset)
    interactions.drag = session
    var state = interactions.state
    state.openSwipe = nil
    state.drag = DraggedItem(item: start.item, frame: session.draggedFrame(contentOffset: offset))
    return try present(
      InteractiveLayout(base: layout, state: state), targetContentOffset: offset,
      report: dragReport(session, path: nil), action: .beginDrag, at: index)
  }

  /// Moves the finger to `move.point` over `move.frameCount` frames of 1/60 s, auto-scrolling,
  /// moving the gap to the items the finger enters, and samples the step frame by frame (see
  /// ``DragRecorder``).
  mutating func playDragTo(_ move: DragMove, at index: Int) throws(ScenarioError) -> FrameStep {
    guard var session = interactions.drag else { throw noDrag(at: "steps[\(index)].dragTo") }
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    let from = session.finger
    // The finger at each sampled frame, for renderers that show it.
    var fingers = [from]
    let frameCount = max(1, move.frameCount)
    for frame in 1...frameCount {
      let time = Double(frame) / AutoScroll.framesPerSecond
      let progress = Double(frame) / Double(frameCount)
      session.finger =
        frame == frameCount
        ? move.point
        : LayoutPoint(
          x: from.x + (move.point.x - from.x) * progress,
          y: from.y + (move.point.y - from.y) * progress)
      offset = AutoScroll.offset(after: offset, finger: session.finger, in: session.shown)
      interactions.state.drag?.frame = session.draggedFrame(contentOffset: offset)
      recorder.show(presented, at: offset)
      let point = LayoutPoint(x: session.finger.x + offset.x, y: session.finger.y + offset.y)
      let hit = session.hit(at: point)
      if hit != session.lastHit {
        session.lastHit = hit
        let before = session.target
        if let slot = session.slot(for: hit), session.moveGap(to: slot) {
          layout = session.shown
          interactions.state.drag = DraggedItem(
            item: session.target, frame: session.draggedFrame(contentOffset: offset))
          do {
            try recorder.moveGap(
              to: presented, moves: [ItemMove(from: before, to: session.target)], at: time)
          } catch {
            throw ScenarioError(location: "steps[\(index)]", message: error.message)
          }
          // What is under the finger once the items moved: an item that slid under it is not
          // entered (the gap would follow it back and forth).
          session.lastHit = session.hit(at: point)
        }
      }
      recorder.sample(at: time)
      fingers.append(session.finger)
    }
    // Frames go on until every element rests.
    var frame = frameCount
    while Double(frame) / AutoScroll.framesPerSecond < recorder.restTime - 1e-9 {
      frame += 1
      recorder.sample(at: Double(frame) / AutoScroll.framesPerSecond)
      fingers.append(session.finger)
    }
    interactions.drag = session
    return try entry(
      index: index, action: .dragTo, transition: recorder.transition(),
      report: dragReport(session, path: fingers))
  }

  /// Drops the dragged item into its gap: the data keeps the move, which the entry reports as
  /// the batch that applies it (`"moveItems": [[[0, 0], [0, 5]]]`, none when the gap is back
  /// at the origin), and the item animates from the finger to its slot.
  mutating func playEndDrag(at index: Int) throws(ScenarioError) -> FrameStep {
    guard let session = interactions.drag else { throw noDrag(at: "steps[\(index)].endDrag") }
    interactions.drag = nil
    var state = interactions.state
    state.drag = nil
    let moves = session.move.map { move -> AttributeValue in
      .list([
        .list([.number(Double(move.from.section)), .number(Double(move.from.item))]),
        .list([.number(Double(move.to.section)), .number(Double(move.to.item))]),
      ])
    }
    return try present(
      InteractiveLayout(base: session.shown, state: state), targetContentOffset: offset,
      report: CustomAttributes([("moveItems", .list(moves.map { [$0] } ?? []))]),
      action: .endDrag, at: index)
  }

  /// Puts the dragged item back: the layout before the drag, every item animating back to its
  /// place and the dragged item from the finger to its slot.
  mutating func playCancelDrag(at index: Int) throws(ScenarioError) -> FrameStep {
    guard let session = interactions.drag else {
      throw noDrag(at: "steps[\(index)].cancelDrag")
    }
    interactions.drag = nil
    var state = interactions.state
    state.drag = nil
    return try present(
      InteractiveLayout(base: session.original, state: state), targetContentOffset: offset,
      moves: session.move.map { [ItemMove(from: $0.to, to: $0.from)] } ?? [],
      action: .cancelDrag, at: index)
  }

  /// What a drag step reports (`"drag"`): the dragged item's id as shown, the finger in
  /// viewport coordinates, with `path` the finger at each sampled frame of the step, and the
  /// depth of the auto-scroll zones.
  private func dragReport(_ session: DragSession<Layout>, path: [LayoutPoint]?) -> CustomAttributes
  {
    var drag = CustomAttributes()
    drag["item"] = .string(
      ElementID.item(section: session.target.section, item: session.target.item).description)
    drag["finger"] = .point(session.finger)
    if let path { drag["fingerPath"] = .list(path.map(AttributeValue.point)) }
    drag["autoScrollZone"] = .number(AutoScroll.zone)
    return CustomAttributes([("drag", .object(drag))])
  }

  /// The error of a drag step played without a drag in progress (validation reports it first,
  /// with the step that ended the last drag).
  private func noDrag(at location: String) -> ScenarioError {
    ScenarioError(location: location, message: "expected a drag in progress, got none")
  }
}
