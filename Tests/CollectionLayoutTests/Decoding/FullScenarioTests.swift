import CollectionLayout
import Testing

@Suite struct FullScenarioTests {
  @Test func realisticScenarioDecodesToTheExpectedValue() throws {
    let json = """
      {
        "version": 1,
        "viewport": {"width": 768, "height": 1024},
        "contentInset": {"top": 64, "left": 0, "bottom": 49, "right": 0},
        "displayScale": 2,
        "metrics": {
          "rowHeight": 44,
          "columns": 1,
          "padding": {"top": 0, "left": 0, "bottom": 20, "right": 0},
          "separators": {"row": true, "section": true, "insets": {"left": 15, "right": 0}},
          "backgroundColor": "#FFFFFF",
          "selectedBackgroundColor": "#D9D9D9",
          "separatorColor": "#C8C7CC"
        },
        "globalHeaders": [{"height": 100, "pinned": true, "backgroundColor": "#F7F7F7F0"}],
        "sections": [
          {
            "items": 7,
            "headers": [{"height": 44, "pinned": true, "padding": {"left": 15, "right": 15}}]
          },
          {
            "items": [{"id": "hero", "height": 200}, {"id": "a"}, {"id": "b"}, {"id": "c"}],
            "metrics": {
              "columns": 3,
              "columnSpacing": 0,
              "rowSpacing": 1,
              "itemOrder": "trailingToLeading",
              "separators": {"row": false, "column": true, "lastSection": false, "thickness": 1}
            },
            "footers": [{"height": 30}]
          },
          {
            "placeholder": {"kind": "loading"},
            "headers": [{"height": 44}]
          }
        ],
        "steps": [
          {"scroll": {"x": 0, "y": 300}},
          {"resize": {"width": 1024, "height": 768}},
          {"scroll": {"x": 0, "y": -64}}
        ],
        "output": {"elements": "all"}
      }
      """
    let expected = Scenario(
      version: 1,
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 768, height: 1024),
        contentInset: LayoutInsets(top: 64, left: 0, bottom: 49, right: 0), displayScale: 2),
      metrics: SectionMetrics(
        rowHeight: 44, columns: 1, padding: LayoutInsets(top: 0, left: 0, bottom: 20, right: 0),
        separators: SeparatorMetrics(
          row: true, section: true, insets: HorizontalInsets(left: 15, right: 0)),
        backgroundColor: LayoutColor(red: 255, green: 255, blue: 255),
        selectedBackgroundColor: LayoutColor(red: 0xD9, green: 0xD9, blue: 0xD9),
        separatorColor: LayoutColor(red: 0xC8, green: 0xC7, blue: 0xCC)),
      globalHeaders: [
        Supplementary(
          height: 100, isPinned: true,
          backgroundColor: LayoutColor(red: 0xF7, green: 0xF7, blue: 0xF7, alpha: 0xF0))
      ],
      sections: [
        LayoutSection(
          items: .count(7),
          headers: [
            Supplementary(
              height: 44, isPinned: true,
              padding: LayoutInsets(top: 0, left: 15, bottom: 0, right: 15))
          ]),
        LayoutSection(
          items: .list([
            Item(id: "hero", height: 200), Item(id: "a"), Item(id: "b"), Item(id: "c"),
          ]),
          metrics: SectionMetrics(
            columns: 3, columnSpacing: 0, rowSpacing: 1, itemOrder: .trailingToLeading,
            separators: SeparatorMetrics(row: false, column: true, lastSection: false, thickness: 1)
          ),
          footers: [Supplementary(height: 30)]),
        LayoutSection(
          items: .count(0), headers: [Supplementary(height: 44)],
          placeholder: Placeholder(kind: .loading)),
      ],
      steps: [
        .scroll(LayoutPoint(x: 0, y: 300)), .resize(LayoutSize(width: 1024, height: 768)),
        .scroll(LayoutPoint(x: 0, y: -64)),
      ],
      output: OutputOptions(elements: .all))
    #expect(try ScenarioDecoder.decode(json) == expected)
  }
}
