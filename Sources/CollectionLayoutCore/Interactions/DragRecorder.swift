/// Samples a `dragTo` step frame by frame, at 60 frames per second: the finger moving, the
/// content auto-scrolling, the dragged item at the finger, and the other elements sliding to
/// their new places each time the gap moves. The steps of scroll physics (`fling`, `pan`, an
/// animated `scroll`) record with it too, only showing the layout at each frame's offset. The result is a ``LayoutTransition`` like an update's:
/// one change record per element shown at any frame (initial attributes at the step's start,
/// final at its end) and the sampled frames.
///
/// Each move of the gap starts an animation of 0.2 s, easing out (Android's `ItemTouchHelper`
/// moves items in 200 ms; starting fast, the items make room at once), for every element whose
/// place changes, from where it is shown at that moment: a second move while the first is
/// running starts from the element's current place, as UIKit's `beginFromCurrentState`. Its
/// offset from its resting place decays:
///
/// ```
///  shown(t) = rest(t) + (from − rest at the move) · (1 − progress(t − move))
/// ```
///
/// so an element keeps following the content while it scrolls and pinned headers stay pinned.
/// An element that appears fades in over the same duration, one that disappears fades out where
/// it was. After the finger's last frame, frames go on until everything rests.
package struct DragRecorder<Layout: CollectionViewLayout> {
  package typealias Presented = InteractiveLayout<Layout>

  /// One element followed through the step, whatever its id becomes.
  private struct Track {
    /// Its id in the layout at the step's start, if it had one.
    var startID: ElementID?
    /// Its id in the current layout; `nil` once it disappeared.
    var currentID: ElementID?
    /// Its offset from its resting place, decaying since `start`.
    var motion: Motion?
    /// Where it was shown when it disappeared, and when: it fades out there.
    var ghost: (attributes: LayoutAttributes, start: Double)?
    /// Whether this is the dragged item.
    var isDragged = false
  }

  /// A decaying offset from the resting place.
  private struct Motion {
    var dx: Double
    var dy: Double
    var width: Double
    var height: Double
    /// The alpha it starts from, when it fades in.
    var alpha: Double?
    var start: Double
  }

  /// One element of one sampled frame.
  private struct Sampled {
    var track: Int
    var frame: LayoutRect
    var alpha: Double
    var transform: LayoutTransform?
  }

  private let start: Presented
  private let startOffset: LayoutPoint
  private let mode: OutputMode
  /// How the elements move when the gap moves.
  static var gapAnimation: UpdateAnimation { UpdateAnimation(duration: 0.2, curve: .easeOut) }
  private let animation = DragRecorder.gapAnimation
  private var current: Presented
  private var offset: LayoutPoint
  private var tracks: [Track] = []
  private var trackOfCurrentID: [ElementID: Int] = [:]
  /// The moves of the gap, in order: the bookkeeping that names each element after a move.
  private var updates: [LayoutUpdate<Presented>] = []
  private var samples: [(time: Double, offset: LayoutPoint, elements: [Sampled])] = []
  /// When the last motion or fade ends, in seconds since the step's start.
  private var restsAt = 0.0

  /// Starts recording from `layout` shown at `contentOffset`, with frame 0.
  package init(layout: Presented, contentOffset: LayoutPoint, mode: OutputMode) {
    start = layout
    startOffset = contentOffset
    self.mode = mode
    current = layout
    offset = contentOffset
    sample(at: 0)
  }

  // MARK: - Recording

  /// Records that the layout shown is now `layout` at `contentOffset` without a move of the
  /// gap (the finger moved, the content scrolled): the dragged item is wherever `layout`
  /// shows it.
  package mutating func show(_ layout: Presented, at contentOffset: LayoutPoint) {
    current = layout
    offset = contentOffset
  }

  /// Records a move of the gap at `time`: the layout shown becomes `layout` (the data with
  /// `moves` applied), and every element shown starts moving from where it is to its new
  /// place. Throws UIKit's message when the two layouts do not hold the same items (an
  /// internal error: the session builds both).
  package mutating func moveGap(to layout: Presented, moves: [ItemMove], at time: Double)
    throws(BatchUpdateError)
  {
    let update = try LayoutUpdate(
      layout: current, contentOffset: offset, changingTo: layout, targetContentOffset: offset,
      moving: moves)
    let oldPins = current.pinPass(at: offset)
    let newPins = layout.pinPass(at: offset)
    let visible = current.visibleRect(at: offset)
    var rekeyed: [ElementID: Int] = [:]
    for index in tracks.indices {
      guard let id = tracks[index].currentID else { continue }
      let shown = self.shown(index, pins: oldPins, at: time)
      guard let newID = update.newID(forOld: id),
        let rest = layout.attributes(for: newID, pins: newPins)
      else {
        tracks[index].currentID = nil
        tracks[index].motion = nil
        if let shown, shown.frame.intersects(visible) {
          tracks[index].ghost = (shown, time)
          restsAt = max(restsAt, time + animation.duration)
        }
        continue
      }
      tracks[index].currentID = newID
      rekeyed[newID] = index
      guard let shown, !tracks[index].isDragged else { continue }
      startMotion(of: index, from: shown, to: rest, at: time)
    }
    trackOfCurrentID = rekeyed
    // Elements now on screen that no track follows: from off screen, or new.
    for element in layout.elements(in: visible, pins: newPins, limit: .max)
    where trackOfCurrentID[element.id] == nil {
      let oldID = update.oldID(forNew: element.id)
      let index = addTrack(
        startID: oldID.flatMap(startID(ofCurrent:)), currentID: element.id, element: element)
      if let oldID, let old = current.attributes(for: oldID, pins: oldPins) {
        startMotion(of: index, from: old, to: element, at: time)
      } else {
        tracks[index].motion = Motion(dx: 0, dy: 0, width: 0, height: 0, alpha: 0, start: time)
        restsAt = max(restsAt, time + animation.duration)
      }
    }
    updates.append(update)
    current = layout
  }

  /// Samples the frame at `time`: the elements shown at the current offset.
  package mutating func sample(at time: Double) {
    let pins = current.pinPass(at: offset)
    let visible = current.visibleRect(at: offset)
    var elements: [Sampled] = []
    var sampledTracks = Set<Int>()
    for element in current.elements(in: visible, pins: pins, limit: .max) {
      let index =
        trackOfCurrentID[element.id]
        ?? addTrack(
          startID: startID(ofCurrent: element.id), currentID: element.id, element: element)
      let shown = self.shown(index, resting: element, at: time)
      sampledTracks.insert(index)
      if shown.frame.intersects(visible) {
        elements.append(
          Sampled(
            track: index, frame: shown.frame, alpha: shown.alpha, transform: shown.transform))
      }
    }
    for index in tracks.indices where !sampledTracks.contains(index) {
      if tracks[index].currentID != nil {
        // Moving in from off screen.
        guard tracks[index].motion != nil, let shown = self.shown(index, pins: pins, at: time),
          shown.frame.intersects(visible)
        else { continue }
        elements.append(
          Sampled(
            track: index, frame: shown.frame, alpha: shown.alpha, transform: shown.transform))
      } else if let ghost = tracks[index].ghost {
        let remaining = 1 - progress(since: ghost.start, at: time)
        guard remaining > 0, ghost.attributes.frame.intersects(visible) else { continue }
        elements.append(
          Sampled(
            track: index, frame: ghost.attributes.frame, alpha: ghost.attributes.alpha * remaining,
            transform: ghost.attributes.transform))
      }
    }
    samples.append((time, offset, elements))
  }

  /// The time at which every motion and fade has ended, in seconds since the step's start.
  package var restTime: Double { restsAt }

  // MARK: - The transition

  /// The step's transition: a change record per element followed (with output mode `all`,
  /// per element of the first and last layouts too), and the frames sampled.
  package mutating func transition() -> LayoutTransition {
    if mode == .all {
      let followed = Set(tracks.compactMap(\.startID))
      for element in start.elements(in: nil, pins: start.pinPass(at: startOffset), limit: .max)
      where !followed.contains(element.id) {
        let currentID = self.currentID(ofStart: element.id)
        if let currentID, trackOfCurrentID[currentID] != nil { continue }
        _ = addTrack(startID: element.id, currentID: currentID, element: element)
      }
      for element in current.elements(in: nil, pins: current.pinPass(at: offset), limit: .max)
      where trackOfCurrentID[element.id] == nil {
        _ = addTrack(
          startID: startID(ofCurrent: element.id), currentID: element.id, element: element)
      }
    }
    let startPins = start.pinPass(at: startOffset)
    let endPins = current.pinPass(at: offset)
    var records: [(record: ElementChange, track: Int)] = []
    for (index, track) in tracks.enumerated() {
      let initial = track.startID.flatMap { start.attributes(for: $0, pins: startPins) }
      let final = track.currentID.flatMap { current.attributes(for: $0, pins: endPins) }
      let record: ElementChange
      switch (initial, final) {
      case (let initial?, let final?):
        let moved = track.isDragged && track.startID != track.currentID
        record = ElementChange(
          change: moved ? .moved : .kept, before: track.startID, after: track.currentID,
          initial: initial, final: final)
      case (nil, let final?):
        var appearing = final
        appearing.alpha = 0
        record = ElementChange(
          change: .inserted, before: nil, after: track.currentID, initial: appearing,
          final: final)
      case (let initial?, nil):
        var gone = track.ghost?.attributes ?? initial
        gone.alpha = 0
        record = ElementChange(
          change: .deleted, before: track.startID, after: nil, initial: initial, final: gone)
      case (nil, nil):
        // Shown only in the middle of the step.
        guard let ghost = track.ghost?.attributes else { continue }
        var gone = ghost
        gone.alpha = 0
        record = ElementChange(
          change: .deleted, before: ghost.id, after: nil, initial: gone, final: gone)
      }
      records.append((record, index))
    }
    records.sort { lhs, rhs in
      if lhs.record.id != rhs.record.id { return lhs.record.id < rhs.record.id }
      let lhsDeleted = lhs.record.change == .deleted
      let rhsDeleted = rhs.record.change == .deleted
      if lhsDeleted != rhsDeleted { return lhsDeleted }
      return lhs.track < rhs.track
    }
    var recordOfTrack = [Int?](repeating: nil, count: tracks.count)
    for (position, entry) in records.enumerated() { recordOfTrack[entry.track] = position }
    let frames = samples.enumerated().map { number, sample in
      let elements = sample.elements.compactMap { element -> AnimatedElement? in
        guard let change = recordOfTrack[element.track] else { return nil }
        return AnimatedElement(
          id: records[change].record.id, change: change, frame: element.frame,
          alpha: min(1, max(0, element.alpha)), transform: element.transform)
      }
      return AnimationFrame(
        frame: number, time: sample.time, contentOffset: sample.offset,
        elements: elements.sorted { $0.change < $1.change })
    }
    return LayoutTransition(
      fromContentOffset: startOffset, fromContentSize: start.contentSize,
      changes: records.map(\.record), frames: frames)
  }

  // MARK: - Helpers

  private mutating func addTrack(
    startID: ElementID?, currentID: ElementID?, element: LayoutAttributes
  )
    -> Int
  {
    let isDragged = element.customAttributes[InteractionAttribute.dragging] != nil
    tracks.append(Track(startID: startID, currentID: currentID, isDragged: isDragged))
    if let currentID { trackOfCurrentID[currentID] = tracks.count - 1 }
    return tracks.count - 1
  }

  private mutating func startMotion(
    of index: Int, from shown: LayoutAttributes, to rest: LayoutAttributes, at time: Double
  ) {
    let motion = Motion(
      dx: shown.frame.minX - rest.frame.minX, dy: shown.frame.minY - rest.frame.minY,
      width: shown.frame.width - rest.frame.width,
      height: shown.frame.height - rest.frame.height,
      alpha: shown.alpha == rest.alpha ? nil : shown.alpha, start: time)
    guard
      motion.dx != 0 || motion.dy != 0 || motion.width != 0 || motion.height != 0
        || motion.alpha != nil
    else {
      tracks[index].motion = nil
      return
    }
    tracks[index].motion = motion
    restsAt = max(restsAt, time + animation.duration)
  }

  /// Where track `index` is shown at `time`, its resting attributes looked up in the current
  /// layout; `nil` when it is gone.
  private func shown(_ index: Int, pins: Layout.PinPass, at time: Double) -> LayoutAttributes? {
    guard let id = tracks[index].currentID, let rest = current.attributes(for: id, pins: pins)
    else { return nil }
    return shown(index, resting: rest, at: time)
  }

  /// Where track `index`, resting at `rest`, is shown at `time`.
  private func shown(_ index: Int, resting rest: LayoutAttributes, at time: Double)
    -> LayoutAttributes
  {
    guard let motion = tracks[index].motion else { return rest }
    let remaining = 1 - progress(since: motion.start, at: time)
    guard remaining > 0 else { return rest }
    var shown = rest
    shown.frame = LayoutRect(
      x: rest.frame.minX + motion.dx * remaining, y: rest.frame.minY + motion.dy * remaining,
      width: rest.frame.width + motion.width * remaining,
      height: rest.frame.height + motion.height * remaining)
    if let alpha = motion.alpha {
      shown.alpha = rest.alpha + (alpha - rest.alpha) * remaining
    }
    return shown
  }

  /// The animation's progress `time − start` seconds into it, 0 ... 1.
  private func progress(since start: Double, at time: Double) -> Double {
    let elapsed = time - start
    if elapsed <= 0 { return 0 }
    if elapsed >= animation.duration { return 1 }
    return animation.curve.progress(at: elapsed, duration: animation.duration)
  }

  /// The id in the step's first layout of the element that is `id` now, through every move
  /// of the gap; `nil` when it did not exist then.
  private func startID(ofCurrent id: ElementID) -> ElementID? {
    var id = id
    for update in updates.reversed() {
      guard let old = update.oldID(forNew: id) else { return nil }
      id = old
    }
    return id
  }

  /// The id now of the element that was `id` in the step's first layout; `nil` when it is gone.
  private func currentID(ofStart id: ElementID) -> ElementID? {
    var id = id
    for update in updates {
      guard let new = update.newID(forOld: id) else { return nil }
      id = new
    }
    return id
  }
}
