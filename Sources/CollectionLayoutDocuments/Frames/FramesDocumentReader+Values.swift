import CollectionLayoutCore

/// Reading the format's small values: finite numbers, sizes, points, insets, rectangles,
/// element ids and action names.
extension FramesDocumentReader {
  /// The keys of a size, both required.
  enum SizeKey: String, CaseIterable, Sendable {
    case width, height
  }
  /// The keys of a point, both required.
  enum PointKey: String, CaseIterable, Sendable {
    case x, y
  }
  /// The keys of edge insets, all required.
  enum InsetsKey: String, CaseIterable, Sendable {
    case top, left, bottom, right
  }

  static let sizeKeys = ObjectKeys<SizeKey>(
    required: SizeKey.allCases, shape: #"{"width": N, "height": N}"#)
  static let pointKeys = ObjectKeys<PointKey>(
    required: PointKey.allCases, shape: #"{"x": N, "y": N}"#)
  static let insetsKeys = ObjectKeys<InsetsKey>(
    required: InsetsKey.allCases, shape: #"{"top": N, "left": N, "bottom": N, "right": N}"#)

  /// A finite number, or `nil` after reporting anything else (`1e999` included).
  @inline(__always)
  mutating func finiteNumber() throws(DecodingStop) -> Double? {
    let kind = try reader.peek()
    guard kind == .number else {
      try reader.reportWrongType("expected a number", found: kind)
      return nil
    }
    let token = try reader.scanNumber()
    let value = try reader.value(of: token)
    guard value.isFinite else {
      let literal = Quoting.shortened(reader.cursor.literal(of: token))
      reader.report("expected a finite number, got \(literal)", offset: token.literal.lowerBound)
      return nil
    }
    return value
  }

  /// A length or coordinate: a finite number of magnitude at most
  /// ``FramesDocument/maximumMagnitude`` (and >= 0 with `nonNegative`), or `nil` after
  /// reporting anything else.
  mutating func coordinate(nonNegative: Bool = false) throws(DecodingStop) -> Double? {
    _ = try reader.peek()
    let offset = reader.cursor.index
    guard let value = try finiteNumber() else { return nil }
    let bound = FramesDocument.maximumMagnitude
    if nonNegative, value < 0 {
      reader.report("expected a number >= 0, got \(format(value))", offset: offset)
      return nil
    }
    guard abs(value) <= bound else {
      // The bound passed: the upper one alone for a value that may not be negative.
      reader.report(
        nonNegative
          ? "expected a number <= \(Int64(bound)), got \(format(value))"
          : "expected a number between \(Int64(-bound)) and \(Int64(bound)), got \(format(value))",
        offset: offset)
      return nil
    }
    return value
  }

  /// `{"width": W, "height": H}`, or `nil` when not an object; with `nonNegative`, both
  /// >= 0 (a content size).
  mutating func size(nonNegative: Bool = false) throws(DecodingStop) -> LayoutSize? {
    guard var object = try reader.beginObject(Self.sizeKeys) else { return nil }
    var size = LayoutSize.zero
    while let member = try reader.nextOpenMember(&object, of: Self.sizeKeys) {
      switch member {
      case .known(.width): size.width = try coordinate(nonNegative: nonNegative) ?? 0
      case .known(.height): size.height = try coordinate(nonNegative: nonNegative) ?? 0
      case .other: try reader.skipValue()
      }
    }
    return size
  }

  /// `{"x": X, "y": Y}`, or `nil` when not an object.
  mutating func point() throws(DecodingStop) -> LayoutPoint? {
    guard var object = try reader.beginObject(Self.pointKeys) else { return nil }
    var point = LayoutPoint.zero
    while let member = try reader.nextOpenMember(&object, of: Self.pointKeys) {
      switch member {
      case .known(.x): point.x = try coordinate() ?? 0
      case .known(.y): point.y = try coordinate() ?? 0
      case .other: try reader.skipValue()
      }
    }
    return point
  }

  /// `{"top", "leading", "bottom", "trailing"}`: layout margins, each side absent kept from
  /// `base`; `nil` when not an object.
  mutating func margins(over base: DirectionalInsets = .zero) throws(DecodingStop)
    -> DirectionalInsets?
  {
    guard var object = try reader.beginObject(Self.marginKeys) else { return nil }
    var margins = base
    while let side = try reader.nextOpenMember(&object, of: Self.marginKeys) {
      switch side {
      case .known(.top): margins.top = try coordinate() ?? 0
      case .known(.leading): margins.leading = try coordinate() ?? 0
      case .known(.bottom): margins.bottom = try coordinate() ?? 0
      case .known(.trailing): margins.trailing = try coordinate() ?? 0
      case .other: try reader.skipValue()
      }
    }
    return margins
  }

  /// `{"top": T, "left": L, "bottom": B, "right": R}`, or `nil` when not an object.
  mutating func insets() throws(DecodingStop) -> LayoutInsets? {
    guard var object = try reader.beginObject(Self.insetsKeys) else { return nil }
    var insets = LayoutInsets.zero
    while let member = try reader.nextOpenMember(&object, of: Self.insetsKeys) {
      switch member {
      case .known(.top): insets.top = try coordinate() ?? 0
      case .known(.left): insets.left = try coordinate() ?? 0
      case .known(.bottom): insets.bottom = try coordinate() ?? 0
      case .known(.right): insets.right = try coordinate() ?? 0
      case .other: try reader.skipValue()
      }
    }
    return insets
  }

  /// `[x, y, width, height]`: an array of exactly 4 finite numbers, or `nil` after reporting
  /// anything else. The problems of the elements are reported only when there are 4 of them.
  mutating func rect() throws(DecodingStop) -> LayoutRect? {
    let expectation = "expected an array of 4 numbers"
    let kind = try reader.peek()
    guard kind == .array else {
      try reader.reportWrongType(expectation, found: kind)
      return nil
    }
    let issueCount = reader.issues.count
    var array = try reader.openArray()
    var values = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    var valid = 0
    while try reader.nextElement(&array) {
      guard let number = try coordinate() else { continue }
      switch array.count {
      case 1: values.x = number
      case 2: values.y = number
      case 3: values.width = number
      case 4: values.height = number
      default: break
      }
      valid += 1
    }
    guard array.count == 4 else {
      reader.forgetIssues(after: issueCount)
      let count = array.count == 1 ? "1 element" : "\(array.count) elements"
      reader.report("\(expectation), got \(count)", offset: array.start)
      return nil
    }
    guard valid == 4 else { return nil }
    return LayoutRect(x: values.x, y: values.y, width: values.width, height: values.height)
  }

  /// `[a, b, c, d, tx, ty]` (``LayoutTransform``): an array of exactly 6 finite numbers, the
  /// translations of magnitude at most ``FramesDocument/maximumMagnitude``, or `nil` after
  /// reporting anything else.
  mutating func transform() throws(DecodingStop) -> LayoutTransform? {
    let expectation = "expected an array of 6 numbers [a, b, c, d, tx, ty]"
    let kind = try reader.peek()
    guard kind == .array else {
      try reader.reportWrongType(expectation, found: kind)
      return nil
    }
    let issueCount = reader.issues.count
    var array = try reader.openArray()
    var values: [Double] = []
    while try reader.nextElement(&array) {
      let value = array.count > 4 ? try coordinate() : try finiteNumber()
      if let value { values.append(value) }
    }
    guard array.count == 6 else {
      reader.forgetIssues(after: issueCount)
      let count = array.count == 1 ? "1 element" : "\(array.count) elements"
      reader.report("\(expectation), got \(count)", offset: array.start)
      return nil
    }
    return LayoutTransform(values: values)
  }

  /// A step's `sections`: an array of frames, each `[x, y, width, height]` (see
  /// ``FrameStep/sections``); `nil`, after reporting, when it is not an array or a frame is
  /// wrong. Every frame is read, so that every wrong one is reported.
  mutating func rects() throws(DecodingStop) -> [LayoutRect]? {
    guard var array = try reader.beginArray() else { return nil }
    var frames: [LayoutRect] = []
    while try reader.nextElement(&array) {
      if let frame = try rect() { frames.append(frame) }
    }
    return frames.count == array.count ? frames : nil
  }

  /// An element id string such as `"item/0/3"`, or `nil` after reporting anything else.
  mutating func elementID() throws(DecodingStop) -> ElementID? {
    let offset = try valueOffset()
    guard let text = try reader.string() else { return nil }
    guard let id = ElementID(text) else {
      reader.report(
        "expected an element id such as \"item/0/3\", got \(Quoting.quoted(text))",
        offset: offset)
      return nil
    }
    return id
  }

  /// A step's action: any valid action name, or `nil` after reporting anything else.
  mutating func action() throws(DecodingStop) -> StepAction? {
    let offset = try valueOffset()
    guard let name = try reader.string() else { return nil }
    guard let action = StepAction(rawValue: name) else {
      reader.report(
        "expected an action name (1 to 23 ASCII letters, digits, '-', '_' or '.') such as "
          + "\"scroll\", got \(Quoting.quoted(name))", offset: offset)
      return nil
    }
    return action
  }
}
