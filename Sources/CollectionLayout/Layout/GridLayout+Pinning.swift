extension GridLayout {
  /// The pin pass at `contentOffset`: O(global headers), independent of the item count.
  public func pinPass(at contentOffset: LayoutPoint) -> PinState {
    let pinY = contentOffset.y + environment.contentInset.top
    var line = pinY
    var tops = PinState.GlobalHeaderTops(natural: globalHeaderTops)
    for index in pinnedGlobalHeaders where tops[index] < line {
      tops[index] = line
      line += globalHeaders[index].height
    }
    return PinState(globalHeaderTops: tops, sectionPinLine: line)
  }

  /// How many elements a query for `rect` at `contentOffset` computes: the cost of the query,
  /// for tests that prove it does not grow with the item count.
  public func elementsExamined(in rect: LayoutRect, contentOffset: LayoutPoint) -> Int {
    var examined = 0
    _ = elements(in: rect, pins: pinPass(at: contentOffset), examined: &examined)
    return examined
  }

  /// The bottom of the whole pinned stack at this state: the lowest bottom of a displaced
  /// global or section header, or the pin line when nothing is displaced. Content below this
  /// line is what the reader sees.
  func pinnedStackBottom(_ state: PinState) -> Double {
    var bottom = state.sectionPinLine
    let section =
      firstIndex(in: geometries.count) { geometries[$0].top > state.sectionPinLine } - 1
    if geometries.indices.contains(section),
      let tops = geometries[section].pinnedHeaderTops(pinLine: state.sectionPinLine)
    {
      let naturalTops = geometries[section].headerTops
      for (index, top) in tops.enumerated() where top != naturalTops[index] {
        bottom = max(bottom, top + geometries[section].headers[index].height)
      }
    }
    return bottom
  }
}

extension SectionGeometry {
  /// Calls `body` with each header's index, natural raw top and raw top when section headers
  /// pin at `pinLine` (the natural top when `nil`, or when the header does not move), in
  /// order: the positions of ``HeaderPositions``. O(headers), nothing allocated.
  func forEachHeader(pinLine: Double?, _ body: (Int, Double, Double) -> Void) {
    var positions = HeaderPositions(of: self, pinLine: pinLine)
    while let position = positions.next(in: headers) {
      body(position.index, position.naturalTop, position.top)
    }
  }

  /// The raw top of each header when section headers pin at `pinLine`, or `nil` when no header
  /// of this section moves (none pins, or the line is above them). O(headers).
  func pinnedHeaderTops(pinLine: Double) -> [Double]? {
    guard headers.contains(where: \.isPinned) else { return nil }
    var tops: [Double] = []
    var moved = false
    forEachHeader(pinLine: pinLine) { _, natural, top in
      tops.append(top)
      moved = moved || top != natural
    }
    return moved ? tops : nil
  }
}

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
  /// The next header's index.
  private var index = 0
  /// The next header's natural raw top.
  private var natural: Double
  /// The running pin line: the bottom of the headers pinned so far.
  private var line: Double

  /// The positions of `section`'s headers at `pinLine`.
  init(of section: borrowing SectionGeometry, pinLine: Double?) {
    self.pinLine = pinLine
    var overflow = 0.0
    if let pinLine {
      // The bottom of the stack, to push it up so that it ends with the section.
      var natural = section.top
      var line = pinLine
      var stackBottom: Double?
      for index in section.headers.indices {
        let height = section.headers[index].height
        if section.headers[index].isPinned && natural < line {
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

  /// The next header of `headers` (the section's, as given to the initializer): its index,
  /// natural raw top and raw top; `nil` after the last.
  mutating func next(in headers: [Supplementary]) -> (index: Int, naturalTop: Double, top: Double)?
  {
    guard index < headers.count else { return nil }
    // Read field by field: a copy of the header would retain its custom attributes.
    let height = headers[index].height
    let naturalTop = natural
    var moved = naturalTop
    if pinLine != nil, headers[index].isPinned, naturalTop < line {
      moved = overflow > 0 ? max(naturalTop, line - overflow) : line
      line += height
    }
    natural += height
    index += 1
    return (index - 1, naturalTop, moved)
  }
}
