@testable import CollectionLayout

/// Builds a layout from values that must be valid, for tests.
func makeLayout(
  width: Double = 320, height: Double = 480, inset: EdgeInsets = .zero, scale: Double = 2,
  metrics: SectionMetrics = SectionMetrics(), globalHeaders: [Supplementary] = [],
  sections: [Section]
) throws -> GridLayout {
  try GridLayout(
    environment: Environment(
      viewport: Size(width: width, height: height), contentInset: inset, displayScale: scale),
    metrics: metrics, globalHeaders: globalHeaders, sections: sections)
}

extension GridLayout {
  /// The natural frame of `id`, or a frame of NaNs that no expectation matches.
  func frame(_ id: ElementID) -> Rect {
    attributes(for: id)?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
  }

  /// The frame of `id` pinned as at `offset`.
  func frame(_ id: ElementID, atOffsetY offsetY: Double) -> Rect {
    attributes(for: id, contentOffset: Point(x: 0, y: offsetY))?.frame
      ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
  }

  /// The ids of every element, as strings.
  var allIDs: [String] { allElements().map(\.id.description) }
}
