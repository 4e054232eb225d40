import Glibc
import IntentHandlers

/// Makes the database file's place before SQLite opens it: the missing folders 0700, the file 0600 (SQLite
/// gives `-wal` and `-shm` the main file's mode), so a user's notes are never readable by others, whatever the
/// umask. Nothing that exists is changed: a folder given with `--database` (say /tmp) keeps its mode, and no
/// mode is set through a symbolic link, which could point at anything.
enum DatabaseFile {
    /// - Throws: `.unavailable` with the path and the system's reason (a read-only folder, a full disk, a
    ///   path through a file, a dangling link).
    static func prepare(path: String) throws(PersonalStoreError) {
        guard !path.isEmpty else { throw .unavailable(reason: "the database path is empty") }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        try makeFolders(folder.isEmpty ? "/" : folder)
        try makeFile(path, folder: folder.isEmpty ? "/" : folder)
    }

    /// Each missing folder of `folder`, from the root down, made 0700. An existing one (or a link to one) is
    /// used as it is.
    private static func makeFolders(_ folder: String) throws(PersonalStoreError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component
            defer { prefix += "/" }
            if component == "." || component == ".." { continue }
            if mkdir(prefix, 0o700) == 0 {
                // The umask may have taken bits away; the mode is set on the folder just made, never through a
                // link someone put in its place since (O_NOFOLLOW).
                let descriptor = open(prefix, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if descriptor >= 0 {
                    _ = fchmod(descriptor, 0o700)
                    close(descriptor)
                }
                continue
            }
            let code = errno
            guard code == EEXIST else { throw unavailable("cannot create the folder \(prefix)", code) }
        }
        var status = stat()
        guard stat(folder, &status) == 0 else { throw unavailable("cannot use the folder \(folder)", errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unavailable(reason: "\(folder) is not a folder")
        }
    }

    /// The file made 0600 when missing (O_EXCL: another process may be making it at the same moment, and a
    /// link there is never followed to create something elsewhere); an existing one must be a regular file or a
    /// link to one.
    private static func makeFile(_ path: String, folder: String) throws(PersonalStoreError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            _ = fchmod(descriptor, 0o600)
            _ = fsync(descriptor)
            close(descriptor)
            syncFolder(folder)
            return
        }
        let code = errno
        guard code == EEXIST else { throw unavailable("cannot create \(path)", code) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .unavailable(reason: "\(path) is a symbolic link to nothing")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unavailable(reason: "\(path) is not a regular file") }
    }

    /// The new file's name made durable: without it a power cut could lose the file with everything in it.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func unavailable(_ what: String, _ code: Int32) -> PersonalStoreError {
        .unavailable(reason: "\(what): \(String(cString: strerror(code)))")
    }
}
