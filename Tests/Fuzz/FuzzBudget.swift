// Shared by the fuzz targets (Scripts/fuzz compiles it into each): which valid scenarios are
// small enough to play within the fuzzer's time limit.

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Decides which valid scenarios are small enough to play within the fuzzer's time limit.
///
/// A scenario may be valid and still take seconds to play: ten million items listed with
/// `"elements": "all"`, or rows a thousandth of a point tall that put every item on screen.
/// Such inputs are decoded and validated, but not played: the harness estimates the element
/// records the frames would hold and skips the scenario when the estimate exceeds
/// ``maximumRecords``. The estimate is deliberately generous (every item may bring a row and a
/// column separator); the unit tests and the limits on output elements cover the large cases.
enum FuzzBudget {
  /// The largest estimated number of element records a played scenario may hold.
  static let maximumRecords = 200_000

  static func allows(_ scenario: Scenario) -> Bool {
    var tallestViewport = scenario.environment.viewport.height
    var widestViewport = scenario.environment.viewport.width
    var dataSets = [scenario.sections]
    var insertedItems = 0
    var animationSamples = 0
    // Editing mode adds up to two controls per item.
    var hasEditing = false
    for step in scenario.steps {
      switch step {
      case .resize(let size, _):
        tallestViewport = max(tallestViewport, size.height)
        widestViewport = max(widestViewport, size.width)
      case .resizeEnvironment(let resize):
        // Without its own size, the new screen is a device's window: at most the longest
        // side of the largest preset, either way up.
        let longestSide =
          Device.all.map { max($0.portraitSize.width, $0.portraitSize.height) }
          .max() ?? 0
        let size = resize.viewport ?? LayoutSize(width: longestSide, height: longestSide)
        tallestViewport = max(tallestViewport, size.height)
        widestViewport = max(widestViewport, size.width)
      case .update(let batch):
        if let after = batch.after { dataSets.append(after) }
        insertedItems = saturatingAdd(insertedItems, batch.insertItems.count)
        animationSamples = saturatingAdd(animationSamples, samples(of: batch.animation))
      case .updateSources(let updates):
        for update in updates {
          insertedItems = saturatingAdd(insertedItems, update.batch.insertItems.count)
          insertedItems = saturatingAdd(insertedItems, update.batch.after?.count ?? 0)
          animationSamples = saturatingAdd(animationSamples, samples(of: update.batch.animation))
        }
      case .apply(let snapshot):
        for section in snapshot.sections {
          insertedItems = saturatingAdd(insertedItems, 1 + (section.items?.count ?? 0))
        }
        animationSamples = saturatingAdd(animationSamples, samples(of: snapshot.animation))
      case .load(let load):
        insertedItems = saturatingAdd(insertedItems, load.items?.count ?? 0)
        animationSamples = saturatingAdd(animationSamples, samples(of: load.animation))
      case .select(let selection):
        animationSamples = saturatingAdd(animationSamples, samples(of: selection.animation))
      case .interaction(let interaction):
        // A page turn or a zoom of a paging layout: an animated one is sampled as an update.
        let animation =
          interaction.value(as: PageStep.self)?.animation
          ?? interaction.value(as: ZoomStep.self)?.animation
        if let animation {
          animationSamples = saturatingAdd(animationSamples, samples(of: animation))
        }
      case .scroll, .scrollTo, .scrollSection, .scrollBy:
        break
      case .animatedScroll:
        // 0.3 s at 60 frames per second.
        animationSamples = saturatingAdd(animationSamples, 19)
      case .fling, .pan:
        // At most this many frames, the bounce included.
        animationSamples = saturatingAdd(animationSamples, Fling.maximumFrameCount + 1)
      case .dragTo(let move):
        // The finger's frames, then until the items rest (0.2 s).
        animationSamples = saturatingAdd(
          animationSamples, min(max(move.frameCount, 1), DragMove.maximumFrameCount) + 13)
      case .beginDrag, .endDrag, .cancelDrag, .swipe, .editing, .measure:
        animationSamples = saturatingAdd(animationSamples, 19)
        if case .editing = step { hasEditing = true }
      case .setLayout(let replacement):
        animationSamples = saturatingAdd(animationSamples, samples(of: replacement.animation))
      case .beginTransition, .cancelTransition:
        animationSamples = saturatingAdd(animationSamples, 19)
      case .transitionProgress(let change):
        animationSamples = saturatingAdd(animationSamples, max(1, change.frameCount) + 1)
      case .finishTransition(let velocity):
        // The rest of the way at `velocity` (progress per second, at least 0.01), at 60 fps.
        animationSamples = saturatingAdd(
          animationSamples, Int(60 / max(velocity ?? 3.4, 0.01)) + 2)
      case .pinch(let pinch):
        animationSamples = saturatingAdd(animationSamples, pinch.scales.count + 19)
      }
    }
    // The most any step may list: the largest data (the scenario's sections or an update's
    // `after`), plus every item an update inserts; for a paging layout, its pages with every
    // tile of their finest level.
    var perEntry = saturatingMultiply(
      saturatingAdd(
        dataSets.map { elementEstimate(scenario, sections: $0, tallestViewport: tallestViewport) }
          .max() ?? 0,
        saturatingMultiply(insertedItems, 3)),
      hasEditing ? 3 : 1)
    if let configuration = scenario.layout.configuration(as: PagingConfiguration.self) {
      perEntry = saturatingAdd(perEntry, pagingEstimate(scenario, configuration, dataSets))
    }
    if let configuration = scenario.layout.configuration(as: WallConfiguration.self) {
      perEntry = saturatingAdd(
        perEntry,
        wallEstimate(
          configuration, width: widestViewport, height: tallestViewport)
      )
    }
    // An update's transition has up to twice as many records, each in every animation sample.
    let entries = saturatingAdd(scenario.steps.count + 1, saturatingMultiply(animationSamples, 2))
    return saturatingMultiply(perEntry, entries) <= maximumRecords
  }

