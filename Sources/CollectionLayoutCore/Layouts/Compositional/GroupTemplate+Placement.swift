/// Laying a group's subitems out: which subitems the group holds, where each goes along and
/// across it, and how its flexible spaces grow.
///
/// ```
///  along a horizontal group of length L, subitems placed at their minimum spacing:
///  │◁e▷[ A ]◁e▷ s ◁e▷[ B ]◁e▷ s ◁e▷[ C ]◁e▷       leftover│
///  flexible edges (e) share the leftover first, each floor(leftover / their count);
///  a flexible inter-item spacing (s) then takes what remains, floor(rest / (n − 1)) a gap
///  across it, each subitem alone: its flexible edges share the group's thickness it leaves
/// ```
extension GroupTemplate {
  /// A subitem the group places: its size (along the group's axis as the fit decided it) and
  /// its edge spacing along the axis, at its minimum.
  struct Entry {
    var subitem: CompositionalSubitem
    var size: LayoutSize
    var before: Double
    var after: Double
    /// Whether the subitem's edge spacing applies along the axis (not in a group that shares
    /// its length between `count` copies).
    var hasEdges = true
    /// Whether a measured width decided the size along a horizontal group.
    var widthIsMeasured = false
  }

  /// A subitem placed: the slots it gave, where it starts along the group's axis (after its
  /// edge spacing), its final size, and its edge spacing across the axis, at its minimum.
  struct Placed {
    var entry: Entry
    var slots: Range<Int>
    var along: Double
    var size: LayoutSize
    var across: Double
    var acrossAfter: Double
  }

  /// Appends the slots of `group`, `size` points, whose origin is at `origin`, at most
  /// `budget` of them (the slots the whole template has left), and spends them from `budget`.
  /// `measured` gives what was measured by slot index in the whole template (a slot's index is
  /// the number of slots before it): heights replace the heights of items whose height is
  /// estimated, widths the widths of items whose width is estimated. Returns the group's
  /// size, `size` but for an estimated height once a slot in the group is measured (the
  /// content's height: the tallest subitem of a horizontal group, the subitems' end in a
  /// vertical one, edge spacing included), and whether a slot in it was measured.
  ///
  /// What is measured stays inside every group whose height is given (absolute or
  /// fractional), as the fit checks keep what is estimated: `maximumHeight` is the most the
  /// group may grow to (`nil`: unbounded, a section's outermost group of estimated height).
  /// A group of given height bounds its content by that height: across a horizontal one an
  /// item grows at most to the group's end; along a vertical one the items share the space
  /// the estimates leave at its end, in order. A measured width is at most what the group
  /// leaves the item (its length along a horizontal group, its width across a vertical one,
  /// less the item's edge spacing): a group's width never changes.
  ///
  /// A horizontal group of estimated height that grew or shrank by what was measured lays
  /// its subitems out again in its new height, so that a `fractionalHeight` follows it (the
  /// new height is that of its other subitems).
  ///
  /// The group's content insets shrink the frame its subitems are laid out in (their
  /// fractions resolve against it), but along an estimated dimension.
  static func place(
    _ group: CompositionalGroup, size outer: LayoutSize, at corner: LayoutPoint,
    into slots: inout [Slot], budget: inout Int, measured: SlotMeasures,
    maximumHeight: Double? = nil
  ) -> (size: LayoutSize, measured: Bool) {
    let firstSlot = slots.count
    let budgetBefore = budget
    // A fraction of an estimated height follows the height what was measured gives the
    // group: laid out again once in it. The nested groups that do not depend on the height
    // are laid out once: the second pass copies them, so that nesting does not double the
    // work at each level.
    let mayLayOutAgain =
      !measured.isEmpty && group.axis == .horizontal && group.size.height.isEstimated
      && group.subitems.contains { $0.size.height.isFractionalHeight }
    var cache: [Int: CachedPlacement] = [:]
    let result = placeOnce(
      group, size: outer, at: corner, into: &slots, budget: &budget, measured: measured,
      maximumHeight: maximumHeight, cache: &cache, records: mayLayOutAgain)
    guard mayLayOutAgain, result.measured, let height = result.heightWithoutFractions,
      height != outer.height
    else { return (result.size, result.measured) }
    slots.removeSubrange(firstSlot...)
    budget = budgetBefore
    var resized = outer
    resized.height = height
    let again = placeOnce(
      group, size: resized, at: corner, into: &slots, budget: &budget, measured: measured,
      maximumHeight: maximumHeight, cache: &cache, records: false)
    return (again.size, again.measured)
  }

