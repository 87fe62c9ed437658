import CollectionLayout
import Foundation

/// Writes what the viewport shows (``ViewportAnimation``) as a Lottie animation: JSON that
/// lottie-web, rlottie (Telegram), Qt's Lottie module and After Effects' importers play.
///
/// The composition (Lottie specification 1.0, `ver` 10000):
/// - `fr` is the frame rate, `ip` 0, `op` the clock's duration in frames, `w` and `h` the
///   largest viewport shown, rounded up to whole points; one marker per step (`step 1:
///   scroll`) at its segment.
/// - Each box is one shape layer named as the box (the element id, see ``ElementNaming``),
///   present from its segment's start (`ip`) to its end (`op`, exclusive), with an identity
///   transform whose opacity `o` is the box's alpha in percent (0-100), and three shapes: a
///   rectangle `rc`, whose position `p` is the box's centre and whose size `s` is the box's
///   size less the outline width (the outline is drawn inside the box, as the player draws
///   it); the outline `st`, if any; the fill `fl`.
/// - The first layer draws on top: the layers are written top first, segment after segment.
/// - Position, size and opacity are keyframed from the box's samples where they change
///   (``LottieProperty``), at `time * fr`.
///
/// One layer per line, members in a fixed order, numbers by the frames number rules: the same
/// input gives the same bytes.
enum LottieDocument {
  /// The Lottie specification version written in `ver` (1.0.0 as `MMmmpp`).
  static let specificationVersion = 10000
  /// The format version written in `v`, which players read to pick how to read the file:
  /// the Bodymovin version whose keyframes have no `e` (end value), as the specification's.
  static let formatVersion = "5.7.0"
  /// The largest width or height written, in points.
  static let largestSize = 1_000_000_000.0
  /// How far a position or size sample may be from an easing curve and still be on it, in
  /// points: a frame and a content offset are each written to 0.0005, so a difference of two,
  /// at the sample and at the ends, is off by up to 0.002.
  static let lengthTolerance = 0.0025
  /// The same for an opacity, in percent: an alpha written to 0.0005 is 0.05 percent.
  static let opacityTolerance = 0.105

  /// The Lottie JSON of `animation` at `framesPerSecond` (> 0), with one marker per step of
  /// `frames` shown.
  static func utf8(
    for animation: ViewportAnimation, frames: FramesDocument, framesPerSecond: Double
  )
    -> [UInt8]
  {
    let rate = framesPerSecond
    let markers: [ExportJSON] = animation.timeline.segments.map { segment in
      .members([
        "cm": .string("step \(segment.step): \(frames.steps[segment.step].action.rawValue)"),
        "tm": .number(segment.start * rate),
        "dr": .number((segment.end - segment.start) * rate),
      ])
    }
    let header: ExportJSON = .members([
      "v": .string(formatVersion), "ver": .integer(specificationVersion),
      "nm": .string("collection-layout export"), "fr": .number(rate), "ip": .integer(0),
      "op": .number(animation.timeline.duration * rate),
      "w": .integer(wholePoints(animation.size.width)),
      "h": .integer(wholePoints(animation.size.height)), "ddd": .integer(0),
      "assets": .array([]), "markers": .array(markers),
    ])
    var bytes = header.bytes
    // Reopen the header object to add the layers, one per line.
    bytes.removeLast()
    bytes.append(contentsOf: ",\n\"layers\":[".utf8)
    var index = 0
    for segmentBoxes in animation.boxesBySegment {
      for box in segmentBoxes.reversed() {
        index += 1
        bytes.append(contentsOf: (index == 1 ? "\n" : ",\n").utf8)
        layer(box, index: index, rate: rate).write(to: &bytes)
      }
    }
    bytes.append(contentsOf: (index == 0 ? "]}\n" : "\n]}\n").utf8)
    return bytes
  }

  /// A length as a whole number of points for `w` and `h`: rounded up, within 0 ...
  /// ``largestSize``.
  static func wholePoints(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return Int(min(length, largestSize).rounded(.up))
  }

