import CollectionLayoutCore

extension Scenario {
  /// Plays the scenario as ``frames()`` does, writing nothing, and returns its warnings: what
  /// is valid but most likely not what was meant, each located in the document as a problem
  /// is (`steps[2].fling.velocity`), in the order of the steps. `collection-layout validate`
  /// prints them on standard error after `warning: ` and still exits with status 0.
  ///
  /// - A `fling` whose velocity carries the content less than a point (a velocity given in
  ///   points per millisecond, the unit of `scrollViewWillEndDragging`, where this format
  ///   takes points per second).
  /// - An `apply` that deletes sections it does not list (an `apply` gives the whole data
  ///   after it; a section left out is deleted, not kept).
  ///
  /// - Throws: The scenario's problems, as ``frames()`` throws them.
  /// - Complexity: That of playing the scenario; the frames are dropped as they are made.
  public func warnings() throws(ScenarioError) -> [ScenarioIssue] {
    try validate()
    return try warnings(on: try makeLayout())
  }

  /// Plays the steps on `layout`, whatever its kind, and returns what they warned of.
  private func warnings<Layout: CollectionViewLayout>(on layout: Layout)
    throws(ScenarioError) -> [ScenarioIssue]
  {
    var player = FramesPlayer(
      layout: layout, scenario: self, outputLimit: Limits.maximumOutputElementCount)
    var writer = FramesStreamWriter(
      environment: layout.environment, chunkSize: FramesStreamWriter.defaultChunkSize)
    var discarded = DiscardedBytes()
    do {
      try player.play(into: &writer, sink: &discarded)
    } catch {
      switch error {
      case .scenario(let problem): throw problem
      }
    }
    return player.warnings
  }
}

/// A sink that drops every byte: playing for the warnings alone.
private struct DiscardedBytes: ByteSink {
  mutating func write(_ bytes: UnsafeRawBufferPointer) {}
}

extension FramesPlayer {
  /// The most section ids a warning names; the others are counted.
  static var namedSectionLimit: Int { 5 }

  /// Warns, at `steps[index].fling.velocity`, of a fling whose velocity carries the content
  /// less than a point with no edge in the way (at its rate; a section's strip at the normal
  /// rate, the one that carries it farthest): most likely a velocity in points per
  /// millisecond. A fling at rest (velocity 0) is meant, and not warned of.
  mutating func warnIfSlow(_ fling: Fling, at index: Int) {
    guard fling.velocity != .zero else { return }
    let rate = fling.section == nil ? fling.decelerationRate : .normal
    let x = Deceleration(offset: 0, velocity: fling.velocity.x, rate: rate).restingOffset
    let y = Deceleration(offset: 0, velocity: fling.velocity.y, rate: rate).restingOffset
    let distance = (x * x + y * y).squareRoot()
    guard distance < 1 else { return }
    warnings.append(
      ScenarioIssue(
        location: "steps[\(index)].fling.velocity",
        message: "the fling's velocity carries the content \(formatLength(distance)) points, "
          + "less than one: a velocity is in points per second (scrollViewWillEndDragging "
          + "gives points per millisecond: multiply those by 1000)"))
  }

  /// Warns, at `steps[index].apply.sections`, of an apply that deletes sections of `before`
  /// (the sections it applies to) that it does not list: an apply gives the whole data after
  /// the step, and one that lists only the section that changes deletes the others.
  mutating func warnIfDeletingUnlisted(
    _ snapshot: Snapshot, before: [LayoutSection], at index: Int
  ) {
    let listed = Set(snapshot.sections.map(\.id))
    let deleted = before.compactMap(\.id).filter { !listed.contains($0) }
    guard !deleted.isEmpty else { return }
    let limit = Self.namedSectionLimit
    let named = deleted.prefix(limit).map(Quoting.quoted).joined(separator: ", ")
    let more = deleted.count > limit ? " and \(deleted.count - limit) more" : ""
    let noun = deleted.count == 1 ? "section" : "sections"
    warnings.append(
      ScenarioIssue(
        location: "steps[\(index)].apply.sections",
        message: "the apply deletes the \(deleted.count) \(noun) it does not list (\(named)"
          + "\(more)): an apply gives the whole data after the step; list every section to "
          + "keep, by its id alone when nothing in it changes"))
  }
}
