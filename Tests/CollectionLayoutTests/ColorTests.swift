import Testing

@testable import CollectionLayout

@Test func colorParses() { #expect(LayoutColor(hex: "#0a0B0c")?.description == "#0A0B0C") }
