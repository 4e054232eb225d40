/// The user's store as one question sees it: which store, whose data, and whether there can be any.
public struct PersonalAccess: Sendable {
    public let store: any PersonalStore
    /// Whose notes: a request's `user`, or "" for the person at this computer.
    public let user: String
    /// Whether the user's database exists: while it does not, calendar answers never ask the store
    /// (so a question that touches no personal data starts no store and opens no file).
    public let mayHaveData: @Sendable () -> Bool

    public init(store: any PersonalStore, user: String, mayHaveData: @escaping @Sendable () -> Bool) {
        self.store = store
        self.user = user
        self.mayHaveData = mayHaveData
    }
}
