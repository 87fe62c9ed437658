import CollectionLayoutCore

/// Writing the `transition` of an update step.
///
/// ```
///    "transition": {"from": {"contentOffset": {"x": 0, "y": 100}, "contentSize": {...}}, "animation": {...},
///     "changes": [
///      {"change": "kept", "before": "item/0/3", "after": "item/0/4", "initial": {...}, "final": {...}},
///      ...],
///     "frames": [
///      {"frame": 0, "time": 0, "contentOffset": {"x": 0, "y": 100}, "elements": [
///       {"id": "item/0/4", "change": 0, "frame": [0, 132, 320, 44], "alpha": 1},
///       ...]},                   (an element drawn transformed adds "transform": [a, b, c, d, tx, ty])
///      ...]},
/// ```
/// One change record per line and one animated element per line, so that a diff reads
/// record by record.
extension FramesOutput {
  /// Writes the opening of a step's `"transition"` key, up to its first change record: the
  /// content offset and size before the update, in points, and the animation its frames
  /// sample, when they sample one (``writeAnimationMember(_:)``).
  mutating func writeTransitionOpening(
    fromContentOffset: LayoutPoint, fromContentSize: LayoutSize, animation: UpdateAnimation?
  ) {
    raw("   \"transition\": {\"from\": {\"contentOffset\": ")
    point(fromContentOffset)
    raw(", \"contentSize\": ")
    size(fromContentSize)
    raw("}")
    writeAnimationMember(animation)
    raw(",\n    \"changes\": [")
  }

  /// Writes change record `position` of a transition, on its own line.
  mutating func writeChange(_ change: ElementChange, position: Int) {
    raw(position > 0 ? ",\n     " : "\n     ")
    writeChange(change)
  }

  /// Writes the end of `count` change records and the opening of the animation frames.
  mutating func writeChangesEnd(count: Int) {
    raw(count == 0 ? "],\n" : "\n    ],\n")
    raw("    \"frames\": [")
  }

  /// Writes the end of `count` animation frames and of the transition, with its trailing
  /// comma and line end.
  mutating func writeTransitionEnd(frameCount count: Int) {
    raw(count == 0 ? "]},\n" : "\n    ]},\n")
  }

  /// Writes one change record as a JSON object.
  mutating func writeChange(_ change: ElementChange) {
    // The kind's raw value as a literal: the same bytes as `string(change.change.rawValue)`
    // (a test checks every kind), without building and scanning a string.
    switch change.change {
    case .kept: raw("{\"change\": \"kept\", \"before\": ")
    case .moved: raw("{\"change\": \"moved\", \"before\": ")
    case .inserted: raw("{\"change\": \"inserted\", \"before\": ")
    case .deleted: raw("{\"change\": \"deleted\", \"before\": ")
    case .reloaded: raw("{\"change\": \"reloaded\", \"before\": ")
    }
    optionalID(change.before)
    raw(", \"after\": ")
    optionalID(change.after)
    raw(", \"initial\": ")
    writeAttributes(change.initial)
    raw(", \"final\": ")
    writeAttributes(change.final)
    raw("}")
  }

  /// Writes the opening of animation frame `position`, on its own line, up to its first
  /// element.
  mutating func writeAnimationFrameOpening(_ frame: AnimationFrame, position: Int) {
    raw(position > 0 ? ",\n     " : "\n     ")
    raw("{\"frame\": ")
    integer(frame.frame)
    raw(", \"time\": ")
    number(frame.time)
    raw(", \"contentOffset\": ")
    point(frame.contentOffset)
    raw(", \"elements\": [")
  }

  /// Writes element `position` of an animation frame, on its own line.
  mutating func writeAnimatedElement(_ element: AnimatedElement, position: Int) {
    raw(position > 0 ? ",\n      " : "\n      ")
    raw("{\"id\": \"")
    elementID(element.id)
    raw("\", \"change\": ")
    integer(element.change)
    raw(", \"frame\": ")
    rect(element.frame)
    raw(", \"alpha\": ")
    number(element.alpha)
    if let transform = element.transform { self.transform(transform) }
    raw("}")
  }

  /// Writes the end of an animation frame.
  mutating func writeAnimationFrameEnd() {
    raw("]}")
  }

  /// Writes `{"x": X, "y": Y}`.
  mutating func point(_ point: LayoutPoint) {
    raw("{\"x\": ")
    number(point.x)
    raw(", \"y\": ")
    number(point.y)
    raw("}")
  }

  /// Writes an id as a JSON string, or `null`.
  mutating func optionalID(_ id: ElementID?) {
    guard let id else {
      raw("null")
      return
    }
    raw("\"")
    elementID(id)
    raw("\"")
  }
}
