/// The position of an item: its section and its index within the section, both 0-based.
/// Written `[section, item]` in scenarios; printed by UIKit-style messages as
/// `{length = 2, path = 0 - 1}`.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section index, >= 0.
  public var section: Int
  /// The item index within the section, >= 0.
  public var item: Int

  /// Creates a path.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `{length = 2, path = S - I}`, as `NSIndexPath` prints in UIKit's messages (without the
  /// object address).
  public var description: String { "{length = 2, path = \(section) - \(item)}" }
}

/// A move of a section: `from` indexes the sections before the update, `to` after it.
public struct SectionMove: Hashable, Sendable {
  /// The section's index before the update.
  public var from: Int
  /// The section's index after the update.
  public var to: Int

  /// Creates a section move.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

/// A move of an item: `from` is a path before the update, `to` a path after it.
public struct ItemMove: Hashable, Sendable {
  /// The item's path before the update.
  public var from: ItemPath
  /// The item's path after the update.
  public var to: ItemPath

  /// Creates an item move.
  public init(from: ItemPath, to: ItemPath) {
    self.from = from
    self.to = to
  }
}

/// How the target content offset of an update is chosen. Every choice is clamped to the
/// valid range of offsets.
public enum UpdateAnchor: String, Hashable, Sendable, Codable, CaseIterable {
  /// At the top: stay at the top. Otherwise the first element visible below the pinned stack
  /// that survives the update keeps its distance from the stack; if none survives and
  /// sections were inserted, the first inserted section starts just below the stack;
  /// otherwise the offset is kept. The default.
  case automatic
  /// Scroll to the top.
  case top
  /// Keep the distance between the bottom of the viewport and the bottom of the content
  /// (chat-like content).
  case bottom
  /// Keep the offset, as UIKit does without a target-offset override.
  case proposed
}

/// The side inserted sections slide in from; deleted sections slide out to the other side.
public enum SlideEdge: String, Hashable, Sendable, Codable, CaseIterable {
  /// From the left (leading in left-to-right layouts).
  case leading
  /// From the right.
  case trailing
}

/// The timing curve of an update animation.
public enum AnimationCurve: Hashable, Sendable {
  /// Constant speed.
  case linear
  /// Core Animation's ease-in: cubic Bézier (0.42, 0), (1, 1).
  case easeIn
  /// Core Animation's ease-out: cubic Bézier (0, 0), (0.58, 1).
  case easeOut
  /// Core Animation's ease-in-ease-out: cubic Bézier (0.42, 0), (0.58, 1).
  case easeInOut
  /// A spring with a damping ratio (1 is critically damped, < 1 bounces) and a response
  /// (the period of the undamped spring), in seconds, as SwiftUI's `spring(response:
  /// dampingFraction:)`. The last frame is always the final state.
  case spring(damping: Double, response: Double)
  /// Progress values at evenly spaced times from 0 to the duration, linear between: a
  /// gesture's recorded progress (an interactive layout transition, a pinch; see
  /// ``LayoutChange``). The animation starts at the first value and ends at the last, which
  /// may be other than 1 (a cancelled transition ends at 0). Never read from a document; an
  /// empty list is the linear curve.
  case keyframes([Double])
}

/// How an update animates: sampled at `fps` frames per second from time 0 to `duration`
/// inclusive.
public struct UpdateAnimation: Hashable, Sendable {
  /// The duration, in seconds, >= 0. Default 0.3.
  public var duration: Double
  /// Frames per second, > 0. Default 60.
  public var fps: Double
  /// The timing curve. Default ``AnimationCurve/easeInOut``.
  public var curve: AnimationCurve

