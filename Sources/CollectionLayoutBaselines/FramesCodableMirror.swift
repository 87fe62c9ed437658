import CollectionLayout
import Foundation

/// The conventional way to write frames, kept as the benchmark's baseline: Foundation's
/// `JSONEncoder` encoding a `Codable` mirror of the frames document, with the same keys, the
/// same nesting and the same values as `FramesWriter` writes (numbers rounded to 3 decimals
/// as the frames number rules round them; ids and colours as their strings).
///
/// The bytes differ (`JSONEncoder` writes no spaces or line breaks, and prints each rounded
/// `Double` in its shortest form), but they parse to the same values: the tests check it.
/// Steps with a transition or a batch are written without them.
public enum FramesCodableMirror {
  /// The frames encoded by `JSONEncoder`, as UTF-8 bytes.
  public static func utf8(for frames: FramesDocument) throws -> [UInt8] {
    Array(try JSONEncoder().encode(Document(frames)))
  }

  /// The frames number rule: `value` rounded half away from zero to whole thousandths, with
  /// `-0` as `0`.
  static func rounded(_ value: Double) -> Double {
    (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000 + 0
  }

  // MARK: - The mirror

  /// The document: header keys, then the steps.
  struct Document: Encodable {
    let frames: FramesDocument

    init(_ frames: FramesDocument) { self.frames = frames }

    enum Key: String, CodingKey {
      case format, version, viewport, contentInset, displayScale, steps
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(FramesDocument.format, forKey: .format)
      try container.encode(FramesDocument.currentVersion, forKey: .version)
      try container.encode(SizeMirror(frames.environment.viewport), forKey: .viewport)
      try container.encode(InsetsMirror(frames.environment.contentInset), forKey: .contentInset)
      try container.encode(rounded(frames.environment.displayScale), forKey: .displayScale)
      try container.encode(frames.steps.map(StepMirror.init), forKey: .steps)
    }
  }

  /// One step, without its transition and its batch.
  struct StepMirror: Encodable {
    let step: FrameStep

    enum Key: String, CodingKey {
      case index, action, viewport, contentOffset, contentSize, elements
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(step.index, forKey: .index)
      try container.encode(step.action.rawValue, forKey: .action)
      try container.encode(SizeMirror(step.viewport), forKey: .viewport)
      try container.encode(PointMirror(step.contentOffset), forKey: .contentOffset)
      try container.encode(SizeMirror(step.contentSize), forKey: .contentSize)
      try container.encode(step.elements.map(ElementMirror.init), forKey: .elements)
    }
  }

  /// One element's attributes, keys in the frames order, optional keys left out when `nil`.
  struct ElementMirror: Encodable {
    let element: LayoutAttributes

    enum Key: String, CodingKey {
      case id, kind, frame, zIndex, alpha, hidden, transform, columnIndex, pinned
      case backgroundColor, selectedBackgroundColor, padding, placeholder
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(element.id.description, forKey: .id)
      try container.encode(element.kind.rawValue, forKey: .kind)
      let frame = element.frame
      try container.encode(
        [
          rounded(frame.origin.x), rounded(frame.origin.y), rounded(frame.size.width),
          rounded(frame.size.height),
        ], forKey: .frame)
      try container.encode(element.zIndex, forKey: .zIndex)
      try container.encode(rounded(element.alpha), forKey: .alpha)
      try container.encode(element.isHidden, forKey: .hidden)
      try container.encodeIfPresent(
        element.transform.map { $0.values.map(rounded) }, forKey: .transform)
      try container.encodeIfPresent(element.columnIndex, forKey: .columnIndex)
      try container.encodeIfPresent(element.isPinned, forKey: .pinned)
      try container.encodeIfPresent(element.backgroundColor?.description, forKey: .backgroundColor)
      try container.encodeIfPresent(
        element.selectedBackgroundColor?.description, forKey: .selectedBackgroundColor)
      try container.encodeIfPresent(element.padding.map(InsetsMirror.init), forKey: .padding)
      try container.encodeIfPresent(
        element.placeholder.map(PlaceholderMirror.init), forKey: .placeholder)
    }
  }

  /// `{"width": W, "height": H}`.
  struct SizeMirror: Encodable {
    let width: Double
    let height: Double

    init(_ size: LayoutSize) {
      width = rounded(size.width)
      height = rounded(size.height)
    }
  }

  /// `{"x": X, "y": Y}`.
  struct PointMirror: Encodable {
    let x: Double
    let y: Double

    init(_ point: LayoutPoint) {
      x = rounded(point.x)
      y = rounded(point.y)
    }
  }

  /// `{"top": T, "left": L, "bottom": B, "right": R}`.
  struct InsetsMirror: Encodable {
    let top: Double
    let left: Double
    let bottom: Double
    let right: Double

    init(_ insets: LayoutInsets) {
      top = rounded(insets.top)
      left = rounded(insets.left)
      bottom = rounded(insets.bottom)
      right = rounded(insets.right)
    }
  }

  /// `{"kind": K, "title": T, "message": M}`, title and message left out when `nil`.
  struct PlaceholderMirror: Encodable {
    let kind: String
    let title: String?
    let message: String?

    init(_ content: PlaceholderContent) {
      kind = content.kind.rawValue
      title = content.title
      message = content.message
    }
  }
}
