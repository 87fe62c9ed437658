import CollectionLayoutCore

/// Reading the `animation` of a transition: `{"duration", "fps", "curve"}`, the curve a name,
/// `{"spring": {"damping", "response"}}` or `{"keyframes": [p0, p1, …]}` (see
/// ``FramesOutput/writeAnimationMember(_:)``).
extension FramesDocumentReader {
  /// The keys of a transition's animation, all required (the writer writes the defaults too).
  enum AnimationKey: String, CaseIterable, Sendable {
    case duration, fps, curve
  }
  /// The keys of a curve object: exactly one of them.
  enum CurveKey: String, CaseIterable, Sendable {
    case spring, keyframes
  }
  /// The keys of a spring, both required.
  enum SpringKey: String, CaseIterable, Sendable {
    case damping, response
  }

  static let animationKeys = ObjectKeys<AnimationKey>(required: AnimationKey.allCases)
  static let curveKeys = ObjectKeys<CurveKey>()
  static let springKeys = ObjectKeys<SpringKey>(
    required: SpringKey.allCases, shape: #"{"damping": N, "response": N}"#)

  /// What a curve should have been, in the problems of a wrong one.
  static var curveExpectation: String {
    #"expected one of "linear", "easeIn", "easeOut", "easeInOut", an object {"spring": {"damping": N, "response": N}} or an object {"keyframes": [N, ...]}"#
  }

  /// A transition's animation, or `nil` when it is not an object or a value in it is wrong
  /// (reported): a duration, frames per second and a curve, each number >= 0 (the frames write
  /// numbers to thousandths, so a scenario's fps, damping or response of 0.0004 is written 0).
  mutating func animation() throws(DecodingStop) -> UpdateAnimation? {
    guard var object = try reader.beginObject() else { return nil }
    var duration: Double?
    var fps: Double?
    var curve: AnimationCurve?
    while let member = try reader.nextOpenMember(&object, of: Self.animationKeys) {
      switch member {
      case .known(.duration): duration = try nonNegative()
      case .known(.fps): fps = try nonNegative()
      case .known(.curve): curve = try self.curve()
      case .other: try reader.skipValue()
      }
    }
    guard let duration, let fps, let curve else { return nil }
    return UpdateAnimation(duration: duration, fps: fps, curve: curve)
  }

  /// A finite number >= 0, or `nil` after reporting anything else. A number is not refused
  /// for being 0: the writer rounds to thousandths, so what a scenario accepts (> 0) may be
  /// written 0, and frames the engine writes are always read back.
  private mutating func nonNegative() throws(DecodingStop) -> Double? {
    let offset = try valueOffset()
    guard let value = try finiteNumber() else { return nil }
    guard value >= 0 else {
      reader.report("expected a number >= 0, got \(format(value))", offset: offset)
      return nil
    }
    return value
  }

  /// A curve, or `nil` after reporting a wrong one.
  mutating func curve() throws(DecodingStop) -> AnimationCurve? {
    let kind = try reader.peek()
    switch kind {
    case .string:
      let offset = try valueOffset()
      guard let name = try reader.string() else { return nil }
      switch name {
      case "linear": return .linear
      case "easeIn": return .easeIn
      case "easeOut": return .easeOut
      case "easeInOut": return .easeInOut
      default:
        reader.report("\(Self.curveExpectation), got \(Quoting.quoted(name))", offset: offset)
        return nil
      }
    case .object:
      return try curveObject()
    default:
      try reader.reportWrongType(Self.curveExpectation, found: kind)
      return nil
    }
  }

  /// `{"spring": {…}}` or `{"keyframes": […]}`: exactly one of the two, or `nil` after
  /// reporting.
  private mutating func curveObject() throws(DecodingStop) -> AnimationCurve? {
    guard var object = try reader.beginObject() else { return nil }
    var found: [CurveKey] = []
    var curve: AnimationCurve?
    var wrong = false
    while let member = try reader.nextOpenMember(&object, of: Self.curveKeys) {
      switch member {
      case .known(let key):
        found.append(key)
        let read = key == .spring ? try spring() : try keyframes()
        if read == nil { wrong = true }
        curve = read
      case .other: try reader.skipValue()
      }
    }
    guard found.count == 1 else {
      let got =
        found.isEmpty
        ? "none" : "2: " + found.map { Quoting.quoted($0.rawValue) }.joined(separator: ", ")
      reader.report(
        #"expected exactly one key ("spring" or "keyframes"), got "# + got, offset: object.start)
      return nil
    }
    return wrong ? nil : curve
  }

  /// `{"damping": D, "response": R}`, both >= 0, or `nil` after reporting.
  private mutating func spring() throws(DecodingStop) -> AnimationCurve? {
    guard var object = try reader.beginObject(Self.springKeys) else { return nil }
    var damping: Double?
    var response: Double?
    while let member = try reader.nextOpenMember(&object, of: Self.springKeys) {
      switch member {
      case .known(.damping): damping = try nonNegative()
      case .known(.response): response = try nonNegative()
      case .other: try reader.skipValue()
      }
    }
    guard let damping, let response else { return nil }
    return .spring(damping: damping, response: response)
  }

  /// `[p0, p1, …]`: finite numbers, the progress at evenly spaced times; `nil` after
  /// reporting.
  private mutating func keyframes() throws(DecodingStop) -> AnimationCurve? {
    let kind = try reader.peek()
    guard kind == .array else {
      try reader.reportWrongType("expected an array of numbers", found: kind)
      return nil
    }
    var array = try reader.openArray()
    var values: [Double] = []
    var wrong = false
    while try reader.nextElement(&array) {
      if let value = try finiteNumber() { values.append(value) } else { wrong = true }
    }
    return wrong ? nil : .keyframes(values)
  }
}
