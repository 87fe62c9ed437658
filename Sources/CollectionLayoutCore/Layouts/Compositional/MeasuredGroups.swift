/// The groups of a compositional section that hold items measured by a renderer (a `measure`
/// step, or items listed with a height or a width), each laid out again with what was
/// measured; the section's other groups are its template. Sparse: O(measured groups) to
/// hold, whatever the number of items.
///
/// A measured group may hold another number of items than the template (a horizontal group
/// whose items' widths were measured re-fits: it holds as many as fit), and the items after
/// it move to the groups after it:
///
/// ```
///  along the stride axis (the scroll axis; across it for a strip):
///  group g's origin = g · stride + Σ change of the measured groups before g
///  change of a measured group = its length − the template's length
///
///  ┌ group 0 ┐ ┌ group 1, measured: 30 taller ──┐ ┌ group 2 ┐   group 2 starts 30 later
///
///  items (n = 4 a template group):  group 0: 0 1 2 3 │ group 1, re-fit: 4 5 │ group 2: 6 7 8 9
/// ```
struct MeasuredGroups: Hashable, Sendable {
  /// The measured groups' indexes, ascending, each once.
  private(set) var groups: [Int] = []
  /// The first item of each measured group, ascending, in the order of ``groups``.
  private(set) var firstItems: [Int] = []
  /// Each measured group laid out with what was measured (one slot an item it holds), in the
  /// order of ``groups``.
  private(set) var templates: [GroupTemplate] = []
  /// For each measured group, the sum of the changes of length along the stride axis of it
  /// and of the measured groups before it, in points.
  private(set) var cumulativeChanges: [Double] = []
  /// The slots of the section's template: the items a group that is not measured holds.
  private(set) var slotsPerGroup = 0

  /// Whether no group is measured.
  var isEmpty: Bool { groups.isEmpty }

  /// Lays out again each group of `template` (n slots a group) that holds an item of
  /// `measures` (below `itemCount`), the slots of items whose height (width) is estimated
  /// taking their measured heights (widths); a group where nothing measured applies and that
  /// holds the template's items is left out. The groups are found in order from the first: a group starts at the item after the
  /// last one the group before it holds. `along` is the stride axis. O(measured items ·
  /// (log measured items + slots)): each group laid out again holds a measured item.
  init(
    measures: ItemMeasures, itemCount: Int, group: CompositionalGroup, container: LayoutSize,
    template: GroupTemplate, along axis: ScrollAxis
  ) {
    let perGroup = template.slots.count
    slotsPerGroup = perGroup
    guard perGroup > 0 else { return }
    var item = 0
    var groupIndex = 0
    var position = 0
    let indexes = measures.indexes
    var total = 0.0
    while true {
      while position < indexes.count, indexes[position] < item { position += 1 }
      guard position < indexes.count, indexes[position] < itemCount else { break }
      // Whole template groups before the one that holds the next measured item.
      let skipped = (indexes[position] - item) / perGroup
      item += skipped * perGroup
      groupIndex += skipped
      let first = item
      let laidOut = GroupTemplate(
        group, in: container,
        measured: SlotMeasures { slot in
          first + slot < itemCount ? measures.measure(ofItem: first + slot) : nil
        })
      // Laid out again when something measured applies, or when the group holds other
      // items than the template (a measured item that no longer fits starts the next group).
      if laidOut.isMeasured || laidOut.slots.count != perGroup, !laidOut.slots.isEmpty {
        total +=
          Self.length(of: laidOut.size, along: axis) - Self.length(of: template.size, along: axis)
        groups.append(groupIndex)
        firstItems.append(first)
        templates.append(laidOut)
        cumulativeChanges.append(total)
        item += laidOut.slots.count
      } else {
        item += perGroup
      }
      groupIndex += 1
    }
  }

  /// The length of `size` along `axis`.
  static func length(of size: LayoutSize, along axis: ScrollAxis) -> Double {
    axis == .vertical ? size.height : size.width
  }

