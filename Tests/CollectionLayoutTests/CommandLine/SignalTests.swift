import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built executable under signals: a closed pipe is a write failure with status 1, and a
/// terminating signal or a crash during a write removes the temporary file and leaves the
/// output as it was.
@Suite(
  .enabled(
    if: BuiltExecutable.url != nil,
    "the collection-layout executable was not found next to the test bundle; run swift build"))
struct SignalTests {
  /// A scenario whose frames are about `items` × 140 bytes: every item listed.
  private static func scenario(items: Int) -> String {
    """
    {"version": 1, "viewport": {"width": 320, "height": 480},
     "sections": [{"items": \(items)}], "output": {"elements": "all"}}
    """
  }

  @Test func aClosedPipeExitsWithStatus1AndAMessage() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    // 2.8 MB of frames, far more than a pipe holds: the reader is gone after one byte.
    let scenario = try directory.write(Self.scenario(items: 20_000), to: "scenario.json")
    let executable = try #require(BuiltExecutable.url).path
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = [
      "-c", "\"$0\" frames \"$1\" 2> \"$2\" | head -c 1 > /dev/null; echo \"${PIPESTATUS[0]}\"",
      executable, scenario, directory.path("errors.txt"),
    ]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let status = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    #expect(String(decoding: status, as: UTF8.self) == "1\n")
    #expect(
      try String(contentsOfFile: directory.path("errors.txt"), encoding: .utf8)
        == "collection-layout: cannot write to standard output: the reading end of the pipe "
        + "is closed\n")
  }

  /// The terminating signals, and those of a crash (sent with `kill`: the Swift runtime's
  /// backtracer, which would take a crash signal from `kill` for a request to print a
  /// backtrace and go on, is turned off, so that the action after the tool's handler is the
  /// default one, as it is for a real crash after the backtracer has printed).
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT])
  func aSignalDuringAWriteRemovesTheTemporaryFile(signal: Int32) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    // About 80 MB of frames: a second or more of writing in a debug build.
    let scenario = try directory.write(Self.scenario(items: 600_000), to: "scenario.json")
    let output = try directory.write("the old frames\n", to: "frames.json")
    let process = Process()
    let executable: URL = try #require(BuiltExecutable.url)
    process.executableURL = executable
    process.arguments = ["frames", scenario, "-o", output]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for the temporary file, then signal while it is being written.
    let deadline = Date().addingTimeInterval(60)
    var sawTemporaryFile = false
    while process.isRunning, Date() < deadline {
      if try directory.contents().contains(where: { $0.hasSuffix(".tmp") }) {
        sawTemporaryFile = true
        break
      }
      usleep(2_000)
    }
    kill(process.processIdentifier, signal)
    let killDeadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < killDeadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try #require(sawTemporaryFile, "the write ended before the signal could be sent")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try directory.contents() == ["frames.json", "scenario.json"])
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "the old frames\n")
  }
}
