/// What a layout change keeps in view: how the content offset after the change is chosen
/// (``LayoutChange/targetContentOffset``). Whatever the anchor, the offset is then handed to
/// the new layout's
/// ``CollectionViewLayout/transitionContentOffset(forProposedContentOffset:keyItem:)`` and
/// clamped to its valid offsets.
///
/// ```
///  old layout, offset o                    new layout, target t
///  ┌──────── viewport ────────┐            ┌──────── viewport ────────┐
///  │  ┌──┐ ┌──┐ ┌──┐          │            │ ┌────┐ ┌────┐            │
///  │  └──┘ └──┘ └──┘          │   center   │ └────┘ └────┘            │
///  │  ┌──┐ ┌──┐ ┌──┐  ·  ─────┼──────────▶ │   ┌────┐  ·  the item   │
///  │  └──┘ └▓▓┘ └──┘ centre   │            │   └▓▓▓▓┘     under the  │
///  │                          │            │              centre is   │
///  └──────────────────────────┘            └───────── centred ────────┘
/// ```
public enum LayoutChangeAnchor: Hashable, Sendable {
  /// The item under the viewport's centre (half-open: `minX <= x < maxX`, as
  /// `CGRect.contains`) is centred in the new layout, in the area inside the content inset;
  /// when no item is under the centre, the middle one of the visible items in index order;
  /// with no visible item, the offset is kept. UIKit's own proposal for
  /// `setCollectionViewLayout(_:animated:)` (iOS 6, as PSTCollectionView reproduces it). The
  /// default.
  case center
  /// The content offset is kept (then clamped).
  case proposed
  /// The first element visible below the pinned stack keeps its distance from it, as a batch
  /// update keeps the reader's place (``ScrollAnchor``); the first candidate the new layout
  /// also has.
  case firstVisible
  /// Item `path` is placed at `position` in the new layout, as a scroll to it would place it
  /// (``ScrollTarget/item(_:position:)``).
  case item(ItemPath, position: ScrollPosition)
  /// The content under this viewport point (in points from the viewport's top-left corner)
  /// stays under it: the point's place inside the item under it (or the nearest visible item)
  /// is found again in that item's new frame, scaled to its new size, and the offset puts it
  /// back under the point. How a pinch keeps the photo under the fingers.
  case point(LayoutPoint)
}
