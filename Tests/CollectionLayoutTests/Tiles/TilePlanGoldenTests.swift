import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The plans `collection-layout tiles` writes for several sizes, compared byte for byte with
/// their goldens in `Snapshots/Tiles` (re-record with `Scripts/record-snapshots`, then read
/// the diff). The Deep Zoom ones are the sizes `Scripts/test-tiles` cuts with `vips dzsave`.
@Suite struct TilePlanGoldenTests {
  /// Each golden's name and the arguments after `tiles`.
  static let cases: [(name: String, arguments: [String])] = [
    ("dzi-1x1", ["--width", "1", "--height", "1"]),
    ("dzi-256x256", ["--width", "256", "--height", "256"]),
    ("dzi-257x257", ["--width", "257", "--height", "257"]),
    ("dzi-1000x600-overlap1", ["--width", "1000", "--height", "600", "--overlap", "1"]),
    (
      "dzi-1000x1000-tile254-overlap1",
      [
        "--width", "1000", "--height", "1000", "--tile-size", "254", "--overlap", "1",
        "--suffix", ".png", "--name", "x",
      ]
    ),
    (
      "photoscroller-CuriousFrog",
      [
        "--width", "3600", "--height", "2400", "--format", "photoscroller", "--name", "CuriousFrog",
      ]
    ),
  ]

  /// `<root>/Snapshots/Tiles`.
  static var directory: String {
    (ScenarioGoldens.snapshotsDirectory as NSString).appendingPathComponent("Tiles")
  }

  @Test(arguments: cases.map(\.name))
  func plansMatchTheirGoldens(name: String) throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let result = runTool(["tiles"] + arguments)
    #expect(result.status == .success)
    #expect(result.errors == "")
    assertMatchesGolden(
      result.outputText,
      at: (Self.directory as NSString).appendingPathComponent("\(name).plan.json"))
  }

  @Test func everyTilePlanGoldenHasItsTest() {
    let expected = Set(Self.cases.map { "\($0.name).plan.json" })
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory)) ?? []
    let orphans = files.filter { !$0.hasPrefix(".") && !expected.contains($0) }.sorted()
    #expect(orphans.isEmpty, "Files in Snapshots/Tiles/ that no test reads: \(orphans)")
  }

  @Test func thePlanIsValidJSONWithOneLinePerTile() throws {
    let result = runTool(["tiles", "--width", "1000", "--height", "600", "--overlap", "1"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
    let tiles = try #require(object["tiles"] as? [[String: Any]])
    #expect(tiles.count == 25)
    #expect(object["tileCount"] as? Int == 25)
    #expect(
      result.outputText.split(separator: "\n").filter { $0.contains("\"column\"") }.count == 25)
    let last = try #require(tiles.last)
    #expect(last["file"] as? String == "image_files/10/3_2.jpeg")
    #expect(last["sourceRect"] as? [Int] == [767, 511, 233, 89])
    #expect(last["pixelSize"] as? [Int] == [233, 89])
  }

  @Test func theWriterStreamsInChunksAndGivesTheSameBytes() throws {
    // 20,000 × 20,000 in 64-pixel tiles: 130,000-odd tiles, many chunks.
    let pyramid = try TilePyramid(imageWidth: 20_000, imageHeight: 20_000, tileSize: 64)
    var sink = ChunkCounter()
    TilePlanWriter.write(pyramid, to: &sink)
    #expect(sink.chunks > 10)
    #expect(sink.largestChunk < TilePlanWriter.chunkSize + 4096)
    #expect(sink.bytes == TilePlanWriter.utf8(for: pyramid))
  }
}

/// A sink that keeps the bytes and counts the chunks.
private struct ChunkCounter: ByteSink {
  var bytes: [UInt8] = []
  var chunks = 0
  var largestChunk = 0

  mutating func write(_ chunk: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: chunk)
    chunks += 1
    largestChunk = max(largestChunk, chunk.count)
  }
}
