/// A group laid out once, relative to its own origin: the frame of each of its slots, in
/// order (nested groups' slots in depth-first order). A section repeats it: item `i` is slot
/// `i % slots.count` of group `i / slots.count` (B.4).
///
/// ```
///  group origin (0, 0)
///  ┌──────────────────┬────────┐
///  │ slot 0           │ slot 1 │   a nested vertical group gives slots 1 and 2
///  │                  ├────────┤
///  │                  │ slot 2 │
///  └──────────────────┴────────┘
/// ```
struct GroupTemplate: Hashable, Sendable {
  /// One item's place in the template.
  struct Slot: Hashable, Sendable {
    /// The item's frame after its edge spacing and content insets, relative to the group's
    /// origin, in points.
    var frame: LayoutRect
    /// The frames of the item's anchored supplementaries, relative to the group's origin, in
    /// the order of the item's `supplementaryItems`.
    var supplementaryFrames: [LayoutRect]
    /// The kinds of the item's anchored supplementaries, in the same order.
    var supplementaryKinds: [ElementKind]
  }

  /// The most slots one template lays out, nested groups' slots included: one budget for the
  /// whole template, so nesting does not multiply it. Validation rejects a description whose
  /// `count`s alone ask for more; a repeating group of items far smaller than itself stops
  /// when the budget is spent.
  static let maximumSlotCount = 10_000

  /// The group's size, in points.
  var size: LayoutSize
  /// The slots, at least one for a group that holds anything.
  private(set) var slots: [Slot]
  /// The union of every slot's frame and supplementary frames and the group's own rectangle,
  /// relative to the group's origin: what a rect query tests a repeated group by.
  var bounds: LayoutRect
  /// The slots indexed by their extents along x and y, for a template of at least
  /// ``GroupSlotIndex/minimumSlotCount`` slots (a rect query lists the slots that may meet
  /// its rectangle without testing the others); `nil` for a smaller one, whose slots a query
  /// tests in turn.
  private(set) var slotIndex: GroupSlotIndex?

  /// Lays out `group` in a container of `container` points (the section's content area, or
  /// the enclosing group). `measuredHeights` gives heights measured by a renderer, by slot
  /// (0 ..< the template's slots): each replaces the height of a slot whose item's height is
  /// estimated, and a group whose height is estimated and that holds a measured slot is as
  /// tall as its content (see ``isMeasured``). Empty, the group is laid out with its
  /// estimates, as a section repeats it.
  init(_ group: CompositionalGroup, in container: LayoutSize, measuredHeights: [Int: Double] = [:])
  {
    let size = group.size.resolved(in: container)
    var slots: [Slot] = []
    var budget = Self.maximumSlotCount
    let placed = Self.place(
      group, size: size, at: .zero, into: &slots, budget: &budget, measured: measuredHeights)
    self.size = placed.size
    self.slots = slots
    isMeasured = placed.measured
    var bounds = LayoutRect(origin: .zero, size: placed.size)
    for slot in slots {
      bounds = bounds.union(slot.frame)
      for frame in slot.supplementaryFrames { bounds = bounds.union(frame) }
    }
    self.bounds = bounds
    slotIndex = slots.count >= GroupSlotIndex.minimumSlotCount ? GroupSlotIndex(slots) : nil
  }

  /// Whether a measured height replaced the estimate of one of the slots.
  var isMeasured = false

