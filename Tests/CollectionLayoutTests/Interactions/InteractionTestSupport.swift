@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Scenarios and readings for the interaction tests.
enum Interactions {
  /// The drag cases of the reference (`next-capabilities.md` E): one section of 9 items in 3
  /// columns on 320 points at display scale 1 (columns x 0, 107, 213, widths 107, 106, 107),
  /// rows 100 tall, a viewport 480 tall.
  static func grid(
    items: Int = 9, columns: Int = 3, height: Double = 480, steps: [ScenarioStep] = [],
    metrics: SectionMetrics = SectionMetrics(), sections extra: [LayoutSection] = [],
    output: OutputOptions = OutputOptions()
  ) -> Scenario {
    Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: height), displayScale: 1),
      metrics: SectionMetrics(rowHeight: 100, columns: columns).overriding(metrics),
      sections: [LayoutSection(items: .count(items))] + extra, steps: steps, output: output)
  }

  /// `item/S/I`.
  static func item(_ section: Int, _ item: Int) -> ElementID {
    .item(section: section, item: item)
  }

  /// `[S, I]`.
  static func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }
}

extension FrameStep {
  /// The listed element `id`, if listed.
  func element(_ id: ElementID) -> LayoutAttributes? {
    elements.first { $0.id == id }
  }

  /// The frame of listed element `id`, or NaNs.
  func frame(_ id: ElementID) -> LayoutRect {
    element(id)?.frame ?? LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)
  }

  /// The ids listed, as strings.
  var ids: [String] { elements.map(\.id.description) }
}

extension ElementID {
  /// Parses `kind/1/2`, for tests.
  static func named(_ text: String) -> ElementID {
    ElementID(text) ?? .item(section: -1, item: -1)
  }
}
