import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Every conversion from `Double` to an integer that a scenario, a frames file or a caller
/// can reach, one test per kind, at the values that would trap an unchecked conversion:
/// beyond `Int.max`, infinite, NaN. The list is in the error catalogue's notes.
@Suite struct DoubleToIntTests {
  /// Frames whose viewport and every number are `value` (finite, as the reader requires).
  private static func frames(allNumbers value: Double) -> FramesDocument {
    let viewport = LayoutSize(width: value, height: value)
    let element = LayoutAttributes(
      id: .item(section: 0, item: 0),
      frame: LayoutRect(x: value, y: -value, width: value, height: value),
      zIndex: Int.max, alpha: value)
    let transition = LayoutTransition(
      fromContentOffset: LayoutPoint(x: -value, y: value), fromContentSize: viewport,
      changes: [
        ElementChange(
          change: .moved, before: element.id, after: element.id, initial: element, final: element)
      ],
      frames: [
        AnimationFrame(
          frame: Int.max, time: value, contentOffset: LayoutPoint(x: value, y: value),
          elements: [AnimatedElement(id: element.id, change: 0, frame: element.frame, alpha: value)]
        )
      ])
    return FramesDocument(
      environment: LayoutEnvironment(
        viewport: viewport,
        contentInset: LayoutInsets(top: value, left: value, bottom: value, right: value),
        displayScale: value),
      steps: [
        FrameStep(
          index: 0, action: .initial, viewport: viewport,
          contentOffset: LayoutPoint(x: value, y: value),
          contentSize: viewport, elements: [element]),
        FrameStep(
          index: 1, action: .update, viewport: viewport,
          contentOffset: LayoutPoint(x: -value, y: -value),
          contentSize: viewport, elements: [element], transition: transition),
      ])
  }

  private static let extremes = [1.07e21, 1e300, Double.greatestFiniteMagnitude, -1e300, -1.07e21]

  /// 1. `SVGPicture.legendColumns`: the legend's columns from the viewport width (the issue's
  /// trap at widths above about 1.07e21).
  @Test func theSVGLegendColumnsOfAnyWidth() {
    #expect(SVGPicture.legendColumns(fitting: 1.1e21, entryCount: 13) == 13)
    #expect(SVGPicture.legendColumns(fitting: .greatestFiniteMagnitude, entryCount: 13) == 13)
    #expect(SVGPicture.legendColumns(fitting: .infinity, entryCount: 13) == 13)
    #expect(SVGPicture.legendColumns(fitting: .nan, entryCount: 13) == 1)
    #expect(SVGPicture.legendColumns(fitting: -1e300, entryCount: 13) == 1)
    #expect(SVGPicture.legendColumns(fitting: 116, entryCount: 13) == 1)
    #expect(SVGPicture.legendColumns(fitting: 700, entryCount: 13) == 6)
  }

