import CollectionLayoutCore

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
    checker.checkEnvironment(environment)
    checkDevices(&checker)
    checker.checkGridDefaults(metrics: metrics, globalHeaders: globalHeaders)
    if let dataSource {
      checker.checkDataSource(dataSource, sections: sections, inheriting: metrics)
    } else {
      checker.checkGridSections(sections, inheriting: metrics, checking: checking)
    }
    layout.layoutKind.check(self, into: &checker)
    if steps.count > Limits.maximumStepCount {
      checker.report(
        "steps", "expected at most \(Limits.maximumStepCount) steps, got \(steps.count)")
    }
    var interactions = InteractionStepChecker()
    var transitions = TransitionStepChecker()
    // The content inset at each step: a resize may change it.
    var insets = environment.contentInset
    // The screen's size at each step: a resize may change it.
    var viewport = environment.viewport
    // The screen at each step: a resize may lay another environment over it.
    var screen = environmentDescription ?? EnvironmentDescription()
    // The kind of layout at each step: a layout change may replace it.
    var kind = layout.layoutKind
    var pendingKind: (any LayoutKind.Type)?
    for (stepIndex, step) in steps.enumerated() {
      let name = InteractionStepChecker.name(of: step)
      if kind.refusedStepNames.contains(name) {
        checker.report(
          ValueLocation("steps")[stepIndex],
          "a \(kind.name) layout does not play \"\(name)\" steps; "
            + "\"layout\": {\"kind\": \"grid\"} does")
        continue
      }
      checker.issues += interactions.issues(of: step, at: stepIndex)
      checker.issues += transitions.issues(of: step, at: stepIndex)
      switch step {
      case .scroll(let offset):
        checker.checkOffset(offset.x, at: ValueLocation("steps")[stepIndex]["scroll"]["x"])
        checker.checkOffset(offset.y, at: ValueLocation("steps")[stepIndex]["scroll"]["y"])
      case .scrollTo(let target):
        checker.checkScrollTarget(target, at: ValueLocation("steps")[stepIndex]["scroll"])
      case .scrollSection(let section, let x, let y):
        let location = ValueLocation("steps")[stepIndex]["scroll"]
        checker.checkIndex(section, at: location["section"])
        if let x { checker.checkOffset(x, at: location["x"]) }
        if let y { checker.checkOffset(y, at: location["y"]) }
      case .scrollBy(let delta):
        checker.checkOffset(delta.x, at: ValueLocation("steps")[stepIndex]["scrollBy"]["x"])
        checker.checkOffset(delta.y, at: ValueLocation("steps")[stepIndex]["scrollBy"]["y"])
      case .animatedScroll(let target):
        checker.checkScrollTarget(target, at: ValueLocation("steps")[stepIndex]["scroll"])
      case .fling(let fling):
        checker.checkFling(fling, at: ValueLocation("steps")[stepIndex]["fling"])
      case .pan(let pan):
        checker.checkPan(pan, at: ValueLocation("steps")[stepIndex]["pan"])
      case .resize(let size, let newInset):
        checker.checkSize(size, at: ValueLocation("steps")[stepIndex]["resize"])
        viewport = size
        let inset = newInset ?? insets
        if let newInset {
          checker.checkInsets(
            newInset, at: ValueLocation("steps")[stepIndex]["resize"]["contentInset"])
          insets = newInset
        }
        if size.width > 0, inset.left.isFinite, inset.right.isFinite,
          inset.left + inset.right >= size.width
        {
          checker.report(
            ValueLocation("steps")[stepIndex]["resize"]["width"],
            "the content insets leave no content width in a viewport "
              + "\(format(size.width)) points wide")
        }
      case .resizeEnvironment(let resize):
        screen = checker.checkResize(
          resize, after: screen, rawInset: &insets, viewport: &viewport,
          at: ValueLocation("steps")[stepIndex]["resize"])
      case .update(let batch):
        checker.checkUpdate(batch, at: ValueLocation("steps")[stepIndex]["update"])
      case .updateSources(let updates):
        checker.checkSourceUpdates(updates, at: ValueLocation("steps")[stepIndex]["update"])
      case .apply(let snapshot):
        checker.checkSnapshot(snapshot, at: ValueLocation("steps")[stepIndex]["apply"])
      case .load(let load):
        checker.checkLoad(load, at: ValueLocation("steps")[stepIndex]["load"])
      case .select(let selection):
        checker.checkSelection(selection, at: ValueLocation("steps")[stepIndex]["select"])
      case .interaction(let interaction):
        // Checked here when the scenario's layout plays it; otherwise the layout reports it
        // when the step is played.
        layout.layoutKind.check(
          interaction, in: self, at: ValueLocation("steps")[stepIndex], into: &checker)
      case .beginDrag, .dragTo, .endDrag, .cancelDrag, .swipe, .editing, .measure:
        // Checked by InteractionStepChecker above.
        break
      case .setLayout(let replacement):
        checker.checkAnimation(
          replacement.animation, at: ValueLocation("steps")[stepIndex]["setLayout"]["animation"])
        kind = replacement.newLayout.layout.layoutKind
      case .beginTransition(let start):
        pendingKind = start.newLayout.layout.layoutKind
      case .finishTransition:
        kind = pendingKind ?? kind
        pendingKind = nil
      case .cancelTransition:
        pendingKind = nil
      case .transitionProgress, .pinch:
        // Checked by TransitionStepChecker above.
        break
      }
    }
    checker.issues += transitions.endIssues()
    return (checker.issues + outputSizeIssues()).map(ScenarioIssue.init)
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

