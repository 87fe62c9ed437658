import Testing

@testable import CollectionLayoutCore

/// The presets' values, a few per device and orientation, as table E.7 and rules E.2, E.6 and
/// E.9 give them.
@Suite struct DevicePresetTests {
  @Test func anIPhone15InPortraitAndLandscape() {
    let portrait = LayoutEnvironment(device: .iPhone15)
    #expect(portrait.viewport == LayoutSize(width: 393, height: 852))
    #expect(portrait.safeArea == LayoutInsets(top: 59, bottom: 34))
    #expect(portrait.displayScale == 3)
    #expect(portrait.sizeClass == SizeClasses(horizontal: .compact, vertical: .regular))
    // Compact and 393 < 414: 16 points.
    #expect(portrait.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
    #expect(portrait.readableWidth == 672)
    #expect(portrait.contentInset == .zero)

    let landscape = LayoutEnvironment(device: .iPhone15, orientation: .landscape)
    #expect(landscape.viewport == LayoutSize(width: 852, height: 393))
    #expect(landscape.safeArea == LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(landscape.sizeClass == SizeClasses(horizontal: .compact, vertical: .compact))
    // Compact, and the phone's portrait width 393 < 414: 16, as E.8's example gives.
    #expect(landscape.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
  }

  @Test func theMaxPhoneIsRegularWideInLandscapeWithTwentyPointMargins() {
    let portrait = LayoutEnvironment(device: .iPhone16ProMax)
    #expect(portrait.viewport == LayoutSize(width: 440, height: 956))
    #expect(portrait.safeArea == LayoutInsets(top: 62, bottom: 34))
    // Compact, but 440 >= 414: 20.
    #expect(portrait.layoutMargins == DirectionalInsets(leading: 20, trailing: 20))
    let landscape = LayoutEnvironment(device: .iPhone16ProMax, orientation: .landscape)
    #expect(landscape.viewport == LayoutSize(width: 956, height: 440))
    #expect(landscape.safeArea == LayoutInsets(left: 62, bottom: 21, right: 62))
    #expect(landscape.sizeClass == SizeClasses(horizontal: .regular, vertical: .compact))
    #expect(landscape.layoutMargins == DirectionalInsets(leading: 20, trailing: 20))
  }

  @Test func theSmallerPhones() {
    let se = LayoutEnvironment(device: .iPhoneSE3rdGeneration)
    #expect(se.viewport == LayoutSize(width: 375, height: 667))
    #expect(se.safeArea == LayoutInsets(top: 20))
    #expect(se.displayScale == 2)
    let seLandscape = LayoutEnvironment(device: .iPhoneSE3rdGeneration, orientation: .landscape)
    #expect(seLandscape.safeArea == .zero)
    #expect(seLandscape.sizeClass == SizeClasses(horizontal: .compact, vertical: .compact))
    let pro = LayoutEnvironment(device: .iPhone16Pro, orientation: .landscape)
    #expect(pro.viewport == LayoutSize(width: 874, height: 402))
    #expect(pro.safeArea == LayoutInsets(left: 62, bottom: 21, right: 62))
    #expect(pro.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
  }

  @Test func iPadSplitViews() throws {
    let full = LayoutEnvironment(device: .iPadPro11InchM4, orientation: .landscape)
    #expect(full.viewport == LayoutSize(width: 1210, height: 834))
    #expect(full.safeArea == LayoutInsets(top: 24, bottom: 20))
    #expect(full.sizeClass == SizeClasses(horizontal: .regular, vertical: .regular))
    #expect(full.layoutMargins == DirectionalInsets(leading: 20, trailing: 20))
    // (1210 - 10) / 2 = 600, compact on an 11-inch iPad; 600 >= 414: 20.
    let half = try LayoutEnvironment(
      device: .iPadPro11InchM4, orientation: .landscape, splitView: .oneHalf)
    #expect(half.viewport == LayoutSize(width: 600, height: 834))
    #expect(half.sizeClass == SizeClasses(horizontal: .compact, vertical: .regular))
    #expect(half.layoutMargins == DirectionalInsets(leading: 20, trailing: 20))
    // One third: 375 wide, compact, 375 < 414: 16; the full screen's safe area.
    let third = try LayoutEnvironment(
      device: .iPadPro11InchM4, orientation: .landscape, splitView: .oneThird)
    #expect(third.viewport == LayoutSize(width: 375, height: 834))
    #expect(third.layoutMargins == DirectionalInsets(leading: 16, trailing: 16))
    #expect(third.safeArea == LayoutInsets(top: 24, bottom: 20))
    // 1210 - 10 - 375 = 825, regular.
    let twoThirds = try LayoutEnvironment(
      device: .iPadPro11InchM4, orientation: .landscape, splitView: .twoThirds)
    #expect(twoThirds.viewport.width == 825)
    #expect(twoThirds.sizeClass.horizontal == .regular)
    // The 13-inch iPad's half, (1376 - 10) / 2 = 683, is regular; portrait two-thirds,
    // 1032 - 10 - 375 = 647, compact.
    let bigHalf = try LayoutEnvironment(
      device: .iPadPro13InchM4, orientation: .landscape, splitView: .oneHalf)
    #expect(bigHalf.viewport == LayoutSize(width: 683, height: 1032))
    #expect(bigHalf.sizeClass.horizontal == .regular)
    let bigTwoThirds = try LayoutEnvironment(
      device: .iPadPro13InchM4, orientation: .portrait, splitView: .twoThirds)
    #expect(bigTwoThirds.viewport == LayoutSize(width: 647, height: 1376))
    #expect(bigTwoThirds.sizeClass.horizontal == .compact)
    // swift-snapshot-testing's 11-inch widths.
    let old = Device.iPadPro11Inch3rdGeneration
    #expect(old.window(.landscape, .oneHalf)?.width == 592)
    #expect(old.window(.landscape, .twoThirds)?.width == 809)
    #expect(old.window(.portrait, .twoThirds)?.width == 504)
    #expect(old.window(.portrait, .oneThird)?.width == 320)
  }

  @Test func aSplitViewTheDeviceDoesNotHaveThrows() {
    #expect(
      throws: LayoutError(
        location: "splitView",
        message:
          #""iPad Pro 11-inch (M4)" has no "oneHalf" split view in portrait; expected one of "full", "twoThirds", "oneThird""#
      )
    ) {
      try LayoutEnvironment(device: .iPadPro11InchM4, orientation: .portrait, splitView: .oneHalf)
    }
    #expect(
      throws: LayoutError(
        location: "splitView",
        message:
          #""iPhone 15" is an iPhone, which has no split views; expected "full", got "oneThird""#
      )
    ) {
      try LayoutEnvironment(device: .iPhone15, orientation: .portrait, splitView: .oneThird)
    }
  }

  @Test func namesAreFoundWithoutRegardToCase() {
    #expect(Device.named("iphone 15") == .iPhone15)
    #expect(Device.named("IPAD PRO 13-INCH (M4)") == .iPadPro13InchM4)
    #expect(Device.named("iPhone 51") == nil)
    #expect(Set(Device.all.map(\.name)).count == Device.all.count)
  }
}
