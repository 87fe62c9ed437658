import Testing

@testable import CollectionLayoutCore

/// Lazy grids against simple models, over random grid items, widths and items: tracks never
/// overlap and span the drawn width; every item lies within its track and its row; a grid of
/// one flexible column is a lazy stack; rect queries find what the full listing filtered
/// finds. (Display events replaying the visible set: `DisplayTrackerPropertyTests`, over the
/// lazy goldens.)
@Suite struct LazyPropertyTests {
  static func randomItem(_ random: inout SeededRandom) -> GridItem {
    let spacing: Double? =
      Bool.random(using: &random) ? nil : Double(Int.random(in: 0...12, using: &random))
    let alignment = LayoutAlignment.allCases.randomElement(using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return GridItem(
        .fixed(Double(Int.random(in: 0...120, using: &random))), spacing: spacing,
        alignment: alignment)
    case 1:
      let minimum = Double(Int.random(in: 0...150, using: &random))
      let maximum =
        Bool.random(using: &random)
        ? Double.infinity : minimum + Double(Int.random(in: 0...200, using: &random))
      return GridItem(
        .flexible(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
    default:
      let minimum = Double(Int.random(in: 1...150, using: &random))
      let maximum =
        Bool.random(using: &random)
        ? Double.infinity : minimum + Double(Int.random(in: 0...200, using: &random))
      return GridItem(
        .adaptive(minimum: minimum, maximum: maximum), spacing: spacing, alignment: alignment)
    }
  }

  /// Each item's tracks lie inside the item's place in the render pass (its start, then its
  /// length and spacing), in order, without overlapping; the item places span the drawn
  /// length from the origin. One pixel (0.5 point at scale 2) of snapping allowed.
  @Test(arguments: 0..<200)
  func tracksNeverOverlapAndSpanTheDrawnWidth(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &* 0x9E37)
    let items = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.randomItem(&random) }
    let proposal = Double(Int.random(in: 100...1400, using: &random))
    let columns = GridColumns(items: items, proposedLength: proposal, alignment: 0.5)
    let pass = GridColumns.pass(items, in: columns.reportedLength)
    let pixel = 0.5
    var start = columns.origin
    var previousEnd = -Double.infinity
    for (index, item) in items.enumerated() {
      let length = pass.lengths[index]
      for track in columns.tracks where track.item == index {
        #expect(
          track.origin >= start - pixel
            && track.origin + track.length <= start + max(0, length) + pixel)
        #expect(track.origin >= previousEnd - 1e-9, "tracks overlap: \(items) in \(proposal)")
        previousEnd = track.origin + track.length
      }
      start += length + item.resolvedSpacing
    }
    let end = start - items[items.count - 1].resolvedSpacing
    #expect(abs(end - columns.origin - columns.drawnLength) < 1e-6)
    #expect(abs(pass.total - columns.drawnLength) < 1e-9)
  }

  /// Every item of a random grid lies within its track across the scroll axis, and within its
  /// row along it, when it is no wider than its track; rows do not overlap.
  @Test(arguments: 0..<60)
  func everyItemLiesWithinItsColumnAndRow(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 77)
    let columns = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      GridItem(
        [
          .fixed(Double(Int.random(in: 40...120, using: &random))), .flexible(minimum: 10),
          .adaptive(minimum: Double(Int.random(in: 30...100, using: &random))),
        ].randomElement(
          using: &random)!, alignment: LayoutAlignment.allCases.randomElement(using: &random))
    }
    let items = (0..<Int.random(in: 1...40, using: &random)).map { _ -> Item in
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return Item(height: Double(Int.random(in: 1...120, using: &random)))
      case 1: return Item(width: Double(Int.random(in: 1...30, using: &random)), height: 20)
      default: return Item(aspectRatio: Double(Int.random(in: 1...30, using: &random)) / 10)
      }
    }
    let width = Double(Int.random(in: 280...1000, using: &random))
    let layout = try LazyGridLayout(
      configuration: .lazyVGrid(
        columns: columns, spacing: Double(Int.random(in: 0...10, using: &random))),
      environment: LayoutEnvironment(viewport: LayoutSize(width: width, height: 600)),
      sections: [LayoutSection(items: .list(items))])
    let perRow = layout.tracks.count
    let geometry = layout.geometries[0]
    var previousRowEnd = -Double.infinity
    for row in 0..<geometry.rows.count {
      let (start, length) = geometry.rows.row(row)
      #expect(start >= previousRowEnd)
      previousRowEnd = start + length
    }
    for index in items.indices {
      let frame = try #require(layout.attributes(for: .item(section: 0, item: index), pins: nil))
        .frame
      let track = layout.tracks[index % perRow]
      let row = geometry.rows.row(index / perRow)
      if frame.width <= track.length {
        #expect(
          frame.minX >= track.origin - 1e-9 && frame.maxX <= track.origin + track.length + 1e-9)
      }
      #expect(frame.minY >= row.start - 1e-9 && frame.maxY <= row.start + row.length + 1e-9)
    }
  }

  /// A `LazyVGrid` of one `flexible(minimum: 0)` column aligned like a `LazyVStack` lays out
  /// exactly as the stack: the same elements at the same frames, pinned headers included.
  @Test(arguments: 0..<40)
  func aGridOfOneFlexibleColumnIsALazyStack(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 1000)
    let alignment = [LayoutAlignment.leading, .center, .trailing].randomElement(using: &random)!
    let spacing = Double(Int.random(in: 0...12, using: &random))
    let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      LayoutSection(
        items: Bool.random(using: &random)
          ? .count(Int.random(in: 0...12, using: &random))
          : .list(
            (0..<Int.random(in: 0...12, using: &random)).map { _ in
              Item(
                width: Bool.random(using: &random)
                  ? Double(Int.random(in: 10...200, using: &random)) : nil,
                height: Double(Int.random(in: 10...90, using: &random)))
            }),
        layout: LazySectionLayout(
          header: Bool.random(using: &random) ? 30 : nil,
          footer: Bool.random(using: &random) ? 20 : nil))
    }
    let screen = LayoutEnvironment(viewport: LayoutSize(width: 375, height: 500))
    let stack = try LazyStackLayout(
      configuration: .lazyVStack(
        alignment: alignment, spacing: spacing, pinnedViews: [.sectionHeaders, .sectionFooters]),
      environment: screen, sections: sections)
    let grid = try LazyGridLayout(
      configuration: .lazyVGrid(
        columns: [GridItem(.flexible(minimum: 0), alignment: alignment)], spacing: spacing,
        pinnedViews: [.sectionHeaders, .sectionFooters]),
      environment: screen, sections: sections)
    #expect(grid.contentSize == stack.contentSize)
    for offset in [0.0, 137, 400] {
      let point = LayoutPoint(x: 0, y: offset)
      let fromStack = stack.elements(in: nil, pins: stack.pinPass(at: point), limit: .max)
      let fromGrid = grid.elements(in: nil, pins: grid.pinPass(at: point), limit: .max)
      #expect(fromStack.map(\.id) == fromGrid.map(\.id))
      #expect(fromStack.map(\.frame) == fromGrid.map(\.frame))
    }
  }

  /// A rect query over a million uniform items finds what the arithmetic says, without
  /// listing the rest; laying out is one pass over sections.
  @Test func aMillionUniformItems() throws {
    let layout = try LazyGridLayout(
      configuration: .lazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 2),
      environment: LayoutEnvironment(viewport: LayoutSize(width: 375, height: 800)),
      sections: [LayoutSection(items: .count(1_000_000))])
    // 4 columns; rows of 44, 46 apart: 250,000 rows; the content ends at 249,999 · 46 + 44.
    #expect(layout.contentSize.height == 249_999 * 46 + 44)
    let rect = LayoutRect(x: 0, y: 46 * 100_000, width: 375, height: 800)
    let found = layout.elements(in: rect, pins: nil, limit: .max)
    #expect(found.count == 18 * 4)
    #expect(found.first?.id == .item(section: 0, item: 400_000))
  }
}
