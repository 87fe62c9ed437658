/// The bookkeeping of one batch update: the old layout kept as a snapshot, the new layout,
/// the index maps, the target content offset, and for every element that animates where it
/// comes from and where it goes. What a custom renderer calls, in the order UIKit's
/// `prepare(forCollectionViewUpdates:)`, `targetContentOffset(forProposedContentOffset:)` and
/// `initialLayoutAttributesForAppearingItem(at:)` / `final…` would run.
///
/// Everything is a value: keeping the old layout costs nothing, and preparing an update
/// never changes it. It works for any ``CollectionViewLayout``: the layout lays out the data
/// after the batch, and says what each of its elements belongs to; everything else is here.
public struct LayoutUpdate<Layout: CollectionViewLayout>: Sendable {
  /// The layout before the update (the old snapshot).
  public var oldLayout: Layout {
    // Read in place (a getter would hand over a copy, a retain of each of its references).
    _read { yield correspondence.oldLayout }
  }
  /// The layout after the update.
  public var newLayout: Layout {
    _read { yield correspondence.newLayout }
  }
  /// Which sections and items were deleted, inserted, reloaded and moved, and the maps.
  public var mapping: UpdateMapping {
    _read { yield correspondence.mapping }
  }
  /// The content offset before the update, in points.
  public let oldContentOffset: LayoutPoint
  /// The content offset after the update, chosen by the batch's anchor and clamped.
  public let targetContentOffset: LayoutPoint
  /// The batch that was applied.
  public let batch: BatchUpdate

  /// Which element of each layout the other's becomes; it holds the two layouts and the
  /// mapping, stored once (``oldLayout``, ``newLayout`` and ``mapping`` read them there): an
  /// update is copied as the records are made, and destroyed, at the cost of one copy of each.
  let correspondence: ElementCorrespondence<Layout>

  /// Validates `batch` against `layout`'s data as UIKit would, lays out the data after it,
  /// and chooses the target content offset.
  ///
  /// - Parameters:
  ///   - layout: The layout before the update.
  ///   - contentOffset: The content offset before the update, in points.
  ///   - batch: The batch to apply.
  /// - Throws: For a batch whose own values are out of range (a negative index, an invalid
  ///   `after` section, a bad animation), those problems, each located under `update`, before
  ///   anything else; for a batch UIKit would refuse, UIKit's message; for data after the
  ///   update that the layout cannot lay out, the layout's problems, located in the data after
  ///   the update.
  public init(layout: Layout, contentOffset: LayoutPoint, batch: BatchUpdate)
    throws(BatchUpdateError)
  {
    var checker = RangeChecker()
    // The index of the ids of the batch's `after`, for the layout of it (and its next update).
    checker.recordsItemIDIndex = true
    checker.checkUpdate(batch, at: "update")
    guard checker.issues.isEmpty else {
      throw BatchUpdateError(message: checker.issues.map(\.description).joined(separator: "; "))
    }
    // The batch's `after` has just passed its checks: the mapping records it, and a layout
    // need not check its values again.
    let mapping = try UpdateMapping(before: layout.sections, batch: batch, checkedBy: checker)
    let newLayout: Layout
    do {
      newLayout = try layout.laidOut(
        sections: mapping.sectionsAfter, in: layout.environment, carrying: mapping)
    } catch {
      throw BatchUpdateError(
        message: "cannot lay out the data after the update: "
          + error.issues.map(\.description).joined(separator: "; "))
    }
    self.init(
      layout: layout, contentOffset: contentOffset, newLayout: consume newLayout,
      mapping: consume mapping, batch: consume batch, targetContentOffset: nil)
  }

  /// The bookkeeping of a change of layout without a change of data: a zoom, a drag's gap,
  /// heights measured, editing turned on. Every item keeps its index path and every element
  /// follows its owner into `newLayout`, as in an update without operations; elements that
  /// only one layout has appear or disappear (a tile of another level of detail, a delete
  /// control).
  ///
  /// The content offset moves to `targetContentOffset` when given (clamped to the new
  /// layout's valid offsets), else as `anchor` moves an update's offset (by default the
  /// automatic anchor: the first element visible below what is pinned keeps its place on
  /// screen).
  ///
  /// `moves` are items the new layout shows elsewhere, as a batch's `moveItems` (a drag's gap
  /// moving from one slot to another): they and the items they shift follow the move, and the
  /// counts are checked with the moves applied.
  ///
  /// - Parameters:
  ///   - layout: The layout before the change.
  ///   - contentOffset: The content offset before the change, in points.
  ///   - newLayout: The layout after the change, of the same data.
  ///   - targetContentOffset: The content offset after the change, if the caller chooses it.
  ///   - moves: The items the new layout shows elsewhere.
  ///   - anchor: What keeps its place when `targetContentOffset` is `nil`.
  ///   - animation: How the change animates.
  /// - Throws: UIKit's message when the two layouts do not show the same number of items in
  ///   each section.
  public init(
    layout: Layout, contentOffset: LayoutPoint, changingTo newLayout: Layout,
    targetContentOffset: LayoutPoint? = nil, moving moves: [ItemMove] = [],
    anchor: UpdateAnchor = .automatic, animation: UpdateAnimation = UpdateAnimation()
  ) throws(BatchUpdateError) {
    let batch = BatchUpdate(
      moveItems: moves, after: newLayout.sections, anchor: anchor, animation: animation)
    let issues = RangeChecker.issues(
      of: BatchUpdate(moveItems: moves, anchor: anchor, animation: animation))
    guard issues.isEmpty else {
      throw BatchUpdateError(message: issues.map(\.description).joined(separator: "; "))
    }
    self.init(
      layout: layout, contentOffset: contentOffset, newLayout: newLayout,
      mapping: try UpdateMapping(before: layout.sections, batch: batch), batch: batch,
      targetContentOffset: targetContentOffset)
  }