  /// Appends the slots of `group`, `size` points, whose origin is at `origin`, at most
  /// `budget` of them (the slots the whole template has left), and spends them from `budget`.
  /// `measured` gives heights by slot index in the whole template (a slot's index is the
  /// number of slots before it); they replace the heights of items whose height is estimated.
  /// Returns the group's size, `size` but for an estimated height once a slot in the group is
  /// measured (the content's height: the tallest subitem of a horizontal group, the subitems'
  /// end in a vertical one, edge spacing included), and whether a slot in it was measured.
  ///
  /// What is measured stays inside every group whose height is given (absolute or
  /// fractional), as the fit checks keep what is estimated: `maximumHeight` is the most the
  /// group may grow to (`nil`: unbounded, a section's outermost group of estimated height).
  /// A group of given height bounds its content by that height: across a horizontal one an
  /// item grows at most to the group's end; along a vertical one the items share the space
  /// the estimates leave at its end, in order.
  ///
  /// The group's content insets shrink the frame its subitems are laid out in (their
  /// fractions resolve against it), but along an estimated dimension.
  private static func place(
    _ group: CompositionalGroup, size outer: LayoutSize, at corner: LayoutPoint,
    into slots: inout [Slot], budget: inout Int, measured: [Int: Double],
    maximumHeight: Double? = nil
  ) -> (size: LayoutSize, measured: Bool) {
    guard !group.subitems.isEmpty, budget > 0 else { return (outer, false) }
    let insets = group.effectiveContentInsets
    // The content frame: the group less its insets, where the subitems are laid out.
    let size = LayoutSize(
      width: max(0, outer.width - insets.leading - insets.trailing),
      height: max(0, outer.height - insets.top - insets.bottom))
    let origin = LayoutPoint(x: corner.x + insets.leading, y: corner.y + insets.top)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.points ?? 0
    // Each subitem placed: its subitem, its size, and the space before and after it.
    var placed: [(subitem: CompositionalSubitem, size: LayoutSize, before: Double, after: Double)] =
      []
    if let count = group.count, count >= 1, group.keepsSubitemSize {
      // repeatingSubitem:count: each copy its own size (validation checked they fit).
      let subitem = group.subitems[0]
      let itemSize = subitem.size.resolved(in: size)
      let (before, after) = edges(of: subitem, horizontal: horizontal)
      for _ in 0..<min(count, budget) {
        placed.append((subitem, itemSize, before, after))
      }
    } else if let count = group.count, count >= 1 {
      let subitem = group.subitems[0]
      var itemSize = subitem.size.resolved(in: size)
      let share = max(0, (length - spacing * Double(count - 1)) / Double(count))
      if horizontal { itemSize.width = share } else { itemSize.height = share }
      // Each entry gives at least one slot (an item, or a nested group that holds something).
      for _ in 0..<min(count, budget) {
        placed.append((subitem, itemSize, 0, 0))
      }
    } else {
      var end = 0.0
      var index = 0
      while placed.count < budget {
        let subitem = group.subitems[index % group.subitems.count]
        let itemSize = subitem.size.resolved(in: size)
        let (before, after) = edges(of: subitem, horizontal: horizontal)
        let extent = before + (horizontal ? itemSize.width : itemSize.height) + after
        let start = placed.isEmpty ? 0 : end + spacing
        // IBP's fit test: stop when floor(maxX) > floor(containerMaxX).
        guard extent > 0, (start + extent).rounded(.down) <= length.rounded(.down) else { break }
        placed.append((subitem, itemSize, before, after))
        end = start + extent
        index += 1
      }
      if placed.isEmpty { return (outer, false) }
    }
    var gap = spacing
    if case .flexible = group.interItemSpacing, placed.count > 1 {
      let used = placed.reduce(0.0) {
        $0 + $1.before + (horizontal ? $1.size.width : $1.size.height) + $1.after
      }
      // B.4: the leftover is shared between the gaps, each floored as IBP does.
      gap = max(spacing, ((length - used) / Double(placed.count - 1)).rounded(.down))
    }
    // The most the group's content may reach: its height when given, else its parent's bound.
    let bound =
      group.size.height.isEstimated
      ? maximumHeight.map { $0 - insets.top - insets.bottom } : size.height
    // Along a vertical group of bounded height, the space the estimates leave at its end.
    var slack = 0.0
    if let bound, !horizontal, !measured.isEmpty {
      var estimatedEnd = 0.0
      for (offset, entry) in placed.enumerated() {
        estimatedEnd += entry.before + entry.size.height + entry.after + (offset > 0 ? gap : 0)
      }
      slack = max(0, bound - estimatedEnd)
    }
    var position = 0.0
    // The end of the last subitem along the axis, and the greatest extent across, edge
    // spacing included: the content's size, for an estimated height once measured.
    var end = 0.0
    var acrossEnd = 0.0
    var anyMeasured = false
    for entry in placed {
      guard budget > 0 else { break }
      let along = position + entry.before
      var entrySize = entry.size
      let slotOrigin: LayoutPoint
      switch entry.subitem {
      case .item(let item):
        let across =
          horizontal ? (item.edgeSpacing.top?.points ?? 0) : (item.edgeSpacing.leading?.points ?? 0)
        if item.size.height.isEstimated, var height = measured[slots.count] {
          if let bound {
            let bottom = item.edgeSpacing.bottom?.points ?? 0
            height =
              horizontal
              ? min(height, max(0, bound - across - bottom))
              : min(height, entry.size.height + slack)
            if !horizontal { slack -= height - entry.size.height }
          }
          entrySize.height = height
          anyMeasured = true
        }
        slotOrigin =
          horizontal
          ? LayoutPoint(x: origin.x + along, y: origin.y + across)
          : LayoutPoint(x: origin.x + across, y: origin.y + along)
        slots.append(slot(of: item, in: LayoutRect(origin: slotOrigin, size: entrySize)))
        budget -= 1
        let after =
          horizontal
          ? (item.edgeSpacing.bottom?.points ?? 0) : (item.edgeSpacing.trailing?.points ?? 0)
        acrossEnd = max(
          acrossEnd, across + (horizontal ? entrySize.height : entrySize.width) + after)
      case .group(let nested):
        // A nested group's edge spacing places it as an item's does.
        let across =
          horizontal
          ? (nested.edgeSpacing.top?.points ?? 0) : (nested.edgeSpacing.leading?.points ?? 0)
        let acrossAfter =
          horizontal
          ? (nested.edgeSpacing.bottom?.points ?? 0) : (nested.edgeSpacing.trailing?.points ?? 0)
        slotOrigin =
          horizontal
          ? LayoutPoint(x: origin.x + along, y: origin.y + across)
          : LayoutPoint(x: origin.x + across, y: origin.y + along)
        let nestedBound = bound.map {
          horizontal ? $0 - across - acrossAfter : entry.size.height + slack
        }
        let result = place(
          nested, size: entry.size, at: slotOrigin, into: &slots, budget: &budget,
          measured: measured, maximumHeight: nestedBound)
        if bound != nil, !horizontal { slack -= result.size.height - entry.size.height }
        entrySize = result.size
        anyMeasured = anyMeasured || result.measured
        acrossEnd = max(
          acrossEnd, across + (horizontal ? entrySize.height : entrySize.width) + acrossAfter)
      }
      end = along + (horizontal ? entrySize.width : entrySize.height) + entry.after
      position = end + gap
    }
    var laidOut = outer
    if anyMeasured, group.size.height.isEstimated {
      laidOut.height = (horizontal ? acrossEnd : end) + insets.top + insets.bottom
    }
    return (laidOut, anyMeasured)
  }

