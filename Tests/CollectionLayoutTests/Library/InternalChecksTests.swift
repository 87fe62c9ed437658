import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The internal invariant checks run in the test build: Package.swift defines
/// `COLLECTION_LAYOUT_INTERNAL_CHECKS` for the core and the documents layer in debug builds,
/// the configuration `swift test` builds, so every `checkInvariants()` the suite reaches
/// checks something. A release build of the tests (where the checks compile to nothing) is
/// not asked for the checks.
@Suite struct InternalChecksTests {
  @Test func theDebugBuildChecksTheInvariantsOfBothLayers() {
    #if DEBUG
      #expect(InternalChecks.areEnabled, "the core was built without its invariant checks")
      #expect(
        DocumentInternalChecks.areEnabled, "the documents were built without their checks")
    #endif
  }

  /// The checks hold on what the operations build: a layout, an update's item map and its
  /// derived sections, a radix order, an output buffer grown past its first memory.
  @Test func theOperationsKeepTheirInvariants() throws {
    let environment = LayoutEnvironment(
      viewport: LayoutSize(width: 320, height: 480), displayScale: 2)
    let layout = try GridLayout(
      environment: environment,
      globalHeaders: [Supplementary(height: 40, isPinned: true)],
      sections: [
        LayoutSection(items: .count(10)), LayoutSection(items: .count(0)),
        LayoutSection(items: .count(3)),
      ])
    layout.checkInvariants()
    #expect(layout.sectionsWithHeight == [0, 2])
    let keys: [UInt64] = (0..<200).map { (index: Int) -> UInt64 in
      let section = UInt64(index * 7_919 % 101)
      return section << 32 | UInt64(index % 3)
    }
    let order = radixOrder(of: keys)
    checkRadixOrder(order, of: keys)
    #expect(order.map { keys[$0] } == keys.sorted())
    var buffer = OutputBuffer(capacity: 64)
    for byte in 0..<200 { buffer.append(UInt8(truncatingIfNeeded: byte)) }
    buffer.checkInvariants()
    #expect(buffer.count == 200 && buffer.array == (0..<200).map { UInt8($0) })
  }
}
