import CollectionLayoutCore

/// The keys an object of the scenario format may have, and which of them are required: the
/// schema ``StreamingReader/nextMember(_:of:)`` reads an object by.
///
/// `Key` is an enumeration whose raw values are the keys, declared in documented order, so
/// that a `switch` over the keys read is exhaustive: a key added to the enumeration does not
/// compile until it is read.
struct ObjectKeys<Key: RawRepresentable & CaseIterable & Sendable>: Sendable
where Key.RawValue == String {
  /// The keys, in documented order.
  let keys: [Key]
  /// The keys' names, in documented order (the "expected one of" lists and suggestions).
  let names: [String]
  /// Each key's length in bytes, and its bytes as ``wordsPerKey`` little-endian words (zero
  /// after the end), `wordsPerKey + 1` entries per key: a key written without escapes is
  /// matched by comparing words, without building a `String`.
  private let packedKeys: [UInt64]
  /// Bit `i` is set when key `i` is required.
  let requiredMask: UInt64
  /// The object written out, with `N` for each number, for the values whose form is short
  /// and fixed (`{"x": N, "y": N}`): what a wrong type is told it should have been
  /// (``StreamingReader/beginObject(_:)``); `nil` for the objects whose keys are many and
  /// optional.
  let shape: String?

  /// The words of 8 bytes a key is packed in: 5, for UIKit's longest names
  /// (`supplementaryContentInsetsReference`, 35 bytes).
  static var wordsPerKey: Int { 5 }

  /// The longest key, in bytes: 40.
  static var maximumKeyLength: Int { wordsPerKey * 8 }

  /// The keys of `Key`, of which `required` must be present, and the object's `shape` when it
  /// has a short, fixed one. At most 64 keys, each at most ``maximumKeyLength`` bytes of
  /// ASCII.
  init(required: [Key] = [], shape: String? = nil) {
    self.init(keys: Array(Key.allCases), required: required, shape: shape)
  }

  /// The keys `keys`, in documented order, of which `required` must be present.
  private init(keys: [Key], required: [Key], shape: String? = nil) {
    self.keys = keys
    self.shape = shape
    assert(keys.count <= 64, "an object of the format has at most 64 keys")
    names = keys.map(\.rawValue)
    var packed: [UInt64] = []
    for name in names {
      let bytes = Array(name.utf8)
      assert(bytes.count <= Self.maximumKeyLength && bytes.allSatisfy { $0 < 0x80 })
      packed.append(UInt64(bytes.count))
      for word in 0..<Self.wordsPerKey {
        var value: UInt64 = 0
        for (offset, byte) in bytes.dropFirst(word * 8).prefix(8).enumerated() {
          value |= UInt64(byte) << (8 * offset)
        }
        packed.append(value)
      }
    }
    packedKeys = packed
    let requiredNames = required.map(\.rawValue)
    var mask: UInt64 = 0
    for (index, name) in names.enumerated() where requiredNames.contains(name) {
      mask |= 1 << index
    }
    requiredMask = mask
  }

  /// The keys `keys`, in documented order, of which `required` must be present; for objects
  /// whose keys are known only at run time (``MemberName``). At most 64 keys, each at most
  /// ``maximumKeyLength`` bytes of ASCII.
  init(names keys: [String], required: [String] = []) where Key == MemberName {
    self.init(
      keys: keys.map { MemberName(rawValue: $0) },
      required: required.map { MemberName(rawValue: $0) })
  }

  /// The index of the key `token`, or `nil` when the object has no such key. A key written
  /// with escapes or non-ASCII characters is compared as a `String`, escapes resolved.
  ///
  /// It takes the document's bytes rather than the cursor: copying the cursor just after
  /// `scanString()` has written it stalls the processor (a store-to-load forwarding failure,
  /// on every key of every item).
  @inline(__always)
  func index(of token: StringToken, in bytes: DocumentBytes) -> Int? {
    guard token.isASCII && !token.hasEscapes else {
      return names.firstIndex(of: JSONCursor(bytes: bytes).decode(token))
    }
    let length = token.contents.count
    guard length <= Self.maximumKeyLength else { return nil }
    let start = token.contents.lowerBound
    let first = bytes.word(at: start, count: min(length, 8))
    return packedKeys.withUnsafeBufferPointer { packed -> Int? in
      let stride = Self.wordsPerKey + 1
      var entry = 0
      while entry + Self.wordsPerKey < packed.count {
        if packed[entry] == UInt64(truncatingIfNeeded: length), packed[entry + 1] == first {
          if length <= 8 { return entry / stride }
          var word = 1
          while word * 8 < length,
            bytes.word(at: start + word * 8, count: min(length - word * 8, 8))
              == packed[entry + 1 + word]
          {
            word += 1
          }
          if word * 8 >= length { return entry / stride }
        }
        entry += stride
      }
      return nil
    }
  }
}

