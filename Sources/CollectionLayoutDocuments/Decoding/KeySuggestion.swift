import CollectionLayoutCore

/// Finds the valid key a misspelt key was probably meant to be.
///
/// A candidate is close to the key when the two are equal ignoring case, or when the
/// Damerau–Levenshtein distance between them (optimal string alignment: insertions,
/// deletions, substitutions and transpositions of adjacent characters) is at most
/// ``maximumDistance`` and smaller than the candidate's length, so that `"z"` does not
/// suggest `"x"`. Among close candidates a case-insensitive match wins, then the smallest
/// distance, then the candidate listed first.
enum KeySuggestion {
  /// The largest edit distance at which a key is still suggested.
  static let maximumDistance = 2

  /// The longest key considered, in bytes: a longer one is close to no key of the format,
  /// and comparing it would cost time in proportion to its length.
  static let maximumKeyLength = 256

  /// The candidate closest to `key`, or `nil` when none is close (or `key` is longer than
  /// ``maximumKeyLength`` bytes).
  static func nearest(to key: String, among candidates: [String]) -> String? {
    guard key.utf8.count <= maximumKeyLength else { return nil }
    let lowercasedKey = key.lowercased()
    if let match = candidates.first(where: { $0.lowercased() == lowercasedKey }) {
      return match
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard let distance = distance(from: key, to: candidate, atMost: maximumDistance),
        distance < candidate.count
      else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance between the two strings, in characters, or `nil`
  /// when it is larger than `limit`.
  static func distance(from source: String, to target: String, atMost limit: Int) -> Int? {
    let source = Array(source)
    let target = Array(target)
    guard abs(source.count - target.count) <= limit else { return nil }
    if source.isEmpty || target.isEmpty { return max(source.count, target.count) }
    // rows[i][j]: distance between the first i characters of source and j of target.
    var previousPrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let cost = source[i - 1] == target[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    let result = previous[target.count]
    return result <= limit ? result : nil
  }
}
