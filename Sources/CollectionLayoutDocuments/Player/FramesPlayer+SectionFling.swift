import CollectionLayoutCore

/// Playing a fling of a section that scrolls on its own (a compositional strip): `{"fling":
/// {"section": 2, "velocity": {"x": 1500, "y": 0}}}` (see <doc:ScrollPhysics>).
extension FramesPlayer {
  /// Releases section `section`'s own scroller at its offset with `fling.velocity.x`: it
  /// decelerates at the section's rate
  /// (``CollectionViewLayout/decelerationRate(ofSection:)``) within its valid offsets, and
  /// rests where the layout says
  /// (``CollectionViewLayout/targetContentOffset(ofSection:forProposedContentOffset:withScrollingVelocity:releasedAt:)``):
  /// a compositional strip by its behaviour. The collection view's offset is kept; each frame
  /// shows the strip where it is (``CollectionViewLayout/scrolled(section:through:)``). Throws
  /// at `steps[N].fling.section` for a section that does not scroll on its own, at
  /// `steps[N].fling.velocity.y` for a velocity across the strip.
  mutating func playFling(_ fling: Fling, ofSection section: Int, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let scroller = try sectionScroller(section, at: "steps[\(index)].fling.section")
    guard fling.velocity.y == 0 else {
      throw ScenarioError(
        location: "steps[\(index)].fling.velocity.y",
        message: "expected 0 beside \"section\" (a strip scrolls along x only), got "
          + format(fling.velocity.y))
    }
    let start = scroller.contentOffset
    let valid = scroller.validContentOffsets.x
    let rate = layout.decelerationRate(ofSection: section)
    let natural = ScrollAxisMotion(
      releasedAt: start.x, velocity: fling.velocity.x, rate: rate, within: valid)
    let target = layout.targetContentOffset(
      ofSection: section,
      forProposedContentOffset: LayoutPoint(x: natural.restingOffset, y: start.y),
      withScrollingVelocity: LayoutPoint(x: fling.velocity.x, y: 0), releasedAt: start
    ).x
    let motion =
      target.isFinite && target != natural.restingOffset
      ? ScrollAxisMotion(
        from: start.x, restingAt: min(max(target, valid.lowerBound), valid.upperBound), rate: rate)
      : natural
    let frames = try Self.frameCount(
      of: motion.duration, framesPerSecond: fling.framesPerSecond,
      limit: Fling.maximumFrameCount, at: "steps[\(index)].fling")
    var recorder = DragRecorder(layout: presented, contentOffset: offset, mode: output.elements)
    for frame in stride(from: 1, through: frames, by: 1) {
      let time = Double(frame) / fling.framesPerSecond
      layout = layout.scrolled(
        section: section, through: LayoutPoint(x: motion.offset(at: time), y: start.y))
      recorder.show(presented, at: offset)
      recorder.sample(at: time)
    }
    var report = Self.releaseReport(
      ScrollMotion(x: motion, y: ScrollAxisMotion(restingAt: start.y)), velocity: fling.velocity)
    if case .object(var release)? = report["release"] {
      release["section"] = .number(Double(section))
      report["release"] = .object(release)
    }
    return try entry(
      index: index, action: .fling, transition: recorder.transition(), report: report)
  }
}
