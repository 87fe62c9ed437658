import CollectionLayout

/// One animatable Lottie property, from samples: keyframes only where the value changes.
///
/// Values and times are compared as written (by the frames number rules, 3 decimals), so a
/// change too small to write is no change:
///
/// - A property whose every sample writes the same value is static: `{"a": 0, "k": value}`.
/// - Otherwise a sample is a keyframe when its value differs from the sample before it or
///   from the sample after it (the first and last samples always are): a run of equal
///   samples keeps its first and last sample only.
/// - A keyframe followed by a keyframe of the same value holds (`"h": 1`); any other moves
///   linearly to the next one (`"o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}`, a straight
///   Bézier easing); the last has its time and value only.
/// - But when every sample lies on one of the engine's Bézier curves (``LottieEasing``) from
///   the first value to the last, within `tolerance` (what rounding to 3 decimals allows), the
///   property is two keyframes, the first with the curve's handles: an update animated with
///   ease-in-out is 2 keyframes, not one per sample, and plays the curve between samples.
/// - Samples at the same written time keep the later one, so keyframe times strictly
///   increase, as Lottie requires.
///
/// ```
/// samples  t: 0   1   2   3   4        keyframes  t 0 (100, hold)
///          o: 100 100 100 80  60                  t 2 (100, linear)
///                                                 t 3 (80, linear)  t 4 (60)
/// ```
struct LottieProperty: Hashable, Sendable {
  /// One keyframe.
  struct Keyframe: Hashable, Sendable {
    /// The time, in composition frames.
    var time: Double
    /// The value.
    var value: [Double]
    /// Whether the value holds until the next keyframe.
    var holds: Bool
    /// The easing towards the next keyframe when it does not hold.
    var easing = LottieEasing.linear
  }

  /// The keyframes; exactly one (its time unused) for a static property.
  var keyframes: [Keyframe]
  /// Whether the property is static.
  var isStatic: Bool { keyframes.count == 1 }

  /// The property of `values` at `times` (composition frames), the two of equal length, at
  /// least one sample; a sample within `tolerance` of a curve through the first and last
  /// values is on it.
  init(times: [Double], values: [[Double]], tolerance: Double = 0) {
    var samples: [(time: Double, value: [UInt8], keyframe: Keyframe)] = []
    for (time, value) in zip(times, values) {
      let written = (time: Self.thousandths(time), value: Self.written(value))
      let keyframe = Keyframe(time: time, value: value, holds: false)
      if let last = samples.last, written.time <= last.time {
        samples[samples.count - 1] = (last.time, written.value, keyframe)
      } else {
        samples.append((written.time, written.value, keyframe))
      }
    }
    guard let first = samples.first else {
      keyframes = []
      return
    }
    guard samples.contains(where: { $0.value != first.value }) else {
      keyframes = [first.keyframe]
      return
    }
    if samples.count > 2, let last = samples.last,
      let easing = Self.easing(fitting: samples.map(\.keyframe), tolerance: tolerance)
    {
      var start = first.keyframe
      start.easing = easing
      keyframes = [start, last.keyframe]
      return
    }
    var kept: [(value: [UInt8], keyframe: Keyframe)] = []
    for (index, sample) in samples.enumerated() {
      let isEnd = index == 0 || index == samples.count - 1
      guard
        isEnd || sample.value != samples[index - 1].value
          || sample.value != samples[index + 1].value
      else { continue }
      if let last = kept.last, last.value == sample.value {
        kept[kept.count - 1].keyframe.holds = true
      }
      kept.append((sample.value, sample.keyframe))
    }
    keyframes = kept.map(\.keyframe)
  }

  /// The easing of the first of the engine's Bézier curves that every one of `samples`
  /// follows from the first value to the last, within `tolerance`; `nil` when none does.
  static func easing(fitting samples: [Keyframe], tolerance: Double) -> LottieEasing? {
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return nil
    }
    let duration = last.time - first.time
    for (curve, easing) in LottieEasing.curves {
      let fits = samples.allSatisfy { sample in
        let progress = curve.progress(at: sample.time - first.time, duration: duration)
        return zip(sample.value, zip(first.value, last.value)).allSatisfy { value, ends in
          abs(ends.0 + (ends.1 - ends.0) * progress - value) <= tolerance
        }
      }
      if fits { return easing }
    }
    return nil
  }

  /// A time in whole thousandths of a frame, as written, for comparing.
  static func thousandths(_ time: Double) -> Double {
    (time * 1000).rounded(.toNearestOrAwayFromZero)
  }

  /// The text of numbers as written, for comparing.
  static func written(_ numbers: [Double]) -> [UInt8] {
    var bytes: [UInt8] = []
    for number in numbers {
      JSONNumber.append(number, to: &bytes)
      bytes.append(UInt8(ascii: ","))
    }
    return bytes
  }

  /// The property as Lottie JSON: `{"a": 0, "k": value}` when static, where `scalar` writes a
  /// one-number value as a number; otherwise `{"a": 1, "k": [keyframes]}`.
  func json(scalar: Bool = false) -> ExportJSON {
    guard !isStatic, let last = keyframes.last else {
      let value = keyframes.first?.value ?? []
      return .members([
        "a": .integer(0),
        "k": scalar && value.count == 1 ? .number(value[0]) : .numbers(value),
      ])
    }
    var entries: [ExportJSON] = []
    for keyframe in keyframes.dropLast() {
      if keyframe.holds {
        entries.append(
          .members(["t": .number(keyframe.time), "s": .numbers(keyframe.value), "h": .integer(1)]))
      } else {
        entries.append(
          .object(
            [
              ExportJSON.Member(key: "t", value: .number(keyframe.time)),
              ExportJSON.Member(key: "s", value: .numbers(keyframe.value)),
            ] + keyframe.easing.members))
      }
    }
    entries.append(.members(["t": .number(last.time), "s": .numbers(last.value)]))
    return .members(["a": .integer(1), "k": .array(entries)])
  }
}
