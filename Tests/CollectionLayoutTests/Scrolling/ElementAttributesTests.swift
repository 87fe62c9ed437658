import CollectionLayoutBaselines
import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The renderer's per-frame query: common attributes, trivially copyable, into a reused buffer;
/// the same elements as the full attributes, for every kind of layout.
@Suite struct ElementAttributesTests {
  @Test func theBufferQueryListsTheCommonAttributesOfEveryGoldenLayout() throws {
    var checked = 0
    for (name, scenario) in try BaselineFixtures.goldenScenarios() {
      let layout = try scenario.makeLayout()
      checked += try compareQueries(of: layout, name: name)
    }
    #expect(checked > 1_000)
  }

  /// Compares the buffer queries with the full ones over a sweep of offsets; returns the number
  /// of elements compared.
  private func compareQueries(of layout: some CollectionViewLayout, name: String) throws -> Int {
    var buffer: [ElementAttributes] = []
    var compared = 0
    let valid = layout.validContentOffsets
    let axisIsVertical = layout.scrollAxis == .vertical
    let range = axisIsVertical ? valid.y : valid.x
    let step = max(13.7, (range.upperBound - range.lowerBound) / 40)
    for position in stride(from: range.lowerBound - 40, through: range.upperBound + 40, by: step) {
      let offset =
        axisIsVertical
        ? LayoutPoint(x: valid.x.lowerBound, y: position)
        : LayoutPoint(x: position, y: valid.y.lowerBound)
      layout.visibleElements(at: offset, into: &buffer)
      let full = layout.visibleElements(at: offset)
      #expect(buffer == full.map(\.common), "\(name) at \(offset)")
      #expect(
        buffer.map(\.hasRareAttributes)
          == full.map {
            $0.placeholder != nil || !$0.customAttributes.isEmpty || $0.transform != nil
          },
        "\(name) at \(offset)")
      compared += buffer.count
    }
    return compared
  }

  @Test func theBufferIsEmptiedFirstAndKeepsItsStorage() throws {
    let layout = try makeLayout(
      sections: [LayoutSection(items: .count(40)), LayoutSection(items: .count(40))])
    var buffer: [ElementAttributes] = []
    layout.visibleElements(at: LayoutPoint(x: 0, y: 0), into: &buffer)
    #expect(buffer.count == 11)
    let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
    layout.visibleElements(at: LayoutPoint(x: 0, y: 1_000), into: &buffer)
    #expect(buffer == layout.visibleElements(at: LayoutPoint(x: 0, y: 1_000)).map(\.common))
    // The same storage, filled again: nothing allocated for a step of the same size.
    #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage)
    layout.elements(
      in: LayoutRect(x: 0, y: 0, width: 320, height: 44), contentOffset: LayoutPoint(x: 0, y: 0),
      into: &buffer)
    #expect(buffer.map(\.id) == [.item(section: 0, item: 0)])
  }

  @Test func itemsAreTestedAgainstTheRectAsEveryOtherElementIs() throws {
    // A rect reaching to infinity has a NaN edge (-inf + inf): `min` and `max` answer by the
    // order of their operands, so every element must be tested the same way round.
    let layout = try makeLayout(
      sections: [
        LayoutSection(
          items: .count(3), headers: [Supplementary(height: 20)],
          footers: [Supplementary(height: 20)])
      ])
    let rect = LayoutRect(x: -.infinity, y: 0, width: .infinity, height: 480)
    let natural = layout.elements(in: rect)
    var buffer: [ElementAttributes] = []
    layout.elements(in: rect, contentOffset: LayoutPoint(x: 0, y: 0), into: &buffer)
    #expect(buffer.map(\.id) == natural.map(\.id))
    #expect(
      natural.map(\.id) == [
        .header(section: 0, index: 0), .item(section: 0, item: 0), .item(section: 0, item: 1),
        .item(section: 0, item: 2), .footer(section: 0, index: 0),
      ])
  }

  @Test func rareAttributesAreFlaggedOnTheCommonPart() throws {
    var custom = CustomAttributes()
    custom["tag"] = .string("hero")
    let layout = try makeLayout(
      globalHeaders: [Supplementary(height: 30, customAttributes: custom)],
      sections: [
        LayoutSection(
          items: .count(2), headers: [Supplementary(height: 20)],
          footers: [Supplementary(height: 20, customAttributes: custom)]),
        LayoutSection(items: .count(0), placeholder: Placeholder(kind: .noContent, title: "None")),
      ])
    var buffer: [ElementAttributes] = []
    layout.visibleElements(at: LayoutPoint(x: 0, y: 0), into: &buffer)
    let flagged = buffer.filter(\.hasRareAttributes).map(\.id)
    #expect(
      flagged == [.globalHeader(index: 0), .footer(section: 0, index: 0), .placeholder(section: 1)])

    var attributes = LayoutAttributes(
      id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 0, width: 1, height: 1),
      zIndex: 1)
    #expect(!attributes.common.hasRareAttributes)
    attributes.customAttributes = custom
    #expect(attributes.common.hasRareAttributes)
    attributes.customAttributes = CustomAttributes()
    #expect(!attributes.common.hasRareAttributes)
    #expect(LayoutAttributes(attributes.common) == attributes)
  }

  /// `LayoutAttributes.initialize(_:common:)` writes each stored property of uninitialized
  /// memory in place: a stored property added without it would be left uninitialized. The
  /// attributes hold exactly the two it writes, and what it writes equals the initialiser's.
  @Test func inPlaceInitializationWritesEveryStoredProperty() {
    let common = ElementAttributes(
      id: .item(section: 2, item: 7),
      frame: LayoutRect(x: 10, y: 20, width: 30, height: 40), zIndex: 3, alpha: 0.5,
      columnIndex: 1, padding: LayoutInsets(top: 4), hasRareAttributes: true)
    let labels = Mirror(reflecting: LayoutAttributes(common)).children.map(\.label)
    #expect(labels == ["common", "rare"])
    let memory = UnsafeMutablePointer<LayoutAttributes>.allocate(capacity: 1)
    defer { memory.deallocate() }
    LayoutAttributes.initialize(memory, common: common)
    #expect(memory.move() == LayoutAttributes(common))
  }
}
