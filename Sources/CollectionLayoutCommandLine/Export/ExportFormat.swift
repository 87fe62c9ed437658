/// What `export` writes: a Lottie animation of what the viewport shows, or a trace timeline.
enum ExportFormat: Hashable, Sendable {
  /// `--lottie [--step N | --all-steps] [--fps F]`: a Lottie animation (see ``LottieDocument``).
  case lottie(LottieOptions)
  /// `--trace`: a Chrome trace event timeline of every step (see ``TraceDocument``).
  case trace

  /// What a file of this format is, for the line that says it was written.
  var summary: String {
    switch self {
    case .lottie: return "a Lottie animation, JSON"
    case .trace: return "a Chrome trace, JSON"
    }
  }
}

/// Which steps an export shows.
enum StepSelection: Hashable, Sendable {
  /// Every step, end to end, from the initial layout (the default).
  case all
  /// One step: `--step N`, 0 for the initial layout. A step after the first is shown as the
  /// motion from the step before it.
  case step(Int)
}

/// The options of a Lottie export.
struct LottieOptions: Hashable, Sendable {
  /// The steps to show.
  var steps: StepSelection = .all
  /// The composition's frame rate (`fr`), in frames per second, from `--fps`; `nil` for the
  /// sample rate of the first animation shown (60 when there is none).
  var framesPerSecond: Double?
}
