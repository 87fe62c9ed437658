import CollectionLayoutCore

/// A change of a section's or a data source's loading state: the `load` step. The section
/// moves by the state machine (``ContentState``), and the change plays as an update: the
/// placeholder fades out as the items fade in (or the reverse), headers and footers stay.
///
/// ```json
/// {"load": {"section": "reviews", "state": "loaded", "items": ["r1", "r2"]}}
/// {"load": {"source": "ratings", "state": "error", "title": "Could not load"}}
/// ```
///
/// Items the section held while it showed no items (inserted by updates, given by `apply`)
/// appear when it enters `loaded` or `refreshing`, in the same batch; `items`, when given,
/// are the section's items from then on instead.
public struct Load: Hashable, Sendable {
  /// What the step loads.
  public enum Target: Hashable, Sendable {
    /// The section at this index (key `section`, an integer).
    case section(Int)
    /// The section with this id (key `section`, a string).
    case sectionID(String)
    /// The data source with this name (key `source`), in a scenario with data sources.
    case source(String)
  }

  /// What the step loads. Key `section` or `source`, exactly one of them.
  public var target: Target
  /// The state to go to. Key `state`, required.
  public var state: ContentState
  /// The items from this step on, when the state shows items (`loaded`, `refreshing`): a
  /// count or a list, as a section's `items`; in a list, an item given by a bare id keeps the
  /// item with that id. Key `items`, default: the items the section holds.
  public var items: Items?
  /// The placeholder's title, when the state shows a placeholder. Key `title`, default: the
  /// title of the placeholder before when it is of the same kind, otherwise none.
  public var title: String?
  /// The placeholder's message. Key `message`, default as for `title`.
  public var message: String?
  /// How the target content offset is chosen. Key `anchor`, default `automatic`.
  public var anchor: UpdateAnchor
  /// How the change animates. Key `animation`.
  public var animation: UpdateAnimation

  /// Creates a load step.
  public init(
    _ target: Target, state: ContentState, items: Items? = nil, title: String? = nil,
    message: String? = nil, anchor: UpdateAnchor = .automatic,
    animation: UpdateAnimation = UpdateAnimation()
  ) {
    self.target = target
    self.state = state
    self.items = items
    self.title = title
    self.message = message
    self.anchor = anchor
    self.animation = animation
  }
}
