/// Where the pinned headers are at one content offset: the result of the pin pass, computed
/// from the offset alone without touching the rest of the layout.
///
/// ```
///  offset.y ──────────────── top of the viewport (under a translucent bar)
///     contentInset.top
///  pinY = offset.y + inset.top ─┬─ pinned global header 0   (stacked in order)
///                               ├─ pinned global header 1
///  sectionPinLine ──────────────┼─ pinned header of the section under the line
///                               │  (never below the bottom of its section:
///                               │   the next section's header pushes it off)
///                               └─ content scrolls under the stack
/// ```
/// Global headers with `pinned`: taken in order, a header whose natural top is above the
/// running pin line moves down to it, and the running line moves to its bottom. Section
/// headers with `pinned` follow the same rule from the line below the global stack, and then
/// the stack of each section is pushed up so that its bottom never goes below the bottom of
/// its section. Applied to every section, this rule pins the section under the line, leaves
/// the sections below it alone, and leaves a section above the line with its headers at its
/// own bottom, where the next section pushed them (as UIKit's
/// `sectionHeadersPinToVisibleBounds` does), so no header jumps. When the pin line is above a
/// header's natural position (overscroll at the top) nothing moves.
public struct PinState: Hashable, Sendable {
  /// The raw top of every global header at this offset (natural unless pinned), in content
  /// coordinates, in points.
  public var globalHeaderTops: [Double]
  /// The line below the pinned global headers, where section headers pin, in content
  /// coordinates, in points.
  public var sectionPinLine: Double
}

extension GridLayout {
  /// The pin pass at `contentOffset`: O(global headers), independent of the item count.
  public func pinPass(at contentOffset: LayoutPoint) -> PinState {
    let pinY = contentOffset.y + environment.contentInset.top
    var line = pinY
    var tops = globalHeaderTops
    for (index, header) in globalHeaders.enumerated() where header.isPinned {
      if tops[index] < line {
        tops[index] = line
        line += header.height
      }
    }
    return PinState(
      globalHeaderTops: tops, sectionPinLine: line)
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
  /// order. O(headers), nothing allocated: a header that pins and whose natural top is above
  /// the running line moves to it, and the line moves to its bottom; the stack is then pushed
  /// up so that it never goes below the section's bottom.
  func forEachHeader(pinLine: Double?, _ body: (Int, Double, Double) -> Void) {
    var overflow = 0.0
    if let pinLine {
      // The bottom of the stack, to push it up so that it ends with the section.
      var natural = top
      var line = pinLine
      var stackBottom: Double?
      for header in headers {
        if header.isPinned && natural < line {
          line += header.height
          stackBottom = line
        }
        natural += header.height
      }
      if let stackBottom { overflow = stackBottom - bottom }
    }
    var natural = top
    var line = pinLine ?? 0
    for (index, header) in headers.enumerated() {
      var moved = natural
      if pinLine != nil, header.isPinned, natural < line {
        moved = overflow > 0 ? max(natural, line - overflow) : line
        line += header.height
      }
      body(index, natural, moved)
      natural += header.height
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
