// A binary search that starts from a guess: the sections of a grid are often of one height,
// so the position of a line among their ascending bottoms is close to where it would be if
// they all were, and probing outward from there finds it in a few steps instead of a search
// over every section.
//
// ```
//  guess ──▶ probe ±1, ±2, ±4, … until the predicate changes, then binary search in between
// ```

/// The first index in `0 ..< count` for which the monotonic `predicate` holds (false ...
/// false true ... true), or `count` when it never does: the same index as
/// ``firstIndex(in:where:)``, found by probing outward from `guess` (clamped to the indexes)
/// by doubling steps and then searching between the last probe each way. O(log d) for an
/// answer d positions from the guess, O(log count) at worst.
func firstIndex(in count: Int, near guess: Int, where predicate: (Int) -> Bool) -> Int {
  guard count > 0 else { return 0 }
  let start = min(max(guess, 0), count - 1)
  // The answer is in low ... high: every index below `low` fails, `high` holds (or is `count`).
  var low = 0
  var high = count
  var step = 1
  if predicate(start) {
    high = start
    while step <= high {
      let probe = high - step
      if !predicate(probe) {
        low = probe + 1
        break
      }
      high = probe
      step &*= 2
    }
  } else {
    low = start + 1
    while step < count - low + 1 {
      let probe = low - 1 + step
      if predicate(probe) {
        high = probe
        break
      }
      low = probe + 1
      step &*= 2
    }
  }
  return low + firstIndex(in: high - low) { predicate(low + $0) }
}

/// Where `value` falls between `first` and `last` (ascending) as an index of `0 ..< count`,
/// as if the values in between were evenly spaced: the guess for
/// ``firstIndex(in:near:where:)``. Any `value` (NaN, infinite, outside the two) gives an
/// index in range; `count` must be at least 1.
func interpolatedIndex(of value: Double, from first: Double, to last: Double, count: Int) -> Int {
  let fraction = (value - first) / (last - first)
  guard fraction.isFinite else { return fraction > 0 ? count - 1 : 0 }
  return Int(min(max(fraction, 0), 1) * Double(count - 1))
}
