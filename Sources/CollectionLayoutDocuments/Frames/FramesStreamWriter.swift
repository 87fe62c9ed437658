import CollectionLayoutCore

/// Writes a frames document one step at a time into a ``ByteSink``, in bounded chunks: the
/// streaming form of ``FramesWriter``, for frames too large to hold in memory.
///
/// ```swift
/// var writer = FramesStreamWriter(environment: scenario.environment)
/// for step in steps {                       // as a player produces them
///   try writer.write(step, to: &sink)
/// }
/// try writer.finish(to: &sink)              // the closing brackets, and the last chunk
/// ```
///
/// The bytes are exactly those of ``FramesWriter/utf8(for:)`` for the same environment and
/// steps. The writer formats into a buffer and hands it to the sink whenever it holds
/// ``chunkSize`` bytes or more at the end of a record (a step's header lines, an element line,
/// a change record, an animated element, a step's end). A chunk is therefore at most
/// ``chunkSize`` bytes plus one record, and the writer's memory stays about that size
/// whatever the size of the document.
///
/// The header is written with the first step, or by ``finish(to:)`` when there are none.
/// After ``finish(to:)`` the writer writes nothing more. When the sink throws, the document is
/// incomplete: the bytes of the failed chunk are dropped and the caller should stop. The
/// writer is not copyable: one writer writes one document.
public struct FramesStreamWriter: ~Copyable {
  /// The chunk size used when none is given: 256 KiB, a few system calls per megabyte and a
  /// buffer that stays in the processor's cache.
  public static let defaultChunkSize = 256 * 1024

  /// The number of bytes at which the buffer is handed to the sink, >= 1.
  public let chunkSize: Int
  /// The scroll view written in the header.
  public let environment: LayoutEnvironment
  /// The steps written so far.
  public private(set) var stepCount = 0
  /// Whether ``finish(to:)`` has written the end of the document.
  public private(set) var isFinished = false

  /// The formatted bytes not yet handed to the sink.
  private var output: FramesOutput
  /// The elements written so far in the step being written.
  private var stepElementCount = 0

  /// A writer of the document of `environment`, handing its sink chunks of about `chunkSize`
  /// bytes (at least 1; a smaller value is taken as 1).
  public init(environment: LayoutEnvironment, chunkSize: Int = FramesStreamWriter.defaultChunkSize)
  {
    self.environment = environment
    self.chunkSize = max(1, chunkSize)
    // Room for a chunk and a typical record, so that the buffer rarely grows.
    output = FramesOutput(capacity: min(self.chunkSize, 1 << 24) + 4096)
  }

  /// Writes `step` as the next entry of the document's `steps` (after the header, for the
  /// first). Does nothing after ``finish(to:)``.
  public mutating func write<Sink: ByteSink>(_ step: FrameStep, to sink: inout Sink)
    throws(Sink.Failure)
  {
    guard !isFinished else { return }
    try beginStep(step, to: &sink)
    // By index, so that each element is read in place rather than copied.
    for position in step.elements.indices {
      try writeElement(step.elements[position], to: &sink)
    }
    try endStep(to: &sink)
  }

  /// Writes `step` as the next entry up to its first element: its header lines and its
  /// transition (`step.elements` are not written). The elements follow one by one
  /// (``writeElement(_:to:)``), then ``endStep(to:)``: a step whose elements are never held
  /// together.
  mutating func beginStep<Sink: ByteSink>(_ step: FrameStep, to sink: inout Sink)
    throws(Sink.Failure)
  {
    try writeStepHeader(step, to: &sink)
    beginElements()
  }

  /// Writes `step` as the next entry up to its transition, and its transition when it holds
  /// one. A transition streamed record by record follows (``beginTransition(fromContentOffset:fromContentSize:animation:)``,
  /// ``writeChange(_:position:to:)``, ``endTransition(changeCount:frames:to:)``), then
  /// ``beginElements()``.
  mutating func writeStepHeader<Sink: ByteSink>(_ step: FrameStep, to sink: inout Sink)
    throws(Sink.Failure)
  {
    if stepCount == 0 { output.writeHeader(environment) }
    output.writeStepSeparator(position: stepCount)
    stepCount += 1
    output.writeStepHeader(step)
    try flushIfFull(to: &sink)
    if let transition = step.transition {
      try write(transition, to: &sink)
    }
  }