extension RangeChecker {
  /// Checks a resize to another screen: its viewport and inset when given, the environment
  /// laid over `screen` (the one before the step), resolved and checked as the root's is: its
  /// display scale, its safe area and margins, and the room the app's inset leaves in it.
  /// Returns the screen after the step, and sets `rawInset` to the app's inset after it and
  /// `viewport` to the screen's size after it (the size before the step, which a resize
  /// without a device keeps).
  mutating func checkResize(
    _ resize: EnvironmentResize, after screen: EnvironmentDescription,
    rawInset: inout LayoutInsets, viewport: inout LayoutSize, at location: ValueLocation
  ) -> EnvironmentDescription {
    if let size = resize.viewport { checkSize(size, at: location) }
    if let inset = resize.contentInset {
      checkInsets(inset, at: location["contentInset"])
      rawInset = inset
    }
    let merged = resize.environment.merged(over: screen)
    do {
      let environment = try merged.environment(
        viewport: resize.viewport ?? (merged.device == nil ? viewport : nil),
        contentInset: rawInset, at: location["environment"])
      viewport = environment.viewport
      checkDisplayScale(environment.displayScale, at: location["environment"]["displayScale"])
      checkScreen(environment, at: location["environment"])
      let width = environment.viewport.width
      if width > 0, rawInset.left.isFinite, rawInset.right.isFinite,
        rawInset.left + rawInset.right >= width
      {
        report(
          location["contentInset"],
          "the content insets leave no content width in a viewport \(format(width)) points wide")
      }
    } catch {
      issues += error.issues
    }
    return merged
  }
}

extension Scenario {
  /// Checks each screen of ``devices`` at `devices[N]`: its display scale, safe area and
  /// margins as the root environment's, and that no two share a name (each screen's frames
  /// file is named after it, ``EnvironmentDescription/screenName``).
  fileprivate func checkDevices(_ checker: inout RangeChecker) {
    var firstIndex: [String: Int] = [:]
    for (index, device) in devices.enumerated() {
      let location = ValueLocation("devices")[index]
      do {
        let screen = try self.environment(of: device, at: location)
        checker.checkDisplayScale(screen.displayScale, at: location["displayScale"])
        checker.checkScreen(screen, at: location)
      } catch {
        checker.issues += error.issues
      }
      guard device.device != nil else { continue }
      let name = device.screenName
      if let first = firstIndex[name] {
        checker.report(
          location,
          "\(Quoting.quoted(name)) is the screen of devices[\(first)] too: each screen's "
            + "frames file is named after it, so each is listed once")
      } else {
        firstIndex[name] = index
      }
    }
  }
}
