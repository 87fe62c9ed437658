import CollectionLayoutCore

/// Which layout a scenario lays its data out with: the scenario's `layout` object, whose
/// `kind` names it.
///
/// ```json
/// "layout": {"kind": "grid"}
/// "layout": {"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 3600, "height": 2400}}]}
/// "layout": {"kind": "wall", "tileSize": {"width": 128, "height": 128}, "imageCount": 7}
/// ```
public enum ScenarioLayout: Hashable, Sendable {
  /// Sections of grid and masonry items, headers and footers (``GridLayout``): the
  /// scenario's `sections`, `metrics` and `globalHeaders`. The default; `{"kind": "grid"}` has
  /// no other key.
  case grid
  /// A photo browser (``PagingLayout``): one page per photo of the configuration, paging
  /// horizontally, each page zooming its image. The scenario has no `sections`, `metrics` or
  /// `globalHeaders`.
  case paging(PagingConfiguration)
  /// An endless wall of images (``WallLayout``): square tiles without end in every
  /// direction, each showing one of the configuration's images. The scenario has no
  /// `sections`, `metrics` or `globalHeaders`.
  case wall(WallConfiguration)

  /// The `kind` key's value: `grid`, `paging` or `wall`.
  public var kind: String {
    switch self {
    case .grid: return "grid"
    case .paging: return "paging"
    case .wall: return "wall"
    }
  }

  /// The kinds, as the `kind` key spells them.
  public static let kinds = ["grid", "paging", "wall"]
}
