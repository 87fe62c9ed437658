import CollectionLayoutCore

/// Playing an `apply` step: the new data by identity, the batch computed.
extension FramesPlayer {
  /// Plays apply step `index`: resolves the snapshot against the data before (held items
  /// included), diffs what is on screen by identity, and holds the items of sections that
  /// show none.
  mutating func playApply(_ snapshot: Snapshot, at index: Int) throws(ScenarioError) -> FrameStep {
    if data.root != nil { return try playSourceApply(snapshot, at: index) }
    if snapshot.source != nil {
      throw ScenarioError(
        location: "steps[\(index)].apply.source",
        message: "expected no source: the scenario has no data sources")
    }
    let shown = layout.sections
    var real = shown
    for (section, items) in data.held { real[section].items = items }
    let resolved = snapshot.resolvedSections(before: real)
    var visible = resolved
    var held: [Int: Items] = [:]
    var heldRecord = BatchUpdate()
    let oldIndexes = Dictionary(
      shown.enumerated().compactMap { index, section in section.id.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    for (new, section) in resolved.enumerated() where !section.state.showsItems {
      visible[new].items = section.items.emptied
      if section.items.count > 0 { held[new] = section.items }
      let old = oldIndexes[snapshot.sections[new].id]
      let before = old.map { data.heldItems($0, shown: shown[$0].items) } ?? section.items.emptied
      heldRecord = heldRecord.appending(
        SectionItemsDifference.operations(
          from: before, in: old ?? new, to: section.items, in: new))
    }
    let batch: BatchUpdate
    do {
      batch = try BatchUpdate(
        from: shown, to: visible, anchor: snapshot.anchor,
        insertedSectionsSlideFrom: snapshot.insertedSectionsSlideFrom,
        animation: snapshot.animation)
    } catch {
      throw FramesPlayer.located(error, at: index, step: "apply")
    }
    let played = try applying(
      batch, recording: StepBatch(operations: batch.operations, held: heldRecord),
      action: .apply, at: index)
    data.held = held
    warnIfDeletingUnlisted(snapshot, before: shown, at: index)
    return played.entry
  }

  /// An identity error of step `index`, located: at the step for the data before it, at the
  /// section or item of the step's sections for the data it gives.
  static func located(_ error: IdentityError, at index: Int, step: String) -> ScenarioError {
    var location = "steps[\(index)]"
    if error.side == .after {
      switch error.problem {
      case .sectionWithoutID(let section), .duplicateSectionID(_, let section, _):
        location += ".\(step).sections[\(section)]"
      case .itemWithoutID(let path), .duplicateItemID(_, let path, _):
        location += ".\(step).sections[\(path.section)].items[\(path.item)]"
      }
    }
    return ScenarioError(location: location, message: error.message)
  }

  /// Plays an apply step addressed to a source of sections of the data sources.
  private mutating func playSourceApply(_ snapshot: Snapshot, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    guard let root = syncedRoot() else { return try playApply(snapshot, at: index) }
    let path = try sourcePath(
      snapshot.source, at: "steps[\(index)].apply", of: root, holdingSections: true)
    let before = root.laidOut()
    var source = root[path: path]
    source.content = .sections(snapshot.resolvedSections(before: source.ownSections))
    var changed = root
    changed[path: path] = source
    let after = changed.laidOut()
    var operations = BatchUpdate()
    var held = BatchUpdate()
    if let oldRange = before.ranges[path], let newRange = after.ranges[path] {
      let batch: BatchUpdate
      do {
        batch = try BatchUpdate(
          from: Array(before.sections[oldRange]), to: Array(after.sections[newRange]))
      } catch {
        throw FramesPlayer.located(error, at: index, step: "apply")
      }
      operations = batch.offset(old: oldRange.lowerBound, new: newRange.lowerBound)
      held = heldDifference(before: before, after: after, in: oldRange, newRange, root, changed)
    }
    let batch = operations.with(
      after: after.sections, anchor: snapshot.anchor,
      insertedSectionsSlideFrom: snapshot.insertedSectionsSlideFrom,
      animation: snapshot.animation)
    let played = try applying(
      batch, recording: StepBatch(operations: operations, held: held), action: .apply, at: index)
    data.root = changed
    warnIfDeletingUnlisted(snapshot, before: root[path: path].ownSections, at: index)
    return played.entry
  }

  /// The changes to the items held by the hidden sections of a source's range, by id.
  func heldDifference(
    before: SourceLayout, after: SourceLayout, in oldRange: Range<Int>, _ newRange: Range<Int>,
    _ oldRoot: DataSource, _ newRoot: DataSource
  ) -> BatchUpdate {
    var oldIndexes: [String: Int] = [:]
    for old in oldRange {
      if let id = before.sections[old].id { oldIndexes[id] = old }
    }
    var held = BatchUpdate()
    for new in newRange where after.hidden[new] {
      let owner = after.owners[new]
      let items = newRoot[path: owner.source].ownSections[owner.index].items
      let old = after.sections[new].id.flatMap { oldIndexes[$0] }
      let previous = old.map { old -> Items in
        let owner = before.owners[old]
        return oldRoot[path: owner.source].ownSections[owner.index].items
      }
      held = held.appending(
        SectionItemsDifference.operations(
          from: previous ?? items.emptied, in: old ?? new, to: items, in: new))
    }
    return held
  }

  /// The path of the source `name` names, checked: it exists (a did-you-mean otherwise)
  /// and, with `holdingSections`, holds sections. Located under `location`.
  func sourcePath(
    _ name: String?, at location: String, of root: DataSource, holdingSections: Bool
  ) throws(ScenarioError) -> [Int] {
    guard let name else {
      throw ScenarioError(
        location: location,
        message: "expected a \"source\": the sections come from data sources"
          + FramesPlayer.sourceList(root, holdingSections: holdingSections))
    }
    let candidates = root.sourceNames(holdingSections: false)
    guard let path = root.path(of: name) else {
      let hint =
        KeySuggestion.nearest(to: name, among: candidates).map {
          "did you mean \(Quoting.quoted($0))?"
        }
        ?? (candidates.isEmpty
          ? "no source has a name" : "expected one of \(StreamingReader.list(candidates))")
      throw ScenarioError(
        location: "\(location).source", message: "unknown source \(Quoting.quoted(name)); \(hint)")
    }
    if holdingSections, case .sections = root[path: path].content {
      return path
    } else if holdingSections {
      throw ScenarioError(
        location: "\(location).source",
        message: "expected a source of sections"
          + FramesPlayer.sourceList(root, holdingSections: true, beforeMore: true) + ", got "
          + "\(Quoting.quoted(name)), a \(root[path: path].kindName) source"
          + (root.sourceNames(holdingSections: true).isEmpty
            ? "; no source of sections has a name" : ""))
    }
    return path
  }
}

extension FramesPlayer {
  /// The names of `root`'s sources (those holding sections, with `holdingSections`) for a
  /// message: ` ("a", "b")`; with none, never `()`: `, and no source of sections has a name`
  /// (`, and no source has a name`), or nothing when more text follows (`beforeMore`).
  static func sourceList(_ root: DataSource, holdingSections: Bool, beforeMore: Bool = false)
    -> String
  {
    let names = root.sourceNames(holdingSections: holdingSections)
    guard names.isEmpty else { return " (" + StreamingReader.list(names) + ")" }
    guard !beforeMore else { return "" }
    return holdingSections
      ? ", and no source of sections has a name" : ", and no source has a name"
  }
}

extension DataSource {
  /// `sections`, `composed` or `segmented`, for messages.
  var kindName: String {
    switch content {
    case .sections: return "sections"
    case .composed: return "composed"
    case .segmented: return "segmented"
    }
  }
}
