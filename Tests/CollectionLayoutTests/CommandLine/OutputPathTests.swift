import Foundation
import Testing

@testable import CollectionLayoutCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `-o` does by what its path is: regular files replaced whole with their permission
/// bits kept, links followed, devices and FIFOs written in place, the input file refused.
@Suite struct OutputPathTests {
  /// The file type bits of `path` (links not followed).
  private func fileType(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  /// The permission bits of `path` (links followed).
  private func permissions(_ path: String) -> mode_t {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return status.st_mode & 0o7777
  }

  /// The frames the tool prints for ``SampleScenario/valid``.
  private var expectedFrames: String {
    runTool(["frames", "-"], input: SampleScenario.valid).outputText
  }

  @Test func aReplacedFileKeepsItsPermissionBits() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = try directory.write("old\n", to: "frames.json")
    chmod(output, 0o640)
    let result = runTool(["frames", "-", "-o", output], input: SampleScenario.valid)
    #expect(result.status == .success)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == expectedFrames)
    #expect(permissions(output) == 0o640)
    #expect(try directory.contents() == ["frames.json"])
  }

  @Test func aNewFileGetsTheUsualPermissions() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let output = directory.path("frames.json")
    // The process's umask, read by setting it and setting it back.
    let mask = umask(0o022)
    umask(mask)
    #expect(runTool(["frames", "-", "-o", output], input: SampleScenario.valid).status == .success)
    #expect(permissions(output) == 0o666 & ~mask)
  }

  @Test func aSymbolicLinkWritesItsTargetAndStaysALink() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path("real"), withIntermediateDirectories: false)
    let target = try directory.write("old\n", to: "real/frames.json")
    chmod(target, 0o600)
    let link = directory.path("link.json")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "real/frames.json")
    let result = runTool(["frames", "-", "-o", link], input: SampleScenario.valid)
    #expect(result.status == .success)
    #expect(fileType(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == expectedFrames)
    #expect(permissions(target) == 0o600)
    #expect(try directory.contents() == ["link.json", "real"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path("real")) == ["frames.json"]
    )
  }

  @Test func aLinkToNothingCreatesItsTarget() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let link = directory.path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
    #expect(runTool(["frames", "-", "-o", link], input: SampleScenario.valid).status == .success)
    #expect(fileType(link) == S_IFLNK)
    #expect(
      try String(contentsOfFile: directory.path("target.json"), encoding: .utf8) == expectedFrames)
  }

  @Test func devicesAreWrittenInPlaceAndNeverReplaced() {
    let result = runTool(["frames", "-", "-o", "/dev/null"], input: SampleScenario.valid)
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(fileType("/dev/null") == S_IFCHR)
    #if os(Linux)
      let full = runTool(["frames", "-", "-o", "/dev/full"], input: SampleScenario.valid)
      #expect(full.status == .outputFailure)
      #expect(
        full.errors == "collection-layout: cannot write '/dev/full': no space left on the device\n")
      #expect(fileType("/dev/full") == S_IFCHR)
    #endif
  }

  @Test func aLinkToADeviceWritesTheDevice() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let link = directory.path("null.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
    #expect(runTool(["frames", "-", "-o", link], input: SampleScenario.valid).status == .success)
    #expect(fileType(link) == S_IFLNK)
    #expect(fileType("/dev/null") == S_IFCHR)
    #expect(try directory.contents() == ["null.json"])
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let fifo = directory.path("frames.fifo")
    try #require(mkfifo(fifo, 0o644) == 0)
    // A reader copies the FIFO into a file; the tool blocks until it opens the FIFO.
    let copy = directory.path("copy.json")
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, copy]
    try reader.run()
    let result = runTool(["frames", "-", "-o", fifo], input: SampleScenario.valid)
    reader.waitUntilExit()
    #expect(result.status == .success)
    #expect(fileType(fifo) == S_IFIFO)
    #expect(try String(contentsOfFile: copy, encoding: .utf8) == expectedFrames)
    #expect(try directory.contents() == ["copy.json", "frames.fifo"])
  }

  @Test func theInputFileIsRefusedWhateverItsSpelling() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path("link.json"), withDestinationPath: "scenario.json")
    try FileManager.default.linkItem(atPath: scenario, toPath: directory.path("hard.json"))
    for output in [
      scenario, directory.path("link.json"), directory.path("hard.json"),
      directory.url.path + "/./scenario.json",
    ] {
      let result = runTool(["frames", scenario, "-o", output])
      #expect(result.status == .invalidInput)
      #expect(
        result.errors
          == "collection-layout: cannot write '\(output)': it is the input file '\(scenario)'; "
          + "write the output to another file\n")
      #expect(try String(contentsOfFile: scenario, encoding: .utf8) == SampleScenario.valid)
    }
    #expect(try directory.contents() == ["hard.json", "link.json", "scenario.json"])
  }

  @Test func renderRefusesItsInputFileToo() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let frames = try directory.write(expectedFrames, to: "frames.json")
    for arguments in [
      ["render", frames, "-o", frames], ["render", frames, "--svg", "-o", frames],
    ] {
      let result = runTool(arguments)
      #expect(result.status == .invalidInput)
      #expect(
        result.errors.hasSuffix(
          "it is the input file '\(frames)'; write the output to another file\n"))
    }
    #expect(try String(contentsOfFile: frames, encoding: .utf8) == expectedFrames)
  }

  @Test func anotherFileWithTheSameNameElsewhereIsNotTheInput() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let scenario = try directory.write(SampleScenario.valid, to: "scenario.json")
    try FileManager.default.createDirectory(
      atPath: directory.path("out"), withIntermediateDirectories: false)
    let output = try directory.write("old\n", to: "out/scenario.json")
    #expect(runTool(["frames", scenario, "-o", output]).status == .success)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == expectedFrames)
  }
}
