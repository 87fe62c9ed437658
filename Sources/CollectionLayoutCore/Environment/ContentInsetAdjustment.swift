/// How a scroll view adds the safe area to its own content inset
/// (`UIScrollView.ContentInsetAdjustmentBehavior`, raw values 0 to 3 in this order).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
  /// As ``scrollableAxes``, and the top and bottom always when the scroll view is the content
  /// view of a view controller in a navigation or tab bar controller
  /// (``ScrollViewSettings/inBarController``). UIKit's default.
  case automatic
  /// The top and bottom when the content is taller than the scroll view (or
  /// ``ScrollViewSettings/alwaysBounceVertical``); the left and right when it is wider (or
  /// ``ScrollViewSettings/alwaysBounceHorizontal``).
  case scrollableAxes
  /// The content inset as given: the content may lie under the sensor housing.
  case never
  /// The safe area on every side, whatever the content.
  case always
}

/// The scroll view's settings that decide its adjusted content inset: the scenario's
/// `scrollView` object.
///
/// ```
///  adjusted inset = contentInset + the safe area's sides the behaviour adds
///
///  vertical list on an iPhone 15 in landscape, .automatic, content taller than the screen:
///  ┌──────────────────────── 852 ─────────────────────────┐
///  │▒▒│ top: 0 + 0                                     │▒▒│  left and right not added:
///  │59│ content from x = 0 to 852 (sections inset      │59│  the content is not wider
///  │▒▒│ themselves by the safe area or the margins)    │▒▒│  than the scroll view
///  │▒▒│▒▒▒▒▒▒▒▒▒▒▒▒ bottom: 0 + 21 ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│▒▒│
///  └──────────────────────────────────────────────────────┘
/// ```
///
/// The adjustment is evaluated when the layout is built and at each resize, from the content
/// size the layout has with the unadjusted inset; updates that change the content size later
/// do not evaluate it again (a list that grows taller than the screen by an insertion keeps
/// the inset it started with, until the next resize).
public struct ScrollViewSettings: Hashable, Sendable {
  /// How the safe area is added to the content inset. Default ``ContentInsetAdjustmentBehavior/automatic``.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
  /// Whether the scroll view bounces vertically even when its content is not taller than it,
  /// which makes ``ContentInsetAdjustmentBehavior/scrollableAxes`` add the top and bottom.
  /// Default `false`.
  public var alwaysBounceVertical: Bool
  /// Whether it bounces horizontally even when its content is not wider than it, which makes
  /// ``ContentInsetAdjustmentBehavior/scrollableAxes`` add the left and right. Default `false`.
  public var alwaysBounceHorizontal: Bool
  /// Whether the scroll view is the content view of a view controller shown by a navigation
  /// or tab bar controller, which makes ``ContentInsetAdjustmentBehavior/automatic`` add the
  /// top and bottom always. Default `false`.
  public var inBarController: Bool

  /// Creates settings; the defaults are UIKit's.
  public init(
    contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
    inBarController: Bool = false
  ) {
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.alwaysBounceVertical = alwaysBounceVertical
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.inBarController = inBarController
  }

  /// The scroll view's adjusted content inset (`adjustedContentInset`), in points: the app's
  /// `contentInset` plus the sides of `safeArea` the behaviour adds for content of
  /// `contentSize` in a scroll view of `viewport` (both in points).
  ///
  /// "Taller than the scroll view" compares the content's height with the viewport's height,
  /// insets left out, as the documentation words it (and likewise for the width).
  public func adjustedContentInset(
    _ contentInset: LayoutInsets, safeArea: LayoutInsets, viewport: LayoutSize,
    contentSize: LayoutSize
  ) -> LayoutInsets {
    let vertical: Bool
    let horizontal: Bool
    let scrollsVertically = contentSize.height > viewport.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > viewport.width || alwaysBounceHorizontal
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic:
      (vertical, horizontal) = (scrollsVertically || inBarController, scrollsHorizontally)
    }
    var adjusted = contentInset
    if vertical {
      adjusted.top += safeArea.top
      adjusted.bottom += safeArea.bottom
    }
    if horizontal {
      adjusted.left += safeArea.left
      adjusted.right += safeArea.right
    }
    return adjusted
  }
}
