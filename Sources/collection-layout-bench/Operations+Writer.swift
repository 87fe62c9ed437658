import CollectionLayout

/// The frames writer's own speed: a document streamed through ``FramesStreamWriter`` into a
/// sink that only looks at its chunks, next to the least any writer must do, appending the
/// same bytes, line by line, into a buffer emptied at the same chunk size.
extension OperationRunner {
  mutating func framesWriter() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let layout = try GridLayout(scenario: Workloads.scenario(itemCount: size))
      let frames = Workloads.frames(of: layout)
      let document = FramesWriter.utf8(for: frames)
      let lines = document.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { Array($0) + [UInt8(ascii: "\n")] }
      let chunkSize = FramesStreamWriter.defaultChunkSize
      let engine = measure {
        var sink = ChunkChecksum()
        FramesWriter.write(frames, to: &sink, chunkSize: chunkSize)
        return sink.checksum
      }
      let baseline = measure(.baseline) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + 4096)
        var checksum = 0
        for line in lines {
          buffer.append(contentsOf: line)
          if buffer.count >= chunkSize {
            checksum &+= buffer.count &+ Int(buffer[0])
            buffer.removeAll(keepingCapacity: true)
          }
        }
        return checksum &+ buffer.count
      }
      var parts = ["\(formatCount(document.count)) bytes"]
      if let engine {
        let rate = Double(document.count) / engine.median / 1e6
        parts.append("writer \(formatFixed(rate, digits: 0)) MB/s")
      }
      if let baseline {
        let rate = Double(document.count) / baseline.median / 1e6
        parts.append("plain append \(formatFixed(rate, digits: 0)) MB/s")
      }
      rows.append(
        ResultRow(
          items: size, engine: engine, baseline: baseline, note: parts.joined(separator: "; ")))
    }
    return report("frames-writer", "frames writer", rows)
  }

  func writerVerdict(_ rows: [ResultRow]) -> Verdict {
    guard let line = row(rows, at: plan.targetSize), let engine = line.engine,
      let bytes = line.note.flatMap({ Int($0.prefix { $0 != " " }.filter(\.isNumber)) })
    else { return notMeasured(plan.targetSize) }
    let rate = Double(bytes) / engine.median / 1e6
    return Verdict(
      met: rate >= 1500,
      summary: "\(formatCount(plan.targetSize)) items: \(formatFixed(rate, digits: 0)) MB/s "
        + "(target >= 1,500 MB/s); \(formatFixed(1 / (line.ratio ?? .infinity), digits: 1))x "
        + "the time of a plain append")
  }
}

/// A sink that keeps a checksum of the chunks it is given, and nothing else.
struct ChunkChecksum: ByteSink {
  var checksum = 0

  mutating func write(_ bytes: UnsafeRawBufferPointer) {
    checksum &+= bytes.count &+ Int(bytes[0])
  }
}
