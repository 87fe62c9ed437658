extension Scenario {
  /// Checks every value against its documented range and returns every problem found, in
  /// document order, each at its JSON location (`sections[2].metrics.columns`). An empty
  /// result means the scenario can be laid out and played.
  ///
  /// The scenario decoder runs this after decoding, so a scenario built in code and one read
  /// from a file are held to the same rules.
  public func validationIssues() -> [ScenarioIssue] {
    validationIssues(checkingSections: .all)
  }

  /// ``validationIssues()``, with the values of only the sections `checking` contains
  /// checked (all of them for ``CheckedSections/all``): the others are known to be valid (a layout after an
  /// update reuses the sections the update did not touch). The limits are checked on every
  /// section, and when a checked section has item ids, the ids of every section; when an id is
  /// repeated, every section is checked, so that the problems are the same, in the same order.
  func validationIssues(checkingSections checking: CheckedSections) -> [ScenarioIssue] {
    var checker = RangeChecker()
    if version != Scenario.currentVersion {
      checker.report("version", "expected \(Scenario.currentVersion), got \(version)")
    }
    checker.checkSize(environment.viewport, at: "viewport")
    checker.checkInsets(environment.contentInset, at: "contentInset")
    checker.checkDisplayScale(environment.displayScale)
    // An infinite inset is reported by itself, not also as using up the width.
    let insetsAreFinite =
      environment.contentInset.left.isFinite && environment.contentInset.right.isFinite
    if environment.viewport.width > 0, insetsAreFinite,
      environment.contentInset.left + environment.contentInset.right
        >= environment.viewport.width
    {
      checker.report(
        "contentInset",
        "left and right insets (\(format(environment.contentInset.left)) + "
          + "\(format(environment.contentInset.right))) leave no content width in a viewport "
          + "\(format(environment.viewport.width)) points wide")
    }
    checker.checkMetrics(metrics, at: "metrics")
    checker.checkSupplementaries(globalHeaders, at: "globalHeaders")
    checker.issues += InteractionStepChecker.issues(ofGlobalHeaders: globalHeaders)
    if let dataSource {
      checker.checkDataSource(dataSource, sections: sections, inheriting: metrics)
    } else {
      checker.checkSections(sections, at: "sections", checking: checking)
      checker.checkMasonryItems(sections, inheriting: metrics, at: "sections", checking: checking)
    }
    checker.checkLayout(of: self)
    if steps.count > Limits.maximumStepCount {
      checker.report(
        "steps", "expected at most \(Limits.maximumStepCount) steps, got \(steps.count)")
    }
    var interactions = InteractionStepChecker()
    // The content inset at each step: a resize may change it.
    var insets = environment.contentInset
    for (stepIndex, step) in steps.enumerated() {
      checker.issues += interactions.issues(of: step, at: stepIndex)
      switch step {
      case .scroll(let offset):
        checker.checkOffset(offset.x, at: "steps[\(stepIndex)].scroll.x")
        checker.checkOffset(offset.y, at: "steps[\(stepIndex)].scroll.y")
      case .scrollTo(let target):
        checker.checkScrollTarget(target, at: "steps[\(stepIndex)].scroll")
      case .scrollBy(let delta):
        checker.checkOffset(delta.x, at: "steps[\(stepIndex)].scrollBy.x")
        checker.checkOffset(delta.y, at: "steps[\(stepIndex)].scrollBy.y")
      case .resize(let size, let newInset):
        checker.checkSize(size, at: "steps[\(stepIndex)].resize")
        let inset = newInset ?? insets
        if let newInset {
          checker.checkInsets(newInset, at: "steps[\(stepIndex)].resize.contentInset")
          insets = newInset
        }
        if size.width > 0, inset.left.isFinite, inset.right.isFinite,
          inset.left + inset.right >= size.width
        {
          checker.report(
            "steps[\(stepIndex)].resize.width",
            "the content insets leave no content width in a viewport "
              + "\(format(size.width)) points wide")
        }
      case .update(let batch):
        checker.checkUpdate(batch, at: "steps[\(stepIndex)].update")
      case .updateSources(let updates):
        checker.checkSourceUpdates(updates, at: "steps[\(stepIndex)].update")
      case .apply(let snapshot):
        checker.checkSnapshot(snapshot, at: "steps[\(stepIndex)].apply")
      case .load(let load):
        checker.checkLoad(load, at: "steps[\(stepIndex)].load")
      case .select(let selection):
        checker.checkSelection(selection, at: "steps[\(stepIndex)].select")
      case .interaction(let interaction):
        // Checked here when the scenario's layout plays it; otherwise the layout reports it
        // when the step is played.
        checker.checkInteraction(interaction, in: self, at: "steps[\(stepIndex)]")
      case .beginDrag, .dragTo, .endDrag, .cancelDrag, .swipe, .editing, .measure:
        // Checked by InteractionStepChecker above.
        break
      }
    }
    return checker.issues + outputSizeIssues()
  }

  /// The problems of a batch's own values (indexes >= 0, the animation, the `after`
  /// sections), located under `location`: what ``validationIssues()`` checks for an update
  /// step, for batches built in code.
  static func issues(of batch: BatchUpdate, at location: String) -> [ScenarioIssue] {
    var checker = RangeChecker()
    checker.checkUpdate(batch, at: location)
    return checker.issues
  }

  /// The problems of an environment: what ``validationIssues()`` checks of the viewport, the
  /// insets and the display scale.
  static func issues(of environment: LayoutEnvironment) -> [ScenarioIssue] {
    Scenario(environment: environment).validationIssues()
  }

  /// Throws every problem ``validationIssues()`` finds; returns quietly for a valid scenario.
  ///
  /// A scenario that ``ScenarioDecoder`` returned, and that was not changed since, was
  /// validated by the decoder: it is not checked a second time.
  public func validate() throws(ScenarioError) {
    if validity.isValid { return }
    let issues = validationIssues()
    if !issues.isEmpty { throw ScenarioError(issues: issues) }
  }
}

