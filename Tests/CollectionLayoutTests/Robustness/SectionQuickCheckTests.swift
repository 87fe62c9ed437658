import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The shortcuts that prepare sections without copying them agree with the full checks they
/// skip: the quick validity check of a section never accepts a section the full checks find a
/// problem in, and comparing sections in place is `==`.
@Suite struct SectionQuickCheckTests {
  /// One section per value the quick check reads, valid and invalid: each differs from a
  /// plain section of uniform items in one property.
  static let variants: [LayoutSection] = {
    let bad = [0, -1, .nan, .infinity, -.infinity, 2_000_000, -0.0]
    let good = [0.5, 44, 1_000_000]
    var sections = [LayoutSection(items: .count(3)), LayoutSection()]
    func adding(_ change: (inout LayoutSection) -> Void) {
      var section = LayoutSection(items: .count(3), headers: [Supplementary(height: 40)])
      change(&section)
      sections.append(section)
    }
    for value in bad + good {
      adding { $0.metrics.rowHeight = value }
      adding { $0.metrics.columnSpacing = value }
      adding { $0.metrics.rowSpacing = value }
      adding { $0.metrics.padding = LayoutInsets(top: 1, left: value) }
      adding { $0.metrics.padding = LayoutInsets(bottom: value) }
      adding { $0.metrics.separators = SeparatorMetrics(insets: HorizontalInsets(right: value)) }
      adding { $0.metrics.separators = SeparatorMetrics(insets: HorizontalInsets(left: value)) }
      adding { $0.metrics.separators = SeparatorMetrics(thickness: value) }
      adding { $0.metrics.editActions = [EditAction(title: "Delete", width: value)] }
      adding { $0.headers = [Supplementary(height: value)] }
      adding { $0.headers.append(Supplementary(height: 1, padding: LayoutInsets(right: value))) }
      adding { $0.footers = [Supplementary(height: 20), Supplementary(height: value)] }
      adding { $0.footers = [Supplementary(height: value, isHeightEstimated: true)] }
      adding { $0.placeholder = Placeholder(kind: .loading, height: value) }
    }
    for columns in [-1, 0, 1, 3, 1_000, 1_001] {
      adding { $0.metrics.columns = columns }
    }
    for count in [-1, 0, 7] {
      adding { $0.items = .count(count) }
      adding { $0.items = .measuredCount(count, measured: MeasuredHeights()) }
    }
    adding { $0.items = .list([Item(height: 10), Item(aspectRatio: -1)]) }
    adding { $0.headers = Array(repeating: Supplementary(height: 1), count: 1_001) }
    adding { $0.footers = Array(repeating: Supplementary(height: 1), count: 1_000) }
    for state in ContentState.allCases {
      adding { $0.state = state }
      adding {
        $0.items = .count(0)
        $0.state = state
      }
    }
    adding { $0.version = -1 }
    adding { $0.version = 2 }
    adding { $0.id = "a" }
    adding { $0.metrics.separators = SeparatorMetrics(row: true) }
    adding { $0.metrics.backgroundColor = LayoutColor(red: 1, green: 2, blue: 3) }
    adding { $0.metrics.arrangement = .masonry }
    return sections
  }()

  /// The problems of a section's own values, by the full checks (the ones the quick check
  /// stands in for).
  private func fullCheckIssues(_ section: LayoutSection) -> [LayoutIssue] {
    var checker = RangeChecker()
    checker.checkContent(of: section, at: "s")
    checker.checkMetrics(section.metrics, at: "s.metrics")
    checker.checkSupplementaries(section.headers, at: "s.headers")
    checker.checkSupplementaries(section.footers, at: "s.footers")
    if let height = section.placeholder?.height {
      checker.checkPositive(height, at: "s.placeholder.height")
    }
    if section.items.count < 0 { checker.report("s.items", "negative") }
    return checker.issues
  }

  @Test func quickCheckAcceptsOnlySectionsWithoutProblems() {
    var accepted = 0
    for (index, section) in Self.variants.enumerated() {
      guard let count = RangeChecker.uniformCountIfPlainlyValid([section], at: 0) else { continue }
      accepted += 1
      #expect(fullCheckIssues(section).isEmpty, "variant \(index): \(section)")
      #expect(section.items == .count(count), "variant \(index)")
    }
    // The usual sections take the shortcut: plain ones, and ones with valid metrics,
    // headers and footers of their own.
    #expect(accepted > Self.variants.count / 3)
    #expect(RangeChecker.uniformCountIfPlainlyValid([Self.variants[0]], at: 0) == 3)
  }

  @Test func sectionsAfterPlainOnesAreReportedInDocumentOrder() {
    // Problems of sections checked in full, between sections that take the shortcut, are
    // reported as before: in document order, each at its location.
    let plain = LayoutSection(items: .count(4), headers: [Supplementary(height: 30)])
    var badHeader = plain
    badHeader.headers = [Supplementary(height: -1)]
    var badMetrics = plain
    badMetrics.metrics.columns = 0
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: [plain, badHeader, plain, plain, badMetrics, plain])
    #expect(
      scenario.validationIssues().map(\.description) == [
        "sections[1].headers[0].height: expected a number > 0, got -1",
        "sections[4].metrics.columns: expected an integer >= 1, got 0",
      ])
  }

  @Test func comparingInPlaceIsEquality() {
    // Sections that differ only by the layout their section asks for are not equal.
    let laidOut = [
      LayoutSection(
        items: .count(3),
        layout: SectionLayout(FlowSectionLayout(itemSize: LayoutSize(width: 300, height: 20)))),
      LayoutSection(
        items: .count(3),
        layout: SectionLayout(FlowSectionLayout(itemSize: LayoutSize(width: 100, height: 20)))),
    ]
    let originals = Self.variants + laidOut
    let sections =
      originals
      + originals.map { section in
        // The same values in other storage: equal, though no list is shared.
        var copy = LayoutSection()
        copy.items = section.items
        copy.metrics = section.metrics
        copy.headers = Array(section.headers.reversed().reversed())
        copy.footers = Array(section.footers.reversed().reversed())
        copy.placeholder = section.placeholder
        copy.id = section.id
        copy.version = section.version
        copy.state = section.state
        copy.layout = section.layout
        return copy
      }
    SectionsHandle.read(sections) { buffer in
      for first in buffer.indices {
        for second in buffer.indices {
          #expect(
            LayoutSection.areEqual(buffer, first, buffer, second)
              == (sections[first] == sections[second]), "\(first) and \(second)")
        }
      }
    }
  }
}
