import Glibc

/// Where vecka-ask finds the programs of its own that it runs (vecka-ask-mcp, vecka-ask-store): next to this
/// executable (a build directory, or a copied set of binaries), else in `../libexec/vecka-ask/` beside its
/// `bin/` (how a package installs a helper no one runs directly).
enum HelperProgram {
    /// Where `name` is looked for, in order, for this executable's absolute path (as the kernel gives it:
    /// `/usr/local/bin/vecka-ask` → `/usr/local/bin/` and `/usr/local/libexec/vecka-ask/`).
    static func candidates(_ name: String, forExecutableAt executable: String) -> [String] {
        let directory = executable.lastIndex(of: "/").map { executable[..<$0] } ?? ""
        let parent = directory.lastIndex(of: "/").map { directory[..<$0] } ?? ""
        return [directory + "/" + name, parent + "/libexec/vecka-ask/" + name]
    }

    /// The places of `name` for the running binary; empty when the kernel does not say where it is.
    static func candidates(_ name: String) -> [String] {
        currentExecutablePath().map { candidates(name, forExecutableAt: $0) } ?? []
    }

    /// The running binary as the kernel knows it, symbolic links resolved: a `vecka-ask` linked into
    /// `~/.local/bin` still finds its helpers beside its real file.
    static func currentExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
