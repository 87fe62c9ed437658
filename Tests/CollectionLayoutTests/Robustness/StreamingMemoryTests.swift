import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40, item 1: a compositional layout's `"elements": "all"` peaked at 220-261 MB for
/// 1,000,000 items (3,157 MB at 10,000,000) where the grid and the flow stayed at 29 MB: it
/// listed its elements into an array (the protocol's fallback) before the writer visited them.
/// Every built-in kind now visits its elements one at a time. The peaks themselves are
/// measured by `Scripts/memory-ceilings` (release, `/usr/bin/time`); these tests hold every
/// kind to the same ceiling where a regression shows first: what the heap holds when the
/// writer's visit (`forEachListedElement`, what `frames` runs) hands over its first element.
/// A layout that lists before it visits holds every element then (some 100 bytes each); one
/// that streams holds nothing yet. The heap is read across a window of microseconds (the visit
/// stops at the element sampled), and the least of three visits counts, so tests running
/// beside these do not disturb them.
@Suite(.enabled(if: HeapInUse.bytes() != nil, "glibc's malloc_info is not available"))
struct StreamingMemoryTests {
  /// The ceiling every kind is held to: a million elements listed would hold 100 times more.
  static let ceiling = 1 << 20

  /// What the heap gained from before the visit of every element of `layout` (at its initial
  /// offset) to the moment it hands over the first element `isSampled` accepts; `nil` when
  /// none is.
  ///
  /// The heap is the process's: a test running beside this one may allocate within the
  /// window. The least of three visits is taken, so that such an allocation, which does not
  /// come back three times, cannot fail the test, while a layout that holds its elements
  /// holds them every time.
  private func growth<Layout: CollectionViewLayout>(
    visiting layout: Layout, until isSampled: (LayoutAttributes) -> Bool = { _ in true }
  ) -> Int? {
    (0..<3).compactMap { _ in onceGrowth(visiting: layout, until: isSampled) }.min()
  }

  /// What the heap gained during one visit (see ``growth(visiting:until:)``).
  private func onceGrowth<Layout: CollectionViewLayout>(
    visiting layout: Layout, until isSampled: (LayoutAttributes) -> Bool
  ) -> Int? {
    guard let before = HeapInUse.bytes() else { return nil }
    var after: Int?
    layout.forEachListedElement(.all, at: layout.initialContentOffset) { element in
      guard isSampled(element) else { return true }
      after = HeapInUse.bytes()
      return false
    }
    return after.map { $0 - before }
  }

  /// The layout of a scenario of `items` counted items in one section, in a 390 × 844 screen.
  private func layout(_ layout: String, items: Int) throws -> any CollectionViewLayout {
    let text =
      #"{"version": 1, "viewport": {"width": 390, "height": 844}, \#(layout)"#
      + #""sections": [{"items": \#(items)}], "output": {"elements": "all"}}"#
    return try ScenarioDecoder.decode(Array(text.utf8)).makeLayout()
  }

  /// A compositional section of five items a row, each with a badge.
  private static let compositional =
    #""layout": {"kind": "compositional", "section": {"group": {"horizontal": {"size": "#
    + #"{"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.2}}, "subitems": "#
    + #"[{"item": {"size": {"width": {"fractionalWidth": 0.2}, "height": "#
    + #"{"fractionalHeight": 1}}, "supplementaryItems": [{"kind": "badge", "size": "#
    + #"{"width": {"absolute": 10}, "height": {"absolute": 10}}, "anchor": "#
    + #"{"edges": ["top", "trailing"]}}]}}]}}}}, "#

  /// Each built-in kind with about a million elements to list.
  private func millionElements(_ kind: String) throws -> any CollectionViewLayout {
    switch kind {
    case "grid": return try layout("", items: 1_000_000)
    case "flow":
      return try layout(
        #""layout": {"kind": "flow", "itemSize": {"width": 70, "height": 70}}, "#,
        items: 1_000_000)
    case "compositional": return try layout(Self.compositional, items: 1_000_000)
    // 100,000 pages of an image and a page each.
    case "paging": return try pagingLayout(Photos.pages(100_000), width: 390, height: 844)
    // A content area of 5,000 × 5,000 points in 5-point tiles: 1,000,000 tiles.
    default: return try wallLayout(imageCount: 7, tile: 5, width: 390, height: 844)
    }
  }

  @Test(arguments: ["grid", "flow", "compositional", "paging", "wall"])
  func everyKindHoldsNothingWhenItHandsOverTheFirstOfAMillionElements(kind: String) throws {
    let layout = try millionElements(kind)
    let measured: Int? = growth(visiting: layout)
    let gained = try #require(measured, "\(kind) listed nothing")
    #expect(gained < Self.ceiling, "\(kind) held \(gained) bytes at its first element")
  }

  /// The compositional layout visits a section band by band (items, then badges): it holds
  /// none of the 100,000 badges it has yet to visit while it visits the items, nor the items
  /// once it reaches the badges (holding either band would be some 13 MB). The window is the
  /// visit of the items, a second in a debug build: a test beside this one may allocate in
  /// it, so the least of up to three visits is held to the ceiling.
  @Test func aCompositionalSectionHoldsNoBandOfElements() throws {
    let layout = try layout(Self.compositional, items: 100_000)
    var least = Int.max
    for _ in 0..<3 where least >= 4 * Self.ceiling {
      let measured: Int? = growth(visiting: layout) { $0.kind.rawValue == "badge" }
      least = min(least, try #require(measured))
    }
    #expect(least < 4 * Self.ceiling, "held \(least) bytes at the first badge")
  }
}
