import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Builds a layout from values that must be valid, for tests.
func makeLayout(
  width: Double = 320, height: Double = 480, inset: LayoutInsets = .zero, scale: Double = 2,
  metrics: SectionMetrics = SectionMetrics(), globalHeaders: [Supplementary] = [],
  sections: [LayoutSection]
) throws -> GridLayout {
  try GridLayout(
    environment: LayoutEnvironment(
      viewport: LayoutSize(width: width, height: height), contentInset: inset, displayScale: scale),
    metrics: metrics, globalHeaders: globalHeaders, sections: sections)
}

extension GridLayout {
  /// The natural frame of `id`, or a frame of NaNs that no expectation matches.
  func frame(_ id: ElementID) -> LayoutRect {
    attributes(for: id)?.frame ?? LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)
  }

  /// The frame of `id` pinned as at `offset`.
  func frame(_ id: ElementID, atOffsetY offsetY: Double) -> LayoutRect {
    attributes(for: id, contentOffset: LayoutPoint(x: 0, y: offsetY))?.frame
      ?? LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)
  }

  /// The ids of every element, as strings.
  var allIDs: [String] { allElements().map(\.id.description) }
}

/// Expects `layout` and `reference` to list the same elements in a 320 x 480 point rect, with
/// the same pins, at each vertical content offset of `offsets` (points).
func expectSameElements(
  _ layout: GridLayout, _ reference: GridLayout, atOffsets offsets: [Double],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for offset in offsets {
    let point = LayoutPoint(x: 0, y: offset)
    let rect = LayoutRect(x: 0, y: offset, width: 320, height: 480)
    #expect(
      layout.elements(in: rect, contentOffset: point)
        == reference.elements(in: rect, contentOffset: point),
      "at offset \(offset)", sourceLocation: sourceLocation)
  }
}
