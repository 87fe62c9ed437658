/// A device's screen, as Apple's simulator of that name shows it: its size in portrait, its
/// scale, its safe areas in both orientations, and the windows an app can have on it.
///
/// ```
///  portrait (iPhone 15)        landscape
///  ┌───────393───────┐ ─┬─     ┌──────────────852──────────────┐ ─┬─
///  │▒▒▒▒▒▒ 59 ▒▒▒▒▒▒▒│  │      │▒▒│                         │▒▒│  │
///  │                 │  │      │59│                         │59│ 393
///  │                 │ 852     │▒▒│▒▒▒▒▒▒▒▒▒▒▒ 21 ▒▒▒▒▒▒▒▒▒▒▒│▒▒│  │
///  │                 │  │      └───────────────────────────────┘ ─┴─
///  │▒▒▒▒▒▒ 34 ▒▒▒▒▒▒▒│  │       safe area (0, 59, 21, 59)
///  └─────────────────┘ ─┴─
///   safe area (59, 0, 34, 0)
/// ```
///
/// The presets (``all``; `Device.iPhone15` and its neighbours) carry the values of the
/// reference's device table; every value is a plain property, so a preset can be copied and
/// changed. ``LayoutEnvironment/init(device:orientation:contentInset:)`` turns a device and an orientation
/// into an environment.
public struct Device: Hashable, Sendable {
  /// The name Apple's simulators give the device, `"iPhone 15"`, `"iPad Pro 13-inch (M4)"`.
  public var name: String
  /// A phone or a tablet.
  public var idiom: DeviceIdiom
  /// The screen in portrait, in points; both > 0, width < height.
  public var portraitSize: LayoutSize
  /// Device pixels per point: 2 or 3.
  public var displayScale: Double
  /// The safe area's insets in portrait, in points from the screen's edges.
  public var portraitSafeArea: LayoutInsets
  /// The safe area's insets in landscape, in points from the screen's edges.
  public var landscapeSafeArea: LayoutInsets
  /// The windows an app can have on the device: for an iPhone the full screen in each
  /// orientation, for an iPad the split views of each orientation too.
  public var windows: [DeviceWindow]

  /// Creates a device.
  public init(
    name: String, idiom: DeviceIdiom, portraitSize: LayoutSize, displayScale: Double,
    portraitSafeArea: LayoutInsets, landscapeSafeArea: LayoutInsets, windows: [DeviceWindow]
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.displayScale = displayScale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.windows = windows
  }

  /// The screen in `orientation`, in points: the portrait size, turned in landscape.
  public func screenSize(in orientation: DeviceOrientation) -> LayoutSize {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: LayoutSize(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The safe area's insets in `orientation`, in points. A split-view window has the full
  /// screen's safe area (the reference's choice E.9.6, as swift-snapshot-testing does).
  public func safeArea(in orientation: DeviceOrientation) -> LayoutInsets {
    switch orientation {
    case .portrait: portraitSafeArea
    case .landscape: landscapeSafeArea
    }
  }

  /// The window of `splitView` in `orientation`, or `nil` when the device has none (an
  /// iPhone's split views, an iPad's ``SplitView/oneHalf`` in portrait).
  public func window(_ orientation: DeviceOrientation, _ splitView: SplitView) -> DeviceWindow? {
    windows.first { $0.orientation == orientation && $0.splitView == splitView }
  }

  /// The split views the device has in `orientation`, in ``SplitView`` order.
  public func splitViews(in orientation: DeviceOrientation) -> [SplitView] {
    SplitView.allCases.filter { window(orientation, $0) != nil }
  }

  /// The preset named `name`, compared without regard to case (`"iphone 15"` finds
  /// ``iPhone15``); `nil` when none is.
  public static func named(_ name: String) -> Device? {
    let lowercased = name.lowercased()
    return all.first { $0.name.lowercased() == lowercased }
  }
}
