/// Which element of the new layout each element of the old layout becomes, and back: a
/// bijection between the surviving elements of the two layouts.
///
/// - Items follow the item map; items of a reloaded section pair by index.
/// - Headers, footers, the background, the placeholder and the section separator follow their
///   section (same kind and index in the section's new index).
/// - Global headers are not in any section and never change.
/// - A row separator follows its row: it maps when the row's first item maps to the first
///   item of a row that has a separator. A column separator follows the cell on its left in
///   the same way. Both rules are symmetric, so the correspondence stays one to one even when
///   rows merge or split.
struct ElementCorrespondence: Sendable {
  let oldLayout: GridLayout
  let newLayout: GridLayout
  let mapping: UpdateMapping

  /// The new element that old element `id` becomes, if it exists in the new layout.
  func newID(forOld id: ElementID) -> ElementID? {
    let candidate = translate(id, layout: oldLayout, into: newLayout, forward: true)
    return candidate.flatMap { newLayout.attributes(for: $0) != nil ? $0 : nil }
  }

  /// The old element that new element `id` was, if it existed in the old layout.
  func oldID(forNew id: ElementID) -> ElementID? {
    let candidate = translate(id, layout: newLayout, into: oldLayout, forward: false)
    return candidate.flatMap { oldLayout.attributes(for: $0) != nil ? $0 : nil }
  }

  // MARK: - Translation

  private func section(_ section: Int, forward: Bool) -> Int? {
    forward ? mapping.newSection(forOld: section) : mapping.oldSection(forNew: section)
  }

  private func item(_ path: ItemPath, forward: Bool) -> ItemPath? {
    if forward {
      if mapping.isReloaded(oldSection: path.section) {
        return mapping.newSection(forOld: path.section).map {
          ItemPath(section: $0, item: path.item)
        }
      }
      return mapping.newItem(forOld: path)
    }
    if mapping.isReloaded(newSection: path.section) {
      return mapping.oldSection(forNew: path.section).map { ItemPath(section: $0, item: path.item) }
    }
    return mapping.oldItem(forNew: path)
  }

  private func translate(
    _ id: ElementID, layout source: GridLayout, into target: GridLayout, forward: Bool
  ) -> ElementID? {
    switch id {
    case .globalHeader:
      return id
    case .background(let old):
      return section(old, forward: forward).map { .background(section: $0) }
    case .header(let old, let index):
      return section(old, forward: forward).map { .header(section: $0, index: index) }
    case .footer(let old, let index):
      return section(old, forward: forward).map { .footer(section: $0, index: index) }
    case .placeholder(let old):
      return section(old, forward: forward).map { .placeholder(section: $0) }
    case .sectionSeparator(let old):
      return section(old, forward: forward).map { .sectionSeparator(section: $0) }
    case .item(let old, let index):
      return item(ItemPath(section: old, item: index), forward: forward).map {
        .item(section: $0.section, item: $0.item)
      }
    case .rowSeparator(let old, let row):
      guard let cell = cellAtRowStart(section: old, row: row, in: source),
        let moved = item(cell, forward: forward),
        let newRow = rowStart(of: moved, in: target)
      else { return nil }
      return .rowSeparator(section: moved.section, row: newRow)
    case .columnSeparator(let old, let row, let column):
      guard let cell = cell(section: old, row: row, visualColumn: column, in: source),
        let moved = item(cell, forward: forward),
        let place = place(of: moved, in: target)
      else { return nil }
      return .columnSeparator(section: moved.section, row: place.row, column: place.column)
    }
  }

  /// The first item of `row` in `section`.
  private func cellAtRowStart(section: Int, row: Int, in layout: GridLayout) -> ItemPath? {
    guard layout.sections.indices.contains(section) else { return nil }
    let item = row * layout.sections[section].columnCount
    guard item < layout.sections[section].itemCount else { return nil }
    return ItemPath(section: section, item: item)
  }

  /// The row of `path` when the item starts its row, else `nil`.
  private func rowStart(of path: ItemPath, in layout: GridLayout) -> Int? {
    guard layout.sections.indices.contains(path.section) else { return nil }
    let columns = layout.sections[path.section].columnCount
    return path.item % columns == 0 ? path.item / columns : nil
  }

  /// The item that occupies `visualColumn` of `row` in `section`.
  private func cell(section: Int, row: Int, visualColumn: Int, in layout: GridLayout)
    -> ItemPath?
  {
    guard layout.sections.indices.contains(section) else { return nil }
    let geometry = layout.sections[section]
    let columns = geometry.columnCount
    guard visualColumn >= 0, visualColumn < columns else { return nil }
    // Mirroring is its own inverse: the slot of a visual column is its visual column.
    let slot = geometry.columns.visualColumn(ofSlot: visualColumn)
    let item = row * columns + slot
    guard item < geometry.itemCount else { return nil }
    return ItemPath(section: section, item: item)
  }

  /// The row and visual column of the item at `path`.
  private func place(of path: ItemPath, in layout: GridLayout) -> (row: Int, column: Int)? {
    guard layout.sections.indices.contains(path.section) else { return nil }
    let geometry = layout.sections[path.section]
    let columns = geometry.columnCount
    return (path.item / columns, geometry.columns.visualColumn(ofSlot: path.item % columns))
  }
}
