/// The presets: the devices of the reference's table E.7, named as Apple's simulators name
/// them. Sizes and safe areas in points (safe areas top, left, bottom, right).
///
/// | Preset | Portrait | Scale | Safe area portrait | Safe area landscape |
/// |---|---|---|---|---|
/// | iPhone SE (3rd generation) | 375 × 667 | 2 | (20, 0, 0, 0) | (0, 0, 0, 0) |
/// | iPhone 13, iPhone 14 | 390 × 844 | 3 | (47, 0, 34, 0) | (0, 47, 21, 47) |
/// | iPhone 15, iPhone 16 | 393 × 852 | 3 | (59, 0, 34, 0) | (0, 59, 21, 59) |
/// | iPhone 16 Pro | 402 × 874 | 3 | (62, 0, 34, 0) | (0, 62, 21, 62) |
/// | iPhone 16 Pro Max | 440 × 956 | 3 | (62, 0, 34, 0) | (0, 62, 21, 62) |
/// | iPad Pro 11-inch (3rd generation) | 834 × 1194 | 2 | (24, 0, 20, 0) | (24, 0, 20, 0) |
/// | iPad Pro 11-inch (M4) | 834 × 1210 | 2 | (24, 0, 20, 0) | (24, 0, 20, 0) |
/// | iPad Pro 13-inch (M4) | 1032 × 1376 | 2 | (24, 0, 20, 0) | (24, 0, 20, 0) |
///
/// The 16 Pro's and 16 Pro Max's 62-point insets are the reference's choice E.9.1 (three
/// presets and a measured landscape width against one preset's 59).
///
/// Size classes (E.6): an iPhone is compact wide and regular high in portrait, compact both
/// ways in landscape, except the Max phones, regular wide in landscape. An iPad's full screen
/// and landscape two-thirds are regular both ways; one third, portrait two-thirds and the
/// 11-inch iPads' landscape half are compact wide (regular high).
///
/// Split-view widths (E.7): the 11-inch (3rd generation) iPad's are swift-snapshot-testing's
/// (landscape 375, 592, 809; portrait 320, 504). The M4 models' are not sourced (E.9.6); they
/// follow the same rule, a 10-point divider between a narrow window as wide as on the older
/// iPad of that size and the rest: 11-inch (M4) landscape 375, 600 ((1210 − 10) / 2),
/// 825 (1210 − 10 − 375), portrait 320, 504; 13-inch (M4) landscape 375, 683
/// ((1376 − 10) / 2), 991, portrait 375, 647 (1032 − 10 − 375), as the 12.9-inch iPad's 375,
/// 678, 981 and 375, 639 do.
extension Device {
  /// Every preset, phones first, smallest first.
  public static let all: [Device] = [
    .iPhoneSE3rdGeneration, .iPhone13, .iPhone14, .iPhone15, .iPhone16, .iPhone16Pro,
    .iPhone16ProMax, .iPadPro11Inch3rdGeneration, .iPadPro11InchM4, .iPadPro13InchM4,
  ]

