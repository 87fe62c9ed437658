/// Draws for the scenario generator, on the updates tests' seeded SplitMix64 generator: the
/// same seed gives the same cases on every platform and every run.
extension SeededRandom {
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
