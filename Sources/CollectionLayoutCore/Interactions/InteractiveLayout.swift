/// A layout presented with the engine's interactions on top: editing controls, a swiped item and
/// its actions, a dragged item at the finger and its gap. Any ``CollectionViewLayout`` works
/// underneath; the base layout knows nothing of the interactions.
///
/// It is itself a layout, so that a change of presentation (editing turned on, an item swiped,
/// the gap moving) is an update without data change between two values of it
/// (``LayoutUpdate/init(layout:contentOffset:changingTo:targetContentOffset:moving:anchor:animation:)``),
/// and an update during editing carries the controls and actions along: a deleted item's
/// actions leave with it.
///
/// Everything but the elements forwards to the base: the content size, the anchors (the
/// dragged item is never one), the pin pass. Element queries decorate the base's answers (see
/// ``InteractionState`` and ``ElementKind/editAction``); with nothing to show, they are the
/// base's answers unchanged.
package struct InteractiveLayout<Base: CollectionViewLayout>: CollectionViewLayout {
  package typealias PinPass = Base.PinPass

  /// The layout underneath.
  package var base: Base
  /// What is shown on top.
  package var state: InteractionState

  /// `base` presented with `state` on top.
  package init(base: Base, state: InteractionState) {
    self.base = base
    self.state = state
  }

  package var environment: LayoutEnvironment { base.environment }
  package var contentSize: LayoutSize { base.contentSize }
  package var sections: [LayoutSection] { base.sections }
  package var scrollAxis: ScrollAxis { base.scrollAxis }
  package var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    base.validContentOffsets
  }

  /// The base laid out for the new data or environment, the state following the items: an
  /// open swipe follows its item (and closes when the item is gone or its section has no
  /// actions any more); the dragged item follows its item too (the player never updates during
  /// a drag); editing mode stays.
  package func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  )
    throws(LayoutError) -> InteractiveLayout
  {
    let laidOut = try base.laidOut(sections: sections, in: environment, carrying: mapping)
    var state = self.state
    func follow(_ path: ItemPath) -> ItemPath? {
      guard let mapping else { return path }
      return mapping.newItem(forOld: path)
    }
    if let swipe = state.openSwipe {
      let moved = follow(swipe.item)
      state.openSwipe = moved.flatMap { item in
        let actions = laidOut.swipeActions(ofSection: item.section, at: swipe.edge)
        return actions.isEmpty
          ? nil : OpenSwipe(item: item, offset: swipe.offset, edge: swipe.edge)
      }
    }
    if let drag = state.drag {
      state.drag = follow(drag.item).map { DraggedItem(item: $0, frame: drag.frame) }
    }
    return InteractiveLayout(base: laidOut, state: state)
  }

  package func laidOut(measuring measurement: HeightMeasurement, in sections: [LayoutSection])
    throws(LayoutError) -> InteractiveLayout
  {
    InteractiveLayout(base: try base.laidOut(measuring: measurement, in: sections), state: state)
  }

  package func measuredWidthRefusal(ofItem path: ItemPath) -> String? {
    base.measuredWidthRefusal(ofItem: path)
  }

  package func pinPass(at contentOffset: LayoutPoint) -> Base.PinPass {
    base.pinPass(at: contentOffset)
  }

  package func frame(ofSection section: Int) -> LayoutRect? { base.frame(ofSection: section) }

  package func anchorLine(at contentOffset: LayoutPoint) -> Double {
    base.anchorLine(at: contentOffset)
  }

  /// The base's candidates, but the dragged item: it is at the finger, not in its slot.
  package func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    withoutDragged(base.anchorCandidates(at: contentOffset))
  }

  /// The base's candidates within `reach`, when it lists them, but the dragged item.
  package func anchorCandidates(at contentOffset: LayoutPoint, within reach: Double)
    -> [ScrollAnchor]?
  {
    base.anchorCandidates(at: contentOffset, within: reach).map(withoutDragged)
  }

  /// `candidates` less the dragged item: it is at the finger, not in its slot.
  private func withoutDragged(_ candidates: [ScrollAnchor]) -> [ScrollAnchor] {
    guard let dragged = state.drag?.item else { return candidates }
    let id = ElementID.item(section: dragged.section, item: dragged.item)
    return candidates.filter { $0.id != id }
  }

  package func contentOffset(
    placing frame: LayoutRect, distance: Double, stackHeight: Double,
    from contentOffset: LayoutPoint
  ) -> LayoutPoint {
    base.contentOffset(
      placing: frame, distance: distance, stackHeight: stackHeight, from: contentOffset)
  }

  package func sectionSettings(ofSection section: Int) -> SectionSettings? {
    base.sectionSettings(ofSection: section)
  }

  /// The interactions' kinds are attached to the item their first two indexes name; every
  /// other element belongs where the base says.
  @inline(__always)
  package func owner(of id: ElementID) -> ElementOwner? {
    if id.kind.isInteractionKind {
      return id.interactionItem.map { ElementOwner.attached(to: $0) }
    }
    return base.owner(of: id)
  }

  package func element(ofItem path: ItemPath) -> ElementID? { base.element(ofItem: path) }

  @inline(__always)
  package func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    guard id.kind.isInteractionKind else {
      return base.element(id, ownedBy: owner)
    }
    guard case .attached(let path) = owner, id.indexes.count >= 2 else { return nil }
    var indexes = Array(id.indexes)
    indexes[0] = path.section
    indexes[1] = path.item
    guard let candidate = ElementID(kind: id.kind, indexes: indexes) else { return nil }
    return attributes(for: candidate, pins: nil) != nil ? candidate : nil
  }

  package func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<InteractiveLayout>
  {
    let outcome = try base.playing(step, from: contentOffset)
    return InteractionOutcome(
      layout: InteractiveLayout(base: outcome.layout, state: state),
      contentOffset: outcome.contentOffset, action: outcome.action,
      transition: outcome.transition, report: outcome.report)
  }

  package func settled(at contentOffset: LayoutPoint) -> SettledLayout<InteractiveLayout> {
    let settled = base.settled(at: contentOffset)
    return SettledLayout(
      layout: InteractiveLayout(base: settled.layout, state: state), report: settled.report,
      contentOffset: settled.contentOffset)
  }

  package var initialContentOffset: LayoutPoint { base.initialContentOffset }

  package func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    base.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity,
      releasedAt: contentOffset)
  }

  /// The base's swipe actions.
  package func swipeActions(ofSection section: Int, at edge: SwipeEdge) -> [EditAction] {
    base.swipeActions(ofSection: section, at: edge)
  }

  /// What the base lacks for swipe actions.
  package func missingSwipeActions(inSection section: Int, at edge: SwipeEdge) -> String {
    base.missingSwipeActions(inSection: section, at: edge)
  }

  /// Whether `section` of `layout` allows reordering (`true` unless its settings say `false`);
  /// `false` when there is no such section.
  package static func allowsReorder(in layout: Base, section: Int) -> Bool {
    guard let settings = layout.sectionSettings(ofSection: section) else { return false }
    return settings.allowsReorder ?? true
  }
}
