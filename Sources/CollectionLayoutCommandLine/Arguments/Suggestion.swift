/// Finds the nearest known word to a mistyped one, for "did you mean" hints.
enum Suggestion {
  /// The candidate nearest to `word` by edit distance, if it is close enough to be what was
  /// meant: at most 2 edits, and at most one edit per two characters of `word` after its
  /// leading dashes (so `-o` is never taken for `-h`). Failing that, the first candidate that
  /// `word` abbreviates (`--out` for `--output`). Ties go to the earlier candidate.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let letters = word.drop { $0 == "-" }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= 2, distance * 2 <= letters.count,
        distance < (best?.distance ?? Int.max)
      {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    guard letters.count >= 2 else { return nil }
    return candidates.first { $0.hasPrefix(word) }
  }

  /// The Levenshtein distance between two strings: the fewest single-character insertions,
  /// deletions and substitutions that turn one into the other.
  static func editDistance(_ first: String, _ second: String) -> Int {
    let source = Array(first)
    let target = Array(second)
    var previous = Array(0...target.count)
    for (sourceIndex, sourceCharacter) in source.enumerated() {
      var current = [sourceIndex + 1]
      for (targetIndex, targetCharacter) in target.enumerated() {
        let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
        current.append(
          min(substitution, previous[targetIndex + 1] + 1, current[targetIndex] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
