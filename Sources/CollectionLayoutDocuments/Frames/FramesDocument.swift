import CollectionLayoutCore

/// One entry of the frames: the state after the initial layout or after one step.
public struct FrameStep: Hashable, Sendable {
  /// The entry's position in ``FramesDocument/steps``: 0 for the initial layout, then one per step.
  public var index: Int
  /// What produced the entry.
  public var action: StepAction
  /// The viewport size after the step, in points (a resize step changes it).
  public var viewport: LayoutSize
  /// The scroll view's content inset after the step, in points, when a resize step changed it
  /// from the document's ``FramesDocument/environment``; `nil` while it is the document's. Key
  /// `contentInset` after `viewport`, written only when not `nil`.
  public var contentInset: LayoutInsets?
  /// The safe area after the step, in points, when a resize step moved the scroll view to
  /// another screen (a rotation) and changed it from the document's
  /// ``FramesDocument/environment``; `nil` while it is the document's. Key `safeArea` after
  /// `contentInset`, written only when not `nil`.
  public var safeArea: LayoutInsets?
  /// The layout margins after the step, in points from the safe area's edges, when a resize
  /// step moved the scroll view to another screen whose margins differ from the document's
  /// ``FramesDocument/environment`` (an iPad's full screen, 20, to a third, 16); `nil` while
  /// they are the document's. Key `layoutMargins` after `safeArea`, written only when not
  /// `nil`.
  public var layoutMargins: DirectionalInsets?
  /// The content offset after the step, in points.
  public var contentOffset: LayoutPoint
  /// The content size after the step, in points.
  public var contentSize: LayoutSize
  /// The elements per the scenario's output mode, in ``ElementID`` order, pinned positions
  /// applied.
  public var elements: [LayoutAttributes]
  /// For a step that updates the data (`update`, `apply`, `load`, `select`): the batch it
  /// applied, given or computed, and what it held back.
  public var batch: StepBatch?
  /// For an update step: how the layout animates from the old state to this one.
  public var transition: LayoutTransition?
  /// What the layout reports of this step beyond the above (the pages a paging layout shows
  /// and recycles), written after `contentSize`, in order. Empty for the grid.
  public var customAttributes: CustomAttributes
  /// The frame of every section of the layout, in section order, in content coordinates (an
  /// overview a player draws beneath the listed elements, O(sections)): written (key
  /// `sections`, after the custom attributes) only when the output lists the `visible`
  /// elements, the layout has section frames (``CollectionViewLayout/frame(ofSection:)``), it
  /// has 1 ... ``Limits/maximumOverviewSectionCount`` sections, and the frames differ from the
  /// last ones written (the first entry's always, when written). `nil` otherwise: a reader
  /// keeps the last `sections` it read.
  public var sections: [LayoutRect]?

  /// Creates a frames entry.
  public init(
    index: Int, action: StepAction, viewport: LayoutSize, contentOffset: LayoutPoint,
    contentSize: LayoutSize,
    elements: [LayoutAttributes], transition: LayoutTransition? = nil,
    customAttributes: CustomAttributes = CustomAttributes(), batch: StepBatch? = nil,
    contentInset: LayoutInsets? = nil, sections: [LayoutRect]? = nil,
    safeArea: LayoutInsets? = nil, layoutMargins: DirectionalInsets? = nil
  ) {
    self.index = index
    self.action = action
    self.viewport = viewport
    self.contentInset = contentInset
    self.safeArea = safeArea
    self.layoutMargins = layoutMargins
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.elements = elements
    self.transition = transition
    self.customAttributes = customAttributes
    self.batch = batch
    self.sections = sections
  }
}

/// The frames of a scenario: the layout after its initial state and after every step. Version 1
/// of the frames format, written byte-stably by ``FramesWriter``.
public struct FramesDocument: Hashable, Sendable {
  /// The format identifier written in the file.
  public static let format = "collection-layout/frames"
  /// The frames format version.
  public static let currentVersion = 1
  /// The largest magnitude of a length or coordinate in a frames document (a size, point,
  /// inset or rectangle), in points: 10^15. The engine's largest content is about 2 · 10^13
  /// points (10,000,000 rows of 1,000,000 points and their spacing); past this bound a
  /// renderer's arithmetic loses every decimal and, near `Double`'s end, overflows (an offset
  /// of 1e308 plus a content size of 1e308 is infinite), so the reader refuses it.
  public static let maximumMagnitude = 1e15

  /// The scroll view at the start of the scenario (a resize step changes the viewport; each
  /// step carries its own content size).
  public var environment: LayoutEnvironment
  /// The entries: the initial layout, then one per step.
  public var steps: [FrameStep]

  /// Whether the header of frames in `environment` writes the screen's `safeArea`,
  /// `sizeClass` and `layoutMargins` lines, after `displayScale`: when the environment has a safe area or a size
  /// class (a scenario with an `environment`), never for a bare rectangle, whose frames stay
  /// as they were before screens existed.
  public static func writesScreen(of environment: LayoutEnvironment) -> Bool {
    environment.safeArea != .zero || environment.sizeClass != SizeClasses()
  }

  /// Creates frames.
  public init(environment: LayoutEnvironment, steps: [FrameStep]) {
    self.environment = environment
    self.steps = steps
  }
}
