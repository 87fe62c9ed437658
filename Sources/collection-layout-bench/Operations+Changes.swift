import CollectionLayout

/// The change records of an update whose transition lists every element (the output mode
/// "all"), streamed one at a time (``LayoutUpdate/forEachChange(for:_:)``), next to what the
/// stream cannot do without: every element of both layouts listed at the same pins. The
/// layouts are the grid presented as the player presents it (``InteractiveLayout``, nothing
/// shown on top), so that the row's calls are those of the soak case's transitions.
extension OperationRunner {
  mutating func changesAll() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let grid = try GridLayout(scenario: Workloads.scenario(itemCount: size))
      let layout = InteractiveLayout(base: grid, state: InteractionState())
      let offset = Workloads.updateOffset(in: grid)
      // The 22-operation batch: nearly every record is of an element that survives, as in
      // the soak's updates (one item deleted, one inserted).
      let update = try LayoutUpdate(
        layout: layout, contentOffset: offset, batch: Workloads.smallBatch(itemCount: size))
      let engine = measure {
        var checksum = 0
        update.forEachChange(for: .all) { record in
          checksum &+= Int(record.final.frame.minY)
          return true
        }
        return checksum
      }
      let oldPins = update.oldLayout.pinPass(at: offset)
      let newPins = update.newLayout.pinPass(at: update.targetContentOffset)
      let baseline = measure(.baseline) {
        var checksum = 0
        update.oldLayout.forEachElement(in: nil, pins: oldPins) { element in
          checksum &+= Int(element.frame.minY)
          return true
        }
        update.newLayout.forEachElement(in: nil, pins: newPins) { element in
          checksum &+= Int(element.frame.minY)
          return true
        }
        return checksum
      }
      // The records, counted once outside the timings: the figures per record divide by it.
      var records = 0
      if plan.sampler.profiled == nil {
        update.forEachChange(for: .all) { _ in
          records += 1
          return true
        }
      }
      let note = records > 0 ? "\(formatCount(records)) records" : nil
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return report("changes-all", "update, every element's change records (streamed)", rows)
  }
}
