import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Swipe to edit and editing mode, on a grid of 4 items in 2 columns 160 points wide, rows 100
/// tall, with two edit actions (Delete 80 points at the trailing edge, Favorite 90 to its left).
@Suite struct EditingTests {
  typealias I = Interactions

  static let actions = [
    EditAction(title: "Delete", width: 80, style: .destructive),
    EditAction(title: "Favorite", width: 90),
  ]

  static func grid(_ steps: [ScenarioStep], metrics: SectionMetrics = SectionMetrics()) -> Scenario
  {
    I.grid(
      items: 4, columns: 2, steps: steps,
      metrics: SectionMetrics(editActions: actions).overriding(metrics))
  }

  static func swipe(_ item: Int, _ distance: Double) -> ScenarioStep {
    .swipe(Swipe(item: I.path(0, item), distance: distance))
  }

  @Test func aSwipeShiftsTheItemAndRevealsItsActions() throws {
    let frames = try Self.grid([Self.swipe(1, 100)]).frames()
    let swiped = frames.steps[1]
    // Item 1 (x 160 … 320) shifted left by 100; the actions stay at its trailing edge.
    #expect(swiped.frame(I.item(0, 1)) == LayoutRect(x: 60, y: 0, width: 160, height: 100))
    #expect(swiped.element(I.item(0, 1))?.customAttributes["swipeOffset"] == .number(100))
    let delete = try #require(swiped.element(.named("editAction/0/1/0")))
    #expect(delete.frame == LayoutRect(x: 240, y: 0, width: 80, height: 100))
    #expect(delete.customAttributes["title"] == .string("Delete"))
    #expect(delete.customAttributes["style"] == .string("destructive"))
    #expect(delete.zIndex < swiped.element(I.item(0, 1))?.zIndex ?? 0)
    #expect(
      swiped.frame(.named("editAction/0/1/1")) == LayoutRect(x: 150, y: 0, width: 90, height: 100))
    let record = try #require(swiped.transition?.changes.first { $0.id == I.item(0, 1) })
    #expect(record.initial.frame.minX == 160)
    #expect(record.final.frame.minX == 60)
  }

  @Test func pastTheActionsTheItemStopsOpen() throws {
    let frames = try Self.grid([Self.swipe(1, 500)]).frames()
    #expect(
      frames.steps[1].frame(I.item(0, 1)) == LayoutRect(x: -10, y: 0, width: 160, height: 100))
  }

  @Test func anotherSwipeClosesTheOpenItemAndZeroCloses() throws {
    let frames = try Self.grid([Self.swipe(0, 80), Self.swipe(2, 80), Self.swipe(2, 0)]).frames()
    let second = frames.steps[2]
    #expect(second.frame(I.item(0, 0)) == LayoutRect(x: 0, y: 0, width: 160, height: 100))
    #expect(second.frame(I.item(0, 2)) == LayoutRect(x: -80, y: 100, width: 160, height: 100))
    #expect(!second.ids.contains("editAction/0/0/0"))
    let closing = try #require(
      second.transition?.changes.first { $0.id == .named("editAction/0/0/0") })
    #expect(closing.change == .deleted)
    #expect(frames.steps[3].elements == frames.steps[0].elements)
  }

  @Test func deletingTheSwipedItemTakesItsActionsAlong() throws {
    let frames = try Self.grid([
      Self.swipe(1, 170), .update(BatchUpdate(deleteItems: [I.path(0, 1)])),
    ]).frames()
    let deleted = frames.steps[2]
    let transition = try #require(deleted.transition)
    for id in ["item/0/1", "editAction/0/1/0", "editAction/0/1/1"] {
      let record = try #require(transition.changes.first { $0.before == .named(id) })
      #expect(record.change == .deleted, "\(id)")
    }
    #expect(!deleted.ids.contains { $0.hasPrefix("editAction") })
    // Item 2 moved up into slot 1: it is not swiped.
    #expect(deleted.frame(I.item(0, 1)) == LayoutRect(x: 160, y: 0, width: 160, height: 100))
  }

  @Test func editingModeShowsControlsInsideEveryItem() throws {
    let frames = try Self.grid([.editing(true)]).frames()
    let editing = frames.steps[1]
    let item = try #require(editing.element(I.item(0, 0)))
    #expect(item.customAttributes["editing"] == .boolean(true))
    #expect(item.customAttributes["movable"] == .boolean(true))
    #expect(item.frame == LayoutRect(x: 0, y: 0, width: 160, height: 100))
    #expect(
      editing.frame(.named("deleteControl/0/0")) == LayoutRect(x: 0, y: 28, width: 44, height: 44))
    #expect(
      editing.frame(.named("reorderHandle/0/0")) == LayoutRect(x: 116, y: 28, width: 44, height: 44)
    )
    let appearing = try #require(
      editing.transition?.changes.first { $0.id == .named("deleteControl/0/0") })
    #expect(appearing.change == .inserted)
    #expect(appearing.initial.alpha == 0)
  }

  @Test func aSectionThatRefusesReorderHasNoHandles() throws {
    let frames = try Self.grid(
      [.editing(true), .editing(false)], metrics: SectionMetrics(allowsReorder: false)
    )
    .frames()
    #expect(frames.steps[1].element(I.item(0, 0))?.customAttributes["movable"] == .boolean(false))
    #expect(!frames.steps[1].ids.contains("reorderHandle/0/0"))
    #expect(frames.steps[1].ids.contains("deleteControl/0/0"))
    #expect(frames.steps[2].elements == frames.steps[0].elements)
  }

  @Test func controlsShrinkInSmallItems() {
    #expect(InteractionMetrics.editingControlSide(in: LayoutSize(width: 60, height: 100)) == 30)
    #expect(InteractionMetrics.editingControlSide(in: LayoutSize(width: 320, height: 20)) == 20)
    #expect(InteractionMetrics.editingControlSide(in: LayoutSize(width: 320, height: 100)) == 44)
  }
}
