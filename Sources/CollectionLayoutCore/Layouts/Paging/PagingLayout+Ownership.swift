/// What a paging layout's elements belong to through a batch update: a page is its item
/// (`[0, i]`), its image and tiles are attached to it. A page deleted or inserted by an update
/// therefore fades out or in, and the pages after it slide to their new slots, through the
/// engine's bookkeeping; a tile survives when the page it follows has the same tile at the
/// same level.
extension PagingLayout {
  /// `page/i` is item `[0, i]`; `image/i` and `tile/i/…` are attached to it; `nil` for
  /// other ids and pages that do not exist. O(1).
  public func owner(of id: ElementID) -> ElementOwner? {
    guard let index = id.indexes.first, images.indices.contains(index) else { return nil }
    let path = ItemPath(section: 0, item: index)
    switch id.kind {
    case .page: return .item(path)
    case .image, .tile: return .attached(to: path)
    default: return nil
    }
  }

  /// The element of `id`'s kind (and level, column and row, for a tile) of the page `owner`
  /// names, when this layout has it. O(1).
  public func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    let candidate: ElementID?
    switch (id.kind, owner) {
    case (.page, .item(let path)) where path.section == 0:
      candidate = .page(path.item)
    case (.image, .attached(let path)) where path.section == 0:
      candidate = .image(ofPage: path.item)
    case (.tile, .attached(let path)) where path.section == 0 && id.indexes.count == 4:
      candidate = .tile(
        page: path.item, levelExponent: id.indexes[1], column: id.indexes[2], row: id.indexes[3])
    default:
      candidate = nil
    }
    return candidate.flatMap { attributes(for: $0, pins: nil) != nil ? $0 : nil }
  }

  /// Item `[0, i]` is `page/i`, when the page exists. O(1).
  public func element(ofItem path: ItemPath) -> ElementID? {
    guard path.section == 0, images.indices.contains(path.item) else { return nil }
    return .page(path.item)
  }
}

/// The reader's place in a paging layout: the pages.
extension PagingLayout {
  /// The pages visible past the left edge of the bounds, by left edge: an update keeps the
  /// first that survives it where it was on screen.
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    visibleElementsPastAnchorLine(at: contentOffset) { $0.kind == .page }
  }
}
