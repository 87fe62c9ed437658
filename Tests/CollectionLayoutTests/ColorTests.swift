import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Test func colorParses() { #expect(LayoutColor(hex: "#0a0B0c")?.description == "#0A0B0C") }
