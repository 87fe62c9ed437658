import CollectionLayoutCore

/// Which layout a scenario lays its data out with: the scenario's `layout` object, whose
/// `kind` names it, and the configuration its other keys give.
///
/// ```json
/// "layout": {"kind": "grid"}
/// "layout": {"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 3600, "height": 2400}}]}
/// "layout": {"kind": "wall", "tileSize": {"width": 128, "height": 128}, "imageCount": 7}
/// ```
///
/// | kind | value | layout |
/// |---|---|---|
/// | `grid` | ``grid`` (the default) | ``GridLayout``: the scenario's `sections`, `metrics` and `globalHeaders` |
/// | `paging` | ``paging(_:)`` | ``PagingLayout``: one page per photo; no `sections`, `metrics` or `globalHeaders` |
/// | `wall` | ``wall(_:)`` | ``WallLayout``: tiles without end; no `sections`, `metrics` or `globalHeaders` |
public struct ScenarioLayout: Hashable, Sendable {
  /// The kind, which reads, checks and makes the layout.
  let layoutKind: any LayoutKind.Type
  /// The configuration, of type `layoutKind.Configuration`.
  let configuration: any Hashable & Sendable

  /// A layout of `kind` with `configuration`.
  init<Kind: LayoutKind>(_ kind: Kind.Type, _ configuration: Kind.Configuration) {
    layoutKind = kind
    self.configuration = configuration
  }

  /// The `kind` key's value: `grid`, `paging` or `wall`.
  public var kind: String { layoutKind.name }

  /// The kinds, as the `kind` key spells them, in documented order.
  public static var kinds: [String] { LayoutKinds.standard.names }

  /// The configuration when it is a `Configuration` (``PagingConfiguration`` for a paging
  /// layout, ``WallConfiguration`` for a wall); `nil` for another kind.
  public func configuration<Configuration>(as type: Configuration.Type) -> Configuration? {
    configuration as? Configuration
  }

  /// Whether both are of the same kind, with equal configurations.
  public static func == (lhs: ScenarioLayout, rhs: ScenarioLayout) -> Bool {
    lhs.layoutKind == rhs.layoutKind && lhs.configuration.isEqual(to: rhs.configuration)
  }

  /// Hashes the kind and the configuration.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    configuration.hash(into: &hasher)
  }

}

extension Hashable {
  /// Whether `other` is of this type and equal to this value.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}

extension LayoutKind {
  /// This kind's configuration of `layout`; `nil` when `layout` is of another kind.
  static func configuration(of layout: ScenarioLayout) -> Configuration? {
    layout.layoutKind == Self.self ? layout.configuration as? Configuration : nil
  }
}
