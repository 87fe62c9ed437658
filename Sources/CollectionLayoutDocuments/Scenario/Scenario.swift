import CollectionLayoutCore

/// What the frames of a scenario contain: the scenario's `output` object,
/// `{"elements": "visible", "measureVisible": false}`.
public struct OutputOptions: Hashable, Sendable {
  /// Which elements each step lists (key `elements`). Default ``OutputMode/visible``.
  public var elements: OutputMode
  /// Whether each entry lists the elements on screen whose heights are still estimates (key
  /// `measureVisible`, written `"measure"` in the entry): what a renderer must measure next,
  /// and feed back with a measure step. Default `false`.
  public var measureVisible: Bool
  /// Whether each entry reports what `UICollectionView`'s delegate and prefetching data
  /// source would hear as it is shown (key `display`): `willDisplay`, `didEndDisplaying`,
  /// `moved`, `cancelPrefetchingForItemsAt` and `prefetchItemsAt`, with the reuse view of each
  /// element (see ``DisplayTracker``). Default `false`.
  public var display: Bool

  /// Creates output options.
  public init(elements: OutputMode = .visible, measureVisible: Bool = false, display: Bool = false)
  {
    self.elements = elements
    self.measureVisible = measureVisible
    self.display = display
  }
}

/// One step of a scenario, applied after the initial layout. Each step appends one entry to
/// the frames. In the scenario's `steps` array a step is an object with exactly one key,
/// the kind of step.
///
/// ```json
/// {"scroll": {"x": 0, "y": 300}}
/// {"scroll": {"to": "bottom"}}
/// {"scroll": {"toItem": [0, 40], "position": "center"}}
/// {"scrollBy": {"x": 0, "y": -40}}
/// {"scroll": {"y": 300, "animated": true}}
/// {"fling": {"velocity": {"x": 0, "y": 2000}, "decelerationRate": "normal"}}
/// {"pan": {"by": {"x": 0, "y": -300}, "frames": 30}}
/// {"resize": {"width": 1024, "height": 768, "contentInset": {"top": 32}}}
/// {"resize": {"environment": {"orientation": "landscape"}}}
/// {"update": {"insertItems": [[0, 0]]}}
/// {"apply": {"sections": [{"id": "s1", "items": ["a", "b"]}]}}
/// {"load": {"section": "reviews", "state": "loaded", "items": 3}}
/// {"select": {"source": "tabs", "segment": 1}}
/// {"beginDrag": {"item": [0, 0], "at": {"x": 50, "y": 50}}}
/// {"dragTo": {"x": 160, "y": 400, "frames": 30}}
/// {"endDrag": {}}
/// {"swipe": {"item": [0, 3], "distance": 80}}
/// {"editing": true}
/// {"measure": {"items": [[0, 4, 130]]}}
/// {"setLayout": {"layout": {"kind": "grid", "metrics": {"columns": 3}}}}
/// {"beginTransition": {"to": {"kind": "grid", "metrics": {"columns": 2}}}}
/// {"transitionProgress": {"progress": 0.5, "frames": 10}}
/// {"finishTransition": {}}
/// {"cancelTransition": {}}
/// {"pinch": {"at": {"x": 160, "y": 300}, "scale": [1.0, 1.2, 1.5], "columns": [3, 2]}}
/// ```
///
/// Drags, swipes, editing and measuring are played by the engine for every layout (see
/// <doc:Interactions>).
public enum ScenarioStep: Hashable, Sendable {
  /// Set the content offset, in points. Offsets are used as given, overscroll included.
  /// Key `scroll`, with keys `x` and `y`.
  case scroll(LayoutPoint)
  /// Scroll to one coordinate (the other kept), an end of the content or an item (see
  /// ``ScrollTarget``). Key `scroll`, with `x` or `y` alone, `to`, or `toItem` and `position`.
  case scrollTo(ScrollTarget)
  /// Set the own content offset of a section that scrolls on its own (a compositional
  /// section with an `orthogonalScrollingBehavior`; see ``SectionScroller``), in points, in the
  /// strip's coordinates: `x` and `y`, `nil` for the coordinate kept. The collection view's
  /// offset is kept. Key `scroll`, with `section` and `x`, `y` or both.
  case scrollSection(Int, x: Double?, y: Double?)
  /// Move the content offset by `(x, y)` points, as a finger or one frame of a fling does:
  /// the offset after the step is the offset before it plus the delta, overscroll included.
  /// Each component is within ±``Limits/maximumOffset``, and so must the offset be after the
  /// step, once the layout has settled (an endless wall recentres it, so relative steps take
  /// it anywhere in its plane). Key `scrollBy`, with required keys `x` and `y`.
  case scrollBy(LayoutPoint)
  /// Scroll to a target as `setContentOffset(_:animated: true)` and
  /// `scrollToItem(at:at:animated: true)` do: the offset animates there
  /// (``ContentOffsetAnimation``, 0.3 s, linear), sampled at 60 frames per second. Key
  /// `scroll`, with `"animated": true` beside its target.
  case animatedScroll(ScrollTarget)
  /// Release the content with a velocity: it decelerates, bounces from an edge, and rests
  /// where the layout chooses, sampled until it rests (see <doc:ScrollPhysics>). Key `fling`.
  case fling(Fling)
  /// Drag the content by a finger, with the rubber band past the edges, then lift the
  /// finger at rest (see <doc:ScrollPhysics>). Key `pan`.
  case pan(Pan)
  /// Change the viewport size, in points (a rotation), and with `contentInset` the scroll
  /// view's content inset too (the safe area changes on rotation); `nil` keeps the inset.
  /// Key `resize`, with required keys `width` and `height`, and `contentInset`.
  case resize(LayoutSize, contentInset: LayoutInsets? = nil)
  /// Move the scroll view to another screen (a rotation, a split-view change): a resize
  /// whose `environment` is laid over the screen before it, and whose viewport comes from the
  /// device unless given. Key `resize`, with `environment`, and optionally `width`, `height`
  /// and `contentInset`.
  indirect case resizeEnvironment(EnvironmentResize)
  /// Apply a batch of updates, as `performBatchUpdates` would, and animate it.
  case update(BatchUpdate)
  /// Apply batches addressed to data sources, each in its source's index space, as one
  /// batch. Key `update`, with a `source`; an array of them for several sources.
  case updateSources([SourceUpdate])
  /// Give the data after the step by identity; the engine computes the batch. Key `apply`.
  case apply(Snapshot)
  /// Move a section or a data source to another loading state. Key `load`.
  case load(Load)
  /// Show another child of a segmented data source. Key `select`.
  case select(SegmentSelection)
  /// A step only some kinds of layouts play (see ``InteractionStep``).
  case interaction(InteractionStep)
  /// Start dragging an item to reorder it. Key `beginDrag`.
  case beginDrag(DragStart)
  /// Move the dragging finger. Key `dragTo`.
  case dragTo(DragMove)
  /// Drop the dragged item where its gap is: the move, as one batch. Key `endDrag`, `{}`.
  case endDrag
  /// Put the dragged item back: everything returns to where it was. Key `cancelDrag`, `{}`.
  case cancelDrag
  /// Swipe an item to reveal its edit actions, or close it. Key `swipe`.
  case swipe(Swipe)
  /// Turn editing mode on or off. Key `editing`, `true` or `false`.
  case editing(Bool)
  /// Replace estimated heights by measured ones. Key `measure`.
  case measure(HeightMeasurement)
  /// Replace the layout by another over the same data, animated
  /// (`setCollectionViewLayout(_:animated:)`; see <doc:LayoutTransitions>). Key `setLayout`.
  indirect case setLayout(LayoutReplacement)
  /// Open an interactive transition to another layout. Key `beginTransition`.
  indirect case beginTransition(TransitionStart)
  /// Move the open transition's progress. Key `transitionProgress`.
  case transitionProgress(TransitionProgressChange)
  /// Finish the open transition: the rest of the progress animates to 1, in
  /// `0.3 × remaining` seconds, or `remaining / velocity` with a velocity (progress per
  /// second). Key `finishTransition`, `{}` or `{"velocity": 2}`.
  case finishTransition(velocity: Double?)
  /// Cancel the open transition: the progress animates back to 0, in `0.3 × progress`
  /// seconds, and the layout before it returns. Key `cancelTransition`, `{}`.
  case cancelTransition
  /// Change a grid's or flow layout's column count by a pinch. Key `pinch`.
  indirect case pinch(Pinch)
}

