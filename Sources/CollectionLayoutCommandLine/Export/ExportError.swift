/// Why an export cannot be made from valid frames: a step that does not exist, or frames with
/// nothing to show.
struct ExportError: Error, Hashable, Sendable {
  /// The message, naming the option or the location and what exists.
  var message: String

  /// Creates an error.
  init(_ message: String) {
    self.message = message
  }
}
