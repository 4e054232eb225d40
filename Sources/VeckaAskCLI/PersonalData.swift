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

    init(databasePath: String) {
        self.databasePath = databasePath
        store = StoreProcess(databasePath: databasePath)
    }

    func access(user: String) -> PersonalAccess {
        let path = databasePath
        return PersonalAccess(store: store, user: user, mayHaveData: { PersonalData.exists(path) })
    }

    /// One stat: cheaper than any question.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
