/// The grid's anchors: elements below the whole pinned stack (global and section headers).
extension GridLayout {
  /// The bottom of the pinned stack at `contentOffset`: global and section headers together.
  /// O(pinned global headers + headers of one section).
  public func anchorLine(at contentOffset: LayoutPoint) -> Double {
    pinnedStackBottom(pinPass(at: contentOffset))
  }

  /// The items, headers, footers, placeholders and global headers that do not pin, visible
  /// below the bottom of the pinned stack at `contentOffset`, by top then id, each with its
  /// distance from the stack's bottom. O(g + log n + k).
  public func anchorCandidates(at contentOffset: LayoutPoint) -> [ScrollAnchor] {
    visibleElementsPastAnchorLine(at: contentOffset) { element in
      switch element.kind {
      case .item, .footer, .placeholder: return true
      case .header: return element.isPinned != true
      case .globalHeader: return !globalHeaders[element.id.indexes[0]].isPinned
      default: return false
      }
    }
  }
}
