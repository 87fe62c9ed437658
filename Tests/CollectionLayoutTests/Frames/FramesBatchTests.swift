import CollectionLayout
import Testing

/// The `batch` of a frames step: written on one line in a fixed order, read back, and its
/// problems located.
@Suite struct FramesBatchTests {
  private func frames(_ batch: StepBatch) -> FramesDocument {
    FramesDocument(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      steps: [
        FrameStep(
          index: 1, action: .update, viewport: LayoutSize(width: 320, height: 480),
          contentOffset: .zero, contentSize: LayoutSize(width: 320, height: 44), elements: [],
          batch: batch)
      ])
  }

  @Test func everyOperationIsWrittenAndReadBack() throws {
    let batch = StepBatch(
      operations: BatchUpdate(
        deleteSections: [3], insertSections: [0, 2], reloadSections: [1],
        moveSections: [SectionMove(from: 4, to: 1)], deleteItems: [ItemPath(section: 0, item: 2)],
        insertItems: [ItemPath(section: 0, item: 0)], reloadItems: [ItemPath(section: 2, item: 1)],
        moveItems: [
          ItemMove(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 1, item: 0))
        ]),
      held: BatchUpdate(insertItems: [ItemPath(section: 5, item: 0)]), releasedItemCount: 2)
    let text = FramesWriter.json(for: frames(batch))
    let line: String =
      #"   "batch": {"deleteSections": [3], "insertSections": [0, 2], "reloadSections": [1], "#
      + #""moveSections": [[4, 1]], "deleteItems": [[0, 2]], "insertItems": [[0, 0]], "#
      + #""reloadItems": [[2, 1]], "moveItems": [[[0, 5], [1, 0]]], "#
      + #""held": {"insertItems": [[5, 0]]}, "released": 2},"# + "\n"
    #expect(text.contains(line))
    let read = try FramesReader.read(text)
    #expect(read.steps[0].batch == batch)
    #expect(FramesWriter.json(for: read) == text)
    // An empty batch is written `{}`; a step without a batch has no key.
    #expect(FramesWriter.json(for: frames(StepBatch())).contains(#"   "batch": {},"#))
    var none = frames(StepBatch())
    none.steps[0].batch = nil
    #expect(!FramesWriter.json(for: none).contains("batch"))
  }

  @Test func wrongBatchesAreLocated() {
    let text = FramesWriter.json(for: frames(StepBatch()))
      .replacingOccurrences(
        of: #""batch": {}"#,
        with: #""batch": {"deleteItems": [[0, 1, 2], "a"], "moveSections": [[1]], "#
          + #""moveItems": [[[0, 0]]], "held": [], "released": -1}"#)
    var issues: [String] = []
    do {
      _ = try FramesReader.read(text)
    } catch {
      issues = error.issues.map(\.description)
    }
    #expect(
      issues == [
        "steps[0].batch.deleteItems[0]: expected an array of 2 elements [section, item], got an "
          + "array of 3 elements",
        "steps[0].batch.deleteItems[1]: expected an array of 2 elements [section, item], got a "
          + "string",
        "steps[0].batch.moveSections[0]: expected an array of 2 elements [from, to], got an "
          + "array of 1 element",
        "steps[0].batch.moveItems[0]: expected an array of 2 elements [[section, item], "
          + "[section, item]], got an array of 1 element",
        "steps[0].batch.held: expected an object, got an array",
        "steps[0].batch.released: expected an integer >= 0, got -1",
      ])
  }
}
