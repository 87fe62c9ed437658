/// Number formats of the report, without Foundation's locale-dependent formatters.

/// `value` with a comma every three digits: `1,000,000`.
func formatCount(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

/// `value` rounded to `digits` decimals: `formatFixed(2.345, digits: 1)` is `2.3`.
func formatFixed(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return String(value) }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded()
  guard scaled < 9e15 else { return String(value) }
  let whole = Int64(scaled)
  let integral = whole / Int64(scale)
  var text = (value < 0 && whole != 0 ? "-" : "") + formatCount(Int(integral))
  if digits > 0 {
    let fraction = String(whole % Int64(scale))
    text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }
  return text
}

/// A duration in seconds with three significant digits and a unit: `850 ns`, `4.21 µs`,
/// `12.3 ms`, `1.52 s`.
func formatDuration(_ seconds: Double) -> String {
  let units: [(Double, String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")]
  for (scale, unit) in units where seconds >= scale * 0.9995 || scale == 1e-9 {
    let value = seconds / scale
    let digits = value >= 99.95 ? 0 : value >= 9.995 ? 1 : 2
    return "\(formatFixed(value, digits: digits)) \(unit)"
  }
  return "\(seconds) s"
}

/// A ratio: `1,234x`, `56.7x`, `3.21x`.
func formatRatio(_ ratio: Double) -> String {
  let digits = ratio >= 99.95 ? 0 : ratio >= 9.995 ? 1 : 2
  return "\(formatFixed(ratio, digits: digits))x"
}

/// A size in KiB as MB (10^6 bytes) with one decimal: `12.3 MB`.
func formatMegabytes(kibibytes: Int) -> String {
  "\(formatFixed(Double(kibibytes) * 1024 / 1e6, digits: 1)) MB"
}