  /// A nested group placed by a group's first pass, by its first slot: what the second pass
  /// copies when the group is at the same place with the same size.
  struct CachedPlacement {
    var origin: LayoutPoint
    var size: LayoutSize
    var slots: [Slot]
    var result: (size: LayoutSize, measured: Bool)
  }

  /// ``place(_:size:at:into:budget:measured:maximumHeight:)`` without laying out again;
  /// also returns, for a measured group of estimated height, the height its subitems other
  /// than those of `fractionalHeight` give it (`nil` when none does).
  /// With `records`, the nested groups it places go into `cache`; without, those `cache`
  /// holds at the same first slot, place and size are copied from it.
  private static func placeOnce(
    _ group: CompositionalGroup, size outer: LayoutSize, at corner: LayoutPoint,
    into slots: inout [Slot], budget: inout Int, measured: SlotMeasures,
    maximumHeight: Double?, cache: inout [Int: CachedPlacement], records: Bool
  ) -> (size: LayoutSize, measured: Bool, heightWithoutFractions: Double?) {
    guard !group.subitems.isEmpty, budget > 0 else { return (outer, false, nil) }
    let insets = group.effectiveContentInsets
    // The content frame: the group less its insets, where the subitems are laid out.
    let size = LayoutSize(
      width: max(0, outer.width - insets.leading - insets.trailing),
      height: max(0, outer.height - insets.top - insets.bottom))
    let origin = LayoutPoint(x: corner.x + insets.leading, y: corner.y + insets.top)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let crossLength = horizontal ? size.height : size.width
    let spacing = group.interItemSpacing?.points ?? 0
    // The most the group's content may reach: its height when given, else its parent's bound.
    let bound =
      group.size.height.isEstimated
      ? maximumHeight.map { $0 - insets.top - insets.bottom } : size.height
    var anyMeasured = false
    var placed: [Placed] = []
    // Along a vertical group of bounded height, the space the estimates leave at its end.
    var slack = 0.0

    // Places `entry` with its start (before its edge spacing) at `position` along the axis.
    func put(_ entry: Entry, at position: Double) {
      let along = position + entry.before
      var entrySize = entry.size
      let (across, acrossAfter) = crossEdges(of: entry.subitem, horizontal: horizontal)
      let first = slots.count
      let slotOrigin =
        horizontal
        ? LayoutPoint(x: origin.x + along, y: origin.y + across)
        : LayoutPoint(x: origin.x + across, y: origin.y + along)
      switch entry.subitem {
      case .item(let item):
        let measure = measured[slots.count]
        if item.size.height.isEstimated, var height = measure?.height {
          if let bound {
            height =
              horizontal
              ? min(height, max(0, bound - across - acrossAfter))
              : min(height, entry.size.height + slack)
            if !horizontal { slack -= height - entry.size.height }
          }
          entrySize.height = height
          anyMeasured = true
        }
        if !horizontal, item.size.width.isEstimated, let width = measure?.width {
          entrySize.width = min(width, max(0, crossLength - across - acrossAfter))
          anyMeasured = true
        }
        var placedSlot = slot(of: item, in: LayoutRect(origin: slotOrigin, size: entrySize))
        placedSlot.isWidthGivenByItsGroup = horizontal && group.count != nil
        slots.append(placedSlot)
        budget -= 1
      case .group(let nested):
        let nestedBound = bound.map {
          horizontal ? $0 - across - acrossAfter : entry.size.height + slack
        }
        let result: (size: LayoutSize, measured: Bool)
        if !records, let cached = cache[first], cached.origin == slotOrigin,
          cached.size == entry.size, cached.slots.count <= budget
        {
          slots.append(contentsOf: cached.slots)
          budget -= cached.slots.count
          result = cached.result
        } else {
          result = place(
            nested, size: entry.size, at: slotOrigin, into: &slots, budget: &budget,
            measured: measured, maximumHeight: nestedBound)
          if records {
            cache[first] = CachedPlacement(
              origin: slotOrigin, size: entry.size, slots: Array(slots[first...]),
              result: result)
          }
        }
        if bound != nil, !horizontal { slack -= result.size.height - entry.size.height }
        entrySize = result.size
        anyMeasured = anyMeasured || result.measured
      }
      anyMeasured = anyMeasured || entry.widthIsMeasured
      placed.append(
        Placed(
          entry: entry, slots: first..<slots.count, along: along, size: entrySize,
          across: across, acrossAfter: acrossAfter))
    }
    // The start of the next subitem along the axis, at the minimum spacing.
    func nextPosition() -> Double {
      guard let last = placed.last else { return 0 }
      return last.along + (horizontal ? last.size.width : last.size.height) + last.entry.after
        + spacing
    }

    var growth = (edgeShare: 0.0, gap: spacing)
    if let count = group.count, count >= 1 {
      // subitem:count: each copy a share of the length (its own size and edge spacing along
      // the axis ignored); repeatingSubitem:count: each its own size (validation checked they
      // fit). Each entry gives at least one slot.
      let subitem = group.subitems[0]
      var itemSize = subitem.size.resolved(in: size)
      var (before, after) = (0.0, 0.0)
      if group.keepsSubitemSize {
        (before, after) = edges(of: subitem, horizontal: horizontal)
      } else {
        let share = max(0, (length - spacing * Double(count - 1)) / Double(count))
        if horizontal { itemSize.width = share } else { itemSize.height = share }
      }
      let entries = Array(
        repeating: Entry(
          subitem: subitem, size: itemSize, before: before, after: after,
          hasEdges: group.keepsSubitemSize),
        count: min(count, budget))
      growth = flexibleGrowth(of: entries, in: group, length: length, spacing: spacing)
      for entry in entries where budget > 0 { put(entry, at: nextPosition()) }
    } else if horizontal {
      // The fit test decides each subitem in turn, with the width measured for its slot; at
      // most as many subitems as the budget had slots (each gives at least one).
      var index = 0
      let entryLimit = budget
      while budget > 0, placed.count < entryLimit {
        var entry = candidate(group, index, in: size, horizontal: true)
        if case .item(let item) = entry.subitem, item.size.width.isEstimated,
          let width = measured[slots.count]?.width
        {
          entry.size.width = min(width, max(0, length - entry.before - entry.after))
          entry.widthIsMeasured = true
        }
        let start = nextPosition()
        guard fits(entry, at: start, length: length, horizontal: true) else { break }
        put(entry, at: start)
        index += 1
      }
      if placed.isEmpty { return (outer, false, nil) }
      growth = flexibleGrowth(
        of: placed.map(\.entry), in: group, length: length, spacing: spacing)
    } else {
      // Decided by the estimates first: the space they leave bounds what is measured.
      var entries: [Entry] = []
      var end = 0.0
      while entries.count < budget {
        let entry = candidate(group, entries.count, in: size, horizontal: false)
        let start = entries.isEmpty ? 0 : end + spacing
        guard fits(entry, at: start, length: length, horizontal: false) else { break }
        entries.append(entry)
        end = start + entry.before + entry.size.height + entry.after
      }
      if entries.isEmpty { return (outer, false, nil) }
      growth = flexibleGrowth(of: entries, in: group, length: length, spacing: spacing)
      if let bound, !measured.isEmpty {
        let grown = flexibleEdgeCount(of: entries, horizontal: false)
        let estimatedEnd =
          end + Double(entries.count - 1) * (growth.gap - spacing)
          + Double(grown) * growth.edgeShare
        slack = max(0, bound - estimatedEnd)
      }
      for entry in entries where budget > 0 { put(entry, at: nextPosition()) }
    }

    // The group's content along and across, before its flexible spaces grow.
    var end = 0.0
    var acrossEnd = 0.0
    var acrossWithoutFractions: Double?
    for item in placed {
      end = item.along + (horizontal ? item.size.width : item.size.height) + item.entry.after
      let thickness =
        item.across + (horizontal ? item.size.height : item.size.width) + item.acrossAfter
      acrossEnd = max(acrossEnd, thickness)
      if !item.entry.subitem.size.height.isFractionalHeight {
        acrossWithoutFractions = max(acrossWithoutFractions ?? 0, thickness)
      }
    }
    // A group of estimated height that was measured is as tall as its content: nothing
    // grows along it.
    let contentDecidesLength = anyMeasured && group.size.height.isEstimated && !horizontal
    if !contentDecidesLength {
      end += distributeAlong(
        placed, growth: growth, spacing: spacing, horizontal: horizontal, slots: &slots)
    }
    let thickness =
      anyMeasured && group.size.height.isEstimated && horizontal ? acrossEnd : crossLength
    distributeAcross(placed, thickness: thickness, horizontal: horizontal, slots: &slots)
    var laidOut = outer
    if anyMeasured, group.size.height.isEstimated {
      laidOut.height = (horizontal ? acrossEnd : end) + insets.top + insets.bottom
    }
    let heightWithoutFractions = acrossWithoutFractions.map { $0 + insets.top + insets.bottom }
    return (laidOut, anyMeasured, heightWithoutFractions)
  }

