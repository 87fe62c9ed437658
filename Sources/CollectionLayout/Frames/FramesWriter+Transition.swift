/// Writing the `transition` of an update step.
///
/// ```
///    "transition": {"from": {"contentOffset": {"x": 0, "y": 100}, "contentSize": {...}},
///     "changes": [
///      {"change": "kept", "before": "item/0/3", "after": "item/0/4", "initial": {...}, "final": {...}},
///      ...],
///     "frames": [
///      {"frame": 0, "time": 0, "contentOffset": {"x": 0, "y": 100}, "elements": [
///       {"id": "item/0/4", "change": 0, "frame": [0, 132, 320, 44], "alpha": 1},
///       ...]},
///      ...]},
/// ```
/// One change record per line and one animated element per line, so that a diff reads
/// record by record.
extension FramesOutput {
  /// Writes the `"transition"` key of a step, with its trailing comma and line end.
  mutating func writeTransition(_ transition: Transition) {
    raw("   \"transition\": {\"from\": {\"contentOffset\": ")
    point(transition.fromContentOffset)
    raw(", \"contentSize\": ")
    size(transition.fromContentSize)
    raw("},\n    \"changes\": [")
    for (position, change) in transition.changes.enumerated() {
      raw(position > 0 ? ",\n     " : "\n     ")
      writeChange(change)
    }
    raw(transition.changes.isEmpty ? "],\n" : "\n    ],\n")
    raw("    \"frames\": [")
    for (position, frame) in transition.frames.enumerated() {
      raw(position > 0 ? ",\n     " : "\n     ")
      writeAnimationFrame(frame)
    }
    raw(transition.frames.isEmpty ? "]},\n" : "\n    ]},\n")
  }

  /// Writes one change record as a JSON object.
  mutating func writeChange(_ change: ElementChange) {
    raw("{\"change\": ")
    string(change.change.rawValue)
    raw(", \"before\": ")
    optionalID(change.before)
    raw(", \"after\": ")
    optionalID(change.after)
    raw(", \"initial\": ")
    writeAttributes(change.initial)
    raw(", \"final\": ")
    writeAttributes(change.final)
    raw("}")
  }

  /// Writes one animation frame, its elements one per line.
  mutating func writeAnimationFrame(_ frame: AnimationFrame) {
    raw("{\"frame\": ")
    integer(frame.frame)
    raw(", \"time\": ")
    number(frame.time)
    raw(", \"contentOffset\": ")
    point(frame.contentOffset)
    raw(", \"elements\": [")
    for (position, element) in frame.elements.enumerated() {
      raw(position > 0 ? ",\n      " : "\n      ")
      raw("{\"id\": \"")
      elementID(element.id)
      raw("\", \"change\": ")
      integer(element.change)
      raw(", \"frame\": ")
      rect(element.frame)
      raw(", \"alpha\": ")
      number(element.alpha)
      raw("}")
    }
    raw("]}")
  }

  /// Writes `{"x": X, "y": Y}`.
  mutating func point(_ point: Point) {
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
