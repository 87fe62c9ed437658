/// How a section of a compositional layout is laid out, `NSCollectionLayoutSection`: its
/// group, repeated for its items, the spacing and insets around the groups, its boundary
/// supplementaries and decorations (B.5), or a list (``list(_:)``, B.10).
///
/// ```
///  section start ─┬─ boundary supplementaries aligned at the start (headers), stacked
///                 ├─ contentInsets.top
///                 ├─ group 0      item i is slot i % n of group i / n (n slots a group)
///                 ├─ interGroupSpacing
///                 ├─ group 1 …    the last group keeps its leading slots
///                 ├─ contentInsets.bottom
///  section end   ─┴─ boundary supplementaries aligned at the end (footers)
/// ```
///
/// ```swift
/// let item = CompositionalItem(
///   size: CompositionalSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
/// let section = CompositionalSection(
///   group: .horizontal(
///     size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
///     subitems: [.item(item)]))
/// ```
public struct CompositionalSection: SectionLayoutDescription {
  /// `compositional`.
  public static var layoutKind: String { "compositional" }

  /// The group repeated for the section's items.
  public var group: CompositionalGroup
  /// The space between consecutive groups, in points, >= 0.
  public var interGroupSpacing: Double
  /// The space between the section's edges and its groups; values strictly between 0 and 1
  /// are fractions of the section's container (B.2).
  public var contentInsets: DirectionalInsets
  /// What the content insets are measured from across the scroll axis (E.5): `automatic`
  /// (default) follows the configuration's
  /// ``CompositionalConfiguration/contentInsetsReference``. The boundary is the
  /// environment's (``LayoutEnvironment/insets(of:across:)``), held inside the content; the
  /// insets are added to it. Along the scroll axis the adjusted content inset already holds
  /// the safe area (E.9.3).
  public var contentInsetsReference: ContentInsetsReference
  /// What the boundary supplementaries' insets are measured from across the scroll axis
  /// (`supplementaryContentInsetsReference`, iOS 16): `automatic` (default) follows the
  /// configuration's ``CompositionalConfiguration/contentInsetsReference``, as Apple's
  /// documentation says; the section's ``contentInsets`` are added to it (they follow the
  /// content insets, `supplementariesFollowContentInsets`).
  public var supplementaryContentInsetsReference: ContentInsetsReference
  /// Whether the section scrolls across the layout's axis in a strip of its own (B.6).
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// How the section's strip decelerates and bounces (iOS 17); read only when
  /// ``orthogonalScrollingBehavior`` is not `none`. Default: the behaviour's rate, `automatic`
  /// bounce.
  public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
  /// The scaling carousel of the section's strip, as values a document holds: each visible
  /// item scaled and faded by its distance from the strip's centre (``VisibleItemsEffect``);
  /// `nil` for none. Only on a section with an ``orthogonalScrollingBehavior``.
  public var visibleItemsEffect: VisibleItemsEffect?
  /// Code run over the strip's visible items every time the strip is laid out
  /// (`visibleItemsInvalidationHandler`, ``VisibleItemsInvalidationHandler``), after
  /// ``visibleItemsEffect``; `nil` for none. Only on a section with an
  /// ``orthogonalScrollingBehavior``.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [BoundarySupplementary]
  /// The section's decorations (a background).
  public var decorationItems: [SectionDecoration]
  /// When the section is a list, its configuration (see ``list(_:)``); `nil` otherwise.
  public var list: ListConfiguration?

  /// Creates a section.
  public init(
    group: CompositionalGroup, interGroupSpacing: Double = 0,
    contentInsets: DirectionalInsets = .zero,
    contentInsetsReference: ContentInsetsReference = .automatic,
    supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    boundarySupplementaryItems: [BoundarySupplementary] = [],
    decorationItems: [SectionDecoration] = []
  ) {
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.contentInsetsReference = contentInsetsReference
    self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.decorationItems = decorationItems
    self.list = nil
  }

