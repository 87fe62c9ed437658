/// A screen described as a scenario's `environment` object does: a device preset in an
/// orientation and a split view, and any of its values overridden.
///
/// ```json
/// {"device": "iPhone 15", "orientation": "landscape", "splitView": "full",
///  "safeArea": {"top": 0, "left": 59, "bottom": 21, "right": 59},
///  "layoutMargins": {"leading": 16, "trailing": 16}, "readableWidth": 672,
///  "sizeClass": {"horizontal": "compact", "vertical": "compact"}, "displayScale": 3}
/// ```
///
/// Every property is optional: `nil` takes the preset's value, or without a device the value
/// of a bare ``LayoutEnvironment``. ``merged(over:)`` lays one description over another, as a
/// `resize` step's `environment` changes the screen before it.
public struct EnvironmentDescription: Hashable, Sendable {
  /// The preset (key `device`, a simulator's name compared without regard to case).
  public var device: Device?
  /// Which way the device is held (key `orientation`); `nil` is portrait.
  public var orientation: DeviceOrientation?
  /// The window's share of an iPad's screen (key `splitView`); `nil` is the full screen.
  public var splitView: SplitView?
  /// The safe area's insets from the viewport's edges, in points (key `safeArea`).
  public var safeArea: LayoutInsets?
  /// The layout margins from the safe area's edges, in points (key `layoutMargins`).
  public var layoutMargins: DirectionalInsets?
  /// The readable content guide's widest, in points (key `readableWidth`).
  public var readableWidth: Double?
  /// The horizontal size class (key `sizeClass.horizontal`).
  public var horizontalSizeClass: SizeClass?
  /// The vertical size class (key `sizeClass.vertical`).
  public var verticalSizeClass: SizeClass?
  /// Device pixels per point (key `displayScale`).
  public var displayScale: Double?

  /// Creates a description; every value defaults to the preset's.
  public init(
    device: Device? = nil, orientation: DeviceOrientation? = nil, splitView: SplitView? = nil,
    safeArea: LayoutInsets? = nil, layoutMargins: DirectionalInsets? = nil,
    readableWidth: Double? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, displayScale: Double? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.splitView = splitView
    self.safeArea = safeArea
    self.layoutMargins = layoutMargins
    self.readableWidth = readableWidth
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
  }

  /// This description laid over `base`: each value given here replaces the base's, each
  /// `nil` keeps it (a `resize` step's `{"orientation": "landscape"}` turns the same device).
  public func merged(over base: EnvironmentDescription) -> EnvironmentDescription {
    EnvironmentDescription(
      device: device ?? base.device, orientation: orientation ?? base.orientation,
      splitView: splitView ?? base.splitView, safeArea: safeArea ?? base.safeArea,
      layoutMargins: layoutMargins ?? base.layoutMargins,
      readableWidth: readableWidth ?? base.readableWidth,
      horizontalSizeClass: horizontalSizeClass ?? base.horizontalSizeClass,
      verticalSizeClass: verticalSizeClass ?? base.verticalSizeClass,
      displayScale: displayScale ?? base.displayScale)
  }

  /// The environment described, with `contentInset` (the scroll view's inset as the layout
  /// reads it), and `viewport` and `displayScale` when given (they override the preset's).
  /// Without a device, the viewport is required and the margins follow
  /// ``LayoutEnvironment/systemMinimumLayoutMargins(horizontalSizeClass:width:)``. Problems
  /// are located under `location` (`environment.splitView`).
  ///
  /// - Throws: A ``LayoutError``: a split view the device does not have, a split view or
  ///   an orientation without a device, no viewport without a device.
  public func environment(
    viewport: LayoutSize? = nil, contentInset: LayoutInsets = .zero,
    displayScale: Double? = nil, at location: ValueLocation = ValueLocation()
  ) throws(LayoutError) -> LayoutEnvironment {
    var environment: LayoutEnvironment
    if let device {
      let orientation = orientation ?? .portrait
      let splitView = splitView ?? .full
      do {
        environment = try LayoutEnvironment(
          device: device, orientation: orientation, splitView: splitView,
          contentInset: contentInset)
      } catch {
        throw LayoutError(
          issues: [
            Device.missingWindowIssue(device, orientation, splitView, at: location["splitView"])
          ])
      }
    } else {
      var issues: [LayoutIssue] = []
      for (key, isGiven) in [("orientation", orientation != nil), ("splitView", splitView != nil)]
      where isGiven {
        issues.append(
          LayoutIssue(
            location: location[key],
            message: "expected a \"device\" beside \(Quoting.quoted(key)): only a device "
              + "turns or splits its screen"))
      }
      if viewport == nil {
        issues.append(
          LayoutIssue(
            location: ValueLocation(),
            message: "missing required key \"viewport\" (or an \"environment\" with a \"device\")"))
      }
      if !issues.isEmpty { throw LayoutError(issues: issues) }
      environment = LayoutEnvironment(viewport: viewport ?? .zero, contentInset: contentInset)
    }
    if let viewport { environment.viewport = viewport }
    if let displayScale = self.displayScale ?? displayScale {
      environment.displayScale = displayScale
    }
    if let safeArea { environment.safeArea = safeArea }
    if let horizontalSizeClass { environment.sizeClass.horizontal = horizontalSizeClass }
    if let verticalSizeClass { environment.sizeClass.vertical = verticalSizeClass }
    environment.layoutMargins =
      layoutMargins
      ?? LayoutEnvironment.systemMinimumLayoutMargins(
        horizontalSizeClass: environment.sizeClass.horizontal,
        width: min(
          environment.viewport.width, device?.portraitSize.width ?? environment.viewport.width))
    if let readableWidth { environment.readableWidth = readableWidth }
    return environment
  }
}
