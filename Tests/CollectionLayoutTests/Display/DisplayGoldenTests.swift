import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// What the display goldens must show, read from their entries: over a scroll of the demo
/// down to the bottom and back up, no element both displayed and ended in one entry, every
/// displayed element has a view no other displayed element holds, views are reused (not made)
/// once the pool has grown, and items are prefetched in both directions, nearest first.
@Suite struct DisplayGoldenTests {
  struct Event {
    var id: String
    var view: Int
    var reused: Bool?
  }

  static func events(_ value: AttributeValue?) -> [Event] {
    guard case .list(let values)? = value else { return [] }
    return values.compactMap { value in
      guard case .object(let members) = value, case .string(let id)? = members["id"],
        case .number(let view)? = members["view"]
      else { return nil }
      var reused: Bool?
      if case .boolean(let flag)? = members["reused"] { reused = flag }
      return Event(id: id, view: Int(view), reused: reused)
    }
  }

  static func paths(_ value: AttributeValue?) -> [[Int]] {
    guard case .list(let values)? = value else { return [] }
    return values.map { value in
      guard case .list(let numbers) = value else { return [] }
      return numbers.compactMap { $0.numberValue.map(Int.init) }
    }
  }

  static func frames(of name: String) throws -> FramesDocument {
    let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    return try ScenarioDecoder.decode(bytes).frames()
  }

  @Test(arguments: ["display-demo-scroll", "display-demo"])
  func displayedElementsHaveViewsOfTheirOwnAndNeverEndInTheSameEntry(name: String) throws {
    let frames = try Self.frames(of: name)
    var shown: [String: Int] = [:]
    var updates = 0
    for entry in frames.steps {
      let ended = Self.events(entry.customAttributes["didEndDisplaying"])
      let entered = Self.events(entry.customAttributes["willDisplay"])
      // Ended elements are named as they were displayed; after an update, the others are
      // renamed by its change records, and the entered ones are named in the new layout.
      for event in ended { #expect(shown.removeValue(forKey: event.id) == event.view) }
      if let transition = entry.transition {
        updates += 1
        var renamed: [String: Int] = [:]
        for (id, view) in shown {
          let change = transition.changes.first { $0.before?.description == id }
          let newID = change.map { $0.after?.description } ?? id
          #expect(newID != nil, "entry \(entry.index): \(id) deleted but not ended")
          if let newID { renamed[newID] = view }
        }
        shown = renamed
      } else {
        #expect(Set(ended.map(\.id)).isDisjoint(with: entered.map(\.id)), "entry \(entry.index)")
      }
      for event in entered {
        #expect(event.reused != nil)
        #expect(!shown.values.contains(event.view), "entry \(entry.index): \(event.view)")
        shown[event.id] = event.view
      }
      #expect(Set(shown.keys) == Set(entry.elements.map(\.id.description)), "entry \(entry.index)")
    }
    #expect(updates == (name == "display-demo" ? 4 : 0))
  }

  @Test func theScrollBackUpReusesEveryViewAndPrefetchesInBothDirections() throws {
    let frames = try Self.frames(of: "display-demo-scroll")
    let steps = frames.steps
    let bottom = try #require(
      steps.indices.max { steps[$0].contentOffset.y < steps[$1].contentOffset.y })
    #expect(bottom > 1 && bottom < steps.count - 1)
    // Down to the bottom, the pool grows; back up, every view is a reused one.
    let madeGoingDown = steps[...bottom].flatMap {
      Self.events($0.customAttributes["willDisplay"]).filter { $0.reused == false }
    }
    let goingUp = steps[(bottom + 1)...].flatMap {
      Self.events($0.customAttributes["willDisplay"])
    }
    #expect(madeGoingDown.count > 20)
    #expect(goingUp.count > 10)
    #expect(goingUp.allSatisfy { $0.reused == true })
    // Prefetched going down (the initial entry, scrolling forward) and going up (the reversal).
    let down = steps[...bottom].flatMap { Self.paths($0.customAttributes["prefetchItemsAt"]) }
    let up = steps[(bottom + 1)...].flatMap { Self.paths($0.customAttributes["prefetchItemsAt"]) }
    #expect(down.first == [1, 2])
    #expect(up.first == [0, 6])
    #expect(up == up.sorted { ($0[0], $0[1]) > ($1[0], $1[1]) })
  }
}
