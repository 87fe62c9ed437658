extension Scenario {
  /// The output-size problem ``validationIssues()`` reports: with `"elements": "all"`, the
  /// element records of the entries up to the first step that changes the data (an update,
  /// apply, load or select step; the initial layout and every scroll and resize step list
  /// every element of the same data) are counted from the data, and must not exceed
  /// ``Limits/maximumOutputElementCount``. Entries after an update depend on the update; the
  /// player checks them as it goes.
  func outputSizeIssues() -> [ScenarioIssue] {
    guard output.elements == .all else { return [] }
    let firstUpdate = steps.firstIndex { step in
      switch step {
      case .scroll, .resize, .interaction: return false
      case .update, .updateSources, .apply, .load, .select: return true
      }
    }
    let entries = 1 + (firstUpdate ?? steps.count)
    let perEntry = Scenario.elementCount(
      globalHeaders: globalHeaders, sections: sections, metrics: metrics,
      displayScale: environment.displayScale)
    let total = perEntry.saturatingMultiplied(by: entries)
    let limit = Limits.maximumOutputElementCount
    guard total > limit else { return [] }
    let got =
      firstUpdate == nil
      ? "got \(total) (\(perEntry) elements in each of \(entries) entries)"
      : "got at least \(total) (\(perEntry) elements in each of the \(entries) entries "
        + "before the first update)"
    return [
      ScenarioIssue(
        location: "output.elements",
        message: "expected at most \(limit) element records in the frames, \(got)")
    ]
  }
}
