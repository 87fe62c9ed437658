/// One event of a Chrome trace event timeline (the JSON "Trace Event Format" that Perfetto's UI
/// and chrome://tracing open), of the phases the trace export writes.
///
/// Times are in microseconds, the format's unit. Every event is in process 1.
struct TraceEvent: Sendable {
  /// The phases written.
  enum Phase: String, Sendable {
    /// Metadata: a process or thread (track) name, or a track's sort index.
    case metadata = "M"
    /// A complete slice: a start and a duration.
    case complete = "X"
    /// An instant, on its thread's track (scope `t`).
    case instant = "i"
    /// A counter sample: each argument is one series.
    case counter = "C"
  }

  /// The process every event belongs to.
  static let processID = 1

  /// The name: the slice's or counter's label, or the metadata kind (`thread_name`).
  var name: String
  /// The category, `nil` for metadata.
  var category: String?
  /// The phase.
  var phase: Phase
  /// The time, in microseconds from the start of the timeline.
  var timestamp: Double
  /// The duration of a complete slice, in microseconds.
  var duration: Double?
  /// The track (thread id); `nil` for process-wide events (counters, the process name).
  var track: Int?
  /// The arguments.
  var arguments: ExportJSON?

  /// The event as one JSON object: `name`, `cat`, `ph`, `ts`, `dur`, `pid`, `tid`, `s`,
  /// `args`, those that apply, in this order.
  var json: ExportJSON {
    var members = [ExportJSON.Member(key: "name", value: .string(name))]
    if let category { members.append(.init(key: "cat", value: .string(category))) }
    members.append(.init(key: "ph", value: .string(phase.rawValue)))
    members.append(.init(key: "ts", value: .number(timestamp)))
    if let duration { members.append(.init(key: "dur", value: .number(duration))) }
    members.append(.init(key: "pid", value: .integer(Self.processID)))
    if let track { members.append(.init(key: "tid", value: .integer(track))) }
    if phase == .instant { members.append(.init(key: "s", value: .string("t"))) }
    if let arguments { members.append(.init(key: "args", value: arguments)) }
    return .object(members)
  }

  /// The order events are written in: by time; at one time metadata first, then slices
  /// (longer first, so that a slice comes before the slices it holds), instants, counters;
  /// then in the order made.
  static func isOrderedBefore(_ first: (Int, TraceEvent), _ second: (Int, TraceEvent)) -> Bool {
    func key(_ entry: (Int, TraceEvent)) -> (Double, Int, Double, Int) {
      let rank: Int
      switch entry.1.phase {
      case .metadata: rank = 0
      case .complete: rank = 1
      case .instant: rank = 2
      case .counter: rank = 3
      }
      return (entry.1.timestamp, rank, -(entry.1.duration ?? 0), entry.0)
    }
    return key(first) < key(second)
  }
}
