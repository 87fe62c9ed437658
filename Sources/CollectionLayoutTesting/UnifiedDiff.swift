extension LineDiff {
  /// The diff in unified format:
  ///
  /// ```
  /// --- oldName
  /// +++ newName
  /// @@ -a,b +c,d @@
  ///  context line
  /// -old line
  /// +new line
  /// ```
  ///
  /// `a` and `c` are 1-based line numbers where the hunk starts and `b` and `d` the hunk's line
  /// counts, always both written; a count of 0 comes with the number of the line before the
  /// hunk (as GNU diff does). A last line without a final newline is followed by
  /// `\ No newline at end of file`. Hunks closer than twice `context` lines merge. At most
  /// `maximumLines` lines follow the two header lines; the rest is counted in a last line
  /// `... N more diff lines`. Lines are joined with line feeds, with no final one.
  func unified(oldName: String, newName: String, context: Int = 3, maximumLines: Int = 400)
    -> String
  {
    var output = ["--- \(oldName)", "+++ \(newName)"]
    var body: [String] = []
    var omitted = 0
    func emit(_ line: String) {
      if body.count < maximumLines { body.append(line) } else { omitted += 1 }
    }
    for hunk in hunks(context: context) {
      emit(header(of: hunk))
      for operation in operations[hunk] {
        let line: TextLine
        switch operation {
        case .equal(let old, _):
          line = oldLines[old]
          emit(" " + line.text)
        case .delete(let old):
          line = oldLines[old]
          emit("-" + line.text)
        case .insert(let new):
          line = newLines[new]
          emit("+" + line.text)
        }
        if !line.endsWithNewline { emit("\\ No newline at end of file") }
      }
    }
    output += body
    if omitted > 0 { output.append("... \(omitted) more diff lines") }
    return output.joined(separator: "\n")
  }

  /// The ranges of ``operations`` shown as hunks: every change with up to `context` equal
  /// lines around it, merged when they touch or overlap.
  func hunks(context: Int) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for (index, operation) in operations.enumerated() {
      if case .equal = operation { continue }
      let lower = max(0, index - context)
      let upper = min(operations.count, index + 1 + context)
      if let last = hunks.last, lower <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<upper
      } else {
        hunks.append(lower..<upper)
      }
    }
    return hunks
  }

  /// `@@ -a,b +c,d @@` for the operations in `hunk`.
  private func header(of hunk: Range<Int>) -> String {
    var oldCount = 0
    var newCount = 0
    for operation in operations[hunk] {
      switch operation {
      case .equal:
        oldCount += 1
        newCount += 1
      case .delete: oldCount += 1
      case .insert: newCount += 1
      }
    }
    // The number of old and new lines before the hunk.
    let oldBefore: Int
    let newBefore: Int
    switch operations[hunk.lowerBound] {
    case .equal(let old, let new):
      oldBefore = old
      newBefore = new
    case .delete(let old):
      oldBefore = old
      newBefore = firstNewLine(from: hunk)
    case .insert(let new):
      oldBefore = firstOldLine(from: hunk)
      newBefore = new
    }
    let oldStart = oldCount > 0 ? oldBefore + 1 : oldBefore
    let newStart = newCount > 0 ? newBefore + 1 : newBefore
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }

  /// The index of the first new line at or after the start of `hunk`: of the first step
  /// that consumes a new line, or the new text's line count.
  private func firstNewLine(from hunk: Range<Int>) -> Int {
    for operation in operations[hunk.lowerBound...] {
      switch operation {
      case .equal(_, let new), .insert(let new): return new
      case .delete: continue
      }
    }
    return newLines.count
  }

  /// The index of the first old line at or after the start of `hunk`: of the first step
  /// that consumes an old line, or the old text's line count.
  private func firstOldLine(from hunk: Range<Int>) -> Int {
    for operation in operations[hunk.lowerBound...] {
      switch operation {
      case .equal(let old, _), .delete(let old): return old
      case .insert: continue
      }
    }
    return oldLines.count
  }
}
