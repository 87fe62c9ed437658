extension UpdateAnimation {
  /// The number of intervals the animation is sampled in: `duration * fps` rounded up, at
  /// least 1 (a product within 1e-9 of a whole number is that number). A duration or frame
  /// rate outside their documented ranges (validation rejects them) cannot trap: a product
  /// that is not a finite number below 2^31 counts as 1 interval. Within the ranges (60 s at
  /// 240 frames per second) it is at most 14,400.
  public var sampleIntervals: Int {
    let product = (duration * fps - 1e-9).rounded(.up)
    guard product.isFinite, product >= 1, product < 2_147_483_648 else { return 1 }
    return Int(product)
  }

  /// The number of animation frames sampled: one per interval, plus the first at time 0 (at
  /// least 2, at most 14,401 within the documented ranges). Each is one element record of
  /// the output limit (``Limits/maximumOutputElementCount``), plus one per element it lists.
  public var sampledFrameCount: Int { sampleIntervals + 1 }
}
