/// A change of a section's or a data source's loading state: the load step. The section
/// moves by the state machine (``ContentState``), and the change plays as an update: the
/// placeholder fades out as the items fade in (or the reverse), headers and footers stay.
///
/// Items the section held while it showed no items (inserted by updates, given by a
/// ``Snapshot``)
/// appear when it enters `loaded` or `refreshing`, in the same batch; `items`, when given,
/// are the section's items from then on instead.
public struct Load: Hashable, Sendable {
  /// What the step loads.
  public enum Target: Hashable, Sendable {
    /// The section at this index.
    case section(Int)
    /// The section with this id.
    case sectionID(String)
    /// The data source with this name, when the sections come from data sources.
    case source(String)
  }

  /// What the step loads: a section or a data source.
  public var target: Target
  /// The state to go to.
  public var state: ContentState
  /// The items from this step on, when the state shows items (`loaded`, `refreshing`): a
  /// count or a list, as a section's `items`; in a list, an item given by a bare id keeps the
  /// item with that id. `nil`: the items the section holds.
  public var items: Items?
  /// The placeholder's title, when the state shows a placeholder. `nil`: the title of the
  /// placeholder before when it is of the same kind, otherwise none.
  public var title: String?
  /// The placeholder's message. `nil`: as for ``title``.
  public var message: String?
  /// How the target content offset is chosen (``UpdateAnchor/automatic`` unless given).
  public var anchor: UpdateAnchor
  /// How the change animates.
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
