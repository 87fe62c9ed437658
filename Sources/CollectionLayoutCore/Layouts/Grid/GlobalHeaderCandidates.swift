/// The global headers a query examines, one at a time, ascending, without a closure (a
/// closure that captures the pin state makes the compiler copy it, with its reference
/// counting, on every query): the headers of a natural range (those whose natural extent may
/// meet the rect) merged with the headers that pin (they may have moved into the rect), each
/// once.
struct GlobalHeaderCandidates {
  /// The headers whose natural extent may meet the rect.
  private let natural: Range<Int>
  /// Whether the headers that pin are examined too.
  private let pinned: Bool
  /// The next header of `natural` not yet handed out.
  private var nextNatural: Int
  /// The position of the next pinned header in the list given to ``next(in:)``.
  private var nextPinned = 0

  /// The candidates of `natural`, with the pinned headers when `pinned`.
  init(natural: Range<Int>, pinned: Bool) {
    self.natural = natural
    self.pinned = pinned
    nextNatural = natural.lowerBound
  }

  /// The next candidate, given the ascending indexes of the headers that pin (the same list
  /// at every call); `nil` after the last.
  mutating func next(in pinnedHeaders: [Int]) -> Int? {
    if pinned, nextPinned < pinnedHeaders.count {
      let index = pinnedHeaders[nextPinned]
      if nextNatural < natural.upperBound, nextNatural < index {
        nextNatural += 1
        return nextNatural - 1
      }
      if nextNatural == index, nextNatural < natural.upperBound { nextNatural += 1 }
      nextPinned += 1
      return index
    }
    guard nextNatural < natural.upperBound else { return nil }
    nextNatural += 1
    return nextNatural - 1
  }
}
