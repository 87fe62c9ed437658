/// Finds where in the document the value at a location is, to sort issues in document order.
///
/// Members are looked up by key through a dictionary built, once, for each object with many
/// members, so that locating n issues in an object of m members costs O(n + m), not O(n · m):
/// a document with 100,000 unknown keys and 100,000 range problems is located in a blink.
struct LocationOffsets {
  /// The document.
  let root: JSONValue
  /// For each object with more than ``directSearchLimit`` members that was searched, by the
  /// object's offset: the index of the member with each key.
  private var memberIndexes: [Int: [String: Int]] = [:]
  /// The members read so far, by comparing their keys or indexing them: the cost, for tests.
  private(set) var membersExamined = 0

  /// Objects with at most this many members are searched member by member.
  static let directSearchLimit = 16

  /// Creates the finder for a document.
  init(root: JSONValue) {
    self.root = root
  }

  /// The offset of the deepest value of the document on the way to `location`.
  mutating func offset(of location: String) -> Int {
    var value = root
    for component in JSONPath.components(of: location) {
      switch (component, value.kind) {
      case (.key(let key), .object(let members)):
        guard let index = memberIndex(of: key, in: members, objectOffset: value.position.offset)
        else { return value.position.offset }
        value = members[index].value
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return value.position.offset }
        value = elements[index]
      default:
        return value.position.offset
      }
    }
    return value.position.offset
  }

  /// The index of the member with `key` in the object at `objectOffset`, if it has one.
  private mutating func memberIndex(of key: String, in members: [JSONMember], objectOffset: Int)
    -> Int?
  {
    guard members.count > LocationOffsets.directSearchLimit else {
      let index = members.firstIndex { $0.key == key }
      membersExamined += index.map { $0 + 1 } ?? members.count
      return index
    }
    if let indexes = memberIndexes[objectOffset] { return indexes[key] }
    var indexes: [String: Int] = [:]
    membersExamined += members.count
    for (index, member) in members.enumerated() where indexes[member.key] == nil {
      indexes[member.key] = index
    }
    memberIndexes[objectOffset] = indexes
    return indexes[key]
  }
}
