/// The bound on the element records of one animated step of a photo browser, checked before
/// the records are built.
extension PagingLayout {
  /// The most element records one animated page turn or zoom may hold: 1,000,000 (each
  /// sampled frame records every element it shows, and a tile record costs about 1.3 KB
  /// while it is held: about 1.3 GB at the bound). Checked before any record is built.
  public static let maximumAnimatedRecords = 1_000_000

  /// Throws when `frames` sampled frames of `perFrame` records each pass
  /// ``maximumAnimatedRecords``: `an animated step of a paging layout records at most 1000000
  /// elements; this one would record <n> (<frames> frames of <n>): use larger tiles, fewer
  /// frames per second, or no animation`.
  static func checkAnimatedRecords(frames: Int, perFrame: SaturatingCount) throws(StepError) {
    let total = perFrame.multiplied(by: frames)
    guard total.exceeds(maximumAnimatedRecords) else { return }
    throw StepError(
      message: "an animated step of a paging layout records at most \(maximumAnimatedRecords) "
        + "elements; this one would record \(total) (\(frames) frames of \(perFrame)): use "
        + "larger tiles, fewer frames per second, or no animation")
  }

  /// The elements the viewport shows at `contentOffset`, at most (``elementCountBound(in:)``).
  func shownCountBound(at contentOffset: LayoutPoint) -> SaturatingCount {
    elementCount(in: visibleRect(at: contentOffset))
  }
}
