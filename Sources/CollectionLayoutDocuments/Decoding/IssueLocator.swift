import CollectionLayoutCore

/// Finds where in a document the values at some locations are, to sort the validator's issues
/// into document order: one pass over the document, run only when there are issues to place.
///
/// The locations (`sections[3].items[17].height`) are merged into a tree of keys and indexes;
/// the pass descends only into the members and elements on the way to one of them and skips
/// the rest, so that placing n issues in a document of m values costs O(n + m), whatever the
/// issues. A location whose value is not in the document (a default) is placed at the deepest
/// value on the way to it.
struct IssueLocator {
  /// One key or index of some location, and where it leads.
  private struct Node {
    /// The node of each key below this one.
    var keys: [String: Int] = [:]
    /// The node of each index below this one.
    var indexes: [Int: Int] = [:]
    /// The offset of the value, once the pass met it.
    var offset: Int?
  }

  /// The tree of the locations; node 0 is the document.
  private var nodes = [Node()]
  /// The members and elements the pass read, skipped or not: the cost, for tests.
  private(set) var valuesExamined = 0

  /// The offset of the deepest value of the document on the way to each of `locations`,
  /// which must be a well-formed document's.
  static func offsets(of locations: [String], in bytes: DocumentBytes) -> [Int] {
    var locator = IssueLocator()
    return locator.offsets(of: locations, in: bytes)
  }

  /// ``offsets(of:in:)``, keeping the cost in ``valuesExamined``.
  mutating func offsets(of locations: [String], in bytes: DocumentBytes) -> [Int] {
    let paths = locations.map { path(to: $0) }
    var cursor = JSONCursor(bytes: bytes)
    visit(0, cursor: &cursor)
    return paths.map { path in
      var offset = nodes[0].offset ?? 0
      for node in path {
        guard let found = nodes[node].offset else { break }
        offset = found
      }
      return offset
    }
  }

  /// The nodes of `location`'s keys and indexes, document first excluded, added as needed.
  private mutating func path(to location: String) -> [Int] {
    var node = 0
    var path: [Int] = []
    for component in JSONPath.components(of: location) {
      let next: Int?
      switch component {
      case .key(let key): next = nodes[node].keys[key]
      case .index(let index): next = nodes[node].indexes[index]
      }
      if let next {
        node = next
      } else {
        nodes.append(Node())
        switch component {
        case .key(let key): nodes[node].keys[key] = nodes.count - 1
        case .index(let index): nodes[node].indexes[index] = nodes.count - 1
        }
        node = nodes.count - 1
      }
      path.append(node)
    }
    return path
  }

  /// Records the offset of the value at the cursor as `node`'s and reads over it, descending
  /// into the members and elements that lead to a location. The document is well-formed, so
  /// the cursor never fails; if it did, the offsets found so far stand.
  private mutating func visit(_ node: Int, cursor: inout JSONCursor) {
    guard let kind = try? cursor.peekValue() else { return }
    nodes[node].offset = cursor.index
    switch kind {
    case .object where !nodes[node].keys.isEmpty:
      guard (try? cursor.open()) != nil, var hasKey = try? cursor.firstKeyOrEnd() else { return }
      while hasKey {
        valuesExamined += 1
        guard let token = try? cursor.scanString(), (try? cursor.readColon()) != nil else {
          return
        }
        if let child = nodes[node].keys[cursor.decode(token)] {
          visit(child, cursor: &cursor)
        } else if (try? cursor.skipValue()) == nil {
          return
        }
        guard let next = try? cursor.nextKeyOrEnd() else { return }
        hasKey = next
      }
    case .array where !nodes[node].indexes.isEmpty:
      guard (try? cursor.open()) != nil else { return }
      var hasElement = cursor.firstElementOrEnd()
      var index = 0
      while hasElement {
        valuesExamined += 1
        if let child = nodes[node].indexes[index] {
          visit(child, cursor: &cursor)
        } else if (try? cursor.skipValue()) == nil {
          return
        }
        index += 1
        guard let next = try? cursor.nextElementOrEnd() else { return }
        hasElement = next
      }
    default:
      _ = try? cursor.skipValue()
    }
  }
}
