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
    var generator = SystemRandomNumberGenerator()
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
    var generator = SystemRandomNumberGenerator()
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
}
