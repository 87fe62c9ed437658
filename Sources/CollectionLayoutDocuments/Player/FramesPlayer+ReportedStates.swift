import CollectionLayoutCore

/// The states an entry reports that grow with the data: every entry lists the state of every
/// section that scrolls on its own (``SectionScroller``, the report's `sectionScrollers`, about
/// 200 bytes each), wherever the content offset is. Each state is one record against the
/// output limit (``Limits/maximumOutputElementCount``), as an element is: 100,000 such
/// sections and 10,000 steps would otherwise write some 200 GB under a limit that counted none
/// of it.
///
/// - Before any entry is made, the entries up to the first step that updates the data (whose
///   sections, and so their scrollers, are the initial layout's) are counted: frames that
///   would pass the limit there are refused before anything is written.
/// - Every entry then counts the states it reports before it is made, so that an update that
///   adds such sections is refused at the first entry past the limit, before it is written.
extension FramesPlayer {
  /// The records of `report` that count against the output limit: one per section scroller
  /// state it lists.
  static func reportedStateCount(of report: CustomAttributes) -> Int {
    guard case .list(let states)? = report[SectionScroller.reportKey] else { return 0 }
    return states.count
  }

  /// Throws when the entries before the first step that updates the data would list more
  /// section scroller states than the frames may still hold: the initial layout's scrollers
  /// in each of them. O(sections).
  func checkReportedStates() throws(ScenarioError) {
    let count = layout.sectionScrollers.count
    guard count > 0 else { return }
    let firstUpdate = steps.firstIndex { !$0.updateAnimations.isEmpty }
    let entries = 1 + (firstUpdate ?? steps.count)
    let total = count.saturatingMultiplied(by: entries)
    guard total > budget.remaining else { return }
    let before = firstUpdate == nil ? "" : " before the first update"
    throw ScenarioError(
      location: steps.isEmpty ? "" : "steps",
      message: "expected at most \(budget.limit) element records in the frames, got at least "
        + "\(total) (each of the \(entries) entries\(before) lists the state of the \(count) "
        + "sections that scroll on their own, a record each): "
        + Self.reportedStatesAdvice)
  }

  /// Counts the section scroller states of an entry's `report` against the element records
  /// the frames may still hold; throws at entry `index` (0: the initial layout) when they do
  /// not fit.
  mutating func countReportedStates(of report: CustomAttributes, entry index: Int)
    throws(ScenarioError)
  {
    let count = Self.reportedStateCount(of: report)
    guard count > 0 else { return }
    guard count <= budget.remaining else {
      throw ScenarioError(
        location: index == 0 ? "" : "steps[\(index - 1)]",
        message: "expected at most \(budget.limit) element records in the frames, got more "
          + (index == 0 ? "in the initial layout" : "by this step")
          + " (its entry lists the state of the \(count) sections that scroll on their own, a "
          + "record each): " + Self.reportedStatesAdvice)
    }
    budget.remaining -= count
  }

  /// What to change when the states pass the limit.
  private static var reportedStatesAdvice: String {
    "play fewer steps, or make fewer sections scroll on their own"
  }
}