  /// A generous estimate of the elements one entry of a paging layout lists: every page
  /// (with `"elements": "all"`) or two, each with its image and every tile of its finest level
  /// (no level has more tiles), for the pages of the configuration and of every update's
  /// `after`.
  private static func pagingEstimate(
    _ scenario: Scenario, _ configuration: PagingConfiguration, _ dataSets: [[LayoutSection]]
  ) -> Int {
    var pages = configuration.pages
    for sections in dataSets {
      for section in sections { if case .list(let items) = section.items { pages += items } }
    }
    var perPage: [Int] = []
    for page in pages {
      var tiles = 0
      if let options = configuration.tiles, let size = page.imageSize,
        size.width >= 1, size.height >= 1, size.width <= 1e6, size.height <= 1e6,
        options.tileSize >= 1, (0...16).contains(options.levels.bias)
      {
        let scale = Double(1 << options.levels.bias)
        let columns = (size.width * scale / Double(options.tileSize)).rounded(.up)
        let rows = (size.height * scale / Double(options.tileSize)).rounded(.up)
        tiles = columns * rows < 1e12 ? Int(columns * rows) : Int.max / 4
      }
      perPage.append(saturatingAdd(tiles, 2))
    }
    perPage.sort(by: >)
    let listed = scenario.output.elements == .all ? perPage : Array(perPage.prefix(2))
    return listed.reduce(0, saturatingAdd)
  }

  /// The tiles one entry of a wall lists: every tile meeting the largest viewport,
  /// `(⌈W / w⌉ + 1) · (⌈H / h⌉ + 1)`.
  private static func wallEstimate(
    _ configuration: WallConfiguration, width: Double, height: Double
  )
    -> Int
  {
    let tile = configuration.tileSize
    guard tile.width >= 1, tile.height >= 1, width.isFinite, height.isFinite else { return 0 }
    let tiles = ((width / tile.width).rounded(.up) + 1) * ((height / tile.height).rounded(.up) + 1)
    return tiles < 1e12 ? Int(tiles) : Int.max / 4
  }

  /// The samples of an update animation: one per interval, and the last.
  private static func samples(of animation: UpdateAnimation) -> Int {
    let intervals = (animation.duration * animation.fps).rounded(.up)
    return Int(min(max(intervals, 1), 1e6)) + 1
  }

  /// A generous estimate of the elements one entry lists for `sections`: every item may
  /// bring a row and a column separator; with visible output only the rows that fit in the
  /// tallest viewport count.
  private static func elementEstimate(
    _ scenario: Scenario, sections: [LayoutSection], tallestViewport: Double
  ) -> Int {
    var estimate = scenario.globalHeaders.count
    for section in sections {
      estimate = saturatingAdd(estimate, section.headers.count + section.footers.count + 4)
      let metrics = section.metrics.resolved(
        inheriting: scenario.metrics, displayScale: scenario.environment.displayScale)
      var items = max(0, section.items.count)
      if scenario.output.elements == .visible {
        var shortestRow = metrics.rowHeight
        if case .list(let list) = section.items {
          for item in list { shortestRow = min(shortestRow, item.height ?? shortestRow) }
        }
        let rowsOnScreen = tallestViewport / (shortestRow + metrics.rowSpacing) + 2
        if rowsOnScreen < 1e9 {
          items = min(items, saturatingMultiply(Int(rowsOnScreen), max(1, metrics.columns)))
        }
      }
      estimate = saturatingAdd(estimate, saturatingMultiply(items, 3))
    }
    return estimate
  }

  private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  private static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : product
  }
}
