import CollectionLayoutCore

/// The layout a layout change puts in place over the same data: a layout object as the root
/// `layout` key takes it (any kind), and for a grid its default metrics (the root `metrics`
/// from this step on; each section's own metrics still win).
///
/// ```json
/// {"kind": "grid", "metrics": {"columns": 3, "rowHeight": 106}}
/// {"kind": "flow", "itemSize": {"width": 130, "height": 130}}
/// ```
public struct NewLayout: Hashable, Sendable {
  /// The layout object. Key `layout` of the step; its `kind` is required.
  public var layout: ScenarioLayout
  /// A grid's default metrics, key `metrics` inside the layout object (a grid only); `nil`
  /// keeps the metrics before the step.
  public var metrics: SectionMetrics?

  /// Creates the description of a new layout.
  public init(_ layout: ScenarioLayout, metrics: SectionMetrics? = nil) {
    self.layout = layout
    self.metrics = metrics
  }
}

/// A `setLayout` step: `setCollectionViewLayout(_:animated:)`.
///
/// ```json
/// {"setLayout": {"layout": {"kind": "flow", "itemSize": {"width": 130, "height": 130}},
///                "animated": true, "anchor": "center",
///                "animation": {"duration": 0.3, "fps": 60, "curve": "easeInOut"}}}
/// ```
public struct LayoutReplacement: Hashable, Sendable {
  /// The layout after the step. Key `layout`, required.
  public var newLayout: NewLayout
  /// Whether the change animates (key `animated`, default `true`); without animation the
  /// entry shows the new layout and has no transition.
  public var isAnimated: Bool
  /// What stays in view (key `anchor`, default `"center"`).
  public var anchor: LayoutChangeAnchor
  /// The animation (key `animation`): default 0.3 s, ease in and out, 60 frames per second.
  public var animation: UpdateAnimation

  /// Creates a `setLayout` step.
  public init(
    _ newLayout: NewLayout, isAnimated: Bool = true, anchor: LayoutChangeAnchor = .center,
    animation: UpdateAnimation = UpdateAnimation()
  ) {
    self.newLayout = newLayout
    self.isAnimated = isAnimated
    self.anchor = anchor
    self.animation = animation
  }
}

/// A `beginTransition` step: `startInteractiveTransition(to:)`. The entry shows the layout
/// still as it was (progress 0); `transitionProgress` steps move it.
///
/// ```json
/// {"beginTransition": {"to": {"kind": "grid", "metrics": {"columns": 2}},
///                      "anchor": {"point": {"x": 300, "y": 200}}}}
/// ```
public struct TransitionStart: Hashable, Sendable {
  /// The layout the transition goes to. Key `to`, required.
  public var newLayout: NewLayout
  /// What stays in view at the end (key `anchor`, default `"center"`).
  public var anchor: LayoutChangeAnchor

  /// Creates a `beginTransition` step.
  public init(_ newLayout: NewLayout, anchor: LayoutChangeAnchor = .center) {
    self.newLayout = newLayout
    self.anchor = anchor
  }
}

/// A `transitionProgress` step: the open transition's `transitionProgress` set, the way
/// there sampled in `frameCount` frames at 60 per second, linearly.
///
/// ```json
/// {"transitionProgress": {"progress": 0.5, "frames": 10}}
/// ```
public struct TransitionProgressChange: Hashable, Sendable {
  /// The most frames one step may sample.
  public static let maximumFrameCount = 600
  /// The progress after the step, 0 ... 1. Key `progress`, required.
  public var progress: Double
  /// The frames from the progress before the step to this one (key `frames`, 1 ...
  /// ``maximumFrameCount``, default 1).
  public var frameCount: Int

  /// Creates a `transitionProgress` step.
  public init(progress: Double, frameCount: Int = 1) {
    self.progress = progress
    self.frameCount = frameCount
  }
}

/// How a pinch ends (``Pinch/release``).
public enum PinchRelease: String, Hashable, Sendable, Codable, CaseIterable {
  /// The transition finishes: the new column count stays.
  case finish
  /// The transition is cancelled: the old column count comes back.
  case cancel
  /// It finishes when the progress at the release is past one half, else it is cancelled
  /// (TLLayoutTransitioning's pinch sample). The default.
  case automatic
}

/// A `pinch` step: two fingers change a grid's or a flow layout's column count through an
/// interactive transition anchored under them, as the Photos app does.
///
/// ```json
/// {"pinch": {"at": {"x": 160, "y": 300}, "scale": [1.0, 1.2, 1.5],
///            "columns": [3, 2], "release": "automatic"}}
/// ```
///
/// The progress follows the scale so that an item under the fingers grows as they spread:
/// going from `c` to `c'` columns, items grow by `c / c'`, and a scale `s` is the progress
/// `(s - 1) / (c / c' - 1)`, clamped to 0 ... 1 (3 to 2 columns: 1.25 is half way, 1.5 the
/// end; 2 to 3 columns: 0.833 is half way).
public struct Pinch: Hashable, Sendable {
  /// The point between the fingers, in viewport coordinates (points). Key `at`, required.
  public var point: LayoutPoint
  /// The gesture's scale at each frame, 60 per second, from 1 at the touch (key `scale`,
  /// required, 1 to ``TransitionProgressChange/maximumFrameCount`` values, each > 0).
  public var scales: [Double]
  /// The column count before and after (key `columns`, `[from, to]`, each >= 1, different).
  public var columns: ColumnChange
  /// How the gesture ends (key `release`, default ``PinchRelease/automatic``).
  public var release: PinchRelease

  /// Creates a `pinch` step.
  public init(
    at point: LayoutPoint, scales: [Double], columns: ColumnChange,
    release: PinchRelease = .automatic
  ) {
    self.point = point
    self.scales = scales
    self.columns = columns
    self.release = release
  }

  /// The progress of the transition at `scale` (see above).
  public func progress(atScale scale: Double) -> Double {
    let end = Double(columns.from) / Double(columns.to)
    guard end != 1, scale.isFinite else { return 0 }
    return min(1, max(0, (scale - 1) / (end - 1)))
  }
}

/// A column count changing, in a pinch: `[from, to]` in a document.
public struct ColumnChange: Hashable, Sendable {
  /// The columns before, >= 1.
  public var from: Int
  /// The columns after, >= 1, not `from`.
  public var to: Int

  /// Creates a change from `from` columns to `to`.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

extension ScenarioStep {
  /// Whether the step may put a layout of another kind in place of the one shown
  /// (`setLayout`, `beginTransition`; a pinch keeps the kind).
  var replacesTheLayout: Bool {
    switch self {
    case .setLayout, .beginTransition: return true
    default: return false
    }
  }
}
