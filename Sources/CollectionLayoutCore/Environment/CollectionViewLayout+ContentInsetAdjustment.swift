/// Laying a layout out with the scroll view's adjusted content inset.
extension CollectionViewLayout {
  /// This layout, laid out in its environment with the content inset adjusted by `settings`
  /// (``ScrollViewSettings/adjustedContentInset(_:safeArea:viewport:contentSize:)``): the
  /// environment's `contentInset` is taken as the app's own, and the safe area's sides the
  /// behaviour adds are added to it, judged by this layout's content size. The same layout
  /// when nothing is added (no safe area, ``ContentInsetAdjustmentBehavior/never``).
  ///
  /// ```swift
  /// let screen = LayoutEnvironment(device: .iPhone15)
  /// let list = try GridLayout(environment: screen, sections: sections)
  ///   .adjustingContentInset(by: ScrollViewSettings())  // top 59, bottom 34 when it scrolls
  /// ```
  ///
  /// - Throws: What ``relaidOut(in:)`` throws for the adjusted environment.
  public func adjustingContentInset(by settings: ScrollViewSettings) throws(LayoutError) -> Self {
    if insetsItsContentItself { return self }
    let inset = settings.adjustedContentInset(
      environment.contentInset, safeArea: environment.safeArea, viewport: environment.viewport,
      contentSize: contentSize)
    guard inset != environment.contentInset else { return self }
    var adjusted = environment
    adjusted.contentInset = inset
    return try relaidOut(in: adjusted)
  }

  /// ``CollectionViewLayout/resized(to:from:)-(LayoutEnvironment,_)`` with the content inset
  /// of `environment` taken as the app's own and adjusted by `settings`, judged by the content
  /// size the layout has in `environment` unadjusted: a rotation re-evaluates the adjustment,
  /// as a scroll view does when its safe area or its bounds change.
  ///
  /// - Throws: What ``CollectionViewLayout/resized(to:from:)-(LayoutEnvironment,_)`` throws.
  public func resized(
    to environment: LayoutEnvironment, adjustingBy settings: ScrollViewSettings,
    from contentOffset: LayoutPoint
  ) throws(LayoutError) -> ResizedLayout<Self> {
    let unadjusted = try resized(to: environment, from: contentOffset)
    if insetsItsContentItself { return unadjusted }
    let inset = settings.adjustedContentInset(
      environment.contentInset, safeArea: environment.safeArea, viewport: environment.viewport,
      contentSize: unadjusted.layout.contentSize)
    guard inset != environment.contentInset else { return unadjusted }
    var adjusted = environment
    adjusted.contentInset = inset
    return try resized(to: adjusted, from: contentOffset)
  }
}

extension CollectionViewLayout {
  /// Whether this layout is an ``InsetsContentItself``.
  public var insetsItsContentItself: Bool { self is any InsetsContentItself }
}

/// A layout whose scroll view adjusts its content inset by its own rule, not UIKit's
/// ``ContentInsetAdjustmentBehavior``: a SwiftUI scroll view insets its content by the whole
/// safe area and its content margins (``LazyGridLayout``). Given a screen, such a layout
/// adjusts the inset itself; ``CollectionViewLayout/adjustingContentInset(by:)`` leaves it as
/// it is, and a resize that adjusts by settings resizes it to the screen given.
public protocol InsetsContentItself: CollectionViewLayout {}