/// `total + max(0, count)`, or `Int.max` when that overflows: counts come from the input and
/// may be as large as `Int.max`.
func addingSaturated(_ total: Int, _ count: Int) -> Int {
  let (sum, overflow) = total.addingReportingOverflow(max(0, count))
  return overflow ? Int.max : sum
}

/// Formats a number for a message: integers without a decimal point, others as Swift
/// prints them.
func format(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}

/// Collects range problems with their locations.
struct RangeChecker {
  var issues: [ScenarioIssue] = []

  mutating func report(_ location: String, _ message: String) {
    issues.append(ScenarioIssue(location: location, message: message))
  }

  // Locations are autoclosures: the text is built only when a problem is reported, so a
  // million valid items cost no string building.

  mutating func checkPositive(
    _ value: Double, at location: @autoclosure () -> String,
    maximum: Double = Limits.maximumLength
  ) {
    if value.isFinite && value > 0 && value <= maximum { return }
    let location = location()
    if !value.isFinite {
      report(location, "expected a finite number > 0, got \(format(value))")
    } else if value <= 0 {
      report(location, "expected a number > 0, got \(format(value))")
    } else if value > maximum {
      report(location, "expected a number <= \(format(maximum)), got \(format(value))")
    }
  }

  mutating func checkNonNegative(
    _ value: Double, at location: @autoclosure () -> String,
    maximum: Double = Limits.maximumLength
  ) {
    if value.isFinite && value >= 0 && value <= maximum { return }
    let location = location()
    if !value.isFinite {
      report(location, "expected a finite number >= 0, got \(format(value))")
    } else if value < 0 {
      report(location, "expected a number >= 0, got \(format(value))")
    } else if value > maximum {
      report(location, "expected a number <= \(format(maximum)), got \(format(value))")
    }
  }

  /// A display scale: finite, at least ``Limits/minimumDisplayScale`` and at most
  /// ``Limits/maximumDisplayScale``. Zero and negative scales read `> 0`, as lengths do.
  mutating func checkDisplayScale(_ scale: Double) {
    if scale.isFinite, scale > 0, scale <= Limits.maximumDisplayScale,
      scale < Limits.minimumDisplayScale
    {
      report(
        "displayScale",
        "expected a number >= \(format(Limits.minimumDisplayScale)), got \(format(scale))")
      return
    }
    checkPositive(scale, at: "displayScale", maximum: Limits.maximumDisplayScale)
  }

  mutating func checkOffset(_ value: Double, at location: String) {
    if !value.isFinite {
      report(location, "expected a finite number, got \(format(value))")
    } else if abs(value) > Limits.maximumOffset {
      report(
        location,
        "expected a number between -\(format(Limits.maximumOffset)) and "
          + "\(format(Limits.maximumOffset)), got \(format(value))")
    }
  }

  mutating func checkSize(_ size: LayoutSize, at location: String) {
    checkPositive(size.width, at: "\(location).width")
    checkPositive(size.height, at: "\(location).height")
  }

  mutating func checkInsets(_ insets: LayoutInsets, at location: @autoclosure () -> String) {
    checkNonNegative(insets.top, at: "\(location()).top")
    checkNonNegative(insets.left, at: "\(location()).left")
    checkNonNegative(insets.bottom, at: "\(location()).bottom")
    checkNonNegative(insets.right, at: "\(location()).right")
  }