  /// 1, through the command line: past `FramesDocument.maximumMagnitude` (10^15) the reader
  /// refuses a frames file whose every number is extreme, located, before anything converts
  /// (hostile finding 13); every picture of one at the bound is drawn.
  @Test(arguments: extremes)
  func renderRefusesFramesWithExtremeNumbers(value: Double) {
    let json = String(
      decoding: FramesWriter.utf8(for: Self.frames(allNumbers: value)), as: UTF8.self)
    for arguments in [["render", "-", "--svg", "--step", "1"], ["render", "-"]] {
      let result = runTool(arguments, input: json)
      #expect(result.status == .invalidInput, "\(arguments)")
      #expect(
        result.errors.contains(
          "expected a number between -1000000000000000 and 1000000000000000, got "))
    }
  }

  @Test(arguments: [1e15, 1.07e14])
  func renderDrawsFramesWithExtremeNumbers(value: Double) {
    let json = String(
      decoding: FramesWriter.utf8(for: Self.frames(allNumbers: value)), as: UTF8.self)
    for arguments in [
      ["render", "-", "--svg"], ["render", "-", "--svg", "--step", "1"],
      ["render", "-", "--svg", "--step", "1", "--frame", "0"], ["render", "-"],
    ] {
      let result = runTool(arguments, input: json)
      #expect(result.status == .success, "\(arguments): \(result.errors)")
      #expect(!result.output.isEmpty)
    }
  }

  /// 2. `SVGNumber.format`: hundredths through `Int64`, after clamping to ±1e13 points.
  @Test func svgNumbersOfAnyMagnitude() {
    #expect(SVGNumber.format(1.07e21) == "10000000000000")
    #expect(SVGNumber.format(-.greatestFiniteMagnitude) == "-10000000000000")
    #expect(SVGNumber.format(.infinity) == "10000000000000")
    #expect(SVGNumber.format(.nan) == "0")
    #expect(SVGNumber.format(12.345) == "12.35")
  }

  /// 3. `JSONNumber.append`: whole numbers through `Int` below 2^52, thousandths through
  /// `Int64` up to 9e15, larger magnitudes by exact decimal expansion.
  @Test func frameNumbersAtEveryBoundary() {
    #expect(JSONNumber.format(4_503_599_627_370_495) == "4503599627370495")  // 2^52 - 1
    #expect(JSONNumber.format(0x1p52) == "4503599627370496")
    #expect(JSONNumber.format(4_503_599_627_370_495.5) == "4503599627370496")
    #expect(JSONNumber.format(8_999_999_999.999) == "8999999999.999")
    #expect(JSONNumber.format(9_000_000_000_000.001) == "9000000000000")
    #expect(JSONNumber.format(-0.0004) == "0")
    #expect(JSONNumber.format(-0.0005) == "-0.001")
    #expect(JSONNumber.format(1.07e21) == "1070000000000000000000")
    #expect(JSONNumber.format(-.greatestFiniteMagnitude).hasPrefix("-17976931348623157"))
  }

  /// 4. `JSONCursor.integer(of:)`: integers of a scenario or a frames file, from their
  /// literal, or from their value only when integral and within `Int`.
  @Test func integersOfAnyMagnitudeInAFramesFile() throws {
    var json = String(decoding: FramesWriter.utf8(for: TinyFrames.frames), as: UTF8.self)
    json = json.replacingOccurrences(of: #""index": 1,"#, with: #""index": 1e300,"#)
    json = json.replacingOccurrences(
      of: #""zIndex": 1001,"#, with: #""zIndex": 9223372036854775808,"#)
    let result = runTool(["render", "-", "--svg"], input: json)
    #expect(result.status == .invalidInput)
    let outOfRange = "expected an integer between -9223372036854775808 and 9223372036854775807"
    #expect(
      result.errors == """
        steps[0].elements[0].zIndex: \(outOfRange), got 9223372036854775808
        steps[1].index: \(outOfRange), got 1e300
        steps[1].transition.changes[0].initial.zIndex: \(outOfRange), got 9223372036854775808
        steps[1].transition.changes[0].final.zIndex: \(outOfRange), got 9223372036854775808
        steps[1].elements[0].zIndex: \(outOfRange), got 9223372036854775808

        """)
  }

  /// 5. `format(_:)`, numbers in validation messages: integers through `Int64` below 1e15,
  /// others as Swift prints them.
  @Test func messageNumbersOfAnyMagnitude() {
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"rowHeight": 1e300}"#)) == [
        "metrics.rowHeight: expected a number <= 1000000, got 1e+300"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"rowHeight": -1e15}"#)) == [
        "metrics.rowHeight: expected a number > 0, got -1000000000000000.0"
      ])
    #expect(
      decodingIssues(scenarioJSON(#""metrics": {"rowHeight": -999999999999999}"#)) == [
        "metrics.rowHeight: expected a number > 0, got -999999999999999"
      ])
  }

  /// 6. `RowGeometry.clampedIndex`: row indexes from offsets a caller gives the layout.
  @Test func rowIndexesOfAnyOffset() throws {
    let layout = try GridLayout(
      scenario: Scenario(
        environment: smallEnvironment, sections: [LayoutSection(items: .count(1_000))]))
    for y in [1e300, -1e300, Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1.07e21] {
      let visible = layout.visibleElements(at: LayoutPoint(x: 0, y: y))
      #expect(visible.count <= 1_000, "\(y)")
      let inRect = layout.elements(
        in: LayoutRect(x: 0, y: y, width: 320, height: 1e300),
        contentOffset: LayoutPoint(x: 0, y: y))
      #expect(inRect.count <= 1_000, "\(y)")
    }
  }

  /// 7. `UpdateAnimation.sampleIntervals` (read by the sampler): `duration × fps` through
  /// `Int` only below 2^31; pinned case by case in
  /// `OutputLimitTests/sampleIntervalsAreCheckedBeforeTheConversion`.
  @Test func animationIntervalsOfAnyDuration() {
    for duration in [Double.nan, .infinity, .greatestFiniteMagnitude, 1e300, -1e300] {
      #expect(UpdateAnimation(duration: duration, fps: 240).sampleIntervals == 1)
    }
    #expect(UpdateAnimation(duration: 8_947_848, fps: 240).sampleIntervals == 2_147_483_520)
    #expect(UpdateAnimation(duration: 8_947_849, fps: 240).sampleIntervals == 1)
  }
}
