/// One layout replacing another over the same data: UIKit's
/// `setCollectionViewLayout(_:animated:)`, and the interactive transition of
/// `startInteractiveTransition(to:)` whose progress a gesture drives. It keeps the books of
/// the change as ``LayoutUpdate`` keeps them for a batch update: where the content offset goes
/// (``targetContentOffset``, by a ``LayoutChangeAnchor``), one record per element on screen
/// before or after (``changes(for:)``), and the animation between
/// (``transition(for:animation:)``, ``timeline(for:animation:)``).
///
/// ```swift
/// let list = try CompositionalLayout(...)          // any kinds, on either side
/// let grid = try GridLayout(sections: list.sections, in: list.environment, ...)
/// let change = try LayoutChange(from: list, at: offset, to: grid, anchor: .center)
/// let transition = change.transition(for: .visible, animation: UpdateAnimation())
/// let after = change.finishedLayout                // the grid, at change.targetContentOffset
/// ```
///
/// At progress `p` (0 before the change, 1 after) every element's frame, alpha and transform
/// are `old + (new - old) · p`, and so is the content offset (TLLayoutTransitioning's model;
/// UIKit's transition layout interpolates the attributes the same way). The layouts'
/// hooks are asked in UIKit's order: the new layout's
/// ``CollectionViewLayout/preparedForTransition(from:)``, the old layout's
/// ``CollectionViewLayout/preparedForTransition(to:)``, the new layout's
/// ``CollectionViewLayout/transitionContentOffset(forProposedContentOffset:keyItem:)``, and
/// ``CollectionViewLayout/finalizedLayoutTransition()`` for ``finishedLayout``.
public struct LayoutChange<Old: CollectionViewLayout, New: CollectionViewLayout>: Sendable {
  /// The layout before the change, prepared for it.
  public let oldLayout: Old
  /// The layout after the change, prepared for it.
  public let newLayout: New
  /// The content offset before the change, in points.
  public let oldContentOffset: LayoutPoint
  /// The content offset after the change, in points: the anchor's, as the new layout's
  /// ``CollectionViewLayout/transitionContentOffset(forProposedContentOffset:keyItem:)``
  /// corrects it, clamped to the new layout's valid offsets.
  public let targetContentOffset: LayoutPoint
  /// The anchor the target was chosen by.
  public let anchor: LayoutChangeAnchor
  /// The item the anchor keeps in view, `nil` when it keeps none (``LayoutChangeAnchor/proposed``,
  /// or no item visible).
  public let keyItem: ItemPath?

  /// The change from `oldLayout`, scrolled to `contentOffset`, to `newLayout`.
  ///
  /// - Parameters:
  ///   - oldLayout: The layout on screen.
  ///   - contentOffset: Its content offset, in points.
  ///   - newLayout: The layout that replaces it, laid out over the same data in the same
  ///     environment.
  ///   - anchor: What stays in view; default ``LayoutChangeAnchor/center``.
  /// - Throws: `LayoutError` at `anchor.item` when an item anchor names an item the new
  ///   layout does not have.
  public init(
    from oldLayout: Old, at contentOffset: LayoutPoint, to newLayout: New,
    anchor: LayoutChangeAnchor = .center
  ) throws(LayoutError) {
    let preparedNew = newLayout.preparedForTransition(from: oldLayout)
    let preparedOld = oldLayout.preparedForTransition(to: preparedNew)
    self.oldLayout = preparedOld
    self.newLayout = preparedNew
    self.oldContentOffset = contentOffset
    self.anchor = anchor
    let proposal = try LayoutChange.proposal(
      for: anchor, from: preparedOld, at: contentOffset, to: preparedNew)
    self.keyItem = proposal.keyItem
    self.targetContentOffset = preparedNew.clampedContentOffset(
      preparedNew.transitionContentOffset(
        forProposedContentOffset: proposal.offset, keyItem: proposal.keyItem))
  }

  /// The new layout once the change has read everything
  /// (``CollectionViewLayout/finalizedLayoutTransition()``): what is on screen after it, at
  /// ``targetContentOffset``.
  public var finishedLayout: New { newLayout.finalizedLayoutTransition() }

  /// The old layout once the change is given up (a cancelled interactive transition): what
  /// is on screen again, at ``oldContentOffset``.
  public var restoredLayout: Old { oldLayout.finalizedLayoutTransition() }

  /// The content offset at `progress` (0 ... 1), in points: `old + (target - old) · p`,
  /// the target exactly at 1.
  public func contentOffset(atProgress progress: Double) -> LayoutPoint {
    LayoutPoint(
      x: TransitionTimeline.interpolate(oldContentOffset.x, targetContentOffset.x, progress),
      y: TransitionTimeline.interpolate(oldContentOffset.y, targetContentOffset.y, progress))
  }

  /// The content size at `progress` (0 ... 1), in points, interpolated likewise.
  public func contentSize(atProgress progress: Double) -> LayoutSize {
    let old = oldLayout.contentSize
    let new = newLayout.contentSize
    return LayoutSize(
      width: TransitionTimeline.interpolate(old.width, new.width, progress),
      height: TransitionTimeline.interpolate(old.height, new.height, progress))
  }
}
