/// What a frames step did.
public enum StepAction: String, Hashable, Sendable, Codable, CaseIterable {
  /// The initial layout, before any step.
  case initial
  /// A scroll step.
  case scroll
  /// A resize step.
  case resize
  /// A batch-update step.
  case update
}

/// One entry of the frames: the state after the initial layout or after one step.
public struct FrameStep: Hashable, Sendable, Codable {
  /// The entry's position in ``Frames/steps``: 0 for the initial layout, then one per step.
  public var index: Int
  /// What produced the entry.
  public var action: StepAction
  /// The viewport size after the step, in points (a resize step changes it).
  public var viewport: Size
  /// The content offset after the step, in points.
  public var contentOffset: Point
  /// The content size after the step, in points.
  public var contentSize: Size
  /// The elements per the scenario's output mode, in ``ElementID`` order, pinned positions
  /// applied.
  public var elements: [LayoutAttributes]
  /// For an update step: how the layout animates from the old state to this one.
  public var transition: Transition?

  /// Creates a frames entry.
  public init(
    index: Int, action: StepAction, viewport: Size, contentOffset: Point, contentSize: Size,
    elements: [LayoutAttributes], transition: Transition? = nil
  ) {
    self.index = index
    self.action = action
    self.viewport = viewport
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.elements = elements
    self.transition = transition
  }
}

/// The frames of a scenario: the layout after its initial state and after every step. Version 1
/// of the frames format, written byte-stably by ``FramesWriter``.
public struct Frames: Hashable, Sendable, Codable {
  /// The format identifier written in the file.
  public static let format = "collection-layout/frames"
  /// The frames format version.
  public static let currentVersion = 1

  /// The scroll view at the start of the scenario (a resize step changes the viewport; each
  /// step carries its own content size).
  public var environment: Environment
  /// The entries: the initial layout, then one per step.
  public var steps: [FrameStep]

  /// Creates frames.
  public init(environment: Environment, steps: [FrameStep]) {
    self.environment = environment
    self.steps = steps
  }
}