  /// "iPhone SE (3rd generation)": 375 × 667 at 2x, a home button and no sensor housing.
  public static let iPhoneSE3rdGeneration = phone(
    "iPhone SE (3rd generation)", 375, 667, scale: 2, portraitTop: 20, portraitBottom: 0,
    landscapeSide: 0, landscapeBottom: 0)
  /// "iPhone 13": 390 × 844 at 3x, a notch.
  public static let iPhone13 = phone(
    "iPhone 13", 390, 844, scale: 3, portraitTop: 47, portraitBottom: 34, landscapeSide: 47,
    landscapeBottom: 21)
  /// "iPhone 14": the iPhone 13's screen.
  public static let iPhone14 = renamed(iPhone13, "iPhone 14")
  /// "iPhone 15": 393 × 852 at 3x, a Dynamic Island.
  public static let iPhone15 = phone(
    "iPhone 15", 393, 852, scale: 3, portraitTop: 59, portraitBottom: 34, landscapeSide: 59,
    landscapeBottom: 21)
  /// "iPhone 16": the iPhone 15's screen.
  public static let iPhone16 = renamed(iPhone15, "iPhone 16")
  /// "iPhone 16 Pro": 402 × 874 at 3x.
  public static let iPhone16Pro = phone(
    "iPhone 16 Pro", 402, 874, scale: 3, portraitTop: 62, portraitBottom: 34, landscapeSide: 62,
    landscapeBottom: 21)
  /// "iPhone 16 Pro Max": 440 × 956 at 3x, regular wide in landscape.
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", 440, 956, scale: 3, portraitTop: 62, portraitBottom: 34,
    landscapeSide: 62, landscapeBottom: 21, landscapeWidthClass: .regular)
  /// "iPad Pro 11-inch (3rd generation)": 834 × 1194 at 2x.
  public static let iPadPro11Inch3rdGeneration = pad(
    "iPad Pro 11-inch (3rd generation)", 834, 1194, portraitThird: 320, landscapeThird: 375,
    halfIsRegular: false)
  /// "iPad Pro 11-inch (M4)": 834 × 1210 at 2x.
  public static let iPadPro11InchM4 = pad(
    "iPad Pro 11-inch (M4)", 834, 1210, portraitThird: 320, landscapeThird: 375,
    halfIsRegular: false)
  /// "iPad Pro 13-inch (M4)": 1032 × 1376 at 2x.
  public static let iPadPro13InchM4 = pad(
    "iPad Pro 13-inch (M4)", 1032, 1376, portraitThird: 375, landscapeThird: 375,
    halfIsRegular: true)

  /// The width of the divider between two Split View windows, in points.
  public static let splitViewDividerWidth = 10.0

  /// An iPhone: one window per orientation.
  private static func phone(
    _ name: String, _ width: Double, _ height: Double, scale: Double, portraitTop: Double,
    portraitBottom: Double, landscapeSide: Double, landscapeBottom: Double,
    landscapeWidthClass: SizeClass = .compact
  ) -> Device {
    Device(
      name: name, idiom: .phone, portraitSize: LayoutSize(width: width, height: height),
      displayScale: scale,
      portraitSafeArea: LayoutInsets(top: portraitTop, bottom: portraitBottom),
      landscapeSafeArea: LayoutInsets(
        left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
      windows: [
        DeviceWindow(
          orientation: .portrait, splitView: .full, width: width,
          sizeClass: SizeClasses(horizontal: .compact, vertical: .regular)),
        DeviceWindow(
          orientation: .landscape, splitView: .full, width: height,
          sizeClass: SizeClasses(horizontal: landscapeWidthClass, vertical: .compact)),
      ])
  }

  /// An iPad Pro: the full screen and its split views, the safe area (24, 0, 20, 0) in both
  /// orientations, 2x.
  private static func pad(
    _ name: String, _ width: Double, _ height: Double, portraitThird: Double,
    landscapeThird: Double, halfIsRegular: Bool
  ) -> Device {
    let divider = splitViewDividerWidth
    let regular = SizeClasses(horizontal: .regular, vertical: .regular)
    let compact = SizeClasses(horizontal: .compact, vertical: .regular)
    func window(
      _ orientation: DeviceOrientation, _ split: SplitView, _ width: Double, _ sizes: SizeClasses
    )
      -> DeviceWindow
    {
      DeviceWindow(orientation: orientation, splitView: split, width: width, sizeClass: sizes)
    }
    return Device(
      name: name, idiom: .pad, portraitSize: LayoutSize(width: width, height: height),
      displayScale: 2, portraitSafeArea: LayoutInsets(top: 24, bottom: 20),
      landscapeSafeArea: LayoutInsets(top: 24, bottom: 20),
      windows: [
        window(.portrait, .full, width, regular),
        window(.portrait, .twoThirds, width - divider - portraitThird, compact),
        window(.portrait, .oneThird, portraitThird, compact),
        window(.landscape, .full, height, regular),
        window(.landscape, .twoThirds, height - divider - landscapeThird, regular),
        window(.landscape, .oneHalf, (height - divider) / 2, halfIsRegular ? regular : compact),
        window(.landscape, .oneThird, landscapeThird, compact),
      ])
  }

  /// `device` under another name.
  private static func renamed(_ device: Device, _ name: String) -> Device {
    var renamed = device
    renamed.name = name
    return renamed
  }
}
