/// What a layout change (``LayoutChange``) asks an ``AnyCollectionViewLayout``: the transition
/// hooks, forwarded to the base, the layouts they return wrapped again.
extension AnyCollectionViewLayout {
  /// The base prepared to replace `oldLayout`, wrapped. When `oldLayout` is itself an
  /// ``AnyCollectionViewLayout``, the base is handed the layout inside it, as it would be
  /// without wrappers (a base that looks for a grid finds the grid).
  public func preparedForTransition<Other: CollectionViewLayout>(from oldLayout: Other)
    -> AnyCollectionViewLayout
  {
    let old = Self.unwrappedBase(of: oldLayout)
    return AnyCollectionViewLayout(erasing: base.preparedForTransition(from: old))
  }

  /// The base prepared to be replaced by `newLayout`, wrapped; `newLayout` unwrapped as in
  /// ``preparedForTransition(from:)``.
  public func preparedForTransition<Other: CollectionViewLayout>(to newLayout: Other)
    -> AnyCollectionViewLayout
  {
    let new = Self.unwrappedBase(of: newLayout)
    return AnyCollectionViewLayout(erasing: base.preparedForTransition(to: new))
  }

  /// The base once the change has read what it needs, wrapped.
  public func finalizedLayoutTransition() -> AnyCollectionViewLayout {
    AnyCollectionViewLayout(erasing: base.finalizedLayoutTransition())
  }

  /// The base's content offset, in points, once it replaces another, given where the anchor
  /// puts `keyItem` (`proposedContentOffset`).
  public func transitionContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint, keyItem: ItemPath?
  ) -> LayoutPoint {
    base.transitionContentOffset(
      forProposedContentOffset: proposedContentOffset, keyItem: keyItem)
  }

  /// `layout`'s base when it is an ``AnyCollectionViewLayout``, else `layout`.
  private static func unwrappedBase(of layout: some CollectionViewLayout)
    -> any CollectionViewLayout
  {
    (layout as? AnyCollectionViewLayout)?.base ?? layout
  }
}
