import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// `collection-layout tiles`: its usage errors, word for word, and where `-o` writes.
@Suite struct TilesCommandTests {
  private static let usage = "Run 'collection-layout tiles --help' for usage.\n"

  @Test(arguments: [
    (
      ["--height", "5"],
      "missing option '--width' for 'tiles'"
    ),
    (
      ["--width", "5"],
      "missing option '--height' for 'tiles'"
    ),
    (
      ["--width", "0", "--height", "5"],
      "option '--width' needs a whole number of pixels from 1 to 1000000000, got '0'"
    ),
    (
      ["--width", "5", "--height", "-3"],
      "option '--height' needs a whole number of pixels from 1 to 1000000000, got '-3'"
    ),
    (
      ["--width", "1000000001", "--height", "5"],
      "option '--width' needs a whole number of pixels from 1 to 1000000000, got '1000000001'"
    ),
    (
      ["--width", "12.5", "--height", "5"],
      "option '--width' needs a whole number of pixels from 1 to 1000000000, got '12.5'"
    ),
    (
      ["--width=1e3", "--height", "5"],
      "option '--width' needs a whole number of pixels from 1 to 1000000000, got '1e3'"
    ),
    (
      ["--width", "5", "--height", "5", "--tile-size", "0"],
      "option '--tile-size' needs a whole number of pixels from 1 to 65536, got '0'"
    ),
    (
      ["--width", "5", "--height", "5", "--tile-size", "8", "--overlap", "8"],
      "option '--overlap' needs a whole number of pixels from 0 to 7 (less than the tile size 8), "
        + "got '8'"
    ),
    (
      ["--width", "5", "--height", "5", "--overlap", "-1"],
      "option '--overlap' needs a whole number of pixels from 0 to 255 (less than the tile size "
        + "256), got '-1'"
    ),
    (
      ["--width", "5", "--height", "5", "--overlap", "1", "--format", "photoscroller"],
      "option '--overlap' needs 0 for the PhotoScroller format, whose tiles do not overlap, "
        + "got '1'"
    ),
    (
      ["--width", "5", "--height", "5", "--format", "zoomify"],
      "option '--format' needs 'dzi' or 'photoscroller', got 'zoomify'"
    ),
    (
      ["--width", "5", "--height", "5", "--name", "../x"],
      "option '--name' needs 1 to 100 letters, digits, '-', '_' and '.', not starting with '.', "
        + "got '../x'"
    ),
    (
      ["--width", "5", "--height", "5", "--suffix", "JPG"],
      "option '--suffix' needs 1 to 8 lowercase letters and digits, such as 'jpeg' or 'png', "
        + "got 'JPG'"
    ),
    (
      ["--width", "5", "--width", "6", "--height", "5"],
      "option '--width' given more than once"
    ),
    (
      ["--width"],
      "option '--width' needs a whole number of pixels from 1 to 1000000000"
    ),
    (
      ["--width", "5", "--height", "5", "plan.json"],
      "unexpected argument 'plan.json'"
    ),
    (
      ["--widht", "5"],
      "unknown option '--widht' for 'tiles'; did you mean '--width'?"
    ),
    // Levels 20 ... 6 have 15625², 7813², 3907², 1954², 977², 489², 245², 123², 62², 31², 16²,
    // 8², 4², 2² and 1 tiles, levels 5 ... 0 one each: 325,540,315.
    (
      ["--width", "1000000", "--height", "1000000", "--tile-size", "64"],
      "the plan of a 1000000 x 1000000 image in 64-pixel tiles has 325540315 tiles, more than "
        + "the limit of 100000000; give a larger '--tile-size'"
    ),
  ])
  func badOptionsAreNamedWordForWord(arguments: [String], message: String) {
    let result = runTool(["tiles"] + arguments)
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "collection-layout: \(message)\n" + Self.usage)
  }

  @Test func helpDescribesTheFormats() {
    let result = runTool(["help", "tiles"])
    #expect(result.status == .success)
    #expect(result.outputText == HelpText.tiles)
    #expect(result.outputText.contains("OpenSeadragon"))
    #expect(runTool(["tiles", "--width", "x", "--help"]).outputText == HelpText.tiles)
  }

  @Test func outputToADirectoryWritesThePlanAndTheDescriptor() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let directory = scratch.path("pyramid") + "/"
    let result = runTool(
      ["tiles", "--width", "257", "--height", "257", "--name", "frog", "-o", directory],
      standardErrorIsTerminal: true)
    #expect(result.status == .success)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        Wrote \(directory)frog.plan.json (the plan: 10 levels, 13 tiles)
        Wrote \(directory)frog.dzi (the Deep Zoom descriptor)

        """)
    let plan = try String(contentsOfFile: directory + "frog.plan.json", encoding: .utf8)
    #expect(
      Array(plan.utf8)
        == runTool(["tiles", "--width", "257", "--height", "257", "--name", "frog"]).output)
    let descriptor = try String(contentsOfFile: directory + "frog.dzi", encoding: .utf8)
    #expect(descriptor.contains("<Size Width=\"257\" Height=\"257\"/>"))
  }

  @Test func outputToAFileWritesThePlanOnly() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path("plan.json")
    let result = runTool([
      "tiles", "--width", "10", "--height", "10", "--format", "photoscroller", "-o", path,
    ])
    #expect(result.status == .success)
    #expect(result.output.isEmpty)
    let plan = try String(contentsOfFile: path, encoding: .utf8)
    #expect(plan.contains("\"file\": \"image_1000_0_0.png\""))
    #expect(try scratch.contents() == ["plan.json"])
  }

  @Test func theLongSpellingOfTheOutputOption() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // `--output X` was refused as "unknown option '--output' for 'tiles'; did you mean
    // '--output'?", while `-o X` and `--output=X` worked.
    for arguments in [
      ["--output", scratch.path("a.json")], ["--output=" + scratch.path("b.json")],
    ] {
      let result = runTool(["tiles", "--width", "10", "--height", "10"] + arguments)
      #expect(result.status == .success, "\(arguments): \(result.errors)")
    }
    #expect(try scratch.contents() == ["a.json", "b.json"])
    let twice = runTool([
      "tiles", "--width", "10", "--height", "10", "-o", "x.json", "--output", "y.json",
    ])
    #expect(twice.errors.contains("option '-o' given more than once"))
  }
}

extension TilesCommandTests {
  @Test func aDirectoryThatCannotBeCreated() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = try scratch.write("not a directory", to: "file")
    let result = runTool(["tiles", "--width", "5", "--height", "5", "-o", file + "/plans/"])
    #expect(result.status == .outputFailure)
    #expect(result.errors == "collection-layout: cannot create the directory '\(file)/plans/'\n")
    #expect(try scratch.contents() == ["file"])
  }
}
