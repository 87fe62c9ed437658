import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The streaming writer: the same bytes as `FramesWriter.utf8(for:)`, handed to the sink in
/// chunks bounded by the chunk size plus one record, one step at a time.
@Suite struct FramesStreamWriterTests {
  /// A sink that keeps every chunk it is given.
  struct RecordingSink: ByteSink {
    var chunks: [[UInt8]] = []

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
      chunks.append(Array(bytes))
    }

    var joined: [UInt8] { Array(chunks.joined()) }
  }

  /// A sink that fails on its chunk `failingChunk` (from 0).
  struct FailingSink: ByteSink {
    struct Failure: Error, Equatable {}
    var failingChunk: Int
    var received: [UInt8] = []
    var calls = 0

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
      defer { calls += 1 }
      if calls == failingChunk { throw Failure() }
      received += bytes
    }
  }

  /// 2,000 items in one column, all listed, then an update with its transition: records of
  /// every kind, many chunks.
  static let largeFrames: FramesDocument = {
    let scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(2_000))],
      steps: [
        .scroll(LayoutPoint(x: 0, y: 300)),
        .update(BatchUpdate(deleteItems: [ItemPath(section: 0, item: 8)])),
      ],
      output: OutputOptions(elements: .all))
    return (try? scenario.frames()) ?? FramesDocument(environment: smallEnvironment, steps: [])
  }()

  @Test(arguments: [1, 7, 64, 4096, FramesStreamWriter.defaultChunkSize])
  func chunksJoinToTheWholeDocument(chunkSize: Int) {
    for frames in [TransitionSample.frames, Self.largeFrames] {
      let whole = FramesWriter.utf8(for: frames)
      var sink = RecordingSink()
      FramesWriter.write(frames, to: &sink, chunkSize: chunkSize)
      #expect(sink.joined == whole)
      // Every chunk but the last holds a chunk; none holds more than a chunk and a record
      // (the longest record here, a change record, is under 1,000 bytes).
      for chunk in sink.chunks.dropLast() {
        #expect(chunk.count >= chunkSize)
        #expect(chunk.count < chunkSize + 1_000)
      }
      if whole.count > 2 * chunkSize {
        #expect(sink.chunks.count > 1)
      }
    }
  }

  @Test func largeFramesHaveEveryKindOfRecord() throws {
    let update = try #require(Self.largeFrames.steps.last?.transition)
    #expect(Self.largeFrames.steps.count == 3)
    #expect(Self.largeFrames.steps[0].elements.count == 2_000)
    #expect(!update.changes.isEmpty)
    #expect(update.frames.count > 2)
    #expect(FramesWriter.utf8(for: Self.largeFrames).count > 500_000)
  }

  @Test func stepsWrittenOneAtATimeGiveTheSameBytes() {
    let frames = TransitionSample.frames
    var sink = RecordingSink()
    var writer = FramesStreamWriter(environment: frames.environment, chunkSize: 100)
    for step in frames.steps {
      writer.write(step, to: &sink)
      let written = writer.stepCount
      #expect(written == step.index + 1)
    }
    let finishedEarly = writer.isFinished
    #expect(!finishedEarly)
    writer.finish(to: &sink)
    let finished = writer.isFinished
    #expect(finished)
    #expect(sink.joined == FramesWriter.utf8(for: frames))
  }

  @Test func aDocumentWithoutStepsIsWrittenByFinish() {
    let empty = FramesDocument(environment: smallEnvironment, steps: [])
    var sink = RecordingSink()
    var writer = FramesStreamWriter(environment: smallEnvironment)
    writer.finish(to: &sink)
    #expect(sink.joined == FramesWriter.utf8(for: empty))
    #expect(sink.chunks.count == 1)
  }

  @Test func nothingIsWrittenAfterFinish() {
    var sink = RecordingSink()
    var writer = FramesStreamWriter(environment: smallEnvironment, chunkSize: 1)
    writer.finish(to: &sink)
    let finished = sink.joined
    writer.write(TransitionSample.frames.steps[0], to: &sink)
    writer.finish(to: &sink)
    #expect(sink.joined == finished)
    let written = writer.stepCount
    #expect(written == 0)
  }

  @Test func aChunkSizeBelowOneIsOne() {
    for requested in [0, -5] {
      let writer = FramesStreamWriter(environment: smallEnvironment, chunkSize: requested)
      let chunkSize = writer.chunkSize
      #expect(chunkSize == 1)
    }
  }

  @Test func aFailingSinkStopsTheWriteWithItsError() {
    let whole = FramesWriter.utf8(for: Self.largeFrames)
    var sink = FailingSink(failingChunk: 3)
    #expect(throws: FailingSink.Failure()) {
      try FramesWriter.write(Self.largeFrames, to: &sink, chunkSize: 4096)
    }
    #expect(sink.calls == 4)
    #expect(sink.received.count >= 3 * 4096)
    #expect(Array(whole.prefix(sink.received.count)) == sink.received)
  }

  @Test func anArrayIsASinkThatAppends() {
    var bytes: [UInt8] = Array("before\n".utf8)
    FramesWriter.write(TransitionSample.frames, to: &bytes, chunkSize: 16)
    #expect(bytes == Array("before\n".utf8) + FramesWriter.utf8(for: TransitionSample.frames))
  }
}
