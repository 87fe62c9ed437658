import CollectionLayoutCore

/// The kinds of layout a scenario may name, in documented order: what the reader accepts as
/// `layout.kind`, which keys a layout object may have, and which interaction steps exist.
///
/// A new kind of the package is one line in ``standard``. A package of yours, its tests and
/// its tools read with more kinds without changing any file of this one:
/// `LayoutKinds.standard.adding(CircleLayoutKind.self)`, handed to
/// `ScenarioDecoder.decode(_:kinds:)` or to the command line's
/// `CommandLineTool(kinds:drawings:)`.
public struct LayoutKinds: Sendable {
  /// The kinds the package has: the grid (the default), the paging photo browser, the
  /// endless wall, the flow layout, the compositional layout, and SwiftUI's lazy containers
  /// (`lazyVStack`, `lazyHStack`, `lazyVGrid`, `lazyHGrid`).
  public static let standard = LayoutKinds([
    GridLayoutKind.self,
    PagingLayoutKind.self,
    WallLayoutKind.self,
    FlowLayoutKind.self,
    CompositionalLayoutKind.self,
    LazyVStackKind.self,
    LazyHStackKind.self,
    LazyVGridKind.self,
    LazyHGridKind.self,
  ])

  /// The kinds, in documented order.
  let kinds: [any LayoutKind.Type]
  /// Their names, in order: the values `layout.kind` may have.
  public let names: [String]
  /// The keys of a layout object: `kind`, then each kind's keys, in order, each once.
  let layoutKeys: ObjectKeys<MemberName>
  /// The kinds' steps, in order.
  let steps: [StepKind]
  /// The index in ``kinds`` of the first kind that has each configuration key.
  private let ownerOfKey: [String: Int]

  /// The registry of `kinds`, in order. Kinds may share configuration keys (`scrollDirection`):
  /// the reader knows the kind before it reads them. Two kinds of one name, and a step named
  /// like another step (every layout's included) are a programming error, caught by an
  /// assertion in debug builds; in release builds the later one is ignored.
  init(_ kinds: [any LayoutKind.Type]) {
    var unique: [any LayoutKind.Type] = []
    var owners: [String: Int] = [:]
    var stepNames: Set<String> = []
    var steps: [StepKind] = []
    for kind in kinds {
      guard !unique.contains(where: { $0.name == kind.name }) else {
        assertionFailure("two layout kinds named \(kind.name)")
        continue
      }
      for key in kind.configurationKeys {
        assert(key != "kind", "\(kind.name) has a configuration key named kind")
        if owners[key] == nil { owners[key] = unique.count }
      }
      for step in kind.ownSteps {
        let isBuiltIn = StreamingReader.StepKey(rawValue: step.name) != nil
        assert(!isBuiltIn && !stepNames.contains(step.name), "two steps named \(step.name)")
        if !isBuiltIn && stepNames.insert(step.name).inserted { steps.append(step) }
      }
      unique.append(kind)
    }
    self.kinds = unique
    names = unique.map { $0.name }
    ownerOfKey = owners
    self.steps = steps
    var keys = ["kind"]
    for key in unique.flatMap({ $0.configurationKeys }) where !keys.contains(key) {
      keys.append(key)
    }
    layoutKeys = ObjectKeys(names: keys, required: ["kind"])
  }

  /// These kinds and then `kind`, whose ``LayoutKind/name`` must differ from theirs (a
  /// programming error, caught by an assertion in debug builds; in release builds `kind` is
  /// ignored), and whose keys may be theirs too.
  public func adding(_ kind: any LayoutKind.Type) -> LayoutKinds {
    LayoutKinds(kinds + [kind])
  }

  /// The kind named `name`; `nil` for none.
  func kind(named name: String) -> (any LayoutKind.Type)? {
    kinds.first { $0.name == name }
  }

  /// The index of the first kind that has the configuration key `key`; `nil` for `kind` and
  /// unknown keys.
  func owner(ofKey key: String) -> Int? {
    ownerOfKey[key]
  }

  /// The step of key `name`; `nil` for none.
  func step(named name: String) -> StepKind? {
    steps.first { $0.name == name }
  }
}
