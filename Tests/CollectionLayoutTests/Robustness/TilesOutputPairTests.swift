import Foundation
import Testing

@testable import CollectionLayoutCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 10 of the hostile review: `tiles -o DIR/` replaced `DIR/image.plan.json` and then
/// failed on `DIR/image.dzi` (a directory, or a link to `/dev/full`), leaving half a pair.
/// The plan and the descriptor are written both or neither (``OutputSet``). The input is the
/// command line and the directory each test makes: an old plan, and a descriptor path that
/// cannot be written.
@Suite struct TilesOutputPairTests {
  static let arguments = ["tiles", "--width", "1000", "--height", "700", "-o"]

  /// A directory with an old plan and an old descriptor, or what `prepare` makes there.
  private func directory(_ prepare: (ScratchDirectory) throws -> Void) throws -> ScratchDirectory {
    let directory = try ScratchDirectory()
    _ = try directory.write("old plan\n", to: "image.plan.json")
    try prepare(directory)
    return directory
  }

  @Test func aDescriptorThatIsADirectoryLeavesThePlanAsItWas() throws {
    let directory = try self.directory {
      try FileManager.default.createDirectory(
        atPath: $0.path("image.dzi"), withIntermediateDirectories: false)
    }
    defer { directory.remove() }
    let result = runTool(Self.arguments + [directory.url.path + "/"])
    #expect(result.status == .outputFailure)
    #expect(
      result.errors
        == "collection-layout: cannot write '\(directory.url.path)/image.dzi': "
        + "it is a directory\n")
    #expect(result.output.isEmpty)
    #expect(
      try String(contentsOfFile: directory.path("image.plan.json"), encoding: .utf8)
        == "old plan\n")
    #expect(try directory.contents() == ["image.dzi", "image.plan.json"])
  }

  @Test func aDescriptorLinkedToAFullDeviceLeavesThePlanAsItWas() throws {
    let directory = try self.directory { symlink("/dev/full", $0.path("image.dzi")) }
    defer { directory.remove() }
    let result = runTool(Self.arguments + [directory.url.path])
    #expect(result.status == .outputFailure)
    #expect(
      result.errors
        == "collection-layout: cannot write '\(directory.url.path)/image.dzi': "
        + "no space left on the device\n")
    #expect(
      try String(contentsOfFile: directory.path("image.plan.json"), encoding: .utf8)
        == "old plan\n")
    #expect(try directory.contents() == ["image.dzi", "image.plan.json"])
  }

  /// Both written: the new plan and descriptor, no temporary file or kept copy left.
  @Test func bothAreWrittenWhenBothCanBe() throws {
    let directory = try self.directory { _ = try $0.write("old descriptor\n", to: "image.dzi") }
    defer { directory.remove() }
    let result = runTool(Self.arguments + [directory.url.path])
    #expect(result.status == .success)
    #expect(try directory.contents() == ["image.dzi", "image.plan.json"])
    let plan = try String(contentsOfFile: directory.path("image.plan.json"), encoding: .utf8)
    let descriptor = try String(contentsOfFile: directory.path("image.dzi"), encoding: .utf8)
    #expect(plan.hasPrefix("{"))
    #expect(descriptor.hasPrefix("<?xml"))
  }

  /// The second rename fails (its destination became a directory while the outputs were
  /// written): the first file, already renamed, is put back, a new one removed.
  @Test(arguments: [true, false])
  func aFailedSecondRenamePutsTheFirstFileBack(firstExisted: Bool) throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    if firstExisted { _ = try directory.write("old first\n", to: "first") }
    let second = directory.path("second")
    let outputs = [
      OutputSet.Output(path: directory.path("first"), bytes: Array("new first\n".utf8)),
      OutputSet.Output(path: second) { (output: inout CommandOutput) throws(CommandFailure) in
        try output.write(Array("new second\n".utf8))
        // Where the rename will go: a directory with a file in it, which no rename replaces.
        try? FileManager.default.createDirectory(
          atPath: second + "/inside", withIntermediateDirectories: true)
      },
    ]
    #expect(throws: CommandFailure.self) { try OutputSet.write(outputs) }
    #expect(try directory.contents() == (firstExisted ? ["first", "second"] : ["second"]))
    if firstExisted {
      #expect(
        try String(contentsOfFile: directory.path("first"), encoding: .utf8)
          == "old first\n")
    }
  }
}
