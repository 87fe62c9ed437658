import CollectionLayoutCore

/// A place in a JSON document: a byte offset and the line and column it falls on.
///
/// Lines and columns are 1-based. A line ends at each line feed (`\n`, U+000A); a carriage
/// return is ordinary whitespace, so `\r\n` files count lines correctly. Columns count bytes
/// (UTF-8 code units) from the start of the line, so a tab is one column and `é` is two. A
/// UTF-8 byte order mark at the very start of the document is skipped and not counted.
struct SourcePosition: Hashable, Sendable {
  /// The number of bytes before this position, counted from the start of the document
  /// (byte order mark included), >= 0.
  var offset: Int
  /// The line, >= 1.
  var line: Int
  /// The column, in bytes from the start of the line, >= 1.
  var column: Int

  /// The start of a document.
  static let start = SourcePosition(offset: 0, line: 1, column: 1)

  /// `line L, column C`: the location of a malformed-JSON issue.
  var location: String { "line \(line), column \(column)" }
}
