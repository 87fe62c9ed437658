import CollectionLayoutCore

extension Scenario {
  /// The output-size problem ``validationIssues()`` reports: the element records that can be
  /// counted from the data before any work must not exceed
  /// ``Limits/maximumOutputElementCount``. They are
  ///
  /// - with `"elements": "all"`, the element records of the entries up to the first step that
  ///   updates the data (update, apply, load or select; the initial layout and every scroll
  ///   and resize step list every element of the same data);
  /// - for every such step, its sampled animation frames (one record each, whatever they
  ///   list): `duration × fps` rounded up, plus one (see ``UpdateAnimation/sampledFrameCount``).
  ///
  /// What an entry after an update lists, the change records and the elements of each
  /// animation frame depend on the update; the player counts them as it goes. The problem is
  /// located at `output.elements` when the listed elements count, at `steps` otherwise.
  func outputSizeIssues() -> [LayoutIssue] {
    let limit = Limits.maximumOutputElementCount
    var updateCount = 0
    var animationFrames = SaturatingCount()
    for step in steps {
      for animation in step.updateAnimations {
        updateCount += 1
        animationFrames = animationFrames.adding(animation.sampledFrameCount)
      }
    }
    let animationPart =
      "\(animationFrames) sampled animation frames in \(updateCount) update "
      + (updateCount == 1 ? "step" : "steps")
    guard output.elements == .all else {
      guard animationFrames.exceeds(limit) else { return [] }
      return [
        LayoutIssue(
          location: "steps",
          message: "expected at most \(limit) element records in the frames, got "
            + "\(animationFrames.atLeast) (\(animationPart), each a record)")
      ]
    }
    let firstUpdate = steps.firstIndex { !$0.updateAnimations.isEmpty }
    let entries = 1 + (firstUpdate ?? steps.count)
    let perEntry = layout.layoutKind.elementCount(of: self)
    let total = perEntry.multiplied(by: entries).adding(animationFrames)
    guard total.exceeds(limit) else { return [] }
    let got =
      firstUpdate == nil
      ? "got \(total) (\(perEntry) elements in each of \(entries) entries)"
      : "got \(total.atLeast) (\(perEntry) elements in each of the \(entries) entries "
        + "before the first update, and \(animationPart))"
    return [
      LayoutIssue(
        location: ValueLocation("output")["elements"],
        message: "expected at most \(limit) element records in the frames, \(got)")
    ]
  }
}

extension ScenarioStep {
  /// The animation of a step that updates the data (one for an update, apply, load or select
  /// step, that of the first batch for batches addressed to sources) or changes the layout
  /// (its frames, at most: a finish or cancel at most 0.3 s); none for the others.
  var updateAnimations: [UpdateAnimation] {
    switch self {
    case .update(let batch): return [batch.animation]
    case .updateSources(let updates): return [updates.first?.batch.animation ?? UpdateAnimation()]
    case .apply(let snapshot): return [snapshot.animation]
    case .load(let load): return [load.animation]
    case .select(let selection): return [selection.animation]
    case .setLayout(let replacement):
      return [replacement.isAnimated ? replacement.animation : UpdateAnimation(duration: 0)]
    case .beginTransition: return [UpdateAnimation(duration: 0)]
    case .transitionProgress(let change):
      return [UpdateAnimation(duration: Double(max(1, change.frameCount)) / 60, fps: 60)]
    case .finishTransition, .cancelTransition: return [UpdateAnimation(duration: 0.3, fps: 60)]
    case .pinch(let pinch):
      return [UpdateAnimation(duration: Double(pinch.scales.count) / 60 + 0.3, fps: 60)]
    case .scroll, .scrollTo, .scrollSection, .scrollBy, .animatedScroll, .fling, .pan, .resize,
      .resizeEnvironment, .interaction, .beginDrag,
      .dragTo, .endDrag,
      .cancelDrag,
      .swipe,
      .editing, .measure:
      return []
    }
  }
}
