@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A throwaway layout whose sections scroll on their own: each section is a shelf, one row of
/// square cells (`item/S/I`, `cellSide` points), as wide as the viewport, stacked top to
/// bottom; each shelf has its own content offset (a ``SectionScroller``), as a compositional
/// section with an orthogonal scrolling behaviour has.
///
/// ```text
///  y 0       ┌─────────────── viewport ───────────────┐
///            │ item/0/0 │ item/0/1 │ item/0/2 │ item/0/│3 ...   shelf 0, offset 0
///  y side    ├──────────────────────────────────────────┤
///       item/1/1 │ item/1/2 │ item/1/3 │ ...                     shelf 1, offset side
/// ```
struct ShelfLayout: CollectionViewLayout {
  var environment: LayoutEnvironment
  var sections: [LayoutSection]
  /// A cell's side, in points, > 0.
  var cellSide: Double
  /// Each shelf's content offset along x, in points; 0 for a shelf not scrolled.
  var offsets: [Int: Double] = [:]

  var contentSize: LayoutSize {
    LayoutSize(width: environment.viewport.width, height: Double(sections.count) * cellSide)
  }

  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> ShelfLayout {
    ShelfLayout(environment: environment, sections: sections, cellSide: cellSide, offsets: offsets)
  }

  func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
    sections.indices.flatMap { section in
      (0..<sections[section].items.count).compactMap { item in
        attributes(for: .item(section: section, item: item))
      }
    }.filter { element in rect.map { element.frame.intersects($0) } ?? true }
  }

  func attributes(for id: ElementID, pins _: Void? = nil) -> LayoutAttributes? {
    guard id.kind == .item, sections.indices.contains(id.indexes[0]),
      (0..<sections[id.indexes[0]].items.count).contains(id.indexes[1])
    else { return nil }
    let section = id.indexes[0]
    let frame = LayoutRect(
      x: Double(id.indexes[1]) * cellSide - (offsets[section] ?? 0),
      y: Double(section) * cellSide, width: cellSide, height: cellSide)
    return LayoutAttributes(id: id, frame: frame, zIndex: 1)
  }

  var sectionScrollers: [SectionScroller] {
    sections.indices.map { section in
      SectionScroller(
        section: section,
        frame: LayoutRect(
          x: 0, y: Double(section) * cellSide, width: environment.viewport.width,
          height: cellSide),
        contentSize: LayoutSize(
          width: Double(sections[section].items.count) * cellSide, height: cellSide),
        contentOffset: LayoutPoint(x: offsets[section] ?? 0, y: 0))
    }
  }

  func scrolled(section: Int, to contentOffset: LayoutPoint) -> ShelfLayout {
    var scrolled = self
    scrolled.offsets[section] = contentOffset.x
    return scrolled
  }

  func settled(at contentOffset: LayoutPoint) -> SettledLayout<ShelfLayout> {
    SettledLayout(layout: self, report: SectionScroller.report(sectionScrollers))
  }
}

/// `"layout": {"kind": "shelf", "cellSide": 100}`: the document side of ``ShelfLayout``,
/// registered only by the tests that read with it.
enum ShelfLayoutKind: LayoutKind {
  struct Configuration: Hashable, Sendable {
    var cellSide = 100.0
  }

  static let name = "shelf"
  static let configurationKeys = ["cellSide"]
  static let defaultConfiguration = Configuration()

  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    configuration.cellSide = try reader.number() ?? 100
  }

  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {}

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    ShelfLayout(
      environment: scenario.environment, sections: scenario.sections,
      cellSide: configuration.cellSide)
  }

  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    [Count(value: scenario.sections.count, noun: "shelf")]
  }
}
