import Foundation

// The core's errors as Swift users meet them: `error.localizedDescription` is the error's
// message (its `description`, the error catalogue's words), not Foundation's "The operation
// could not be completed".

extension LayoutError: LocalizedError {
  /// The message: one `location: message` line per problem.
  public var errorDescription: String? { description }
}

extension BatchUpdateError: LocalizedError {
  /// The message, as the engine reports it.
  public var errorDescription: String? { description }
}

extension StepError: LocalizedError {
  /// The message.
  public var errorDescription: String? { description }
}

extension TilePyramidError: LocalizedError {
  /// The message.
  public var errorDescription: String? { description }
}
