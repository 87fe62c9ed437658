/// A section's rows, or its masonry columns, as its geometry holds them: uniform rows (the
/// usual case, three numbers) in place, anything with lists (rows of their own heights, sparse
/// rows, masonry columns) in a ``BoxedRows`` referenced without a count, which the layout's
/// ``GridLayout/rowBoxes`` keeps alive.
///
/// So a ``SectionGeometry`` holds no counted reference at all: it is copied as bytes and
/// destroyed at no cost. An update copies the geometry of every section it keeps into the new
/// layout and frees the old layout's geometries; with the rows' lists counted, each geometry
/// went through its value witnesses to be copied and destroyed (at 100,000 sections, the
/// array's destruction alone read all of them again, about 15 MB). Compared and hashed by the
/// rows' value, as the geometry was before.
struct HeldRows: Hashable, @unchecked Sendable {
  /// Uniform rows in place, or the box of a section with lists. (`Unmanaged` is not
  /// `Sendable`; the box it refers to is, and is immutable.)
  private enum Storage {
    case uniform(count: Int, height: Double, spacing: Double)
    case boxed(Unmanaged<BoxedRows>)
  }

  private let storage: Storage

  /// `rows` and `masonry` held: in place when the rows are uniform and there is no masonry,
  /// else in a new box appended to `boxes`, which must stay alive (it becomes the layout's
  /// ``GridLayout/rowBoxes``) for as long as the geometry holding them is used.
  init(rows: RowGeometry, masonry: MasonryGeometry?, keepingBoxIn boxes: inout [BoxedRows]) {
    if masonry == nil, case .uniform(let count, let height, let spacing) = rows {
      storage = .uniform(count: count, height: height, spacing: spacing)
      return
    }
    let box = BoxedRows(rows: rows, masonry: masonry)
    boxes.append(box)
    storage = .boxed(Unmanaged.passUnretained(box))
  }

  /// The rows of the grid (none in a masonry section).
  var rows: RowGeometry {
    switch storage {
    case .uniform(let count, let height, let spacing):
      return .uniform(count: count, height: height, spacing: spacing)
    case .boxed(let box):
      return box._withUnsafeGuaranteedRef { $0.rows }
    }
  }

  /// The items placed in columns, in a masonry section; `nil` in a grid section.
  var masonry: MasonryGeometry? {
    switch storage {
    case .uniform: return nil
    case .boxed(let box): return box._withUnsafeGuaranteedRef { $0.masonry }
    }
  }

  /// Whether the section is a masonry section (without copying its columns).
  var hasMasonry: Bool {
    switch storage {
    case .uniform: return false
    case .boxed(let box): return box._withUnsafeGuaranteedRef { $0.masonry != nil }
    }
  }

  /// The total height of the rows or of the tallest masonry column, in points (without
  /// copying either).
  var totalHeight: Double {
    switch storage {
    case .uniform(let count, let height, let spacing):
      return RowGeometry.uniform(count: count, height: height, spacing: spacing).totalHeight
    case .boxed(let box):
      return box._withUnsafeGuaranteedRef { $0.masonry?.totalHeight ?? $0.rows.totalHeight }
    }
  }

  /// The box, when the rows are held in one (retained: for the layout's list of boxes).
  var box: BoxedRows? {
    switch storage {
    case .uniform: return nil
    case .boxed(let box): return box.takeUnretainedValue()
    }
  }

  static func == (lhs: HeldRows, rhs: HeldRows) -> Bool {
    lhs.rows == rhs.rows && lhs.masonry == rhs.masonry
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(rows)
    hasher.combine(masonry)
  }
}

/// The rows and masonry columns of a section with lists, shared by the geometries that place
/// the same section again (an update's reused sections) and kept alive by the layouts' lists
/// of boxes (``GridLayout/rowBoxes``). Immutable.
final class BoxedRows: Sendable {
  /// The rows of the grid (uniform with no rows in a masonry section).
  let rows: RowGeometry
  /// The masonry columns, in a masonry section.
  let masonry: MasonryGeometry?

  init(rows: RowGeometry, masonry: MasonryGeometry?) {
    self.rows = rows
    self.masonry = masonry
  }
}

/// The boxes of rows a grid layout's geometries hold, each as many times as geometries hold it:
/// what keeps them alive (a geometry's reference to its box is not counted, see
/// ``HeldRows``). Empty for a layout of uniform sections. Bookkeeping, not part of the layout's
/// value: two layouts of the same data are equal whatever their boxes.
struct RowBoxes: Hashable, Sendable {
  /// The boxes, in the order of the geometries that hold them.
  let all: [BoxedRows]

  /// Always `true`: the list is not part of a layout's value.
  static func == (lhs: RowBoxes, rhs: RowBoxes) -> Bool { true }

  /// Adds nothing, as ``==(_:_:)`` compares nothing.
  func hash(into hasher: inout Hasher) {}
}
