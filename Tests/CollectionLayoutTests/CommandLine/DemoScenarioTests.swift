import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The embedded demos must be the checked-in `Tests/Scenarios/demo.json`,
/// `demo-photos.json` and `demo-photo-grid.json`, byte for byte, so that the golden suite pins the frames
/// `collection-layout demo` prints.
@Test(arguments: [
  ("demo.json", DemoScenario.json), ("demo-photos.json", DemoScenario.photosJSON),
  ("demo-photo-grid.json", DemoScenario.photoGridJSON),
])
func embeddedDemoEqualsTheScenarioFile(name: String, json: String) throws {
  let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CommandLine
    .deletingLastPathComponent()  // CollectionLayoutTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Scenarios/\(name)")
  let bytes = try [UInt8](Data(contentsOf: file))
  #expect(bytes == Array(json.utf8))
  #expect(bytes.last == UInt8(ascii: "\n"))
}
