/// Where a section's or a data source's content is in its loading: the 2014 sample's
/// loadable-content state machine (`AAPLLoadableContentStateMachine`).
///
/// | from | to |
/// |---|---|
/// | `initial` | `loading` |
/// | `loading`, `refreshing` | `loaded`, `noContent`, `error` |
/// | `loaded` | `noContent`, `error`, `refreshing` |
/// | `noContent` | `loaded`, `error`, `refreshing` |
/// | `error` | every state but `initial` |
///
/// Staying in the same state is allowed and changes nothing.
///
/// A section in `loading`, `noContent` or `error` shows a placeholder and no items; in
/// `initial` it shows neither (nothing was asked for yet); in `loaded` and `refreshing` it
/// shows its items.
public enum ContentState: String, Hashable, Sendable, Codable, CaseIterable {
  /// Nothing was loaded yet; no placeholder, no items.
  case initial
  /// The content is loading for the first time: the loading placeholder (the spinner).
  case loading
  /// The content is there: the items.
  case loaded
  /// The content loaded and is empty: the no-content placeholder.
  case noContent
  /// Loading failed: the error placeholder.
  case error
  /// The content is there and loading again: the items stay on screen.
  case refreshing

  /// The state a placeholder of `kind` shows.
  public init(_ kind: PlaceholderKind) {
    switch kind {
    case .loading: self = .loading
    case .noContent: self = .noContent
    case .error: self = .error
    }
  }

  /// The kind of placeholder the state shows; `nil` for `initial`, `loaded` and
  /// `refreshing`, which show none.
  public var placeholderKind: PlaceholderKind? {
    switch self {
    case .loading: return .loading
    case .noContent: return .noContent
    case .error: return .error
    case .initial, .loaded, .refreshing: return nil
    }
  }

  /// Whether the state shows a placeholder instead of items.
  public var showsPlaceholder: Bool { placeholderKind != nil }

  /// Whether the state shows the items: `loaded` and `refreshing`. In every other state a
  /// section has no items on screen, and the items that arrive are held until it shows them.
  public var showsItems: Bool { self == .loaded || self == .refreshing }

  /// The states this state may go to, in `allCases` order, itself excluded (re-entering
  /// the same state is allowed and changes nothing, as in the sample).
  public var successors: [ContentState] {
    switch self {
    case .initial: return [.loading]
    case .loading, .refreshing: return [.loaded, .noContent, .error]
    case .loaded: return [.noContent, .error, .refreshing]
    case .noContent: return [.loaded, .error, .refreshing]
    case .error: return [.loading, .loaded, .noContent, .refreshing]
    }
  }

  /// Whether the state machine allows going from this state to `next`: to one of
  /// ``successors``, or staying.
  public func canGo(to next: ContentState) -> Bool {
    next == self || successors.contains(next)
  }

  /// The state a composed data source shows for children in these states, by the sample's
  /// priority: loading, then refreshing, error, noContent, loaded, initial. `initial` for no
  /// children.
  public static func aggregate(_ states: some Sequence<ContentState>) -> ContentState {
    states.max { $0.aggregatePriority < $1.aggregatePriority } ?? .initial
  }

  /// The priority of the state when children are aggregated; higher wins.
  var aggregatePriority: Int {
    switch self {
    case .initial: return 0
    case .loaded: return 1
    case .noContent: return 2
    case .error: return 3
    case .refreshing: return 4
    case .loading: return 5
    }
  }
}
