/// The text of lengths the engine computes (a width with its fractions resolved, a line, a
/// point on screen), for messages: as the frames write numbers, so that a message and the
/// frames show one length alike, without the noise of binary fractions (`429.6`, not
/// `429.59999999999997`).
///
/// The rule is the frames format's (`JSONNumber` in the documents layer, which
/// `LengthTextTests` holds this to): `value * 1000`, one IEEE 754 multiplication, rounded half
/// away from zero to whole thousandths; written without a decimal point when whole, else
/// with 1 to 3 decimals and no trailing zero; `0` for both zeros and for what rounds to
/// them; no exponent. A magnitude past 9·10^12 points (beyond every limit the engine
/// accepts), infinities and NaN are written as ``format(_:)`` writes them.
///
/// Numbers echoed from the input (`got -1`) are written by ``format(_:)``, exactly: a
/// rounding could make them look in range.
package func formatLength(_ value: Double) -> String {
  guard value.isFinite, value.magnitude <= 9e12 else { return format(value) }
  let thousandths = Int64((value * 1000).rounded(.toNearestOrAwayFromZero))
  guard thousandths != 0 else { return "0" }
  let magnitude = thousandths.magnitude
  var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
  let fraction = magnitude % 1000
  if fraction != 0 {
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    text += "." + digits
  }
  return text
}

/// Two lengths a message compares (`its width is A, the group's B`), each by
/// ``formatLength(_:)``; when they differ but would read the same (390.0004 and 390), each
/// by ``format(_:)``, every digit, so that a message never shows equal numbers for a
/// comparison that failed.
package func formatLengths(_ first: Double, _ second: Double) -> (String, String) {
  let texts = (formatLength(first), formatLength(second))
  guard texts.0 == texts.1, first != second else { return texts }
  return (format(first), format(second))
}
