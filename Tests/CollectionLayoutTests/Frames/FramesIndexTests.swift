import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// Reading frames lazily gives what reading them whole gives, step by step, and gives up (for
/// the whole reader to locate the problem) on any problem.
@Suite struct FramesIndexTests {
  static let framesFiles = ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory)
    .map {
      ScenarioGoldens.goldenPath(forScenarioNamed: $0, in: ScenarioGoldens.snapshotsDirectory)
    }

  @Test(arguments: framesFiles)
  func eachStepReadsAsTheWholeReaderReadsIt(path: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: path).map { Array($0) })
    let whole = try FramesReader.read(bytes)
    let index = try #require(FramesIndex.index(bytes))
    #expect(index.environment == whole.environment)
    #expect(index.stepCount == whole.steps.count)
    for (position, step) in whole.steps.enumerated() {
      #expect(index.step(position) == step, "\(path) step \(position)")
    }
    #expect(index.everyStepReads())
  }

  @Test func problemsAreLeftToTheWholeReader() throws {
    let bytes = FramesWriter.utf8(for: TinyFrames.frames)
    let text = String(decoding: bytes, as: UTF8.self)
    // Malformed JSON, a duplicate key, no format: no index.
    #expect(FramesIndex.index(Array(bytes.dropLast(3))) == nil)
    #expect(
      FramesIndex.index(
        Array(text.replacingOccurrences(of: #""displayScale""#, with: #""viewport""#).utf8)) == nil)
    #expect(
      FramesIndex.index(
        Array(text.replacingOccurrences(of: #""format""#, with: #""formats""#).utf8)) == nil)
    // A wrong action in step 1: the index reads step 0 and gives up on step 1.
    let broken = Array(
      text.replacingOccurrences(of: #""action": "update""#, with: #""action": "up/grade""#).utf8)
    let index = try #require(FramesIndex.index(broken))
    #expect(index.step(0) != nil)
    #expect(index.step(1) == nil)
    #expect(index.step(2) == nil)
    #expect(!index.everyStepReads())
  }

  @Test(arguments: [1, 7, 1 << 18])
  func thePlayerPageWrittenInChunksIsThePage(chunkSize: Int) throws {
    let frames = FramesWriter.utf8(for: TinyFrames.frames)
    for json in [frames, [0xEF, 0xBB, 0xBF] + frames, Array(#"{"a": "<</script>"}"#.utf8)] {
      var sink = CommandOutput.memory()
      try PlayerPage.write(framesJSON: json, sourceName: "t.json", to: &sink, chunkSize: chunkSize)
      #expect(sink.collected == PlayerPage.html(framesJSON: json, sourceName: "t.json"))
    }
  }
}
