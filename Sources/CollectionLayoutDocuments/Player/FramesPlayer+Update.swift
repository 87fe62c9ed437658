import CollectionLayoutCore

/// Playing an `update` step: the batch as given, except the item operations addressed to
/// sections that show no items, which are held (see ``HeldOperations``).
extension FramesPlayer {
  /// Plays update step `index`. In a scenario with data sources, an update names its source
  /// (``playSourceUpdates(_:at:)``).
  mutating func playUpdate(_ batch: BatchUpdate, at index: Int) throws(ScenarioError) -> FrameStep {
    if let root = data.root {
      throw ScenarioError(
        location: "steps[\(index)].update",
        message: "expected a \"source\": the sections come from data sources"
          + FramesPlayer.sourceList(root, holdingSections: true))
    }
    let before = layout.sections
    try FramesPlayer.checkKeptSupplementaries(of: batch, before: before, at: index)
    guard let split = HeldOperations(batch: batch, before: before) else {
      let played = try applying(
        batch, recording: StepBatch(operations: batch.operations), action: .update,
        at: index)
      try keepHeldItems(through: played.mapping, changed: [:], at: index)
      return played.entry
    }
    // The held operations, on the items each section holds, with UIKit's rules.
    var held: [LayoutSection] = before.map { LayoutSection(items: $0.items.emptied) }
    for section in split.sections {
      held[section].items = data.heldItems(section, shown: before[section].items)
    }
    let heldMapping: UpdateMapping
    do {
      heldMapping = try UpdateMapping(before: held, batch: split.heldBatch)
    } catch {
      throw ScenarioError(
        location: "steps[\(index)]",
        message: "the operations held for sections that show no items: \(error.message)")
    }
    var changed: [Int: Items] = [:]
    for section in split.sections {
      var items = heldMapping.sectionsAfter[section].items
      if case .list(var list) = items {
        for (path, item) in split.arriving where path.section == section {
          if list.indices.contains(path.item) { list[path.item] = item }
        }
        items = .list(list)
      }
      changed[section] = items
    }
    let played = try applying(
      split.visible,
      recording: StepBatch(operations: split.visible.operations, held: split.record),
      action: .update, at: index)
    try keepHeldItems(through: played.mapping, changed: changed, at: index)
    return played.entry
  }

  /// An `after` that lists a section kept or moved by the update without the headers or
  /// footers it had is an error: giving only counts (`{"items": 5}`) would silently delete
  /// them. A section that is reloaded, deleted or inserted may change them.
  static func checkKeptSupplementaries(
    of batch: BatchUpdate, before: [LayoutSection], at index: Int
  )
    throws(ScenarioError)
  {
    guard let after = batch.after else { return }
    let map = SectionMap(plan: UpdatePlan(before: before, batch: batch))
    for (new, origin) in map.origins.enumerated() where after.indices.contains(new) {
      switch origin {
      case .kept(let old), .moved(let old):
        guard before.indices.contains(old) else { continue }
        for (kind, had, has) in [
          ("headers", before[old].headers.count, after[new].headers.count),
          ("footers", before[old].footers.count, after[new].footers.count),
        ] where had > 0 && has == 0 {
          let noun = had == 1 ? String(kind.dropLast()) : kind
          throw ScenarioError(
            location: "steps[\(index)].update.after[\(new)]",
            message: "expected the \(had) \(noun) of section \(old), which the update keeps, "
              + "got none; give \"\(kind)\" again, or reload the section to change them")
        }
      case .reloaded, .inserted:
        continue
      }
    }
  }

  /// Moves the held items to their sections' indexes after an update (`changed` replaces
  /// the items of old sections whose held items the update changed). A section that shows
  /// items after the update, while it held items, is an error: held items appear with a
  /// `load` step.
  mutating func keepHeldItems(
    through mapping: UpdateMapping, changed: [Int: Items], at index: Int
  ) throws(ScenarioError) {
    guard !data.held.isEmpty || !changed.isEmpty else { return }
    var moved: [Int: Items] = [:]
    let sections = layout.sections
    for old in Set(data.held.keys).union(changed.keys).sorted() {
      guard let items = changed[old] ?? data.held[old], items.count > 0,
        !mapping.isReloaded(oldSection: old), let new = mapping.newSection(forOld: old)
      else { continue }
      guard !sections[new].state.showsItems else {
        throw ScenarioError(
          location: "steps[\(index)]",
          message: "section \(new) shows items after the update, but holds "
            + "\(items.count) that arrived while it showed none; a load step shows them")
      }
      moved[new] = items
    }
    data.held = moved
  }
}
