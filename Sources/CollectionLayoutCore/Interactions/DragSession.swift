/// What the finger is over during a drag, in the layout as it is with the gap: an item (named
/// by its path before the drag, so that an item keeps its name while the gap shifts it), the
/// space past the last item of a section, or nothing the drag reacts to (the gap itself, a
/// header, spacing).
package enum DragHit: Hashable, Sendable {
  case nothing
  case item(ItemPath)
  case sectionEnd(Int)
}

/// A drag to reorder in progress, for any layout: the layout before the drag, where the
/// dragged item came from, where its gap is, and where the finger is.
///
/// The gap is data: the layout shown during the drag is the layout before it, laid out again by
/// the layout itself (``CollectionViewLayout/laidOut(sections:in:carrying:)``) for the data
/// with the dragged item moved to the gap's slot, as a batch's `moveItems` would move it. So
/// the gap has the size the layout gives the item in that slot, and the other items flow as
/// the layout flows them, in a grid or a masonry section or any other layout.
///
/// The target follows the finger's point (not the dragged item's centre, as in the sample):
/// when the finger enters an item, the gap moves to that item's slot, and the items between
/// shift; when it enters the space past a section's last item (within the section's frame,
/// beyond the last item's leading edge), the gap moves to the section's end. What the finger
/// is over is taken again once the items have moved: in a grid the gap is then under the
/// finger, and the next item it enters moves the gap again; an item that slid under the finger
/// (a layout whose slots change size: rows of unequal heights, masonry columns) is not entered,
/// which keeps the gap from flipping back and forth under a still finger. A section whose metrics set
/// `allowsReorder: false` never takes the gap, and neither does data the layout cannot lay
/// out (an item without a height entering a masonry section).
package struct DragSession<Layout: CollectionViewLayout>: Sendable {
  /// The layout before the drag.
  package let original: Layout
  /// The dragged item's path before the drag.
  let origin: ItemPath
  /// The dragged item's size when it was lifted, in points: it keeps it at the finger.
  let size: LayoutSize
  /// The finger's position minus the item's origin when it was lifted, in points: the
  /// item keeps it.
  let grab: LayoutPoint
  /// The dragged item's path in the data as shown: the gap's slot.
  package private(set) var target: ItemPath
  /// The map from the data before the drag to the data shown; `nil` while the gap is at the
  /// origin.
  package private(set) var mapping: UpdateMapping?
  /// The layout shown: `original` laid out for the data shown.
  package private(set) var shown: Layout
  /// The finger, in viewport coordinates.
  package var finger: LayoutPoint
  /// What the finger was over at the last frame.
  package var lastHit: DragHit = .nothing

  /// Starts a drag of `item` of `layout`, whose frame is `frame`, with the finger at `finger`
  /// (viewport coordinates) and the content at `contentOffset`.
  package init(
    layout: Layout, item: ItemPath, frame: LayoutRect, finger: LayoutPoint,
    contentOffset: LayoutPoint
  ) {
    original = layout
    origin = item
    size = frame.size
    grab = LayoutPoint(
      x: finger.x + contentOffset.x - frame.minX, y: finger.y + contentOffset.y - frame.minY)
    target = item
    mapping = nil
    shown = layout
    self.finger = finger
  }

  /// The dragged item's frame with the finger at `finger` and the content at `contentOffset`:
  /// the finger minus the grab, clamped across the scroll axis to stay within the content
  /// (its x within the content width, for a vertical layout).
  package func draggedFrame(contentOffset: LayoutPoint) -> LayoutRect {
    var x = finger.x + contentOffset.x - grab.x
    var y = finger.y + contentOffset.y - grab.y
    let content = original.contentSize
    switch original.scrollAxis {
    case .vertical: x = min(max(x, 0), max(0, content.width - size.width))
    case .horizontal: y = min(max(y, 0), max(0, content.height - size.height))
    }
    return LayoutRect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The move from the data before the drag to the data shown, as a batch's `moveItems`
  /// entry; `nil` while the gap is at the origin.
  package var move: ItemMove? {
    target == origin ? nil : ItemMove(from: origin, to: target)
  }

  // MARK: - Hit testing

  /// What the finger at `point` (content coordinates) is over in the layout shown.
  package func hit(at point: LayoutPoint) -> DragHit {
    let probe = LayoutRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    for element in shown.elements(in: probe, pins: nil, limit: .max)
    where element.kind == .item && contains(element.frame, point) {
      guard let path = element.id.itemPath, path != target else { return .nothing }
      return .item(originalPath(ofShown: path) ?? path)
    }
    guard let section = section(containing: point) else { return .nothing }
    let count = shown.sections[section].items.count
    if count > 0 {
      guard
        let last = shown.attributes(
          for: .item(section: section, item: count - 1), pins: nil)
      else { return .nothing }
      let axis = shown.scrollAxis
      guard point.coordinate(along: axis) >= last.frame.leadingEdge(along: axis) else {
        return .nothing
      }
    }
    return .sectionEnd(section)
  }

  /// The slot in the data shown that `hit` asks the gap to move to; `nil` for nothing.
  package func slot(for hit: DragHit) -> ItemPath? {
    switch hit {
    case .nothing:
      return nil
    case .item(let original):
      return shownPath(ofOriginal: original)
    case .sectionEnd(let section):
      guard shown.sections.indices.contains(section) else { return nil }
      let count = shown.sections[section].items.count
      return ItemPath(section: section, item: section == target.section ? count - 1 : count)
    }
  }

  // MARK: - Moving the gap

  /// Moves the gap to `slot` (a path in the data shown), when the slot's section allows
  /// reordering and the layout can lay the data out; returns whether it moved.
  package mutating func moveGap(to slot: ItemPath) -> Bool {
    guard slot != target,
      InteractiveLayout<Layout>.allowsReorder(in: original, section: slot.section)
    else { return false }
    guard slot != origin else {
      target = origin
      mapping = nil
      shown = original
      return true
    }
    let batch = BatchUpdate(moveItems: [ItemMove(from: origin, to: slot)])
    guard let mapping = try? UpdateMapping(before: original.sections, batch: batch),
      let laidOut = try? original.laidOut(
        sections: mapping.sectionsAfter, in: original.environment, carrying: mapping)
    else { return false }
    target = slot
    self.mapping = mapping
    shown = laidOut
    return true
  }

  // MARK: - Paths

  /// The path before the drag of the item shown at `path`.
  func originalPath(ofShown path: ItemPath) -> ItemPath? {
    guard let mapping else { return path }
    return mapping.oldItem(forNew: path)
  }

  /// The path shown of the item at `path` before the drag.
  func shownPath(ofOriginal path: ItemPath) -> ItemPath? {
    guard let mapping else { return path }
    return mapping.newItem(forOld: path)
  }

  /// Whether `point` is in `frame`, its leading edges included.
  private func contains(_ frame: LayoutRect, _ point: LayoutPoint) -> Bool {
    point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
  }

  /// The section of the layout shown whose frame contains `point`, by binary search along the
  /// scroll axis over sections in order; `nil` when none does or the layout has no section
  /// frames.
  private func section(containing point: LayoutPoint) -> Int? {
    let axis = shown.scrollAxis
    let count = shown.sections.count
    let coordinate = point.coordinate(along: axis)
    let first = firstIndex(in: count) { section in
      guard let frame = shown.frame(ofSection: section) else { return true }
      return frame.leadingEdge(along: axis) + frame.size.length(along: axis) > coordinate
    }
    guard first < count, let frame = shown.frame(ofSection: first), contains(frame, point) else {
      return nil
    }
    return first
  }
}
