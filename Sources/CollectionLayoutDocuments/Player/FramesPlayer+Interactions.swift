import CollectionLayoutCore

/// What the player keeps of the interactions between steps: what is shown on top of the layout,
/// and the drag in progress.
struct InteractionProgress<Layout: CollectionViewLayout>: Sendable {
  /// Editing mode, the open swipe, the dragged item as shown.
  var state = InteractionState()
  /// The drag in progress, if any.
  var drag: DragSession<Layout>?
}

/// The frames actions of the interaction steps: each step's key.
extension StepAction {
  /// A `beginDrag` step.
  public static let beginDrag: StepAction = "beginDrag"
  /// A `dragTo` step.
  public static let dragTo: StepAction = "dragTo"
  /// An `endDrag` step.
  public static let endDrag: StepAction = "endDrag"
  /// A `cancelDrag` step.
  public static let cancelDrag: StepAction = "cancelDrag"
  /// A `swipe` step.
  public static let swipe: StepAction = "swipe"
  /// An `editing` step.
  public static let editing: StepAction = "editing"
  /// A `measure` step.
  public static let measure: StepAction = "measure"
}

/// The parts of playing an interaction step that every kind of step shares.
extension FramesPlayer {
  /// The layout with the interactions shown on top: what the frames list.
  var presented: InteractiveLayout<Layout> {
    InteractiveLayout(base: layout, state: interactions.state)
  }

  /// Changes what is shown to `new` (another presentation, or new data: a drag's move, measured
  /// heights), animated as an update without operations, and returns the step's entry.
  ///
  /// The content offset moves to `targetContentOffset` when given, else as `anchor` moves an
  /// update's; `moves` are items `new` shows elsewhere. `report` is written in the entry.
  mutating func present(
    _ new: InteractiveLayout<Layout>, targetContentOffset: LayoutPoint? = nil,
    moves: [ItemMove] = [],
    anchor: UpdateAnchor = .automatic, report: CustomAttributes = CustomAttributes(),
    action: StepAction, at index: Int
  ) throws(ScenarioError) -> FrameStep {
    let update: LayoutUpdate<InteractiveLayout<Layout>>
    do {
      update = try LayoutUpdate(
        layout: presented, contentOffset: offset, changingTo: new,
        targetContentOffset: targetContentOffset, moving: moves, anchor: anchor)
    } catch {
      throw ScenarioError(location: "steps[\(index)]", message: error.message)
    }
    layout = new.base
    interactions.state = new.state
    offset = update.targetContentOffset
    guard let transition = update.transition(for: output.elements, limit: budget.remaining) else {
      throw Scenario.outputLimitError(budget.limit, at: index)
    }
    return try entry(index: index, action: action, transition: transition, report: report)
  }

  /// The entry of step `index` after the state has changed, with its transition counted
  /// against the element records the frames may still hold.
  mutating func entry(
    index: Int, action: StepAction, transition: LayoutTransition?,
    report: CustomAttributes = CustomAttributes()
  ) throws(ScenarioError) -> FrameStep {
    if let transition {
      let records = transition.recordCount
      guard records <= budget.remaining else {
        throw Scenario.outputLimitError(budget.limit, at: index)
      }
      budget.remaining -= records
    }
    var played = try entry(index: index + 1, action: action)
    played.transition = transition
    played.customAttributes = report.appending(played.customAttributes)
    return played
  }

  /// What every entry reports of the interactions: with `output.measureVisible`, the
  /// elements on screen whose heights are still estimates (`"measure": ["item/0/4", …]`).
  func interactionReport() -> CustomAttributes {
    guard output.measureVisible else { return CustomAttributes() }
    let estimated = layout.visibleElements(at: offset).filter { element in
      layout.sections.isHeightEstimated(element.id)
    }
    return CustomAttributes([("measure", .list(estimated.map { .string($0.id.description) }))])
  }

  /// The error of an item that step `index` names but the layout does not show, at
  /// `location`.
  func itemNotShown(_ path: ItemPath, at location: String) -> ScenarioError {
    ScenarioError(
      location: location,
      message: "expected an item shown at this step, got [\(path.section), \(path.item)]: "
        + layout.sections.absence(ofItem: path))
  }

  /// The attributes of item `path` as the layout places it, or the error of `itemNotShown`.
  func shownItem(_ path: ItemPath, at location: String) throws(ScenarioError) -> LayoutAttributes {
    guard path.section >= 0, path.item >= 0,
      let item = layout.attributes(for: .item(section: path.section, item: path.item), pins: nil)
    else { throw itemNotShown(path, at: location) }
    return item
  }
}

extension CustomAttributes {
  /// These members followed by those of `other`.
  func appending(_ other: CustomAttributes) -> CustomAttributes {
    guard !other.isEmpty else { return self }
    guard !isEmpty else { return other }
    return CustomAttributes(
      members.map { ($0.name, $0.value) } + other.members.map { ($0.name, $0.value) })
  }
}
