import CollectionLayoutCore

extension StreamingReader {
  /// The keys of an update step, in documented order; all optional (`source` addresses a
  /// data source).
  enum UpdateKey: String, CaseIterable, Sendable {
    case source, deleteSections, insertSections, reloadSections, moveSections, deleteItems
    case insertItems, reloadItems, moveItems, after, anchor, insertedSectionsSlideFrom, animation
  }
  /// The keys of an update's animation, in documented order; all optional.
  enum AnimationKey: String, CaseIterable, Sendable {
    case duration, fps, curve
  }
  /// The key of a spring curve object; required.
  enum CurveKey: String, CaseIterable, Sendable {
    case spring
  }
  /// The keys of a spring, in documented order; both required.
  enum SpringKey: String, CaseIterable, Sendable {
    case damping, response
  }

  static let updateKeys = ObjectKeys<UpdateKey>()
  static let animationKeys = ObjectKeys<AnimationKey>()
  static let curveKeys = ObjectKeys<CurveKey>(required: [.spring])
  static let springKeys = ObjectKeys<SpringKey>(
    required: [.damping, .response], shape: #"{"damping": N, "response": N}"#)
  /// The named curves, in documented order.
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut"]

  /// A batch update; `nil` when not an object. A wrong index is reported and replaced by 0,
  /// so that the other entries keep their positions (and their locations). Each entry of the
  /// eight lists counts against the document's update entries.
  mutating func update() throws(DecodingStop) -> BatchUpdate? {
    try sourcedUpdate()?.batch
  }

  /// A batch update and the source it names, if any (`.some(nil)` for a `source` that is not
  /// a string); `nil` when not an object.
  mutating func sourcedUpdate() throws(DecodingStop) -> (batch: BatchUpdate, source: String??)? {
    guard var object = try beginObject() else { return nil }
    var batch = BatchUpdate()
    batch.animation = defaultAnimation()
    var source: String??
    while let key = try nextMember(&object, of: Self.updateKeys) {
      switch key {
      case .source: source = .some(try string())
      case .deleteSections: batch.deleteSections = try entries(Self.sectionIndex)
      case .insertSections: batch.insertSections = try entries(Self.sectionIndex)
      case .reloadSections: batch.reloadSections = try entries(Self.sectionIndex)
      case .moveSections: batch.moveSections = try entries(Self.sectionMove)
      case .deleteItems: batch.deleteItems = try entries(Self.itemPath)
      case .insertItems:
        (batch.insertItems, batch.insertedItemData) = try itemEntries()
      case .reloadItems:
        (batch.reloadItems, batch.reloadedItemData) = try itemEntries()
      case .moveItems: batch.moveItems = try entries(Self.itemMove)
      case .after: batch.after = try sections()
      case .anchor: batch.anchor = try enumeration(UpdateAnchor.self) ?? .automatic
      case .insertedSectionsSlideFrom:
        batch.insertedSectionsSlideFrom = try enumeration(SlideEdge.self)
      case .animation: batch.animation = try animation()
      }
    }
    return (batch, source)
  }

  /// The entries of one of an update's lists, each read by `entry`; none when not an array.
  mutating func entries<Entry>(
    _ entry: (inout StreamingReader) throws(DecodingStop) -> Entry
  ) throws(DecodingStop) -> [Entry] {
    guard var array = try beginArray() else { return [] }
    var entries: [Entry] = []
    while try nextElement(&array) {
      try count(.updateEntry)
      entries.append(try entry(&self))
    }
    return entries
  }

  /// `3`: a section index; a wrong one is reported and replaced by 0.
  private static func sectionIndex(_ reader: inout StreamingReader) throws(DecodingStop) -> Int {
    try reader.integer() ?? 0
  }

  /// `[0, 1]`: an index path `[section, item]`.
  static func itemPath(_ reader: inout StreamingReader) throws(DecodingStop) -> ItemPath {
    let (section, item) = try reader.pair(
      shape: "[section, item]", replacement: 0, Self.sectionIndex)
    return ItemPath(section: section, item: item)
  }

  /// `[3, 1]`: a section move `[from, to]`.
  private static func sectionMove(_ reader: inout StreamingReader) throws(DecodingStop)
    -> SectionMove
  {
    let (from, to) = try reader.pair(shape: "[from, to]", replacement: 0, Self.sectionIndex)
    return SectionMove(from: from, to: to)
  }

  /// `[[0, 3], [0, 0]]`: an item move `[[section, item], [section, item]]`.
  private static func itemMove(_ reader: inout StreamingReader) throws(DecodingStop) -> ItemMove {
    let origin = ItemPath(section: 0, item: 0)
    let (from, to) = try reader.pair(
      shape: "[[section, item], [section, item]]", replacement: origin, Self.itemPath)
    return ItemMove(from: from, to: to)
  }

  /// The two elements of an array written `shape`, each read by `element`. Anything else is
  /// reported as a whole (and nothing inside it is) and replaced by `replacement` twice.
  private mutating func pair<Element>(
    shape: String, replacement: Element,
    _ element: (inout StreamingReader) throws(DecodingStop) -> Element
  ) throws(DecodingStop) -> (Element, Element) {
    let expectation = "expected an array of 2 elements \(shape)"
    let kind = try peek()
    guard kind == .array else {
      try reportWrongType(expectation, found: kind)
      return (replacement, replacement)
    }
    let checkpoint = issues.count
    var array = try openArray()
    var first = replacement
    var second = replacement
    while try nextElement(&array) {
      switch array.count {
      case 1: first = try element(&self)
      case 2: second = try element(&self)
      default: try skipValue()
      }
    }
    guard array.count == 2 else {
      issues.removeSubrange(checkpoint...)
      let noun = array.count == 1 ? "element" : "elements"
      reportReplaced(
        "\(expectation), got an array of \(array.count) \(noun)", offset: array.start)
      return (replacement, replacement)
    }
    return (first, second)
  }

  /// The animation of an update or an apply step that gives none: the document's kind's
  /// (``LayoutKind/defaultUpdateAnimation``: SwiftUI's spring for the lazy containers),
  /// UIKit's 0.3-second ease-in-ease-out for the others.
  mutating func defaultAnimation() -> UpdateAnimation {
    documentKind()?.defaultUpdateAnimation ?? UpdateAnimation()
  }

  /// `{"duration": 0.3, "fps": 60, "curve": "easeInOut"}`; every key left out, or wrong,
  /// takes its default (``defaultAnimation()``).
  mutating func animation() throws(DecodingStop) -> UpdateAnimation {
    let defaults = defaultAnimation()
    guard var object = try beginObject() else { return defaults }
    var animation = defaults
    while let key = try nextMember(&object, of: Self.animationKeys) {
      switch key {
      case .duration: animation.duration = try number() ?? defaults.duration
      case .fps: animation.fps = try number() ?? defaults.fps
      case .curve: animation.curve = try curve() ?? defaults.curve
      }
    }
    return animation
  }

  /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"` or
  /// `{"spring": {"damping": 1, "response": 0.3}}`; `nil` when wrong.
  mutating func curve() throws(DecodingStop) -> AnimationCurve? {
    let expectation =
      "expected one of \(Self.list(Self.curveNames)) or an object "
      + #"{"spring": {"damping", "response"}}"#
    let kind = try peek()
    switch kind {
    case .string:
      let token = try scanString()
      switch cursor.decode(token) {
      case "linear": return .linear
      case "easeIn": return .easeIn
      case "easeOut": return .easeOut
      case "easeInOut": return .easeInOut
      case let name:
        reportReplaced("\(expectation), got \(Quoting.quoted(name))", offset: token.start)
        return nil
      }
    case .object:
      var object = try openObject()
      var curve: AnimationCurve?
      while let key = try nextMember(&object, of: Self.curveKeys) {
        switch key {
        case .spring: curve = try spring()
        }
      }
      return curve
    default:
      try reportWrongType(expectation, found: kind)
      return nil
    }
  }

  /// `{"damping": 1, "response": 0.3}`; `nil` when not an object. A missing or wrong value is
  /// reported, and 1 stands in for it.
  private mutating func spring() throws(DecodingStop) -> AnimationCurve? {
    guard var object = try beginObject(Self.springKeys) else { return nil }
    var damping: Double?
    var response: Double?
    while let key = try nextMember(&object, of: Self.springKeys) {
      switch key {
      case .damping: damping = try number()
      case .response: response = try number()
      }
    }
    return .spring(damping: damping ?? 1, response: response ?? 1)
  }
}
