/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every platform and every run, so every generated case can be replayed.
struct SeededRandom: RandomNumberGenerator {
  /// The generator's state, advanced by every draw.
  var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// An integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// A number in `range`.
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// `true` with the given probability.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// One of the values.
  mutating func pick<Value>(_ values: [Value]) -> Value {
    values[Int.random(in: 0..<values.count, using: &self)]
  }
}
