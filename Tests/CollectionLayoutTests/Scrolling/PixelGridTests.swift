import Foundation
import Testing

@testable import CollectionLayoutCore

/// The pixel grid's arithmetic, done without libm and, at scales that are powers of two,
/// without a division: the same bits as the standard library's rounding and division.
@Suite struct PixelGridTests {
  @Test func roundingWithoutLibmMatchesTheStandardLibraryBitForBit() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      0.3, -0.3, 0.7, -0.7, 0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p53 + 2, 1e300, -1e300,
      .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 4_503_599_627_370_495.5,
    ]
    var generator = SeededRandom(seed: 52)
    for _ in 0..<20_000 {
      let magnitude = Double.random(in: 0...60, using: &generator)
      values.append(Double.random(in: -1...1, using: &generator) * pow(2, magnitude))
      // Halves and near-halves of pixel positions at common scales.
      let pixel = Double(Int.random(in: -100_000...100_000, using: &generator)) / 2
      values.append(pixel)
      values.append(pixel.nextUp)
      values.append(pixel.nextDown)
    }
    for value in values {
      #expect(
        PixelGrid.rounded(value).bitPattern == value.rounded().bitPattern,
        "\(value) rounds to \(PixelGrid.rounded(value))")
    }
    #expect(PixelGrid.rounded(.nan).isNaN)
  }

  @Test func snappingMultipliesByAnExactReciprocalWithTheDivisionsBits() {
    var generator = SeededRandom(seed: 2)
    var values: [Double] = [
      0, -0.0, 0.25, -0.25, 0.75, 1e300, -1e300, .infinity, -.infinity,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0x1p52, -(0x1p52 - 0.5),
    ]
    for _ in 0..<5_000 {
      let magnitude = Double.random(in: -40...60, using: &generator)
      values.append(Double.random(in: -1...1, using: &generator) * pow(2, magnitude))
      let position = Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 12
      values.append(position)
      values.append(position.nextUp)
    }
    // Powers of two multiply by their reciprocal; 3x, 1.5x and a subnormal-reciprocal scale
    // divide. Each must give what dividing gives.
    for scale in [1, 2, 4, 0.5, 0x1p-10, 3, 1.5, 0x1p1023] {
      let grid = PixelGrid(scale: scale)
      #expect(grid.pixel == 1 / scale)
      for value in values {
        let expected = (value * scale).rounded() / scale
        #expect(
          grid.snap(value).bitPattern == expected.bitPattern,
          "\(value) at scale \(scale) snaps to \(grid.snap(value)), not \(expected)")
      }
      #expect(grid.snap(.nan).isNaN)
    }
  }

  /// A value lies on the grid when it is a whole number of pixels below 2^51 at a scale that
  /// is a power of two, and its count of pixels gives it back (at 0.5x, 5e-324 times the scale
  /// underflows to 0 pixels, which snap to 0, not to 5e-324).
  @Test func valuesOnTheGridAreWholeCountsOfPixelsThatGiveTheValueBack() {
    let double = PixelGrid(scale: 2)
    #expect(double.liesOnGrid(44) && double.liesOnGrid(22.5) && double.liesOnGrid(-0.0))
    #expect(double.liesOnGrid(-7.5) && double.liesOnGrid(0x1p50 - 0.5))
    #expect(!double.liesOnGrid(0x1p50) && !double.liesOnGrid(-0x1p50))
    #expect(!double.liesOnGrid(33.3) && !double.liesOnGrid(0.25))
    #expect(!double.liesOnGrid(.nan) && !double.liesOnGrid(.infinity))
    #expect(!double.liesOnGrid(-.infinity) && !double.liesOnGrid(.leastNonzeroMagnitude))
    let half = PixelGrid(scale: 0.5)
    #expect(half.liesOnGrid(2) && half.liesOnGrid(-0.0))
    #expect(!half.liesOnGrid(.leastNonzeroMagnitude) && !half.liesOnGrid(1))
    #expect(!PixelGrid(scale: 3).liesOnGrid(3) && !PixelGrid(scale: 1.5).liesOnGrid(2))
    #expect(!PixelGrid(scale: 0x1p1023).liesOnGrid(0))
    // The range alone, for products of a value on the grid by a whole number.
    #expect(double.isWithinExactRange(0x1p50 - 0.5) && !double.isWithinExactRange(0x1p50))
    #expect(!double.isWithinExactRange(.nan) && !double.isWithinExactRange(-.infinity))
    // Whatever lies on the grid snaps to itself, bit for bit.
    var generator = SeededRandom(seed: 51)
    for scale in [0.125, 0.5, 1, 2, 4, 16] {
      let grid = PixelGrid(scale: scale)
      for _ in 0..<2_000 {
        let pixels = Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
        let value = pixels / scale
        #expect(grid.liesOnGrid(value), "\(value) at \(scale)")
        #expect(grid.snap(value).bitPattern == value.bitPattern, "\(value) at \(scale)")
      }
    }
  }
}