/// A key of an object whose keys are known only at run time (the layout object's, which the
/// registered ``LayoutKinds`` give): ``ObjectKeys/init(names:required:)`` lists them, so it has
/// no cases of its own.
struct MemberName: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// The key.
  let rawValue: String

  /// None: the keys are given to ``ObjectKeys/init(names:required:)``.
  static var allCases: [MemberName] { [] }
}

/// An object being read member by member.
struct ObjectReading {
  /// The offset of its `{`.
  let start: Int
  /// Bit `i` is set once key `i` of the object's ``ObjectKeys`` was read.
  var seen: UInt64 = 0
  /// The unknown keys read so far, to reject a repeated one; `nil` while there are none.
  var unknownKeys: Set<String>?
  /// Whether the first member was asked for.
  var started = false
  /// Whether a member's key is on the path.
  var isOnPath = false
}

/// An array being read element by element.
struct ArrayReading {
  /// The offset of its `[`.
  let start: Int
  /// The elements met so far.
  var count = 0
  /// Whether the first element was asked for.
  var started = false
}

extension StreamingReader {
  // MARK: - Objects

  /// Starts reading the object that is the next value: `nil`, after reporting
  /// `expected an object, got <type>` and skipping the value, when it is not an object.
  @inline(__always)
  mutating func beginObject() throws(DecodingStop) -> ObjectReading? {
    let kind = try peek()
    guard kind == .object else {
      try reportWrongType("expected an object", found: kind)
      return nil
    }
    return try openObject()
  }

  /// Starts reading the object of `keys` that is the next value: `nil`, after reporting
  /// `expected an object {"x": N, "y": N}, got <type>` (its ``ObjectKeys/shape``; without
  /// one, `expected an object, got <type>`) and skipping the value, when it is not an object.
  /// Every reader of an object whose shape is known reads it through here, so that a wrong
  /// type is told the shape in one place.
  @inline(__always)
  mutating func beginObject<Key>(_ keys: ObjectKeys<Key>) throws(DecodingStop)
    -> ObjectReading?
  {
    let kind = try peek()
    guard kind == .object else {
      try reportWrongType(
        "expected an object" + (keys.shape.map { " " + $0 } ?? ""), found: kind)
      return nil
    }
    return try openObject()
  }

  /// Reads the `{` of the object at the cursor.
  @inline(__always)
  mutating func openObject() throws(DecodingStop) -> ObjectReading {
    let start = cursor.index
    do { try cursor.open() } catch { throw .malformed(error) }
    return ObjectReading(start: start)
  }

