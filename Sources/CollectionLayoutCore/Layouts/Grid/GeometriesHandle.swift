/// A grid layout's section geometries read in place, and built in place: the one place where
/// ``GridLayout`` reaches its geometries through pointers.
///
/// Reading a geometry out of its array (`geometries[index]`) copies it, retaining each of its
/// references (its style, its supplementaries, its rows, its masonry columns) and releasing
/// them afterwards; a query visits a section per step, an update builds one per section, so
/// the grid reads them through this handle instead. A handle is valid only inside the closure
/// of ``read(_:_:)`` that lends it: it must not escape it.
struct GeometriesHandle {
  /// The geometries lent, valid while the closure of ``read(_:_:)`` runs.
  private let geometries: UnsafeBufferPointer<SectionGeometry>

  private init(_ geometries: UnsafeBufferPointer<SectionGeometry>) {
    self.geometries = geometries
  }

  /// Calls `body` with a handle on `geometries`, which are neither copied nor mutated while it
  /// runs.
  @_transparent
  static func read<Result>(
    _ geometries: [SectionGeometry], _ body: (GeometriesHandle) -> Result
  ) -> Result {
    geometries.withUnsafeBufferPointer { body(GeometriesHandle($0)) }
  }

  /// The valid indexes, `0 ..< count`.
  var indices: Range<Int> { 0..<geometries.count }

  /// Geometry `index`, read in place: a property read through it copies that property only.
  ///
  /// - Precondition: `index` is in ``indices`` (asserted; the caller checks it).
  subscript(index: Int) -> SectionGeometry {
    @_transparent
    unsafeAddress {
      assert(indices.contains(index), "section \(index) of \(geometries.count)")
      return geometries.baseAddress.unsafelyUnwrapped + index
    }
  }

  /// Lends `body` geometry `index` without copying it (see ``withUnretainedBorrow(of:_:)``):
  /// a borrowing method of the geometry that calls code the compiler cannot see (a
  /// consumer's `take`) would otherwise copy the geometry with its references.
  ///
  /// - Precondition: `index` is in ``indices`` (asserted; the caller checks it).
  @_transparent
  func withGeometry<Result>(
    at index: Int, _ body: (borrowing SectionGeometry) -> Result
  ) -> Result {
    assert(indices.contains(index), "section \(index) of \(geometries.count)")
    return withUnretainedBorrow(of: geometries.baseAddress.unsafelyUnwrapped + index, body)
  }

  /// The indexes of the geometries taller than 0, ascending, with the raw top and bottom of
  /// each: what the searches over sections read. Counted first, so that each array is
  /// allocated once, at its size.
  func sectionsWithHeight() -> (indexes: [Int], tops: [Double], bottoms: [Double]) {
    var count = 0
    for index in indices where self[index].bottom > self[index].top { count += 1 }
    let indexes = [Int](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      for index in indices
      where initializedCount < count && self[index].bottom > self[index].top {
        buffer[initializedCount] = index
        initializedCount += 1
      }
    }
    return (indexes, indexes.map { self[$0].top }, indexes.map { self[$0].bottom })
  }

  /// Builds `count` geometries in place, in order, through `body`, which appends each with
  /// ``Builder/append(_:)``: no geometry is copied into the array. Fewer than `count` appended
  /// give a shorter array; more are dropped (asserted).
  @_transparent
  static func build(
    count: Int, _ body: (inout Builder) -> Void
  ) -> [SectionGeometry] {
    [SectionGeometry](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      var builder = Builder(buffer)
      body(&builder)
      initializedCount = builder.count
    }
  }

  /// The geometries of ``GeometriesHandle/build(count:_:)`` so far, in the array's
  /// uninitialized memory.
  struct Builder: ~Copyable {
    /// The array's memory: `count` geometries initialized, then room for the others.
    private let buffer: UnsafeMutableBufferPointer<SectionGeometry>
    /// The geometries appended, `0 ... buffer.count`.
    private(set) var count = 0

    fileprivate init(_ buffer: UnsafeMutableBufferPointer<SectionGeometry>) {
      self.buffer = buffer
    }

    /// Appends `geometry`, moved into its place; dropped once the array is full (asserted).
    @_transparent
    mutating func append(_ geometry: consuming SectionGeometry) {
      guard count < buffer.count else {
        assertionFailure("more geometries than the \(buffer.count) announced")
        return
      }
      buffer.initializeElement(at: count, to: geometry)
      count += 1
    }

    /// The geometry appended last, read in place.
    ///
    /// - Precondition: one was appended (asserted).
    var last: SectionGeometry {
      @_transparent
      unsafeAddress {
        assert(count > 0, "no geometry appended")
        return UnsafePointer(buffer.baseAddress.unsafelyUnwrapped + (count - 1))
      }
    }
  }
}
