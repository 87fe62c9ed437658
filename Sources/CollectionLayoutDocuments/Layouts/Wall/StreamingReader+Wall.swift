import CollectionLayoutCore

/// Reading a wall's configuration.
extension StreamingReader {
  /// A wall's `images`: `["abbey-road", "blue"]`; an empty list when not an array, a wrong
  /// element read as `""` (reported as a type, not again as empty). Each counts against the
  /// document's listed items.
  mutating func imageNames() throws(DecodingStop) -> [String] {
    guard var array = try beginArray() else { return [] }
    var names: [String] = []
    while try nextElement(&array) {
      try count(.listedItem)
      names.append(try string() ?? "")
    }
    return names
  }
}
