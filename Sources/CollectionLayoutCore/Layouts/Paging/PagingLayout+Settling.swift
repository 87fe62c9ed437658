/// Page views, recycled as the pages scroll: what a paging layout keeps from step to step and
/// reports in each frames entry.
extension PagingLayout {
  /// The layout once the paging scroll view rests at `contentOffset`: the pages that leave
  /// the visible pages (``visiblePages(at:)``) put their views back and lose their zoom; the
  /// pages that enter take views (see ``RecyclingPool``). Its report, written in the entry
  /// after `contentSize`:
  ///
  /// | key | value |
  /// |---|---|
  /// | `screen` | the screen's rect in content coordinates, `[x + p, y, V, H]` |
  /// | `visiblePages` | the pages with a view, ascending |
  /// | `recycled` | the view ids put back, in order (a page deleted by an update included) |
  /// | `reused` | `{"page": i, "view": v}` for each page that took a waiting view |
  /// | `created` | `{"page": i, "view": v}` for each page that got a new view |
  /// | `pageViews` | `{"page": i, "view": v}` for every page with a view, ascending |
  /// | `reusableViews` | the views waiting for reuse, the next one to be taken last |
  /// | `viewCount` | the number of page views ever created |
  ///
  /// O(visible pages).
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<PagingLayout> {
    var next = self
    let visible = visiblePages(at: contentOffset).map(Array.init) ?? []
    let moves = next.pool.settle(showing: visible)
    next.zoomedPages = next.zoomedPages.filter { next.pool.views[$0.key] != nil }
    func pairs(_ views: [KeyedView<Int>]) -> AttributeValue {
      .list(
        views.map {
          .object(
            CustomAttributes([
              ("page", .number(Double($0.key))), ("view", .number(Double($0.view))),
            ]))
        })
    }
    func numbers(_ values: [Int]) -> AttributeValue { .list(values.map { .number(Double($0)) }) }
    let report = CustomAttributes([
      ("screen", .rect(screenRect(at: contentOffset))),
      ("visiblePages", numbers(visible)),
      ("recycled", numbers(moves.recycled)),
      ("reused", pairs(moves.reused)),
      ("created", pairs(moves.created)),
      ("pageViews", pairs(next.pool.shown)),
      ("reusableViews", numbers(next.pool.reusable)),
      ("viewCount", .number(Double(next.pool.createdCount))),
    ])
    return SettledLayout(layout: next, report: report)
  }
}
