/// SwiftUI's lazy grid track algorithm: the columns of a `LazyVGrid` in a proposed width (the
/// rows of a `LazyHGrid` in a proposed height), computed from the ``GridItem``s alone, and
/// drawn the way SwiftUI draws them, two passes included.
///
/// One pass, for a proposed length `L` (the reference sheet's S.2, reconstructed by objc.io):
/// ```
///  remaining = L − Σ spacing of every item but the last
///  fixed items first:         length = w,                          remaining −= w
///  then the others, in order: p = remaining / items not yet served
///                             flexible: length = clamp(p, minimum, maximum)
///                             adaptive: length = max(0, p)           remaining −= length
///  adaptive split:            k = max(1, ⌊(length + s) / (minimum + s)⌋) sub-tracks of
///                             min((length − (k − 1)·s) / k, maximum), s apart, packed from
///                             the item's leading edge
///  the grid's length          = Σ item lengths + Σ spacings
/// ```
///
/// Two passes: the layout pass reports the grid's length for `L`; the render pass runs the
/// algorithm again for that reported length, and draws its tracks from the grid's leading
/// edge, which the parent places by the grid's alignment in `L`. When a flexible item clamps
/// up, the grid draws longer than it said, off-centre:
/// ```
///  [flexible(min 60), flexible(min 120)], spacing 10, L = 200
///  pass 1: 95 | 120 → reports 225 → origin (200 − 225) / 2 = −12.5
///  pass 2 in 225: 107.5 | 120    → drawn at x = −12.5 and 105, 237.5 long
/// ```
/// Track edges are snapped to the display's pixel grid (each edge on its own), like the
/// grid layout's columns.
public struct GridColumns: Hashable, Sendable {
  /// One drawn track: a column of a vertical grid, a row of a horizontal one.
  public struct Track: Hashable, Sendable {
    /// Where the track starts across the scroll axis, in content coordinates, in points
    /// (x for a vertical grid); may be negative when the grid is longer than its proposal.
    public var origin: Double
    /// The track's length, in points, >= 0.
    public var length: Double
    /// The index of the ``GridItem`` the track comes from (an adaptive item gives several).
    public var item: Int
    /// Where a cell's view sits in its slot: the item's alignment, centre when `nil`.
    public var alignment: LayoutAlignment
  }

  /// The drawn tracks, leading to trailing: the render pass's, from ``origin``.
  public let tracks: [Track]
  /// The length the layout pass reports for the proposal, in points: what the parent places.
  public let reportedLength: Double
  /// The length the render pass draws, from ``origin``, in points: ``reportedLength`` unless
  /// a flexible item clamps up (the two-pass quirk).
  public let drawnLength: Double
  /// Where the grid's leading edge is across the scroll axis, in points: the reported length
  /// placed in the proposal by the grid's alignment (negative when it is longer).
  public let origin: Double

  /// The tracks of `items` in `proposedLength` points, the grid placed by `alignment` (0
  /// leading, 0.5 centre, 1 trailing), edges snapped for `displayScale` pixels per point.
  /// Items are taken as valid (non-negative lengths, minimum <= maximum, adaptive minimum >
  /// 0); an empty list gives no track.
  public init(
    items: [GridItem], proposedLength: Double, alignment: Double, displayScale: Double = 2
  ) {
    let layoutPass = Self.pass(items, in: proposedLength)
    let renderPass = Self.pass(items, in: layoutPass.total)
    let origin = (proposedLength - layoutPass.total) * alignment
    let grid = PixelGrid(scale: displayScale)
    var tracks: [Track] = []
    var position = origin
    for (index, item) in items.enumerated() {
      let length = renderPass.lengths[index]
      let alignment = item.alignment ?? .center
      let spacing = item.resolvedSpacing
      for (offset, subLength) in Self.subTracks(of: item, length: length) {
        let start = grid.snap(position + offset)
        let end = grid.snap(position + offset + subLength)
        tracks.append(
          Track(origin: start, length: max(0, end - start), item: index, alignment: alignment))
      }
      position += length + spacing
    }
    self.tracks = tracks
    self.origin = origin
    reportedLength = layoutPass.total
    drawnLength = renderPass.total
  }

  /// One pass: each item's length in `length` points, and the grid's total length.
  static func pass(_ items: [GridItem], in length: Double) -> (lengths: [Double], total: Double) {
    guard !items.isEmpty else { return ([], 0) }
    let spacings = items.dropLast().reduce(0) { $0 + $1.resolvedSpacing }
    var remaining = length - spacings
    var lengths = [Double](repeating: 0, count: items.count)
    var unserved = items.count
    for (index, item) in items.enumerated() {
      guard case .fixed(let fixed) = item.size else { continue }
      lengths[index] = fixed
      remaining -= fixed
      unserved -= 1
    }
    for (index, item) in items.enumerated() {
      let proposal = remaining / Double(unserved)
      switch item.size {
      case .fixed: continue
      case .flexible(let minimum, let maximum):
        lengths[index] = min(max(proposal, minimum), maximum)
      case .adaptive:
        lengths[index] = max(0, proposal)
      }
      remaining -= lengths[index]
      unserved -= 1
    }
    return (lengths, lengths.reduce(0, +) + spacings)
  }

  /// The sub-tracks of `item` given `length` points: one for fixed and flexible items; for an
  /// adaptive item, as many `minimum`s as fit with its spacing, each grown equally up to its
  /// maximum, packed from the leading edge. Each is its offset from the item's start and its
  /// length.
  static func subTracks(of item: GridItem, length: Double) -> [(offset: Double, length: Double)] {
    guard case .adaptive(let minimum, let maximum) = item.size else { return [(0, length)] }
    let spacing = item.resolvedSpacing
    let fitting = ((length + spacing) / (minimum + spacing)).rounded(.down)
    // Bounded: a track is at least a point wide in any layout the checker accepts; the cap
    // keeps a degenerate value from allocating without end.
    let count = Int(min(max(1, fitting.isFinite ? fitting : 1), 10_000))
    let subLength = min((length - Double(count - 1) * spacing) / Double(count), maximum)
    return (0..<count).map { (Double($0) * (subLength + spacing), max(0, subLength)) }
  }
}
