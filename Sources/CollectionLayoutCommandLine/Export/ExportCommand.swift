import CollectionLayout

/// The `export` command: frames, or a scenario's frames, as a Lottie animation or a trace
/// timeline.
extension CommandLineTool {
  /// The output of `export` for the document `bytes` (a frames file or a scenario, see
  /// ``ExportSource``) in `format`. Every problem of the document is a line on standard
  /// error; a step that does not exist is one line.
  static func exported(_ bytes: [UInt8], as format: ExportFormat) throws(CommandFailure)
    -> [UInt8]
  {
    let source = try ExportSource.read(bytes)
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

/// The options of `export`, checked together once the arguments are read.
extension ArgumentParser {
  /// The largest `--fps`, as for a scenario's animations.
  static let largestFramesPerSecond = 240.0

  /// The invocation of `export` with these options, or the usage error of a missing or
  /// conflicting one: exactly one of `--lottie` and `--trace`; `--step`, `--all-steps` and
  /// `--fps` with `--lottie` only, and not `--step` with `--all-steps`.
  static func exportInvocation(
    input: InputSource, output: OutputDestination, flags: Set<String>, step: Int?,
    framesPerSecond: Double?
  ) throws(CommandFailure) -> Invocation {
    let lottie = flags.contains("--lottie")
    let trace = flags.contains("--trace")
    let allSteps = flags.contains("--all-steps")
    if lottie && trace {
      throw usageError(
        "options '--lottie' and '--trace' conflict: export one format at a time",
        command: .export)
    }
    if trace {
      let lottieOnly = [
        step == nil ? nil : "--step", allSteps ? "--all-steps" : nil,
        framesPerSecond == nil ? nil : "--fps",
      ].compactMap { $0 }
      if let option = lottieOnly.first {
        throw usageError(
          "option '\(option)' applies to '--lottie' only; a trace shows every step",
          command: .export)
      }
      return .export(input, .trace, output)
    }
    guard lottie else {
      throw usageError("missing format for 'export': add '--lottie' or '--trace'", command: .export)
    }
    if allSteps, step != nil {
      throw usageError(
        "options '--step' and '--all-steps' conflict: export one step or all of them",
        command: .export)
    }
    let options = LottieOptions(
      steps: step.map { .step($0) } ?? .all, framesPerSecond: framesPerSecond)
    return .export(input, .lottie(options), output)
  }

  /// The value of `--fps`: a number of frames per second, >= 1 and <= 240. Below 1 the
  /// document would not be an animation: its frame rate is written with 3 decimals (`1e-9`
  /// would be `"fr": 0`) and a 7.7 s animation at 0.001 would last 0.008 frames.
  static func framesPerSecond(_ value: String) throws(CommandFailure) -> Double {
    guard let number = Double(value), number.isFinite, number >= 1,
      number <= largestFramesPerSecond
    else {
      throw usageError(
        "option '--fps' needs a frame rate (a number >= 1 and <= 240), got '\(value)'",
        command: .export)
    }
    return number
  }
}
