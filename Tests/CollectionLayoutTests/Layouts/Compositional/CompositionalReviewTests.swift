import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The review's findings on the compositional layout: the slot budget of a template, templates
/// shared between sections of the same shape, and a global footer that does not extend.
@Suite struct CompositionalReviewTests {
  typealias Sample = AppleSample

  /// A 1-point item, 1 × 1.
  static let dot = Sample.item(.absolute(1), .absolute(1))

  /// The budget is the whole template's: a vertical group of 10,000 horizontal groups, each
  /// repeating 1-point items across 390 points (390 each, 3,900,000 in all), stops at 10,000
  /// slots, not 10,000 a level.
  @Test func oneSlotBudgetForTheWholeTemplate() {
    let row = CompositionalGroup.horizontal(
      size: Sample.size(.fractionalWidth(1), .absolute(1)), subitems: [Self.dot])
    let column = CompositionalGroup.vertical(
      size: Sample.size(.fractionalWidth(1), .absolute(10_000)), subitems: [.group(row)],
      count: 10_000)
    let template = GroupTemplate(column, in: LayoutSize(width: 390, height: 844))
    #expect(template.slots.count == 10_000)
    // 390 slots a row: the last slot is row 25's (10,000 = 25 × 390 + 250), slot 249.
    #expect(isFrame(template.slots.last?.frame, 249, 25, 1, 1))
  }

  /// A description whose counts ask for more than 10,000 slots is rejected before solving:
  /// 10,000 groups of 10,000 items are 100,000,000 slots.
  @Test func countsBeyondTheSlotBudget() {
    let item = Sample.item(.fractionalWidth(1), .fractionalHeight(1))
    let inner = CompositionalGroup.horizontal(
      size: Sample.size(.fractionalWidth(1), .absolute(1)), subitems: [item], count: 10_000)
    let outer = CompositionalGroup.vertical(
      size: Sample.size(.fractionalWidth(1), .absolute(10_000)), subitems: [.group(inner)],
      count: 10_000)
    #expect(throws: LayoutError.self) {
      try Sample.layout([(1, CompositionalSection(group: outer))])
    }
    // 100 × 100 is within the budget.
    var small = outer
    small.count = 100
    small.subitems = [
      .group(
        .horizontal(
          size: Sample.size(.fractionalWidth(1), .absolute(1)), subitems: [item], count: 100))
    ]
    #expect(throws: Never.self) { try Sample.layout([(1, CompositionalSection(group: small))]) }
  }

  /// 100,000 sections that take the configuration's section solve its group once; sections
  /// with their own layout of the same shape share a template too.
  @Test func sectionsOfTheSameShapeShareOneTemplate() {
    let configuration = CompositionalConfiguration(section: Sample.grid())
    let sections = Array(repeating: LayoutSection(items: .count(3)), count: 100_000)
    var solver = CompositionalSolver(
      configuration: configuration,
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)))
    let solved = solver.solve(sections)
    #expect(solved.templatesSolved == 1)
    #expect(solved.geometries.count == 100_000)
    // Own layouts: the grid twice and the list once are two shapes.
    let own = [Sample.grid(), Sample.list, Sample.grid()].map {
      LayoutSection(items: .count(3), layout: SectionLayout($0))
    }
    var other = CompositionalSolver(
      configuration: configuration,
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 844)))
    #expect(other.solve(own).templatesSolved == 2)
  }

  /// A global footer that does not extend the boundary overlaps the end of the content, as a
  /// section footer does: 2 rows of 44 end at 88, so a 20-point footer is at 68 … 88 and the
  /// content stays 88 tall.
  @Test func globalFooterThatDoesNotExtendEndsWithTheContent() throws {
    let layout = try Sample.layout(
      [(2, Sample.list)],
      configuration: CompositionalConfiguration(boundarySupplementaryItems: [
        BoundarySupplementary(
          kind: "footer", size: Sample.size(.fractionalWidth(1), .absolute(20)),
          alignment: .bottom, extendsBoundary: false)
      ]))
    #expect(isFrame(layout.frame("globalFooter/0"), 0, 68, 390, 20))
    #expect(layout.contentSize.height == 88)
  }
}
