import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Frames written as they are played (`Scenario.writeFrames(to:chunkSize:)`, what
/// `collection-layout frames` runs): the bytes of the whole `FramesDocument` written at once, the
/// same errors at the same steps, elements visited in place.
@Suite struct StreamedFramesTests {
  /// The bytes `writeFrames` gives for `scenario`, or its error.
  private func streamed(_ scenario: Scenario, chunkSize: Int = 4096, outputLimit: Int? = nil)
    throws(FramesWritingError<Never>) -> [UInt8]
  {
    var bytes: [UInt8] = []
    try scenario.writeFrames(
      to: &bytes, chunkSize: chunkSize,
      outputLimit: outputLimit ?? Limits.maximumOutputElementCount)
    return bytes
  }

  @Test(arguments: ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory))
  func everyScenarioStreamsTheBytesOfItsFrames(name: String) throws {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ScenarioGoldens.scenarioSuffix
    let scenario = try ScenarioDecoder.decode(
      [UInt8](try #require(FileManager.default.contents(atPath: path))))
    let whole = FramesWriter.utf8(for: try scenario.frames())
    // Chunks of 1 byte hand every record to the sink on its own.
    for chunkSize in [1, FramesStreamWriter.defaultChunkSize] {
      #expect(try streamed(scenario, chunkSize: chunkSize) == whole)
    }
  }

  /// 100 items of 44 in 320 × 480, every element listed, and an update: 100 elements in the
  /// initial entry, 100 after the scroll, then 10 change records... (the counts below).
  private static let allOutput = Scenario(
    environment: smallEnvironment, sections: [LayoutSection(items: .count(100))],
    steps: [
      .scroll(LayoutPoint(x: 0, y: 200)),
      .update(BatchUpdate(deleteItems: [ItemPath(section: 0, item: 3)])),
    ],
    output: OutputOptions(elements: .all))

  @Test func theOutputLimitStopsAtTheSameStepWithTheSameMessage() throws {
    let scenario = Self.allOutput
    // Every limit from just below the records of the initial entry to just above the whole
    // document's: the streamed and the whole frames succeed or fail alike.
    let total = try scenario.frames().steps.reduce(0) {
      $0 + $1.elements.count + ($1.transition?.recordCount ?? 0)
    }
    for limit in [0, 99, 100, 101, 199, 200, 201, total - 1, total, total + 1] {
      let expected: Result<[UInt8], ScenarioError>
      do {
        expected = .success(FramesWriter.utf8(for: try scenario.frames(outputLimit: limit)))
      } catch {
        expected = .failure(error)
      }
      let actual: Result<[UInt8], ScenarioError>
      do {
        actual = .success(try streamed(scenario, outputLimit: limit))
      } catch {
        guard case .scenario(let problem) = error else {
          Issue.record("a sink that cannot fail failed")
          return
        }
        actual = .failure(problem)
      }
      #expect(actual == expected, "limit \(limit)")
    }
    #expect(
      throws: FramesWritingError<Never>.self,
      "200 records are the initial and the scrolled entries"
    ) { try streamed(scenario, outputLimit: 199) }
  }

  @Test func aSinkFailureStopsTheStream() {
    var sink = FramesStreamWriterTests.FailingSink(failingChunk: 2)
    do {
      try Self.allOutput.writeFrames(to: &sink, chunkSize: 64)
      Issue.record("expected the sink's failure")
    } catch {
      guard case .sink(let failure) = error else {
        Issue.record("expected the sink's failure, got \(error)")
        return
      }
      #expect(failure == FramesStreamWriterTests.FailingSink.Failure())
    }
    // Two chunks of at least 64 bytes went through, nothing after the failed one.
    #expect(sink.calls == 3)
    #expect(sink.received.count >= 128)
  }

  @Test func theGridVisitsTheElementsItLists() throws {
    let layout = try GridLayout(
      scenario: Scenario(
        environment: smallEnvironment,
        metrics: SectionMetrics(columns: 3, separators: SeparatorMetrics(row: true, column: true)),
        globalHeaders: [Supplementary(height: 30, isPinned: true)],
        sections: [
          LayoutSection(
            items: .count(50), headers: [Supplementary(height: 20, isPinned: true)],
            footers: [Supplementary(height: 10)]),
          LayoutSection(items: .count(7)),
        ]))
    let pins = layout.pinPass(at: LayoutPoint(x: 0, y: 300))
    for rect in [nil, LayoutRect(x: 0, y: 250, width: 320, height: 480)] as [LayoutRect?] {
      let listed = layout.elements(in: rect, pins: pins, limit: Int.max)
      var visited: [LayoutAttributes] = []
      layout.forEachElement(in: rect, pins: pins) { element in
        visited.append(element)
        return true
      }
      #expect(visited == listed)
      #expect(listed.count > 20)
      // Stopping: the body is not called again once it returns false.
      var calls = 0
      layout.forEachElement(in: rect, pins: pins) { _ in
        calls += 1
        return calls < 5
      }
      #expect(calls == 5)
    }
  }

  @Test func theCommandLineHoldsTheStartOfItsOutput() throws {
    // The update deletes an item that does not exist: an error at steps[1], after the
    // initial and the scrolled entries of 2,000 elements each (about 600 KB, more than the
    // writer's chunk).
    var scenario = Self.allOutput
    scenario.sections = [LayoutSection(items: .count(2_000))]
    scenario.steps[1] = .update(BatchUpdate(deleteItems: [ItemPath(section: 0, item: 2_000)]))
    var found: ScenarioError?
    do {
      _ = try scenario.frames()
    } catch {
      found = error
    }
    let expectedError = try #require(found)
    #expect(expectedError.issues.first?.location == "steps[1]")
    for (capacity, writesAnything) in [(HeldOutput.defaultCapacity, false), (1_000, true)] {
      var output = CommandOutput.memory()
      #expect(throws: CommandLineTool.failure(for: expectedError)) {
        try CommandLineTool.writeFrames(of: scenario, to: &output, holding: capacity)
      }
      #expect(output.collected.isEmpty == !writesAnything)
      if writesAnything {
        // The entries before the error, not the document's end.
        var valid = scenario
        valid.steps.removeLast()
        let whole = FramesWriter.utf8(for: try valid.frames())
        #expect(output.collected.count >= FramesStreamWriter.defaultChunkSize)
        #expect(output.collected.count < whole.count)
        #expect(Array(whole.prefix(output.collected.count)) == output.collected)
      }
    }
  }

  /// Writes `bytes` into `held`.
  private func write(_ bytes: [UInt8], to held: inout HeldOutput) throws {
    var failure: CommandFailure?
    bytes.withUnsafeBytes { buffer in
      do throws(CommandFailure) { try held.write(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  @Test func heldBytesGoThroughOnceTheyPassTheCapacity() throws {
    var held = HeldOutput(CommandOutput.memory(), capacity: 10)
    try write([1, 1, 1, 1, 1, 1], to: &held)
    #expect(held.target.collected.isEmpty)
    try write([2, 2, 2, 2, 2], to: &held)
    #expect(held.target.collected == [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
    try write([3], to: &held)
    try held.release()
    #expect(held.target.collected.count == 12)
  }
}
