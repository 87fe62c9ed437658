/// The range checks of the steps of scroll physics (`fling`, `pan`).
extension RangeChecker {
  /// A fling: each velocity component finite within ±``Fling/maximumVelocity``; its frame
  /// rate.
  package mutating func checkFling(_ fling: Fling, at location: ValueLocation) {
    checkVelocity(fling.velocity.x, at: location["velocity"]["x"])
    checkVelocity(fling.velocity.y, at: location["velocity"]["y"])
    checkPositive(
      fling.framesPerSecond, at: location["fps"], maximum: Limits.maximumFramesPerSecond)
  }

  /// A velocity along one axis, in points per second: finite, within
  /// ±``Fling/maximumVelocity``.
  mutating func checkVelocity(_ value: Double, at location: ValueLocation) {
    if !value.isFinite {
      report(location, "expected a finite number of points per second, got \(format(value))")
    } else if abs(value) > Fling.maximumVelocity {
      report(
        location,
        "expected a number of points per second between -\(format(Fling.maximumVelocity)) "
          + "and \(format(Fling.maximumVelocity)), got \(format(value))")
    }
  }

  /// A pan: its translation as offsets, its frame count, its frame rate.
  package mutating func checkPan(_ pan: Pan, at location: ValueLocation) {
    checkOffset(pan.translation.x, at: location["by"]["x"])
    checkOffset(pan.translation.y, at: location["by"]["y"])
    if pan.frameCount < 1 || pan.frameCount > Fling.maximumFrameCount {
      report(
        location["frames"],
        "expected an integer between 1 and \(Fling.maximumFrameCount), got \(pan.frameCount)")
    }
    checkPositive(pan.framesPerSecond, at: location["fps"], maximum: Limits.maximumFramesPerSecond)
  }
}
