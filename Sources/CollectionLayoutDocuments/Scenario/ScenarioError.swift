import CollectionLayoutCore

/// One problem found in a scenario, at a JSON location.
///
/// The location is a path into the scenario document, such as `sections[2].metrics.columns`,
/// or `line 3, column 7` for malformed JSON; empty for the document as a whole.
/// `description` is the line the command line prints:
/// `sections[2].metrics.columns: expected an integer >= 1, got 0`.
public struct ScenarioIssue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where the problem is: a JSON path, a line and column, or empty for the whole document.
  public var location: String
  /// What is wrong, in words, naming what was expected and what was found.
  public var message: String

  /// Creates an issue.
  public init(location: String, message: String) {
    self.location = location
    self.message = message
  }

  /// `location: message`, or the message alone when the location is empty.
  public var description: String {
    location.isEmpty ? message : "\(location): \(message)"
  }
}

/// The error thrown for a scenario that cannot be read, laid out or played: every problem
/// found, in document order.
public struct ScenarioError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The problems, at least one, in the order they were found.
  public var issues: [ScenarioIssue]

  /// Creates an error from its problems.
  public init(issues: [ScenarioIssue]) {
    self.issues = issues
  }

  /// Creates an error with one problem.
  public init(location: String, message: String) {
    self.issues = [ScenarioIssue(location: location, message: message)]
  }

  /// One line per problem.
  public var description: String {
    issues.map(\.description).joined(separator: "\n")
  }
}

extension ScenarioIssue {
  /// The core's issue at the same place: its location described as a path
  /// (`sections[2].metrics.columns`), its message unchanged.
  public init(_ issue: LayoutIssue) {
    self.init(location: issue.location.description, message: issue.message)
  }
}

extension ScenarioError {
  /// The core's error, each issue at the same place (see ``ScenarioIssue/init(_:)``).
  public init(_ error: LayoutError) {
    self.init(issues: error.issues.map(ScenarioIssue.init))
  }
}
