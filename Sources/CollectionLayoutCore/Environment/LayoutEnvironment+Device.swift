/// Environments of the device presets.
extension LayoutEnvironment {
  /// The environment of `device`'s full screen held in `orientation`: the screen's size as
  /// the viewport, the device's scale, safe area and size classes, the system's minimum
  /// layout margins (``systemMinimumLayoutMargins(horizontalSizeClass:width:)``) and the
  /// readable width 672.
  ///
  /// ```swift
  /// let landscape = LayoutEnvironment(device: .iPhone15, orientation: .landscape)
  /// // viewport 852 × 393, safe area (0, 59, 21, 59), margins 16, compact / compact
  /// ```
  ///
  /// `contentInset` is the scroll view's *adjusted* inset, as every layout reads it: give it
  /// with ``ScrollViewSettings/adjustedContentInset(_:safeArea:viewport:contentSize:)`` to
  /// add the safe area as a scroll view would.
  public init(
    device: Device, orientation: DeviceOrientation = .portrait,
    contentInset: LayoutInsets = .zero
  ) {
    let size = device.screenSize(in: orientation)
    let window =
      device.window(orientation, .full)
      ?? DeviceWindow(
        orientation: orientation, splitView: .full, width: size.width, sizeClass: SizeClasses())
    self.init(device: device, window: window, contentInset: contentInset)
  }

  /// The environment of `device`'s `splitView` window held in `orientation`, as
  /// ``init(device:orientation:contentInset:)`` makes the full screen's: the window's width
  /// and size classes, the screen's height and safe area (E.9.6).
  ///
  /// - Throws: A ``LayoutError`` at `splitView` when the device has no such window (a split
  ///   view on an iPhone, ``SplitView/oneHalf`` in portrait).
  public init(
    device: Device, orientation: DeviceOrientation, splitView: SplitView,
    contentInset: LayoutInsets = .zero
  ) throws(LayoutError) {
    guard let window = device.window(orientation, splitView) else {
      throw LayoutError(
        issues: [Device.missingWindowIssue(device, orientation, splitView, at: "splitView")])
    }
    self.init(device: device, window: window, contentInset: contentInset)
  }

  /// The environment of one of `device`'s windows.
  private init(device: Device, window: DeviceWindow, contentInset: LayoutInsets) {
    let height = device.screenSize(in: window.orientation).height
    self.init(
      viewport: LayoutSize(width: window.width, height: height), contentInset: contentInset,
      displayScale: device.displayScale, safeArea: device.safeArea(in: window.orientation),
      layoutMargins: LayoutEnvironment.systemMinimumLayoutMargins(
        horizontalSizeClass: window.sizeClass.horizontal,
        width: min(window.width, device.portraitSize.width)),
      sizeClass: window.sizeClass)
  }

  /// A root view's minimum layout margins, measured from the safe area: 16 points leading
  /// and trailing when the horizontal size class is compact and `width` is under 414 points,
  /// 20 otherwise; 0 top and bottom.
  ///
  /// This is the reference's choice E.9.2 (16 in a compact width, 20 in a regular one, and
  /// 20 on the 414-point-and-wider Plus and Max phones). `width` is the window's width, or a
  /// phone's portrait width when smaller: an iPhone 15 in landscape (852 wide, compact) has
  /// 16, as the reference's example environment gives, and a Max phone in portrait (440
  /// wide) 20.
  public static func systemMinimumLayoutMargins(horizontalSizeClass: SizeClass, width: Double)
    -> DirectionalInsets
  {
    let margin = horizontalSizeClass == .compact && width < 414 ? 16.0 : 20.0
    return DirectionalInsets(leading: margin, trailing: margin)
  }
}

extension Device {
  /// The problem of a window `device` does not have, at `location`: `"iPhone 15" has no
  /// "oneThird" split view; it has only "full"`.
  package static func missingWindowIssue(
    _ device: Device, _ orientation: DeviceOrientation, _ splitView: SplitView,
    at location: ValueLocation
  ) -> LayoutIssue {
    let available = device.splitViews(in: orientation).map(\.rawValue)
    let message: String
    switch device.idiom {
    case .phone:
      message =
        "\(Quoting.quoted(device.name)) is an iPhone, which has no split views; "
        + "expected \"full\", got \(Quoting.quoted(splitView.rawValue))"
    case .pad:
      message =
        "\(Quoting.quoted(device.name)) has no \(Quoting.quoted(splitView.rawValue)) split view "
        + "in \(orientation.rawValue); expected one of "
        + available.map(Quoting.quoted).joined(separator: ", ")
    }
    return LayoutIssue(location: location, message: message)
  }
}