/// A scenario: a collection to lay out, in a scroll view, and the steps to play on it.
/// Version 1 of the scenario format; the <doc:ScenarioFormat> article describes every key,
/// and ``ScenarioDecoder`` reads it.
///
/// ```json
/// {"version": 1, "viewport": {"width": 768, "height": 1024},
///  "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0}, "displayScale": 2,
///  "metrics": {"rowHeight": 44}, "globalHeaders": [{"height": 60, "pinned": true}],
///  "sections": [{"items": 20, "metrics": {"columns": 2}}],
///  "steps": [{"scroll": {"x": 0, "y": 300}}], "output": {"elements": "visible"}}
/// ```
public struct Scenario: Hashable, Sendable {
  /// The only scenario format version this engine reads.
  public static let currentVersion = 1

  /// The scenario format version; must be ``currentVersion``. Key `version`, required.
  public var version: Int { didSet { validity = .unchecked } }
  /// The scroll view: viewport, content inset and display scale (root keys `viewport`,
  /// `contentInset` and `displayScale`), and with an `environment` key the screen's safe
  /// area, margins, readable width and size classes. Its `contentInset` is the root key's, the
  /// app's own inset: the layout the scenario makes reads it adjusted by ``scrollView``.
  public var environment: LayoutEnvironment { didSet { validity = .unchecked } }
  /// The screen as the root `environment` key describes it (a device preset and overrides),
  /// which ``environment`` was made from; `nil` without the key. A `resize` step's
  /// `environment` is laid over it.
  public var environmentDescription: EnvironmentDescription? {
    didSet { validity = .unchecked }
  }
  /// How the scroll view adjusts its content inset by the safe area (root key `scrollView`).
  /// Default UIKit's (``ContentInsetAdjustmentBehavior/automatic``): with no safe area, the
  /// inset as given.
  public var scrollView: ScrollViewSettings { didSet { validity = .unchecked } }
  /// The screens the scenario is played on, one frames document each (root key `devices`:
  /// names, or objects shaped as `environment`); empty by default. See
  /// ``playing(on:)``.
  public var devices: [EnvironmentDescription] { didSet { validity = .unchecked } }
  /// The default metrics of every section. Key `metrics`, default none.
  public var metrics: SectionMetrics { didSet { validity = .unchecked } }
  /// Headers above every section, in no section (UIKit gives them index paths of length 1).
  /// Key `globalHeaders`, default none.
  public var globalHeaders: [Supplementary] { didSet { validity = .unchecked } }
  /// The sections, top to bottom. Key `sections`, default none; with a `dataSource`, the
  /// data source's sections on screen (``DataSource/visibleSections()``).
  public var sections: [LayoutSection] { didSet { validity = .unchecked } }
  /// The data sources the sections come from, when the scenario describes its sections so
  /// (see <doc:DataSources>). Key `dataSource`, instead of `sections`; default none.
  public var dataSource: DataSource? { didSet { validity = .unchecked } }
  /// Steps applied in order after the initial layout. Key `steps`, default none.
  public var steps: [ScenarioStep] { didSet { validity = .unchecked } }
  /// What the frames contain. Key `output`, default `{"elements": "visible"}`.
  public var output: OutputOptions { didSet { validity = .unchecked } }
  /// Which layout lays the data out. Key `layout`, default `{"kind": "grid"}`
  /// (``ScenarioLayout``).
  public var layout: ScenarioLayout { didSet { validity = .unchecked } }
  /// Whether ``ScenarioDecoder`` validated this value and it has not changed since, so that
  /// ``validate()`` (and playing, which validates first) has nothing left to check. Any change
  /// to a property clears it. It is no part of the value: it is not encoded, and scenarios
  /// equal in every property are equal whatever their validity.
  var validity = ValidationStamp.unchecked

  /// Creates a scenario. With a `dataSource`, `sections` is ignored: the sections are the
  /// data source's sections on screen.
  public init(
    version: Int = Scenario.currentVersion, environment: LayoutEnvironment,
    metrics: SectionMetrics = SectionMetrics(), globalHeaders: [Supplementary] = [],
    sections: [LayoutSection] = [], steps: [ScenarioStep] = [],
    output: OutputOptions = OutputOptions(),
    dataSource: DataSource? = nil, layout: ScenarioLayout = .grid,
    environmentDescription: EnvironmentDescription? = nil,
    scrollView: ScrollViewSettings = ScrollViewSettings(), devices: [EnvironmentDescription] = []
  ) {
    self.version = version
    self.environment = environment
    self.environmentDescription = environmentDescription
    self.scrollView = scrollView
    self.devices = devices
    self.metrics = metrics
    self.globalHeaders = globalHeaders
    self.sections = dataSource?.visibleSections() ?? sections
    self.dataSource = dataSource
    self.steps = steps
    self.output = output
    self.layout = layout
  }
}
