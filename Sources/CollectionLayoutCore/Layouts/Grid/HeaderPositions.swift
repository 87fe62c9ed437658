/// The raw tops of a section's headers when section headers pin at a line, one header at a
/// time, in order, without a closure (a closure that captures a section's geometry makes the
/// compiler copy the geometry, with its reference counting, for every section a query visits).
///
/// A header that pins and whose natural top is above the running line moves to it, and the
/// line moves to its bottom; the stack is then pushed up so that it never goes below the
/// section's bottom:
///
///     pin line ─────────  ┌ header 0 (pinned) ┐   moved to the line
///                         ├ header 1 (pinned) ┤   moved below header 0
///                         │      items        │
///     section bottom ───  └───────────────────┘   the stack ends here at the latest
///
/// Without a pin line every header is at its natural top. O(headers) for the whole walk.
struct HeaderPositions {
  /// The line headers pin at, in content coordinates; `nil` for natural positions.
  private let pinLine: Double?
  /// How far the pinned stack would reach below the section's bottom, in points (> 0 when it
  /// is pushed up).
  private let overflow: Double
  /// The section's index in the layout's model, which holds its headers.
  private let section: Int
  /// The number of headers of the section.
  private let count: Int
  /// The next header's index.
  private var index = 0
  /// The next header's natural raw top.
  private var natural: Double
  /// The running pin line: the bottom of the headers pinned so far.
  private var line: Double

  /// The positions of `section`'s headers at `pinLine`; its model, which holds its headers,
  /// is `sections[section.index]`.
  @inline(__always)
  init(of section: borrowing SectionGeometry, in sections: SectionsHandle, pinLine: Double?) {
    self.pinLine = pinLine
    self.section = section.index
    count = section.headerCount
    var overflow = 0.0
    // A section whose top is at or below the line has no header above it: none pins (the
    // loop below would find none), so the walk is skipped for every section but the one
    // under the line and those above it.
    if let pinLine, section.top < pinLine {
      // The bottom of the stack, to push it up so that it ends with the section.
      var natural = section.top
      var line = pinLine
      var stackBottom: Double?
      for index in 0..<section.headerCount {
        let height = sections[section.index].headers[index].height
        if sections[section.index].headers[index].isPinned && natural < line {
          line += height
          stackBottom = line
        }
        natural += height
      }
      if let stackBottom { overflow = stackBottom - section.bottom }
    }
    self.overflow = overflow
    natural = section.top
    line = pinLine ?? 0
  }

  /// The next header of the section (read in `sections`, those given to the initializer): its
  /// index, natural raw top and raw top; `nil` after the last.
  mutating func next(in sections: SectionsHandle) -> (
    index: Int, naturalTop: Double, top: Double
  )? {
    guard index < count else { return nil }
    // Read field by field: a copy of the header would retain its custom attributes.
    let height = sections[section].headers[index].height
    let naturalTop = natural
    var moved = naturalTop
    if pinLine != nil, sections[section].headers[index].isPinned, naturalTop < line {
      moved = overflow > 0 ? max(naturalTop, line - overflow) : line
      line += height
    }
    natural += height
    index += 1
    return (index - 1, naturalTop, moved)
  }
}
