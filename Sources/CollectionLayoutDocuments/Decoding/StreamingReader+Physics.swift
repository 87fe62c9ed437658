import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a `fling` step, in documented order; `velocity` required.
  enum FlingKey: String, CaseIterable, Sendable {
    case velocity, decelerationRate, fps, section
  }
  /// The keys of a `pan` step, in documented order; `by` required.
  enum PanKey: String, CaseIterable, Sendable {
    case by, frames, fps, section
  }
  /// The names of the deceleration rates.
  enum DecelerationRateName: String, CaseIterable, Sendable {
    case normal, fast
  }

  static let flingKeys = ObjectKeys<FlingKey>(required: [.velocity])
  static let panKeys = ObjectKeys<PanKey>(required: [.by])

  /// `{"velocity": {"x": 0, "y": 2000}, "decelerationRate": "fast", "fps": 120}`, or a
  /// section's strip `{"section": 2, "velocity": {"x": 1500, "y": 0}}`; `nil` when not an
  /// object. A wrong rate is reported and read as `normal`; a rate beside `section` is
  /// reported (a strip decelerates at its own rate).
  mutating func fling() throws(DecodingStop) -> Fling? {
    guard var object = try beginObject() else { return nil }
    var fling = Fling(velocity: .zero)
    var hasRate = false
    while let key = try nextMember(&object, of: Self.flingKeys) {
      switch key {
      case .velocity: fling.velocity = try point() ?? .zero
      case .decelerationRate:
        hasRate = true
        fling.decelerationRate = try decelerationRate() ?? .normal
      case .fps: fling.framesPerSecond = try number() ?? 60
      case .section: fling.section = try integer()
      }
    }
    if hasRate, fling.section != nil {
      reportReplaced(
        #"expected no "decelerationRate" beside "section" (a strip decelerates at its own "#
          + #"rate: its section's orthogonalScrollingProperties.decelerationRate, else "normal" "#
          + #"when it scrolls continuously, "fast" when it pages)"#,
        offset: object.start)
    }
    return fling
  }

  /// `{"by": {"x": 0, "y": -300}, "frames": 30, "fps": 60}`, or a section's strip
  /// `{"section": 2, "by": {"x": -300, "y": 0}, "frames": 20}`; `nil` when not an object.
  mutating func pan() throws(DecodingStop) -> Pan? {
    guard var object = try beginObject() else { return nil }
    var pan = Pan(translation: .zero)
    while let key = try nextMember(&object, of: Self.panKeys) {
      switch key {
      case .by: pan.translation = try point() ?? .zero
      case .frames: pan.frameCount = try integer() ?? 1
      case .fps: pan.framesPerSecond = try number() ?? 60
      case .section: pan.section = try integer()
      }
    }
    return pan
  }

  /// `"normal"`, `"fast"`, or a number R with 0 < R < 1 (the velocity kept per millisecond);
  /// `nil` after reporting anything else.
  mutating func decelerationRate() throws(DecodingStop) -> DecelerationRate? {
    let kind = try peek()
    if kind == .number {
      let token = try scanNumber()
      let value = try value(of: token)
      guard let rate = DecelerationRate(perMillisecond: value) else {
        reportReplaced(
          "expected \"normal\", \"fast\" or a number between 0 and 1 (both excluded), got "
            + format(value),
          offset: token.literal.lowerBound)
        return nil
      }
      return rate
    }
    guard kind == .string else {
      try reportWrongType(
        "expected \"normal\", \"fast\" or a number between 0 and 1 (both excluded)", found: kind)
      return nil
    }
    switch try enumeration(DecelerationRateName.self, suggesting: true) {
    case .normal: return .normal
    case .fast: return .fast
    case nil: return nil
    }
  }
}
