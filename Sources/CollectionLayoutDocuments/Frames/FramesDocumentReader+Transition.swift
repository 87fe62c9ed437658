import CollectionLayoutCore

/// Reading the `transition` of an update step: where it starts from, its change records and
/// its animation frames.
extension FramesDocumentReader {
  /// The keys of a transition, in written order; all required but `animation` (absent for
  /// a motion recorded frame by frame).
  enum TransitionKey: String, CaseIterable, Sendable {
    case from, animation, changes, frames
  }
  /// The keys of a transition's `from`, both required.
  enum TransitionStartKey: String, CaseIterable, Sendable {
    case contentOffset, contentSize
  }
  /// The keys of a change record, all required.
  enum ChangeKey: String, CaseIterable, Sendable {
    case change, before, after, initial, final
  }
  /// The keys of an animation frame, all required.
  enum AnimationFrameKey: String, CaseIterable, Sendable {
    case frame, time, contentOffset, elements
  }
  /// The keys of an animated element, all required.
  enum AnimatedElementKey: String, CaseIterable, Sendable {
    case id, change, frame, alpha, transform
  }

  static let transitionKeys = ObjectKeys<TransitionKey>(required: [.from, .changes, .frames])
  static let transitionStartKeys = ObjectKeys<TransitionStartKey>(
    required: TransitionStartKey.allCases)
  static let changeKeys = ObjectKeys<ChangeKey>(required: ChangeKey.allCases)
  static let animationFrameKeys = ObjectKeys<AnimationFrameKey>(
    required: AnimationFrameKey.allCases)
  static let animatedElementKeys = ObjectKeys<AnimatedElementKey>(
    required: [.id, .change, .frame, .alpha])

  /// An animated element's change index, kept to be checked once the transition's change
  /// records are counted: the document may list the frames before the changes.
  struct ChangeReference {
    /// The index.
    var index: Int
    /// The offset of the index in the document.
    var offset: Int
    /// The location of the index.
    var location: String
  }

  /// The transition of an update step, or `nil` when it is not an object.
  mutating func transition() throws(DecodingStop) -> LayoutTransition? {
    guard var object = try reader.beginObject() else { return nil }
    var fromContentOffset = LayoutPoint.zero
    var fromContentSize = LayoutSize.zero
    var changes: [ElementChange] = []
    // The number of change records, once read; a missing or wrong list has none.
    var changeCount: Int?
    var frames: [AnimationFrame] = []
    var animation: UpdateAnimation?
    var references: [ChangeReference] = []
    while let member = try reader.nextOpenMember(&object, of: Self.transitionKeys) {
      switch member {
      case .known(.from):
        guard var from = try reader.beginObject() else { break }
        while let key = try reader.nextOpenMember(&from, of: Self.transitionStartKeys) {
          switch key {
          case .known(.contentOffset): fromContentOffset = try point() ?? .zero
          case .known(.contentSize): fromContentSize = try size() ?? .zero
          case .other: try reader.skipValue()
          }
        }
      case .known(.animation): animation = try self.animation()
      case .known(.changes):
        guard var array = try reader.beginArray() else {
          changeCount = 0
          break
        }
        while try reader.nextElement(&array) {
          if let change = try change() { changes.append(change) }
        }
        changeCount = array.count
        for reference in references { check(reference, changeCount: array.count) }
        references = []
      case .known(.frames):
        guard var array = try reader.beginArray() else { break }
        while try reader.nextElement(&array) {
          if let frame = try animationFrame(changeCount: changeCount, references: &references) {
            frames.append(frame)
          }
        }
      case .other: try reader.skipValue()
      }
    }
    for reference in references { check(reference, changeCount: changeCount ?? 0) }
    return LayoutTransition(
      fromContentOffset: fromContentOffset, fromContentSize: fromContentSize, changes: changes,
      frames: frames, animation: animation)
  }

  /// Reports `reference` when it is not an index into `changeCount` change records.
  private mutating func check(_ reference: ChangeReference, changeCount: Int) {
    guard !(0..<changeCount).contains(reference.index) else { return }
    let range = changeCount == 0 ? ", which is empty" : " (0 ... \(changeCount - 1))"
    reader.report(
      "expected an index into changes\(range), got \(reference.index)", at: reference.location,
      offset: reference.offset)
  }

