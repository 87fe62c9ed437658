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
    }
  }
}
