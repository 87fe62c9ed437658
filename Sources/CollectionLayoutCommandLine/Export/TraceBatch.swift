import CollectionLayout

/// A batch update as the arguments of a trace instant: its operations in the scenario
/// format's keys and forms (index paths as `[section, item]`, moves as `[from, to]`), those
/// that are not empty, then the number of sections of `after` (when given), the anchor, the
/// slide edge (when given) and the animation.
///
/// ```json
/// {"insertItems": [[0, 0], [0, 1]], "deleteItems": [[0, 3]], "anchor": "automatic",
///  "animation": {"duration": 0.3, "fps": 60, "curve": "easeInOut"}}
/// ```
enum TraceBatch {
  /// The JSON object of `batch`.
  static func json(of batch: BatchUpdate) -> ExportJSON {
    var members: [ExportJSON.Member] = []
    func add(_ key: String, _ values: [ExportJSON]) {
      if !values.isEmpty { members.append(.init(key: key, value: .array(values))) }
    }
    add("deleteSections", batch.deleteSections.map { .integer($0) })
    add("insertSections", batch.insertSections.map { .integer($0) })
    add("reloadSections", batch.reloadSections.map { .integer($0) })
    add("moveSections", batch.moveSections.map { .array([.integer($0.from), .integer($0.to)]) })
    add("deleteItems", batch.deleteItems.map(path))
    add("insertItems", batch.insertItems.map(path))
    add("reloadItems", batch.reloadItems.map(path))
    add("moveItems", batch.moveItems.map { .array([path($0.from), path($0.to)]) })
    if let after = batch.after {
      members.append(.init(key: "after", value: .members(["sections": .integer(after.count)])))
    }
    members.append(.init(key: "anchor", value: .string(batch.anchor.rawValue)))
    if let edge = batch.insertedSectionsSlideFrom {
      members.append(.init(key: "insertedSectionsSlideFrom", value: .string(edge.rawValue)))
    }
    let animation = batch.animation
    members.append(
      .init(
        key: "animation",
        value: .members([
          "duration": .number(animation.duration), "fps": .number(animation.fps),
          "curve": curve(animation.curve),
        ])))
    return .object(members)
  }

  /// `[section, item]`.
  static func path(_ path: ItemPath) -> ExportJSON {
    .array([.integer(path.section), .integer(path.item)])
  }

  /// A curve as the scenario format writes it: its name, or `{"spring": {"damping",
  /// "response"}}`.
  static func curve(_ curve: AnimationCurve) -> ExportJSON {
    if case .spring(let damping, let response) = curve {
      return .members([
        "spring": .members(["damping": .number(damping), "response": .number(response)])
      ])
    }
    return .string(String(describing: curve))
  }
}
