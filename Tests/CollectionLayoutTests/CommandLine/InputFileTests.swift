import Foundation
import Testing

@testable import CollectionLayoutCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the command's input: regular files, FIFOs, `/dev/stdin` and standard input, never
/// past the maximum input size, and `validate`, which plays the steps without writing.
@Suite struct InputFileTests {
  /// Writes `text` into the FIFO at `path` from another thread (opening a FIFO for writing
  /// waits for a reader).
  private func feed(_ text: String, into path: String) -> Thread {
    let bytes = Array(text.utf8)
    let thread = Thread {
      let descriptor = open(path, O_WRONLY)
      guard descriptor >= 0 else { return }
      bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    thread.start()
    return thread
  }

  @Test func aFIFOIsReadToItsEnd() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let fifo = directory.path("scenario.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    _ = feed(SampleScenario.valid, into: fifo)
    let result = runTool(["validate", fifo])
    #expect(result.errors == "")
    #expect(result.outputText == "\(fifo): valid (2 sections, 5 items, 1 step)\n")
  }

  @Test func aFIFOIsReadNoFurtherThanTheLimit() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let fifo = directory.path("large.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    // One write of at most PIPE_BUF (4,096) bytes goes into the pipe whole, before the reader
    // stops and closes its end: a longer one would meet the closed end (SIGPIPE).
    _ = feed(String(repeating: " ", count: 4_000), into: fifo)
    #expect(
      throws: CommandFailure(
        .invalidInput, "cannot read '\(fifo)': more than the maximum of 1000 bytes")
    ) {
      try InputFile.read(.file(fifo), standardInput: { [] }, limit: 1_000)
    }
  }

  @Test func aStreamIsReadToOneBytePastTheLimit() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let written = [UInt8](repeating: 0x20, count: 5_000)
    _ = written.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
    close(descriptors[1])
    defer { close(descriptors[0]) }
    let bytes = try InputFile.readAll(descriptors[0], sizeHint: 0, limit: 1_000)
    #expect(bytes.count == 1_001)
    // What is left was not read.
    var rest = [UInt8](repeating: 0, count: 10_000)
    let remaining = rest.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
    #expect(remaining == 5_000 - 1_001)
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = try directory.write(String(repeating: " ", count: 2_000), to: "large.json")
    #expect(
      throws: CommandFailure(
        .invalidInput,
        "cannot read '\(path)': the file is 2000 bytes, more than the maximum of 1000")
    ) {
      try InputFile.read(.file(path), standardInput: { [] }, limit: 1_000)
    }
    #expect(try InputFile.read(.file(path), standardInput: { [] }, limit: 2_000).count == 2_000)
  }

  @Test func standardInputLargerThanTheLimitIsRefused() {
    #expect(
      throws: CommandFailure(
        .invalidInput, "cannot read standard input: more than the maximum of 1000 bytes")
    ) {
      try InputFile.read(
        .standardInput, standardInput: { [UInt8](repeating: 0x20, count: 1_001) }, limit: 1_000)
    }
  }

  @Test func aPathThroughAFileIsNoSuchFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let file = try directory.write("{}", to: "plain.json")
    #expect(
      runTool(["validate", file + "/scenario.json"]).errors
        == "collection-layout: cannot read '\(file)/scenario.json': no such file\n")
  }

  @Test func validatePlaysTheStepsWithoutWriting() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(
      scenarioJSON(
        #""sections": [{"items": 3}], "steps": [{"update": {"deleteItems": [[0, 3]]}}]"#),
      to: "scenario.json")
    let result = runTool(["validate", scenario])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "steps[0]: attempt to delete item 3 from section 0 which only contains 3 items "
        + "before the update\n")
    #expect(try directory.contents() == ["scenario.json"])
  }
}

/// `/dev/stdin` through the built executable, whose standard input is a pipe.
@Suite(
  .enabled(
    if: BuiltExecutable.url != nil,
    "the collection-layout executable was not found next to the test bundle; run swift build"))
struct DeviceInputTests {
  @Test func devStdinIsReadLikeAFile() throws {
    let run = try BuiltExecutable.run(["validate", "/dev/stdin"], input: SampleScenario.valid)
    #expect(run.errors == "")
    #expect(run.output == "/dev/stdin: valid (2 sections, 5 items, 1 step)\n")
    #expect(run.status == 0)
  }
}
