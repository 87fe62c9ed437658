/// Where a layout change's anchor puts the content (before the new layout's own say and the
/// clamp; see ``LayoutChangeAnchor``).
extension LayoutChange {
  /// The offset `anchor` proposes for `newLayout` when `oldLayout` is at `contentOffset`, and
  /// the item it keeps in view.
  static func proposal(
    for anchor: LayoutChangeAnchor, from oldLayout: Old, at contentOffset: LayoutPoint,
    to newLayout: New
  ) throws(LayoutError) -> (offset: LayoutPoint, keyItem: ItemPath?) {
    switch anchor {
    case .proposed:
      return (contentOffset, nil)
    case .center:
      let viewport = oldLayout.environment.viewport
      let centre = LayoutPoint(
        x: contentOffset.x + viewport.width / 2, y: contentOffset.y + viewport.height / 2)
      let items = visibleItems(of: oldLayout, at: contentOffset)
      let chosen =
        items.first { contains($0.frame, centre) }?.path
        ?? items.map(\.path).sorted().dropFirst(items.count / 2).first
      guard let path = chosen, let frame = newLayout.frame(ofItem: path) else {
        return (contentOffset, nil)
      }
      return (centring(frame, in: newLayout), path)
    case .firstVisible:
      for candidate in oldLayout.anchorCandidates(at: contentOffset)
      where newLayout.attributes(for: candidate.id, pins: nil) != nil {
        let offset = newLayout.contentOffset(restoring: candidate, from: contentOffset)
        if case .item(let path) = oldLayout.owner(of: candidate.id) { return (offset, path) }
        return (offset, nil)
      }
      return (contentOffset, nil)
    case .item(let path, let position):
      guard
        let offset = newLayout.contentOffset(
          scrollingTo: .item(path, position: position), from: contentOffset)
      else {
        throw LayoutError(
          location: "anchor.item",
          message: "expected an item of the layout, got [\(path.section), \(path.item)]; "
            + "the layout has \(newLayout.sections.count) sections")
      }
      return (offset, path)
    case .point(let point):
      let content = LayoutPoint(x: contentOffset.x + point.x, y: contentOffset.y + point.y)
      let items = visibleItems(of: oldLayout, at: contentOffset)
      let under =
        items.first { contains($0.frame, content) }
        ?? items.min { lhs, rhs in
          let left = distance(from: content, to: lhs.frame)
          let right = distance(from: content, to: rhs.frame)
          return left != right ? left < right : lhs.path < rhs.path
        }
      guard let under, let frame = newLayout.frame(ofItem: under.path) else {
        return (contentOffset, nil)
      }
      let u = under.frame.width > 0 ? (content.x - under.frame.minX) / under.frame.width : 0
      let v = under.frame.height > 0 ? (content.y - under.frame.minY) / under.frame.height : 0
      let moved = LayoutPoint(
        x: frame.minX + u * frame.width, y: frame.minY + v * frame.height)
      return (LayoutPoint(x: moved.x - point.x, y: moved.y - point.y), under.path)
    }
  }

  /// The visible elements of `layout` at `contentOffset` that are items (whose owner is
  /// ``ElementOwner/item(_:)``), with their paths, in ``ElementID`` order.
  static func visibleItems<Layout: CollectionViewLayout>(
    of layout: Layout, at contentOffset: LayoutPoint
  ) -> [(path: ItemPath, frame: LayoutRect)] {
    layout.visibleElements(at: contentOffset).compactMap { element in
      guard case .item(let path) = layout.owner(of: element.id) else { return nil }
      return (path, element.frame)
    }
  }

  /// Whether `frame` contains `point`, half-open as `CGRect.contains`: `minX <= x < maxX`.
  static func contains(_ frame: LayoutRect, _ point: LayoutPoint) -> Bool {
    frame.minX <= point.x && point.x < frame.maxX && frame.minY <= point.y
      && point.y < frame.maxY
  }

  /// The distance from `point` to the nearest point of `frame`, in points (0 inside).
  static func distance(from point: LayoutPoint, to frame: LayoutRect) -> Double {
    let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
    let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The offset that centres `frame` in the area inside `layout`'s content inset, on both
  /// axes (PSTCollectionView centres vertically and horizontally); clamped later.
  static func centring(_ frame: LayoutRect, in layout: New) -> LayoutPoint {
    let inset = layout.environment.contentInset
    let viewport = layout.environment.viewport
    let width = viewport.width - inset.left - inset.right
    let height = viewport.height - inset.top - inset.bottom
    return LayoutPoint(
      x: frame.minX + frame.width / 2 - inset.left - width / 2,
      y: frame.minY + frame.height / 2 - inset.top - height / 2)
  }
}
