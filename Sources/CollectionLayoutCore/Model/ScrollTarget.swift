/// Where a scroll step goes when it does not give both coordinates: one coordinate (the other
/// kept), an end of the content, or an item, as `UIScrollView` and
/// `scrollToItem(at:at:animated:)` compute them
/// (``CollectionViewLayout/contentOffset(scrollingTo:from:)``).
///
/// ```swift
/// ScrollTarget.offset(x: nil, y: 300)
/// ScrollTarget.edge(.bottom)
/// ScrollTarget.item(ItemPath(section: 0, item: 40), position: .center)
/// ```
///
/// The scenario's `scroll` step, which gives these targets, is in the scenario format's
/// article (Steps).
///
/// Every target honours the content inset: the ends are those of the valid range of offsets
/// (``CollectionViewLayout/validContentOffsets``: `-inset.top` for the top, `content + inset.bottom -
/// viewport` for the bottom), and an item is placed against the edges of the area inside the
/// insets. An item's target is clamped to the valid range, as UIKit clamps it; a coordinate
/// given is used as given, overscroll included, as an offset with both coordinates is.
///
/// ```
///  viewport ┌───────────────────┐  position .top:    item.minY = offset.y + inset.top
///           │   inset.top       │  position .bottom: item.maxY = offset.y + height - inset.bottom
///           │ ┌───────────────┐ │  position .center: item.midY = the middle of the area
///           │ │ area inside   │ │                    between the insets
///           │ │ the insets    │ │  (left and right likewise, along x; .center along the
///           │ └───────────────┘ │   layout's scroll axis)
///           │   inset.bottom    │
///           └───────────────────┘
/// ```
public enum ScrollTarget: Hashable, Sendable {
  /// An offset of which at least one coordinate is given, in points; a coordinate left `nil`
  /// keeps its value before the step; at least one of the two is given.
  case offset(x: Double?, y: Double?)
  /// An end of the content, the other coordinate kept.
  case edge(ScrollEdge)
  /// An item of the data at the step, placed at `position` (along the layout's scroll axis
  /// when `nil`: its leading edge at the leading inset).
  case item(ItemPath, position: ScrollPosition?)
  /// The item whose id is `id` (SwiftUI's `scrollPosition(id:anchor:)` for identified data):
  /// the point `anchor` of the item (fractions of its size along the scroll axis) at the same
  /// point of the area inside the insets; its leading edge at the leading inset when `nil`.
  case itemID(String, anchor: LayoutUnitPoint?)
}

/// An end of the content a scroll step goes to (``ScrollTarget/edge(_:)``): the first or last
/// valid offset along one axis.
public enum ScrollEdge: String, Hashable, Sendable, Codable, CaseIterable {
  /// The top of the content below the top inset: `y = -inset.top`.
  case top
  /// The bottom of the content above the bottom inset:
  /// `y = max(-inset.top, content.height + inset.bottom - viewport.height)`.
  case bottom
  /// The left end: `x = -inset.left`.
  case left
  /// The right end: `x = max(-inset.left, content.width + inset.right - viewport.width)`.
  case right
}

/// Where a scroll step puts the item it scrolls to (``ScrollTarget/item(_:position:)``), as
/// `UICollectionView.ScrollPosition` does.
public enum ScrollPosition: String, Hashable, Sendable, Codable, CaseIterable {
  /// The item's top edge at the top inset (`.top`).
  case top
  /// The item's centre at the centre of the area inside the insets, along the layout's scroll
  /// axis (`.centeredVertically`, or `.centeredHorizontally` for a horizontal layout).
  case center
  /// The item's bottom edge at the bottom inset (`.bottom`).
  case bottom
  /// The item's left edge at the left inset (`.left`).
  case left
  /// The item's right edge at the right inset (`.right`).
  case right
}
