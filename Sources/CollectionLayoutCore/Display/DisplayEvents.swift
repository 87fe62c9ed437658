/// What `UICollectionView`'s delegate and prefetching data source would hear for one frame, as
/// ``DisplayTracker`` reports it, in the order a renderer should act on it:
///
/// 1. ``didEndDisplaying``: the elements no longer visible, their views back in their reuse
///    queues (`collectionView(_:didEndDisplaying:forItemAt:)`, and the supplementary variant).
/// 2. ``willDisplay``: the elements now visible, each with the view it dequeued
///    (`dequeueReusableCell` / `dequeueReusableSupplementaryView(ofKind:)`, then
///    `collectionView(_:willDisplay:forItemAt:)`), the views put back in step 1 reused first.
/// 3. ``moved``: elements visible before and after whose frame changed (a pinned header
///    sliding with the offset, an element an update moved); they keep their views.
/// 4. ``cancelPrefetchingForItemsAt``: the items prefetched earlier that are no longer expected
///    (typically after the scroll direction reversed).
/// 5. ``prefetchItemsAt``: the items newly expected soon, nearest first.
///
/// Each list is in ``ElementID`` (or item path) order except ``prefetchItemsAt``, which is
/// by distance ahead, nearest first (the priority order `prefetchItemsAt` documents).
public struct DisplayEvents: Hashable, Sendable {
  /// The elements that left the visible rect, in ``ElementID`` order, with the views they put
  /// back.
  public var didEndDisplaying: [DisplayedView] = []
  /// The elements that entered the visible rect, in ``ElementID`` order, with the views they
  /// took.
  public var willDisplay: [DisplayedView] = []
  /// The elements visible before and after whose frame changed, in ``ElementID`` order.
  public var moved: [ElementID] = []
  /// The items no longer expected soon, in item path order.
  public var cancelPrefetchingForItemsAt: [ItemPath] = []
  /// The items expected soon, nearest first along the scroll direction.
  public var prefetchItemsAt: [ItemPath] = []

  /// No events.
  public init() {}

  /// Whether nothing happened: most frames of a scroll.
  public var isEmpty: Bool {
    didEndDisplaying.isEmpty && willDisplay.isEmpty && moved.isEmpty
      && cancelPrefetchingForItemsAt.isEmpty && prefetchItemsAt.isEmpty
  }
}

/// An element and the view showing it.
public struct DisplayedView: Hashable, Sendable {
  /// The element.
  public var id: ElementID
  /// The view's number in the tracker's ``RecyclingPool``: views are numbered 0, 1, 2, … in
  /// the order they are created, across reuse kinds.
  public var view: Int
  /// Whether the view was created for this element (`false`: it was dequeued from its reuse
  /// kind's queue, or, for ``DisplayEvents/didEndDisplaying``, always `false`).
  public var isNew: Bool

  /// Creates a pair.
  public init(id: ElementID, view: Int, isNew: Bool = false) {
    self.id = id
    self.view = view
    self.isNew = isNew
  }
}
