import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The limits the decoder applies while it reads: the document's size, refused before
/// reading, and the elements of each kind in the whole document, where reading stops at the
/// first element past the limit. The limits are lowered here; their values are ``Limits``'s.
@Suite struct ReadingLimitTests {
  /// The issues of decoding `json` within `limits`.
  private func issues(_ json: String, limits: ReadingLimits) -> [String] {
    let bytes = Array(json.utf8)
    do {
      _ = try DocumentBytes.reading(bytes) { bytes throws(ScenarioError) in
        try ScenarioDecoder.decode(bytes, limits: limits)
      }
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func theDocumentSizeIsCheckedBeforeReading() {
    var limits = ReadingLimits()
    limits.inputSize = 100
    let document = scenarioJSON(String(repeating: " ", count: 100))
    #expect(
      issues(document, limits: limits) == [
        "expected a document of at most 100 bytes, got \(document.utf8.count)"
      ])
    // Even a malformed document is refused for its size first.
    #expect(
      issues(String(repeating: "[", count: 101), limits: limits) == [
        "expected a document of at most 100 bytes, got 101"
      ])
    #expect(ReadingLimits.maximumInputSize == 1_073_741_824)
  }

  @Test func listedItemsStopReadingAtTheFirstPastTheLimit() {
    var limits = ReadingLimits()
    limits.listedItems = 3
    // The problems found before the stop are reported with it; nothing after it is read,
    // not even the malformed end.
    let json = scenarioJSON(
      #""displayScale": "2", "sections": [{"items": [{}, {}]}, {"items": 1000}, "#
        + #"{"items": [{"height": true}, {}, {"id": 1}]}], "steps": [}"#)
    #expect(
      issues(json, limits: limits) == [
        "displayScale: expected a number, got a string",
        "sections[2].items[0].height: expected a number, got a boolean",
        "sections[2].items[1]: expected at most 3 items listed one by one in the document, got "
          + "more; reading stopped here",
      ])
    #expect(ReadingLimits.maximumListedItemCount == 20_000_000)
  }

  @Test func oneListOfSectionsStopsReadingPastTheItemLimit() {
    var limits = ReadingLimits()
    limits.listedItemsPerList = 3
    // Each list of sections counts its own listed items: the after list starts again at 0.
    let valid = scenarioJSON(
      #""sections": [{"items": [{}, {}]}, {"items": [{}]}], "#
        + #""steps": [{"update": {"after": [{"items": [{}, {}, {}]}]}}]"#)
    #expect(issues(valid, limits: limits) == [])
    let json = scenarioJSON(
      #""sections": [{"items": [{}, {}]}, {"items": 100}, {"items": [{}, {}]}]"#)
    #expect(
      issues(json, limits: limits) == [
        "sections[2].items[1]: expected at most 3 items in all sections, got more; reading "
          + "stopped here"
      ])
    #expect(Limits.maximumItemCount == 10_000_000)
  }

  @Test func sectionsCountInEveryListOfTheDocument() {
    var limits = ReadingLimits()
    limits.sections = 2
    let json = scenarioJSON(
      #""sections": [{}], "steps": [{"update": {"after": [{}, {"items": 2}]}}]"#)
    #expect(
      issues(json, limits: limits) == [
        "steps[0].update.after[1]: expected at most 2 sections in the document, got more; "
          + "reading stopped here"
      ])
    #expect(ReadingLimits.maximumDocumentSectionCount == 1_000_000)
  }

  @Test func headersAndFootersCountTogether() {
    var limits = ReadingLimits()
    limits.supplementaries = 2
    let json = scenarioJSON(
      #""globalHeaders": [{"height": 1}], "sections": [{"footers": [{"height": 1}, {"height": 1}]}]"#
    )
    #expect(
      issues(json, limits: limits) == [
        "sections[0].footers[1]: expected at most 2 headers and footers in the document, got "
          + "more; reading stopped here"
      ])
    #expect(ReadingLimits.maximumDocumentSupplementaryCount == 1_000_000)
  }

  @Test func stepsStopReadingPastTheirReadingLimit() {
    var limits = ReadingLimits()
    limits.steps = 2
    let step = #"{"scroll": {"x": 0, "y": 0}}"#
    let json = scenarioJSON(#""steps": [\#(step), \#(step),  \#(step)]"#)
    #expect(
      issues(json, limits: limits) == [
        "steps[2]: expected at most 2 steps in the document, got more; reading stopped here"
      ])
    #expect(ReadingLimits.maximumDocumentStepCount == 100_000)
  }

  @Test func updateEntriesCountOverEveryList() {
    var limits = ReadingLimits()
    limits.updateEntries = 3
    let json = scenarioJSON(
      #""sections": [{"items": 3}], "steps": [{"update": {"deleteSections": [0], "#
        + #""insertItems": [[0, 0]]}}, {"update": {"moveItems": [[[0, 0], [0, 1]], [[0, 1], [0, 2]]]}}]"#
    )
    #expect(
      issues(json, limits: limits) == [
        "steps[1].update.moveItems[1]: expected at most 3 update entries in the document, got "
          + "more; reading stopped here"
      ])
    #expect(ReadingLimits.maximumUpdateEntryCount == 10_000_000)
  }

  @Test func theLimitsAreAboveWhatAValidScenarioNeeds() {
    // Every list a valid scenario may hold fits within the reading limits, twice for items
    // (the sections and one update's after).
    #expect(ReadingLimits.maximumListedItemCount >= 2 * Limits.maximumItemCount)
    #expect(ReadingLimits.maximumDocumentSectionCount >= Limits.maximumSectionCount)
    #expect(ReadingLimits.maximumDocumentStepCount >= Limits.maximumStepCount)
    #expect(ReadingLimits.maximumDocumentSupplementaryCount >= 3 * Limits.maximumSupplementaryCount)
  }

  @Test func validationLimitsKeepTheirCountsBelowTheReadingLimits() {
    // 1,001 headers are read (the reading limit is far above) and reported with their count.
    let headers = Array(repeating: #"{"height": 1}"#, count: 1001).joined(separator: ", ")
    #expect(
      decodingIssues(scenarioJSON(#""globalHeaders": [\#(headers)]"#)) == [
        "globalHeaders: expected at most 1000 entries, got 1001"
      ])
  }
}
