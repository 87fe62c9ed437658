import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The grid's listings written in place against the general code they replace: the rect
/// query's attributes written into the array's storage (``GridLayout/elements(in:pins:limit:)``)
/// against the same visit appended one by one (``GridLayout/elements(in:pins:examined:limit:)``),
/// and the grid's anchor candidates read from common attributes against the default
/// ``CollectionViewLayout/visibleElementsPastAnchorLine(at:where:)`` with the same rule.
@Suite struct GridListingFastPathTests {
  /// Grid scenarios with pinned and unpinned global headers, section headers and footers,
  /// separators, placeholders and masonry sections.
  static let scenarios = [
    "demo", "pinned-and-unpinned-global-headers", "headers-and-footers", "placeholders",
    "masonry-pinned-headers", "navigation-bar-inset",
  ]

  /// A grid whose screen shows about 300 elements: more than the in-place listing makes room
  /// for at first, so its overflow is appended after.
  static func denseGrid() throws -> GridLayout {
    let sections = (0..<6).map { index in
      LayoutSection(
        items: .count(150 + index * 7), headers: [Supplementary(height: 24, isPinned: true)],
        footers: index % 2 == 0 ? [Supplementary(height: 12)] : [])
    }
    return try makeLayout(
      width: 400, height: 800, metrics: SectionMetrics(rowHeight: 10, columns: 4),
      globalHeaders: [Supplementary(height: 30, isPinned: true)], sections: sections)
  }

  static func grids() throws -> [(name: String, layout: GridLayout)] {
    var grids = try scenarios.map { name in
      (name, try #require(StreamedChangesTests.layout(named: name) as? GridLayout, "\(name)"))
    }
    grids.append(("dense", try denseGrid()))
    return grids
  }

  @Test func theListingWrittenInPlaceIsTheListingAppended() throws {
    var random = SeededRandom(seed: 0x6A1D_0045)
    var compared = 0
    var overflowed = 0
    var limited = 0
    for (name, grid) in try Self.grids() {
      let valid = grid.validContentOffsets
      for round in 0..<150 {
        let offset = LayoutPoint(
          x: random.double(valid.x.lowerBound...valid.x.upperBound),
          y: random.double(valid.y.lowerBound...valid.y.upperBound))
        let pins: PinState? = random.chance(0.8) ? grid.pinPass(at: offset) : nil
        let rect: LayoutRect? =
          random.chance(0.1)
          ? nil
          : random.chance(0.5)
            ? grid.visibleRect(at: offset)
            : LayoutRect(
              x: random.double(-50...400), y: offset.y + random.double(-300...900),
              width: random.double(0...500), height: random.double(0...1_500))
        let limit = random.chance(0.7) ? Int.max : random.int(0...80)
        var examined = 0
        let expected = grid.elements(in: rect, pins: pins, examined: &examined, limit: limit)
        let listed = grid.elements(in: rect, pins: pins, limit: limit)
        #expect(listed == expected, "\(name), round \(round): \(String(describing: rect))")
        compared += 1
        if listed.count > GridLayout.screenfulCapacity { overflowed += 1 }
        if listed.count > limit { limited += 1 }
      }
    }
    #expect(compared == 7 * 150)
    #expect(overflowed >= 50, "\(overflowed) listings longer than the room made at first")
    #expect(limited >= 30, "\(limited) listings stopped past their limit")
  }

  @Test func theGridsAnchorsAreTheDefaultsWithTheGridsRule() throws {
    var random = SeededRandom(seed: 0xA7C4_0045)
    var anchors = 0
    var shortened = 0
    var nearAnchors = 0
    for (name, grid) in try Self.grids() {
      let valid = grid.validContentOffsets
      for round in 0..<150 {
        let offset = LayoutPoint(
          x: random.double(valid.x.lowerBound...valid.x.upperBound),
          y: random.pick([
            random.double(valid.y.lowerBound...valid.y.upperBound), valid.y.lowerBound,
            valid.y.upperBound, valid.y.upperBound + 5_000,
          ]))
        let expected = grid.visibleElementsPastAnchorLine(at: offset) { element in
          switch element.kind {
          case .item, .footer, .placeholder: return true
          case .header: return element.isPinned != true
          case .globalHeader: return !grid.globalHeaders[element.id.indexes[0]].isPinned
          default: return false
          }
        }
        let candidates = grid.anchorCandidates(at: offset)
        #expect(candidates == expected, "\(name), round \(round) at \(offset)")
        anchors += candidates.count
        // Within a reach (none, a row, a screen, more): the same candidates under it, in the
        // same order, from the elements of the shorter band only.
        let reach = random.pick([0, random.double(0...200), random.double(0...2_000), 50_000])
        let near = try #require(grid.anchorCandidates(at: offset, within: reach))
        #expect(
          near.filter { $0.distance < reach } == candidates.filter { $0.distance < reach },
          "\(name), round \(round) at \(offset), within \(reach)")
        // Those past the reach that it lists too, in the whole list's order; and the whole
        // list by distance, as the grid promises when it answers.
        let nearIDs = Set(near.map(\.id))
        #expect(candidates.filter { nearIDs.contains($0.id) } == near)
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        if near.count < candidates.count { shortened += 1 }
        nearAnchors += near.filter { $0.distance < reach }.count
      }
    }
    #expect(anchors >= 5_000, "\(anchors) anchors compared")
    #expect(shortened >= 100, "\(shortened) bands cut short by their reach")
    #expect(nearAnchors >= 1_000, "\(nearAnchors) anchors under the reach compared")
  }
}