  /// The position in ``groups`` of the first measured group at or after `group`. O(log m).
  private func position(from group: Int) -> Int {
    firstIndex(in: groups.count) { groups[$0] >= group }
  }

  /// The layout of group `group` when it is measured; `nil` otherwise. O(log m).
  func template(ofGroup group: Int) -> GroupTemplate? {
    let found = position(from: group)
    guard found < groups.count, groups[found] == group else { return nil }
    return templates[found]
  }

  /// The sum of the changes of length of the measured groups before `group`, in points: how
  /// much further group `group` starts than the template's stride puts it. O(log m).
  func change(before group: Int) -> Double {
    let found = position(from: group)
    return found == 0 ? 0 : cumulativeChanges[found - 1]
  }

  /// The item after the last one measured group `position` (in ``groups``) holds.
  private func end(ofMeasured position: Int) -> Int {
    firstItems[position] + templates[position].slots.count
  }

  /// The group holding item `item` (>= 0) and its slot in it. O(log m).
  func place(ofItem item: Int) -> (group: Int, slot: Int) {
    let found = firstIndex(in: firstItems.count) { firstItems[$0] > item } - 1
    guard found >= 0 else { return (item / slotsPerGroup, item % slotsPerGroup) }
    let end = end(ofMeasured: found)
    if item < end { return (groups[found], item - firstItems[found]) }
    let rest = item - end
    return (groups[found] + 1 + rest / slotsPerGroup, rest % slotsPerGroup)
  }

  /// The first item of group `group` (>= 0). O(log m).
  func firstItem(ofGroup group: Int) -> Int {
    let found = firstIndex(in: groups.count) { groups[$0] > group } - 1
    guard found >= 0 else { return group * slotsPerGroup }
    if groups[found] == group { return firstItems[found] }
    return end(ofMeasured: found) + (group - groups[found] - 1) * slotsPerGroup
  }

  /// The number of groups `itemCount` items fill. O(1).
  func groupCount(of itemCount: Int) -> Int {
    guard let last = groups.indices.last else {
      return (itemCount + slotsPerGroup - 1) / slotsPerGroup
    }
    let rest = max(0, itemCount - end(ofMeasured: last))
    return groups[last] + 1 + (rest + slotsPerGroup - 1) / slotsPerGroup
  }
}

/// What a renderer measured for some items of a section, by item index, ascending: a height,
/// a width, or both (a `measure` step's entries, items listed with a `height` that is not an
/// estimate or with a `width`). Sparse: O(measured items).
struct ItemMeasures: Hashable, Sendable {
  /// The measured items' indexes, ascending, each once.
  private(set) var indexes: [Int] = []
  /// Each measured item's measure, in the order of ``indexes``.
  private(set) var measures: [MeasuredSlot] = []

  /// Whether no item is measured.
  var isEmpty: Bool { indexes.isEmpty }

  /// The measures of `heights` (a `measure` step's, on a section given as a count).
  init(_ heights: MeasuredHeights) {
    indexes = heights.indexes
    measures = zip(heights.heights, heights.widths).map { MeasuredSlot(width: $1, height: $0) }
  }

  /// The measures of `items` (listed): each item's `height` that is not an estimate, and its
  /// `width`. O(items).
  init(_ items: ItemList) {
    for (index, item) in items.enumerated() {
      let height = item.isHeightEstimated ? nil : item.height
      guard height != nil || item.width != nil else { continue }
      indexes.append(index)
      measures.append(MeasuredSlot(width: item.width, height: height))
    }
  }

  /// The measure of item `index`; `nil` when it was not measured. O(log measured items).
  func measure(ofItem index: Int) -> MeasuredSlot? {
    let position = firstIndex(in: indexes.count) { indexes[$0] >= index }
    guard position < indexes.count, indexes[position] == index else { return nil }
    return measures[position]
  }
}
