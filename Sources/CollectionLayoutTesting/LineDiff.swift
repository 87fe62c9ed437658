/// One line of a text, compared byte for byte (not by Unicode canonical equivalence), with
/// whether a line feed ended it.
struct TextLine: Hashable {
  /// The line's text, without its line feed.
  var text: Substring
  /// Whether a line feed ended the line: false only for a last line without a final newline.
  var endsWithNewline: Bool

  static func == (lhs: TextLine, rhs: TextLine) -> Bool {
    lhs.endsWithNewline == rhs.endsWithNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(endsWithNewline)
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  /// The lines of `text`, split at line feeds; a final line feed does not start a new line.
  static func lines(of text: String) -> [TextLine] {
    var lines: [TextLine] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        lines.append(TextLine(text: text[start..<index], endsWithNewline: true))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex {
      lines.append(TextLine(text: text[start...], endsWithNewline: false))
    }
    return lines
  }
}

/// A line diff of two texts: the shortest edit script (Myers' O(ND) algorithm) when it takes
/// at most ``maximumEditCount`` edits after the common first and last lines are set aside,
/// otherwise a positional comparison (line i against line i), which is quick at any size and
/// still exact about which lines differ at the same place.
struct LineDiff {
  /// One step of the edit script. Indexes are 0-based line indexes.
  enum Operation: Hashable {
    /// The line is in both texts.
    case equal(old: Int, new: Int)
    /// The old line is not in the new text.
    case delete(old: Int)
    /// The new line is not in the old text.
    case insert(new: Int)
  }

  /// Beyond this many edits, the diff is positional: about 4 MB of search state at most.
  static let maximumEditCount = 1000

  /// The lines of the old text.
  let oldLines: [TextLine]
  /// The lines of the new text.
  let newLines: [TextLine]
  /// The edit script, in order: old lines are consumed by equal and delete steps, new lines
  /// by equal and insert steps.
  let operations: [Operation]

  /// Diffs two texts line by line.
  init(old: String, new: String, maximumEditCount: Int = LineDiff.maximumEditCount) {
    oldLines = TextLine.lines(of: old)
    newLines = TextLine.lines(of: new)
    var identifiers: [TextLine: Int] = [:]
    func identify(_ line: TextLine) -> Int {
      if let identifier = identifiers[line] { return identifier }
      let identifier = identifiers.count
      identifiers[line] = identifier
      return identifier
    }
    let old = oldLines.map(identify)
    let new = newLines.map(identify)
    operations = LineDiff.script(old: old, new: new, maximumEditCount: maximumEditCount)
  }

  /// Whether the two texts have the same lines.
  var isEmpty: Bool {
    operations.allSatisfy {
      if case .equal = $0 { return true } else { return false }
    }
  }

  /// The edit script turning `old` into `new`.
  static func script(old: [Int], new: [Int], maximumEditCount: Int) -> [Operation] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var operations = (0..<prefix).map { Operation.equal(old: $0, new: $0) }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    let middle =
      shortestScript(oldMiddle, newMiddle, maximumEditCount: maximumEditCount)
      ?? positionalScript(oldMiddle, newMiddle)
    for operation in middle {
      switch operation {
      case .equal(let oldIndex, let newIndex):
        operations.append(.equal(old: oldIndex + prefix, new: newIndex + prefix))
      case .delete(let oldIndex): operations.append(.delete(old: oldIndex + prefix))
      case .insert(let newIndex): operations.append(.insert(new: newIndex + prefix))
      }
    }
    for offset in 0..<suffix {
      operations.append(
        .equal(old: old.count - suffix + offset, new: new.count - suffix + offset))
    }
    return operations
  }

  /// Myers' greedy shortest edit script; `nil` when it needs more than `maximumEditCount`
  /// edits.
  static func shortestScript(_ old: [Int], _ new: [Int], maximumEditCount: Int) -> [Operation]? {
    let limit = min(old.count + new.count, maximumEditCount)
    let offset = limit + 1
    // furthest[k + offset]: the furthest x reached on diagonal k = x - y.
    var furthest = [Int](repeating: 0, count: 2 * offset + 1)
    // rounds[d]: furthest x on diagonals -d ... d after round d (index k + d).
    var rounds: [[Int]] = []
    var editCount: Int?
    search: for distance in 0...limit {
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        let down =
          diagonal == -distance
          || (diagonal != distance
            && furthest[diagonal - 1 + offset] < furthest[diagonal + 1 + offset])
        var x = down ? furthest[diagonal + 1 + offset] : furthest[diagonal - 1 + offset] + 1
        var y = x - diagonal
        while x < old.count, y < new.count, old[x] == new[y] {
          x += 1
          y += 1
        }
        furthest[diagonal + offset] = x
        if x >= old.count, y >= new.count {
          rounds.append(Array(furthest[(offset - distance)...(offset + distance)]))
          editCount = distance
          break search
        }
      }
      rounds.append(Array(furthest[(offset - distance)...(offset + distance)]))
    }
    guard let editCount else { return nil }

    var reversed: [Operation] = []
    var x = old.count
    var y = new.count
    for distance in stride(from: editCount, to: 0, by: -1) {
      let previous = rounds[distance - 1]
      let diagonal = x - y
      func reach(_ k: Int) -> Int { previous[k + distance - 1] }
      let down =
        diagonal == -distance || (diagonal != distance && reach(diagonal - 1) < reach(diagonal + 1))
      let previousDiagonal = down ? diagonal + 1 : diagonal - 1
      let previousX = reach(previousDiagonal)
      let previousY = previousX - previousDiagonal
      let stepEndX = down ? previousX : previousX + 1
      while x > stepEndX {
        x -= 1
        y -= 1
        reversed.append(.equal(old: x, new: y))
      }
      reversed.append(down ? .insert(new: previousY) : .delete(old: previousX))
      x = previousX
      y = previousY
    }
    while x > 0 {
      x -= 1
      y -= 1
      reversed.append(.equal(old: x, new: y))
    }
    return reversed.reversed()
  }

  /// Line i of one text against line i of the other: equal lines stay, each differing pair is
  /// a delete then an insert, and the longer text's extra lines are deleted or inserted.
  static func positionalScript(_ old: [Int], _ new: [Int]) -> [Operation] {
    var operations: [Operation] = []
    for index in 0..<max(old.count, new.count) {
      if index < old.count, index < new.count, old[index] == new[index] {
        operations.append(.equal(old: index, new: index))
        continue
      }
      if index < old.count { operations.append(.delete(old: index)) }
      if index < new.count { operations.append(.insert(new: index)) }
    }
    return operations
  }
}
