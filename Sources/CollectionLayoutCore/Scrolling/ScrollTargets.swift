/// Where a scroll step to a ``ScrollTarget`` goes, for every layout: from the layout's valid
/// offsets, scroll axis and item frames (``CollectionViewLayout/frame(ofItem:)``).
extension CollectionViewLayout {
  /// The content offset a scroll to `target` reaches from `contentOffset`, in points; `nil`
  /// for an item the layout does not show.
  ///
  /// - `.offset(x:y:)`: the coordinates given, the others kept, used as given (overscroll
  ///   included), as an offset with both coordinates is.
  /// - `.edge`: the end of ``CollectionViewLayout/validContentOffsets`` along its axis, the
  ///   other coordinate kept: `top` is `-inset.top`, `bottom` is
  ///   `max(-inset.top, content.height + inset.bottom - viewport.height)`.
  /// - `.item(_:position:)`: as `scrollToItem(at:at:animated:)`, the item's frame against the
  ///   edges of the area inside the content inset (`top`: its top at the top inset; `bottom`:
  ///   its bottom at the bottom inset; `center`: its centre at the area's centre along
  ///   ``CollectionViewLayout/scrollAxis``; `left` and `right` likewise along x; no position:
  ///   its leading edge at the leading inset along the scroll axis), the other coordinate
  ///   kept, then clamped to the valid offsets as UIKit clamps it. Pinned headers are not
  ///   taken into account, as UIKit does not: an item scrolled to the top of a section whose
  ///   header pins sits under the header.
  /// - `.itemID(_:anchor:)`: as SwiftUI's `scrollPosition(id:anchor:)`, the anchor point of the
  ///   item with that id at the same point of the area inside the content inset along
  ///   ``CollectionViewLayout/scrollAxis`` (its leading edge at the leading inset without an
  ///   anchor), the other coordinate kept, clamped; `nil` when no item has that id.
  public func contentOffset(scrollingTo target: ScrollTarget, from contentOffset: LayoutPoint)
    -> LayoutPoint?
  {
    let valid = validContentOffsets
    switch target {
    case .offset(let x, let y):
      return LayoutPoint(x: x ?? contentOffset.x, y: y ?? contentOffset.y)
    case .edge(.top):
      return LayoutPoint(x: contentOffset.x, y: valid.y.lowerBound)
    case .edge(.bottom):
      return LayoutPoint(x: contentOffset.x, y: valid.y.upperBound)
    case .edge(.left):
      return LayoutPoint(x: valid.x.lowerBound, y: contentOffset.y)
    case .edge(.right):
      return LayoutPoint(x: valid.x.upperBound, y: contentOffset.y)
    case .item(let path, let position):
      guard path.section >= 0, path.item >= 0, let frame = frame(ofItem: path) else {
        return nil
      }
      let inset = environment.contentInset
      let viewport = environment.viewport
      var target = contentOffset
      switch position ?? (scrollAxis == .vertical ? .top : .left) {
      case .top:
        target.y = frame.minY - inset.top
      case .bottom:
        target.y = frame.maxY + inset.bottom - viewport.height
      case .left:
        target.x = frame.minX - inset.left
      case .right:
        target.x = frame.maxX + inset.right - viewport.width
      case .center where scrollAxis == .vertical:
        let visible = viewport.height - inset.top - inset.bottom
        target.y = frame.minY + frame.height / 2 - inset.top - visible / 2
      case .center:
        let visible = viewport.width - inset.left - inset.right
        target.x = frame.minX + frame.width / 2 - inset.left - visible / 2
      }
      return clampedContentOffset(target)
    case .itemID(let id, let anchor):
      guard let path = itemPath(forItemID: id), let frame = frame(ofItem: path) else {
        return nil
      }
      // The anchor point of the item at the same point of the visible area:
      // offset = leading edge + length · f − leading inset − visible length · f.
      let axis = scrollAxis
      let inset = environment.contentInset
      let leading = inset.leading(along: axis)
      let visible =
        environment.viewport.length(along: axis) - leading - inset.trailing(along: axis)
      let fraction = anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0
      let along =
        frame.leadingEdge(along: axis) + frame.size.length(along: axis) * fraction - leading
        - visible * fraction
      return clampedContentOffset(contentOffset.setting(along, along: axis))
    }
  }
}
