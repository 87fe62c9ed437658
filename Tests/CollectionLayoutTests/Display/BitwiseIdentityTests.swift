import Testing

@testable import CollectionLayoutCore

/// ``isBitwiseIdentical(_:_:)``, which lets the display tracker keep the last frame's layout:
/// true only for the same bits (the same objects referenced), so that keeping one for the other
/// changes nothing.
@Suite struct BitwiseIdentityTests {
  private func layout(width: Double) throws -> GridLayout {
    try GridLayout(
      environment: LayoutEnvironment(viewport: LayoutSize(width: width, height: 480)),
      sections: [LayoutSection(items: .count(40))])
  }

  @Test func aValueAndItsCopyAreTheSameBits() throws {
    let first = try layout(width: 320)
    let copy = first
    #expect(isBitwiseIdentical(first, copy))
    #expect(isBitwiseIdentical(3, 3))
  }

  @Test func valuesThatDifferAreNot() throws {
    // Another viewport, in another object (a grid layout is one reference).
    #expect(!isBitwiseIdentical(try layout(width: 320), try layout(width: 375)))
    #expect(!isBitwiseIdentical(3, 4))
    // Equal, but not the same bits: false says nothing.
    #expect(!isBitwiseIdentical(0.0, -0.0))
    // Two layouts made alike are equal values in different objects.
    #expect(!isBitwiseIdentical(try layout(width: 320), try layout(width: 320)))
  }
}
