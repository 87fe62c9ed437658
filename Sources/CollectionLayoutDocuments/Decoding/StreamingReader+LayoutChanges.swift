import CollectionLayoutCore

/// Reading the steps of layout changes: `setLayout`, the interactive transition's four and
/// `pinch` (see <doc:LayoutTransitions>).
extension StreamingReader {
  /// The keys of a `setLayout` step, in documented order; `layout` required.
  enum LayoutReplacementKey: String, CaseIterable, Sendable {
    case layout, animated, anchor, animation
  }
  /// The keys of a `beginTransition` step, in documented order; `to` required.
  enum TransitionStartKey: String, CaseIterable, Sendable {
    case to, anchor
  }
  /// The keys of a `transitionProgress` step, in documented order; `progress` required.
  enum TransitionProgressKey: String, CaseIterable, Sendable {
    case progress, frames
  }
  /// The keys of a `finishTransition` step; all optional.
  enum TransitionFinishKey: String, CaseIterable, Sendable {
    case velocity
  }
  /// The keys of a `pinch` step, in documented order; `at`, `scale` and `columns` required.
  enum PinchKey: String, CaseIterable, Sendable {
    case at, scale, columns, release
  }
  /// The keys of an anchor object: `item` (with `position`) or `point`.
  enum LayoutChangeAnchorKey: String, CaseIterable, Sendable {
    case item, position, point
  }

  static let layoutReplacementKeys = ObjectKeys<LayoutReplacementKey>(required: [.layout])
  static let transitionStartKeys = ObjectKeys<TransitionStartKey>(required: [.to])
  static let transitionProgressKeys = ObjectKeys<TransitionProgressKey>(required: [.progress])
  static let transitionFinishKeys = ObjectKeys<TransitionFinishKey>()
  static let pinchKeys = ObjectKeys<PinchKey>(required: [.at, .scale, .columns])
  static let layoutChangeAnchorKeys = ObjectKeys<LayoutChangeAnchorKey>()

  /// The names of the anchors written as strings, in documented order.
  static let layoutChangeAnchorNames = ["center", "proposed", "firstVisible"]

  /// `{"layout": {...}, "animated": true, "anchor": "center", "animation": {...}}`; `nil`
  /// when not an object.
  mutating func layoutReplacement() throws(DecodingStop) -> LayoutReplacement? {
    guard var object = try beginObject() else { return nil }
    var replacement = LayoutReplacement(NewLayout(.grid))
    while let key = try nextMember(&object, of: Self.layoutReplacementKeys) {
      switch key {
      case .layout: replacement.newLayout = try newLayout()
      case .animated: replacement.isAnimated = try boolean() ?? true
      case .anchor: replacement.anchor = try layoutChangeAnchor()
      case .animation: replacement.animation = try animation()
      }
    }
    return replacement
  }

  /// `{"to": {...}, "anchor": "center"}`; `nil` when not an object.
  mutating func transitionStart() throws(DecodingStop) -> TransitionStart? {
    guard var object = try beginObject() else { return nil }
    var start = TransitionStart(NewLayout(.grid))
    while let key = try nextMember(&object, of: Self.transitionStartKeys) {
      switch key {
      case .to: start.newLayout = try newLayout()
      case .anchor: start.anchor = try layoutChangeAnchor()
      }
    }
    return start
  }

  /// `{"progress": 0.5, "frames": 10}`; `nil` when not an object.
  mutating func transitionProgress() throws(DecodingStop) -> TransitionProgressChange? {
    guard var object = try beginObject() else { return nil }
    var change = TransitionProgressChange(progress: 0)
    while let key = try nextMember(&object, of: Self.transitionProgressKeys) {
      switch key {
      case .progress: change.progress = try number() ?? 0
      case .frames: change.frameCount = try integer() ?? 1
      }
    }
    return change
  }

  /// `{}` or `{"velocity": 2}`: a `finishTransition` step; `nil` when not an object.
  mutating func transitionFinish() throws(DecodingStop) -> ScenarioStep? {
    guard var object = try beginObject() else { return nil }
    var velocity: Double?
    while let key = try nextMember(&object, of: Self.transitionFinishKeys) {
      switch key {
      case .velocity: velocity = try number() ?? 1
      }
    }
    return .finishTransition(velocity: velocity)
  }

