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
  public func pinPass(at contentOffset: Point) -> PinState {
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
  public func elementsExamined(in rect: Rect, contentOffset: Point) -> Int {
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
      for (index, top) in tops.enumerated() where top != geometries[section].headerTops[index] {
        bottom = max(bottom, top + geometries[section].headers[index].height)
      }
    }
    return bottom
  }
}

extension SectionGeometry {
  /// The raw top of each header when section headers pin at `pinLine`, or `nil` when no header
  /// of this section moves (none pins, or the line is above them). O(headers).
  func pinnedHeaderTops(pinLine: Double) -> [Double]? {
    guard headers.contains(where: \.isPinned) else { return nil }
    var tops = headerTops
    var line = pinLine
    var stackBottom: Double?
    for (index, header) in headers.enumerated() where header.isPinned && tops[index] < line {
      tops[index] = line
      line += header.height
      stackBottom = line
    }
    guard let stackBottom else { return nil }
    let overflow = stackBottom - bottom
    if overflow > 0 {
      for index in headers.indices where tops[index] != headerTops[index] {
        tops[index] = max(headerTops[index], tops[index] - overflow)
      }
    }
    return tops
  }
}
