/// `total + max(0, count)`, or `Int.max` when that overflows: counts come from the input and
/// may be as large as `Int.max`.
package func addingSaturated(_ total: Int, _ count: Int) -> Int {
  let (sum, overflow) = total.addingReportingOverflow(max(0, count))
  return overflow ? Int.max : sum
}

/// Formats a number for a message: integers without a decimal point, others as Swift
/// prints them.
package func format(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}

/// Collects range problems with their locations.
package struct RangeChecker {
  /// The problems of a batch's own values (indexes >= 0, the animation, the `after`
  /// sections), located under `location` (`update.insertItems[0][1]`): what is checked of a
  /// batch before it is applied.
  package static func issues(
    of batch: BatchUpdate, at location: ValueLocation = "update"
  ) -> [LayoutIssue] {
    var checker = RangeChecker()
    checker.checkUpdate(batch, at: location)
    return checker.issues
  }

  package var issues: [LayoutIssue] = []
  /// Whether every listed item that ``checkSections(_:at:checking:)`` checked has a height or
  /// an aspect ratio (`true` before any): what a masonry section requires of its items, known
  /// without reading them again.
  package var listedItemsHaveHeights = true
  /// Whether ``checkSections(_:at:checking:)``, checking every section, keeps the index of the
  /// item ids it finds unique in ``itemIDIndex`` (`false` by default: building it costs a
  /// pass over the ids' hashes).
  package var recordsItemIDIndex = false
  /// The index of the item ids of the sections ``checkSections(_:at:checking:)`` checked last
  /// in full, with ``recordsItemIDIndex``, when no id repeats another.
  var itemIDIndex: ItemIDIndex?

  package init() {}

  package mutating func report(_ location: ValueLocation, _ message: String) {
    issues.append(LayoutIssue(location: location, message: message))
  }

  // Locations are autoclosures: the text is built only when a problem is reported, so a
  // million valid items cost no string building.

  package mutating func checkPositive(
    _ value: Double, at location: @autoclosure () -> ValueLocation,
    maximum: Double = Limits.maximumLength, noun: String = "number"
  ) {
    guard let problem = Self.positiveProblem(value, maximum: maximum, noun: noun) else { return }
    report(location(), problem)
  }

  mutating func checkNonNegative(
    _ value: Double, at location: @autoclosure () -> ValueLocation,
    maximum: Double = Limits.maximumLength
  ) {
    guard let problem = Self.nonNegativeProblem(value, maximum: maximum) else { return }
    report(location(), problem)
  }

  // The range messages, in one place: each names the bound the value passes (`> 0` for zero
  // and below, `<= maximum` above, `finite` for infinities and NaN), never a bound it meets.

  /// The problem of a value that must be finite, > 0 and <= `maximum`: `expected a number >
  /// 0, got -1`, `expected a number <= 1000000, got 10000000`, `expected a finite number > 0,
  /// got inf` (`noun` instead of `number`: `a fraction`); `nil` when it is in range.
  package static func positiveProblem(
    _ value: Double, maximum: Double = Limits.maximumLength, noun: String = "number"
  ) -> String? {
    if value.isFinite && value > 0 && value <= maximum { return nil }
    if !value.isFinite { return "expected a finite \(noun) > 0, got \(format(value))" }
    if value <= 0 { return "expected a \(noun) > 0, got \(format(value))" }
    return "expected a \(noun) <= \(format(maximum)), got \(format(value))"
  }

  /// The problem of a value that must be finite, >= 0 and <= `maximum`, as
  /// ``positiveProblem(_:maximum:noun:)`` words it; `nil` when it is in range.
  package static func nonNegativeProblem(
    _ value: Double, maximum: Double = Limits.maximumLength
  ) -> String? {
    if value.isFinite && value >= 0 && value <= maximum { return nil }
    if !value.isFinite { return "expected a finite number >= 0, got \(format(value))" }
    if value < 0 { return "expected a number >= 0, got \(format(value))" }
    return "expected a number <= \(format(maximum)), got \(format(value))"
  }

  /// The problem of a scroll offset or translation: finite, within
  /// ±``Limits/maximumOffset``; `nil` when it is in range.
  package static func offsetProblem(_ value: Double) -> String? {
    if !value.isFinite { return "expected a finite number, got \(format(value))" }
    guard abs(value) > Limits.maximumOffset else { return nil }
    return "expected a number between -\(format(Limits.maximumOffset)) and "
      + "\(format(Limits.maximumOffset)), got \(format(value))"
  }

  /// A display scale: finite, at least ``Limits/minimumDisplayScale`` and at most
  /// ``Limits/maximumDisplayScale``. Zero and negative scales read `> 0`, as lengths do.
  /// Located at `location`: the root's `displayScale` unless told (an entry of `devices`, a
  /// resize step's `environment`).
  package mutating func checkDisplayScale(
    _ scale: Double, at location: ValueLocation = "displayScale"
  ) {
    if scale.isFinite, scale > 0, scale <= Limits.maximumDisplayScale,
      scale < Limits.minimumDisplayScale
    {
      report(
        location,
        "expected a number >= \(format(Limits.minimumDisplayScale)), got \(format(scale))")
      return
    }
    checkPositive(scale, at: location, maximum: Limits.maximumDisplayScale)
  }

  /// The problem of a point that must lie in a viewport of `viewport` points, in viewport
  /// coordinates, `0 <= x < width` and `0 <= y < height` (a touch, a hit test): its axis (`x`,
  /// `y`) and `expected a point in the viewport, 0 <= y < 844, got 1050`; `nil` when it lies
  /// in the viewport.
  package static func viewportPointProblem(
    _ point: LayoutPoint, in viewport: LayoutSize
  ) -> (axis: String, message: String)? {
    for (value, length, axis) in [
      (point.x, viewport.width, "x"), (point.y, viewport.height, "y"),
    ] where !(value >= 0 && value < length) {
      return (
        axis,
        "expected a point in the viewport, 0 <= \(axis) < \(format(length)), got "
          + format(value)
      )
    }
    return nil
  }

  package mutating func checkOffset(_ value: Double, at location: ValueLocation) {
    if let problem = Self.offsetProblem(value) { report(location, problem) }
  }

  package mutating func checkSize(_ size: LayoutSize, at location: ValueLocation) {
    checkPositive(size.width, at: location["width"])
    checkPositive(size.height, at: location["height"])
  }

  package mutating func checkInsets(
    _ insets: LayoutInsets, at location: @autoclosure () -> ValueLocation
  ) {
    checkNonNegative(insets.top, at: location()["top"])
    checkNonNegative(insets.left, at: location()["left"])
    checkNonNegative(insets.bottom, at: location()["bottom"])
    checkNonNegative(insets.right, at: location()["right"])
  }

  /// Checks the static values of a batch update: indexes >= 0, the animation's ranges, and
  /// the `after` sections like the scenario's. Bounds against the data are the player's: they
  /// depend on the data at that step.
  ///
  /// Every location is built only when a problem is reported: a valid batch costs no
  /// location (the eight built for every batch, an array each, and the item data's two lists
  /// were some 6,700 instructions of an update of 22 operations).
  package mutating func checkUpdate(_ batch: BatchUpdate, at location: ValueLocation) {
    checkIndexes(batch.deleteSections, at: location["deleteSections"])
    checkIndexes(batch.insertSections, at: location["insertSections"])
    checkIndexes(batch.reloadSections, at: location["reloadSections"])
    for (index, move) in batch.moveSections.enumerated() {
      checkIndex(move.from, at: location["moveSections"][index][0])
      checkIndex(move.to, at: location["moveSections"][index][1])
    }
    checkPaths(batch.deleteItems, at: location["deleteItems"])
    checkPaths(batch.insertItems, at: location["insertItems"])
    checkPaths(batch.reloadItems, at: location["reloadItems"])
    for (index, move) in batch.moveItems.enumerated() {
      checkPath(move.from, at: location["moveItems"][index][0])
      checkPath(move.to, at: location["moveItems"][index][1])
    }
    if let after = batch.after { checkSections(after, at: location["after"]) }
    checkItemData(batch, at: location)
    checkAnimation(batch.animation, at: location["animation"])
  }

  /// Checks an update animation's duration, frame rate and spring.
  package mutating func checkAnimation(
    _ animation: UpdateAnimation, at location: @autoclosure () -> ValueLocation
  ) {
    checkNonNegative(
      animation.duration, at: location()["duration"],
      maximum: Limits.maximumAnimationDuration)
    checkPositive(animation.fps, at: location()["fps"], maximum: Limits.maximumFramesPerSecond)
    if case .spring(let damping, let response) = animation.curve {
      checkPositive(
        damping, at: location()["curve"]["spring"]["damping"], maximum: .greatestFiniteMagnitude)
      checkPositive(
        response, at: location()["curve"]["spring"]["response"],
        maximum: .greatestFiniteMagnitude)
    }
  }

  package mutating func checkIndex(_ index: Int, at location: @autoclosure () -> ValueLocation) {
    if index < 0 { report(location(), "expected an integer >= 0, got \(index)") }
  }

  mutating func checkIndexes(_ indexes: [Int], at location: @autoclosure () -> ValueLocation) {
    // Every index >= 0 leaves no sign bit in their union: one pass the compiler vectorises,
    // and the one by one checks, which say where, only when it fails.
    var union = 0
    for index in indexes { union |= index }
    guard union < 0 else { return }
    for (position, index) in indexes.enumerated() {
      checkIndex(index, at: location()[position])
    }
  }

  mutating func checkPath(_ path: ItemPath, at location: @autoclosure () -> ValueLocation) {
    checkIndex(path.section, at: location()[0])
    checkIndex(path.item, at: location()[1])
  }

  mutating func checkPaths(_ paths: [ItemPath], at location: @autoclosure () -> ValueLocation) {
    // As ``checkIndexes(_:at:)``: the union of every section and item first (a batch of
    // thousands of paths checked at about one instruction a path where one by one took ten).
    var union = 0
    for path in paths { union |= path.section | path.item }
    guard union < 0 else { return }
    for (position, path) in paths.enumerated() { checkPath(path, at: location()[position]) }
  }

  /// Checks an item's aspect ratio: within its range, and not given with a height.
  package mutating func checkAspectRatio(
    _ ratio: Double, hasHeight: Bool, at item: @autoclosure () -> ValueLocation
  ) {
    let minimum = Item.minimumAspectRatio
    let maximum = Item.maximumAspectRatio
    if !ratio.isFinite {
      report(item()["aspectRatio"], "expected a finite number > 0, got \(format(ratio))")
    } else if ratio <= 0 {
      report(item()["aspectRatio"], "expected a number > 0, got \(format(ratio))")
    } else if ratio < minimum || ratio > maximum {
      report(
        item()["aspectRatio"],
        "expected a number between \(minimum) and \(format(maximum)), got \(format(ratio))")
    } else if hasHeight {
      report(
        item()["aspectRatio"], "expected either a height or an aspectRatio, got both")
    }
  }
}
