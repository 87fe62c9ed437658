/// A group of a compositional section, `NSCollectionLayoutGroup`: items or nested groups laid
/// along one axis, laid out once as a template that the section repeats (B.4).
///
/// ```
///  horizontal group, subitems [A, B], fixed spacing s:
///  ┌───────────────────────────────────── group width ─┐
///  │ [A]  s  [B]  s  [A]  s  [B]    (unused)            │  repeated cyclically until the
///  └───────────────────────────────────────────────────┘  next subitem does not fit
/// ```
///
/// With ``count``, exactly `count` equal subitems: along the group's axis each is
/// `(length − spacing·(count − 1)) / count`, whatever its own size says (`subitem:count:`);
/// with ``keepsSubitemSize`` too, `count` copies each of the subitem's own size
/// (`repeatingSubitem:count:`, iOS 16: 4 items 80 wide with fixed 10 at x 0, 90, 180, 270,
/// B.13), which must fit in the group.
///
/// A group is an item too (`NSCollectionLayoutGroup` inherits from `NSCollectionLayoutItem`):
/// its ``contentInsets`` shrink the frame its subitems are laid out in (their fractions
/// resolve against it), and its ``edgeSpacing`` places it within its parent group as an
/// item's does.
///
/// ```
///  ┌ group (size) ───────────────────────────┐
///  │ ┌ content frame: size − contentInsets ┐ │  subitems are laid out here
///  │ │ [A]  s  [B]                         │ │  (insets ignored along an estimated
///  │ └─────────────────────────────────────┘ │   dimension)
///  └─────────────────────────────────────────┘
/// ```
public struct CompositionalGroup: Hashable, Sendable {
  /// The axis the subitems are laid along.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right: `NSCollectionLayoutGroup.horizontal`.
    case horizontal
    /// Top to bottom: `NSCollectionLayoutGroup.vertical`.
    case vertical
  }

  /// The axis the subitems are laid along.
  public var axis: Axis
  /// The group's size in its container.
  public var size: CompositionalSize
  /// The subitems, repeated cyclically; at least one.
  public var subitems: [CompositionalSubitem]
  /// When given, exactly this many copies of the single subitem, sharing the group's length
  /// (`subitem:count:`), >= 1.
  public var count: Int?
  /// The space between consecutive subitems; none by default.
  public var interItemSpacing: CompositionalSpacing?
  /// With ``count``: `true` when each copy keeps the subitem's own size along the group's axis
  /// (`repeatingSubitem:count:`), `false` (the default) when the copies share the group's
  /// length (`subitem:count:`).
  public var keepsSubitemSize: Bool
  /// Shrink the frame the subitems are laid out in, in points, each >= 0; ignored along an
  /// estimated dimension (as an item's, B.3). None by default.
  public var contentInsets: DirectionalInsets
  /// Space outside the group within its parent group, as an item's (B.3): it pushes the group
  /// and its siblings. A section's outermost group has no parent group and takes none.
  public var edgeSpacing: CompositionalEdgeSpacing
  /// Supplementaries anchored to the group's rectangle, as an item's are to the item (a group
  /// is an item): element `KIND/S/G` for group `G` of section `S`, owned by the section. Only
  /// on a section's outermost group (a nested group's would share its ids).
  public var supplementaryItems: [AnchoredSupplementary]

  /// Creates a group.
  public init(
    axis: Axis, size: CompositionalSize, subitems: [CompositionalSubitem], count: Int? = nil,
    interItemSpacing: CompositionalSpacing? = nil, keepsSubitemSize: Bool = false,
    contentInsets: DirectionalInsets = .zero,
    edgeSpacing: CompositionalEdgeSpacing = CompositionalEdgeSpacing(),
    supplementaryItems: [AnchoredSupplementary] = []
  ) {
    self.axis = axis
    self.size = size
    self.subitems = subitems
    self.count = count
    self.interItemSpacing = interItemSpacing
    self.keepsSubitemSize = keepsSubitemSize
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// ``contentInsets`` but along an estimated dimension (B.3), in points.
  var effectiveContentInsets: DirectionalInsets {
    var insets = contentInsets
    if size.width.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if size.height.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }

  /// A horizontal or vertical group of `count` copies of `subitem`, each of its own size:
  /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16).
  public static func repeating(
    _ axis: Axis, size: CompositionalSize, subitem: CompositionalSubitem, count: Int,
    interItemSpacing: CompositionalSpacing? = nil
  ) -> CompositionalGroup {
    CompositionalGroup(
      axis: axis, size: size, subitems: [subitem], count: count,
      interItemSpacing: interItemSpacing, keepsSubitemSize: true)
  }

  /// A horizontal group.
  public static func horizontal(
    size: CompositionalSize, subitems: [CompositionalSubitem], count: Int? = nil,
    interItemSpacing: CompositionalSpacing? = nil
  ) -> CompositionalGroup {
    CompositionalGroup(
      axis: .horizontal, size: size, subitems: subitems, count: count,
      interItemSpacing: interItemSpacing)
  }

  /// A vertical group.
  public static func vertical(
    size: CompositionalSize, subitems: [CompositionalSubitem], count: Int? = nil,
    interItemSpacing: CompositionalSpacing? = nil
  ) -> CompositionalGroup {
    CompositionalGroup(
      axis: .vertical, size: size, subitems: subitems, count: count,
      interItemSpacing: interItemSpacing)
  }
}

/// A subitem of a group: an item, or a nested group.
public indirect enum CompositionalSubitem: Hashable, Sendable {
  /// An item.
  case item(CompositionalItem)
  /// A nested group.
  case group(CompositionalGroup)

  /// The subitem's size in its group.
  public var size: CompositionalSize {
    switch self {
    case .item(let item): return item.size
    case .group(let group): return group.size
    }
  }

  /// The subitem's edge spacing in its group.
  public var edgeSpacing: CompositionalEdgeSpacing {
    switch self {
    case .item(let item): return item.edgeSpacing
    case .group(let group): return group.edgeSpacing
    }
  }
}
