import CollectionLayout
import Foundation

@testable import CollectionLayoutCommandLine

/// Hand-built frames for the export tests, and helpers to read what the exports write.
enum ExportSamples {
  static let viewport = LayoutSize(width: 320, height: 480)

  /// An item of section 0 at `frame`.
  static func item(_ index: Int, _ frame: LayoutRect, alpha: Double = 1) -> LayoutAttributes {
    LayoutAttributes(
      id: .item(section: 0, item: index), frame: frame, zIndex: 1, alpha: alpha, columnIndex: 0)
  }

  /// A step of `action` at `offset` listing `elements`.
  static func step(
    _ index: Int, _ action: StepAction, offset: Double, elements: [LayoutAttributes],
    contentHeight: Double = 2000, transition: LayoutTransition? = nil
  ) -> FrameStep {
    FrameStep(
      index: index, action: action, viewport: viewport, contentOffset: LayoutPoint(x: 0, y: offset),
      contentSize: LayoutSize(width: 320, height: contentHeight), elements: elements,
      transition: transition)
  }

  /// An update of `duration` seconds sampled at `fps` (the engine's rule: every 1 / fps from
  /// 0, then the duration), each sample's time rounded to 3 decimals as the frames write it;
  /// every record listed in every sample, interpolated by `curve`.
  static func transition(
    changes: [ElementChange], duration: Double, fps: Double, from: Double, to: Double,
    curve: AnimationCurve = .linear
  ) -> LayoutTransition {
    let intervals = Int((duration * fps - 1e-9).rounded(.up))
    let frames = (0...intervals).map { index in
      let time = index == intervals ? duration : Double(index) / fps
      let progress = curve.progress(at: time, duration: duration)
      let offset = from + (to - from) * progress
      return AnimationFrame(
        frame: index, time: (time * 1000).rounded() / 1000,
        contentOffset: LayoutPoint(x: 0, y: offset),
        elements: changes.enumerated().map { change, record in
          let start = record.initial.frame
          let end = record.final.frame
          return AnimatedElement(
            id: record.id, change: change,
            frame: LayoutRect(
              x: start.minX + (end.minX - start.minX) * progress,
              y: start.minY + (end.minY - start.minY) * progress, width: start.width,
              height: start.height),
            alpha: record.initial.alpha + (record.final.alpha - record.initial.alpha) * progress)
        })
    }
    return LayoutTransition(
      fromContentOffset: LayoutPoint(x: 0, y: from),
      fromContentSize: LayoutSize(width: 320, height: 2000),
      changes: changes, frames: frames)
  }

  /// The frames of `steps` in the 320 x 480 viewport.
  static func frames(_ steps: [FrameStep]) -> FramesDocument {
    FramesDocument(environment: LayoutEnvironment(viewport: viewport), steps: steps)
  }

  /// The JSON object of `bytes`.
  static func object(_ bytes: [UInt8]) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(bytes))
    guard let object = value as? [String: Any] else { throw SampleError.notAnObject }
    return object
  }

  /// The Lottie layers of `bytes`, by name (the last of a name wins).
  static func layers(_ bytes: [UInt8]) throws -> [String: [String: Any]] {
    let layers = try object(bytes)["layers"] as? [[String: Any]] ?? []
    var byName: [String: [String: Any]] = [:]
    for layer in layers {
      if let name = layer["nm"] as? String { byName[name] = layer }
    }
    return byName
  }

  /// The shape of type `type` (`rc`, `st`, `fl`) of a layer.
  static func shape(_ type: String, of layer: [String: Any]?) -> [String: Any]? {
    (layer?["shapes"] as? [[String: Any]])?.first { $0["ty"] as? String == type }
  }

  /// A Lottie property's static value, or its keyframes as `[(t, s, holds)]`.
  static func keyframes(_ property: Any?) -> [(time: Double, value: [Double], holds: Bool)] {
    guard let property = property as? [String: Any] else { return [] }
    if property["a"] as? Int == 0 {
      if let number = property["k"] as? Double { return [(0, [number], false)] }
      return [(0, property["k"] as? [Double] ?? [], false)]
    }
    return (property["k"] as? [[String: Any]] ?? []).map {
      ($0["t"] as? Double ?? -1, $0["s"] as? [Double] ?? [], $0["h"] as? Int == 1)
    }
  }

  enum SampleError: Error { case notAnObject }
}
