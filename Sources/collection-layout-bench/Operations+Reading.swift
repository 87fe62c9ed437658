import CollectionLayout

/// Reading one step of a large frames file, as `render --svg` does: the lazy index (the
/// document scanned once, only the step read) next to the whole reader (every step's values,
/// read in one pass).
extension OperationRunner {
  mutating func framesReadStep() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes where size <= plan.largestEncoderSize {
      let layout = try GridLayout(scenario: Workloads.scenario(itemCount: size))
      let single = Workloads.frames(of: layout)
      // Three steps listing every element, as `"output": {"elements": "all"}` writes them.
      var steps: [FrameStep] = []
      for index in 0..<3 {
        var step = single.steps[0]
        step.index = index
        step.action = index == 0 ? .initial : .scroll
        steps.append(step)
      }
      let document = FramesWriter.utf8(
        for: FramesDocument(environment: single.environment, steps: steps))
      let engine = measure {
        guard let index = FramesIndex.index(document), let step = index.step(1) else { return 0 }
        return step.elements.count
      }
      let baseline = measure(.baseline, with: plan.sampler.capped(at: 11)) {
        (try? FramesReader.read(document)).map { $0.steps[1].elements.count } ?? 0
      }
      let note = "\(formatCount(document.count)) bytes, 3 steps of \(formatCount(size)) elements"
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    let largest = rows.last
    return OperationReport(
      key: "frames-read-step", title: "frames, one step read lazily",
      baseline: "FramesReader.read of the whole document, then the step",
      target: "faster than the whole reader (its memory: Performance, Rendering large frames)",
      rows: rows,
      verdict: largest.flatMap { row in
        row.ratio.map { ratio in
          Verdict(
            met: ratio > 1,
            summary: "\(formatCount(row.items)) elements a step: "
              + "\(formatFixed(ratio, digits: 1))x faster than the whole reader")
        }
      } ?? notMeasured(plan.largestEncoderSize))
  }
}
