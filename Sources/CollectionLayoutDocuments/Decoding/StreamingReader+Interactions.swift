import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a `beginDrag` step, in documented order; both required.
  enum DragStartKey: String, CaseIterable, Sendable {
    case item, at
  }
  /// The keys of a `dragTo` step, in documented order; `x` and `y` required.
  enum DragMoveKey: String, CaseIterable, Sendable {
    case x, y, frames
  }
  /// The keys of a `swipe` step, in documented order; `item` and `distance` required.
  enum SwipeKey: String, CaseIterable, Sendable {
    case item, distance, actions
  }
  /// The keys of a `measure` step, in documented order; all optional.
  enum MeasureKey: String, CaseIterable, Sendable {
    case items, headers, footers, anchor
  }
  /// The keys of a measured item's size, `{"width": W, "height": H}`; both required.
  enum MeasuredSizeKey: String, CaseIterable, Sendable {
    case width, height
  }
  /// The keys of an edit action, in documented order; `title` and `width` required.
  enum EditActionKey: String, CaseIterable, Sendable {
    case title, width, style
  }

  static let dragStartKeys = ObjectKeys<DragStartKey>(required: [.item, .at])
  static let dragMoveKeys = ObjectKeys<DragMoveKey>(required: [.x, .y])
  static let swipeKeys = ObjectKeys<SwipeKey>(required: [.item, .distance])
  static let measureKeys = ObjectKeys<MeasureKey>()
  static let measuredSizeKeys = ObjectKeys<MeasuredSizeKey>(required: [.width, .height])
  static let editActionKeys = ObjectKeys<EditActionKey>(required: [.title, .width])

  /// `{"item": [0, 2], "at": {"x": 160, "y": 50}}`; `nil` when not an object.
  mutating func dragStart() throws(DecodingStop) -> DragStart? {
    guard var object = try beginObject() else { return nil }
    var start = DragStart(item: ItemPath(section: 0, item: 0), at: .zero)
    while let key = try nextMember(&object, of: Self.dragStartKeys) {
      switch key {
      case .item: start.item = try itemPath()
      case .at: start.point = try point() ?? .zero
      }
    }
    return start
  }

  /// `{"x": 160, "y": 400, "frames": 30}`; `nil` when not an object.
  mutating func dragMove() throws(DecodingStop) -> DragMove? {
    guard var object = try beginObject() else { return nil }
    var move = DragMove(to: .zero)
    while let key = try nextMember(&object, of: Self.dragMoveKeys) {
      switch key {
      case .x: move.point.x = try number() ?? 0
      case .y: move.point.y = try number() ?? 0
      case .frames: move.frameCount = try integer() ?? 1
      }
    }
    return move
  }

  /// `{}`: the argument of `endDrag` and `cancelDrag`. Each key is reported, at its own
  /// location, and its value skipped.
  mutating func noArguments() throws(DecodingStop) {
    let kind = try peek()
    guard kind == .object else {
      try reportWrongType("expected an empty object {}", found: kind)
      return
    }
    _ = try openObject()
    var hasKey = try syntax { cursor throws(JSONSyntaxError) in try cursor.firstKeyOrEnd() }
    var keys: Set<String> = []
    while hasKey {
      let token = try scanString()
      let key = cursor.decode(token)
      guard keys.insert(key).inserted else {
        throw .malformed(cursor.failure("duplicate key \(Quoting.quoted(key))", at: token.start))
      }
      try syntax { cursor throws(JSONSyntaxError) in try cursor.readColon() }
      path.push(.key(token.start))
      report("unknown key; this step takes no arguments: write {}", offset: token.start)
      path.removeLast()
      try skipValue()
      hasKey = try syntax { cursor throws(JSONSyntaxError) in try cursor.nextKeyOrEnd() }
    }
  }

  /// `{"item": [0, 3], "distance": 120}`; `nil` when not an object.
  mutating func swipe() throws(DecodingStop) -> Swipe? {
    guard var object = try beginObject() else { return nil }
    var swipe = Swipe(item: ItemPath(section: 0, item: 0), distance: 0)
    while let key = try nextMember(&object, of: Self.swipeKeys) {
      switch key {
      case .item: swipe.item = try itemPath()
      case .distance: swipe.distance = try number() ?? 0
      case .actions: swipe.actions = try enumeration(SwipeEdge.self) ?? .trailing
      }
    }
    return swipe
  }

  /// `{"items": [[0, 4, 130]], "headers": [[1, 0, 52]], "footers": [], "anchor": "bottom"}`;
  /// `nil` when not an object.
  mutating func measurement() throws(DecodingStop) -> HeightMeasurement? {
    guard var object = try beginObject() else { return nil }
    var measurement = HeightMeasurement()
    while let key = try nextMember(&object, of: Self.measureKeys) {
      switch key {
      case .items:
        measurement.items = try triples(
          shape: "[section, item, height] or [section, item, {\"width\": W, \"height\": H}]",
          sizes: true
        ).map {
          var item = MeasuredItem(
            item: ItemPath(section: $0.first, item: $0.second), height: $0.height)
          item.width = $0.width
          return item
        }
      case .headers:
        measurement.headers = try triples(shape: "[section, header, height]").map {
          MeasuredSupplementary(section: $0.first, index: $0.second, height: $0.height)
        }
      case .footers:
        measurement.footers = try triples(shape: "[section, footer, height]").map {
          MeasuredSupplementary(section: $0.first, index: $0.second, height: $0.height)
        }
      case .anchor: measurement.anchor = try enumeration(UpdateAnchor.self) ?? .automatic
      }
    }
    return measurement
  }

  /// `[{"title": "Delete", "width": 80, "style": "destructive"}]`; `nil` when not an array.
  mutating func editActions() throws(DecodingStop) -> [EditAction]? {
    guard var array = try beginArray() else { return nil }
    var actions: [EditAction] = []
    while try nextElement(&array) {
      var action = EditAction(title: "", width: 1)
      if var object = try beginObject() {
        while let key = try nextMember(&object, of: Self.editActionKeys) {
          switch key {
          case .title: action.title = try string() ?? ""
          case .width: action.width = try number() ?? 1
          case .style: action.style = try enumeration(EditActionStyle.self) ?? .normal
          }
        }
      }
      actions.append(action)
    }
    return actions
  }

  /// `[0, 2]`: an item path; anything else is reported and replaced by `[0, 0]`.
  mutating func itemPath() throws(DecodingStop) -> ItemPath {
    let values = try indexes(shape: "[section, item]", height: false)
    return ItemPath(section: values.first, item: values.second)
  }

  /// The entries `[section, index, height]` of a measure step's list (with `sizes`, the
  /// height may be `{"width": W, "height": H}`); none when not an array.
  private mutating func triples(shape: String, sizes: Bool = false) throws(DecodingStop)
    -> [(first: Int, second: Int, height: Double, width: Double?)]
  {
    guard var array = try beginArray() else { return [] }
    var triples: [(first: Int, second: Int, height: Double, width: Double?)] = []
    while try nextElement(&array) {
      try count(.updateEntry)
      triples.append(try indexes(shape: shape, height: true, sizes: sizes))
    }
    return triples
  }

  /// `{"width": 80, "height": 32}`: a measured size, both keys required; missing or wrong
  /// values are reported and read as 1.
  private mutating func measuredSize() throws(DecodingStop) -> (width: Double, height: Double) {
    var size = (width: 1.0, height: 1.0)
    guard var object = try beginObject() else { return size }
    while let key = try nextMember(&object, of: Self.measuredSizeKeys) {
      switch key {
      case .width: size.width = try number() ?? 1
      case .height: size.height = try number() ?? 1
      }
    }
    return size
  }

  /// Two integers, and with `height` a number after them (with `sizes`, or a size
  /// `{"width": W, "height": H}`): an array written `shape`. Anything else is reported as a
  /// whole (and nothing inside it is) and replaced by zeros (and a height of 1); a wrong
  /// element alone by 0 (1 for the height).
  private mutating func indexes(shape: String, height: Bool, sizes: Bool = false)
    throws(DecodingStop) -> (first: Int, second: Int, height: Double, width: Double?)
  {
    let count = height ? 3 : 2
    let expectation = "expected an array of \(count) elements \(shape)"
    let kind = try peek()
    guard kind == .array else {
      try reportWrongType(expectation, found: kind)
      return (0, 0, 1, nil)
    }
    let checkpoint = issues.count
    var array = try openArray()
    var values: (first: Int, second: Int, height: Double, width: Double?) = (0, 0, 1, nil)
    while try nextElement(&array) {
      var isSize = false
      if sizes, array.count == 3 { isSize = try peek() == .object }
      switch array.count {
      case 1: values.first = try integer() ?? 0
      case 2: values.second = try integer() ?? 0
      case 3 where isSize:
        let size = try measuredSize()
        values.height = size.height
        values.width = size.width
      case 3 where height: values.height = try number() ?? 1
      default: try skipValue()
      }
    }
    guard array.count == count else {
      issues.removeSubrange(checkpoint...)
      let noun = array.count == 1 ? "element" : "elements"
      reportReplaced("\(expectation), got an array of \(array.count) \(noun)", offset: array.start)
      return (0, 0, 1, nil)
    }
    return values
  }
}
