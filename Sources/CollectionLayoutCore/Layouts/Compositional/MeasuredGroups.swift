/// The groups of a compositional section that hold items measured by a renderer (a `measure`
/// step, or items listed with a height), each laid out again with its measured heights; the
/// section's other groups are its template. Sparse: O(measured groups) to hold, whatever the
/// number of items.
///
/// ```
///  along the stride axis (the scroll axis; across it for a strip):
///  group g's origin = g · stride + Σ change of the measured groups before g
///  change of a measured group = its length − the template's length
///
///  ┌ group 0 ┐ ┌ group 1, measured: 30 taller ──┐ ┌ group 2 ┐   group 2 starts 30 later
/// ```
struct MeasuredGroups: Hashable, Sendable {
  /// The measured groups' indexes, ascending, each once.
  private(set) var groups: [Int] = []
  /// Each measured group laid out with its heights, in the order of ``groups``.
  private(set) var templates: [GroupTemplate] = []
  /// For each measured group, the sum of the changes of length along the stride axis of it
  /// and of the measured groups before it, in points.
  private(set) var cumulativeChanges: [Double] = []

  /// Whether no group is measured.
  var isEmpty: Bool { groups.isEmpty }

  /// Lays out again each group of `template` (n slots a group) that holds an item of
  /// `heights` (item indexes ascending, below `itemCount`), the slots of items whose height is
  /// estimated taking their measured heights; a group where no measured height applies is
  /// left out. `along` is the stride axis. O(measured items + measured groups × slots).
  init(
    heights: MeasuredHeights, itemCount: Int, group: CompositionalGroup, container: LayoutSize,
    template: GroupTemplate, along axis: ScrollAxis
  ) {
    let slotsPerGroup = template.slots.count
    guard slotsPerGroup > 0 else { return }
    var position = 0
    let indexes = heights.indexes
    var total = 0.0
    while position < indexes.count {
      let groupIndex = indexes[position] / slotsPerGroup
      var bySlot: [Int: Double] = [:]
      while position < indexes.count, indexes[position] / slotsPerGroup == groupIndex {
        if indexes[position] < itemCount {
          bySlot[indexes[position] % slotsPerGroup] = heights.heights[position]
        }
        position += 1
      }
      guard !bySlot.isEmpty else { continue }
      let measured = GroupTemplate(group, in: container, measuredHeights: bySlot)
      guard measured.isMeasured, measured.slots.count == slotsPerGroup else { continue }
      total +=
        Self.length(of: measured.size, along: axis) - Self.length(of: template.size, along: axis)
      groups.append(groupIndex)
      templates.append(measured)
      cumulativeChanges.append(total)
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
}
