import CollectionLayoutCore

/// Playing the steps of scroll physics, for any layout (see <doc:ScrollPhysics>): a fling, a
/// pan, an animated scroll. Each is one entry whose transition holds the frames sampled until
/// the content rests, the elements following the content (pinned ones staying pinned); the
/// entry's offset is where it rests.
extension FramesPlayer {
  /// Releases the content at the current offset with `fling.velocity`: it decelerates,
  /// bounces from an edge, and rests where the layout chooses (``ScrollMotion``). Throws, at
  /// `steps[N].fling`, when it would take more than ``Fling/maximumFrameCount`` frames to
  /// rest.
  mutating func playFling(_ fling: Fling, at index: Int) throws(ScenarioError) -> FrameStep {
    if let section = fling.section { return try playFling(fling, ofSection: section, at: index) }
    let motion = layout.scrollMotion(
      releasedAt: offset, velocity: fling.velocity, rate: fling.decelerationRate)
    let frames = try Self.releaseFrames(
      of: motion.duration, framesPerSecond: fling.framesPerSecond,
      remedy: "a lower velocity or a faster decelerationRate rests sooner",
      at: "steps[\(index)].fling")
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    for frame in stride(from: 1, through: frames, by: 1) {
      let time = Double(frame) / fling.framesPerSecond
      offset = motion.offset(at: time)
      recorder.show(presented, at: offset)
      recorder.sample(at: time)
    }
    return try entry(
      index: index, action: .fling, transition: recorder.transition(),
      report: Self.releaseReport(motion, velocity: fling.velocity))
  }

  /// Drags the content by `pan.translation` over `pan.frameCount` frames, with the rubber
  /// band past the edges (``ScrollAxisDrag``), then lifts the finger at rest: past an edge
  /// the content bounces back; the layout may choose where it rests (a pager's nearest
  /// page). With `pan.section`, drags that section's strip instead
  /// (``playPan(_:ofSection:at:)``).
  mutating func playPan(_ pan: Pan, at index: Int) throws(ScenarioError) -> FrameStep {
    if let section = pan.section { return try playPan(pan, ofSection: section, at: index) }
    let valid = layout.validContentOffsets
    let viewport = layout.environment.viewport
    // An axis that cannot scroll does not follow the finger (no `alwaysBounce`).
    let drag = (
      x: ScrollAxisDrag(
        from: offset.x, by: pan.translation.x, within: valid.x,
        rubberBand: RubberBand(dimension: viewport.width),
        follows: valid.x.lowerBound < valid.x.upperBound),
      y: ScrollAxisDrag(
        from: offset.y, by: pan.translation.y, within: valid.y,
        rubberBand: RubberBand(dimension: viewport.height),
        follows: valid.y.lowerBound < valid.y.upperBound)
    )
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    let frameCount = max(1, pan.frameCount)
    for frame in 1...frameCount {
      let progress = Double(frame) / Double(frameCount)
      let time = Double(frame) / pan.framesPerSecond
      offset = LayoutPoint(
        x: drag.x.offset(atProgress: progress), y: drag.y.offset(atProgress: progress))
      recorder.show(presented, at: offset)
      recorder.sample(at: time)
    }
    let motion = layout.scrollMotion(releasedAt: offset, velocity: .zero, rate: .normal)
    let released = Double(frameCount) / pan.framesPerSecond
    let frames = try Self.panFrames(
      finger: frameCount,
      rest: RestingFrames.count(of: motion.duration, framesPerSecond: pan.framesPerSecond),
      restDuration: motion.duration, framesPerSecond: pan.framesPerSecond,
      at: "steps[\(index)].pan")
    for frame in stride(from: 1, through: frames, by: 1) {
      let time = Double(frame) / pan.framesPerSecond
      offset = motion.offset(at: time)
      recorder.show(presented, at: offset)
      recorder.sample(at: released + time)
    }
    return try entry(
      index: index, action: .pan, transition: recorder.transition(),
      report: Self.releaseReport(motion, velocity: .zero))
  }

  /// Scrolls to `target` as `setContentOffset(_:animated: true)` does: 0.3 s, linear, at 60
  /// frames per second (``ContentOffsetAnimation``). The entry's action is `scroll`.
  mutating func playAnimatedScroll(to target: ScrollTarget, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    guard let reached = layout.contentOffset(scrollingTo: target, from: offset) else {
      if case .item(let path, _) = target {
        throw itemNotShown(path, at: "steps[\(index)].scroll.toItem")
      }
      if case .itemID(let id, _) = target {
        throw itemIDNotShown(id, at: "steps[\(index)].scroll.toItemID")
      }
      return try entry(index: index + 1, action: .scroll)
    }
    let animation = ContentOffsetAnimation(from: offset, to: reached)
    let framesPerSecond = 60.0
    let frames = Int((animation.duration * framesPerSecond).rounded(.up))
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    for frame in stride(from: 1, through: frames, by: 1) {
      let time = Double(frame) / framesPerSecond
      offset = animation.offset(at: time)
      recorder.show(presented, at: offset)
      recorder.sample(at: time)
    }
    // Recorded frame by frame, but sampled from a curve: the frames say which.
    var transition = recorder.transition()
    transition.animation = UpdateAnimation(
      duration: animation.duration, fps: framesPerSecond, curve: animation.curve)
    return try entry(index: index, action: .scroll, transition: transition)
  }

  /// The frames after frame 0 that sample a release of `duration` seconds at
  /// `framesPerSecond` (``RestingFrames/count(of:framesPerSecond:)``). Throws at `location`
  /// past ``Fling/maximumFrameCount``, saying what rests sooner for the step (`remedy`).
  static func releaseFrames(
    of duration: Double, framesPerSecond: Double, remedy: String, at location: String
  ) throws(ScenarioError) -> Int {
    let frames = RestingFrames.count(of: duration, framesPerSecond: framesPerSecond)
    guard RestingFrames.fit(frames) else {
      throw ScenarioError(
        location: location,
        message: RestingFrames.releaseMessage(
          duration: duration, frames: frames, framesPerSecond: framesPerSecond, remedy: remedy))
    }
    return Int(frames)
  }

  /// The frames a pan takes after its `finger` frames: `rest`, the frames until it rests
  /// (`restDuration` seconds). Throws at `location` when the two are more than
  /// ``Fling/maximumFrameCount`` in all: fewer `frames` leave room for the rest.
  static func panFrames(
    finger: Int, rest: Double, restDuration: Double, framesPerSecond: Double,
    at location: String
  ) throws(ScenarioError) -> Int {
    guard RestingFrames.fit(Double(finger) + rest) else {
      throw ScenarioError(
        location: location,
        message: RestingFrames.panMessage(
          fingerFrames: finger, restFrames: rest, restDuration: restDuration,
          framesPerSecond: framesPerSecond, remedy: #"fewer "frames" leave room for the rest"#))
    }
    return Int(rest)
  }

  /// What a fling or a pan reports (`"release"`): the velocity at release, where the content
  /// rests and when, in seconds after the release.
  static func releaseReport(_ motion: ScrollMotion, velocity: LayoutPoint)
    -> CustomAttributes
  {
    var release = CustomAttributes()
    release["velocity"] = .point(velocity)
    release["restingOffset"] = .point(motion.restingOffset)
    release["duration"] = .number(motion.duration)
    return CustomAttributes([("release", .object(release))])
  }
}