  mutating func checkMetrics(_ metrics: SectionMetrics, at location: @autoclosure () -> String) {
    if let rowHeight = metrics.rowHeight { checkPositive(rowHeight, at: "\(location()).rowHeight") }
    if let columns = metrics.columns, columns < 1 || columns > Limits.maximumColumnCount {
      let bound = columns < 1 ? ">= 1" : "<= \(Limits.maximumColumnCount)"
      report("\(location()).columns", "expected an integer \(bound), got \(columns)")
    }
    if let spacing = metrics.columnSpacing {
      checkNonNegative(spacing, at: "\(location()).columnSpacing")
    }
    if let spacing = metrics.rowSpacing {
      checkNonNegative(spacing, at: "\(location()).rowSpacing")
    }
    if let padding = metrics.padding { checkInsets(padding, at: "\(location()).padding") }
    for (index, action) in (metrics.editActions ?? []).enumerated() {
      checkPositive(action.width, at: "\(location()).editActions[\(index)].width")
    }
    if let separators = metrics.separators {
      if let insets = separators.insets {
        checkNonNegative(insets.left, at: "\(location()).separators.insets.left")
        checkNonNegative(insets.right, at: "\(location()).separators.insets.right")
      }
      if let thickness = separators.thickness {
        checkPositive(thickness, at: "\(location()).separators.thickness")
      }
    }
  }

  /// Checks the static values of a batch update: indexes >= 0, the animation's ranges, and
  /// the `after` sections like the scenario's. Bounds against the data are the player's: they
  /// depend on the data at that step.
  mutating func checkUpdate(_ batch: BatchUpdate, at location: String) {
    checkIndexes(batch.deleteSections, at: "\(location).deleteSections")
    checkIndexes(batch.insertSections, at: "\(location).insertSections")
    checkIndexes(batch.reloadSections, at: "\(location).reloadSections")
    for (index, move) in batch.moveSections.enumerated() {
      checkIndex(move.from, at: "\(location).moveSections[\(index)][0]")
      checkIndex(move.to, at: "\(location).moveSections[\(index)][1]")
    }
    checkPaths(batch.deleteItems, at: "\(location).deleteItems")
    checkPaths(batch.insertItems, at: "\(location).insertItems")
    checkPaths(batch.reloadItems, at: "\(location).reloadItems")
    for (index, move) in batch.moveItems.enumerated() {
      checkPath(move.from, at: "\(location).moveItems[\(index)][0]")
      checkPath(move.to, at: "\(location).moveItems[\(index)][1]")
    }
    if let after = batch.after { checkSections(after, at: "\(location).after") }
    checkItemData(batch, at: location)
    checkAnimation(batch.animation, at: "\(location).animation")
  }

  /// Checks an update animation's duration, frame rate and spring.
  mutating func checkAnimation(_ animation: UpdateAnimation, at location: String) {
    checkNonNegative(
      animation.duration, at: "\(location).duration", maximum: Limits.maximumAnimationDuration)
    checkPositive(animation.fps, at: "\(location).fps", maximum: Limits.maximumFramesPerSecond)
    if case .spring(let damping, let response) = animation.curve {
      let spring = "\(location).curve.spring"
      checkPositive(damping, at: "\(spring).damping", maximum: .greatestFiniteMagnitude)
      checkPositive(response, at: "\(spring).response", maximum: .greatestFiniteMagnitude)
    }
  }

  mutating func checkIndex(_ index: Int, at location: @autoclosure () -> String) {
    if index < 0 { report(location(), "expected an integer >= 0, got \(index)") }
  }

  mutating func checkIndexes(_ indexes: [Int], at location: String) {
    for (position, index) in indexes.enumerated() {
      checkIndex(index, at: "\(location)[\(position)]")
    }
  }

  mutating func checkPath(_ path: ItemPath, at location: @autoclosure () -> String) {
    checkIndex(path.section, at: "\(location())[0]")
    checkIndex(path.item, at: "\(location())[1]")
  }

  mutating func checkPaths(_ paths: [ItemPath], at location: String) {
    for (position, path) in paths.enumerated() { checkPath(path, at: "\(location)[\(position)]") }
  }

  /// Checks an item's aspect ratio: within its range, and not given with a height.
  mutating func checkAspectRatio(
    _ ratio: Double, hasHeight: Bool, at item: @autoclosure () -> String
  ) {
    let minimum = Item.minimumAspectRatio
    let maximum = Item.maximumAspectRatio
    if !ratio.isFinite {
      report("\(item()).aspectRatio", "expected a finite number > 0, got \(format(ratio))")
    } else if ratio <= 0 {
      report("\(item()).aspectRatio", "expected a number > 0, got \(format(ratio))")
    } else if ratio < minimum || ratio > maximum {
      report(
        "\(item()).aspectRatio",
        "expected a number between \(minimum) and \(format(maximum)), got \(format(ratio))")
    } else if hasHeight {
      report(
        "\(item()).aspectRatio", "expected either a height or an aspectRatio, got both")
    }
  }
}
