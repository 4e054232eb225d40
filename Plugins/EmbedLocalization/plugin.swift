import Foundation
import PackagePlugin

/// Turns the top-level `Localization/` folder into Swift source at build time, so that the
/// release binary carries every language and needs no resource bundle next to it.
@main
struct EmbedLocalization: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Localization")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        let all = enumerator?.compactMap { $0 as? URL } ?? []
        let files = all.filter { $0.pathExtension == "tsv" }
        // SwiftPM caches this command list; listing the folders as inputs makes a new file
        // (which changes its folder's mtime) trigger a rebuild, since the tool enumerates by itself.
        let folders = [root] + all.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLocalization.swift")
        return [
            .buildCommand(
                displayName: "Embedding Localization/",
                executable: try context.tool(named: "EmbedLocalizationTool").url,
                arguments: [output.path, root.path],
                inputFiles: files + folders,
                outputFiles: [output]
            ),
        ]
    }
}
