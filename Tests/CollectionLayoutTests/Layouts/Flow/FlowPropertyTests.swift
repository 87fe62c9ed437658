import Testing

@testable import CollectionLayoutCore

/// Random flow layouts against simple models: items never overlap and stay inside their
/// section's insets, every line fits and no line could take its next item, rect queries
/// list what filtering every element lists, and uniform items laid out as a grid's columns
/// land on the grid's frames.
@Suite struct FlowPropertyTests {
  /// SplitMix64: a small deterministic generator, so every run checks the same layouts.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A random layout: 1 to 4 sections, counts or lists of items of random sizes that fit,
  /// random insets, spacings, headers and footers, either direction.
  static func randomLayout(_ generator: inout Generator) throws -> FlowLayout {
    let vertical = Bool.random(using: &generator)
    let environment = LayoutEnvironment(
      viewport: LayoutSize(
        width: Double(Int.random(in: 200...500, using: &generator)),
        height: Double(Int.random(in: 200...500, using: &generator))))
    func inset() -> Double { Double(Int.random(in: 0...20, using: &generator)) }
    let configuration = FlowConfiguration(
      scrollDirection: vertical ? .vertical : .horizontal,
      itemSize: LayoutSize(
        width: Double(Int.random(in: 10...150, using: &generator)),
        height: Double(Int.random(in: 10...150, using: &generator))),
      minimumLineSpacing: Double(Int.random(in: 0...12, using: &generator)),
      minimumInteritemSpacing: Double(Int.random(in: 0...12, using: &generator)) / 2,
      sectionInset: LayoutInsets(top: inset(), left: inset(), bottom: inset(), right: inset()),
      headerReferenceSize: LayoutSize(width: inset(), height: inset()),
      footerReferenceSize: LayoutSize(width: inset(), height: inset()))
    let lineExtent = vertical ? environment.viewport.width : environment.viewport.height
    let inset = configuration.sectionInset
    let lineLength = lineExtent - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
    var sections: [LayoutSection] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let count = Int.random(in: 0...25, using: &generator)
      if Bool.random(using: &generator) {
        sections.append(LayoutSection(items: .count(count)))
        continue
      }
      let items = (0..<count).map { _ in
        let length = Double(Int.random(in: 1...Int(lineLength), using: &generator))
        let thickness = Double(Int.random(in: 5...60, using: &generator))
        return vertical
          ? Item(width: length, height: thickness) : Item(width: thickness, height: length)
      }
      sections.append(LayoutSection(items: .list(items)))
    }
    return try FlowLayout(
      configuration: configuration, environment: environment, sections: sections)
  }

  @Test func itemsNeverOverlapAndStayInsideTheirInsets() throws {
    var generator = Generator(state: 26)
    for _ in 0..<150 {
      let layout = try Self.randomLayout(&generator)
      let inset = layout.configuration.sectionInset
      let vertical = layout.axes.isVertical
      let extent = layout.axes.lineExtent(of: layout.environment)
      let tolerance = 1e-9
      for (section, geometry) in layout.geometries.enumerated() {
        let frames = (0..<geometry.itemCount).compactMap {
          layout.attributes(for: .item(section: section, item: $0), pins: nil)?.frame
        }
        #expect(frames.count == geometry.itemCount)
        for frame in frames {
          let (lower, upper) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
          let (start, end) =
            vertical ? (inset.left, extent - inset.right) : (inset.top, extent - inset.bottom)
          #expect(lower >= start - tolerance && upper <= end + tolerance)
          let (top, bottom) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
          #expect(top >= geometry.contentStart - tolerance)
          #expect(bottom <= geometry.contentEnd + tolerance)
        }
        for first in frames.indices {
          for second in frames.indices where second > first {
            #expect(!frames[first].intersects(frames[second]))
          }
        }
      }
    }
  }

  /// Every line of items of their own sizes fits (A.3), and each line but the last could not
  /// take its next item: the lines are the greedy ones.
  @Test func everyLineFitsAndIsGreedy() throws {
    var generator = Generator(state: 6)
    for _ in 0..<150 {
      let layout = try Self.randomLayout(&generator)
      for geometry in layout.geometries {
        guard case .varied(let lines) = geometry.lines else { continue }
        let metrics = layout.configuration
        let inset = metrics.sectionInset
        let lineLength =
          layout.axes.lineExtent(of: layout.environment) - layout.axes.lineStartInset(of: inset)
          - layout.axes.lineEndInset(of: inset)
        let spacing = metrics.minimumInteritemSpacing
        for line in lines.firstItems.indices {
          let items = lines.items(ofLine: line)
          let used = items.reduce(0) { $0 + lines.lengths[$1] } + Double(items.count - 1) * spacing
          #expect(used <= lineLength + FlowLines.fitTolerance)
          if items.upperBound < lines.lengths.count {
            #expect(used + spacing + lines.lengths[items.upperBound] > lineLength)
          }
        }
      }
    }
  }

  /// A rect query lists exactly the elements of the whole layout that meet the rect, in
  /// order, with or without pins.
  @Test func rectQueriesMatchFilteringEveryElement() throws {
    var generator = Generator(state: 2026)
    for _ in 0..<100 {
      var layout = try Self.randomLayout(&generator)
      if Bool.random(using: &generator) {
        var configuration = layout.configuration
        configuration.sectionHeadersPinToVisibleBounds = true
        configuration.sectionFootersPinToVisibleBounds = true
        layout = try FlowLayout(
          configuration: configuration, environment: layout.environment,
          sections: layout.sections)
      }
      let content = layout.contentSize
      let offset = LayoutPoint(
        x: Double.random(in: -50...max(0, content.width), using: &generator),
        y: Double.random(in: -50...max(0, content.height), using: &generator))
      let pins = layout.pinPass(at: offset)
      let rect = LayoutRect(
        origin: offset,
        size: LayoutSize(
          width: Double.random(in: 1...400, using: &generator),
          height: Double.random(in: 1...400, using: &generator)))
      let all = layout.elements(in: nil, pins: pins, limit: .max)
      #expect(all.map(\.id) == all.map(\.id).sorted())
      let expected = all.filter { $0.frame.intersects(rect) }
      #expect(layout.elements(in: rect, pins: pins, limit: .max) == expected)
      for element in all {
        #expect(layout.attributes(for: element.id, pins: pins) == element)
      }
    }
  }

  /// Where UIKit's rules coincide with a grid's: uniform items exactly as wide as a grid's
  /// columns fill each line exactly, so the justified gap is the minimum spacing, and the
  /// last line keeps the columns. 3 columns of 100 in 320 points with 10 between them, rows
  /// of 100 with 10 between them: the grid's column edges are whole points, so its pixel
  /// snapping moves nothing.
  @Test func uniformItemsAsWideAsAGridsColumnsLandOnTheGrid() throws {
    let environment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))
    let grid = try GridLayout(
      environment: environment,
      metrics: SectionMetrics(rowHeight: 100, columns: 3, columnSpacing: 10, rowSpacing: 10),
      sections: [LayoutSection(items: .count(7)), LayoutSection(items: .count(5))])
    let flow = try FlowLayout(
      configuration: FlowConfiguration(
        itemSize: LayoutSize(width: 100, height: 100), minimumLineSpacing: 10,
        minimumInteritemSpacing: 10),
      environment: environment,
      sections: [LayoutSection(items: .count(7)), LayoutSection(items: .count(5))])
    let gridItems = grid.elements(in: nil, pins: nil, limit: .max).filter { $0.id.kind == .item }
    let flowItems = flow.elements(in: nil, pins: nil, limit: .max)
    #expect(gridItems.map(\.id) == flowItems.map(\.id))
    #expect(gridItems.map(\.frame) == flowItems.map(\.frame))
    #expect(grid.contentSize == flow.contentSize)
  }
}
