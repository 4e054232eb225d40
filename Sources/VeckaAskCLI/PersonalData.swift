import Glibc
import IntentHandlers

/// The run's notes and countdowns: the database at one path, reached through the store program, which is
/// started on the first question that needs it (StoreProcess). A question that needs none starts nothing
/// and opens nothing: until the database file exists, nobody has stored anything, so answers are made
/// without the store.
final class PersonalData: Sendable {
    /// The person at this computer: the user of every question that is not a request with a `user`.
    /// Not a string a request can give (`user` must not be empty), so a bot's users never reach it.
    static let localUser = ""

    let store: StoreProcess
    let databasePath: String
    private let presence: DatabasePresence

    init(databasePath: String) {
        self.databasePath = databasePath
        let presence = DatabasePresence(path: databasePath)
        self.presence = presence
        store = StoreProcess(databasePath: databasePath, onStart: { presence.noteStoreStarted() })
    }

    func access(user: String) -> PersonalAccess {
        let presence = presence
        return PersonalAccess(store: store, user: user, mayHaveData: { presence.mayExist() })
    }

    /// One stat: cheaper than any question.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
