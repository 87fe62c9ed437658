/// Lays out a lazy container's sections one after another along the scroll axis: every child
/// (a header, a row, a footer) `spacing` after the previous child of the container.
struct LazyGeometryBuilder {
  let configuration: LazyConfiguration
  let axis: ScrollAxis
  let tracks: [GridColumns.Track]
  let spacing: Double
  /// `containerRelativeFrame`'s width and height for every item, in points; `nil` along an
  /// axis it does not set.
  let frameWidth: Double?
  let frameHeight: Double?
  /// The container `containerRelativeFrame` divides: its width and height inside the
  /// adjusted inset, in points.
  let containerWidth: Double
  let containerHeight: Double
  /// The end of the last child placed, in points: the content's length once every section
  /// is laid out.
  private(set) var cursor = 0.0
  /// Whether a child has been placed.
  private var hasChild = false

  init(
    configuration: LazyConfiguration, environment: LayoutEnvironment, tracks: [GridColumns.Track]
  ) {
    self.configuration = configuration
    axis = configuration.kind.axis
    self.tracks = tracks
    spacing = configuration.resolvedSpacing
    containerWidth = environment.contentWidth
    containerHeight = environment.visibleContentHeight
    let frame = configuration.itemFrame
    frameWidth = frame?.horizontal == true ? frame?.length(in: containerWidth) : nil
    frameHeight = frame?.vertical == true ? frame?.length(in: containerHeight) : nil
  }

  /// The width and height that `frame` sets, in points (`nil` along an axis it does not set).
  private func lengths(of frame: ContainerRelativeFrame) -> (width: Double?, height: Double?) {
    (
      frame.horizontal ? frame.length(in: containerWidth) : nil,
      frame.vertical ? frame.length(in: containerHeight) : nil
    )
  }

  /// Places a child `length` long after the previous one: its start.
  private mutating func place(_ length: Double) -> Double {
    if hasChild { cursor += spacing }
    hasChild = true
    let start = cursor
    cursor += length
    return start
  }

  /// The length along the scroll axis and the extent across it of `item` (`nil` for an item
  /// of a `count` section) in a track `trackLength` points across, in points; `own` is the
  /// item's own frame (``LazyItemFrame``), which replaces the configuration's.
  func size(of item: Item?, trackLength: Double, own: ContainerRelativeFrame? = nil)
    -> (length: Double, cross: Double)
  {
    let isVertical = axis == .vertical
    let (width, height) = own.map(lengths(of:)) ?? (frameWidth, frameHeight)
    let frameMain = isVertical ? height : width
    let frameCross = isVertical ? width : height
    let ownMain = isVertical ? item?.height : item?.width
    let ownCross = isVertical ? item?.width : item?.height
    let cross = frameCross ?? ownCross ?? trackLength
    if let length = frameMain ?? ownMain { return (length, cross) }
    if let ratio = item?.aspectRatio {
      // width / height = ratio: a vertical container's items are as tall as wide / ratio.
      return (isVertical ? cross / ratio : cross * ratio, cross)
    }
    return (configuration.itemLength, cross)
  }

  /// Lays out `section` after what is placed.
  mutating func section(_ section: LayoutSection) -> LazySectionGeometry {
    let description = section.layout?.value(as: LazySectionLayout.self)
    var headerStart: Double?
    if let header = description?.header { headerStart = place(header) }
    var ownFrames: [String: ContainerRelativeFrame] = [:]
    for entry in description?.itemFrames ?? [] { ownFrames[entry.itemID] = entry.frame }
    let rows = self.rows(of: section.items, ownFrames: ownFrames)
    var footerStart: Double?
    if let footer = description?.footer { footerStart = place(footer) }
    // The first child's start; an empty section is where the next child would start.
    let first = headerStart ?? (rows.count > 0 ? rows.row(0).start : nil) ?? footerStart
    return LazySectionGeometry(
      start: first ?? cursor, end: cursor, headerStart: headerStart,
      headerLength: description?.header ?? 0, footerStart: footerStart,
      footerLength: description?.footer ?? 0, itemCount: section.items.count, rows: rows)
  }

  /// The rows of `items`, placed after what is placed; `ownFrames` are the frames of the
  /// items that set their own, by id.
  private mutating func rows(of items: Items, ownFrames: [String: ContainerRelativeFrame])
    -> LazyRows
  {
    let perRow = max(1, tracks.count)
    let count = items.count
    let rowCount = count / perRow + (count % perRow == 0 ? 0 : 1)
    if case .count = items {
      let (length, cross) = size(of: nil, trackLength: 0)
      let fills = (axis == .vertical ? frameWidth : frameHeight) == nil
      guard rowCount > 0 else {
        return .uniform(
          firstStart: cursor, rowLength: length, pitch: length + spacing, rowCount: 0,
          itemLength: length, itemCross: fills ? nil : cross)
      }
      let first = place(length)
      cursor = first + Double(rowCount) * length + Double(rowCount - 1) * spacing
      return .uniform(
        firstStart: first, rowLength: length, pitch: length + spacing, rowCount: rowCount,
        itemLength: length, itemCross: fills ? nil : cross)
    }
    var lengths: [Double] = []
    var crosses: [Double] = []
    lengths.reserveCapacity(count)
    crosses.reserveCapacity(count)
    var rowStarts: [Double] = []
    var rowLengths: [Double] = []
    rowStarts.reserveCapacity(rowCount)
    rowLengths.reserveCapacity(rowCount)
    for row in 0..<rowCount {
      var rowLength = 0.0
      for index in row * perRow..<min(count, (row + 1) * perRow) {
        let track = tracks.isEmpty ? 0 : tracks[index % perRow].length
        let item: Item?
        switch items {
        case .list(let list): item = list[index]
        case .measuredCount(_, let measured):
          // A measured length is along the scroll axis.
          item = measured[index].map {
            axis == .vertical ? Item(height: $0) : Item(width: $0)
          }
        case .count: item = nil
        }
        let own = ownFrames.isEmpty ? nil : item?.id.flatMap { ownFrames[$0] }
        let size = self.size(of: item, trackLength: track, own: own)
        lengths.append(size.length)
        crosses.append(size.cross)
        rowLength = max(rowLength, size.length)
      }
      rowStarts.append(place(rowLength))
      rowLengths.append(rowLength)
    }
    return .varied(rowStarts: rowStarts, rowLengths: rowLengths, lengths: lengths, crosses: crosses)
  }
}
