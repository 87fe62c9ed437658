import CollectionLayout

/// The example's collection: a pinned title, a two-column grid of products under a pinned
/// header, built in code (no JSON).
public enum ProductGrid {
  // snippet: layout
  /// The layout on an iPhone-sized screen: 390 x 844 points, a 2x display.
  public static func layout(productCount: Int = 60) throws -> GridLayout {
    let environment = LayoutEnvironment(
      viewport: LayoutSize(width: 390, height: 844), displayScale: 2)
    let products = LayoutSection(
      items: .count(productCount),
      metrics: SectionMetrics(rowHeight: 120, columns: 2, columnSpacing: 8),
      headers: [Supplementary(height: 44, isPinned: true)])
    return try GridLayout(
      environment: environment,
      globalHeaders: [Supplementary(height: 56, isPinned: true)],
      sections: [products])
  }
  // end snippet

  // snippet: steps
  /// The steps a test plays: a scroll, then a batch update that inserts two products at the
  /// top and deletes the fourth, as `performBatchUpdates` would.
  public static let steps: [ScenarioStep] = [
    .scroll(LayoutPoint(x: 0, y: 600)),
    .update(insertAtTheTop),
  ]

  /// Two products inserted at the top, the fourth deleted.
  public static let insertAtTheTop = BatchUpdate(
    deleteItems: [ItemPath(section: 0, item: 3)],
    insertItems: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])

  /// The frames of the steps: what a golden test compares and a player plays.
  public static func frames() throws -> FramesDocument {
    try FramesDocument(layout: layout(), steps: steps)
  }
  // end snippet
}
