import CollectionLayoutCore

/// A member of an object whose schema allows other keys: one of the schema's keys, or another
/// key, left to the caller.
enum OpenMember<Key> {
  /// One of the schema's keys.
  case known(Key)
  /// Another key: its string token, whose value the caller reads or skips.
  case other(StringToken)
}

extension StreamingReader {
  /// The next member of an object of the frames format, whose other keys are allowed: its key,
  /// with the cursor on its value and the key on the path; `nil` after the object's `}`.
  ///
  /// Unlike ``nextMember(_:of:)``, another key is not a problem: it is returned, and the caller
  /// reads its value (a custom attribute) or skips it (``skipValue()``). At the end, each
  /// missing required key is reported at the object, in the order of `keys`. A repeated key is
  /// malformed JSON, whichever the key.
  mutating func nextOpenMember<Key>(_ object: inout ObjectReading, of keys: ObjectKeys<Key>)
    throws(DecodingStop) -> OpenMember<Key>?
  {
    let hasKey: Bool
    do throws(JSONSyntaxError) {
      if object.started {
        hasKey = try cursor.nextKeyOrEnd()
      } else {
        object.started = true
        hasKey = try cursor.firstKeyOrEnd()
      }
      if hasKey {
        let token = try cursor.scanString()
        let member: OpenMember<Key>
        if let index = keys.index(of: token, in: cursor.bytes) {
          guard object.seen & (1 << index) == 0 else {
            throw cursor.failure(
              "duplicate key \(Quoting.quoted(keys.names[index]))", at: token.start)
          }
          object.seen |= 1 << index
          member = .known(keys.keys[index])
        } else {
          let key = cursor.decode(token)
          if object.unknownKeys == nil { object.unknownKeys = [] }
          guard object.unknownKeys?.insert(key).inserted == true else {
            throw cursor.failure("duplicate key \(Quoting.quoted(key))", at: token.start)
          }
          member = .other(token)
        }
        try cursor.readColon()
        if object.isOnPath {
          path.replaceLast(with: .key(token.start))
        } else {
          path.push(.key(token.start))
          object.isOnPath = true
        }
        return member
      }
    } catch {
      throw .malformed(error)
    }
    if object.isOnPath { path.removeLast() }
    let missing = keys.requiredMask & ~object.seen
    if missing != 0 {
      for (index, name) in keys.names.enumerated() where missing & (1 << index) != 0 {
        report("missing required key \(Quoting.quoted(name))", offset: object.start)
      }
    }
    return nil
  }

  /// Reports `message` at `location`, about the byte at `offset`: a problem found once the
  /// reader has left the value, such as a check between two members of an object.
  mutating func report(_ message: String, at location: String, offset: Int) {
    issues.append(
      DocumentIssue(issue: ScenarioIssue(location: location, message: message), offset: offset))
  }

  /// The location of the member `key` of the object being read (once its members are read).
  func location(ofMember key: String) -> String {
    JSONPath(description: location).appending(key: key).description
  }

  /// Forgets the problems reported after the first `count`: those of values read only to
  /// find that their container is wrong, which the container's problem replaces.
  mutating func forgetIssues(after count: Int) {
    issues.removeSubrange(count..<issues.count)
  }
}
