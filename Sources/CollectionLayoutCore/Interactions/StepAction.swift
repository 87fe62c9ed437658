/// What a step did, by name: the initial layout, a scroll, a resize, an update, or a step of
/// a layout of its own (a page turn, a zoom, a drag). Names are open, as element kinds are: the
/// engine's own are below, and a layout with steps of its own names them. A name is 1 to 23
/// characters of ASCII letters, digits, `-`, `_` and `.`.
public struct StepAction: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The action's name, as written in frames.
  public let rawValue: String

  /// The action named `rawValue`; `nil` unless the name is valid (see above).
  public init?(rawValue: String) {
    guard ElementKind.isValidName(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// The action named by a string literal, for actions defined in code; the literal must be a
  /// valid name (checked by an assertion in debug builds).
  public init(stringLiteral value: String) {
    assert(ElementKind.isValidName(value), "invalid step action name \(value)")
    rawValue = value
  }

  /// The name.
  public var description: String { rawValue }

  /// The initial layout, before any step.
  public static let initial: StepAction = "initial"
  /// A scroll step.
  public static let scroll: StepAction = "scroll"
  /// A resize step.
  public static let resize: StepAction = "resize"
  /// A batch-update step.
  public static let update: StepAction = "update"
}