  /// `{"at": {"x", "y"}, "scale": [1, 1.5], "columns": [3, 2], "release": "automatic"}`;
  /// `nil` when not an object.
  mutating func pinch() throws(DecodingStop) -> Pinch? {
    guard var object = try beginObject() else { return nil }
    var pinch = Pinch(at: .zero, scales: [1], columns: ColumnChange(from: 1, to: 2))
    while let key = try nextMember(&object, of: Self.pinchKeys) {
      switch key {
      case .at: pinch.point = try point() ?? .zero
      case .scale: pinch.scales = try numbers()
      case .columns: pinch.columns = try columnChange()
      case .release:
        pinch.release = try enumeration(PinchRelease.self, suggesting: true) ?? .automatic
      }
    }
    return pinch
  }

  /// `[3, 2]`: two integers; anything else is reported and read as `[1, 2]`.
  private mutating func columnChange() throws(DecodingStop) -> ColumnChange {
    let fallback = ColumnChange(from: 1, to: 2)
    let expectation = "expected an array of 2 integers [from, to]"
    let kind = try peek()
    guard kind == .array else {
      try reportWrongType(expectation, found: kind)
      return fallback
    }
    let start = cursor.index
    guard var array = try beginArray() else { return fallback }
    var values: [Int] = []
    while try nextElement(&array) {
      if values.count < 2 { values.append(try integer() ?? 1) } else { try skipValue() }
    }
    guard values.count == 2 else {
      reportReplaced("\(expectation), got \(values.count) elements", offset: start)
      return fallback
    }
    return ColumnChange(from: values[0], to: values[1])
  }

  /// An array of numbers; a wrong element is reported and read as 1. Each counts against the
  /// document's update entries.
  private mutating func numbers() throws(DecodingStop) -> [Double] {
    guard var array = try beginArray() else { return [] }
    var values: [Double] = []
    while try nextElement(&array) {
      try count(.updateEntry)
      values.append(try number() ?? 1)
    }
    return values
  }

  /// A layout object as the root `layout` key takes it, with `metrics` for a grid
  /// (``NewLayout``). A missing or unknown kind is reported and read as the grid.
  mutating func newLayout() throws(DecodingStop) -> NewLayout {
    guard var object = try beginObject() else { return NewLayout(.grid) }
    let name = kindName(inObjectAt: object.start)
    guard let name, let kind = kinds.kind(named: name) else {
      while let member = try nextMember(&object, of: kinds.layoutKeys) {
        if member.rawValue == "kind" {
          _ = try enumeration(among: kinds.names)
        } else {
          try skipValue()
        }
      }
      return NewLayout(.grid)
    }
    let isGrid = kind.name == GridLayoutKind.name
    let keys = ObjectKeys<MemberName>(
      names: ["kind"] + kind.configurationKeys + (isGrid ? ["metrics"] : []),
      required: ["kind"] + kind.requiredKeys)
    var configuration: (any Hashable & Sendable)?
    var metrics: SectionMetrics?
    while let member = try nextMember(&object, of: keys) {
      if member.rawValue == "kind" {
        _ = try enumeration(among: kinds.names)
      } else if isGrid, member.rawValue == "metrics" {
        metrics = try self.metrics()
      } else {
        configuration = try kind.read(member.rawValue, into: configuration, from: &self)
      }
    }
    return NewLayout(kind.layout(configuration), metrics: metrics)
  }

  /// `"center"`, `"proposed"`, `"firstVisible"`, `{"item": [s, i], "position": "top"}` or
  /// `{"point": {"x", "y"}}`; anything else is reported and read as `"center"`.
  mutating func layoutChangeAnchor() throws(DecodingStop) -> LayoutChangeAnchor {
    let kind = try peek()
    let expectation =
      "expected one of \(Self.list(Self.layoutChangeAnchorNames)), "
      + "{\"item\": [section, item], \"position\": P} or {\"point\": {\"x\": X, \"y\": Y}}"
    if kind == .string {
      switch try enumeration(among: Self.layoutChangeAnchorNames) {
      case "proposed": return .proposed
      case "firstVisible": return .firstVisible
      default: return .center
      }
    }
    guard kind == .object else {
      try reportWrongType(expectation, found: kind)
      return .center
    }
    let start = cursor.index
    guard var object = try beginObject() else { return .center }
    var item: ItemPath?
    var position: ScrollPosition?
    var point: LayoutPoint?
    while let key = try nextMember(&object, of: Self.layoutChangeAnchorKeys) {
      switch key {
      case .item: item = try itemPath()
      case .position: position = try enumeration(ScrollPosition.self, suggesting: true)
      case .point: point = try self.point() ?? .zero
      }
    }
    switch (item, point) {
    case (let item?, nil):
      return .item(item, position: position ?? .center)
    case (nil, let point?) where position == nil:
      return .point(point)
    default:
      reportReplaced(
        "expected either \"item\" (with \"position\") or \"point\" in an anchor", offset: start)
      return .center
    }
  }
}
