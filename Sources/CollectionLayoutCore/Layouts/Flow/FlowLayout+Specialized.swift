/// The flow layout's updates stream their change records, and display trackers follow its
/// scroll frames, through copies of the generic code compiled for it, bare and as the player
/// presents it (see ``SpecializedLayoutKind``); the records and the events are the same.
extension FlowLayout: SpecializedLayoutKind {}
