import CollectionLayoutBaselines
import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The grid's change stream takes a claimed record's final attributes from the new side's
/// listing rather than a lookup (``ChangeMerge/defersFinals``): the grid lists each element
/// with the attributes ``GridLayout/attributes(for:pins:)`` gives it at the same pin pass, on
/// every golden grid and on the layouts random updates make of them, and its visible records
/// are those of the model that looks every claimed element up.
@Suite struct ListedFinalsTests {
  @Test func onlyTheGridTakesFinalsFromItsListing() {
    #expect(GridLayout.listsTheAttributesItLooksUp)
    #expect(!FlowLayout.listsTheAttributesItLooksUp)
    #expect(!CompositionalLayout.listsTheAttributesItLooksUp)
    #expect(!InteractiveLayout<GridLayout>.listsTheAttributesItLooksUp)
  }

  @Test func theGridListsTheAttributesItLooksUpAtEveryPinPass() throws {
    var compared = 0
    var grids = 0
    for (name, scenario) in try BaselineFixtures.goldenScenarios() {
      guard let grid = try scenario.makeLayout() as? GridLayout else { continue }
      grids += 1
      compared += compareListingWithLookups(grid, name: name)
      // The layouts an update lays out, reusing the old one's geometries.
      var batches = RandomBatches(seed: UInt64(name.utf8.count) &* 0x2545_F491)
      for _ in 0..<4 {
        let batch = batches.validBatch(counts: grid.sections.map(\.items.count))
        let offset = batches.offset(in: grid.validContentOffsets)
        guard let update = try? LayoutUpdate(layout: grid, contentOffset: offset, batch: batch)
        else { continue }
        compared += compareListingWithLookups(update.newLayout, name: name + " updated")
      }
    }
    #expect(grids >= 5)
    #expect(compared > 1_000)
  }

  @Test func theGridsVisibleRecordsAreTheModelsOnLargeUpdates() throws {
    // Enough items that an update scrolls claimed elements out of the new listing.
    let layout = try makeLayout(
      sections: (0..<6).map { _ in LayoutSection(items: .count(60)) })
    var batches = RandomBatches(seed: 0x5EED_F1A7)
    var records = 0
    var updates = 0
    for round in 0..<80 {
      let batch = batches.validBatch(counts: layout.sections.map(\.items.count))
      let offset = batches.offset(in: layout.validContentOffsets)
      guard let update = try? LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
      else { continue }
      updates += 1
      let expected = StreamedChangesTests.modelChanges(update, for: .visible)
      #expect(update.changes(for: .visible) == expected, "round \(round), \(batch) at \(offset)")
      for limit in [0, expected.count / 2, expected.count] {
        let limited = update.changes(for: .visible, limit: limit)
        #expect(limited == (limit >= expected.count ? expected : nil), "round \(round)")
      }
      records += expected.count
    }
    #expect(updates >= 40)
    #expect(records > 1_000)
  }

  /// Compares each element the grid lists at a sweep of offsets, at the offset's pin pass,
  /// with its lookup at the same pass; returns the number compared.
  private func compareListingWithLookups(_ grid: GridLayout, name: String) -> Int {
    var compared = 0
    let valid = grid.validContentOffsets
    let range = valid.y
    let step = max(17.3, (range.upperBound - range.lowerBound) / 25)
    for position in stride(from: range.lowerBound, through: range.upperBound, by: step) {
      let offset = LayoutPoint(x: valid.x.lowerBound, y: position)
      let pins = grid.pinPass(at: offset)
      let listed = grid.elements(in: grid.visibleRect(at: offset), pins: pins, limit: .max)
      for element in listed {
        #expect(grid.attributes(for: element.id, pins: pins) == element, "\(name) at \(offset)")
      }
      compared += listed.count
    }
    return compared
  }
}
