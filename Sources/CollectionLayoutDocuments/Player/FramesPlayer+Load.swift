import CollectionLayoutCore

/// Playing a `load` step: a section or a source moves to another loading state, and what
/// it shows changes in one batch.
extension FramesPlayer {
  /// Plays load step `index`.
  mutating func playLoad(_ load: Load, at index: Int) throws(ScenarioError) -> FrameStep {
    if data.root != nil { return try playSourceLoad(load, at: index) }
    let location = "steps[\(index)].load"
    let shown = layout.sections
    let section: Int
    switch load.target {
    case .section(let number):
      guard shown.indices.contains(number) else {
        throw ScenarioError(
          location: "\(location).section",
          message: shown.isEmpty
            ? "expected a section, got \(number), and there are none"
            : "expected a section index between 0 and \(shown.count - 1), got \(number)")
      }
      section = number
    case .sectionID(let id):
      guard let number = shown.firstIndex(where: { $0.id == id }) else {
        let ids = shown.compactMap(\.id)
        let hint =
          KeySuggestion.nearest(to: id, among: ids).map { "did you mean \(Quoting.quoted($0))?" }
          ?? (ids.isEmpty
            ? "no section has an id" : "expected one of \(StreamingReader.list(ids))")
        throw ScenarioError(
          location: "\(location).section",
          message: "unknown section id \(Quoting.quoted(id)); \(hint)")
      }
      section = number
    case .source:
      throw ScenarioError(
        location: "\(location).source",
        message: "expected a \"section\": the scenario has no data sources")
    }
    let current = shown[section]
    try FramesPlayer.checkTransition(from: current.state, to: load.state, at: location)
    let heldBefore =
      current.state.showsItems ? current.items : data.heldItems(section, shown: current.items)
    let items =
      load.items.map { SectionItemsDifference.resolved($0, current: heldBefore) } ?? heldBefore
    var next = current
    next.state = load.state
    if load.state.showsItems {
      next.items = items
      next.placeholder = nil
      data.held[section] = nil
    } else {
      next.items = items.emptied
      next.placeholder = FramesPlayer.placeholder(for: load, replacing: current.placeholder)
      data.held[section] = items.count > 0 ? items : nil
    }
    var operations = BatchUpdate()
    var released = 0
    var held = BatchUpdate()
    switch (current.state.showsItems, load.state.showsItems) {
    case (false, true):
      operations.insertItems = (0..<items.count).map { ItemPath(section: section, item: $0) }
      released = load.items == nil ? items.count : 0
    case (true, false):
      operations.deleteItems = (0..<current.items.count).map {
        ItemPath(section: section, item: $0)
      }
    case (true, true):
      operations = SectionItemsDifference.operations(
        from: current.items, in: section, to: items, in: section)
    case (false, false):
      held = SectionItemsDifference.operations(
        from: heldBefore, in: section, to: items, in: section)
    }
    var after = shown
    after[section] = next
    try FramesPlayer.checkLoadedIDs(load, filling: section, after: after, at: location)
    let batch = operations.with(
      after: after, anchor: load.anchor, animation: load.animation)
    return try applying(
      batch,
      recording: StepBatch(operations: operations, held: held, releasedItemCount: released),
      action: .load, at: index
    ).entry
  }

  /// Checks a move of the state machine; an illegal one names both states.
  static func checkTransition(
    from current: ContentState, to next: ContentState, at location: String
  ) throws(ScenarioError) {
    guard !current.canGo(to: next) else { return }
    throw ScenarioError(
      location: "\(location).state",
      message: "cannot go from \(Quoting.quoted(current.rawValue)) to "
        + "\(Quoting.quoted(next.rawValue)); from \(Quoting.quoted(current.rawValue)) a "
        + "section goes to \(StreamingReader.alternatives(current.successors.map(\.rawValue)))")
  }