  /// The bookkeeping from the layouts and the mapping: the correspondence, and the target
  /// offset (`targetContentOffset` clamped when given, else by the batch's anchor). The new
  /// layout and the mapping are moved into the correspondence, not copied; the old layout is
  /// copied once.
  private init(
    layout: Layout, contentOffset: LayoutPoint, newLayout: consuming Layout,
    mapping: consuming UpdateMapping, batch: consuming BatchUpdate,
    targetContentOffset: LayoutPoint?
  ) {
    self.oldContentOffset = contentOffset
    let correspondence = ElementCorrespondence(
      oldLayout: layout, newLayout: newLayout, mapping: mapping)
    if let targetContentOffset {
      self.targetContentOffset = correspondence.newLayout.clampedContentOffset(
        targetContentOffset)
    } else {
      self.targetContentOffset = LayoutUpdate.targetContentOffset(
        old: correspondence.oldLayout, new: correspondence.newLayout,
        correspondence: correspondence, oldContentOffset: contentOffset, batch: batch)
    }
    // Moved in last: read above, not copied.
    self.batch = consume batch
    self.correspondence = consume correspondence
  }

  /// The target offset minus the old offset, in points.
  public var contentOffsetDelta: LayoutPoint {
    LayoutPoint(
      x: targetContentOffset.x - oldContentOffset.x, y: targetContentOffset.y - oldContentOffset.y)
  }

  /// The new content size minus the old, in points.
  public var contentSizeDelta: LayoutSize {
    LayoutSize(
      width: newLayout.contentSize.width - oldLayout.contentSize.width,
      height: newLayout.contentSize.height - oldLayout.contentSize.height)
  }

  /// The element of the new layout that old element `id` becomes; `nil` when it does not
  /// survive the update.
  public func newID(forOld id: ElementID) -> ElementID? { correspondence.newID(forOld: id) }

  /// The element of the old layout that new element `id` was; `nil` when it is new.
  public func oldID(forNew id: ElementID) -> ElementID? { correspondence.oldID(forNew: id) }

  // MARK: - Target content offset

  /// How far past the anchor line an update first looks for its anchor
  /// (``CollectionViewLayout/anchorCandidates(at:within:)``): a quarter of the viewport along
  /// the scroll axis, in points, where the first candidate that survives usually is (the
  /// first row, unless the update deleted it).
  static func anchorReach(of layout: borrowing Layout) -> Double {
    layout.environment.viewport.length(along: layout.scrollAxis) / 4
  }

  /// The target offset by the batch's anchor; `old` and `new` are `correspondence`'s layouts,
  /// borrowed (bound to locals, each would be copied: a retain of each of its references).
  private static func targetContentOffset(
    old: borrowing Layout, new: borrowing Layout, correspondence: ElementCorrespondence<Layout>,
    oldContentOffset: LayoutPoint, batch: BatchUpdate
  ) -> LayoutPoint {
    // Along the layout's scroll axis: the top and bottom of vertical content, the left and
    // right of horizontal content.
    let axis = new.scrollAxis
    let start = -new.environment.contentInset.leading(along: axis)
    switch batch.anchor {
    case .top:
      return new.clampedContentOffset(oldContentOffset.setting(start, along: axis))
    case .proposed:
      return new.clampedContentOffset(oldContentOffset)
    case .bottom:
      let viewportLength = new.environment.viewport.length(along: axis)
      let oldEnd =
        old.contentSize.length(along: axis) + old.environment.contentInset.trailing(along: axis)
      let newEnd =
        new.contentSize.length(along: axis) + new.environment.contentInset.trailing(along: axis)
      let distanceFromEnd = oldEnd - (oldContentOffset.coordinate(along: axis) + viewportLength)
      return new.clampedContentOffset(
        oldContentOffset.setting(newEnd - viewportLength - distanceFromEnd, along: axis))
    case .automatic:
      if oldContentOffset.coordinate(along: axis)
        <= -old.environment.contentInset.leading(along: axis)
      {
        return new.clampedContentOffset(oldContentOffset.setting(start, along: axis))
      }
      // The first candidate that survives. A layout that lists the candidates near the anchor
      // line for less is asked for those first, then for the whole list's past the reach: the
      // candidates in the same order as the whole list's (it comes by distance, so all those
      // under the reach come first in it).
      func placed(_ candidate: ScrollAnchor) -> LayoutPoint? {
        guard let newID = correspondence.newID(forOld: candidate.id),
          let element = new.attributes(for: newID, pins: nil)
        else { return nil }
        return new.contentOffset(
          placing: element.frame, distance: candidate.distance,
          stackHeight: candidate.stackHeight, from: oldContentOffset)
      }
      let reach = anchorReach(of: old)
      let near = old.anchorCandidates(at: oldContentOffset, within: reach)
      for candidate in near ?? [] where candidate.distance < reach {
        if let offset = placed(candidate) { return offset }
      }
      for candidate in old.anchorCandidates(at: oldContentOffset)
      where near == nil || !(candidate.distance < reach) {
        if let offset = placed(candidate) { return offset }
      }
      if let firstInserted = correspondence.mapping.insertedSections.first,
        let frame = new.frame(ofSection: firstInserted)
      {
        let stackHeight =
          old.anchorLine(at: oldContentOffset) - oldContentOffset.coordinate(along: axis)
        return new.contentOffset(
          placing: frame, distance: 0, stackHeight: stackHeight, from: oldContentOffset)
      }
      return new.clampedContentOffset(oldContentOffset)
    }
  }
}
