import CollectionLayoutCore

extension StreamingReader {
  /// The scenario's `layout`: `{"kind": K, ...}`, where K is one of the reader's
  /// ``LayoutKinds``, and the other keys those of K's configuration; the grid when wrong.
  ///
  /// `kind` may come last, so every key of every kind is read, by the kind that has it, and
  /// the keys K does not have are reported once the object is read (`expected one of "kind"`
  /// for a grid, K's keys for the others), and K's required keys missing. With a wrong or
  /// missing kind only the kind is reported.
  mutating func layout() throws(DecodingStop) -> ScenarioLayout {
    guard var object = try beginObject() else { return .grid }
    var kindName: String?
    // What each kind has read so far, by the kind's index, and the keys met with the offsets
    // of their keys, to report them for another kind.
    var configurations: [Int: any Hashable & Sendable] = [:]
    var met: [(key: String, owner: Int, offset: Int)] = []
    while let member = try nextMember(&object, of: kinds.layoutKeys) {
      guard let owner = kinds.owner(ofKey: member.rawValue) else {
        kindName = try enumeration(among: kinds.names)
        continue
      }
      if path.count > 0, case .key(let offset) = path[path.count - 1] {
        met.append((member.rawValue, owner, offset))
      }
      let kind = kinds.kinds[owner]
      configurations[owner] = try kind.read(
        member.rawValue, into: configurations[owner], from: &self)
    }
    guard let kindName, let index = kinds.names.firstIndex(of: kindName) else { return .grid }
    let kind = kinds.kinds[index]
    let ownKeys = ["kind"] + kind.configurationKeys
    for key in met where key.owner != index {
      path.push(.key(key.offset))
      report("unknown key; \(Self.hint(for: key.key, among: ownKeys))", offset: key.offset)
      path.removeLast()
    }
    let present = Set(met.lazy.filter { $0.owner == index }.map(\.key))
    for key in kind.requiredKeys where !present.contains(key) {
      report("missing required key \(Quoting.quoted(key))", offset: object.start)
      replacedLocations.insert(JSONPath(description: location).appending(key: key).description)
    }
    return kind.layout(configurations[index])
  }
}

extension LayoutKind {
  /// Reads `key` into `configuration` (this kind's, or `nil` before its first key).
  static func read(
    _ key: String, into configuration: (any Hashable & Sendable)?,
    from reader: inout StreamingReader
  ) throws(DecodingStop) -> any Hashable & Sendable {
    var read = configuration as? Configuration ?? defaultConfiguration
    try self.read(key, into: &read, from: &reader)
    return read
  }

  /// The layout of this kind with `configuration` (this kind's, or `nil` for the default).
  static func layout(_ configuration: (any Hashable & Sendable)?) -> ScenarioLayout {
    ScenarioLayout(Self.self, configuration as? Configuration ?? defaultConfiguration)
  }
}