  /// The placeholder a load to a state that shows one draws: the load's texts, or those of
  /// the placeholder before when it is of the same kind; its height stays.
  static func placeholder(for load: Load, replacing previous: Placeholder?) -> Placeholder? {
    guard let kind = load.state.placeholderKind else { return nil }
    let same = previous?.kind == kind
    return Placeholder(
      kind: kind, title: load.title ?? (same ? previous?.title : nil),
      message: load.message ?? (same ? previous?.message : nil), height: previous?.height)
  }

  /// Plays a load step addressed to a source of the data sources.
  private mutating func playSourceLoad(_ load: Load, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    guard let root = syncedRoot() else { return try playLoad(load, at: index) }
    let location = "steps[\(index)].load"
    guard case .source(let name) = load.target else {
      throw ScenarioError(
        location: "\(location).section",
        message: "expected a \"source\": the sections come from data sources"
          + FramesPlayer.sourceList(root, holdingSections: true))
    }
    let path = try sourcePath(name, at: location, of: root, holdingSections: true)
    var source = root[path: path]
    try FramesPlayer.checkTransition(from: source.state, to: load.state, at: location)
    source.state = load.state
    if let kind = load.state.placeholderKind, load.title != nil || load.message != nil {
      let previous = source.placeholder(kind)
      source.placeholders.removeAll { $0.kind == kind }
      source.placeholders.append(
        Placeholder(
          kind: kind, title: load.title ?? previous?.title,
          message: load.message ?? previous?.message, height: previous?.height))
    }
    if let items = load.items {
      var sections = source.ownSections
      guard sections.count == 1 else {
        throw ScenarioError(
          location: "\(location).items",
          message: "expected a source of one section for \"items\", got \(Quoting.quoted(name)) "
            + "with \(sections.count)")
      }
      sections[0].items = SectionItemsDifference.resolved(items, current: sections[0].items)
      source.content = .sections(sections)
    }
    var changed = root
    changed[path: path] = source
    let before = root.laidOut()
    let after = changed.laidOut()
    var operations = BatchUpdate()
    var held = BatchUpdate()
    var released = 0
    for visible in after.sections.indices {
      let owner = after.owners[visible]
      let oldItems = root[path: owner.source].ownSections[owner.index].items
      let newItems = changed[path: owner.source].ownSections[owner.index].items
      let givenHere = load.items != nil && owner.source == path
      switch (before.hidden[visible], after.hidden[visible]) {
      case (true, false):
        operations.insertItems += (0..<newItems.count).map {
          ItemPath(section: visible, item: $0)
        }
        if !givenHere { released += newItems.count }
      case (false, true):
        operations.deleteItems += (0..<oldItems.count).map {
          ItemPath(section: visible, item: $0)
        }
      case (false, false):
        operations = operations.appending(
          SectionItemsDifference.operations(
            from: oldItems, in: visible, to: newItems, in: visible))
      case (true, true):
        held = held.appending(
          SectionItemsDifference.operations(
            from: oldItems, in: visible, to: newItems, in: visible))
      }
    }
    if let filled = after.owners.firstIndex(where: { $0.source == path }) {
      try FramesPlayer.checkLoadedIDs(
        load, filling: filled, after: after.sections, at: location)
    }
    let batch = operations.with(
      after: after.sections, anchor: load.anchor, animation: load.animation)
    let played = try applying(
      batch,
      recording: StepBatch(operations: operations, held: held, releasedItemCount: released),
      action: .load, at: index)
    data.root = changed
    return played.entry
  }
}

extension DataSource {
  /// Moves every source of sections shown that is still `initial` to `loading`, as the
  /// sample's segmented source loads a child when it is selected.
  mutating func startLoadingShownInitialSources() {
    switch content {
    case .sections:
      if state == .initial { state = .loading }
    case .composed(var children):
      for index in children.indices { children[index].startLoadingShownInitialSources() }
      content = .composed(children)
    case .segmented(var segmented):
      if segmented.children.indices.contains(segmented.selected) {
        segmented.children[segmented.selected].startLoadingShownInitialSources()
      }
      content = .segmented(segmented)
    }
  }
}
