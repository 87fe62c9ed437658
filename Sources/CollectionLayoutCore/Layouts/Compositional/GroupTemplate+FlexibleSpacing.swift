/// How a group's flexible spaces grow (`NSCollectionLayoutSpacing.flexible`: at least so many
/// points, growing to take the space left, B.3, B.4).
///
/// ```
///  a 250 × 40 item with flexible(0) on every edge in a 390 × 100 horizontal group:
///  along: leftover 390 − 250 = 140, two flexible edges → 70 each: x 70
///  across: leftover 100 − 40 = 60, two flexible edges → 30 each: y 30
///  ┌──────────────────────────────────────┐
///  │       ┌─────────────────────┐        │
///  │  70   │ item 250 × 40       │   70   │  30 above, 30 below
///  │       └─────────────────────┘        │
///  └──────────────────────────────────────┘
/// ```
///
/// Along the group's axis, the subitems' flexible edges share the leftover (the group's
/// length less the subitems, their edge spacing and the inter-item spacing at their
/// minimums) first, each growing by `floor(leftover / their count)`; a flexible inter-item
/// spacing then takes what remains, `floor(rest / (n − 1))` a gap (IBP's order and flooring).
/// Across it, each subitem's flexible edges share what the subitem leaves of the group's
/// thickness, each `floor(leftover / their count)`. Fixed edges never grow.
extension GroupTemplate {
  /// Slots in `range` of `slots` moved by `dx`, `dy` points.
  static func move(_ range: Range<Int>, of slots: inout [Slot], dx: Double, dy: Double) {
    for index in range { slots[index] = slots[index].offsetBy(dx: dx, dy: dy) }
  }

  /// Whether the edge spacing before and after `subitem` along (or across) a horizontal or
  /// vertical group is flexible.
  static func flexibleEdges(
    of subitem: CompositionalSubitem, horizontal: Bool, across: Bool = false
  ) -> (before: Bool, after: Bool) {
    func isFlexible(_ spacing: CompositionalSpacing?) -> Bool {
      if case .flexible = spacing { return true }
      return false
    }
    let edges = subitem.edgeSpacing
    // Along a horizontal group, or across a vertical one: leading and trailing.
    return horizontal != across
      ? (isFlexible(edges.leading), isFlexible(edges.trailing))
      : (isFlexible(edges.top), isFlexible(edges.bottom))
  }

  /// The number of flexible edges along the group's axis among `entries`.
  static func flexibleEdgeCount(of entries: [Entry], horizontal: Bool) -> Int {
    entries.reduce(0) { count, entry in
      guard entry.hasEdges else { return count }
      let flexible = flexibleEdges(of: entry.subitem, horizontal: horizontal)
      return count + (flexible.before ? 1 : 0) + (flexible.after ? 1 : 0)
    }
  }

  /// How much each flexible edge along `group` grows (`edgeShare`) and the space between
  /// consecutive subitems (`gap`: the inter-item spacing, grown when it is flexible), for
  /// `entries` in a length of `length` points with an inter-item spacing of `spacing` at its
  /// minimum. Each floored to whole points.
  static func flexibleGrowth(
    of entries: [Entry], in group: CompositionalGroup, length: Double, spacing: Double
  ) -> (edgeShare: Double, gap: Double) {
    let horizontal = group.axis == .horizontal
    let count = Double(entries.count)
    guard count > 0 else { return (0, spacing) }
    let used = entries.reduce(0.0) {
      $0 + $1.before + (horizontal ? $1.size.width : $1.size.height) + $1.after
    }
    let edges = Double(flexibleEdgeCount(of: entries, horizontal: horizontal))
    var share = 0.0
    let leftover = length - used - spacing * (count - 1)
    if edges > 0, leftover > 0 { share = (leftover / edges).rounded(.down) }
    var gap = spacing
    if case .flexible = group.interItemSpacing, count > 1 {
      // B.4: the leftover is shared between the gaps, each floored as IBP does.
      gap = max(spacing, ((length - used - share * edges) / (count - 1)).rounded(.down))
    }
    return (share, gap)
  }

  /// Moves each placed subitem along the axis by what the flexible spaces before it grew
  /// (`growth`, over an inter-item spacing of `spacing` at its minimum); returns how far
  /// the end of the last one moved, in points.
  static func distributeAlong(
    _ placed: [Placed], growth: (edgeShare: Double, gap: Double), spacing: Double,
    horizontal: Bool, slots: inout [Slot]
  ) -> Double {
    var shift = 0.0
    for (index, item) in placed.enumerated() {
      if index > 0 { shift += growth.gap - spacing }
      let flexible =
        item.entry.hasEdges
        ? flexibleEdges(of: item.entry.subitem, horizontal: horizontal)
        : (before: false, after: false)
      if flexible.before { shift += growth.edgeShare }
      if shift != 0 {
        move(
          item.slots, of: &slots, dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
      }
      if flexible.after { shift += growth.edgeShare }
    }
    return shift
  }

  /// Moves each placed subitem across the axis by what its flexible edge before it grows: its
  /// flexible edges share what it leaves of the group's `thickness` (points, across the axis).
  static func distributeAcross(
    _ placed: [Placed], thickness: Double, horizontal: Bool, slots: inout [Slot]
  ) {
    for item in placed {
      let flexible = flexibleEdges(of: item.entry.subitem, horizontal: horizontal, across: true)
      guard flexible.before else { continue }
      let count = 1.0 + (flexible.after ? 1 : 0)
      let leftover =
        thickness - item.across - (horizontal ? item.size.height : item.size.width)
        - item.acrossAfter
      let share = (leftover / count).rounded(.down)
      guard share > 0 else { continue }
      move(item.slots, of: &slots, dx: horizontal ? 0 : share, dy: horizontal ? share : 0)
    }
  }
}

/// What a renderer measured for the slots of a group laid out again, by slot index in the
/// group's template (``GroupTemplate/init(_:in:measured:)``); ``none`` for a template laid
/// out with its estimates.
struct SlotMeasures {
  /// The measure of a slot; `nil` when none is looked up.
  private let lookup: ((Int) -> MeasuredSlot?)?

  /// Measures looked up by `lookup` (a slot's measure, or `nil`).
  init(_ lookup: @escaping (Int) -> MeasuredSlot?) {
    self.lookup = lookup
  }

  private init() {
    lookup = nil
  }

  /// No slot measured.
  static var none: SlotMeasures { SlotMeasures() }

  /// Whether no slot is measured (the template of a section).
  var isEmpty: Bool { lookup == nil }

  /// The measure of slot `slot`; `nil` when it was not measured.
  subscript(slot: Int) -> MeasuredSlot? { lookup?(slot) }
}
