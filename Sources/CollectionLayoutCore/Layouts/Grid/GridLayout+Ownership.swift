/// What the grid's elements belong to through an update: items, their sections, and
/// separators that follow the cells they hang on.
///
/// A row separator follows its row: it is placed by the row's first item, and maps when
/// that item maps to the first item of a row that has a separator. A column separator follows
/// the cell on its left in the same way. Both rules are symmetric, so the correspondence stays
/// one to one even when rows merge or split.
///
/// The lookups are inlined into their callers: an update with every element listed asks them
/// of each element twice, and a call copied the layout into it.
extension GridLayout {
  /// The owner of element `id`: separators are placed by an item (see above), the other
  /// kinds as the protocol's default does. O(1).
  @inline(__always)
  public func owner(of id: ElementID) -> ElementOwner? {
    switch id.kind {
    case .rowSeparator:
      return firstItem(section: id.indexes[0], row: id.indexes[1]).map(ElementOwner.placed)
    case .columnSeparator:
      return cell(section: id.indexes[0], row: id.indexes[1], visualColumn: id.indexes[2])
        .map(ElementOwner.placed)
    default:
      return ElementOwner.builtIn(of: id)
    }
  }

  /// The element of this layout of `id`'s kind owned by `owner`, when it exists. O(1).
  @inline(__always)
  public func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    let candidate: ElementID?
    switch (id.kind, owner) {
    case (.rowSeparator, .placed(let path)):
      candidate = row(startedBy: path).map { .rowSeparator(section: path.section, row: $0) }
    case (.columnSeparator, .placed(let path)):
      candidate = place(of: path).map {
        .columnSeparator(section: path.section, row: $0.row, column: $0.column)
      }
    case (.rowSeparator, _), (.columnSeparator, _):
      candidate = nil
    default:
      candidate = ElementOwner.builtInElement(id, ownedBy: owner)
    }
    return candidate.flatMap { containsElement($0) ? $0 : nil }
  }

  /// Whether the layout has element `id`: `attributes(for: id) != nil`, in O(1) without
  /// computing an item's attributes (an update with every element listed asks it of each).
  @inline(__always)
  func containsElement(_ id: ElementID) -> Bool {
    guard id.kind == .item else { return attributes(for: id) != nil }
    guard let section = id.section else { return false }
    let item = id.indexes[1]
    // Read in place: the array's subscript copies the geometry (about 300 bytes) to read its
    // count, once for each element an update follows.
    return GeometriesHandle.read(geometries) { geometries in
      geometries.indices.contains(section) && item >= 0 && item < geometries[section].itemCount
    }
  }

  /// The first item of `row` in `section`, when both exist.
  private func firstItem(section: Int, row: Int) -> ItemPath? {
    guard geometries.indices.contains(section), row >= 0 else { return nil }
    let (columns, count) = GeometriesHandle.read(geometries) {
      ($0[section].columnCount, $0[section].itemCount)
    }
    let (item, overflow) = row.multipliedReportingOverflow(by: columns)
    guard !overflow, item < count else { return nil }
    return ItemPath(section: section, item: item)
  }

  /// The row that `path`'s item starts, or `nil` when it does not start a row.
  private func row(startedBy path: ItemPath) -> Int? {
    guard geometries.indices.contains(path.section), path.item >= 0 else { return nil }
    let columns = GeometriesHandle.read(geometries) { $0[path.section].columnCount }
    return path.item % columns == 0 ? path.item / columns : nil
  }

  /// The item that occupies `visualColumn` of `row` in `section`.
  private func cell(section: Int, row: Int, visualColumn: Int) -> ItemPath? {
    guard geometries.indices.contains(section), row >= 0 else { return nil }
    let geometry = geometries[section]
    let columns = geometry.columnCount
    guard visualColumn >= 0, visualColumn < columns else { return nil }
    // Mirroring is its own inverse: the slot of a visual column is its visual column.
    let slot = geometry.columns.visualColumn(ofSlot: visualColumn)
    let (start, overflow) = row.multipliedReportingOverflow(by: columns)
    guard !overflow, start + slot < geometry.itemCount else { return nil }
    return ItemPath(section: section, item: start + slot)
  }

  /// The row and visual column of the item at `path`.
  private func place(of path: ItemPath) -> (row: Int, column: Int)? {
    guard geometries.indices.contains(path.section), path.item >= 0 else { return nil }
    let geometry = geometries[path.section]
    let columns = geometry.columnCount
    return (path.item / columns, geometry.columns.visualColumn(ofSlot: path.item % columns))
  }
}
