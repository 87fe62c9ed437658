import CollectionLayoutCore

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
package enum JSONNumber {
  /// The largest magnitude, in thousandths, written through whole `Int64` thousandths. Above
  /// it a `Double` no longer represents every thousandth (2^53 is about 9.007e15).
  static let largestExactThousandths: Double = 9e15

  /// The text of `value` per the frames number rules, for example `106.667` for `106.66666`.
  package static func format(_ value: Double) -> String {
    var bytes = OutputBuffer(capacity: 32)
    append(value, to: &bytes)
    return String(decoding: bytes.array, as: UTF8.self)
  }

  /// Appends the UTF-8 text of `value` per the frames number rules to `bytes`.
  /// Appends the UTF-8 text of `value` per the frames number rules to a byte array: for the
  /// package's other modules (the exports), which write their own documents.
  package static func append(_ value: Double, to bytes: inout [UInt8]) {
    var buffer = OutputBuffer(capacity: 32)
    append(value, to: &buffer)
    bytes.append(contentsOf: buffer.array)
  }

  /// Appends the decimal digits of an integer, with a `-` when negative, to a byte array: for
  /// the package's other modules.
  package static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    var buffer = OutputBuffer(capacity: 24)
    appendInteger(value, to: &buffer)
    bytes.append(contentsOf: buffer.array)
  }

  @inline(__always)
  static func append(_ value: Double, to bytes: inout OutputBuffer) {
    // Whole numbers (most lengths) are written as integers, without the rounding of
    // `appendRounded`; the bound keeps the conversion exact and within the range where both
    // paths agree, and sends NaN and the infinities (the comparison is false) to
    // `appendRounded`. This part is inlined into the writer's callers: a call of the whole
    // function saved and restored the registers of its every path for every number.
    if value.magnitude < 0x1p52 {
      let truncated = Int(value)  // exact: |value| < 2^52
      if Double(truncated) == value {
        appendInteger(truncated, to: &bytes)
        return
      }
    }
    appendRounded(value, to: &bytes)
  }

  /// Appends `value`, which is not a whole number below 2^52 in magnitude, by the rules: to
  /// thousandths, or beyond them as an integer; `0` for NaN and the infinities.
  @inline(never)
  private static func appendRounded(_ value: Double, to bytes: inout OutputBuffer) {
    guard value.isFinite else {
      assert(value.isFinite, "frames contain only finite numbers, got \(value)")
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let scaled = value * 1000
    // From 2^52 on every Double is a whole number, so `scaled` is beyond the limit exactly
    // when its rounded value is.
    guard scaled.magnitude <= largestExactThousandths else {
      appendLarge(value.rounded(.toNearestOrAwayFromZero), to: &bytes)
      return
    }
    // Rounded half away from zero without a libm call: truncate (exact, the magnitude is at
    // most 9e15 < Int64.max), then look at the fraction, which the subtraction gives exactly.
    var whole = Int64(scaled)
    let fraction = scaled - Double(whole)
    if fraction >= 0.5 {
      whole += 1
    } else if fraction <= -0.5 {
      whole -= 1
    }
    if whole < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = whole.magnitude
    appendDigits(of: magnitude / 1000, to: &bytes)
    let thousandths = magnitude % 1000
    guard thousandths != 0 else { return }
    // 1 to 3 digits, without trailing zeros.
    let hundreds = UInt8(truncatingIfNeeded: thousandths / 100)
    let tens = UInt8(truncatingIfNeeded: thousandths / 10 % 10)
    let units = UInt8(truncatingIfNeeded: thousandths % 10)
    let zero = UInt8(ascii: "0")
    bytes.appendInPlace(maximum: 4) { text in
      text[0] = UInt8(ascii: ".")
      text[1] = zero &+ hundreds
      guard tens != 0 || units != 0 else { return 2 }
      text[2] = zero &+ tens
      guard units != 0 else { return 3 }
      text[3] = zero &+ units
      return 4
    }
  }

  /// The two digits of 00 ... 99, in order: the digits of `n` are at `2 * n` and `2 * n + 1`.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// Appends the decimal digits of `value`, without sign or leading zeros (`0` for zero).
  @inline(__always)
  static func appendDigits(of value: UInt64, to bytes: inout OutputBuffer) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // The number of digits, by comparisons (no division): a few for up to 8 digits (every
    // coordinate below 100,000,000 points), then a loop; at most 20.
    var digitCount: Int
    if value < 100_000_000 {
      if value < 10_000 {
        digitCount = value < 100 ? 2 : value < 1000 ? 3 : 4
      } else {
        digitCount = value < 1_000_000 ? (value < 100_000 ? 5 : 6) : (value < 10_000_000 ? 7 : 8)
      }
    } else {
      digitCount = 9
      var bound: UInt64 = 1_000_000_000
      while digitCount < 20, value >= bound {
        digitCount &+= 1
        bound &*= 10
      }
    }
    // Written from the last digit, two at a time.
    let pairs = digitPairs.utf8Start
    bytes.appendInPlace(maximum: 20) { text in
      var remaining = value
      var position = digitCount
      while remaining >= 100 {
        let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
        remaining /= 100
        position &-= 2
        text[position] = pairs[pair]
        text[position &+ 1] = pairs[pair &+ 1]
      }
      if remaining >= 10 {
        let pair = Int(truncatingIfNeeded: remaining) &* 2
        text[position &- 2] = pairs[pair]
        text[position &- 1] = pairs[pair &+ 1]
      } else {
        text[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining)
      }
      return digitCount
    }
  }

  /// Appends the decimal digits of an integer, with a `-` when negative.
  @inline(__always)
  static func appendInteger(_ value: Int, to bytes: inout OutputBuffer) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: UInt64(value.magnitude), to: &bytes)
  }

  /// Appends the exact decimal digits of `integral`, a finite whole number of any magnitude.
  private static func appendLarge(_ integral: Double, to bytes: inout OutputBuffer) {
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
  private static func appendDecimal(significand: UInt64, shift: Int, to bytes: inout OutputBuffer) {
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
