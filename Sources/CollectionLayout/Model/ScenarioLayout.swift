/// Which layout a scenario lays its data out with: the scenario's `layout` object, whose
/// `kind` names it.
///
/// ```json
/// "layout": {"kind": "grid"}
/// "layout": {"kind": "paging", "pages": [{"id": "a", "imageSize": {"width": 3600, "height": 2400}}]}
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

  /// The `kind` key's value: `grid` or `paging`.
  public var kind: String {
    switch self {
    case .grid: return "grid"
    case .paging: return "paging"
    }
  }

  /// The kinds, as the `kind` key spells them.
  public static let kinds = ["grid", "paging"]
}
