import CollectionLayoutCore

/// Playing a measure step.
extension FramesPlayer {
  /// Gives the measured heights (and widths, where the layout lets a cell size its width:
  /// ``CollectionViewLayout/measuredWidthRefusal(ofItem:)``) to the data, lays the layout out
  /// again for them
  /// (``CollectionViewLayout/laidOut(measuring:in:)``) and animates the change as an update
  /// without operations, keeping the place `measurement.anchor` names: by default the first
  /// element visible below what is pinned keeps its place on screen, so nothing visible jumps
  /// when what changed is above it, and an anchor that changed keeps its top.
  mutating func playMeasure(_ measurement: HeightMeasurement, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let sections: [LayoutSection]
    let location = ValueLocation("steps")[index]["measure"]
    do {
      sections = try layout.sections.applying(measurement, at: location)
    } catch {
      throw ScenarioError(error)
    }
    // A width only where the layout lets the cell size its width.
    var refusals: [LayoutIssue] = []
    for (position, item) in measurement.items.enumerated() where item.width != nil {
      guard let reason = layout.measuredWidthRefusal(ofItem: item.item) else { continue }
      refusals.append(
        LayoutIssue(
          location: location["items"][position][2]["width"],
          message: "expected an item that sizes its own width, got [\(item.item.section), "
            + "\(item.item.item)]: \(reason)"))
    }
    guard refusals.isEmpty else { throw ScenarioError(LayoutError(issues: refusals)) }
    let measured: Layout
    do {
      measured = try layout.laidOut(measuring: measurement, in: sections)
    } catch {
      throw ScenarioError(
        location: "steps[\(index)]",
        message: "cannot lay out the data after the measure step: "
          + error.issues.map(\.description).joined(separator: "; "))
    }
    return try present(
      InteractiveLayout(base: measured, state: interactions.state), anchor: measurement.anchor,
      action: .measure, at: index)
  }
}
