import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct FramesWriterTests {
  private static let environment = LayoutEnvironment(
    viewport: LayoutSize(width: 768, height: 1024), contentInset: LayoutInsets(top: 64),
    displayScale: 2)

  @Test func writesTheExactText() {
    let frames = FramesDocument(
      environment: Self.environment,
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: LayoutSize(width: 768, height: 1024),
          contentOffset: LayoutPoint(x: 0, y: -64),
          contentSize: LayoutSize(width: 768, height: 3120),
          elements: [
            LayoutAttributes(
              id: .globalHeader(index: 0), frame: LayoutRect(x: 0, y: 0, width: 768, height: 60),
              zIndex: 1001, isPinned: false),
            LayoutAttributes(
              id: .item(section: 0, item: 0),
              frame: LayoutRect(x: 0, y: 44, width: 384, height: 44),
              zIndex: 1, columnIndex: 0,
              backgroundColor: LayoutColor(red: 255, green: 255, blue: 255)),
          ]),
        FrameStep(
          index: 1, action: .scroll, viewport: LayoutSize(width: 768, height: 1024),
          contentOffset: LayoutPoint(x: -0.0, y: 106.66666),
          contentSize: LayoutSize(width: 768, height: 3120),
          elements: [
            LayoutAttributes(
              id: .item(section: 0, item: 1),
              frame: LayoutRect(x: 384, y: 44, width: 384.0005, height: 2.0 / 3.0), zIndex: 1)
          ]),
      ])
    let expected = """
      {"format": "collection-layout/frames", "version": 1,
       "viewport": {"width": 768, "height": 1024},
       "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0},
       "displayScale": 2,
       "steps": [
        {"index": 0, "action": "initial",
         "viewport": {"width": 768, "height": 1024},
         "contentOffset": {"x": 0, "y": -64},
         "contentSize": {"width": 768, "height": 3120},
         "elements": [
          {"id": "globalHeader/0", "kind": "globalHeader", "frame": [0, 0, 768, 60], "zIndex": 1001, "alpha": 1, "hidden": false, "pinned": false},
          {"id": "item/0/0", "kind": "item", "frame": [0, 44, 384, 44], "zIndex": 1, "alpha": 1, "hidden": false, "columnIndex": 0, "backgroundColor": "#FFFFFF"}
         ]},
        {"index": 1, "action": "scroll",
         "viewport": {"width": 768, "height": 1024},
         "contentOffset": {"x": 0, "y": 106.667},
         "contentSize": {"width": 768, "height": 3120},
         "elements": [
          {"id": "item/0/1", "kind": "item", "frame": [384, 44, 384.001, 0.667], "zIndex": 1, "alpha": 1, "hidden": false}
         ]}
       ]}

      """
    #expect(FramesWriter.json(for: frames) == expected)
    #expect(FramesWriter.utf8(for: frames) == Array(expected.utf8))
  }

  @Test func writesEmptyElementsAndEmptySteps() {
    let step = FrameStep(
      index: 0, action: .resize, viewport: LayoutSize(width: 1024, height: 768),
      contentOffset: LayoutPoint(x: 0, y: 0), contentSize: LayoutSize(width: 1024, height: 0),
      elements: [])
    let expected = """
      {"format": "collection-layout/frames", "version": 1,
       "viewport": {"width": 768, "height": 1024},
       "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0},
       "displayScale": 2,
       "steps": [
        {"index": 0, "action": "resize",
         "viewport": {"width": 1024, "height": 768},
         "contentOffset": {"x": 0, "y": 0},
         "contentSize": {"width": 1024, "height": 0},
         "elements": []}
       ]}

      """
    #expect(
      FramesWriter.json(for: FramesDocument(environment: Self.environment, steps: [step]))
        == expected)

    let noSteps = """
      {"format": "collection-layout/frames", "version": 1,
       "viewport": {"width": 768, "height": 1024},
       "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0},
       "displayScale": 2,
       "steps": []}

      """
    #expect(
      FramesWriter.json(for: FramesDocument(environment: Self.environment, steps: [])) == noSteps)
  }

  @Test func writesEveryOptionalAttributeInOrder() {
    let element = LayoutAttributes(
      id: .placeholder(section: 2), frame: LayoutRect(x: 0.5, y: 10, width: 768, height: 200),
      zIndex: 2, alpha: 0.25, isHidden: true, columnIndex: 3, isPinned: true,
      backgroundColor: LayoutColor(red: 0x0A, green: 0xB0, blue: 0xC0),
      selectedBackgroundColor: LayoutColor(red: 1, green: 2, blue: 3, alpha: 0x80),
      padding: LayoutInsets(top: 1, left: 2.5, bottom: 3, right: 4),
      placeholder: PlaceholderContent(
        kind: .noContent, title: "No \"reviews\"", message: "Be\tfirst"))
    var output = FramesOutput()
    output.writeElement(element)
    let expected = #"""
          {"id": "placeholder/2", "kind": "placeholder", "frame": [0.5, 10, 768, 200], "zIndex": 2, "alpha": 0.25, "hidden": true, "columnIndex": 3, "pinned": true, "backgroundColor": "#0AB0C0", "selectedBackgroundColor": "#01020380", "padding": {"top": 1, "left": 2.5, "bottom": 3, "right": 4}, "placeholder": {"kind": "noContent", "title": "No \"reviews\"", "message": "Be\u0009first"}}
      """#
    #expect(String(decoding: output.bytes.array, as: UTF8.self) == expected)
  }

  @Test func writesPlaceholderContentWithoutTitleOrMessage() {
    let element = LayoutAttributes(
      id: .placeholder(section: 0), frame: LayoutRect(x: 0, y: 0, width: 10, height: 100),
      zIndex: 2,
      placeholder: PlaceholderContent(kind: .loading, message: "Wait"))
    var output = FramesOutput()
    output.writeElement(element)
    let expected = """
          {"id": "placeholder/0", "kind": "placeholder", "frame": [0, 0, 10, 100], "zIndex": 2, "alpha": 1, "hidden": false, "placeholder": {"kind": "loading", "message": "Wait"}}
      """
    #expect(String(decoding: output.bytes.array, as: UTF8.self) == expected)
  }

  @Test func escapesStrings() {
    var output = FramesOutput()
    output.string("a\"b\\c/d\n\r\u{0}\u{1F}\u{7F} é 😀")
    #expect(
      String(decoding: output.bytes.array, as: UTF8.self)
        == #""a\"b\\c/d\u000a\u000d\u0000\u001f"# + "\u{7F} é 😀\"")
  }

  @Test(arguments: [
    ElementID.globalHeader(index: 12), .background(section: 3), .header(section: 0, index: 1),
    .placeholder(section: 7), .item(section: 10, item: 250), .rowSeparator(section: 1, row: 4),
    .columnSeparator(section: 2, row: 3, column: 0), .footer(section: 5, index: 0),
    .sectionSeparator(section: 99),
  ])
  func writesIdsAsTheirDescription(id: ElementID) {
    var output = FramesOutput()
    output.elementID(id)
    #expect(String(decoding: output.bytes.array, as: UTF8.self) == id.description)
  }

  /// Names copied a word at a time: every length around the words' ends, after an odd
  /// number of bytes, with nothing of the padding or the stored length kept after them.
  @Test(arguments: [1, 4, 7, 8, 9, 15, 16, 17, 22, 23])
  func writesKindNamesOfEveryLength(length: Int) throws {
    let name = String("abcdefghijklmnopqrstuvw".prefix(length))
    let kind = try #require(ElementKind(rawValue: name))
    var output = FramesOutput()
    output.raw("<")
    output.kindName(kind)
    output.raw(">")
    output.kindName(.item)
    #expect(String(decoding: output.bytes.array, as: UTF8.self) == "<\(name)>item")
  }

  /// Each change kind is written from a literal: the same text as its raw value, quoted.
  @Test(arguments: ChangeKind.allCases)
  func writesEveryChangeKindAsItsRawValue(kind: ChangeKind) {
    let attributes = LayoutAttributes(
      id: .item(section: 0, item: 3), frame: LayoutRect(x: 0, y: 132, width: 320, height: 44),
      zIndex: 0)
    var output = FramesOutput()
    output.writeChange(
      ElementChange(
        change: kind, before: .item(section: 0, item: 3), after: nil, initial: attributes,
        final: attributes))
    let element =
      #"{"id": "item/0/3", "kind": "item", "frame": [0, 132, 320, 44], "zIndex": 0, "alpha": 1, "hidden": false}"#
    #expect(
      String(decoding: output.bytes.array, as: UTF8.self)
        == #"{"change": ""# + kind.rawValue
        + #"", "before": "item/0/3", "after": null, "initial": "#
        + element + #", "final": "# + element + "}")
  }

  @Test(arguments: [
    LayoutColor(red: 0, green: 0, blue: 0), LayoutColor(red: 255, green: 255, blue: 255, alpha: 0),
    LayoutColor(red: 0xC8, green: 0xC7, blue: 0xCC),
    LayoutColor(red: 0x12, green: 0xAB, blue: 0xEF, alpha: 0x9F),
  ])
  func writesColorsAsTheirDescription(color: LayoutColor) {
    var output = FramesOutput()
    output.color(color)
    #expect(String(decoding: output.bytes.array, as: UTF8.self) == "\"\(color.description)\"")
  }
}
