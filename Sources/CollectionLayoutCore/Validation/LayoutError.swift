/// Where a value is inside what a call was given: a path of properties and indexes from the
/// argument down to the value, such as the `columns` of the `metrics` of section 2 of
/// `sections`, described `sections[2].metrics.columns`.
///
/// The core locates its problems relative to its arguments; a layer that reads the values
/// from a document maps the path to the document's own locations.
///
/// ```swift
/// let location = ValueLocation("sections")[2]["metrics"]["columns"]
/// location.description  // sections[2].metrics.columns
/// ```
public struct ValueLocation: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// One step of a location: a property by name, or an element of a list by index.
  public enum Step: Hashable, Sendable {
    /// A property, by its name.
    case property(String)
    /// An element of a list, by its index (>= 0 in locations the engine builds).
    case index(Int)
  }

  /// The steps from the argument's root to the value, outermost first; empty for the value
  /// itself.
  public var steps: [Step]

  /// The location of the value itself (no steps).
  public init() {
    steps = []
  }

  /// The location made of `steps`.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The location of the property named `name` of the value itself.
  public init(_ name: String) {
    steps = [.property(name)]
  }

  /// The location of the property named `value` of the value itself.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The location of property `name` of the value at this location.
  public subscript(name: String) -> ValueLocation {
    ValueLocation(steps: steps + [.property(name)])
  }

  /// The location of element `index` of the list at this location.
  public subscript(index: Int) -> ValueLocation {
    ValueLocation(steps: steps + [.index(index)])
  }

  /// `other`'s steps after this location's: `other`, located inside the value here.
  public func appending(_ other: ValueLocation) -> ValueLocation {
    ValueLocation(steps: steps + other.steps)
  }

  /// Properties joined by `.`, indexes in brackets: `sections[2].metrics.columns`; empty for
  /// the value itself.
  public var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .property(let name): text += text.isEmpty ? name : "." + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// One problem with the values a layout was given: where it is and what is wrong.
public struct LayoutIssue: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is, relative to the call's arguments.
  public var location: ValueLocation
  /// What is wrong, in words, naming what was expected and what was found.
  public var message: String

  /// Creates an issue.
  public init(location: ValueLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `location: message`, or the message alone when the location is empty.
  public var description: String {
    location.steps.isEmpty ? message : "\(location): \(message)"
  }
}

/// The error the core throws for values it cannot lay out, update or play: every problem
/// found, in the order of the values, each located relative to the call's arguments
/// (``ValueLocation``).
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, at least one, in the order they were found.
  public var issues: [LayoutIssue]

  /// Creates an error from its problems.
  public init(issues: [LayoutIssue]) {
    self.issues = issues
  }

  /// Creates an error with one problem.
  public init(location: ValueLocation, message: String) {
    self.issues = [LayoutIssue(location: location, message: message)]
  }

  /// The same problems, located inside the value at `location` (each issue's location
  /// appended to it).
  public func located(under location: ValueLocation) -> LayoutError {
    LayoutError(
      issues: issues.map {
        LayoutIssue(location: location.appending($0.location), message: $0.message)
      })
  }

  /// One line per problem.
  public var description: String {
    issues.map(\.description).joined(separator: "\n")
  }
}
