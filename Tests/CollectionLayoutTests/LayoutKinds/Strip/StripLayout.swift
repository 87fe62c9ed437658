@testable import CollectionLayoutCore

/// The layout of a throwaway kind of layout, `strip`, which this folder adds whole (layout,
/// step, document kind, drawing) to prove that a kind needs no change outside its folder: a
/// row of `cellCount` cells (`stripCell/i`), `cellWidth` points wide and as tall as the
/// visible content, scrolling horizontally.
///
/// ```text
///  x:  0      w      2w            (n-1)w    n·w
///      ┌──────┬──────┬─────  ···  ─┬────────┐
///      │  0   │  1   │              │  n - 1 │
///      └──────┴──────┴─────  ···  ─┴────────┘
/// ```
struct StripLayout: CollectionViewLayout {
  /// The cells' element kind.
  static let cell: ElementKind = "stripCell"

  var environment: LayoutEnvironment
  /// None: the cells come from the configuration.
  var sections: [LayoutSection] = []
  /// How many cells, 0 or more.
  var cellCount: Int
  /// A cell's width, in points, > 0.
  var cellWidth: Double

  var scrollAxis: ScrollAxis { .horizontal }

  var contentSize: LayoutSize {
    LayoutSize(width: Double(cellCount) * cellWidth, height: environment.visibleContentHeight)
  }

  func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> StripLayout {
    StripLayout(environment: environment, cellCount: cellCount, cellWidth: cellWidth)
  }

  func elements(in rect: LayoutRect?, pins _: Void?, limit: Int) -> [LayoutAttributes] {
    let first = rect.map { max(0, Int(min(max($0.minX / cellWidth, 0), 1e9))) } ?? 0
    let end = rect.map { min(cellCount, Int(min(max($0.maxX / cellWidth, 0), 1e9)) + 1) }
    return (first..<max(first, end ?? cellCount)).compactMap { index in
      ElementID(kind: Self.cell, indexes: [index]).flatMap { attributes(for: $0) }
    }.filter { element in rect.map { element.frame.intersects($0) } ?? true }
  }

  func attributes(for id: ElementID, pins _: Void? = nil) -> LayoutAttributes? {
    guard id.kind == Self.cell, id.indexes.count == 1, (0..<cellCount).contains(id.indexes[0])
    else { return nil }
    let frame = LayoutRect(
      x: Double(id.indexes[0]) * cellWidth, y: 0, width: cellWidth,
      height: environment.visibleContentHeight)
    return LayoutAttributes(id: id, frame: frame, zIndex: 1)
  }

  /// Plays a ``JumpStep``: scrolls so that the cell is at the viewport's left edge, as far as
  /// the content allows, and reports `cell`.
  func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<StripLayout>
  {
    guard let jump = step.value(as: JumpStep.self) else {
      throw StepError(message: "a strip layout does not play \"\(step.name)\" steps")
    }
    guard (0..<cellCount).contains(jump.cell) else {
      throw StepError(message: "jump: expected a cell 0 ..< \(cellCount), got \(jump.cell)")
    }
    let farthest = max(0, contentSize.width - environment.viewport.width)
    let x = min(Double(jump.cell) * cellWidth, farthest)
    return InteractionOutcome(
      layout: self, contentOffset: LayoutPoint(x: x, y: contentOffset.y), action: "jump",
      report: CustomAttributes(distinct: [("cell", .number(Double(jump.cell)))]))
  }
}

/// `{"jump": 5}`: scroll a strip to a cell.
struct JumpStep: LayoutStep {
  static let name = "jump"
  static let layoutKind = "strip"
  /// The cell, from 0.
  var cell: Int
}
