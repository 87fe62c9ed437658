/// Compact descriptions of the geometry values, as CoreGraphics prints them but without
/// trailing `.0` and never `-0`: `(0, 300)`, `(320, 480)`, `(0, 40, 187.5, 100)`. Used by
/// `print`, string interpolation and test failure messages.
extension LayoutPoint: CustomStringConvertible {
  /// `(x, y)`: `(0, 300)`.
  public var description: String { "(\(format(x)), \(format(y)))" }
}

extension LayoutSize: CustomStringConvertible {
  /// `(width, height)`: `(320, 480)`.
  public var description: String { "(\(format(width)), \(format(height)))" }
}

extension LayoutRect: CustomStringConvertible {
  /// `(x, y, width, height)`: `(0, 40, 187.5, 100)`.
  public var description: String {
    "(\(format(minX)), \(format(minY)), \(format(width)), \(format(height)))"
  }
}

extension LayoutInsets: CustomStringConvertible {
  /// `(top, left, bottom, right)`: `(64, 0, 49, 0)`.
  public var description: String {
    "(\(format(top)), \(format(left)), \(format(bottom)), \(format(right)))"
  }
}
