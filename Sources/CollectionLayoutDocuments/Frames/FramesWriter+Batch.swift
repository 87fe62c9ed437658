import CollectionLayoutCore

/// Writing the `batch` of a step that updates the data, on one line between `contentSize`
/// and `transition`:
///
/// ```
///    "batch": {"deleteItems": [[0, 3]], "insertItems": [[0, 0], [0, 1]]},
///    "batch": {"held": {"insertItems": [[2, 0]]}},
///    "batch": {"insertItems": [[2, 0]], "released": 1},
/// ```
/// Operation lists in the scenario's order of keys, each only when not empty; `held` and
/// `released` after them, only when not empty or 0.
extension FramesOutput {
  /// Writes the `"batch"` key of a step, with its trailing comma and line end.
  mutating func writeBatch(_ batch: StepBatch) {
    raw("   \"batch\": {")
    var first = writeOperations(batch.operations)
    if batch.held.operationCount > 0 {
      raw(first ? "\"held\": {" : ", \"held\": {")
      _ = writeOperations(batch.held)
      raw("}")
      first = false
    }
    if batch.releasedItemCount > 0 {
      raw(first ? "\"released\": " : ", \"released\": ")
      integer(batch.releasedItemCount)
    }
    raw("},\n")
  }

  /// Writes the non-empty operation lists as members, separated by `, `; returns whether
  /// nothing was written.
  mutating func writeOperations(_ operations: BatchUpdate) -> Bool {
    var first = true
    if !operations.deleteSections.isEmpty {
      member("\"deleteSections\": ", first: &first)
      indexes(operations.deleteSections)
    }
    if !operations.insertSections.isEmpty {
      member("\"insertSections\": ", first: &first)
      indexes(operations.insertSections)
    }
    if !operations.reloadSections.isEmpty {
      member("\"reloadSections\": ", first: &first)
      indexes(operations.reloadSections)
    }
    if !operations.moveSections.isEmpty {
      member("\"moveSections\": ", first: &first)
      list(operations.moveSections) { output, move in
        output.indexes([move.from, move.to])
      }
    }
    if !operations.deleteItems.isEmpty {
      member("\"deleteItems\": ", first: &first)
      list(operations.deleteItems) { output, path in output.indexPath(path) }
    }
    if !operations.insertItems.isEmpty {
      member("\"insertItems\": ", first: &first)
      list(operations.insertItems) { output, path in output.indexPath(path) }
    }
    if !operations.reloadItems.isEmpty {
      member("\"reloadItems\": ", first: &first)
      list(operations.reloadItems) { output, path in output.indexPath(path) }
    }
    if !operations.moveItems.isEmpty {
      member("\"moveItems\": ", first: &first)
      list(operations.moveItems) { output, move in
        output.raw("[")
        output.indexPath(move.from)
        output.raw(", ")
        output.indexPath(move.to)
        output.raw("]")
      }
    }
    return first
  }

  /// Writes `, ` unless `first`, then the member's key; `first` becomes `false`.
  mutating func member(_ key: StaticString, first: inout Bool) {
    if !first { raw(", ") }
    first = false
    raw(key)
  }

  /// Writes `[a, b, c]`.
  mutating func indexes(_ values: [Int]) {
    list(values) { output, value in output.integer(value) }
  }

  /// Writes `[section, item]`.
  mutating func indexPath(_ path: ItemPath) {
    indexes([path.section, path.item])
  }

  /// Writes `[e, e, e]`, each element by `write`.
  mutating func list<Element>(_ elements: [Element], _ write: (inout FramesOutput, Element) -> Void)
  {
    raw("[")
    for (position, element) in elements.enumerated() {
      if position > 0 { raw(", ") }
      write(&self, element)
    }
    raw("]")
  }
}
