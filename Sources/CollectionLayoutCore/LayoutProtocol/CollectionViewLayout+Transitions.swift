/// The defaults of a layout's part in a layout change (``LayoutChange``): nothing to prepare,
/// nothing to drop, and the anchor's offset as proposed.
extension CollectionViewLayout {
  /// `self`: nothing to prepare.
  public func preparedForTransition<Other: CollectionViewLayout>(from oldLayout: Other) -> Self {
    self
  }

  /// `self`: nothing to prepare.
  public func preparedForTransition<Other: CollectionViewLayout>(to newLayout: Other) -> Self {
    self
  }

  /// `self`: nothing to drop.
  public func finalizedLayoutTransition() -> Self { self }

  /// `proposedContentOffset`: the anchor decides.
  public func transitionContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint, keyItem: ItemPath?
  ) -> LayoutPoint {
    proposedContentOffset
  }
}
