import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The embedded demo must be the checked-in `Tests/Scenarios/demo.json`, byte for byte, so
/// that the golden suite pins the frames `collection-layout demo` prints.
@Test func embeddedDemoEqualsTheScenarioFile() throws {
  let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CommandLine
    .deletingLastPathComponent()  // CollectionLayoutTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Scenarios/demo.json")
  let bytes = try [UInt8](Data(contentsOf: file))
  #expect(bytes == Array(DemoScenario.json.utf8))
  #expect(bytes.last == UInt8(ascii: "\n"))
}