  /// Subitem `index` of a group that repeats its subitems (cyclically), resolved in the
  /// group's content frame of `size` points.
  private static func candidate(
    _ group: CompositionalGroup, _ index: Int, in size: LayoutSize, horizontal: Bool
  ) -> Entry {
    let subitem = group.subitems[index % group.subitems.count]
    let (before, after) = edges(of: subitem, horizontal: horizontal)
    return Entry(
      subitem: subitem, size: subitem.size.resolved(in: size), before: before, after: after)
  }

  /// IBP's fit test: a subitem starting at `start` fits when `floor(its end) <= floor(the
  /// group's length)`; one of no extent never does.
  private static func fits(_ entry: Entry, at start: Double, length: Double, horizontal: Bool)
    -> Bool
  {
    let extent = entry.before + (horizontal ? entry.size.width : entry.size.height) + entry.after
    return extent > 0 && (start + extent).rounded(.down) <= length.rounded(.down)
  }

  /// The edge spacing before and after `subitem` (an item or a nested group) along the
  /// group's axis, in points, at its minimum.
  static func edges(of subitem: CompositionalSubitem, horizontal: Bool) -> (Double, Double) {
    let spacing = subitem.edgeSpacing
    return horizontal
      ? (spacing.leading?.points ?? 0, spacing.trailing?.points ?? 0)
      : (spacing.top?.points ?? 0, spacing.bottom?.points ?? 0)
  }

  /// The edge spacing before and after `subitem` across the group's axis, in points, at its
  /// minimum: top and bottom across a horizontal group, leading and trailing across a
  /// vertical one.
  static func crossEdges(of subitem: CompositionalSubitem, horizontal: Bool) -> (Double, Double) {
    let spacing = subitem.edgeSpacing
    return horizontal
      ? (spacing.top?.points ?? 0, spacing.bottom?.points ?? 0)
      : (spacing.leading?.points ?? 0, spacing.trailing?.points ?? 0)
  }
}
