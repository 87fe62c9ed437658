import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every input the `command-line` and `render` fuzz targets found
/// (`Tests/Fuzz/Crashes/command-line/`, `Tests/Fuzz/Crashes/render/`) replayed with the
/// targets' checks: the command line as a process of the built executable in a scratch
/// directory with the target's fixtures, the frames reader and `render` in memory.
@Suite struct FuzzTargetRegressionTests {
  private static let crashes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Crashes")

  static func inputs(_ target: String) throws -> [String] {
    try FuzzCrashRegressionTests.inputs(in: crashes.appendingPathComponent(target))
  }

  @Test func theTargetsCrashFoldersAreThere() {
    for target in ["command-line", "render"] {
      #expect(
        FileManager.default.fileExists(
          atPath: Self.crashes.appendingPathComponent("\(target)/README.md").path))
    }
  }

  // MARK: - command-line

  /// The fixtures of `CommandLineFuzzEntry.swift`, by token.
  static let tokens: [String: String] = [
    "@in": "input.json", "@out": "out.json", "@old": "old.json", "@link": "link.json",
    "@dangling": "dangling.json", "@dir": "sub", "@null": "/dev/null", "@full": "/dev/full",
  ]

  @Test(
    .enabled(if: BuiltExecutable.url != nil, "the collection-layout executable was not built"),
    arguments: try inputs("command-line"))
  func commandLineInputIsHandled(name: String) throws {
    let bytes = Array(
      try Data(contentsOf: Self.crashes.appendingPathComponent("command-line/\(name)")))
    #expect(try Self.problems(runningCommandLine: bytes) == [], "\(name)")
  }

  /// What goes wrong when the tool runs the input's arguments on its file, as the fuzz target
  /// runs them; empty when nothing does (or when the target skips the input).
  static func problems(runningCommandLine bytes: [UInt8]) throws -> [String] {
    let separator = bytes.firstIndex(of: 0)
    let contents = separator.map { Array(bytes[($0 + 1)...]) } ?? []
    let text = String(decoding: bytes[..<(separator ?? bytes.endIndex)], as: UTF8.self)
    var arguments: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12) {
      let argument = String(line)
      if let path = tokens[argument] {
        arguments.append(path)
      } else if let equals = argument.firstIndex(of: "="),
        let path = tokens[String(argument[argument.index(after: equals)...])]
      {
        arguments.append(argument[...equals] + path)
      } else if argument.contains("/") || argument == ".." || argument.hasSuffix("=..") {
        return []
      } else {
        arguments.append(argument)
      }
    }
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try Data(contents).write(to: directory.url.appendingPathComponent("input.json"))
    _ = try directory.write("old\n", to: "old.json")
    symlink("input.json", directory.path("link.json"))
    symlink("nowhere.json", directory.path("dangling.json"))
    mkdir(directory.path("sub"), 0o755)
    let process = Process()
    let executable: URL = try #require(BuiltExecutable.url)
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory.url
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data(contents))
    try input.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let reported = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    var problems: [String] = []
    let status = process.terminationStatus
    if process.terminationReason != .exit || ![0, 1, 2].contains(status) {
      problems.append("ended with \(process.terminationReason) \(status)")
    }
    // A success prints nothing on standard error, but `validate`'s warnings, each a line.
    let warnsOnly =
      reported.hasSuffix("\n")
      && reported.split(separator: "\n").allSatisfy {
        $0.contains("warning: ") && !$0.hasSuffix("warning: ")
      }
    if status == 0, !reported.isEmpty, !warnsOnly {
      problems.append("status 0 with errors \(reported)")
    }
    if status != 0, reported.isEmpty || !printed.isEmpty {
      problems.append("status \(status) without a message, or with output")
    }
    if status != 0,
      try String(contentsOfFile: directory.path("old.json"), encoding: .utf8) != "old\n"
    {
      problems.append("a failed run changed old.json")
    }
    if try Array(Data(contentsOf: directory.url.appendingPathComponent("input.json"))) != contents {
      problems.append("the input file changed")
    }
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: directory.url.path)
      .filter { $0.hasSuffix(".tmp") }
    if !leftovers.isEmpty { problems.append("temporary files left: \(leftovers)") }
    return problems
  }

  // MARK: - render

  @Test(arguments: try inputs("render"))
  func renderInputIsHandled(name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.crashes.appendingPathComponent("render/\(name)")))
    #expect(Self.problems(rendering: bytes) == [], "\(name)")
  }

  /// What goes wrong when `bytes` is read as frames and drawn; empty when nothing does.
  static func problems(rendering bytes: [UInt8]) -> [String] {
    let frames: FramesDocument
    do {
      frames = try FramesReader.read(bytes)
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        return ["a frames-reading error without a message"]
      }
      // Every step is checked, not only the one drawn.
      let later = CommandLineTool(readStandardInput: { bytes })
        .run(["render", "-", "--svg", "--step", "1"])
      return later.status == .success ? ["render --svg --step 1 draws it"] : []
    }
    var problems: [String] = []
    let written = FramesWriter.utf8(for: frames)
    if (try? FramesReader.read(written)).map(FramesWriter.utf8(for:)) != written {
      problems.append("the frames read do not write back the same bytes")
    }
    for step in 0..<min(frames.steps.count, 8) {
      let animationFrames = frames.steps[step].transition?.frames.count ?? 0
      for frame in [nil] + (0..<min(animationFrames, 4)).map(Optional.some) {
        guard let svg = try? SVGPicture.svg(of: frames, step: step, animationFrame: frame),
          svg.hasPrefix("<svg "), svg.hasSuffix("</svg>\n")
        else {
          problems.append("step \(step) frame \(String(describing: frame)) does not draw")
          continue
        }
      }
    }
    let page = String(decoding: PlayerPage.html(framesJSON: bytes, sourceName: "f"), as: UTF8.self)
    let empty = String(decoding: PlayerPage.html(framesJSON: [], sourceName: "f"), as: UTF8.self)
    if page.components(separatedBy: "</script").count
      != empty.components(separatedBy: "</script").count
    {
      problems.append("the frames end a script block of the player page early")
    }
    return problems
  }
}
