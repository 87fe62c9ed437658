import CollectionLayout
import CollectionLayoutBaselines

/// The flow rows: preparing a flow layout and querying a rect, with items of one size (lines
/// by arithmetic) and with items of their own widths (lines broken item by item), next to the
/// eager flow layout (every attribute computed into an array, as `UICollectionViewFlowLayout`
/// caches them, searched by binary search over its lines).
extension OperationRunner {
  mutating func flowPrepare(ownWidths: Bool) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let sections = Self.flowSections(itemCount: size, ownWidths: ownWidths)
      let configuration = Self.flowConfiguration
      let engine = try measure {
        let layout = try FlowLayout(
          configuration: configuration, environment: Workloads.environment, sections: sections)
        return Int(layout.contentSize.height) &+ layout.sections.count
      }
      let baseline = measure(.baseline, with: slow(11)) {
        let eager = Self.eagerFlow(sections)
        return Int(eager.contentHeight) &+ eager.records.count
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return ownWidths
      ? report("flow-prepare-widths", "prepare, flow, own widths", rows)
      : report("flow-prepare-uniform", "prepare, flow, one item size", rows)
  }

  mutating func flowRectQuery(ownWidths: Bool) throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let sections = Self.flowSections(itemCount: size, ownWidths: ownWidths)
      let layout = try FlowLayout(
        configuration: Self.flowConfiguration, environment: Workloads.environment,
        sections: sections)
      let queries = Workloads.rectQueries(contentHeight: layout.contentSize.height)
      var index = 0
      var buffer: [ElementAttributes] = []
      let engine = measure {
        defer { index = (index + 1) % queries.count }
        let query = queries[index]
        layout.elements(in: query.rect, contentOffset: query.contentOffset, into: &buffer)
        return fold(buffer)
      }
      index = 0
      var baseline: Timing?
      if plan.measures(.baseline) {
        let eager = Self.eagerFlow(sections)
        var found: [ElementAttributes] = []
        baseline = measure(.baseline) {
          defer { index = (index + 1) % queries.count }
          eager.elements(in: queries[index].rect, into: &found)
          return fold(found)
        }
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline))
    }
    return ownWidths
      ? report("flow-rect-query-widths", "elements in a rect, flow, own widths", rows)
      : report("flow-rect-query-uniform", "elements in a rect, flow, one item size", rows)
  }

  /// The flow rows' layout: 100 × 100 items, spacings 10, insets 10, a 40-point header per
  /// section that does not pin (the eager baseline does not pin).
  static let flowConfiguration = FlowConfiguration(
    itemSize: LayoutSize(width: 100, height: 100),
    sectionInset: LayoutInsets(top: 10, left: 10, bottom: 10, right: 10),
    headerReferenceSize: LayoutSize(width: 0, height: 40))

  /// `itemCount` items in 10 sections: a count each, or items listed with their own widths
  /// (40 ... 200 points) and heights (30 ... 60).
  static func flowSections(itemCount: Int, ownWidths: Bool) -> [LayoutSection] {
    let perSection = itemCount / Workloads.sectionCount
    return (0..<Workloads.sectionCount).map { section in
      guard ownWidths else { return LayoutSection(items: .count(perSection)) }
      return LayoutSection(
        items: .list(
          (0..<perSection).map { item in
            let index = section * perSection + item
            return Item(
              width: 40 + Double(index * 7_919 % 161), height: 30 + Double(index * 13 % 31))
          }))
    }
  }

  /// The eager baseline of `sections`, with the flow rows' metrics.
  static func eagerFlow(_ sections: [LayoutSection]) -> EagerFlow {
    let base = flowConfiguration.itemSize
    let sizes = sections.map { section -> [LayoutSize] in
      switch section.items {
      case .list(let items):
        return items.map {
          LayoutSize(width: $0.width ?? base.width, height: $0.height ?? base.height)
        }
      case .count(let count), .measuredCount(let count, _):
        return Array(repeating: base, count: count)
      }
    }
    return EagerFlow(
      sections: sizes, width: Workloads.environment.contentWidth,
      inset: flowConfiguration.sectionInset, lineSpacing: 10, interitemSpacing: 10,
      headerHeight: 40)
  }

  /// The flow rows' baseline, in words.
  static let flowBaseline =
    "eager flow layout: every attribute computed into an array, searched by binary search "
    + "over its lines"
}
