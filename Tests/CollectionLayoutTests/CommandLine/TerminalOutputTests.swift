import CollectionLayoutCommandLine
import Foundation
import Testing

/// `render` does not pour a page or a picture into a terminal (as `gzip` refuses to), and
/// `--svg` does not write SVG into a file named `.html`.
@Suite struct TerminalOutputTests {
  static let refusal =
    "collection-layout: refusing to write the player page to a terminal: write it to a file with '-o player.html', or redirect standard output"

  @Test func renderRefusesATerminal() throws {
    let directory = try TemporaryDirectory()
    let scenario = directory.file("scenario.json")
    try SampleScenario.valid.write(toFile: scenario, atomically: true, encoding: .utf8)
    let tool = CommandLineTool(standardOutputIsTerminal: true)
    let page = tool.run(["render", scenario])
    #expect(page.status == .invalidInput)
    #expect(page.output.isEmpty)
    #expect(page.errors == Self.refusal + "\n")
    let picture = tool.run(["render", "--svg", scenario])
    #expect(
      picture.errors
        == "collection-layout: refusing to write the SVG picture to a terminal: write it to a file with '-o picture.svg', or redirect standard output\n"
    )
    // A file, and standard output that is not a terminal, are written.
    #expect(tool.run(["render", scenario, "-o", directory.file("page.html")]).status == .success)
    #expect(CommandLineTool().run(["render", scenario]).output.count > 10_000)
  }

  @Test func svgIsNotWrittenIntoAnHTMLFile() {
    let run = CommandLineTool().run(["render", "--svg", "x.json", "-o", "x.html"])
    #expect(run.status == .invalidInput)
    #expect(
      run.errors.hasPrefix(
        "collection-layout: option '--svg' writes an SVG picture, but '-o x.html' names an HTML file; name it '.svg', or leave out '--svg' for the player page\n"
      ))
  }

  /// Under a pseudo-terminal (`script`), the executable finds that standard output is one.
  @Test(
    .enabled(
      if: BuiltExecutable.url != nil
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      "needs the built executable and script(1)"))
  func theExecutableRefusesARealTerminal() throws {
    let directory = try TemporaryDirectory()
    let scenario = directory.file("scenario.json")
    try SampleScenario.valid.write(toFile: scenario, atomically: true, encoding: .utf8)
    let executable = try #require(BuiltExecutable.url).path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "'\(executable)' render '\(scenario)'", "/dev/null"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(text.contains(Self.refusal))
    #expect(!text.contains("<html"))
  }
}
