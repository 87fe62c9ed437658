import CollectionLayoutCore

/// Why a document is not well-formed JSON, and where: the first problem the parser meets.
///
/// Messages are short and name what was expected and what was found, such as
/// `expected ',' or '}' after an object member, got 'x'`; the scenario format article lists
/// every one of them.
struct JSONSyntaxError: Error, Hashable, Sendable {
  /// Where the problem is.
  var position: SourcePosition
  /// What is wrong.
  var message: String

  /// The error as a scenario issue located at `line L, column C`.
  var issue: ScenarioIssue {
    ScenarioIssue(location: position.location, message: message)
  }
}