  /// A list section, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds it
  /// (the choices are the engine's, UIKit does not document its numbers): rows the full
  /// content width and 44 points tall, no spacing (`contentInsetsReference` `none`: the
  /// rows' backgrounds reach the screen's edges, under the sensor housing in landscape);
  /// `grouped` adds 20 points above and below the rows, `insetGrouped` 20 points above and
  /// below and insets the rows by the layout margins across (`contentInsetsReference`
  /// `layoutMargins`: 20 points without a device, 16 on an iPhone 15 in portrait, 59 + 16
  /// in landscape); the header follows the rows (`supplementaryContentInsetsReference` the
  /// same); a `supplementary` header mode adds a `header` 44 points tall, pinned in the
  /// `plain` appearance; separators are `rowSeparator/S/R` elements under every row but the
  /// last, starting at the layout margin (inside the safe area).
  public static func list(_ configuration: ListConfiguration) -> CompositionalSection {
    let row = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    var insets = DirectionalInsets.zero
    var reference = ContentInsetsReference.none
    switch configuration.appearance {
    case .plain: break
    case .grouped: insets = DirectionalInsets(top: 20, bottom: 20)
    case .insetGrouped:
      insets = DirectionalInsets(top: 20, bottom: 20)
      reference = .layoutMargins
    }
    var headers: [BoundarySupplementary] = []
    if configuration.headerMode == .supplementary {
      headers.append(
        BoundarySupplementary(
          kind: "header",
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
          alignment: .top, pinToVisibleBounds: configuration.appearance == .plain))
    }
    var section = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(
          width: .fractionalWidth(1), height: .absolute(ListConfiguration.rowHeight)),
        subitems: [.item(row)]),
      contentInsets: insets, contentInsetsReference: reference,
      boundarySupplementaryItems: headers)
    section.supplementaryContentInsetsReference = reference
    section.list = configuration
    return section
  }
}

/// What a section's content insets are measured from, `UIContentInsetsReference` (B.5).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
  /// The layout configuration's reference.
  case automatic
  /// The collection view's edges.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

/// How a section scrolls across the layout's axis, `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// (B.6). Any value but `none` lays the section's groups out across the layout's axis in a
/// strip.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  /// The section lays out along the layout's axis.
  case none
  /// Scrolls freely and rests anywhere.
  case continuous
  /// Rests with a group's leading edge at the strip's leading edge.
  case continuousGroupLeadingBoundary
  /// Pages by the collection view's width.
  case paging
  /// Pages one group at a time.
  case groupPaging
  /// Pages one group at a time, each resting centred.
  case groupPagingCentered
}

/// A list section's configuration, `UICollectionLayoutListConfiguration` (B.10).
public struct ListConfiguration: Hashable, Sendable {
  /// The row height, 44 points.
  public static let rowHeight = 44.0

  /// How the list looks.
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge; headers pin.
    case plain
    /// Rows edge to edge, 20 points above and below the rows.
    case grouped
    /// Rows 20 points below the section's top and above its bottom, inset by the layout
    /// margins across.
    case insetGrouped
  }

  /// Where a list section's header comes from.
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A `header` supplementary.
    case supplementary
    /// The first item is styled as the header (laid out as a row).
    case firstItemInSection
  }

  /// How the list looks; default `plain`.
  public var appearance: Appearance
  /// Where the header comes from; default `none`.
  public var headerMode: HeaderMode
  /// Whether rows are separated by `rowSeparator/S/R` elements; default `true`.
  public var showsSeparators: Bool
  /// The buttons a `swipe` step reveals behind a row, at its leading or trailing edge
  /// (UIKit's `leadingSwipeActionsConfigurationProvider` and
  /// `trailingSwipeActionsConfigurationProvider`, the same for every row); default none.
  public var swipeActions: SwipeActions

  /// Creates a list configuration.
  public init(
    appearance: Appearance = .plain, headerMode: HeaderMode = .none, showsSeparators: Bool = true,
    swipeActions: SwipeActions = SwipeActions()
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.showsSeparators = showsSeparators
    self.swipeActions = swipeActions
  }
}
