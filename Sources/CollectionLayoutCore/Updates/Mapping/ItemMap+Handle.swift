extension ItemMap {
  /// The merge that builds an item map's edit points, through pointers: each section's runs of
  /// three sorted lists of paths merged into one preallocated buffer, each item written once,
  /// without the arrays' bounds checks and uniqueness checks in the loop.
  ///
  /// Made only by ``editPoints(of:in:)``, over memory valid while it runs. Never writes past the
  /// buffer, whatever the lists hold (an invalid plan lists a section twice): a run that does
  /// not fit is skipped.
  struct Handle: ~Copyable {
    /// The three lists, each ascending.
    private let first: UnsafeBufferPointer<ItemPath>
    private let second: UnsafeBufferPointer<ItemPath>
    private let third: UnsafeBufferPointer<ItemPath>
    /// The output: `written` items initialized, then room for the rest of the three lists.
    private let output: UnsafeMutableBufferPointer<Int>
    /// The items written, `0 ... output.count`.
    private(set) var written = 0

    private init(
      _ first: UnsafeBufferPointer<ItemPath>, _ second: UnsafeBufferPointer<ItemPath>,
      _ third: UnsafeBufferPointer<ItemPath>, output: UnsafeMutableBufferPointer<Int>
    ) {
      self.first = first
      self.second = second
      self.third = third
      self.output = output
    }

    /// The items of each of `sections` (distinct) in `lists` (three, each ascending), and
    /// where each section's items start (plus the end): one entry per section and one more,
    /// whatever the lists hold.
    static func editPoints(of sections: [Int], in lists: [[ItemPath]])
      -> (items: [Int], starts: [Int])
    {
      let none: [ItemPath] = []
      let first = lists.first ?? none
      let second = lists.count > 1 ? lists[1] : none
      let third = lists.count > 2 ? lists[2] : none
      let capacity = first.count + second.count + third.count
      var starts: [Int] = [0]
      starts.reserveCapacity(sections.count + 1)
      let items = [Int](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
        first.withUnsafeBufferPointer { first in
          second.withUnsafeBufferPointer { second in
            third.withUnsafeBufferPointer { third in
              var handle = Handle(first, second, third, output: buffer)
              for section in sections {
                handle.appendItems(ofSection: section)
                starts.append(handle.written)
              }
              initializedCount = handle.written
            }
          }
        }
      }
      return (items, starts)
    }

    /// Writes the items of `section` in the three lists, merged: nothing when they do not fit
    /// (a section listed twice, in an invalid plan).
    @inline(__always)
    private mutating func appendItems(ofSection section: Int) {
      var a = Self.run(of: section, in: first)
      var b = Self.run(of: section, in: second)
      var c = Self.run(of: section, in: third)
      guard written + a.count + b.count + c.count <= output.count else { return }
      switch (a.isEmpty, b.isEmpty, c.isEmpty) {
      case (true, true, true): break
      case (false, true, true): copy(a, of: first)
      case (true, false, true): copy(b, of: second)
      case (true, true, false): copy(c, of: third)
      case (false, false, true): merge(a, of: first, b, of: second)
      case (false, true, false): merge(a, of: first, c, of: third)
      case (true, false, false): merge(b, of: second, c, of: third)
      case (false, false, false):
        while true {
          // The smallest of the three heads; on ties the earlier list first.
          var list = 0
          var smallest = 0
          if !a.isEmpty {
            list = 1
            smallest = first[a.lowerBound].item
          }
          if !b.isEmpty, list == 0 || second[b.lowerBound].item < smallest {
            list = 2
            smallest = second[b.lowerBound].item
          }
          if !c.isEmpty, list == 0 || third[c.lowerBound].item < smallest {
            list = 3
            smallest = third[c.lowerBound].item
          }
          switch list {
          case 1: a = a.dropFirst()
          case 2: b = b.dropFirst()
          case 3: c = c.dropFirst()
          default: break
          }
          if list == 0 { break }
          write(smallest)
        }
      }
    }

    /// Writes `item` after the items written. The caller checked that it fits.
    @inline(__always)
    private mutating func write(_ item: Int) {
      assert(written < output.count, "\(written) items written of \(output.count)")
      output.initializeElement(at: written, to: item)
      written += 1
    }

    /// Writes the items of `run` of `list`, in order.
    @inline(__always)
    private mutating func copy(_ run: Range<Int>, of list: UnsafeBufferPointer<ItemPath>) {
      assert(written + run.count <= output.count, "\(run.count) items past the output")
      // The count in a local: a write through `output` may not be assumed to leave `written`
      // alone, which would be reloaded and stored at every item.
      var next = written
      for index in run {
        output.initializeElement(at: next, to: list[index].item)
        next += 1
      }
      written = next
    }

    /// Writes the items of two runs merged, on ties the left list's first.
    @inline(__always)
    private mutating func merge(
      _ left: Range<Int>, of leftList: UnsafeBufferPointer<ItemPath>,
      _ right: Range<Int>, of rightList: UnsafeBufferPointer<ItemPath>
    ) {
      assert(written + left.count + right.count <= output.count, "merged items past the output")
      guard let output = output.baseAddress, let leftBase = leftList.baseAddress,
        let rightBase = rightList.baseAddress
      else {
        // An empty list: its run is empty too.
        copy(left, of: leftList)
        copy(right, of: rightList)
        return
      }
      written += Self.writeMerged(
        leftBase + left.lowerBound, count: left.count, rightBase + right.lowerBound,
        count: right.count, into: output + written)
    }

    /// Writes the items of `leftCount` paths from `left` and `rightCount` from `right` (each
    /// ascending) merged into `output`, on ties the left one first; returns how many it wrote
    /// (their sum). Through pointers held in registers: a write through `output` may not be
    /// assumed to leave a stored property alone, which would be reloaded at every item.
    ///
    /// Each list's run up to the other's head is copied in a loop of its own, one comparison
    /// an item, the other head held: a batch's lists interleave in runs (a section's deletes
    /// between two of its move sources).
    @inline(__always)
    private static func writeMerged(
      _ left: UnsafePointer<ItemPath>, count leftCount: Int, _ right: UnsafePointer<ItemPath>,
      count rightCount: Int, into output: UnsafeMutablePointer<Int>
    ) -> Int {
      var nextLeft = left
      var nextRight = right
      let leftEnd = left + leftCount
      let rightEnd = right + rightCount
      var next = output
      while nextLeft < leftEnd, nextRight < rightEnd {
        let rightItem = nextRight.pointee.item
        while nextLeft < leftEnd {
          let leftItem = nextLeft.pointee.item
          if rightItem < leftItem { break }
          next.initialize(to: leftItem)
          next += 1
          nextLeft += 1
        }
        guard nextLeft < leftEnd else { break }
        let leftItem = nextLeft.pointee.item
        while nextRight < rightEnd {
          let item = nextRight.pointee.item
          if leftItem <= item { break }
          next.initialize(to: item)
          next += 1
          nextRight += 1
        }
      }
      while nextLeft < leftEnd {
        next.initialize(to: nextLeft.pointee.item)
        next += 1
        nextLeft += 1
      }
      while nextRight < rightEnd {
        next.initialize(to: nextRight.pointee.item)
        next += 1
        nextRight += 1
      }
      return next - output
    }

    /// The positions in `paths` (ascending) of the paths in `section`: a binary search for the
    /// first, then the run's end searched from it
    /// (``Swift/RandomAccessCollection/endOfRun(ofSection:from:)``).
    private static func run(of section: Int, in paths: UnsafeBufferPointer<ItemPath>)
      -> Range<Int>
    {
      let start = paths.lowerBound(of: ItemPath(section: section, item: .min))
      guard start < paths.count, paths[start].section == section else { return start..<start }
      return start..<paths.endOfRun(ofSection: section, from: start)
    }
  }
}
