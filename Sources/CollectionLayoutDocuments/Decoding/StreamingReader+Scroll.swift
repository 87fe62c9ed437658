import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a scroll step, in documented order: an offset (`x`, `y`, or one of them), an
  /// end of the content (`to`), or an item (`toItem`, with `position`); `section` makes the
  /// offset that of a section that scrolls on its own; `animated` animates the scroll.
  enum ScrollKey: String, CaseIterable, Sendable {
    case x, y, to, toItem, position, section, animated, toItemID, anchor
  }
  /// The keys of a resize step, in documented order; `width` and `height` required unless
  /// `environment` is given.
  enum ResizeKey: String, CaseIterable, Sendable {
    case width, height, contentInset, environment
  }

  static let scrollKeys = ObjectKeys<ScrollKey>()
  static let resizeKeys = ObjectKeys<ResizeKey>()

  /// `{"x": 0, "y": 300}` (``ScenarioStep/scroll(_:)``), or `{"y": 300}`, `{"to": "bottom"}`,
  /// `{"toItem": [0, 4], "position": "center"}` (``ScenarioStep/scrollTo(_:)``); `nil` when not an
  /// object. Exactly one kind of target: an offset, `to` or `toItem`; `position` only with
  /// `toItem`; with `"animated": true` (not beside `section`), the step is
  /// ``ScenarioStep/animatedScroll(_:)``. A problem is reported at the key that makes it, and
  /// the step scrolls nowhere.
  mutating func scroll() throws(DecodingStop) -> ScenarioStep? {
    guard var object = try beginObject() else { return nil }
    var x: Double?
    var y: Double?
    var edge: ScrollEdge?
    var item: ItemPath?
    var position: ScrollPosition?
    var itemID: String?
    var anchor: LayoutUnitPoint?
    var anchorOffset: Int?
    // The kind of target each key gives, in the order read: an offset, "to" or "toItem".
    var kinds: [String] = []
    var positionOffset: Int?
    var section: (index: Int?, offset: Int)?
    var animated: (isOn: Bool, offset: Int)?
    var isValid = true
    while let key = try nextMember(&object, of: Self.scrollKeys) {
      let keyOffset = cursor.index
      let kind: String
      switch key {
      case .x, .y: kind = "offset"
      case .to: kind = "to"
      case .toItem: kind = "toItem"
      case .position: kind = "position"
      case .section: kind = "section"
      case .animated: kind = "animated"
      case .toItemID: kind = "toItemID"
      case .anchor: kind = "anchor"
      }
      let isModifier =
        kind == "position" || kind == "section" || kind == "animated" || kind == "anchor"
      if !isModifier, let first = kinds.first, first != kind {
        report(
          "expected either an offset (\"x\", \"y\"), \"to\" or \"toItem\", got "
            + "\(Self.targetName(first, x: x)) and \(Quoting.quoted(key.rawValue))",
          offset: keyOffset)
        isValid = false
      }
      if !isModifier, !kinds.contains(kind) { kinds.append(kind) }
      switch key {
      case .x: x = try number() ?? 0
      case .y: y = try number() ?? 0
      case .to: edge = try enumeration(ScrollEdge.self, suggesting: true)
      case .toItem: item = try itemPath()
      case .position:
        positionOffset = keyOffset
        position = try enumeration(ScrollPosition.self, suggesting: true)
      case .section: section = (try integer(), keyOffset)
      case .animated: animated = (try boolean() ?? false, keyOffset)
      case .toItemID: itemID = try string()
      case .anchor:
        anchorOffset = keyOffset
        anchor = try unitPoint()
      }
    }
    // Reported at the scroll object, once every key is known.
    if let anchorOffset, !kinds.contains("toItemID") {
      report("expected \"toItemID\" beside \"anchor\", got none", offset: anchorOffset)
      isValid = false
    }
    if let positionOffset, !kinds.contains("toItem") {
      report("expected \"toItem\" beside \"position\", got none", offset: positionOffset)
      isValid = false
    }
    if let section, let first = kinds.first, first != "offset" {
      report(
        "expected an offset (\"x\", \"y\") beside \"section\", got "
          + Self.targetName(first, x: x),
        offset: section.offset)
      isValid = false
    }
    if let animated, animated.isOn, section != nil {
      report(
        "expected no \"animated\" beside \"section\": a section scrolls on its own without "
          + "animation",
        offset: animated.offset)
      isValid = false
    }
    guard isValid else { return .scroll(.zero) }
    if let section {
      if kinds.isEmpty {
        report(
          "expected an offset (\"x\", \"y\") beside \"section\", got none", offset: section.offset)
      }
      guard let index = section.index, !kinds.isEmpty else { return .scroll(.zero) }
      return .scrollSection(index, x: x, y: y)
    }
    if animated?.isOn == true {
      switch kinds.first {
      case "offset": return .animatedScroll(.offset(x: x, y: y))
      case "to": return edge.map { .animatedScroll(.edge($0)) } ?? .scroll(.zero)
      case "toItem":
        return item.map { .animatedScroll(.item($0, position: position)) } ?? .scroll(.zero)
      case "toItemID":
        return itemID.map { .animatedScroll(.itemID($0, anchor: anchor)) } ?? .scroll(.zero)
      default: break
      }
    }
    switch kinds.first {
    case "offset":
      if let x, let y { return .scroll(LayoutPoint(x: x, y: y)) }
      return .scrollTo(.offset(x: x, y: y))
    case "to":
      return edge.map { .scrollTo(.edge($0)) } ?? .scroll(.zero)
    case "toItem":
      return item.map { .scrollTo(.item($0, position: position)) } ?? .scroll(.zero)
    case "toItemID":
      return itemID.map { .scrollTo(.itemID($0, anchor: anchor)) } ?? .scroll(.zero)
    default:
      if positionOffset == nil, anchorOffset == nil {
        report("expected \"x\", \"y\", \"to\" or \"toItem\", got none", offset: object.start)
      }
      return .scroll(.zero)
    }
  }

  /// How a message names the target that key kind `kind` gave first: `"x"`, `"y"`, `"to"`,
  /// `"toItem"`.
  private static func targetName(_ kind: String, x: Double?) -> String {
    kind == "offset" ? Quoting.quoted(x != nil ? "x" : "y") : Quoting.quoted(kind)
  }

  /// `{"width": 1024, "height": 768, "contentInset": {"top": 32}}`; a missing or wrong side
  /// is 0 and reported. With `environment` (``ScenarioStep/resizeEnvironment(_:)``), `width`
  /// and `height` are optional, together. `nil` when not an object.
  mutating func resize() throws(DecodingStop) -> ScenarioStep? {
    guard var object = try beginObject() else { return nil }
    var size = LayoutSize.zero
    var inset: LayoutInsets?
    var environment: EnvironmentDescription??
    while let key = try nextMember(&object, of: Self.resizeKeys) {
      switch key {
      case .width: size.width = try number() ?? 0
      case .height: size.height = try number() ?? 0
      case .contentInset: inset = try edgeInsets()
      case .environment: environment = .some(try environmentDescription())
      }
    }
    // Both sides, or with an environment neither.
    let sides: UInt64 = 0b11
    let given = object.seen & sides
    if environment == nil || given != 0, given != sides {
      reportMissingKeys(sides & ~given, of: Self.resizeKeys, objectStart: object.start)
    }
    guard let environment else { return .resize(size, contentInset: inset) }
    return .resizeEnvironment(
      EnvironmentResize(
        environment: environment ?? EnvironmentDescription(),
        viewport: given == 0 ? nil : size, contentInset: inset))
  }
}
