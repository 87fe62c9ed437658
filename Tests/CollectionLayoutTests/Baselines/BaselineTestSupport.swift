import CollectionLayout
import Foundation

/// Inputs shared by the baseline tests.
enum BaselineFixtures {
  /// The benchmark's configuration at a small size: 10 sections of `perSection` items in
  /// 2 columns, a pinned header per section and a pinned global header, 768 × 1024 under a
  /// 64-point bar, scale 2; with `ownHeights`, every item has its own height.
  static func benchmarkScenario(perSection: Int, ownHeights: Bool = false) -> Scenario {
    // Typed step by step: as one expression, this took the type checker 9 seconds.
    let sections = (0..<10).map { (section: Int) -> LayoutSection in
      let items: Items
      if ownHeights {
        items = .list(
          (0..<perSection).map { (item: Int) -> Item in
            Item(height: 20 + Double((section * 7 + item * 13) % 61))
          })
      } else {
        items = .count(perSection)
      }
      return LayoutSection(items: items, headers: [Supplementary(height: 40, isPinned: true)])
    }
    return Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 768, height: 1024), contentInset: LayoutInsets(top: 64),
        displayScale: 2),
      metrics: SectionMetrics(rowHeight: 44, columns: 2),
      globalHeaders: [Supplementary(height: 50, isPinned: true)], sections: sections)
  }

  /// Every rule at once: pinned and unpinned global headers, stacked pinned headers, footers,
  /// placeholders with and without a height, backgrounds, every separator, padding, mirrored
  /// columns, items with their own heights, an empty section, at scale 3 with uneven columns.
  static let everyRuleScenario: Scenario = {
    let red = LayoutColor(red: 255, green: 0, blue: 0)
    let grey = LayoutColor(red: 0xEE, green: 0xEE, blue: 0xEE, alpha: 0x80)
    let separators = SeparatorMetrics(
      row: true, column: true, section: true, lastSection: true,
      insets: HorizontalInsets(left: 15, right: 7))
    return Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 480),
        contentInset: LayoutInsets(top: 20, bottom: 10),
        displayScale: 3),
      metrics: SectionMetrics(
        rowHeight: 33.3, columns: 3, columnSpacing: 1, rowSpacing: 2.5,
        padding: LayoutInsets(top: 7, left: 5, bottom: 9, right: 3), separators: separators,
        backgroundColor: red),
      globalHeaders: [
        Supplementary(height: 30, isPinned: true, padding: LayoutInsets(left: 16)),
        Supplementary(height: 25),
        Supplementary(height: 20.5, isPinned: true, backgroundColor: grey),
      ],
      sections: [
        LayoutSection(
          items: .count(7),
          headers: [
            Supplementary(height: 40, isPinned: true), Supplementary(height: 10),
            Supplementary(height: 22.2, isPinned: true, backgroundColor: grey),
          ], footers: [Supplementary(height: 12)]),
        LayoutSection(
          items: .list(
            (0..<11).map { Item(id: "v\($0)", height: $0 % 3 == 0 ? nil : 20 + Double($0)) }),
          metrics: SectionMetrics(columns: 2, itemOrder: .trailingToLeading),
          headers: [Supplementary(height: 44, isPinned: true)]),
        LayoutSection(
          metrics: SectionMetrics(selectedBackgroundColor: grey),
          headers: [Supplementary(height: 30)], footers: [Supplementary(height: 30)],
          placeholder: Placeholder(kind: .noContent, title: "No \"reviews\"", message: "Be\nfirst")
        ),
        LayoutSection(),
        LayoutSection(
          items: .count(5), metrics: SectionMetrics(columns: 4, itemOrder: .trailingToLeading),
          headers: [Supplementary(height: 40, isPinned: true)]),
        LayoutSection(placeholder: Placeholder(kind: .loading, height: 80)),
        LayoutSection(
          items: .count(9),
          metrics: SectionMetrics(separators: SeparatorMetrics(lastSection: false)),
          headers: [Supplementary(height: 40, isPinned: true)]),
      ])
  }()

  /// Offsets from above the top (overscroll) to below the bottom, `step` points apart.
  static func sweep(of layout: GridLayout, step: Double) -> [LayoutPoint] {
    let valid = layout.validContentOffsets.y
    return Array(
      stride(from: valid.lowerBound - 50, through: valid.upperBound + 50, by: step).map {
        LayoutPoint(x: 0, y: $0)
      })
  }

  /// Every scenario of `Tests/Scenarios` that this build decodes, by file name (scenarios with
  /// steps the decoder does not read yet are left out).
  static func goldenScenarios() throws -> [(name: String, scenario: Scenario)] {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let directory = url.appendingPathComponent("Scenarios").path
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") }.sorted()
    return names.compactMap { name in
      let path = (directory as NSString).appendingPathComponent(name)
      let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
      return (try? ScenarioDecoder.decode(bytes)).map { (name, $0) }
    }
  }
}
