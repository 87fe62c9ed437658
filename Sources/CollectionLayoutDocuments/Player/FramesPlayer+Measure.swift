import CollectionLayoutCore

/// Playing a measure step.
extension FramesPlayer {
  /// Gives the measured heights to the data, lays the layout out again for them
  /// (``CollectionViewLayout/laidOut(measuring:in:)``) and animates the change as an update
  /// without operations, keeping the place `measurement.anchor` names: by default the first
  /// element visible below what is pinned keeps its place on screen, so nothing visible jumps
  /// when what changed is above it, and an anchor that changed keeps its top.
  mutating func playMeasure(_ measurement: HeightMeasurement, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let sections: [LayoutSection]
    do {
      sections = try layout.sections.applying(
        measurement, at: ValueLocation("steps")[index]["measure"])
    } catch {
      throw ScenarioError(error)
    }
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
