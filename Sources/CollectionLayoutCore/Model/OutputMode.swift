/// Which elements a listing gives: those on screen, or every element of the layout.
public enum OutputMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// The elements whose frames intersect the visible rect (the default).
  case visible
  /// Every element of the layout.
  case all
}
