import Foundation
import Testing

/// Runs the built `collection-layout` executable as a subprocess, to prove that `main.swift`
/// wires standard input, standard output, standard error and the exit status.
@Suite(
  .enabled(
    if: BuiltExecutable.url != nil,
    "the collection-layout executable was not found next to the test bundle; run swift build"))
struct ExecutableTests {
  @Test func versionGoesToStandardOutput() throws {
    let run = try BuiltExecutable.run(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "collection-layout 0.1.0\n")
    #expect(run.errors == "")
  }

  @Test func usageErrorGoesToStandardErrorWithStatus2() throws {
    let run = try BuiltExecutable.run(["frame"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors == """
        collection-layout: unknown command 'frame'; did you mean 'frames'?
        Run 'collection-layout --help' for usage.

        """)
  }

  @Test func scenarioIsReadFromStandardInput() throws {
    let run = try BuiltExecutable.run(["validate", "-"], input: SampleScenario.invalid)
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.errors == SampleScenario.invalidErrors)
  }
}

/// The `collection-layout` executable built beside the test bundle.
enum BuiltExecutable {
  /// The executable, when found: in the directory of the test bundle (`.build/debug`, say).
  static let url: URL? = {
    var directories: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    return directories.map { $0.appendingPathComponent("collection-layout") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// What a run printed and its exit status.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the executable with `arguments` and `input` as standard input, to its end.
  static func run(_ arguments: [String], input: String = "") throws -> Run {
    let process = Process()
    let executable = try #require(url)
    process.executableURL = executable
    process.arguments = arguments
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    if !input.isEmpty {
      try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    }
    try standardInput.fileHandleForWriting.close()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errors = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
