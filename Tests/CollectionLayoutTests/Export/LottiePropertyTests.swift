import Testing

@testable import CollectionLayoutCommandLine

/// Keyframes only where a value changes, as written.
@Suite struct LottiePropertyTests {
  private func written(_ property: LottieProperty, scalar: Bool = false) -> String {
    String(decoding: property.json(scalar: scalar).bytes, as: UTF8.self)
  }

  @Test func aValueThatNeverChangesIsStatic() {
    let property = LottieProperty(
      times: [0, 1, 2], values: [[160, -14], [160, -14], [160, -14]])
    #expect(property.isStatic)
    #expect(written(property) == #"{"a":0,"k":[160,-14]}"#)
    let opacity = LottieProperty(times: [0, 1], values: [[50], [50]])
    #expect(written(opacity, scalar: true) == #"{"a":0,"k":50}"#)
  }

  /// 100 100 100 80 60: a hold from 0 to 2, then linear moves to 80 and 60.
  @Test func aRunOfEqualValuesKeepsItsEndsAndHolds() {
    let property = LottieProperty(
      times: [0, 1, 2, 3, 4], values: [[100], [100], [100], [80], [60]])
    #expect(property.keyframes.map(\.time) == [0, 2, 3, 4])
    #expect(property.keyframes.map(\.holds) == [true, false, false, false])
    #expect(
      written(property, scalar: true)
        == #"{"a":1,"k":[{"t":0,"s":[100],"h":1},"#
        + #"{"t":2,"s":[100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},"#
        + #"{"t":3,"s":[80],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":4,"s":[60]}]}"#)
  }

  /// 0 10 10 10 20 20: moves, holds, moves, and the last run ends at the last sample.
  @Test func runsInTheMiddleAndAtTheEnd() {
    let property = LottieProperty(
      times: [0, 1, 2, 3, 4, 5], values: [[0], [10], [10], [10], [20], [20]])
    #expect(property.keyframes.map(\.time) == [0, 1, 3, 4, 5])
    #expect(property.keyframes.map(\.holds) == [false, true, false, true, false])
  }

  @Test func changesSmallerThanTheWrittenPrecisionAreNoChange() {
    let property = LottieProperty(times: [0, 1, 2], values: [[1.0001], [1.0004], [0.9996]])
    #expect(property.isStatic)
    #expect(written(property) == #"{"a":0,"k":[1]}"#)
  }

  @Test func samplesAtTheSameWrittenTimeKeepTheLaterOne() {
    let property = LottieProperty(times: [0, 18, 18.0001, 20], values: [[0], [5], [9], [9]])
    #expect(property.keyframes.map(\.time) == [0, 18.0001, 20])
    #expect(property.keyframes.map(\.value) == [[0], [9], [9]])
    // Times out of order (a hand-written file) never go backwards.
    let backwards = LottieProperty(times: [0, 2, 1], values: [[0], [5], [7]])
    #expect(backwards.keyframes.map(\.time) == [0, 1])
  }
}
