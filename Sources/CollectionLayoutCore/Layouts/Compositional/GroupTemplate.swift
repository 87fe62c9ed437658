/// A group laid out once, relative to its own origin: the frame of each of its slots, in
/// order (nested groups' slots in depth-first order). A section repeats it: item `i` is slot
/// `i % slots.count` of group `i / slots.count` (B.4), but for the groups a renderer measured
/// (``MeasuredGroups``).
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
    /// Whether the item's width dimension is estimated: a `measure` step may give its width,
    /// unless its group gives it (``isWidthGivenByItsGroup``).
    var isWidthEstimated = false
    /// Whether a horizontal group with `count` gives the item's width (a share of the group,
    /// or the subitem's own size repeated): a measured width is not read along it.
    var isWidthGivenByItsGroup = false

    /// The slot moved by `dx`, `dy` points, its supplementaries with it.
    func offsetBy(dx: Double, dy: Double) -> Slot {
      var moved = self
      moved.frame = frame.offsetBy(dx: dx, dy: dy)
      moved.supplementaryFrames = supplementaryFrames.map { $0.offsetBy(dx: dx, dy: dy) }
      return moved
    }
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
  /// The frames of the group's own anchored supplementaries (its `supplementaryItems`, on the
  /// group's rectangle), relative to the group's origin, in their order: element `KIND/S/G`
  /// for group `G` of section `S`.
  private(set) var groupSupplementaryFrames: [LayoutRect] = []
  /// The kinds of the group's own anchored supplementaries, in the same order.
  private(set) var groupSupplementaryKinds: [ElementKind] = []
  /// The union of every slot's frame and supplementary frames, the group's own
  /// supplementaries and the group's own rectangle, relative to the group's origin: what a
  /// rect query tests a repeated group by.
  var bounds: LayoutRect
  /// The slots indexed by their extents along x and y, for a template of at least
  /// ``GroupSlotIndex/minimumSlotCount`` slots (a rect query lists the slots that may meet
  /// its rectangle without testing the others); `nil` for a smaller one, whose slots a query
  /// tests in turn.
  private(set) var slotIndex: GroupSlotIndex?

  /// Lays out `group` in a container of `container` points (the section's content area, or
  /// the enclosing group). `measured` gives what a renderer measured, by slot (0 ..< the
  /// slots laid out): a height replaces the height of a slot whose item's height is
  /// estimated, and a group whose height is estimated and that holds a measured slot is as
  /// tall as its content (see ``isMeasured``); a width replaces the width of a slot whose
  /// item's width is estimated, and along a horizontal group that repeats its subitems decides
  /// which fit (the group re-fits). Without measures, the group is laid out with its
  /// estimates, as a section repeats it.
  init(
    _ group: CompositionalGroup, in container: LayoutSize,
    measured: SlotMeasures = .none
  ) {
    let size = group.size.resolved(in: container)
    var slots: [Slot] = []
    var budget = Self.maximumSlotCount
    let placed = Self.place(
      group, size: size, at: .zero, into: &slots, budget: &budget, measured: measured)
    self.size = placed.size
    self.slots = slots
    isMeasured = placed.measured
    let host = LayoutRect(origin: .zero, size: placed.size)
    var bounds = host
    for supplementary in group.supplementaryItems {
      let frame = supplementary.anchor.frame(
        ofSize: supplementary.size.resolved(in: placed.size), on: host)
      groupSupplementaryFrames.append(frame)
      groupSupplementaryKinds.append(ElementKind(rawValue: supplementary.kind) ?? "badge")
      bounds = bounds.union(frame)
    }
    for slot in slots {
      bounds = bounds.union(slot.frame)
      for frame in slot.supplementaryFrames { bounds = bounds.union(frame) }
    }
    self.bounds = bounds
    slotIndex = slots.count >= GroupSlotIndex.minimumSlotCount ? GroupSlotIndex(slots) : nil
  }

  /// Whether a measured height or width replaced the estimate of one of the slots.
  var isMeasured = false

  /// The slot of `item` given `allotted` (after edge spacing): the frame shrunk by its content
  /// insets but along estimated dimensions (B.3), and its anchored supplementaries placed on
  /// that frame (B.8: the frame after insets, as IBP does).
  static func slot(of item: CompositionalItem, in allotted: LayoutRect) -> Slot {
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
    return Slot(
      frame: frame, supplementaryFrames: frames, supplementaryKinds: kinds,
      isWidthEstimated: item.size.width.isEstimated)
  }
}

/// What a renderer measured for one item (a slot of a group laid out again), in points: its
/// height, its width, or both (a ``MeasuredItem`` with a width).
struct MeasuredSlot: Hashable, Sendable {
  /// The measured width, > 0; `nil` when it was not measured.
  var width: Double?
  /// The measured height, > 0; `nil` when it was not measured.
  var height: Double?
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
