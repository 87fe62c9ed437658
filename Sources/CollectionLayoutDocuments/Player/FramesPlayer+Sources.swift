import CollectionLayoutCore

/// Playing the steps addressed to data sources: batches in a source's own index space, and
/// segmented switches.
extension FramesPlayer {
  /// Plays an update step of batches addressed to sources, coalesced into one batch: each
  /// batch is checked against its source's sections (UIKit's rules, in the source's index
  /// space), then moved to the collection's index space, deletes by where the source's
  /// sections were before the step and inserts by where they are after it. Item operations
  /// of a source that shows no items are held.
  mutating func playSourceUpdates(_ updates: [SourceUpdate], at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    guard let root = syncedRoot() else {
      throw ScenarioError(
        location: "steps[\(index)].update.source",
        message: "expected no source: the scenario has no data sources")
    }
    var changed = root
    var paths: [[Int]] = []
    for (position, update) in updates.enumerated() {
      let location =
        updates.count == 1 ? "steps[\(index)].update" : "steps[\(index)].update[\(position)]"
      let path = try sourcePath(update.source, at: location, of: root, holdingSections: true)
      guard !paths.contains(path) else {
        throw ScenarioError(
          location: "\(location).source",
          message: "source \(Quoting.quoted(update.source)) is updated twice in one step; "
            + "give all its changes in one batch")
      }
      paths.append(path)
      var source = changed[path: path]
      let mapping: UpdateMapping
      do {
        mapping = try UpdateMapping(before: source.ownSections, batch: update.batch)
      } catch {
        throw ScenarioError(
          location: location,
          message: "in source \(Quoting.quoted(update.source)): \(error.message)")
      }
      source.content = .sections(mapping.sectionsAfter)
      changed[path: path] = source
    }
    let before = root.laidOut()
    let after = changed.laidOut()
    var operations = BatchUpdate()
    var held = BatchUpdate()
    for (update, path) in zip(updates, paths) {
      guard let oldRange = before.ranges[path], let newRange = after.ranges[path] else { continue }
      let mapped = update.batch.offset(
        old: oldRange.lowerBound, new: newRange.lowerBound)
      if oldRange.isEmpty || !before.hidden[oldRange.lowerBound] {
        operations = operations.appending(mapped)
      } else {
        var sectionsOnly = mapped
        sectionsOnly.deleteItems = []
        sectionsOnly.insertItems = []
        sectionsOnly.reloadItems = []
        sectionsOnly.moveItems = []
        operations = operations.appending(sectionsOnly)
        held = held.appending(
          BatchUpdate(
            deleteItems: mapped.deleteItems, insertItems: mapped.insertItems,
            reloadItems: mapped.reloadItems, moveItems: mapped.moveItems))
      }
    }
    let first = updates.first?.batch ?? BatchUpdate()
    let batch = operations.with(
      after: after.sections, anchor: first.anchor,
      insertedSectionsSlideFrom: first.insertedSectionsSlideFrom, animation: first.animation)
    let played = try applying(
      batch, recording: StepBatch(operations: operations, held: held), action: .update,
      at: index)
    data.root = changed
    return played.entry
  }

  /// Plays a select step: the segmented source shows another child, in one batch that
  /// deletes the sections shown and inserts the child's, sliding from the side the segment
  /// lies on. A child still `initial` starts loading.
  mutating func playSelect(_ selection: SegmentSelection, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    let location = "steps[\(index)].select"
    guard let root = syncedRoot() else {
      throw ScenarioError(
        location: "\(location).source",
        message: "expected no select step: the scenario has no data sources")
    }
    let path = try sourcePath(selection.source, at: location, of: root, holdingSections: false)
    guard case .segmented(var segmented) = root[path: path].content else {
      let segmentedNames = root.segmentedSourceNames()
      throw ScenarioError(
        location: "\(location).source",
        message: "expected a segmented source ("
          + (segmentedNames.isEmpty ? "there is none" : StreamingReader.list(segmentedNames))
          + "), got \(Quoting.quoted(selection.source)), a \(root[path: path].kindName) source")
    }
    guard segmented.children.indices.contains(selection.segment) else {
      throw ScenarioError(
        location: "\(location).segment",
        message: "expected a segment between 0 and \(segmented.children.count - 1), got "
          + "\(selection.segment)")
    }
    let previous = segmented.selected
    segmented.selected = selection.segment
    segmented.children[selection.segment].startLoadingShownInitialSources()
    var source = root[path: path]
    source.content = .segmented(segmented)
    var changed = root
    changed[path: path] = source
    let before = root.laidOut()
    let after = changed.laidOut()
    var operations = BatchUpdate()
    if previous != selection.segment, let oldRange = before.ranges[path],
      let newRange = after.ranges[path]
    {
      operations.deleteSections = Array(oldRange)
      operations.insertSections = Array(newRange)
    }
    let batch = operations.with(
      after: after.sections, anchor: selection.anchor,
      insertedSectionsSlideFrom: selection.segment > previous ? .trailing : .leading,
      animation: selection.animation)
    let played = try applying(
      batch, recording: StepBatch(operations: operations), action: .select, at: index)
    data.root = changed
    return played.entry
  }
}

extension DataSource {
  /// The names of the segmented sources of the tree, in tree order.
  func segmentedSourceNames() -> [String] {
    var names: [String] = []
    forEachSource { source, _ in
      if case .segmented = source.content, let name = source.name { names.append(name) }
    }
    return names
  }
}
