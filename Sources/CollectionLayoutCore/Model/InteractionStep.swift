/// The value of a step that only some kinds of layouts play: a page turn (``PageStep``), a zoom
/// (``ZoomStep``), a hit test (``HitTestStep``), or a step of a layout of your own.
///
/// A kind of layout declares its steps by conforming their values to this protocol, in its
/// own folder; nothing shared lists them. The layout that plays a step reads it back with
/// ``InteractionStep/value(as:)``.
public protocol LayoutStep: Hashable, Sendable {
  /// The step's name, for messages: `page`, `zoom`, `hitTest`.
  static var name: String { get }
  /// The name of the kind of layouts that play the step, for messages: `paging`, `wall`.
  static var layoutKind: String { get }
}

/// A step that only some kinds of layouts play: a page turn, a zoom, a hit test. The engine
/// plays scroll, resize and update steps itself for every layout; an interaction step is
/// handed to the layout (``CollectionViewLayout/playing(_:from:)``), which answers with what
/// the step did. A layout that does not know a step throws, and the scenario reports it at the
/// step.
///
/// The set of steps is open: a step is any ``LayoutStep`` value, wrapped with ``init(_:)``
/// (or a factory its kind declares, such as ``page(_:)``); the player and the frames need no
/// change.
///
/// | step | name | played by |
/// |---|---|---|
/// | ``PageStep`` | `page` | ``PagingLayout`` |
/// | ``ZoomStep`` | `zoom` | ``PagingLayout`` |
/// | ``HitTestStep`` | `hitTest` | ``WallLayout`` |
public struct InteractionStep: Hashable, Sendable, CustomStringConvertible {
  /// The step's value.
  public let value: any LayoutStep

  /// Wraps a step's value.
  public init(_ value: some LayoutStep) {
    self.value = value
  }

  /// The step's value when it is a `Step`; `nil` for a step of another type.
  public func value<Step: LayoutStep>(as type: Step.Type) -> Step? {
    value as? Step
  }

  /// The step's name, for messages (``LayoutStep/name``).
  public var name: String { type(of: value).name }

  /// The kind of the layouts that play the step, as documents name it, for messages
  /// (``LayoutStep/layoutKind``).
  public var layoutKind: String { type(of: value).layoutKind }

  /// The step's name and value, for test failures.
  public var description: String { "\(name)(\(value))" }

  /// Whether both steps are of exactly the same type (not a subclass of the other's) and
  /// equal, so that equal steps hash alike.
  public static func == (lhs: InteractionStep, rhs: InteractionStep) -> Bool {
    type(of: lhs.value) == type(of: rhs.value) && lhs.value.isEqual(to: rhs.value)
  }

  /// Hashes the step's type and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: value)))
    value.hash(into: &hasher)
  }
}

extension LayoutStep {
  /// Whether `other` is a step of this type, equal to this one.
  fileprivate func isEqual(to other: any LayoutStep) -> Bool {
    (other as? Self) == self
  }
}

/// Why a layout cannot play a step: a message, reported at the step (`steps[N]: message`).
public struct StepError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming what was expected and what was found.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
