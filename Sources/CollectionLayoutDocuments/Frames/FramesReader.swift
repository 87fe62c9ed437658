import CollectionLayoutCore

/// Reads frames JSON (frames format version 1, described in <doc:FramesFormat>) back into
/// ``FramesDocument`` values: the counterpart of ``FramesWriter``, for custom renderers and players.
///
/// The document is read in one pass, straight from its bytes into the model, by the package's
/// own strict JSON reader (RFC 8259), as ``ScenarioDecoder`` reads scenarios, so messages and
/// positions are the same on every platform and no input traps. Malformed JSON is one issue
/// located at `line L, column C`. A well-formed document is read member by member and every
/// problem is collected, located by JSON path and sorted in document order:
///
/// ```
/// steps[2].elements[5].frame: expected an array of 4 numbers, got 3 elements
/// steps[1].transition.frames[0].elements[2].change: expected an index into changes (0 ... 4), got 7
/// ```
///
/// Every member the writer always writes is required; members the format does not define on
/// an element or a step are read as its custom attributes (what a layout attaches), and
/// ignored elsewhere, as the format asks of readers. Numbers must be finite. For every frames value
/// `frames`, `FramesReader.read(FramesWriter.utf8(for: frames))` gives back `frames` with its
/// numbers rounded as the writer writes them, so writing what was read reproduces the bytes.
public enum FramesReader {
  /// Reads frames from the bytes of a JSON document (UTF-8), reporting every problem found:
  /// malformed JSON with its line and column, a wrong `format` or `version`, missing
  /// members, wrong types, unknown enumeration values, element ids and colours, and animated
  /// elements whose change index is out of range.
  ///
  /// - Parameter bytes: The document, UTF-8.
  /// - Returns: The frames the document describes.
  /// - Throws: Every problem found, located and in document order.
  public static func read(_ bytes: [UInt8]) throws(ScenarioError) -> FramesDocument {
    try DocumentBytes.reading(bytes) { bytes throws(ScenarioError) in
      try read(bytes, steps: .read).document
    }
  }

  /// Reads frames from the text of a JSON document, exactly as reading the text's UTF-8
  /// bytes does.
  public static func read(_ text: String) throws(ScenarioError) -> FramesDocument {
    try read(Array(text.utf8))
  }

  /// Reads the document in `bytes`, its steps as `steps` says: the frames (without steps when
  /// they are only indexed) and the byte range of each step's object (empty when the steps
  /// are read).
  static func read(_ bytes: DocumentBytes, steps: FramesDocumentReader.StepsReading)
    throws(ScenarioError) -> (document: FramesDocument, stepRanges: [Range<Int>])
  {
    var reader = FramesDocumentReader(bytes: bytes)
    defer { reader.release() }
    let read: (document: FramesDocument, stepRanges: [Range<Int>])?
    do {
      read = try reader.document(steps: steps)
      try reader.reader.readEndOfDocument()
    } catch {
      switch error {
      case .malformed(let syntaxError):
        throw ScenarioError(issues: [syntaxError.issue])
      case .limit(let issue):
        throw ScenarioError(issues: DocumentIssue.inDocumentOrder(reader.reader.issues + [issue]))
      }
    }
    guard let read, reader.reader.issues.isEmpty else {
      throw ScenarioError(issues: DocumentIssue.inDocumentOrder(reader.reader.issues))
    }
    return read
  }
}
