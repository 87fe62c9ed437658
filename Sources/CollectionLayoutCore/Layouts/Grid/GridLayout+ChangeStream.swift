/// The grid's updates stream their change records through copies of the stream compiled
/// for it, bare and as the player presents it (see ``SpecializedChangeStream``); the records
/// are the same.
extension GridLayout: SpecializedChangeStream {}
