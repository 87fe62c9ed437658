/// A lazy container's scroll view: where the content starts (`defaultScrollAnchor`), the
/// offsets it may rest at, and where a fling rests (`scrollTargetBehavior`).
///
/// ```
///  defaultScrollAnchor f along the scroll axis (y for a vertical container):
///    start = −inset.leading + (content + inset.leading + inset.trailing − viewport) · f
///    content shorter than the view: it starts and stays there (the only valid offset)
///
///  .paging: pages every viewport length from 0; slower than 200 pt/s → the page nearest
///    the release, faster → the next page in the fling's direction from the release
///  .viewAligned: an item's leading edge (its anchor point) at the leading inset (the same
///    point of the visible area); the target nearest the proposed rest, among the targets
///    the limit allows from the release
/// ```
extension LazyGridLayout {
  /// Where the content starts, in points: the top-left corner below the inset, or what
  /// ``LazyScrollView/defaultScrollAnchor`` says along the scroll axis.
  public var initialContentOffset: LayoutPoint {
    let start = environment.initialContentOffset
    guard let anchor = configuration.scrollView.defaultScrollAnchor else { return start }
    return start.setting(anchoredOffset(anchor), along: scrollAxis)
  }

  /// The offset along the scroll axis that `anchor` gives, in points.
  func anchoredOffset(_ anchor: LayoutUnitPoint) -> Double {
    let axis = scrollAxis
    let inset = environment.contentInset
    let leading = inset.leading(along: axis)
    let overflow =
      contentSize.length(along: axis) + leading + inset.trailing(along: axis)
      - environment.viewport.length(along: axis)
    return -leading + overflow * anchor.fraction(along: axis)
  }

  /// From `-inset` to `content + inset - viewport` on each axis, never below the minimum;
  /// along the scroll axis, with a ``LazyScrollView/defaultScrollAnchor`` and content
  /// shorter than the view, only the anchored offset.
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = environment.contentInset
    let viewport = environment.viewport
    // 0 − inset, not −inset: an inset of 0 gives 0, never −0, in the frames.
    let minX = 0 - inset.left
    let minY = 0 - inset.top
    var x = minX...max(minX, contentSize.width + inset.right - viewport.width)
    var y = minY...max(minY, contentSize.height + inset.bottom - viewport.height)
    if let anchor = configuration.scrollView.defaultScrollAnchor {
      let offset = anchoredOffset(anchor)
      if scrollAxis == .vertical, offset < minY {
        y = offset...offset
      } else if scrollAxis == .horizontal, offset < minX {
        x = offset...offset
      }
    }
    return (x, y)
  }

  /// Where a fling released at `contentOffset` rests: `proposedContentOffset` without a
  /// ``LazyScrollView/targetBehavior``; a page or an item's aligned offset with one. O(log n
  /// + k) for the items within a viewport or two of the release.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    let axis = scrollAxis
    let proposed = proposedContentOffset.coordinate(along: axis)
    let released = contentOffset.coordinate(along: axis)
    let speed = velocity.coordinate(along: axis)
    let viewportLength = environment.viewport.length(along: axis)
    switch configuration.scrollView.targetBehavior {
    case nil:
      return proposedContentOffset
    case .paging:
      guard viewportLength > 0 else { return proposedContentOffset }
      let pages = PageGrid(origin: 0, step: viewportLength)
      let page =
        abs(speed) < PagingLayout.pageFlickVelocity
        ? pages.nearestPage(to: released) : pages.nextPage(from: released, toward: speed)
      return proposedContentOffset.setting(pages.offset(ofPage: page), along: axis)
    case .viewAligned(let limitBehavior, let anchor):
      let targets = alignedOffsets(
        from: min(proposed, released) - viewportLength,
        to: max(proposed, released) + viewportLength, anchor: anchor)
      guard !targets.isEmpty else { return proposedContentOffset }
      var allowed = targets
      if isLimited(limitBehavior) {
        let current = nearest(to: released, in: targets)
        if limitBehavior == .alwaysByOne {
          allowed = Array(targets[max(0, current - 1)...min(targets.count - 1, current + 1)])
        } else {
          allowed = targets.filter { abs($0 - released) <= viewportLength }
          if allowed.isEmpty { allowed = [targets[current]] }
        }
      }
      let chosen = allowed[nearest(to: proposed, in: allowed)]
      return proposedContentOffset.setting(chosen, along: axis)
    }
  }

  /// Whether `behavior` limits how far one gesture scrolls in this environment.
  func isLimited(_ behavior: ViewAlignedLimitBehavior) -> Bool {
    switch behavior {
    case .never: return false
    case .always, .alwaysByFew, .alwaysByOne: return true
    case .automatic:
      let sizeClass =
        scrollAxis == .horizontal
        ? environment.sizeClass.horizontal : environment.sizeClass.vertical
      return sizeClass == .compact
    }
  }

  /// The aligned offsets of the items whose leading edges lie between `lower` and `upper`
  /// (plus the leading inset), ascending, each once.
  func alignedOffsets(from lower: Double, to upper: Double, anchor: LayoutUnitPoint?) -> [Double] {
    let axis = scrollAxis
    let inset = environment.contentInset
    let leading = inset.leading(along: axis)
    let visible =
      environment.viewport.length(along: axis) - leading - inset.trailing(along: axis)
    let fraction = anchor?.fraction(along: axis) ?? 0
    let band = rect(
      main: lower + leading, cross: -Double.greatestFiniteMagnitude / 4,
      mainLength: max(0, upper - lower) + visible,
      crossLength: Double.greatestFiniteMagnitude / 2)
    var offsets: [Double] = []
    forEachElement(in: band, pins: nil) { element in
      guard element.id.kind == .item else { return true }
      let start = element.frame.leadingEdge(along: axis)
      let length = element.frame.size.length(along: axis)
      offsets.append(start + length * fraction - leading - visible * fraction)
      return true
    }
    return Array(Set(offsets)).sorted()
  }

  /// The index in `offsets` (ascending, not empty) of the one nearest `value`; a tie goes to
  /// the first.
  func nearest(to value: Double, in offsets: [Double]) -> Int {
    var best = 0
    for index in offsets.indices where abs(offsets[index] - value) < abs(offsets[best] - value) {
      best = index
    }
    return best
  }
}