  /// The edge spacing before and after `subitem` (an item or a nested group) along the
  /// group's axis, in points.
  private static func edges(of subitem: CompositionalSubitem, horizontal: Bool) -> (Double, Double)
  {
    let spacing = subitem.edgeSpacing
    return horizontal
      ? (spacing.leading?.points ?? 0, spacing.trailing?.points ?? 0)
      : (spacing.top?.points ?? 0, spacing.bottom?.points ?? 0)
  }

  /// The slot of `item` given `allotted` (after edge spacing): the frame shrunk by its content
  /// insets but along estimated dimensions (B.3), and its anchored supplementaries placed on
  /// that frame (B.8: the frame after insets, as IBP does).
  private static func slot(of item: CompositionalItem, in allotted: LayoutRect) -> Slot {
    var insets = item.contentInsets
    if item.size.width.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if item.size.height.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    let frame = insets.inset(allotted)
    var frames: [LayoutRect] = []
    var kinds: [ElementKind] = []
    for supplementary in item.supplementaryItems {
      let size = supplementary.size.resolved(in: frame.size)
      frames.append(supplementary.anchor.frame(ofSize: size, on: frame))
      kinds.append(ElementKind(rawValue: supplementary.kind) ?? "badge")
    }
    return Slot(frame: frame, supplementaryFrames: frames, supplementaryKinds: kinds)
  }
}

extension LayoutRect {
  /// The smallest rectangle holding both.
  func union(_ other: LayoutRect) -> LayoutRect {
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    return LayoutRect(
      x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
      height: Swift.max(maxY, other.maxY) - minY)
  }
}