  /// The next member's key, with the cursor on its value and the key on the path; `nil` after
  /// the object's `}`.
  ///
  /// Unknown keys are reported at their own location (with the nearest valid key, or the list
  /// of `keys`) and their values skipped; at the end, each missing required key is reported
  /// at the object and remembered as replaced. A repeated key is malformed JSON.
  @inline(__always)
  mutating func nextMember<Key>(_ object: inout ObjectReading, of keys: ObjectKeys<Key>)
    throws(DecodingStop) -> Key?
  {
    var hasKey: Bool
    do throws(JSONSyntaxError) {
      if object.started {
        hasKey = try cursor.nextKeyOrEnd()
      } else {
        object.started = true
        hasKey = try cursor.firstKeyOrEnd()
      }
      while hasKey {
        let token = try cursor.scanString()
        if let index = keys.index(of: token, in: cursor.bytes) {
          guard object.seen & (1 << index) == 0 else {
            throw cursor.failure(
              "duplicate key \(Quoting.quoted(keys.names[index]))", at: token.start)
          }
          object.seen |= 1 << index
          try cursor.readColon()
          enter(.key(token.start), isOnPath: &object.isOnPath)
          return keys.keys[index]
        }
        let key = cursor.decode(token)
        if object.unknownKeys == nil { object.unknownKeys = [] }
        guard object.unknownKeys?.insert(key).inserted == true else {
          throw cursor.failure("duplicate key \(Quoting.quoted(key))", at: token.start)
        }
        try cursor.readColon()
        enter(.key(token.start), isOnPath: &object.isOnPath)
        report("unknown key; \(Self.hint(for: key, among: keys.names))", offset: token.start)
        try cursor.skipValue()
        hasKey = try cursor.nextKeyOrEnd()
      }
    } catch {
      throw .malformed(error)
    }
    if object.isOnPath { path.removeLast() }
    let missing = keys.requiredMask & ~object.seen
    if missing != 0 { reportMissingKeys(missing, of: keys, objectStart: object.start) }
    return nil
  }

  /// Reports the keys of `mask` missing from the object at `objectStart`, in documented
  /// order, and remembers their locations as replaced.
  mutating func reportMissingKeys<Key>(
    _ mask: UInt64, of keys: ObjectKeys<Key>, objectStart: Int
  ) {
    let objectLocation = JSONPath(description: location)
    for (index, name) in keys.names.enumerated() where mask & (1 << index) != 0 {
      report("missing required key \(Quoting.quoted(name))", offset: objectStart)
      replacedLocations.insert(objectLocation.appending(key: name).description)
    }
  }

  /// `did you mean "<key>"?` with the nearest of `names`, or `expected one of "<key>", ...`.
  static func hint(for key: String, among names: [String]) -> String {
    if let suggestion = KeySuggestion.nearest(to: key, among: names) {
      return "did you mean \(Quoting.quoted(suggestion))?"
    }
    return "expected one of \(list(names))"
  }

  // MARK: - Arrays

  /// Starts reading the array that is the next value: `nil`, after reporting
  /// `expected an array, got <type>` and skipping the value, when it is not an array.
  @inline(__always)
  mutating func beginArray() throws(DecodingStop) -> ArrayReading? {
    let kind = try peek()
    guard kind == .array else {
      try reportWrongType("expected an array", found: kind)
      return nil
    }
    return try openArray()
  }

  /// Reads the `[` of the array at the cursor.
  @inline(__always)
  mutating func openArray() throws(DecodingStop) -> ArrayReading {
    let start = cursor.index
    do { try cursor.open() } catch { throw .malformed(error) }
    return ArrayReading(start: start)
  }

  /// Whether there is a next element, with its index on the path; `false` after the `]`.
  @inline(__always)
  mutating func nextElement(_ array: inout ArrayReading) throws(DecodingStop) -> Bool {
    if array.started {
      let hasElement: Bool
      do { hasElement = try cursor.nextElementOrEnd() } catch { throw .malformed(error) }
      guard hasElement else {
        path.removeLast()
        return false
      }
      path.replaceLast(with: .index(array.count))
    } else {
      array.started = true
      guard cursor.firstElementOrEnd() else { return false }
      path.push(.index(0))
    }
    array.count += 1
    return true
  }

  /// Puts `step` on the path: in place of the container's previous step when it has one.
  @inline(__always)
  private mutating func enter(_ step: PathStep, isOnPath: inout Bool) {
    if isOnPath {
      path.replaceLast(with: step)
    } else {
      path.push(step)
      isOnPath = true
    }
  }

  // MARK: - Messages

  /// Names quoted and separated by commas: `"a", "b", "c"`.
  static func list(_ names: [String]) -> String {
    names.map(Quoting.quoted).joined(separator: ", ")
  }

  /// Names quoted, separated by commas, the last two by `or`: `"a" or "b"`,
  /// `"a", "b" or "c"`.
  static func alternatives(_ names: [String]) -> String {
    let quoted = names.map(Quoting.quoted)
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
