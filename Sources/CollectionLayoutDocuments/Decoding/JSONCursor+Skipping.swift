import CollectionLayoutCore

extension JSONCursor {
  /// Reads over the value that starts at the next non-whitespace byte, checking its syntax
  /// (repeated keys included), without keeping anything.
  ///
  /// The scenario reader skips the values it reports (a wrong type, an unknown key's value);
  /// the issue locator skips the parts of the document no issue is in. The containers are
  /// followed on an explicit stack, so that no nesting overflows the call stack.
  mutating func skipValue() throws(JSONSyntaxError) {
    // Whether each open container is an object, innermost last, and the keys of each open
    // object.
    var isObject: [Bool] = []
    var keys: [Set<String>] = []
    repeat {
      // A value: a scalar, an empty container, or the first member or element of one.
      switch try peekValue() {
      case .object:
        try open()
        if try firstKeyOrEnd() {
          keys.append([])
          try readKey(into: &keys[keys.count - 1])
          isObject.append(true)
          continue
        }
      case .array:
        try open()
        if firstElementOrEnd() {
          isObject.append(false)
          continue
        }
      case .string:
        _ = try scanString()
      case .number:
        _ = try scanNumber()
      case .boolean, .null:
        _ = try readLiteral()
      }
      // The value is complete: move on to the next member or element, closing containers.
      while let innermostIsObject = isObject.last {
        if innermostIsObject {
          guard try nextKeyOrEnd() else {
            isObject.removeLast()
            keys.removeLast()
            continue
          }
          try readKey(into: &keys[keys.count - 1])
        } else {
          guard try nextElementOrEnd() else {
            isObject.removeLast()
            continue
          }
        }
        break
      }
    } while !isObject.isEmpty
  }

  /// Reads `"key" :` at the next byte; rejects a key already in `keys`.
  mutating func readKey(into keys: inout Set<String>) throws(JSONSyntaxError) {
    let token = try scanString()
    guard keys.insert(decode(token)).inserted else {
      throw failure("duplicate key \(Quoting.quoted(decode(token)))", at: token.start)
    }
    try readColon()
  }
}

extension JSONCursor {
  /// Checks that `bytes` are one well-formed JSON document, keeping nothing: throws its first
  /// problem, as every reader of the package reports it.
  static func checkDocument(_ bytes: [UInt8]) throws(JSONSyntaxError) {
    try DocumentBytes.reading(bytes) { bytes throws(JSONSyntaxError) in
      var cursor = JSONCursor(bytes: bytes)
      try cursor.skipValue()
      try cursor.readEndOfDocument()
    }
  }
}
