import CollectionLayoutCore

/// Reading the `batch` of a step: its operation lists, `held` and `released`.
extension FramesTreeReader {
  /// The keys of a step's batch, all optional.
  static let batchKeys = [
    "deleteSections", "insertSections", "reloadSections", "moveSections", "deleteItems",
    "insertItems", "reloadItems", "moveItems", "held", "released",
  ]

  /// A step's batch, or `nil` when it is not an object.
  mutating func batch(_ field: JSONField) -> StepBatch? {
    guard let object = object(field, required: []) else { return nil }
    var released = 0
    if let count = object["released"], let value = located.integer(count) {
      if value >= 0 {
        released = value
      } else {
        located.report("expected an integer >= 0, got \(value)", about: count)
      }
    }
    return StepBatch(
      operations: operations(object),
      held: object["held"].flatMap { self.object($0, required: []) }.map { operations($0) }
        ?? BatchOperations(),
      releasedItemCount: released)
  }

  /// The operation lists of a batch object; a list left out is empty.
  mutating func operations(_ object: JSONObjectFields) -> BatchOperations {
    BatchOperations(
      deleteSections: integers(object["deleteSections"]),
      insertSections: integers(object["insertSections"]),
      reloadSections: integers(object["reloadSections"]),
      moveSections: pairs(object["moveSections"], shape: "[from, to]").map {
        SectionMove(from: $0.0, to: $0.1)
      },
      deleteItems: paths(object["deleteItems"]), insertItems: paths(object["insertItems"]),
      reloadItems: paths(object["reloadItems"]),
      moveItems: located.array(object["moveItems"])?.compactMap { element in
        guard let ends = two(element, shape: "[[section, item], [section, item]]"),
          let from = pair(ends.0, shape: "[section, item]"),
          let to = pair(ends.1, shape: "[section, item]")
        else { return nil }
        return ItemMove(
          from: ItemPath(section: from.0, item: from.1), to: ItemPath(section: to.0, item: to.1))
      } ?? [])
  }

  /// `[1, 3]`; wrong elements are reported and left out.
  private mutating func integers(_ field: JSONField?) -> [Int] {
    (located.array(field) ?? []).compactMap { located.integer($0) }
  }

  /// `[[0, 1], [2, 0]]`: index paths.
  private mutating func paths(_ field: JSONField?) -> [ItemPath] {
    pairs(field, shape: "[section, item]").map { ItemPath(section: $0.0, item: $0.1) }
  }

  /// An array of integer pairs written `shape`; wrong pairs are reported and left out.
  private mutating func pairs(_ field: JSONField?, shape: String) -> [(Int, Int)] {
    (located.array(field) ?? []).compactMap { pair($0, shape: shape) }
  }

  /// Two integers written `shape`, or `nil` after reporting.
  private mutating func pair(_ field: JSONField, shape: String) -> (Int, Int)? {
    guard let ends = two(field, shape: shape), let first = located.integer(ends.0),
      let second = located.integer(ends.1)
    else { return nil }
    return (first, second)
  }

  /// The two elements of an array written `shape`, or `nil` after reporting anything else.
  private mutating func two(_ field: JSONField, shape: String) -> (JSONField, JSONField)? {
    guard case .array(let elements) = field.value.kind, elements.count == 2 else {
      let found: String
      if case .array(let elements) = field.value.kind {
        found = "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
      } else {
        found = field.value.typeDescription
      }
      located.report("expected an array of 2 elements \(shape), got \(found)", about: field)
      return nil
    }
    return (
      JSONField(value: elements[0], path: field.path.appending(index: 0)),
      JSONField(value: elements[1], path: field.path.appending(index: 1))
    )
  }
}
