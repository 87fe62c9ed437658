import CollectionLayout

/// What the viewport shows over an export's clock (``ExportTimeline``): for each segment, the
/// boxes it draws, bottom to top, in viewport coordinates.
///
/// Each segment has its own boxes, present from its start to its end:
///
/// | segment | elements | samples |
/// |---|---|---|
/// | step 0 | the elements listed in view | one: the step's state |
/// | a step with an animation (update) | every change record listed in some sample | one per sample of the animation |
/// | any other step (scroll, resize, ...) | the elements listed before or after it, in view at either end | the state before, the state after (and the moment a header pins or unpins) |
///
/// Under the elements are the viewport (overscroll colour) and the content (white, moving
/// with the content offset); over them, the content inset's shade. Elements are drawn as the
/// player draws them: by zIndex, changed elements over kept ones, then in listed order. The
/// picture is as large as the largest viewport shown; where a segment's viewport is smaller
/// (around a resize), the picture beyond it is covered in white, as nothing is on screen
/// there.
struct ViewportAnimation: Hashable, Sendable {
  /// The clock.
  var timeline: ExportTimeline
  /// The largest viewport of the steps shown, in points: the size of the picture.
  var size: LayoutSize
  /// The boxes of each segment, in segment order, each segment's bottom to top.
  var boxesBySegment: [[ViewportBox]]

  /// What `frames` shows over `timeline`.
  init(frames: FramesDocument, timeline: ExportTimeline) {
    self.timeline = timeline
    var width = 0.0
    var height = 0.0
    for segment in timeline.segments {
      for step in Self.steps(of: segment, in: frames) {
        width = max(width, step.viewport.width)
        height = max(height, step.viewport.height)
      }
    }
    let size = LayoutSize(width: width, height: height)
    self.size = size
    boxesBySegment = timeline.segments.map { Self.boxes(of: $0, in: frames, size: size) }
  }

  /// The steps a segment shows: its own, and the one it moves from if it moves linearly.
  static func steps(of segment: ExportTimeline.Segment, in frames: FramesDocument) -> [FrameStep] {
    let step = frames.steps[segment.step]
    guard segment.hasMotion, !segment.isAnimation else { return [step] }
    return [frames.steps[segment.step - 1], step]
  }

  /// The boxes of one segment in a picture of `size`, bottom to top.
  static func boxes(of segment: ExportTimeline.Segment, in frames: FramesDocument, size: LayoutSize)
    -> [ViewportBox]
  {
    let step = frames.steps[segment.step]
    let previous = segment.hasMotion && !segment.isAnimation ? frames.steps[segment.step - 1] : nil
    var builder = SegmentBuilder(segment: segment)
    if segment.isAnimation, let transition = step.transition {
      builder.addScene(step: step, contentOffsets: transition.frames.map(\.contentOffset))
      builder.addAnimation(of: transition)
    } else if let previous {
      builder.addScene(from: previous, to: step)
      builder.addMotion(from: previous, to: step)
    } else {
      builder.addScene(step: step, contentOffsets: [step.contentOffset])
      builder.addHold(of: step)
    }
    builder.addContentInset(
      step.contentInset ?? frames.environment.contentInset, viewport: step.viewport)
    builder.addOutsideViewport(size: size)
    return builder.orderedBoxes
  }
}
