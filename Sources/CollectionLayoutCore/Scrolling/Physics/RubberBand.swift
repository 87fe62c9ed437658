/// How far the content follows a finger that drags it past an edge: the rubber band of
/// `UIScrollView`, `b = (1 − 1 / (x·c/d + 1)) · d` for a pull of `x` points past the edge,
/// with `c` = 0.55 and `d` the viewport's size along the axis (a formula reverse-engineered
/// from UIKit, not documented by Apple). The content starts at 55 % of the finger's speed,
/// and never goes a whole viewport past the edge.
///
/// ```
///  shown ▲               ...''''''''  → d
///        │          ..''
///        │      .''          a 100-pt pull on an 800-pt view shows 51.46 pt
///        │   .'   slope c
///        │.'
///        ┼─────────────────────────▶ pull past the edge
/// ```
public struct RubberBand: Hashable, Sendable {
  /// The slope at the edge, `c`: 0.55.
  public static let coefficient = 0.55

  /// The viewport's size along the axis, `d`, in points.
  public var dimension: Double

  /// The rubber band of a viewport `dimension` points long along the axis.
  public init(dimension: Double) {
    self.dimension = dimension
  }

  /// How far past the edge the content shows for a pull of `pull` points past it (>= 0), in
  /// points: in `0 ..< dimension`, continuous and increasing, below `pull`. 0 when the
  /// dimension is not positive.
  public func shown(pull: Double) -> Double {
    guard dimension > 0, pull > 0 else { return 0 }
    guard pull.isFinite else { return dimension }
    return (1 - 1 / (pull * Self.coefficient / dimension + 1)) * dimension
  }

  /// The pull, in points, that shows the content `shown` points past the edge: the inverse
  /// of ``shown(pull:)``, `(d/c)·(1/(1 − b/d) − 1)`; infinite for `shown >= dimension`.
  public func pull(showing shown: Double) -> Double {
    guard shown > 0 else { return 0 }
    guard dimension > 0, shown < dimension else { return .infinity }
    return dimension / Self.coefficient * (1 / (1 - shown / dimension) - 1)
  }

  /// The offset shown for a finger that would put the content at `offset` (points): inside
  /// `valid` as given, past it the rubber band's share of the distance past the edge.
  public func offset(following offset: Double, within valid: ClosedRange<Double>) -> Double {
    if offset > valid.upperBound {
      return valid.upperBound + shown(pull: offset - valid.upperBound)
    }
    if offset < valid.lowerBound {
      return valid.lowerBound - shown(pull: valid.lowerBound - offset)
    }
    return offset
  }

  /// The finger's offset that shows the content at `offset`: the inverse of
  /// ``offset(following:within:)`` (where a drag that starts past an edge has its finger);
  /// `offset` itself when it is a whole viewport or more past the edge, which no finger shows.
  public func fingerOffset(showing offset: Double, within valid: ClosedRange<Double>) -> Double {
    let finger: Double
    if offset > valid.upperBound {
      finger = valid.upperBound + pull(showing: offset - valid.upperBound)
    } else if offset < valid.lowerBound {
      finger = valid.lowerBound - pull(showing: valid.lowerBound - offset)
    } else {
      return offset
    }
    return finger.isFinite ? finger : offset
  }
}
