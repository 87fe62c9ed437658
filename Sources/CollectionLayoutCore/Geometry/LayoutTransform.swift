/// An affine transform of an element as drawn, `CGAffineTransform`'s six numbers, applied
/// about the element's centre (as UIKit applies a view's `transform` about its `center`): the
/// element's frame stays the layout's, and is drawn transformed.
///
/// A point `(x, y)` relative to the frame's centre `(cx, cy)` is drawn at
///
/// ```
///  x' = cx + a·(x − cx) + c·(y − cy) + tx        ┌ a  b  0 ┐
///  y' = cy + b·(x − cx) + d·(y − cy) + ty        │ c  d  0 │  row vector · matrix,
///                                                └ tx ty 1 ┘  as CGAffineTransform
///  scale s about the centre: [s, 0, 0, s, 0, 0]; the identity: [1, 0, 0, 1, 0, 0]
/// ```
///
/// In frames it is written `"transform": [a, b, c, d, tx, ty]`, only when it is not the
/// identity; the canvas's `transform(a, b, c, d, e, f)` and SVG's `matrix(a b c d e f)` take
/// the same numbers in the same order.
public struct LayoutTransform: Hashable, Sendable, BitwiseCopyable {
  /// How x grows along x.
  public var a: Double
  /// How y grows along x.
  public var b: Double
  /// How x grows along y.
  public var c: Double
  /// How y grows along y.
  public var d: Double
  /// The translation along x, in points.
  public var tx: Double
  /// The translation along y, in points.
  public var ty: Double

  /// The transform of the six numbers, in `CGAffineTransform`'s order.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A scale by `x` along x and `y` along y, about the centre.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// The identity, `[1, 0, 0, 1, 0, 0]`.
  public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether it is the identity exactly.
  public var isIdentity: Bool { self == .identity }

  /// The six numbers, `[a, b, c, d, tx, ty]`.
  public var values: [Double] { [a, b, c, d, tx, ty] }

  /// The transform of six numbers `[a, b, c, d, tx, ty]`; `nil` unless there are exactly six.
  public init?(values: [Double]) {
    guard values.count == 6 else { return nil }
    self.init(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// The transform drawn at `progress` of the way from `from` to `to` (each `nil` for the
  /// identity), number by number: `from + (to − from) · progress`, `to` exactly at 1; `nil`
  /// when that is the identity. Between two scales, the scale between; UIKit's animations
  /// decompose a transform into scale, rotation and translation, which agrees for scales and
  /// translations (a rotation interpolated number by number passes through a smaller matrix).
  public static func interpolated(
    from: LayoutTransform?, to: LayoutTransform?, progress: Double
  ) -> LayoutTransform? {
    guard from != nil || to != nil else { return nil }
    let start = from ?? .identity
    let end = to ?? .identity
    if progress == 1 { return end.isIdentity ? nil : end }
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
    let mixed = LayoutTransform(
      a: mix(start.a, end.a), b: mix(start.b, end.b), c: mix(start.c, end.c),
      d: mix(start.d, end.d), tx: mix(start.tx, end.tx), ty: mix(start.ty, end.ty))
    return mixed.isIdentity ? nil : mixed
  }

  /// Where this transform draws `point` of an element whose frame is `frame`, about its
  /// centre.
  public func apply(to point: LayoutPoint, in frame: LayoutRect) -> LayoutPoint {
    let cx = frame.minX + frame.width / 2
    let cy = frame.minY + frame.height / 2
    let x = point.x - cx
    let y = point.y - cy
    return LayoutPoint(x: cx + a * x + c * y + tx, y: cy + b * x + d * y + ty)
  }

  /// The rectangle that holds `frame` drawn with this transform about its centre: `frame`
  /// itself for the identity.
  public func boundingBox(of frame: LayoutRect) -> LayoutRect {
    let corners = [
      LayoutPoint(x: frame.minX, y: frame.minY), LayoutPoint(x: frame.maxX, y: frame.minY),
      LayoutPoint(x: frame.minX, y: frame.maxY), LayoutPoint(x: frame.maxX, y: frame.maxY),
    ].map { apply(to: $0, in: frame) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? frame.minX
    let minY = ys.min() ?? frame.minY
    return LayoutRect(
      x: minX, y: minY, width: (xs.max() ?? frame.maxX) - minX,
      height: (ys.max() ?? frame.maxY) - minY)
  }
}
