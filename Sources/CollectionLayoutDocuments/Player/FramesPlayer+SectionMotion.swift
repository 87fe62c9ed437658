import CollectionLayoutCore

/// Playing a fling or a pan of a section that scrolls on its own (a compositional strip):
/// `{"fling": {"section": 2, "velocity": {"x": 1500, "y": 0}}}`, `{"pan": {"section": 2,
/// "by": {"x": -300, "y": 0}, "frames": 20}}` (see <doc:ScrollPhysics>). Both play the motion
/// the Swift call gives (``SectionScrollMotion``), sampled at `frame / fps`.
extension FramesPlayer {
  /// Releases section `section`'s own scroller at its offset with `fling.velocity.x`
  /// (``CollectionViewLayout/sectionScrollMotion(ofSection:releasedWith:)``): it decelerates
  /// at the section's rate within its valid offsets, bounces from an end it reaches when it
  /// bounces, and rests where the layout says (a compositional strip by its behaviour). The
  /// collection view's offset is kept; each frame shows the strip where it is
  /// (``CollectionViewLayout/scrolled(section:through:)``). Throws at
  /// `steps[N].fling.section` for a section that does not scroll on its own, at
  /// `steps[N].fling.velocity.y` for a velocity across the strip.
  mutating func playFling(_ fling: Fling, ofSection section: Int, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    _ = try sectionScroller(section, at: "steps[\(index)].fling.section")
    try checkAlongStrip(fling.velocity.y, at: "steps[\(index)].fling.velocity.y")
    guard
      let motion = layout.sectionScrollMotion(ofSection: section, releasedWith: fling.velocity.x)
    else { return try entry(index: index, action: .fling) }
    let frames = try Self.releaseFrames(
      of: motion.duration, framesPerSecond: fling.framesPerSecond,
      remedy: SectionScrollMotion.flingRemedy, at: "steps[\(index)].fling")
    return try playSectionMotion(
      motion, frames: frames, framesPerSecond: fling.framesPerSecond,
      velocity: fling.velocity, action: .fling, at: index)
  }

  /// Drags section `section`'s own scroller by `pan.translation.x` over `pan.frameCount`
  /// frames, then lifts the finger at rest
  /// (``CollectionViewLayout/sectionScrollMotion(ofSection:draggedBy:over:)``): the strip
  /// follows the finger, with the rubber band past its ends when it bounces, and rests by
  /// its behaviour. The collection view's offset is kept. Throws at `steps[N].pan.section`
  /// for a section that does not scroll on its own, at `steps[N].pan.by.y` for a translation
  /// across the strip.
  mutating func playPan(_ pan: Pan, ofSection section: Int, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    _ = try sectionScroller(section, at: "steps[\(index)].pan.section")
    try checkAlongStrip(pan.translation.y, at: "steps[\(index)].pan.by.y")
    let fingerFrames = max(1, pan.frameCount)
    guard
      let motion = layout.sectionScrollMotion(
        ofSection: section, draggedBy: pan.translation.x,
        over: Double(fingerFrames) / pan.framesPerSecond)
    else { return try entry(index: index, action: .pan) }
    // Sampled as the Swift call samples it: ceil(duration × fps) frames in all, the finger's
    // among them.
    let total = RestingFrames.count(of: motion.duration, framesPerSecond: pan.framesPerSecond)
    let rest = try Self.panFrames(
      finger: fingerFrames, rest: max(0, total - Double(fingerFrames)),
      restDuration: motion.release.duration, framesPerSecond: pan.framesPerSecond,
      at: "steps[\(index)].pan")
    return try playSectionMotion(
      motion, frames: fingerFrames + rest, framesPerSecond: pan.framesPerSecond,
      velocity: .zero, action: .pan, at: index)
  }

  /// Throws at `location` unless `value`, a step's `y` beside `section`, is 0.
  private func checkAlongStrip(_ value: Double, at location: String) throws(ScenarioError) {
    guard value == 0 else {
      throw ScenarioError(
        location: location,
        message: "expected 0 beside \"section\" (a strip scrolls along x only), got "
          + format(value))
    }
  }

  /// The entry of `motion` sampled at `frame / framesPerSecond` for frames 1 ... `frames`,
  /// each frame showing the strip where it is; its `release` report names the section.
  private mutating func playSectionMotion(
    _ motion: SectionScrollMotion, frames: Int, framesPerSecond: Double, velocity: LayoutPoint,
    action: StepAction, at index: Int
  ) throws(ScenarioError) -> FrameStep {
    let start = layout
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    for frame in stride(from: 1, through: frames, by: 1) {
      let time = Double(frame) / framesPerSecond
      layout = start.scrolled(section: motion.section, through: motion.offset(at: time))
      recorder.show(presented, at: offset)
      recorder.sample(at: time)
    }
    var report = Self.releaseReport(
      ScrollMotion(x: motion.release, y: ScrollAxisMotion(restingAt: motion.startOffset.y)),
      velocity: velocity)
    if case .object(var release)? = report["release"] {
      release["section"] = .number(Double(motion.section))
      report["release"] = .object(release)
    }
    return try entry(
      index: index, action: action, transition: recorder.transition(), report: report)
  }
}
