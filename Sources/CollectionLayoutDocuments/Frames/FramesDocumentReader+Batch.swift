import CollectionLayoutCore

/// Reading the `batch` of a step: its operation lists, `held` and `released`.
extension FramesDocumentReader {
  /// The keys of a step's batch, all optional.
  enum BatchKey: String, CaseIterable, Sendable {
    case deleteSections, insertSections, reloadSections, moveSections, deleteItems
    case insertItems, reloadItems, moveItems, held, released
  }

  static let batchKeys = ObjectKeys<BatchKey>()

  /// A step's batch, or `nil` when it is not an object.
  mutating func batch() throws(DecodingStop) -> StepBatch? {
    guard let (operations, held, released) = try operations(isHeld: false) else { return nil }
    return StepBatch(operations: operations, held: held, releasedItemCount: released)
  }

  /// The operation lists of a batch object (a list left out is empty), its `held` operations
  /// and its `released` count; `held` and `released` are ignored in `held` itself. `nil` when
  /// not an object.
  private mutating func operations(isHeld: Bool) throws(DecodingStop)
    -> (BatchUpdate, held: BatchUpdate, released: Int)?
  {
    guard var object = try reader.beginObject() else { return nil }
    var operations = BatchUpdate()
    var held = BatchUpdate()
    var released = 0
    while let member = try reader.nextOpenMember(&object, of: Self.batchKeys) {
      guard case .known(let key) = member else {
        try reader.skipValue()
        continue
      }
      switch key {
      case .deleteSections: operations.deleteSections = try integers()
      case .insertSections: operations.insertSections = try integers()
      case .reloadSections: operations.reloadSections = try integers()
      case .moveSections:
        operations.moveSections = try pairs(shape: "[from, to]").map {
          SectionMove(from: $0.0, to: $0.1)
        }
      case .deleteItems: operations.deleteItems = try paths()
      case .insertItems: operations.insertItems = try paths()
      case .reloadItems: operations.reloadItems = try paths()
      case .moveItems: operations.moveItems = try itemMoves()
      case .held where isHeld, .released where isHeld:
        try reader.skipValue()
      case .held:
        held = try self.operations(isHeld: true)?.0 ?? BatchUpdate()
      case .released:
        let offset = try valueOffset()
        guard let value = try reader.integer() else { break }
        if value >= 0 {
          released = value
        } else {
          reader.report("expected an integer >= 0, got \(value)", offset: offset)
        }
      }
    }
    return (operations, held, released)
  }

  /// `[1, 3]`; wrong elements are reported and left out. Empty when not an array.
  private mutating func integers() throws(DecodingStop) -> [Int] {
    guard var array = try reader.beginArray() else { return [] }
    var values: [Int] = []
    while try reader.nextElement(&array) {
      if let value = try reader.integer() { values.append(value) }
    }
    return values
  }

  /// `[[0, 1], [2, 0]]`: index paths.
  private mutating func paths() throws(DecodingStop) -> [ItemPath] {
    try pairs(shape: "[section, item]").map { ItemPath(section: $0.0, item: $0.1) }
  }

  /// An array of integer pairs written `shape`; wrong pairs are reported and left out.
  private mutating func pairs(shape: String) throws(DecodingStop) -> [(Int, Int)] {
    guard var array = try reader.beginArray() else { return [] }
    var pairs: [(Int, Int)] = []
    while try reader.nextElement(&array) {
      if let pair = try pair(shape: shape) { pairs.append(pair) }
    }
    return pairs
  }

  /// `[[[0, 1], [2, 0]], ...]`: item moves; wrong moves are reported and left out.
  private mutating func itemMoves() throws(DecodingStop) -> [ItemMove] {
    guard var array = try reader.beginArray() else { return [] }
    var moves: [ItemMove] = []
    while try reader.nextElement(&array) {
      let ends = try two(shape: "[[section, item], [section, item]]") {
        reader throws(DecodingStop) in
        try reader.pair(shape: "[section, item]")
      }
      guard let ends, let from = ends.0, let to = ends.1 else { continue }
      moves.append(
        ItemMove(
          from: ItemPath(section: from.0, item: from.1), to: ItemPath(section: to.0, item: to.1)))
    }
    return moves
  }

  /// Two integers written `shape`, or `nil` after reporting.
  private mutating func pair(shape: String) throws(DecodingStop) -> (Int, Int)? {
    let ends = try two(shape: shape) { reader throws(DecodingStop) in try reader.reader.integer() }
    guard let ends, let first = ends.0, let second = ends.1 else { return nil }
    return (first, second)
  }

  /// The two elements of an array written `shape`, each read by `element`, or `nil` after
  /// reporting anything else. The problems of the elements are reported only when there are
  /// 2 of them.
  private mutating func two<Element>(
    shape: String, _ element: (inout Self) throws(DecodingStop) -> Element?
  ) throws(DecodingStop) -> (Element?, Element?)? {
    let expectation = "expected an array of 2 elements \(shape)"
    let kind = try reader.peek()
    guard kind == .array else {
      try reader.reportWrongType(expectation, found: kind)
      return nil
    }
    let issueCount = reader.issues.count
    var array = try reader.openArray()
    var first: Element?
    var second: Element?
    while try reader.nextElement(&array) {
      let value = try element(&self)
      if array.count == 1 { first = value } else if array.count == 2 { second = value }
    }
    guard array.count == 2 else {
      reader.forgetIssues(after: issueCount)
      let count = "\(array.count) element\(array.count == 1 ? "" : "s")"
      reader.report("\(expectation), got an array of \(count)", offset: array.start)
      return nil
    }
    return (first, second)
  }
}
