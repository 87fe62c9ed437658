/// A tile of an endless wall: its column and row in the plane, any integers, negative
/// included. Tile (0, 0) has its top-left corner at the plane's origin; column `c` covers
/// x from `c · T` to `(c + 1) · T`.
///
/// Tiles order in reading order, row by row, so that a recycling pool hands views out from
/// the top-left.
public struct WallTile: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The column, any integer.
  public var column: Int
  /// The row, any integer.
  public var row: Int

  /// A tile.
  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }

  /// Row first, then column.
  public static func < (lhs: WallTile, rhs: WallTile) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }

  /// `(column, row)`.
  public var description: String { "(\(column), \(row))" }

  /// The image the tile shows among `imageCount` images on a wall of `columnsPerRow`
  /// columns per row: `((row · C + column) mod N + N) mod N`, the recipe's
  /// `(row · columns + col) % albumCount` made right for negative coordinates (a C `%` of a
  /// negative number is negative: column -1 of row 0 would be image -1, not N - 1).
  ///
  /// Computed without overflow at any coordinate: each factor is reduced modulo `N` first,
  /// so no product exceeds `N²`. `imageCount` must be >= 1 (a caller's invariant; 0 counts
  /// as 1); `columnsPerRow` any integer.
  ///
  /// With a finite `C`, row `r + 1` repeats row `r` shifted by `C mod N` images, as the
  /// recipe's 23,518-column rows did; the pattern repeats every `N` columns and every
  /// `N / gcd(C mod N, N)` rows.
  public func image(amongCount imageCount: Int, columnsPerRow: Int) -> Int {
    let count = max(imageCount, 1)
    func positiveModulo(_ value: Int) -> Int {
      let remainder = value % count
      return remainder < 0 ? remainder + count : remainder
    }
    // (r mod N) · (C mod N) < N², reduced with a double-width division; then the column,
    // added without passing N.
    let product = positiveModulo(row).multipliedFullWidth(by: positiveModulo(columnsPerRow))
    let shifted = count.dividingFullWidth(product).remainder
    let columnImage = positiveModulo(column)
    return shifted >= count - columnImage
      ? shifted - (count - columnImage) : shifted + columnImage
  }
}
