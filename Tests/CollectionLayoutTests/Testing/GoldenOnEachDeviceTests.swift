import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutTesting

@Suite struct GoldenOnEachDeviceTests {
  static let scenario = Scenario(
    environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
    sections: [LayoutSection(items: .count(30))],
    devices: [
      EnvironmentDescription(device: .iPhone15),
      EnvironmentDescription(device: .iPhone16ProMax, orientation: .landscape),
    ])

  @Test func eachDeviceHasItsGoldenAndAFailureNamesTheDevice() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let prefix = directory.file("list")
    let recording = GoldenConfiguration(
      recordMode: .missing, artifactsDirectory: directory.file("artifacts"))
    // The first run records both goldens (and fails, as recording does).
    let recorded = goldenFailuresOnEachDevice(Self.scenario, at: prefix, configuration: recording)
    #expect(recorded.count == 2)
    #expect(recorded.first?.hasPrefix("on iPhone 15: ") == true)
    #expect(recorded.last?.hasPrefix("on iPhone 16 Pro Max landscape: ") == true)
    #expect(directory.read("list.iPhone-15.frames.json")?.contains(#""width": 393"#) == true)
    #expect(
      directory.read("list.iPhone-16-Pro-Max-landscape.frames.json")?.contains(#""width": 956"#)
        == true)
    let checking = GoldenConfiguration(
      recordMode: .never, artifactsDirectory: directory.file("artifacts"))
    #expect(goldenFailuresOnEachDevice(Self.scenario, at: prefix, configuration: checking) == [])
    // One golden changed: one failure, naming its device.
    try directory.write("{}\n", to: "list.iPhone-15.frames.json")
    let failures = goldenFailuresOnEachDevice(Self.scenario, at: prefix, configuration: checking)
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("on iPhone 15: ") == true)
  }

  @Test func aScenarioWithoutDevicesFails() {
    var scenario = Self.scenario
    scenario.devices = []
    let configuration = GoldenConfiguration(recordMode: .never, artifactsDirectory: "/tmp")
    #expect(
      goldenFailuresOnEachDevice(scenario, at: "/tmp/x", configuration: configuration) == [
        #"the scenario lists no "devices" to compare goldens on"#
      ])
  }
}
