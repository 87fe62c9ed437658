import CollectionLayoutCore

/// The problems of a wall scenario: the keys it must not have, the configuration's values
/// (under `layout`), the tiles one screen shows (at the start and after every resize) and the
/// output mode.
extension RangeChecker {
  mutating func checkWallScenario(_ configuration: WallConfiguration, of scenario: Scenario) {
    checkNoGridData(
      of: scenario, kind: "wall", data: "its images are layout.images",
      insetReason: "its tiles have no edge")
    if scenario.output.elements == .all {
      report(
        ValueLocation("output")["elements"],
        "expected \"visible\" with a wall layout: it has no end, so \"all\" has no meaning")
    }
    guard let tile = checkWall(configuration, at: "layout") else { return }
    let width = tile.width
    let height = tile.height
    issues += WallLayout.issues(
      ofViewport: scenario.environment.viewport, tileWidth: width, tileHeight: height,
      at: "viewport")
    for (index, step) in scenario.steps.enumerated() {
      if case .resize(let size, let inset) = step {
        issues += WallLayout.issues(
          ofViewport: size, tileWidth: width, tileHeight: height,
          at: ValueLocation("steps")[index]["resize"])
        if let inset, inset != .zero {
          report(
            ValueLocation("steps")[index]["resize"]["contentInset"],
            "expected no content inset with a wall layout (its tiles have no edge)")
        }
      }
    }
  }
}
