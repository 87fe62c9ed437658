/// Where the pinned headers are at one content offset: the result of the pin pass, computed
/// from the offset alone without touching the rest of the layout.
///
/// ```
///  offset.y ──────────────── top of the viewport (under a translucent bar)
///     contentInset.top
///  pinY = offset.y + inset.top ─┬─ pinned global header 0   (stacked in order)
///                               ├─ pinned global header 1
///  sectionPinLine ──────────────┼─ pinned header of the section under the line
///                               │  (never below the bottom of its section:
///                               │   the next section's header pushes it off)
///                               └─ content scrolls under the stack
/// ```
/// Global headers with `pinned`: taken in order, a header whose natural top is above the
/// running pin line moves down to it, and the running line moves to its bottom. Section
/// headers with `pinned` follow the same rule from the line below the global stack, and then
/// the stack of each section is pushed up so that its bottom never goes below the bottom of
/// its section. Applied to every section, this rule pins the section under the line, leaves
/// the sections below it alone, and leaves a section above the line with its headers at its
/// own bottom, where the next section pushed them (as UIKit's
/// `sectionHeadersPinToVisibleBounds` does), so no header jumps. When the pin line is above a
/// header's natural position (overscroll at the top) nothing moves.
public struct PinState: Hashable, Sendable {
  /// The raw top of every global header at this offset (natural unless pinned), in content
  /// coordinates, in points. O(global headers): it builds an array; the layout reads one
  /// header's top without it.
  public var globalHeaderTops: [Double] {
    get { (0..<storedTops.count).map { storedTops[$0] } }
    set { storedTops = GlobalHeaderTops(natural: newValue) }
  }
  /// The line below the pinned global headers, where section headers pin, in content
  /// coordinates, in points.
  public var sectionPinLine: Double
  /// The tops, stored so that a pin pass allocates nothing while the headers that move are
  /// among the first four (see ``GlobalHeaderTops``).
  private var storedTops: GlobalHeaderTops

  /// The state with `globalHeaderTops` and `sectionPinLine`.
  init(globalHeaderTops: GlobalHeaderTops, sectionPinLine: Double) {
    self.storedTops = globalHeaderTops
    self.sectionPinLine = sectionPinLine
  }

  /// The raw top of global header `index`, in content coordinates, in points; `nil` when the
  /// state has no such header (a state from another layout), so that the caller falls back
  /// to the natural top instead of trapping. O(1).
  func globalHeaderTop(_ index: Int) -> Double? {
    (0..<storedTops.count).contains(index) ? storedTops[index] : nil
  }

  /// Whether the two states have the same pin line and the same global header tops, compared
  /// element by element as numbers.
  public static func == (lhs: PinState, rhs: PinState) -> Bool {
    lhs.sectionPinLine == rhs.sectionPinLine && lhs.storedTops.count == rhs.storedTops.count
      && (0..<lhs.storedTops.count).allSatisfy { lhs.storedTops[$0] == rhs.storedTops[$0] }
  }

  /// Hashes what ``==(_:_:)`` compares: the global header tops and the pin line.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(globalHeaderTops)
    hasher.combine(sectionPinLine)
  }

  /// The raw tops of the global headers, the first ``inlineCount`` stored inline and the rest in
  /// a slice that shares the layout's natural tops until one of them moves: the headers a pin
  /// pass moves are the front of the stack of pinned headers, so with up to four of them it
  /// allocates nothing (a fifth that moves copies the slice).
  struct GlobalHeaderTops: Sendable {
    /// How many tops are stored inline.
    static let inlineCount = 4
    /// The number of global headers.
    let count: Int
    /// The tops of headers 0 ..< min(count, inlineCount); 0 past `count`.
    private var first: (Double, Double, Double, Double)
    /// The tops of headers inlineCount ..< count, indexed by header index; `nil` with at most
    /// ``inlineCount`` headers, so that copying the tops then retains nothing.
    private var rest: ArraySlice<Double>?

    /// The natural tops `natural`, one per global header. Inlined: a pin pass makes one per
    /// query, and the call retains the array.
    @inline(__always)
    init(natural: [Double]) {
      count = natural.count
      func top(_ index: Int) -> Double { index < natural.count ? natural[index] : 0 }
      first = (top(0), top(1), top(2), top(3))
      rest = natural.count > Self.inlineCount ? natural[Self.inlineCount...] : nil
    }

    /// The top of header `index`, 0 ..< count (0 past it, where nothing reads).
    subscript(index: Int) -> Double {
      get {
        switch index {
        case 0: return first.0
        case 1: return first.1
        case 2: return first.2
        case 3: return first.3
        default: return rest?[index] ?? 0
        }
      }
      set {
        switch index {
        case 0: first.0 = newValue
        case 1: first.1 = newValue
        case 2: first.2 = newValue
        case 3: first.3 = newValue
        default: rest?[index] = newValue
        }
      }
    }
  }
}
