/// A grid layout's section geometries read in place, and built in place: the one place where
/// ``GridLayout`` reaches its geometries through pointers.
///
/// Reading a geometry out of its array (`geometries[index]`) copies it, retaining each of its
/// counted references (the lists of rows of items with their own heights, its masonry
/// columns; a grid section of uniform rows has none, see ``SectionGeometry``) and releasing
/// them afterwards, and goes through the outlined copy of its optional and enum parts; a query
/// visits a section per step, an update builds one per section, so the grid reads them
/// through this handle instead. A handle is valid only inside the closure
/// of ``read(_:_:)`` or ``build(for:_:placed:)`` that lends it: it must not escape it.
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
  /// each: what the searches over sections read. One pass over the geometries (each is read
  /// once, at about 150 bytes apart: at 100,000 sections a pass is 15 MB of memory), into
  /// arrays allocated at the number of geometries; sections of no height are rare, and their
  /// slots stay unused capacity.
  func sectionsWithHeight() -> (indexes: [Int], tops: [Double], bottoms: [Double]) {
    let capacity = geometries.count
    var tops: [Double] = []
    var bottoms: [Double] = []
    let indexes = [Int](unsafeUninitializedCapacity: capacity) { indexes, indexCount in
      tops = [Double](unsafeUninitializedCapacity: capacity) { tops, topCount in
        bottoms = [Double](unsafeUninitializedCapacity: capacity) { bottoms, bottomCount in
          var count = 0
          for index in indices {
            let top = self[index].top
            let bottom = self[index].bottom
            guard bottom > top else { continue }
            indexes.initializeElement(at: count, to: index)
            tops.initializeElement(at: count, to: top)
            bottoms.initializeElement(at: count, to: bottom)
            count += 1
          }
          bottomCount = count
        }
        topCount = bottoms.count
      }
      indexCount = bottoms.count
    }
    return (indexes, tops, bottoms)
  }

  /// Builds one geometry per section of `sections`, in order, each in its place in the
  /// array's uninitialized memory (no geometry is copied into the array): `body` gets the
  /// sections, read in place, and a section's index, and returns its geometry; then `placed`
  /// gets the geometries built so far, read in place, and that index.
  @inline(__always)
  static func build(
    for sections: [LayoutSection],
    _ body: (_ sections: SectionsHandle, _ index: Int) -> SectionGeometry,
    placed: (_ geometries: GeometriesHandle, _ index: Int) -> Void
  ) -> [SectionGeometry] {
    [SectionGeometry](unsafeUninitializedCapacity: sections.count) {
      geometries, initializedCount in
      SectionsHandle.read(sections) { models in
        for index in models.indices {
          geometries.initializeElement(at: index, to: body(models, index))
          initializedCount = index + 1
          placed(
            GeometriesHandle(UnsafeBufferPointer(start: geometries.baseAddress, count: index + 1)),
            index)
        }
      }
    }
  }
}
