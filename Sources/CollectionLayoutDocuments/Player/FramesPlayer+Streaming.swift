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
  /// list is held, nor an update's change records (written as they are made): memory is that
  /// of the layout, the deleted records of one step's transition and one chunk, whatever the
  /// size of the output.
  ///
  /// Throws what ``frames()`` throws, at the same step and with the same message, and what
  /// the sink throws; the entries before the problem have then been written (the document
  /// is incomplete: it does not end with `]}`). Validation problems are thrown before
  /// anything is written. One exception: an update's transition is counted against the
  /// output limit as it is written, after the step is played, so a step whose transition
  /// passes the limit and that fails for another reason too (an update that shows items a
  /// section held) throws the other reason, where ``frames()`` throws the limit.
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
      layout = try playedLayout()
    } catch {
      throw .scenario(error)
    }
    try write(on: layout, to: &sink, chunkSize: chunkSize, outputLimit: outputLimit)
  }

  /// Plays the steps on `layout`, whatever its kind, writing each entry into `sink`.
  private func write<Layout: CollectionViewLayout, Sink: ByteSink>(
    on layout: Layout, to sink: inout Sink, chunkSize: Int, outputLimit: Int
  ) throws(FramesWritingError<Sink.Failure>) {
    var player = FramesPlayer(layout: layout, scenario: self, outputLimit: outputLimit)
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
    do {
      try checkReportedStates()
    } catch {
      throw .scenario(error)
    }
    for index in 0...steps.count {
      let entry: FrameStep
      // Named by the scenario's item ids as `play(emit:)` names them: the records from the
      // layouts before and after the step (the elements as they are written).
      let before = presented
      do {
        let played =
          index == 0
          ? try self.entry(index: 0, action: .initial) : try play(steps[index - 1], at: index - 1)
        let named = naming(played, before: before)
        entry = addingDisplayEvents(to: named, after: index == 0 ? nil : steps[index - 1])
      } catch {
        throw .scenario(error)
      }
      try write(entry, before: before, into: &writer, sink: &sink)
    }
    do {
      try writer.finish(to: &sink)
    } catch {
      throw .sink(error)
    }
  }

  /// Writes `entry` (made without its elements), the transition of ``streamedUpdate`` as its
  /// records are made when the step left one, and the elements the frames list at the
  /// current offset, stopping with the output limit's error at the first record or element
  /// past it. `before` is the layout shown before the step.
  private mutating func write<Sink: ByteSink>(
    _ entry: FrameStep, before: InteractiveLayout<Layout>, into writer: inout FramesStreamWriter,
    sink: inout Sink
  ) throws(FramesWritingError<Sink.Failure>) {
    do {
      try writer.writeStepHeader(entry, to: &sink)
    } catch {
      throw .sink(error)
    }
    if let update = streamedUpdate {
      streamedUpdate = nil
      try writeTransition(
        of: update, before: before, step: entry.index - 1, into: &writer, sink: &sink)
    }
    writer.beginElements()
    if let elements = interpolatedElements {
      interpolatedElements = nil
      try writeInterpolated(elements, of: entry, into: &writer, sink: &sink)
      return
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

  /// Writes the elements of an open transition's entry (``interpolatedElements``), counted
  /// against the element records the frames may still hold, and ends the entry.
  private mutating func writeInterpolated<Sink: ByteSink>(
    _ elements: [LayoutAttributes], of entry: FrameStep, into writer: inout FramesStreamWriter,
    sink: inout Sink
  ) throws(FramesWritingError<Sink.Failure>) {
    guard elements.count <= budget.remaining else {
      throw .scenario(Scenario.outputLimitError(budget.limit, at: entry.index - 1))
    }
    budget.remaining -= elements.count
    let shown = presented
    let sections = shown.sections
    let namesItems = sections.listsItems
    do {
      for element in elements {
        try writer.writeElement(
          namesItems ? shown.naming(element, in: sections) : element, to: &sink)
      }
      try writer.endStep(to: &sink)
    } catch {
      throw .sink(error)
    }
  }

  /// Writes the transition of `update`, update step `step`, record by record as its records
  /// are made (``LayoutUpdate/streamTransition(for:limit:_:)``), each named by its items' ids
  /// from `before` and the layout shown now, as ``naming(_:before:)`` names a whole one; its
  /// records and frames count against the element records the frames may still hold, as a
  /// whole transition's do. The bytes are those of the whole transition.
  private mutating func writeTransition<Sink: ByteSink>(
    of update: LayoutUpdate<InteractiveLayout<Layout>>, before: InteractiveLayout<Layout>,
    step: Int, into writer: inout FramesStreamWriter, sink: inout Sink
  ) throws(FramesWritingError<Sink.Failure>) {
    let after = presented
    let afterSections = after.sections
    let beforeSections = before.sections
    // Only items listed one by one can have ids (see `naming(_:before:)`).
    let namesItems = afterSections.listsItems || beforeSections.listsItems
    var failure: Sink.Failure?
    writer.beginTransition(
      fromContentOffset: update.oldContentOffset, fromContentSize: update.oldLayout.contentSize,
      animation: update.batch.animation)
    let streamed = update.streamTransition(for: output.elements, limit: budget.remaining) {
      record, position in
      do throws(Sink.Failure) {
        if namesItems {
          var named = record
          Self.name(
            &named, before: before, beforeSections: beforeSections, after: after,
            afterSections: afterSections)
          try writer.writeChange(named, position: position, to: &sink)
        } else {
          try writer.writeChange(record, position: position, to: &sink)
        }
      } catch {
        failure = error
        return false
      }
      return true
    }
    if let failure { throw .sink(failure) }
    switch streamed {
    case .overLimit, .stopped:
      throw .scenario(Scenario.outputLimitError(budget.limit, at: step))
    case .completed(let changeCount, let frames):
      budget.remaining -= frames.reduce(changeCount) {
        $0.saturatingAdding($1.elements.count).saturatingAdding(1)
      }
      do {
        try writer.endTransition(changeCount: changeCount, frames: frames, to: &sink)
      } catch {
        throw .sink(error)
      }
    }
  }
}
