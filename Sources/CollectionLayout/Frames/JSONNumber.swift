/// Writes numbers for the frames format: byte-stable, independent of the platform's `Double`
/// printing.
///
/// The rules (frames format version 1):
/// - A value is rounded to at most 3 decimals: `value * 1000` (one IEEE 754 multiplication,
///   the same on every platform) is rounded half away from zero to whole thousandths.
/// - The thousandths are written as an integer part and, when not zero, a fraction of 1 to 3
///   digits without trailing zeros: `106.667`, `1.5`, `768`. No exponent, no `+`.
/// - Zero is written `0`, whatever its sign: `-0` and `-0.0004` are both `0`.
/// - Magnitudes above 9e15 thousandths (9e12 points, beyond every layout ``Limits`` allow)
///   cannot hold whole thousandths exactly in a `Double`; they are rounded half away from zero
///   to an integer and written as that integer's exact decimal digits, with no fraction.
///   `1e20` is `100000000000000000000`.
/// - NaN and infinities never reach the writer (the engine only produces finite frames). They
///   fail an `assert` in debug builds and are written `0` in release builds.
///
/// `package` so that the command line's exports (Lottie, trace) write numbers by the same
/// rules; not part of the library's public interface.
package enum JSONNumber {
  /// The largest magnitude, in thousandths, written through whole `Int64` thousandths. Above
  /// it a `Double` no longer represents every thousandth (2^53 is about 9.007e15).
  static let largestExactThousandths: Double = 9e15

  /// The text of `value` per the frames number rules, for example `106.667` for `106.66666`.
  package static func format(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 text of `value` per the frames number rules to `bytes`.
  package static func append(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      assert(value.isFinite, "frames contain only finite numbers, got \(value)")
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard thousandths.magnitude <= largestExactThousandths else {
      appendLarge(value.rounded(.toNearestOrAwayFromZero), to: &bytes)
      return
    }
    // Exact: the magnitude is at most 9e15 < Int64.max.
    let whole = Int64(thousandths)
    if whole < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = whole.magnitude
    appendDigits(of: magnitude / 1000, to: &bytes)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var divisor: UInt64 = 100
    while fraction != 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// Appends the decimal digits of `value`, without sign or leading zeros (`0` for zero).
  static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // At most 20 digits; written backwards into a fixed buffer, then copied.
    var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var remaining = value
    var count = 0
    withUnsafeMutableBytes(of: &buffer) { digits in
      while remaining != 0 {
        count += 1
        digits[24 - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
      }
      bytes.append(contentsOf: digits[(24 - count)...])
    }
  }

  /// Appends the decimal digits of an integer, with a `-` when negative.
  package static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: UInt64(value.magnitude), to: &bytes)
  }

  /// Appends the exact decimal digits of `integral`, a finite whole number of any magnitude.
  private static func appendLarge(_ integral: Double, to bytes: inout [UInt8]) {
    if integral < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = integral.magnitude
    if magnitude < 0x1p63 {
      appendDigits(of: UInt64(magnitude), to: &bytes)
      return
    }
    // magnitude = significand * 2^shift exactly, with a 53-bit integer significand.
    let shift = Int(magnitude.exponent) - Double.significandBitCount
    let significand =
      UInt64(magnitude.significandBitPattern) | (1 << UInt64(Double.significandBitCount))
    appendDecimal(significand: significand, shift: shift, to: &bytes)
  }

  /// Appends the decimal digits of `significand * 2^shift` (shift >= 0), computed exactly in
  /// base 10^9 limbs, least significant first.
  private static func appendDecimal(significand: UInt64, shift: Int, to bytes: inout [UInt8]) {
    let base: UInt64 = 1_000_000_000
    var limbs: [UInt64] = [
      significand % base, (significand / base) % base, significand / base / base,
    ]
    var remainingShift = shift
    while remainingShift > 0 {
      let step = min(remainingShift, 29)  // limb < 10^9 < 2^30, so limb << 29 < 2^59: no overflow
      var carry: UInt64 = 0
      for index in limbs.indices {
        let value = (limbs[index] << UInt64(step)) + carry
        limbs[index] = value % base
        carry = value / base
      }
      while carry != 0 {
        limbs.append(carry % base)
        carry /= base
      }
      remainingShift -= step
    }
    while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    guard let mostSignificant = limbs.last else { return }
    appendDigits(of: mostSignificant, to: &bytes)
    for limb in limbs.dropLast().reversed() {
      var divisor: UInt64 = base / 10
      while divisor != 0 {
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: limb / divisor % 10))
        divisor /= 10
      }
    }
  }
}
