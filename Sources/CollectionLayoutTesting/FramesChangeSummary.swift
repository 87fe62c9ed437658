import CollectionLayout

/// What changed between two frames files, element by element, in words:
///
/// ```
/// step 1: contentOffset.y 236 -> 300
/// step 1: change record item/0/3: final.frame.y 88 -> 132
/// step 1: item/0/3: frame.y 88 -> 132, zIndex 1 -> 2
/// step 1: item/0/9: added
/// step 1: animation frame 4: contentOffset.y 64.491 -> 64.5
/// step 1: animation frame 4: item/0/1: frame.x 19.526 -> 19.529
/// step 2: removed
/// ```
///
/// Built from the lines a ``LineDiff`` marks as changed. An element line is named by its id
/// and compared field by field (see ``FlatJSON`` for the field names); any other changed line
/// that reads as JSON members (the header, a step's viewport, content offset or size) is
/// compared the same way. Entries are grouped per step (`step N:`; none for the header), a
/// step's own values first, then its transition's change records (`change record ID:`, by
/// the record's id, `(deleted)` after a deleted record's), then its elements in ``ElementID``
/// order, then each animation frame of its transition (`animation frame F:`: the frame's
/// time and content offset, then its elements), so that a change in an animation frame says
/// which one. A step that is in only one file is one entry, `added` or `removed`.
struct FramesChangeSummary {
  /// The entries that differ, in summary order.
  private let entries: [Entry]

  /// The number of summary lines.
  var count: Int { entries.count }

  /// Whether `text` is a frames file: its first line opens the frames format's header.
  static func isFrames(_ text: String) -> Bool {
    text.utf8.starts(with: "{\"format\": \"collection-layout/frames\"".utf8)
  }

  /// Summarises the changed lines of `diff`, a diff of two frames files.
  init(_ diff: LineDiff) {
    let oldPlaces = FramesChangeSummary.places(of: diff.oldLines)
    let newPlaces = FramesChangeSummary.places(of: diff.newLines)
    let oldStepSet = Set(oldPlaces.compactMap(\.step))
    let newStepSet = Set(newPlaces.compactMap(\.step))
    var bodies: [Key: (old: Substring?, new: Substring?)] = [:]
    for operation in diff.operations {
      switch operation {
      case .equal: continue
      case .delete(let index):
        let place = oldPlaces[index]
        // A step missing from the new file is one `removed` entry, not one per line.
        guard place.step.map(newStepSet.contains) ?? true,
          let (key, body) = Key.of(diff.oldLines[index].text, at: place)
        else { continue }
        bodies[key, default: (nil, nil)].old = body
      case .insert(let index):
        let place = newPlaces[index]
        guard place.step.map(oldStepSet.contains) ?? true,
          let (key, body) = Key.of(diff.newLines[index].text, at: place)
        else { continue }
        bodies[key, default: (nil, nil)].new = body
      }
    }
    var entries = bodies.compactMap { key, body in
      // Lines that moved without changing (in a positional diff) are no change.
      body.old == body.new ? nil : Entry(key: key, old: body.old, new: body.new)
    }
    for step in oldStepSet.subtracting(newStepSet) {
      entries.append(Entry(key: Key(step: step, group: .wholeStep), old: "", new: nil))
    }
    for step in newStepSet.subtracting(oldStepSet) {
      entries.append(Entry(key: Key(step: step, group: .wholeStep), old: nil, new: ""))
    }
    self.entries = entries.sorted { $0.key < $1.key }
  }

  /// The first `limit` summary lines.
  func lines(limit: Int = .max) -> [String] {
    entries.prefix(limit).map(\.line)
  }

  /// The summary as text: at most `maximumLines` lines, then `... and N more` when some were
  /// left out. Lines are joined with line feeds, with no final one.
  func text(maximumLines: Int = 50) -> String {
    var lines = lines(limit: maximumLines)
    if entries.count > maximumLines { lines.append("... and \(entries.count - maximumLines) more") }
    return lines.joined(separator: "\n")
  }

  /// One changed element, step value or step.
  private struct Entry {
    var key: Key
    /// The line's JSON object in the old file; `nil` when only in the new one.
    var old: Substring?
    /// The line's JSON object in the new file; `nil` when only in the old one.
    var new: Substring?

    /// The summary line, such as `step 1: item/0/3: frame.y 88 -> 132`, or
    /// `step 1: animation frame 4: item/0/3: frame.y 88.2 -> 88.3` in an animation frame.
    var line: String {
      let change = FramesChangeSummary.describe(old: old, new: new)
      let step =
        (key.step.map { "step \($0): " } ?? "")
        + (key.animationFrame.map { "animation frame \($0): " } ?? "")
      switch key.group {
      case .wholeStep, .value: return step + change
      case .record: return step + "change record " + key.name + ": " + change
      case .element: return step + key.name + ": " + change
      }
    }
  }

  /// Where a summary entry sorts: the header first, then step by step; in a step, the step
  /// itself, its own values, its change records, its elements, then each animation frame's
  /// values and elements.
  private struct Key: Hashable, Comparable {
    enum Group: Int, Comparable {
      case wholeStep, value, record, element
      static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }
    /// The step, `nil` for the header.
    var step: Int?
    /// The animation frame of the step's transition, `nil` outside one.
    var animationFrame: Int? = nil
    var group: Group
    /// For values: the first member's name; for elements: the id as written.
    var name = ""
    /// For elements: the id, when it parses.
    var elementID: ElementID?

