import CollectionLayout

/// A tag cloud built in code with the flow layout: two sections of tags of their own widths,
/// each under a header that pins, as a `UICollectionViewFlowLayout` whose delegate answers
/// `sizeForItemAt` per tag.
public enum TagCloud {
  // snippet: tag-cloud-layout
  /// The tags and their sizes, in points: what `collectionView(_:layout:sizeForItemAt:)`
  /// answers for each.
  public static let sizes: [(tag: String, width: Double, height: Double)] = [
    ("swift", 80, 32), ("layout", 120, 32), ("ios", 60, 32), ("collection", 150, 32),
    ("flow", 90, 32), ("a-very-long-tag", 300, 32), ("json", 70, 32), ("tall", 110, 40),
    ("ui", 40, 32),
  ]

  /// The items of the section `section`: each tag, of its own size, identified within the
  /// section (`recent/swift`), since an item's id is unique in the whole collection.
  public static func tags(in section: String) -> [Item] {
    sizes.map { Item(id: "\(section)/\($0.tag)", width: $0.width, height: $0.height) }
  }

  /// Recent and popular tags on a 375 x 300 point screen, 10 points apart and from the
  /// edges, under 44-point headers that pin; the popular tags' lines 4 points apart (what
  /// `minimumLineSpacingForSectionAt` answers for that section).
  public static func layout() throws -> FlowLayout {
    let configuration = FlowConfiguration(
      minimumLineSpacing: 10, minimumInteritemSpacing: 10,
      sectionInset: LayoutInsets(top: 10, left: 10, bottom: 10, right: 10),
      headerReferenceSize: LayoutSize(width: 0, height: 44),
      sectionHeadersPinToVisibleBounds: true)
    return try FlowLayout(
      configuration: configuration,
      environment: LayoutEnvironment(viewport: LayoutSize(width: 375, height: 300)),
      sections: [
        LayoutSection(items: .list(tags(in: "recent")), id: "recent"),
        LayoutSection(
          items: .list(tags(in: "popular")), id: "popular",
          layout: FlowSectionLayout(minimumLineSpacing: 4)),
      ])
  }
  // end snippet

  // snippet: tag-cloud-use
  /// Where a tag is, as `layoutAttributesForItem(at:)` answers at the top of the content.
  public static func frame(of path: ItemPath, in layout: FlowLayout) -> LayoutRect? {
    layout.attributes(for: .item(section: path.section, item: path.item), contentOffset: .zero)?
      .frame
  }

  /// Where a flick from the top at `velocity` points per second comes to rest: UIScrollView's
  /// deceleration at `UIScrollView.DecelerationRate.normal`, the bounce at the bottom, and
  /// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  public static func flick(_ layout: FlowLayout, velocity: Double) -> LayoutPoint {
    layout.scrollMotion(
      releasedAt: .zero, velocity: LayoutPoint(x: 0, y: velocity), rate: .normal
    ).restingOffset
  }

  /// A tag inserted third in the first section, its size given with the batch (what the data
  /// source would answer for it): the section's lines break again.
  public static func insertingATag(into layout: FlowLayout) throws -> FlowLayout {
    let third = ItemPath(section: 0, item: 2)
    let swiftUI = Item(id: "recent/swiftui", width: 90, height: 32)
    let batch = BatchUpdate(insertItems: [third], insertedItemData: [third: swiftUI])
    return try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch).newLayout
  }
  // end snippet
}
