import CollectionLayout

/// The easing of a Lottie keyframe towards the next one: a cubic Bézier from (0, 0) to
/// (1, 1) whose control points are the keyframe's out handle `o` and the next one's in handle
/// `i`, written on the keyframe (`"o": {"x": 0.42, "y": 0}, "i": {"x": 0.58, "y": 1}`).
///
/// The engine's Bézier curves are Core Animation's timing functions, so an update animated
/// with one is exactly two keyframes with its handles (see ``LottieProperty``).
struct LottieEasing: Hashable, Sendable {
  /// The first control point (out handle).
  var outX: Double
  /// See ``outX``.
  var outY: Double
  /// The second control point (in handle).
  var inX: Double
  /// See ``inX``.
  var inY: Double

  /// Constant speed.
  static let linear = LottieEasing(outX: 0, outY: 0, inX: 1, inY: 1)

  /// The engine's Bézier curves and their control points, tried in this order: linear,
  /// ease-in-out (the default), ease-in, ease-out. Springs have no Bézier form.
  static let curves: [(curve: AnimationCurve, easing: LottieEasing)] = [
    (.linear, linear),
    (.easeInOut, LottieEasing(outX: 0.42, outY: 0, inX: 0.58, inY: 1)),
    (.easeIn, LottieEasing(outX: 0.42, outY: 0, inX: 1, inY: 1)),
    (.easeOut, LottieEasing(outX: 0, outY: 0, inX: 0.58, inY: 1)),
  ]

  /// The handles as Lottie writes them on a keyframe: `"o"` then `"i"`.
  var members: [ExportJSON.Member] {
    [
      ExportJSON.Member(key: "o", value: .members(["x": .number(outX), "y": .number(outY)])),
      ExportJSON.Member(key: "i", value: .members(["x": .number(inX), "y": .number(inY)])),
    ]
  }
}