    /// The order of values within the header or a step.
    private static let valueOrder = [
      "format", "index", "viewport", "contentInset", "displayScale", "contentOffset",
      "contentSize",
    ]

    static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.step != rhs.step { return (lhs.step ?? -1) < (rhs.step ?? -1) }
      if lhs.animationFrame != rhs.animationFrame {
        return (lhs.animationFrame ?? -1) < (rhs.animationFrame ?? -1)
      }
      if lhs.group != rhs.group { return lhs.group < rhs.group }
      switch (lhs.elementID, rhs.elementID) {
      case (let left?, let right?) where left != right: return left < right
      case (.some, nil): return true
      case (nil, .some): return false
      default: break
      }
      let leftRank = valueOrder.firstIndex(of: lhs.name) ?? valueOrder.count
      let rightRank = valueOrder.firstIndex(of: rhs.name) ?? valueOrder.count
      return leftRank != rightRank ? leftRank < rightRank : lhs.name < rhs.name
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.step == rhs.step && lhs.animationFrame == rhs.animationFrame
        && lhs.group == rhs.group && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(step)
      hasher.combine(animationFrame)
      hasher.combine(group)
      hasher.combine(name)
    }

    /// The key of a changed line at `place` and the JSON object to compare; `nil` for lines
    /// that carry no values (brackets, `"steps": [`).
    static func of(_ text: Substring, at place: Place) -> (Key, Substring)? {
      let step = place.step
      let frame = place.animationFrame
      var body = text.drop { $0 == " " }
      if body.hasSuffix(",") { body = body.dropLast() }
      let elementMarker = "{\"id\": \""
      if body.hasPrefix(elementMarker) {
        // An animation frame's last element closes the frame's list and object.
        if body.hasSuffix("}]}") { body = body.dropLast(2) }
        let id = String(body.dropFirst(elementMarker.count).prefix { $0 != "\"" })
        return (
          Key(
            step: step, animationFrame: frame, group: .element, name: id,
            elementID: ElementID(id)),
          body
        )
      }
      // A change record, named by its id: `after`, or `before` for a deleted one.
      if body.hasPrefix("{\"change\": \""), let values = FlatJSON(object: body) {
        let isDeleted = values.text(at: "change") == "\"deleted\""
        let idText = values.text(at: isDeleted ? "before" : "after") ?? "null"
        let id = String(idText.dropFirst().dropLast())
        return (
          Key(
            step: step, group: .record, name: id + (isDeleted ? " (deleted)" : ""),
            elementID: ElementID(id)),
          body
        )
      }
      // An animation frame's own line: its index, time and content offset, then its elements.
      if body.hasPrefix("{\"frame\": ") {
        for elements in [", \"elements\": [", ", \"elements\": []}"] where body.hasSuffix(elements)
        {
          let object = Substring(String(body.dropLast(elements.count)) + "}")
          return (Key(step: step, animationFrame: frame, group: .value, name: "frame"), object)
        }
      }
      let object: Substring
      if body.hasPrefix("\"") {
        object = Substring("{" + String(body) + "}")
      } else if body.hasPrefix("{"), !body.hasSuffix("}") {
        object = Substring(String(body) + "}")
      } else {
        return nil
      }
      guard let first = FlatJSON(object: object)?.leaves.first else { return nil }
      let name = String(first.path.prefix { $0 != "." })
      return (Key(step: step, group: .value, name: name), object)
    }
  }

  /// Where a line is: its step, and the animation frame of the step's transition it is in.
  struct Place: Hashable {
    /// The `index` of the last step header at or above the line, `nil` before the first step.
    var step: Int?
    /// The `frame` of the last animation frame opened at or above the line in this step,
    /// `nil` outside the transition's frames (its changes, the step's own elements).
    var animationFrame: Int?
  }

  /// The place of each line.
  private static func places(of lines: [TextLine]) -> [Place] {
    let stepMarker = "  {\"index\": ".utf8
    let frameMarker = "     {\"frame\": ".utf8
    let elementsMarker = "   \"elements\": [".utf8
    var current = Place()
    func number(after marker: String.UTF8View, in line: TextLine) -> Int? {
      let digits = line.text.utf8.dropFirst(marker.count).prefix { $0 >= 48 && $0 <= 57 }
      return Int(String(decoding: digits, as: UTF8.self))
    }
    return lines.map { line in
      let text = line.text.utf8
      if text.starts(with: stepMarker) {
        current = Place(step: number(after: stepMarker, in: line), animationFrame: nil)
      } else if text.starts(with: frameMarker) {
        current.animationFrame = number(after: frameMarker, in: line)
      } else if text.starts(with: elementsMarker) {
        current.animationFrame = nil
      }
      return current
    }
  }

  /// `added`, `removed`, or the changed fields `path old -> new` joined by `, `.
  private static func describe(old: Substring?, new: Substring?) -> String {
    guard let old else { return "added" }
    guard let new else { return "removed" }
    guard let oldValues = FlatJSON(object: old), let newValues = FlatJSON(object: new) else {
      return "changed"
    }
    var changes: [String] = []
    for (path, oldText) in oldValues.leaves {
      let newText = newValues.text(at: path) ?? "absent"
      if newText != oldText { changes.append("\(path) \(oldText) -> \(newText)") }
    }
    for (path, newText) in newValues.leaves where oldValues.text(at: path) == nil {
      changes.append("\(path) absent -> \(newText)")
    }
    return changes.isEmpty ? "changed spacing" : changes.joined(separator: ", ")
  }
}
