/// Counting the frames of a motion that comes to rest (a fling, a pan), sampled at a frame
/// rate, against ``Fling/maximumFrameCount``, and saying, when there are more, which limit is
/// exceeded and what to change: the `fling` and `pan` steps and
/// ``CollectionViewLayout/sectionScrollFrames(ofSection:_:framesPerSecond:)`` count alike.
package enum RestingFrames {
  /// The frames after frame 0 that sample `duration` seconds at `framesPerSecond`: `duration
  /// × fps` rounded up, the last at or after the rest (not finite when either is not).
  package static func count(of duration: Double, framesPerSecond: Double) -> Double {
    (duration * framesPerSecond).rounded(.up)
  }

  /// Whether `frames` (a count, possibly not finite) are at most ``Fling/maximumFrameCount``.
  package static func fit(_ frames: Double) -> Bool {
    frames.isFinite && frames <= Double(Fling.maximumFrameCount)
  }

  /// The message for a release of `duration` seconds sampled in `frames` frames at
  /// `framesPerSecond`, more than the limit; `remedy` says what rests sooner for this step.
  ///
  /// `expected a motion that comes to rest within 3600 frames, got one of 145.079 s (8705
  /// frames at 60 per second): a lower velocity or a faster decelerationRate rests sooner`
  package static func releaseMessage(
    duration: Double, frames: Double, framesPerSecond: Double, remedy: String
  ) -> String {
    "expected a motion that comes to rest within \(Fling.maximumFrameCount) frames, got one of "
      + "\(format((duration * 1000).rounded() / 1000)) s (\(format(frames)) frames at "
      + "\(format(framesPerSecond)) per second): \(remedy)"
  }

  /// The message for a pan whose `fingerFrames` frames of the finger and `restFrames` frames
  /// until it rests (`restDuration` seconds at `framesPerSecond`) are more than the limit in
  /// all; `remedy` says what fits for this step.
  ///
  /// `expected a pan that comes to rest within 3600 frames in all, got 3601: 3542 frames of
  /// the finger, then 59 until it rests (0.981 s at 60 per second); fewer "frames" leave room
  /// for the rest`
  package static func panMessage(
    fingerFrames: Int, restFrames: Double, restDuration: Double, framesPerSecond: Double,
    remedy: String
  ) -> String {
    "expected a pan that comes to rest within \(Fling.maximumFrameCount) frames in all, got "
      + "\(format(Double(fingerFrames) + restFrames)): \(fingerFrames) frames of the finger, "
      + "then \(format(restFrames)) until it rests "
      + "(\(format((restDuration * 1000).rounded() / 1000)) s at \(format(framesPerSecond)) "
      + "per second); \(remedy)"
  }
}