  /// Creates an animation description.
  public init(duration: Double = 0.3, fps: Double = 60, curve: AnimationCurve = .easeInOut) {
    self.duration = duration
    self.fps = fps
    self.curve = curve
  }
}

/// A batch of updates, as `performBatchUpdates` receives them, plus what the engine needs to
/// animate it.
///
/// Deletes, reloads and move sources index the data before the update; inserts and move
/// destinations index the data after it. The order of operations inside a batch does not
/// matter.
///
/// ```swift
/// BatchUpdate(
///   deleteSections: [1], insertSections: [0], reloadSections: [2],
///   moveSections: [SectionMove(from: 3, to: 1)],
///   deleteItems: [ItemPath(section: 0, item: 1)], insertItems: [ItemPath(section: 0, item: 4)],
///   reloadItems: [ItemPath(section: 0, item: 2)],
///   moveItems: [ItemMove(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0))],
///   after: [LayoutSection(items: .count(5))], anchor: .automatic,
///   insertedSectionsSlideFrom: .leading,
///   animation: UpdateAnimation(duration: 0.3, fps: 60, curve: .easeInOut))
/// ```
///
/// The scenario's `update` step, which holds these values under the same names, is in the
/// scenario format's article (Steps) and the article Batch Updates.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections to delete, indexes before the update.
  public var deleteSections: [Int]
  /// Sections to insert, indexes after the update.
  public var insertSections: [Int]
  /// Sections to reload, indexes before the update.
  public var reloadSections: [Int]
  /// Sections to move.
  public var moveSections: [SectionMove]
  /// Items to delete, paths before the update.
  public var deleteItems: [ItemPath]
  /// Items to insert, paths after the update.
  public var insertItems: [ItemPath]
  /// Items to reload, paths before the update.
  public var reloadItems: [ItemPath]
  /// Items to move.
  public var moveItems: [ItemMove]
  /// The sections after the update (the data source's answer). When `nil`, they are derived
  /// from the operations: inserted sections and items take the defaults. When present, the
  /// counts are checked against the operations as UIKit checks them.
  public var after: [LayoutSection]?
  /// How the target content offset is chosen. Default ``UpdateAnchor/automatic``.
  public var anchor: UpdateAnchor
  /// When set, inserted sections slide in from this side and deleted sections slide out to
  /// the other, instead of fading.
  public var insertedSectionsSlideFrom: SlideEdge?
  /// How the update animates.
  public var animation: UpdateAnimation
  /// The data of inserted items, by their path after the update (each one of
  /// ``insertItems``): what the data source answers for them, without restating the section in
  /// ``after``. An inserted item without data takes the defaults. Only without ``after``,
  /// and only in an update of the sections themselves (not one addressed to a data source).
  /// Data for a path the batch does not insert is refused by an update (``LayoutUpdate``) and
  /// not used by ``UpdateMapping``; nor is the data of an insert UIKit drops (one in an
  /// inserted or reloaded section).
  public var insertedItemData: [ItemPath: Item]
  /// The data of reloaded items after the update, by their path before it (each one of
  /// ``reloadItems``): a reloaded item without data keeps its own. Under the same conditions
  /// as ``insertedItemData``, but a reload UIKit drops in a reloaded section still gives its
  /// item's data there, at its path before the update.
  public var reloadedItemData: [ItemPath: Item]

  /// Creates a batch; every list defaults to empty.
  public init(
    deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
    moveSections: [SectionMove] = [], deleteItems: [ItemPath] = [],
    insertItems: [ItemPath] = [], reloadItems: [ItemPath] = [], moveItems: [ItemMove] = [],
    after: [LayoutSection]? = nil, anchor: UpdateAnchor = .automatic,
    insertedSectionsSlideFrom: SlideEdge? = nil, animation: UpdateAnimation = UpdateAnimation(),
    insertedItemData: [ItemPath: Item] = [:], reloadedItemData: [ItemPath: Item] = [:]
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.reloadSections = reloadSections
    self.moveSections = moveSections
    self.deleteItems = deleteItems
    self.insertItems = insertItems
    self.reloadItems = reloadItems
    self.moveItems = moveItems
    self.after = after
    self.anchor = anchor
    self.insertedSectionsSlideFrom = insertedSectionsSlideFrom
    self.animation = animation
    self.insertedItemData = insertedItemData
    self.reloadedItemData = reloadedItemData
  }
}
