import CollectionLayout

/// An App Store-like screen built in code with the compositional layout: a featured strip
/// that pages sideways, a grid of apps with badges under a pinned header, and an inset-grouped
/// list. The same screen as the document `Tests/Scenarios/compositional-app-store.json`, value
/// for value (a test compares their frames byte for byte).
public enum AppStoreScreen {
  // snippet: app-store-layout
  /// The screen on an iPhone-sized display, as a `UICollectionViewCompositionalLayout` whose
  /// section provider answers one `NSCollectionLayoutSection` per section.
  public static func layout() throws -> CompositionalLayout {
    // Featured: groups 85% of the width, a card beside two small tiles, paging sideways.
    let card = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
      contentInsets: DirectionalInsets(all: 10))
    let tile = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)),
      contentInsets: DirectionalInsets(all: 10))
    let tiles = CompositionalGroup.vertical(
      size: CompositionalSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
      subitems: [.item(tile)], count: 2)
    let featured = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(0.85), height: .absolute(260)),
        subitems: [.item(card), .group(tiles)]),
      interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered,
      boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header",
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
          alignment: .topLeading)
      ])

    // Apps: four a row, each with a badge on its top trailing corner, a pinned header and a
    // background behind the section.
    let badge = AnchoredSupplementary(
      kind: "badge", size: CompositionalSize(width: .absolute(20), height: .absolute(20)),
      anchor: SupplementaryAnchor(
        edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
    let app = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
      contentInsets: DirectionalInsets(all: 8), supplementaryItems: [badge])
    let apps = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
        subitems: [.item(app)]),
      contentInsets: DirectionalInsets(all: 10),
      boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "header",
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
          alignment: .top, pinToVisibleBounds: true)
      ],
      decorationItems: [.background(contentInsets: DirectionalInsets(all: 4))])

    // Top charts: UICollectionLayoutListConfiguration(appearance: .insetGrouped).
    let charts = CompositionalSection.list(
      ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))

    return try CompositionalLayout(
      configuration: CompositionalConfiguration(interSectionSpacing: 16),
      sections: [
        LayoutSection(items: .count(12), layout: featured),
        LayoutSection(items: .count(8), layout: apps),
        LayoutSection(items: .count(6), layout: charts),
      ],
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 390, height: 844), displayScale: 2))
  }
  // end snippet

  // snippet: app-store-steps
  /// The document's steps: the featured strip scrolled 300 points, where it comes to rest
  /// (its `orthogonalScrollingBehavior` centres the nearest group).
  public static let steps: [ScenarioStep] = [.scrollSection(0, x: 300, y: nil)]

  /// The frames of the steps, as the document plays them.
  public static func frames() throws -> FramesDocument {
    try FramesDocument(layout: layout(), steps: steps)
  }
  // end snippet

  // snippet: app-store-queries
  /// The first screen, asked as UIKit's layout is asked: the attributes of every element in
  /// the visible rect (`layoutAttributesForElements(in:)`), of one supplementary
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`), and the strip's own scroll view.
  public static func firstScreen(of layout: CompositionalLayout) -> (
    apps: [ItemPath], firstBadge: LayoutRect?, stripOffset: LayoutPoint?
  ) {
    let top = layout.initialContentOffset
    let apps = layout.visibleElements(at: top).compactMap { element in
      element.id.kind == .item && element.id.section == 1 ? element.id.itemPath : nil
    }
    let firstBadge = ElementID(kind: "badge", indexes: [1, 0]).flatMap { badge in
      layout.attributes(for: badge, contentOffset: top)?.frame
    }
    return (apps, firstBadge, layout.sectionScroller(0)?.contentOffset)
  }
  // end snippet

  // snippet: app-store-scroll
  /// Scrolls as `scrollToItem(at: IndexPath(item: 5, section: 2), at: .bottom, animated:
  /// false)` does, and moves the featured strip as a finger lifted at 300 points would: the
  /// layout is a value, so the strip's move is a new layout.
  public static func scrolled(_ layout: CompositionalLayout) -> (
    layout: CompositionalLayout, contentOffset: LayoutPoint?
  ) {
    let lastChart = ScrollTarget.item(ItemPath(section: 2, item: 5), position: .bottom)
    let contentOffset = layout.contentOffset(
      scrollingTo: lastChart, from: layout.initialContentOffset)
    return (layout.scrolled(section: 0, to: LayoutPoint(x: 300, y: 0)), contentOffset)
  }
  // end snippet

  // snippet: app-store-strip
  /// A finger on the featured strip: a flick toward its end at 1500 points per second, then
  /// a drag 300 points back over half a second, lifted at rest; the document's
  /// `{"fling": {"section": 0, "velocity": {"x": 1500, "y": 0}}}` and
  /// `{"pan": {"section": 0, "by": {"x": -300, "y": 0}, "frames": 30}}` (at 60 frames per
  /// second; any rate gives the same motion).
  public static let stripGestures: [SectionScrollGesture] = [
    .fling(velocity: 1500), .pan(translation: -300, duration: 0.5),
  ]
  // end snippet

  // snippet: app-store-update
  /// Removes the second app and adds a chart at the top of the list, as
  /// `performBatchUpdates` would: the badge goes with its app.
  public static let removeAnApp = BatchUpdate(
    deleteItems: [ItemPath(section: 1, item: 1)], insertItems: [ItemPath(section: 2, item: 0)])

  /// The update from the top of the screen: the new layout, the target content offset, and
  /// every element's initial and final attributes.
  public static func removingAnApp(from layout: CompositionalLayout) throws
    -> LayoutUpdate<CompositionalLayout>
  {
    try LayoutUpdate(layout: layout, contentOffset: layout.initialContentOffset, batch: removeAnApp)
  }
  // end snippet
}
