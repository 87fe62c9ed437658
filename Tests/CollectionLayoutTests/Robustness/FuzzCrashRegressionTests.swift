import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Every input the scenario fuzz target found (`Tests/Fuzz/Crashes/`) is decoded, played and
/// written with the target's checks: an error with messages, or finite frames whose natural
/// elements lie within the content (and, with visible output, have an area), written as
/// well-formed JSON that reads back into the same
/// bytes. The other targets' inputs are replayed by `FuzzTargetRegressionTests`.
@Suite struct FuzzCrashRegressionTests {
  private static let crashesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Crashes")

  /// The crash inputs of the scenario target, by file name (not the other targets' folders).
  static func inputs() throws -> [String] {
    try inputs(in: crashesDirectory)
  }

  /// The files of `directory`, README aside, by name; none when it does not exist.
  static func inputs(in directory: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { name in
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
        return name != "README.md" && exists && !isDirectory.boolValue
      }
      .sorted()
  }

  @Test func theCrashDirectoryIsThere() throws {
    #expect(
      FileManager.default.fileExists(
        atPath: Self.crashesDirectory.appendingPathComponent("README.md").path))
  }

  @Test(arguments: try inputs())
  func crashInputIsHandled(name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.crashesDirectory.appendingPathComponent(name)))
    #expect(Self.problems(playing: bytes) == [], "\(name)")
  }

  /// What goes wrong when `bytes` is decoded, played and written; empty when nothing does.
  static func problems(playing bytes: [UInt8]) -> [String] {
    let scenario: Scenario
    do {
      scenario = try ScenarioDecoder.decode(bytes)
    } catch {
      return error.issues.isEmpty || error.issues.contains { $0.message.isEmpty }
        ? ["a decoding error without a message"] : []
    }
    let frames: FramesDocument
    do {
      frames = try scenario.frames()
    } catch {
      return error.issues.isEmpty ? ["a playing error without a message"] : []
    }
    var problems: [String] = []
    let exempt = scenario.compositionalKindsDrawnPastTheContent
    for step in frames.steps {
      for element in step.elements where !element.frame.isFinite {
        problems.append("entry \(step.index): \(element.id) has a non-finite frame")
      }
      // An element of zero width or height is never visible (one 1e-300 wide has an area,
      // though `x + width == x`: issue 40, item 7).
      for element in step.elements
      where scenario.output.elements == .visible
        && !(element.frame.width > 0 && element.frame.height > 0)
      {
        problems.append("entry \(step.index): \(element.id) is listed as visible without area")
      }
      let size = step.contentSize
      // A pinned header, a swiped item and a dragged item may leave the content, and so may
      // a paging layout's images and tiles, clipped by their pages (a zoomed image extends past
      // its page), across its strip an element of a section that scrolls on its own, and the
      // compositional supplementaries UIKit draws past the content (badges, offset boundary
      // supplementaries).
      var scrolling: Set<Int> = []
      if case .list(let scrollers) = step.customAttributes["sectionScrollers"] {
        for case .object(let scroller) in scrollers {
          if let section = scroller["section"]?.numberValue { scrolling.insert(Int(section)) }
        }
      }
      for element in step.elements
      where element.isPinned != true && element.customAttributes["dragging"] == nil
        && element.customAttributes["swipeOffset"] == nil && element.kind != .image
        && element.kind != .tile && !exempt.contains(element.kind)
      {
        let frame = element.frame
        let acrossStrip = element.id.indexes.first.map { scrolling.contains($0) } ?? false
        if (!acrossStrip && (frame.minX < -0.001 || frame.maxX > size.width + 0.001))
          || frame.minY < -0.001 || frame.maxY > size.height + 0.001
        {
          problems.append("entry \(step.index): \(element.id) leaves the content")
        }
      }
    }
    let output = FramesWriter.utf8(for: frames)
    if (try? JSONCursor.checkDocument(output)) == nil {
      problems.append("the frames are not well-formed JSON")
    }
    if (try? FramesReader.read(output)).map(FramesWriter.utf8(for:)) != output {
      problems.append("the frames do not read back into the same bytes")
    }
    return problems
  }
}
