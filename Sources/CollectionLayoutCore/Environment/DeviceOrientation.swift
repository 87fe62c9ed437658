/// Which way a device is held: the long side vertical or horizontal
/// (`UIInterfaceOrientation`, without telling the two landscapes apart).
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
  /// The long side vertical: the preset's portrait size.
  case portrait
  /// The long side horizontal: the portrait size with width and height swapped, and the
  /// landscape safe area (the sensor housing on the left, the home indicator at the bottom).
  case landscape
}

/// How much of an iPad's screen the app's window takes in Split View, left to right.
///
/// ```
///  landscape  ┌────────────── full ──────────────┐
///             ├── oneThird ─┤10├──── twoThirds ───┤
///             ├──── oneHalf ────┤10├── oneHalf ───┤
/// ```
/// The windows are separated by a 10-point divider; an iPhone has only ``full``, and an iPad
/// in portrait has no ``oneHalf`` (see ``Device/windows``).
public enum SplitView: String, Hashable, Sendable, CaseIterable {
  /// The whole screen.
  case full
  /// The wider window of a split: the screen less a third window and the divider.
  case twoThirds
  /// Half the screen less half the divider (landscape only).
  case oneHalf
  /// The narrow window of a split (320 or 375 points wide).
  case oneThird
}

/// Whether a device is a phone or a tablet (`UIUserInterfaceIdiom`).
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
  /// An iPhone: one window, the full screen, in either orientation.
  case phone
  /// An iPad: Split View windows beside the full screen.
  case pad
}

/// One window a device can show an app in: an orientation, a split view, the window's width
/// and the size classes it has.
public struct DeviceWindow: Hashable, Sendable {
  /// Which way the device is held.
  public var orientation: DeviceOrientation
  /// How much of the screen the window takes.
  public var splitView: SplitView
  /// The window's width, in points, > 0; its height is the screen's in this orientation.
  public var width: Double
  /// The window's horizontal and vertical size classes.
  public var sizeClass: SizeClasses

  /// Creates a window.
  public init(
    orientation: DeviceOrientation, splitView: SplitView, width: Double, sizeClass: SizeClasses
  ) {
    self.orientation = orientation
    self.splitView = splitView
    self.width = width
    self.sizeClass = sizeClass
  }
}
