/// Immutable fields held in one object that the copies of their holder share: a copy of the
/// holder (a layout kept as an update's snapshot, a mapping held by an update) retains this one
/// reference instead of each reference the fields hold, and releases it once.
///
/// ```
///  holder ──▶ SharedFields ──▶ fields   (arrays, sets, lists: counted once, here)
///  copy   ──┘
/// ```
/// Equal when the fields are equal; an object is equal to itself without comparing them, as an
/// array is equal to itself. Hashed as its fields.
final class SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
  /// The fields, never changed after the object is made.
  let fields: Fields

  /// An object holding `fields`.
  init(_ fields: Fields) { self.fields = fields }

  /// Whether the two objects hold equal fields (the same object does).
  static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
    lhs === rhs || lhs.fields == rhs.fields
  }

  /// Hashes the fields, as ``==(_:_:)`` compares them.
  func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
