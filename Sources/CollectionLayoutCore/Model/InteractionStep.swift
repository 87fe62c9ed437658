/// A step that only some kinds of layouts play: a page turn, a zoom, a drag. The engine plays
/// scroll, resize and update steps itself for every layout; an interaction step is handed to
/// the layout (``CollectionViewLayout/playing(_:from:)``), which answers with what the step
/// did. A layout that does not know a step throws, and the scenario reports it at the step.
///
/// Each kind of layout adds the cases it plays here, with the scenario keys that decode them;
/// the player and the frames need no change.
///
/// | case | key | played by |
/// |---|---|---|
/// | ``page(_:)`` | `page` | ``PagingLayout`` |
/// | ``zoom(_:)`` | `zoom` | ``PagingLayout`` |
/// | ``hitTest(_:)`` | `hitTest` | ``WallLayout`` |
public enum InteractionStep: Hashable, Sendable {
  /// Turn to a page (``PageStep``). Key `page`.
  case page(PageStep)
  /// Zoom a page (``ZoomStep``). Key `zoom`.
  case zoom(ZoomStep)
  /// Ask which tile and image is under a point of the viewport (``HitTestStep``). Key
  /// `hitTest`.
  case hitTest(HitTestStep)

  /// The step's key in a scenario's `steps` array, for messages.
  public var name: String {
    switch self {
    case .page: return "page"
    case .zoom: return "zoom"
    case .hitTest: return "hitTest"
    }
  }

  /// The kind of the layouts that play the step, as documents name it, for
  /// messages: `paging` for page turns and zooms, `wall` for hit tests.
  public var layoutKind: String {
    switch self {
    case .page, .zoom: return "paging"
    case .hitTest: return "wall"
    }
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
