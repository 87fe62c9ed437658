extension Array {
  /// Reorders the elements so that position `k` holds the element that was at `order[k]`,
  /// moved in place along the permutation's cycles: one move per element and no second array
  /// (the change records of an update listing every element are some 400 bytes each: a copy
  /// of them through `order.map` would hold them twice, 400 MB more at 1,000,000 elements).
  ///
  /// `order` must be a permutation of the indices (asserted).
  ///
  /// ```
  ///  order [2, 0, 1]     cycle 0 <- 2 <- 1 <- 0
  ///  [a, b, c]  ──▶  [c, a, b]
  /// ```
  mutating func permute(by order: [Int]) {
    assert(order.count == count && Set(order).count == count, "not a permutation")
    var pending = order
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for start in pending.indices where pending[start] != start {
        let first = (base + start).move()
        var position = start
        while pending[position] != start {
          let source = pending[position]
          (base + position).moveInitialize(from: base + source, count: 1)
          pending[position] = position
          position = source
        }
        (base + position).initialize(to: first)
        pending[position] = position
      }
    }
  }
}
