/// The checks of what only a section's strip reads: its visible-items effects.
extension RangeChecker {
  /// Checks the `visibleItemsEffect` and `visibleItemsInvalidationHandler` of the section
  /// described at `location`: only on a section that scrolls orthogonally; each effect's
  /// values within 0 ... ``VisibleItemsEffect/maximumScale``, its minimum at most its maximum.
  mutating func checkVisibleItemsEffects(
    of section: CompositionalSection, at location: ValueLocation
  ) {
    if section.orthogonalScrollingBehavior == .none {
      let message =
        "expected an \"orthogonalScrollingBehavior\" other than \"none\" beside it (it runs "
        + "as the section's strip moves), got \"none\""
      if section.visibleItemsEffect != nil { report(location["visibleItemsEffect"], message) }
      if section.visibleItemsInvalidationHandler != nil {
        report(location["visibleItemsInvalidationHandler"], message)
      }
    }
    guard let effect = section.visibleItemsEffect else { return }
    let effectLocation = location["visibleItemsEffect"]
    for (name, range) in [("scale", effect.scale), ("alpha", effect.alpha)] {
      guard let range else { continue }
      let at = effectLocation[name]
      let before = issues.count
      checkNonNegative(range.minimum, at: at["minimum"], maximum: VisibleItemsEffect.maximumScale)
      checkNonNegative(range.maximum, at: at["maximum"], maximum: VisibleItemsEffect.maximumScale)
      if issues.count == before, range.minimum > range.maximum {
        report(
          at["minimum"],
          "expected a minimum at most the maximum (\(format(range.maximum))), got "
            + format(range.minimum))
      }
    }
  }
}
