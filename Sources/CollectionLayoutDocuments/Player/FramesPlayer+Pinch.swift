import CollectionLayoutCore

/// Playing `pinch` steps: the layout's column count changed by an interactive transition
/// anchored under the fingers, its progress following the gesture's scale (see ``Pinch`` and
/// <doc:LayoutTransitions>). Which layouts have columns, and how they change, is their kind's
/// say (``LayoutKind/changingColumns(_:of:in:)``).
extension FramesPlayer {
  /// The action of a `pinch` step.
  static var pinchAction: StepAction { "pinch" }

  /// Plays pinch step `index`: one entry whose animation follows the scale frame by frame,
  /// then the release (the rest of the way to 1 or back to 0 in `0.3 × remaining` seconds,
  /// linearly, as `finishTransition` and `cancelTransition` without a velocity).
  mutating func playPinch(_ pinch: Pinch, at index: Int) throws(ScenarioError) -> FrameStep {
    let location = "steps[\(index)].pinch"
    let changed = try currentScenario().changingColumns(pinch.columns, at: location)
    let made = try makeLayout(changed, at: location)
    let change = try layoutChange(to: made.layout, anchor: .point(pinch.point), at: location)
    var path = pinch.scales.map { pinch.progress(atScale: $0) }
    let last = path.last ?? 0
    let finishing = pinch.release == .finish || (pinch.release == .automatic && last > 0.5)
    let end = finishing ? 1.0 : 0.0
    let releaseFrames = Int(
      (Self.secondsPerProgress * abs(end - last) * 60 - 1e-9).rounded(.up))
    if releaseFrames > 0 {
      path += (1...releaseFrames).map { frame in
        frame == releaseFrames
          ? end : last + (end - last) * Double(frame) / Double(releaseFrames)
      }
    }
    let open = OpenTransition(change: change, template: made.template, progress: last)
    return try ending(
      open, finishing: finishing, animation: .following(path), at: index,
      action: Self.pinchAction,
      report: CustomAttributes([
        ("transitionProgress", .number(last)),
        ("released", .string(finishing ? "finish" : "cancel")),
      ]))
  }
}