  /// The shape layer of `box`, numbered `index`.
  static func layer(_ box: ViewportBox, index: Int, rate: Double) -> ExportJSON {
    let times = box.samples.map { $0.time * rate }
    let inset = box.paint.outline?.width ?? 0
    let opacity = LottieProperty(
      times: times, values: box.samples.map { [$0.alpha * 100] },
      tolerance: opacityTolerance)
    let position = LottieProperty(
      times: times,
      values: box.samples.map {
        [$0.rect.minX + $0.rect.width / 2, $0.rect.minY + $0.rect.height / 2]
      },
      tolerance: lengthTolerance)
    let size = LottieProperty(
      times: times, values: box.samples.map { [$0.rect.width - inset, $0.rect.height - inset] },
      tolerance: lengthTolerance)
    var shapes: [ExportJSON] = [
      .members([
        "ty": .string("rc"), "nm": .string("frame"), "d": .integer(1), "p": position.json(),
        "s": size.json(), "r": .members(["a": .integer(0), "k": .integer(0)]),
      ])
    ]
    if let outline = box.paint.outline {
      var stroke: [ExportJSON.Member] = [
        member("ty", .string("st")), member("nm", .string("outline")),
        member("c", staticValue(color(outline.color))), member("o", staticNumber(100)),
        member("w", staticNumber(outline.width)), member("lc", .integer(1)),
        member("lj", .integer(1)), member("ml", .integer(4)),
      ]
      if !outline.dashes.isEmpty {
        let names = ["d", "g"]
        stroke.append(
          member(
            "d",
            .array(
              outline.dashes.enumerated().map { position, length in
                let kind = names[position % 2]
                return .members([
                  "n": .string(kind), "nm": .string(kind == "d" ? "dash" : "gap"),
                  "v": staticNumber(length),
                ])
              })))
      }
      shapes.append(.object(stroke))
    }
    shapes.append(
      .members([
        "ty": .string("fl"), "nm": .string("fill"), "c": staticValue(color(box.paint.fill)),
        "o": staticNumber(100), "r": .integer(1),
      ]))
    return .members([
      "ddd": .integer(0), "ind": .integer(index), "ty": .integer(4), "nm": .string(box.name),
      "sr": .integer(1),
      "ks": layerTransform(of: box, times: times, opacity: opacity),
      "ao": .integer(0), "ip": .number(box.start * rate),
      "op": .number(box.end * rate), "st": .integer(0), "bm": .integer(0),
      "shapes": .array(shapes),
    ])
  }

  /// The layer's transform `ks`: its opacity, and the identity, or, when a sample of the box
  /// has a transform (``LayoutTransform``, about the box's centre), the anchor `a` at the
  /// box's centre, the position `p` there moved by `(tx, ty)`, and the linear part as a
  /// rotation `r` (degrees, clockwise on screen) and a scale `s` (percent):
  /// `[a c; b d] = R(r) · diag(sx, sy)`, with `r = atan2(b, a)`, `sx = √(a² + b²)`,
  /// `sy = (a·d − b·c) / sx`. A shear (what remains, `a·c + b·d ≠ 0`) is not written: Lottie's
  /// skew is left out, the engine's effects only scale.
  static func layerTransform(of box: ViewportBox, times: [Double], opacity: LottieProperty)
    -> ExportJSON
  {
    guard box.samples.contains(where: { $0.transform != nil }) else {
      return .members([
        "o": opacity.json(scalar: true), "r": staticNumber(0),
        "p": staticValue([0, 0, 0]), "a": staticValue([0, 0, 0]),
        "s": staticValue([100, 100, 100]),
      ])
    }
    var anchors: [[Double]] = []
    var positions: [[Double]] = []
    var rotations: [[Double]] = []
    var scales: [[Double]] = []
    for sample in box.samples {
      let t = sample.transform ?? .identity
      let cx = sample.rect.minX + sample.rect.width / 2
      let cy = sample.rect.minY + sample.rect.height / 2
      let sx = (t.a * t.a + t.b * t.b).squareRoot()
      let angle = sx > 0 ? atan2(t.b, t.a) : 0
      let sy = sx > 0 ? (t.a * t.d - t.b * t.c) / sx : t.d
      anchors.append([cx, cy, 0])
      positions.append([cx + t.tx, cy + t.ty, 0])
      rotations.append([angle * 180 / .pi])
      scales.append([sx * 100, sy * 100, 100])
    }
    func property(_ values: [[Double]], _ tolerance: Double) -> LottieProperty {
      LottieProperty(times: times, values: values, tolerance: tolerance)
    }
    return .members([
      "o": opacity.json(scalar: true),
      "r": property(rotations, opacityTolerance).json(scalar: true),
      "p": property(positions, lengthTolerance).json(),
      "a": property(anchors, lengthTolerance).json(),
      "s": property(scales, opacityTolerance).json(),
    ])
  }

  /// An object member.
  static func member(_ key: String, _ value: ExportJSON) -> ExportJSON.Member {
    ExportJSON.Member(key: key, value: value)
  }

  /// A static property with a number value.
  static func staticNumber(_ value: Double) -> ExportJSON {
    .members(["a": .integer(0), "k": .number(value)])
  }

  /// A static property with an array value.
  static func staticValue(_ values: [Double]) -> ExportJSON {
    .members(["a": .integer(0), "k": .numbers(values)])
  }

  /// `#RRGGBB` as Lottie's `[red, green, blue, 1]`, each 0 ... 1 (black for a malformed
  /// colour, which the palette never has).
  static func color(_ hex: String) -> [Double] {
    let digits = Array(hex.utf8.dropFirst())
    guard digits.count == 6 else { return [0, 0, 0, 1] }
    var components: [Double] = []
    for index in stride(from: 0, to: 6, by: 2) {
      let text = String(decoding: digits[index..<index + 2], as: UTF8.self)
      components.append(Double(UInt8(text, radix: 16) ?? 0) / 255)
    }
    return components + [1]
  }
}
