import CollectionLayout

/// What `export` writes: frames, or a scenario's frames, as a Lottie animation or a trace
/// timeline.
extension CommandLineTool {
  /// The output of `export` for the document `bytes` (a frames file or a scenario, see
  /// ``ExportSource``) in `format`. Every problem of the document is a line on standard
  /// error; a step that does not exist is one line.
  static func exported(
    _ bytes: [UInt8], as format: ExportFormat, kinds: LayoutKinds = .standard
  ) throws(CommandFailure) -> [UInt8] {
    let source = try ExportSource.read(bytes, kinds: kinds)
    do {
      try ExportLimits.check(source.frames)
      switch format {
      case .lottie(let options):
        let timeline = try ExportTimeline(frames: source.frames, steps: options.steps)
        let animation = ViewportAnimation(frames: source.frames, timeline: timeline)
        return LottieDocument.utf8(
          for: animation, frames: source.frames,
          framesPerSecond: options.framesPerSecond
            ?? timeline.defaultFramesPerSecond(of: source.frames))
      case .trace:
        let timeline = try ExportTimeline(frames: source.frames, steps: .all)
        return TraceDocument.utf8(
          frames: source.frames, timeline: timeline, batches: source.batches)
      }
    } catch {
      throw CommandFailure(.invalidInput, error.message)
    }
  }
}
