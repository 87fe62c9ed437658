import CollectionLayoutCore

/// Reads one value of a scenario's `layout` object for a ``LayoutKind``: the value of the key
/// ``LayoutKind/read(_:into:from:)`` is asked for. Each read reads the whole value; a value of
/// the wrong type is reported at its location (`layout.radius: expected a number, got a
/// string`), skipped, and read as `nil`, so the kind keeps its default and the document's
/// other problems are still found.
///
/// Only a ``LayoutKind`` is handed one, for the one value it reads; the reader behind it (the
/// package's one-pass JSON reader) is not public and may change.
public struct LayoutValueReader {
  /// The document's reader, at the value.
  var reader: StreamingReader

  /// A reader of the value at `reader`.
  init(_ reader: StreamingReader) {
    self.reader = reader
  }

  /// The value as a number (any JSON number; an infinite one such as `1e999` is read, for
  /// ``LayoutKind/check(_:of:into:)`` to refuse); `nil` after reporting another type.
  public mutating func number() throws(DocumentReadingStop) -> Double? {
    try reading { reader throws(DecodingStop) in try reader.number() }
  }

  /// The value as an integer (an integral number that fits an `Int`: `3`, `3.0`, `1e2`);
  /// `nil` after reporting anything else.
  public mutating func integer() throws(DocumentReadingStop) -> Int? {
    try reading { reader throws(DecodingStop) in try reader.integer() }
  }

  /// The value as a boolean; `nil` after reporting another type.
  public mutating func boolean() throws(DocumentReadingStop) -> Bool? {
    try reading { reader throws(DecodingStop) in try reader.boolean() }
  }

  /// The value as a string, escapes resolved; `nil` after reporting another type.
  public mutating func string() throws(DocumentReadingStop) -> String? {
    try reading { reader throws(DecodingStop) in try reader.string() }
  }

  /// The value as one of `names` (`"leading"`); `nil` after reporting another string (`expected
  /// one of "leading", "centre", got "middle"`) or another type.
  public mutating func string(among names: [String]) throws(DocumentReadingStop) -> String? {
    try reading { reader throws(DecodingStop) in try reader.enumeration(among: names) }
  }

  /// The value as a size, `{"width": 100, "height": 40}`, in points; a missing or wrong side
  /// is reported and read as 0 (for ``LayoutKind/check(_:of:into:)`` to refuse or keep);
  /// `nil` after reporting a value that is not an object.
  public mutating func size() throws(DocumentReadingStop) -> LayoutSize? {
    try reading { reader throws(DecodingStop) in try reader.size() }
  }

  /// The value as a point, `{"x": 0, "y": 300}`, in points; a missing or wrong coordinate is
  /// reported and read as 0; `nil` after reporting a value that is not an object.
  public mutating func point() throws(DocumentReadingStop) -> LayoutPoint? {
    try reading { reader throws(DecodingStop) in try reader.point() }
  }

  /// Skips the value, whatever its type, reporting nothing.
  public mutating func skipValue() throws(DocumentReadingStop) {
    try reading { reader throws(DecodingStop) in try reader.skipValue() }
  }

  /// What `read` reads with the reader behind this one, its stop wrapped.
  private mutating func reading<Value>(
    _ read: (inout StreamingReader) throws(DecodingStop) -> Value
  ) throws(DocumentReadingStop) -> Value {
    do {
      return try read(&reader)
    } catch {
      throw DocumentReadingStop(stop: error)
    }
  }
}

/// Why reading a scenario document stopped before its end: it is not well-formed JSON, or it
/// holds more than a reading limit allows. A ``LayoutKind`` passes it on (`try`); the decoder
/// reports it with the document's other problems. Only the package makes one.
public struct DocumentReadingStop: Error, Hashable, Sendable {
  /// The reader's reason.
  let stop: DecodingStop
}

extension LayoutKind {
  /// Reads `key` with this kind from outside the package, through ``LayoutValueReader``.
  static func readThroughFacade(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    // The reader is copied in and written back: its buffers are shared, not copied, until
    // the kind reports a problem.
    var facade = LayoutValueReader(reader)
    defer { reader = facade.reader }
    let start = reader.cursor.index
    do {
      try read(key, into: &configuration, from: &facade)
    } catch {
      throw error.stop
    }
    // A value the kind left unread is skipped, so that the object reads on.
    if facade.reader.cursor.index == start { try facade.reader.skipValue() }
  }
}