  /// One change record, or `nil` when it is not an object or its attributes are wrong.
  mutating func change() throws(DecodingStop) -> ElementChange? {
    guard var object = try reader.beginObject() else { return nil }
    var change: ChangeKind?
    var before: ElementID??
    var after: ElementID??
    var initial: LayoutAttributes?
    var final: LayoutAttributes?
    while let member = try reader.nextOpenMember(&object, of: Self.changeKeys) {
      switch member {
      case .known(.change): change = try reader.enumeration(ChangeKind.self)
      case .known(.before): before = try optionalID()
      case .known(.after): after = try optionalID()
      case .known(.initial): initial = try attributes()
      case .known(.final): final = try attributes()
      case .other: try reader.skipValue()
      }
    }
    guard let change, case .some(let before) = before, case .some(let after) = after,
      let initial, let final
    else { return nil }
    return ElementChange(
      change: change, before: before, after: after, initial: initial, final: final)
  }

  /// An id or `null`: `nil` when wrong (reported); otherwise `.some(id)`, or `.some(nil)` for
  /// `null`.
  mutating func optionalID() throws(DecodingStop) -> ElementID?? {
    switch try reader.peek() {
    case .null:
      _ = try reader.readLiteral()
      return .some(nil)
    case .string:
      guard let id = try elementID() else { return nil }
      return .some(id)
    case let kind:
      try reader.reportWrongType("expected an element id such as \"item/0/3\" or null", found: kind)
      return nil
    }
  }

  /// One animation frame, or `nil` when it is not an object. Each animated element's change
  /// index is checked against `changeCount` when the change records were read, and kept in
  /// `references` otherwise.
  mutating func animationFrame(changeCount: Int?, references: inout [ChangeReference])
    throws(DecodingStop) -> AnimationFrame?
  {
    guard var object = try reader.beginObject() else { return nil }
    var frame = AnimationFrame(frame: 0, time: 0, contentOffset: .zero, elements: [])
    while let member = try reader.nextOpenMember(&object, of: Self.animationFrameKeys) {
      switch member {
      case .known(.frame): frame.frame = try reader.integer() ?? 0
      case .known(.time): frame.time = try finiteNumber() ?? 0
      case .known(.contentOffset): frame.contentOffset = try point() ?? .zero
      case .known(.elements):
        guard var array = try reader.beginArray() else { break }
        while try reader.nextElement(&array) {
          if let element = try animatedElement(changeCount: changeCount, references: &references) {
            frame.elements.append(element)
          }
        }
      case .other: try reader.skipValue()
      }
    }
    return frame
  }

  /// One animated element, or `nil` when it is not an object or its id or change is wrong.
  mutating func animatedElement(changeCount: Int?, references: inout [ChangeReference])
    throws(DecodingStop) -> AnimatedElement?
  {
    guard var object = try reader.beginObject() else { return nil }
    var id: ElementID?
    var change: Int?
    var frame: LayoutRect?
    var alpha: Double?
    var transform: LayoutTransform?
    while let member = try reader.nextOpenMember(&object, of: Self.animatedElementKeys) {
      switch member {
      case .known(.id): id = try elementID()
      case .known(.change):
        let offset = try valueOffset()
        guard let index = try reader.integer() else { break }
        if let changeCount, (0..<changeCount).contains(index) {
          change = index
          break
        }
        let reference = ChangeReference(index: index, offset: offset, location: reader.location)
        if let changeCount {
          check(reference, changeCount: changeCount)
        } else {
          change = index
          references.append(reference)
        }
      case .known(.frame): frame = try rect()
      case .known(.alpha): alpha = try finiteNumber()
      case .known(.transform): transform = try self.transform()
      case .other: try reader.skipValue()
      }
    }
    guard let id, let change, let frame, let alpha else { return nil }
    return AnimatedElement(
      id: id, change: change, frame: frame, alpha: alpha,
      transform: transform?.isIdentity == true ? nil : transform)
  }
}
