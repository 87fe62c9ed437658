import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The settings every kind shares (`SectionSettings`): their cascade, how a layout of any kind
/// answers them, and the element count the output limit asks a kind for.
@Suite struct SectionSettingsTests {
  static let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 320, height: 480), displayScale: 2)
  static let delete = EditAction(title: "Delete", width: 80)
  static let flag = EditAction(title: "Flag", width: 60)

  @Test func aSetValueWinsFalseAndAnEmptyListIncluded() {
    let inherited = SectionSettings(allowsReorder: true, editActions: [Self.delete])
    #expect(SectionSettings().overriding(inherited) == inherited)
    #expect(
      SectionSettings(allowsReorder: false, editActions: []).overriding(inherited)
        == SectionSettings(allowsReorder: false, editActions: []))
    #expect(
      SectionSettings(editActions: [Self.flag]).overriding(inherited)
        == SectionSettings(allowsReorder: true, editActions: [Self.flag]))
    #expect(SectionSettings().isEmpty && !inherited.isEmpty)
  }

  @Test func theGridsMetricsHoldTheSettingsUnderTheirOwnKeys() {
    var metrics = SectionMetrics(columns: 2, allowsReorder: false, editActions: [Self.delete])
    #expect(metrics.settings == SectionSettings(allowsReorder: false, editActions: [Self.delete]))
    metrics.settings.allowsReorder = nil
    #expect(metrics.allowsReorder == nil && metrics.columns == 2)
    var section = LayoutSection(items: .count(3), metrics: metrics)
    section.settings.editActions = [Self.flag]
    #expect(section.metrics.editActions == [Self.flag] && section.metrics.columns == 2)
    #expect(
      LayoutSection(items: .count(3), settings: SectionSettings(allowsReorder: false))
        == LayoutSection(items: .count(3), metrics: SectionMetrics(allowsReorder: false)))
  }

  @Test func theGridCascadesItsDefaultMetricsSettings() throws {
    let layout = try GridLayout(
      environment: Self.environment,
      metrics: SectionMetrics(rowHeight: 50, allowsReorder: false, editActions: [Self.delete]),
      sections: [
        LayoutSection(items: .count(2), settings: SectionSettings(editActions: [Self.flag])),
        LayoutSection(items: .count(2), metrics: SectionMetrics(columns: 2, allowsReorder: true)),
      ])
    #expect(
      layout.sectionSettings(ofSection: 0)
        == SectionSettings(allowsReorder: false, editActions: [Self.flag]))
    #expect(
      layout.sectionSettings(ofSection: 1)
        == SectionSettings(allowsReorder: true, editActions: [Self.delete]))
    #expect(layout.sectionSettings(ofSection: 2) == nil)
    #expect(layout.swipeActions(ofSection: 1, at: .trailing) == [Self.delete])
  }

  @Test func aLayoutWithoutDefaultsAnswersEachSectionsOwnSettings() {
    let carousel = Carousel(
      environment: Self.environment,
      sections: [
        LayoutSection(items: .count(3), settings: SectionSettings(editActions: [Self.delete])),
        LayoutSection(items: .count(2)),
      ])
    #expect(carousel.sectionSettings(ofSection: 0) == SectionSettings(editActions: [Self.delete]))
    #expect(carousel.sectionSettings(ofSection: 1) == SectionSettings())
    #expect(carousel.sectionSettings(ofSection: -1) == nil)
    #expect(carousel.swipeActions(ofSection: 0, at: .trailing) == [Self.delete])
    #expect(carousel.swipeActions(ofSection: 1, at: .trailing).isEmpty)
  }

  @Test func theOutputLimitCountsWhatEachKindLists() {
    let sections = [
      LayoutSection(
        items: .count(5),
        metrics: SectionMetrics(columns: 2, separators: SeparatorMetrics(row: true)),
        headers: [Supplementary(height: 20)], footers: [Supplementary(height: 10)]),
      LayoutSection(placeholder: Placeholder(kind: .loading)),
    ]
    // The grid: header, 5 items, 2 row separators (3 rows), footer; a placeholder.
    let grid = Scenario(environment: Self.environment, sections: sections)
    #expect(grid.layout.layoutKind.elementCount(of: grid) == SaturatingCount(10))
    // Any other kind, by default: headers, footers, and placeholder or items.
    let flow = Scenario(
      environment: Self.environment, sections: sections, layout: .flow(FlowConfiguration()))
    #expect(flow.layout.layoutKind.elementCount(of: flow) == SaturatingCount(8))
  }
}