  /// Writes the opening of the step's `"elements"`, after its header and transition.
  mutating func beginElements() {
    output.writeElementsOpening(count: 0)
    stepElementCount = 0
  }

  /// Writes the opening of a step's transition, up to its first change record: the content
  /// offset and size before the update, in points, and the animation its frames sample
  /// (none for `nil`: a motion recorded frame by frame).
  mutating func beginTransition(
    fromContentOffset: LayoutPoint, fromContentSize: LayoutSize, animation: UpdateAnimation?
  ) {
    output.writeTransitionOpening(
      fromContentOffset: fromContentOffset, fromContentSize: fromContentSize,
      animation: animation)
  }

  /// Writes change record `position` of the transition begun by
  /// ``beginTransition(fromContentOffset:fromContentSize:animation:)``, on its own line.
  mutating func writeChange<Sink: ByteSink>(
    _ change: ElementChange, position: Int, to sink: inout Sink
  ) throws(Sink.Failure) {
    output.writeChange(change, position: position)
    try flushIfFull(to: &sink)
  }

  /// Writes the end of the transition's `changeCount` change records, its animation `frames`
  /// and its end.
  mutating func endTransition<Sink: ByteSink>(
    changeCount: Int, frames: [AnimationFrame], to sink: inout Sink
  ) throws(Sink.Failure) {
    output.writeChangesEnd(count: changeCount)
    for (position, frame) in frames.enumerated() {
      output.writeAnimationFrameOpening(frame, position: position)
      for elementPosition in frame.elements.indices {
        output.writeAnimatedElement(frame.elements[elementPosition], position: elementPosition)
        try flushIfFull(to: &sink)
      }
      output.writeAnimationFrameEnd()
      try flushIfFull(to: &sink)
    }
    output.writeTransitionEnd(frameCount: frames.count)
  }

  /// Writes the next element of the step begun by ``beginStep(_:to:)``, on its own line.
  mutating func writeElement<Sink: ByteSink>(_ element: LayoutAttributes, to sink: inout Sink)
    throws(Sink.Failure)
  {
    // The line end after `"elements": [` is written with the first element.
    if stepElementCount == 0 { output.writeElementsLineEnd() }
    output.writeElement(element, position: stepElementCount)
    stepElementCount += 1
    try flushIfFull(to: &sink)
  }

  /// Writes the end of the step begun by ``beginStep(_:to:)``.
  mutating func endStep<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
    output.writeStepEnd(elementCount: stepElementCount)
    try flushIfFull(to: &sink)
  }

  /// Writes the end of the document (and its header, when no step was written) and hands
  /// every remaining byte to the sink. Does nothing when called again.
  public mutating func finish<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
    guard !isFinished else { return }
    if stepCount == 0 { output.writeHeader(environment) }
    output.writeEnd(stepCount: stepCount)
    isFinished = true
    try flush(to: &sink)
  }

  /// Writes a step's transition: its change records, then its animation frames.
  private mutating func write<Sink: ByteSink>(_ transition: LayoutTransition, to sink: inout Sink)
    throws(Sink.Failure)
  {
    beginTransition(
      fromContentOffset: transition.fromContentOffset,
      fromContentSize: transition.fromContentSize, animation: transition.animation)
    for position in transition.changes.indices {
      try writeChange(transition.changes[position], position: position, to: &sink)
    }
    try endTransition(
      changeCount: transition.changes.count, frames: transition.frames, to: &sink)
  }

  /// Hands the buffer to the sink when it holds a chunk.
  @inline(__always)
  private mutating func flushIfFull<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
    if output.bytes.count >= chunkSize { try flush(to: &sink) }
  }

  /// Hands every buffered byte to the sink, and empties the buffer (also when the sink
  /// throws).
  private mutating func flush<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
    guard !output.bytes.isEmpty else { return }
    defer { output.bytes.removeAll() }
    try output.bytes.write(to: &sink)
  }
}
