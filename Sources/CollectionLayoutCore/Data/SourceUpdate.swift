/// A batch addressed to one data source, in its own index space: its sections are numbered
/// from 0, and `after` gives its sections only. The engine maps it into the collection's
/// index space: deletes, reloads and move sources by where the source's sections were,
/// inserts and move destinations by where they are after the step. <doc:DataSources> gives
/// its document form.
public struct SourceUpdate: Hashable, Sendable {
  /// The data source's name (a source that holds sections).
  public var source: String
  /// The batch, in the source's index space. Its anchor, slide and animation are the step's
  /// when it comes first in the step.
  public var batch: BatchUpdate

  /// Creates a batch addressed to a source.
  public init(source: String, batch: BatchUpdate) {
    self.source = source
    self.batch = batch
  }
}
