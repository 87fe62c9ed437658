import CollectionLayout
import CollectionLayoutCommandLine

/// A kind written as a package outside this one writes it: this file imports the public
/// interface only (no `@testable`), so it compiles only while that interface is enough. A row
/// of `count` squares (`rowSquare/i`), `side` points a side, along the top of the viewport.
enum RowLayoutKind: LayoutKind {
  struct Configuration: Hashable, Sendable {
    var count = 0
    var side = 50.0
    /// Where square 0 is, in points.
    var origin = LayoutPoint.zero
    /// The size of the last square; `nil`: a square of `side`.
    var last: LayoutSize? = nil
    /// `"left"` or `"right"`: which end square 0 is at.
    var start = "left"
  }

  static let name = "row"
  static let configurationKeys = ["count", "side", "origin", "last", "start", "note"]
  static let requiredKeys = ["count"]
  static let defaultConfiguration = Configuration()

  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout LayoutValueReader
  ) throws(DocumentReadingStop) {
    switch key {
    case "count": configuration.count = try reader.integer() ?? configuration.count
    case "origin": configuration.origin = try reader.point() ?? configuration.origin
    case "last": configuration.last = try reader.size()
    case "start": configuration.start = try reader.string(among: ["left", "right"]) ?? "left"
    case "note": break  // Left unread: skipped.
    default: configuration.side = try reader.number() ?? configuration.side
    }
  }

  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout ScenarioChecker
  ) {
    checker.refuseSectionData(
      of: scenario, kind: name, items: "its squares are layout.count", inset: "none")
    if !(0...100).contains(configuration.count) {
      checker.report(
        "expected 0 ... 100 squares, got \(configuration.count)",
        at: ValueLocation("layout")["count"])
    }
  }

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    RowLayout(
      environment: scenario.environment, count: configuration.count, side: configuration.side)
  }

  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    [Count(value: configuration.count, noun: "square")]
  }
}

/// The layout of ``RowLayoutKind``: square `i` at x = i · side, y = 0.
struct RowLayout: CollectionViewLayout {
  static let square: ElementKind = "rowSquare"

  var environment: LayoutEnvironment
  var sections: [LayoutSection] { [] }
  var count: Int
  var side: Double

  var contentSize: LayoutSize {
    LayoutSize(width: environment.viewport.width, height: environment.viewport.height)
  }

  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> RowLayout {
    RowLayout(environment: environment, count: count, side: side)
  }

  func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
    (0..<count).compactMap { ElementID(kind: Self.square, indexes: [$0]) }
      .compactMap { attributes(for: $0) }
      .filter { element in rect.map { element.frame.intersects($0) } ?? true }
  }

  func attributes(for id: ElementID, pins _: Void? = nil) -> LayoutAttributes? {
    guard id.kind == Self.square, id.indexes.count == 1, (0..<count).contains(id.indexes[0])
    else { return nil }
    let frame = LayoutRect(x: Double(id.indexes[0]) * side, y: 0, width: side, height: side)
    return LayoutAttributes(id: id, frame: frame, zIndex: 1)
  }
}

/// Labels each square `square i` in pictures.
struct RowDrawing: LayoutDrawing {
  init(elements: [DrawnElement]) {}

  func style(_ box: inout FrameScene.Box, attributes: LayoutAttributes, element: DrawnElement)
    -> Bool
  {
    if box.id.kind == RowLayout.square, let index = box.id.indexes.first {
      box.label = "square \(index)"
    }
    return true
  }
}
