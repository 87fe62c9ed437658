import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Random scenarios (``ScenarioGenerator``) with random valid batch updates (the updates
/// tests' ``RandomBatches``), played step by step. Every layout keeps ``LayoutInvariants``,
/// and every transition keeps ``TransitionInvariants``; the frames of the whole scenario
/// equal what the step-by-step play produced.
@Suite struct TransitionPropertyTests {
  /// The number of generated scenarios per run; each plays 3 updates among its steps.
  static let scenarioCount = 200

  @Test func generatedUpdatesKeepEveryInvariant() throws {
    var generator = ScenarioGenerator(seed: 2015)
    var batches = RandomBatches(seed: 0x5EED_0100)
    var transitions = 0
    var records = 0
    for index in 0..<Self.scenarioCount {
      var scenario = generator.scenario(steps: 0)
      scenario.output.elements = .all
      var layout = try GridLayout(scenario: scenario)
      var offset = scenario.environment.initialContentOffset
      var problems = LayoutInvariants.violations(of: layout, at: offset)
      var expected: [FrameStep] = []
      for stepIndex in 0..<6 {
        let step: ScenarioStep
        if stepIndex % 2 == 1 {
          let counts = layout.sections.map(\.items.count)
          var batch = batches.validBatch(counts: counts)
          // Item operations addressed to a section showing a placeholder are held by the
          // player (the data-to-updates work), not played: draw batches without them.
          while HeldOperations(batch: batch, before: layout.sections) != nil {
            batch = batches.validBatch(counts: counts)
          }
          let masonry = Set(
            layout.sections.indices.filter { layout.sections[$0].metrics.arrangement == .masonry })
          Self.decorate(
            &batch, random: &generator.random, counts: counts, masonrySections: masonry,
            keeping: layout.sections)
          step = .update(batch)
          let update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
          let transition = update.transition(for: .all)
          transitions += 1
          records += transition.changes.count
          problems += TransitionInvariants.violations(of: update, transition: transition).map {
            "steps[\(stepIndex)]: \($0)"
          }
          layout = update.newLayout
          offset = update.targetContentOffset
          var entry = Self.entry(stepIndex + 1, .update, layout, offset, transition)
          entry.batch = StepBatch(operations: batch.operations)
          expected.append(entry)
        } else {
          let target = generator.offset(width: layout.environment.viewport.width)
          step = .scroll(target)
          offset = target
          expected.append(Self.entry(stepIndex + 1, .scroll, layout, offset, nil))
        }
        scenario.steps.append(step)
        problems += LayoutInvariants.violations(of: layout, at: offset).map {
          "steps[\(stepIndex)]: \($0)"
        }
      }
      let frames = try scenario.frames()
      if Array(frames.steps.dropFirst()) != expected {
        problems.append("the frames differ from the step-by-step play")
      }
      guard problems.isEmpty else {
        Issue.record("case \(index): \(problems.prefix(5).joined(separator: "\n"))\n\(scenario)")
        return
      }
    }
    #expect(transitions == Self.scenarioCount * 3)
    #expect(records > 30_000, "\(records) records")
  }

  /// Gives a batch a random anchor, slide, short animation and, sometimes, the data source's
  /// answer with items of their own heights.
  static func decorate(
    _ batch: inout BatchUpdate, random: inout SeededRandom, counts: [Int],
    masonrySections: Set<Int> = [], keeping sections: [LayoutSection] = []
  ) {
    batch.anchor = random.pick(UpdateAnchor.allCases)
    batch.insertedSectionsSlideFrom = random.pick([nil, .leading, .trailing])
    batch.animation = UpdateAnimation(
      duration: random.pick([0, 0.05, 0.1]), fps: random.pick([20, 30, 60]),
      curve: random.pick([
        .linear, .easeIn, .easeOut, .easeInOut, .spring(damping: 0.5, response: 0.3),
        .spring(damping: 1, response: 0.2), .spring(damping: 2.5, response: 0.4),
      ]))
    // Masonry sections need the data source's answer: their items need heights.
    let hasMasonry = masonrySections.contains { $0 < counts.count }
    if random.chance(0.3) || hasMasonry,
      let mapping = try? UpdateMapping(before: countSections(counts), batch: batch)
    {
      batch.after = mapping.sectionsAfter.enumerated().map { new, section in
        var answered = section
        let old = mapping.oldSection(forNew: new)
        let isMasonry = old.map(masonrySections.contains) ?? false
        if isMasonry {
          answered.metrics.arrangement = .masonry
          answered.metrics.masonryPlacement = random.pick([.shortest, .stable])
        }
        // A section the update keeps keeps its headers and footers: an answer without them
        // is an error (the data-to-updates work).
        if let old, sections.indices.contains(old), !mapping.isReloaded(newSection: new) {
          answered.headers = sections[old].headers
          answered.footers = sections[old].footers
        }
        let heights = (0..<section.items.count).map { _ in random.double(1...120) }
        answered.items = .list(
          heights.map { Item(height: isMasonry || random.chance(0.5) ? $0 : nil) })
        return answered
      }
    }
  }

  /// The frames entry the player makes for a step.
  static func entry(
    _ index: Int, _ action: StepAction, _ layout: GridLayout, _ offset: LayoutPoint,
    _ transition: LayoutTransition?
  ) -> FrameStep {
    FrameStep(
      index: index, action: action, viewport: layout.environment.viewport,
      contentOffset: offset, contentSize: layout.contentSize,
      elements: layout.allElements(at: offset), transition: transition)
  }
}

/// The invariants of an update's transition with the output mode "all":
///
/// - every element of the old layout (at the old offset) is the `before` of exactly one
///   record, whose initial attributes are its attributes; every element of the new layout (at
///   the target offset) is the `after` of exactly one record, whose final attributes are its
///   attributes; every record has a `before` or an `after`;
/// - a record with both pairs elements the update's correspondence pairs, both ways (the
///   correspondence is a bijection between the surviving elements);
/// - every number is finite, and the target offset is a valid offset of the new layout;
/// - the first animation frame is the initial state (the old offset, every record at its
///   initial frame and alpha, listed when that frame is on screen), and the last is the final
///   state (the target offset, every record at its final frame and alpha).
enum TransitionInvariants {
  static func violations(of update: LayoutUpdate<GridLayout>, transition: LayoutTransition)
    -> [String]
  {
    var problems: [String] = []
    let old = update.oldLayout.allElements(at: update.oldContentOffset)
    let new = update.newLayout.allElements(at: update.targetContentOffset)
    var byBefore: [ElementID: [ElementChange]] = [:]
    var byAfter: [ElementID: [ElementChange]] = [:]
    for record in transition.changes {
      if let before = record.before { byBefore[before, default: []].append(record) }
      if let after = record.after { byAfter[after, default: []].append(record) }
      if record.before == nil && record.after == nil { problems.append("a record with no id") }
      for rect in [record.initial.frame, record.final.frame] where !rect.isFinite {
        problems.append("\(record.id): a non-finite frame")
      }
      if let before = record.before, let after = record.after {
        if update.newID(forOld: before) != after || update.oldID(forNew: after) != before {
          problems.append("\(before) -> \(after) is not the correspondence, both ways")
        }
      }
    }
    for element in old {
      let records = byBefore[element.id] ?? []
      if records.count != 1 {
        problems.append("old \(element.id) is in \(records.count) records")
      } else if records[0].initial != element {
        problems.append("old \(element.id) starts elsewhere than where it was")
      }
    }
    for element in new {
      let records = byAfter[element.id] ?? []
      if records.count != 1 {
        problems.append("new \(element.id) is in \(records.count) records")
      } else if records[0].final != element {
        problems.append("new \(element.id) ends elsewhere than where it is")
      }
    }
    if byBefore.count != old.count || byAfter.count != new.count {
      problems.append("records name elements the layouts do not have")
    }
    let valid = update.newLayout.validContentOffsets
    let target = update.targetContentOffset
    if !valid.x.contains(target.x) || !valid.y.contains(target.y) {
      problems.append("the target offset \(target) is not valid")
    }
    problems += animationViolations(of: update, transition: transition)
    return problems
  }

  /// The first and last animation frames against the records; finite numbers throughout.
  static func animationViolations(of update: LayoutUpdate<GridLayout>, transition: LayoutTransition)
    -> [String]
  {
    var problems: [String] = []
    guard let first = transition.frames.first, let last = transition.frames.last,
      transition.frames.count >= 2
    else { return ["fewer than two animation frames"] }
    for frame in transition.frames {
      if !frame.contentOffset.x.isFinite || !frame.contentOffset.y.isFinite || !frame.time.isFinite
      {
        problems.append("frame \(frame.frame): a non-finite offset or time")
      }
      for element in frame.elements where !element.frame.isFinite || !element.alpha.isFinite {
        problems.append("frame \(frame.frame): \(element.id) is not finite")
      }
    }
    if first.contentOffset != update.oldContentOffset || first.time != 0 {
      problems.append("the first frame is not at the old offset and time 0")
    }
    if last.contentOffset != update.targetContentOffset
      || last.time != update.batch.animation.duration
    {
      problems.append("the last frame is not at the target offset and the duration")
    }
    let viewport = update.newLayout.environment.viewport
    for (frame, state) in [(first, \ElementChange.initial), (last, \ElementChange.final)] {
      let visible = LayoutRect(origin: frame.contentOffset, size: viewport)
      let expected = transition.changes.enumerated().filter {
        $0.element[keyPath: state].frame.intersects(visible)
      }
      let listed = frame.elements.map(\.change)
      if listed != expected.map(\.offset) {
        problems.append("frame \(frame.frame) lists other records than those on screen")
        continue
      }
      for (element, (_, record)) in zip(frame.elements, expected)
      where element.frame != record[keyPath: state].frame
        || element.alpha != record[keyPath: state].alpha
      {
        problems.append("frame \(frame.frame): \(element.id) is not at its \(state) attributes")
      }
    }
    return problems
  }
}
