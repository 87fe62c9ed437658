import CollectionLayoutCore
import Foundation

// The documents layer's errors as Swift users meet them: `error.localizedDescription` is the
// error's message (its `description`, the error catalogue's words), not Foundation's "The
// operation could not be completed".

extension ScenarioError: LocalizedError {
  /// The message: one `location: message` line per problem.
  public var errorDescription: String? { description }
}

extension IdentityError: LocalizedError {
  /// The message.
  public var errorDescription: String? { description }
}

extension FramesWritingError: CustomStringConvertible, LocalizedError {
  /// The scenario's problems, one `location: message` line each, or the sink's failure.
  public var description: String {
    switch self {
    case .scenario(let error): return error.description
    case .sink(let failure): return String(describing: failure)
    }
  }

  /// ``description``.
  public var errorDescription: String? { description }
}
