import CollectionLayoutCore

/// Why writing a scenario's frames as a stream stopped (see
/// ``Scenario/writeFrames(to:chunkSize:)``): a problem of the scenario found while playing
/// it, or the sink's failure. Either way the document in the sink is incomplete.
public enum FramesWritingError<SinkFailure: Error>: Error {
  /// The scenario's problem, located as ``Scenario/frames()`` reports it (an invalid batch at
  /// `steps[N]`, the output limit).
  case scenario(ScenarioError)
  /// What the sink threw.
  case sink(SinkFailure)
}

extension Scenario {
  /// Lays the scenario out, plays its steps and writes the frames into `sink` as they are
  /// played: each entry is written as soon as it is made, element by element, in chunks of
  /// about `chunkSize` bytes (see ``FramesStreamWriter``). The bytes are those of
  /// `FramesWriter.utf8(for: frames())`, but neither the ``FramesDocument`` nor any step's element
  /// list is held: memory is that of the layout, one step's transition and one chunk,
  /// whatever the size of the output.
  ///
  /// Throws what ``frames()`` throws, at the same step and with the same message, and what
  /// the sink throws; the entries before the problem have then been written (the document
  /// is incomplete: it does not end with `]}`). Validation problems are thrown before
  /// anything is written.
  public func writeFrames<Sink: ByteSink>(
    to sink: inout Sink, chunkSize: Int = FramesStreamWriter.defaultChunkSize
  ) throws(FramesWritingError<Sink.Failure>) {
    try writeFrames(
      to: &sink, chunkSize: chunkSize, outputLimit: Limits.maximumOutputElementCount)
  }

  /// ``writeFrames(to:chunkSize:)`` with another limit on the element records, for tests.
  func writeFrames<Sink: ByteSink>(
    to sink: inout Sink, chunkSize: Int = FramesStreamWriter.defaultChunkSize,
    outputLimit: Int
  ) throws(FramesWritingError<Sink.Failure>) {
    let layout: any CollectionViewLayout
    do {
      try validate()
      layout = try makeLayout()
    } catch {
      throw .scenario(error)
    }
    try write(on: layout, to: &sink, chunkSize: chunkSize, outputLimit: outputLimit)
  }

  /// Plays the steps on `layout`, whatever its kind, writing each entry into `sink`.
  private func write<Layout: CollectionViewLayout, Sink: ByteSink>(
    on layout: Layout, to sink: inout Sink, chunkSize: Int, outputLimit: Int
  ) throws(FramesWritingError<Sink.Failure>) {
    var player = FramesPlayer(
      layout: layout, steps: steps, output: output, outputLimit: outputLimit)
    player.data.root = dataSource
    var writer = FramesStreamWriter(environment: layout.environment, chunkSize: chunkSize)
    try player.play(into: &writer, sink: &sink)
  }
}

extension FramesPlayer {
  /// Plays the initial layout and every step, writing each entry with `writer` into `sink`
  /// as soon as it is made, its elements visited in place (``CollectionViewLayout/forEachElement(in:pins:_:)``)
  /// and counted against the element records the frames may still hold as they are written;
  /// then finishes the document.
  mutating func play<Sink: ByteSink>(
    into writer: inout FramesStreamWriter, sink: inout Sink
  ) throws(FramesWritingError<Sink.Failure>) {
    listsElements = false
    for index in 0...steps.count {
      let entry: FrameStep
      do {
        // Named by the scenario's item ids as `play(emit:)` names them: the records from the
        // layouts before and after the step (the elements as they are written).
        let before = presented
        let played =
          index == 0
          ? try self.entry(index: 0, action: .initial) : try play(steps[index - 1], at: index - 1)
        let named = naming(played, before: before)
        entry = addingDisplayEvents(to: named, after: index == 0 ? nil : steps[index - 1])
      } catch {
        throw .scenario(error)
      }
      try write(entry, into: &writer, sink: &sink)
    }
    do {
      try writer.finish(to: &sink)
    } catch {
      throw .sink(error)
    }
  }

  /// Writes `entry` (made without its elements) and the elements the frames list at the
  /// current offset, stopping with the output limit's error at the first element past it.
  private mutating func write<Sink: ByteSink>(
    _ entry: FrameStep, into writer: inout FramesStreamWriter, sink: inout Sink
  ) throws(FramesWritingError<Sink.Failure>) {
    do {
      try writer.beginStep(entry, to: &sink)
    } catch {
      throw .sink(error)
    }
    let remaining = budget.remaining
    var written = 0
    var failure: Sink.Failure?
    var isOverLimit = false
    let shown = presented
    // Refused before anything is listed when the layout can tell the step lists too many.
    if let bound = shown.listedElementCountBound(output.elements, at: offset), bound > remaining {
      throw .scenario(
        Scenario.outputLimitError(budget.limit, at: entry.index == 0 ? nil : entry.index - 1))
    }
    let shownSections = shown.sections
    let namesItems = shownSections.listsItems
    shown.forEachListedElement(output.elements, at: offset) { element in
      guard written < remaining else {
        isOverLimit = true
        return false
      }
      do throws(Sink.Failure) {
        try writer.writeElement(
          namesItems ? shown.naming(element, in: shownSections) : element, to: &sink)
      } catch {
        failure = error
        return false
      }
      written += 1
      return true
    }
    if let failure { throw .sink(failure) }
    // The element after the last one allowed was found, and not written.
    if isOverLimit {
      throw .scenario(
        Scenario.outputLimitError(budget.limit, at: entry.index == 0 ? nil : entry.index - 1))
    }
    budget.remaining -= written
    do {
      try writer.endStep(to: &sink)
    } catch {
      throw .sink(error)
    }
  }

}
