/// A count summed or multiplied from counts the input gives (items, slots, records): exact
/// while it fits in an `Int`, and past `Int.max` known only to be more. A message prints it
/// by ``description``: the number, or `more than 9223372036854775807` once it has passed
/// `Int.max`, never a saturated `9223372036854775807` that reads as a count.
///
/// ```swift
/// var slots = SaturatingCount(10_000)
/// slots = slots.multiplied(by: Int.max)
/// slots.description  // more than 9223372036854775807
/// slots.exceeds(10_000)  // true
/// ```
package struct SaturatingCount: Hashable, Sendable, CustomStringConvertible {
  /// The count when ``isExact``; `Int.max` once it has passed `Int.max`.
  package private(set) var value: Int
  /// Whether ``value`` is the count: `false` once a sum or product passed `Int.max`.
  package private(set) var isExact: Bool

  /// The exact count `value`; a negative one counts as 0 (a negative count is reported by
  /// itself, as a count < 0).
  package init(_ value: Int = 0) {
    self.value = max(0, value)
    isExact = true
  }

  /// A count known only to be more than `Int.max`.
  package static let beyondInt = SaturatingCount(passed: ())

  private init(passed: Void) {
    value = .max
    isExact = false
  }

  /// This count plus `count` (a negative one counts as 0).
  package func adding(_ count: Int) -> SaturatingCount {
    adding(SaturatingCount(count))
  }

  /// This count plus `other`.
  package func adding(_ other: SaturatingCount) -> SaturatingCount {
    guard isExact, other.isExact else { return .beyondInt }
    let (sum, overflow) = value.addingReportingOverflow(other.value)
    return overflow ? .beyondInt : SaturatingCount(sum)
  }

  /// This count times `factor` (a negative one counts as 0).
  package func multiplied(by factor: Int) -> SaturatingCount {
    multiplied(by: SaturatingCount(factor))
  }

  /// This count times `other`: exact when both are, or when either is 0.
  package func multiplied(by other: SaturatingCount) -> SaturatingCount {
    if (isExact && value == 0) || (other.isExact && other.value == 0) { return SaturatingCount() }
    guard isExact, other.isExact else { return .beyondInt }
    let (product, overflow) = value.multipliedReportingOverflow(by: other.value)
    return overflow ? .beyondInt : SaturatingCount(product)
  }

  /// Whether the count is more than `limit`.
  package func exceeds(_ limit: Int) -> Bool {
    !isExact || value > limit
  }

  /// `at least` and the count, for a count of which more may follow; `more than
  /// 9223372036854775807` past `Int.max`.
  package var atLeast: String {
    isExact ? "at least \(value)" : description
  }

  /// The count in decimal digits, or `more than 9223372036854775807` past `Int.max`.
  package var description: String {
    isExact ? String(value) : "more than \(Int.max)"
  }
}
