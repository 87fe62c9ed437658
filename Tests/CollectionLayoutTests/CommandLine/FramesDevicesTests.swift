import CollectionLayoutCommandLine
import Foundation
import Testing

/// `frames --device NAME` and `frames --all-devices -o DIR`.
@Suite struct FramesDevicesTests {
  static let scenario = """
    {"version": 1, "environment": {"device": "iPhone 15"}, "sections": [{"items": 30}],
     "devices": ["iPhone SE (3rd generation)", {"device": "iPhone 16 Pro Max", "orientation": "landscape"},
                 {"device": "iPad Pro 13-inch (M4)", "orientation": "landscape", "splitView": "oneThird"}]}
    """

  @Test func oneDeviceByItsScreenName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("list.json")
    try Self.scenario.write(toFile: path, atomically: true, encoding: .utf8)
    let tool = CommandLineTool()
    let max = tool.run(["frames", path, "--device", "iphone 16 pro max landscape"])
    #expect(max.status == .success)
    #expect(String(decoding: max.output, as: UTF8.self).contains(#""width": 956, "height": 440"#))
    // A preset the list does not name, in portrait.
    let pad = tool.run(["frames", path, "--device", "iPad Pro 11-inch (M4)"])
    #expect(String(decoding: pad.output, as: UTF8.self).contains(#""width": 834, "height": 1210"#))
    let unknown = tool.run(["frames", path, "--device", "iPhone 16 Pro Maxx landscape"])
    #expect(unknown.status == .invalidInput)
    #expect(
      unknown.errors
        == "collection-layout: unknown device 'iPhone 16 Pro Maxx landscape'; did you mean 'iPhone 16 Pro Max landscape'?\n"
    )
  }

  @Test func eachDeviceIntoADirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("list.json")
    try Self.scenario.write(toFile: path, atomically: true, encoding: .utf8)
    let out = directory.file("out")
    let result = CommandLineTool().run(["frames", path, "--all-devices", "-o", out])
    #expect(result.status == .success)
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      names == [
        "list.iPad-Pro-13-inch-M4-landscape-oneThird.frames.json",
        "list.iPhone-16-Pro-Max-landscape.frames.json",
        "list.iPhone-SE-3rd-generation.frames.json",
      ])
    let se = directory.read("out/list.iPhone-SE-3rd-generation.frames.json") ?? ""
    #expect(se.contains(#""width": 375, "height": 667"#))
    let missing = CommandLineTool().run(["frames", path, "--all-devices"])
    #expect(missing.status != .success)
    #expect(
      missing.errors.hasPrefix(
        "collection-layout: option '--all-devices' of 'frames' writes one file per device: give their directory with '-o DIR'"
      ))
  }

  @Test func aScreenThatCannotPlayTheStepsIsNamedAndTheOthersWritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("mix.json")
    // A third of an iPad is valid on the root iPad, not on an iPhone.
    try
      #"{"version": 1, "environment": {"device": "iPad Pro 11-inch (M4)"}, "devices": ["iPhone 15", "iPad Pro 11-inch (M4)"], "sections": [{"items": 3}], "steps": [{"resize": {"environment": {"splitView": "oneThird"}}}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let out = directory.file("out")
    let result = CommandLineTool().run(["frames", path, "--all-devices", "-o", out])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors
        == #"on iPhone 15: steps[0].resize.environment.splitView: "iPhone 15" is an iPhone, which has no split views; expected "full", got "oneThird""#
        + "\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out) == [
        "mix.iPad-Pro-11-inch-M4.frames.json"
      ])
  }
}
