import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// `Scenario.validationIssues()` on update steps: static values only, at their JSON locations.
@Suite struct UpdateScenarioValidationTests {
  private func issues(_ batch: BatchUpdate, sections: [LayoutSection] = countSections([3]))
    -> [String]
  {
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: sections,
      steps: [.scroll(LayoutPoint(x: 0, y: 0)), .update(batch)])
    return scenario.validationIssues().map(\.description)
  }

  @Test func aValidBatchHasNoIssuesAndBoundsAreLeftToThePlayer() {
    let batch = BatchUpdate(
      deleteSections: [7], deleteItems: [path(0, 99)], moveItems: [move(path(5, 5), path(6, 6))],
      animation: UpdateAnimation(duration: 0, fps: 240, curve: .spring(damping: 0.5, response: 2)))
    #expect(issues(batch) == [])
  }

  @Test func negativeIndexesAreReportedWhereTheyAre() {
    let batch = BatchUpdate(
      deleteSections: [0, -1], insertSections: [-2], reloadSections: [-3],
      moveSections: [SectionMove(from: -4, to: 0), SectionMove(from: 1, to: -5)],
      deleteItems: [path(0, 0), path(0, -1)], insertItems: [path(-2, 0)],
      reloadItems: [path(-3, -4)],
      moveItems: [move(path(-5, 0), path(0, 0)), move(path(0, 0), path(1, -6))])
    #expect(
      issues(batch) == [
        "steps[1].update.deleteSections[1]: expected an integer >= 0, got -1",
        "steps[1].update.insertSections[0]: expected an integer >= 0, got -2",
        "steps[1].update.reloadSections[0]: expected an integer >= 0, got -3",
        "steps[1].update.moveSections[0][0]: expected an integer >= 0, got -4",
        "steps[1].update.moveSections[1][1]: expected an integer >= 0, got -5",
        "steps[1].update.deleteItems[1][1]: expected an integer >= 0, got -1",
        "steps[1].update.insertItems[0][0]: expected an integer >= 0, got -2",
        "steps[1].update.reloadItems[0][0]: expected an integer >= 0, got -3",
        "steps[1].update.reloadItems[0][1]: expected an integer >= 0, got -4",
        "steps[1].update.moveItems[0][0][0]: expected an integer >= 0, got -5",
        "steps[1].update.moveItems[1][1][1]: expected an integer >= 0, got -6",
      ])
  }

  @Test func animationRanges() {
    func animationIssues(_ animation: UpdateAnimation) -> [String] {
      issues(BatchUpdate(animation: animation))
    }
    #expect(
      animationIssues(UpdateAnimation(fps: 0))
        == ["steps[1].update.animation.fps: expected a number > 0, got 0"])
    #expect(
      animationIssues(UpdateAnimation(fps: 241))
        == ["steps[1].update.animation.fps: expected a number <= 240, got 241"])
    #expect(
      animationIssues(UpdateAnimation(fps: .infinity))
        == ["steps[1].update.animation.fps: expected a finite number > 0, got inf"])
    #expect(
      animationIssues(UpdateAnimation(duration: -0.5))
        == ["steps[1].update.animation.duration: expected a number >= 0, got -0.5"])
    #expect(
      animationIssues(UpdateAnimation(duration: 61))
        == ["steps[1].update.animation.duration: expected a number <= 60, got 61"])
    #expect(
      animationIssues(UpdateAnimation(duration: .nan))
        == ["steps[1].update.animation.duration: expected a finite number >= 0, got nan"])
    #expect(
      animationIssues(UpdateAnimation(curve: .spring(damping: 0, response: -1))) == [
        "steps[1].update.animation.curve.spring.damping: expected a number > 0, got 0",
        "steps[1].update.animation.curve.spring.response: expected a number > 0, got -1",
      ])
  }

  @Test func afterSectionsAreCheckedLikeSections() {
    let after = [
      LayoutSection(items: .count(-1), metrics: SectionMetrics(columns: 0)),
      LayoutSection(
        items: .list([Item(id: "a"), Item(id: "a", height: 0)]),
        headers: [Supplementary(height: -1)]),
    ]
    #expect(
      issues(BatchUpdate(after: after)) == [
        "steps[1].update.after[0].metrics.columns: expected an integer >= 1, got 0",
        "steps[1].update.after[0].items: expected a count >= 0, got -1",
        "steps[1].update.after[1].headers[0].height: expected a number > 0, got -1",
        "steps[1].update.after[1].items[1].height: expected a number > 0, got 0",
        "steps[1].update.after[1].items[1].id: duplicate item id \"a\", first used at "
          + "steps[1].update.after[1].items[0].id",
      ])
  }

  @Test func afterItemIDsAreTheirOwnNamespace() {
    // `after` replaces the data: reusing the ids of the sections before is the point.
    let sections = [LayoutSection(items: .list([Item(id: "a"), Item(id: "b")]))]
    let after = [LayoutSection(items: .list([Item(id: "b"), Item(id: "a")]))]
    #expect(issues(BatchUpdate(after: after), sections: sections) == [])
  }

  @Test func theScenarioSectionsKeepTheirLocations() {
    let sections = [
      LayoutSection(items: .count(2)),
      LayoutSection(
        items: .list([Item(id: "x"), Item(id: "x")]), metrics: SectionMetrics(columns: 0)),
    ]
    #expect(
      issues(BatchUpdate(), sections: sections) == [
        "sections[1].metrics.columns: expected an integer >= 1, got 0",
        "sections[1].items[1].id: duplicate item id \"x\", first used at sections[1].items[0].id",
      ])
  }
}
