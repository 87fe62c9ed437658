import CollectionLayout
import CollectionLayoutTesting
import Testing

/// Plays every scenario in `Tests/Scenarios` and compares its frames with its golden in
/// `Snapshots` (see the GoldenFiles article of CollectionLayoutTesting; re-record with
/// `Scripts/record-snapshots`).
@Suite struct ScenarioGoldenTests {
  @Test(arguments: ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory))
  func scenarioMatchesItsGolden(name: String) throws {
    let scenarioPath =
      ScenarioGoldens.scenariosDirectory + "/" + name + ScenarioGoldens.scenarioSuffix
    let json = try ScenarioGoldens.framesJSON(forScenarioAt: scenarioPath)
    assertMatchesGolden(
      json,
      at: ScenarioGoldens.goldenPath(
        forScenarioNamed: name, in: ScenarioGoldens.snapshotsDirectory))
  }

  @Test func everyGoldenHasAScenario() {
    let orphans = ScenarioGoldens.orphanGoldens(
      snapshotsDirectory: ScenarioGoldens.snapshotsDirectory,
      scenariosDirectory: ScenarioGoldens.scenariosDirectory)
    #expect(
      orphans.isEmpty,
      """
      Files in Snapshots/ without a scenario in Tests/Scenarios/ (a golden is \
      <name>.frames.json for Tests/Scenarios/<name>.json): \(orphans.joined(separator: ", ")). \
      Delete them or restore their scenarios.
      """)
  }
}
