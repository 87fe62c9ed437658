extension ScenarioReader {
  /// The keys of an update step, in documented order; all optional (`source` addresses a
  /// data source).
  static let updateKeys = [
    "source", "deleteSections", "insertSections", "reloadSections", "moveSections", "deleteItems",
    "insertItems", "reloadItems", "moveItems", "after", "anchor", "insertedSectionsSlideFrom",
    "animation",
  ]
  /// The keys of an update's animation, in documented order; all optional.
  static let animationKeys = ["duration", "fps", "curve"]
  /// The keys of a spring curve, in documented order; both required.
  static let springKeys = ["damping", "response"]
  /// The named curves, in documented order.
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut"]

  /// A batch update; `nil` when not an object. A wrong index is reported and replaced by 0,
  /// so that the other entries keep their positions (and their locations).
  mutating func update(_ field: JSONField) -> BatchUpdate? {
    guard let object = object(field, keys: Self.updateKeys) else { return nil }
    var batch = BatchUpdate(
      deleteSections: indexes(object["deleteSections"]),
      insertSections: indexes(object["insertSections"]),
      reloadSections: indexes(object["reloadSections"]),
      moveSections: sectionMoves(object["moveSections"]),
      deleteItems: itemPaths(object["deleteItems"]),
      insertItems: itemPaths(object["insertItems"]),
      reloadItems: itemPaths(object["reloadItems"]),
      moveItems: itemMoves(object["moveItems"]))
    if let after = array(object["after"]) {
      var sections: [Section] = []
      sections.reserveCapacity(after.count)
      for element in after { sections.append(section(element)) }
      batch.after = sections
    }
    batch.anchor = enumeration(object["anchor"], as: UpdateAnchor.self) ?? .automatic
    batch.insertedSectionsSlideFrom = enumeration(
      object["insertedSectionsSlideFrom"], as: SlideEdge.self)
    batch.animation = animation(object["animation"])
    return batch
  }

  /// `[1, 3]`: section indexes; none when absent or not an array.
  mutating func indexes(_ field: JSONField?) -> [Int] {
    var indexes: [Int] = []
    for element in array(field) ?? [] { indexes.append(integer(element) ?? 0) }
    return indexes
  }

  /// `[[0, 1], [2, 0]]`: index paths `[section, item]`; none when absent or not an array.
  mutating func itemPaths(_ field: JSONField?) -> [ItemPath] {
    var paths: [ItemPath] = []
    for element in array(field) ?? [] {
      let (section, item) = pair(element, shape: "[section, item]")
      paths.append(ItemPath(section: section, item: item))
    }
    return paths
  }

  /// `[[3, 1]]`: section moves `[from, to]`; none when absent or not an array.
  mutating func sectionMoves(_ field: JSONField?) -> [SectionMove] {
    var moves: [SectionMove] = []
    for element in array(field) ?? [] {
      let (from, to) = pair(element, shape: "[from, to]")
      moves.append(SectionMove(from: from, to: to))
    }
    return moves
  }

  /// `[[[0, 3], [0, 0]]]`: item moves `[[section, item], [section, item]]`; none when absent
  /// or not an array.
  mutating func itemMoves(_ field: JSONField?) -> [ItemMove] {
    var moves: [ItemMove] = []
    for element in array(field) ?? [] {
      let ends = two(element, shape: "[[section, item], [section, item]]")
      var paths: [ItemPath] = []
      for end in ends {
        let (section, item) = end.map { pair($0, shape: "[section, item]") } ?? (0, 0)
        paths.append(ItemPath(section: section, item: item))
      }
      moves.append(ItemMove(from: paths[0], to: paths[1]))
    }
    return moves
  }

  /// Two integers written `shape`; a wrong one is reported and replaced by 0.
  private mutating func pair(_ field: JSONField, shape: String) -> (Int, Int) {
    let elements = two(field, shape: shape)
    return (
      elements[0].map { integer($0) ?? 0 } ?? 0, elements[1].map { integer($0) ?? 0 } ?? 0
    )
  }

  /// The two elements of an array written `shape`: both `nil` after reporting anything else.
  private mutating func two(_ field: JSONField, shape: String) -> [JSONField?] {
    guard case .array(let elements) = field.value.kind, elements.count == 2 else {
      let found: String
      if case .array(let elements) = field.value.kind {
        found = "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
      } else {
        found = field.value.typeDescription
      }
      report("expected an array of 2 elements \(shape), got \(found)", about: field)
      return [nil, nil]
    }
    return elements.enumerated().map { index, element in
      JSONField(value: element, path: field.path.appending(index: index))
    }
  }

  /// `{"duration": 0.3, "fps": 60, "curve": "easeInOut"}`; every key left out, or wrong, takes
  /// its default.
  mutating func animation(_ field: JSONField?) -> UpdateAnimation {
    let defaults = UpdateAnimation()
    guard let field, let object = object(field, keys: Self.animationKeys) else { return defaults }
    return UpdateAnimation(
      duration: number(object["duration"]) ?? defaults.duration,
      fps: number(object["fps"]) ?? defaults.fps,
      curve: curve(object["curve"]) ?? defaults.curve)
  }

  /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"` or
  /// `{"spring": {"damping": 1, "response": 0.3}}`; `nil` when absent or wrong.
  mutating func curve(_ field: JSONField?) -> AnimationCurve? {
    guard let field else { return nil }
    let expectation =
      "expected one of \(ScenarioReader.list(Self.curveNames)) or an object "
      + #"{"spring": {"damping", "response"}}"#
    switch field.value.kind {
    case .string(let name):
      switch name {
      case "linear": return .linear
      case "easeIn": return .easeIn
      case "easeOut": return .easeOut
      case "easeInOut": return .easeInOut
      default:
        report("\(expectation), got \(Quoting.quoted(name))", about: field)
        return nil
      }
    case .object:
      guard let object = object(field, keys: ["spring"], required: ["spring"]),
        let springField = object["spring"],
        let spring = self.object(springField, keys: Self.springKeys, required: Self.springKeys)
      else { return nil }
      // A missing or wrong value was reported; 1 stands in for it.
      return .spring(
        damping: number(spring["damping"]) ?? 1, response: number(spring["response"]) ?? 1)
    default:
      report("\(expectation), got \(field.value.typeDescription)", about: field)
      return nil
    }
  }
}
