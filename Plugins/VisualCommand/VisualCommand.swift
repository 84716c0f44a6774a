import Foundation
import PackagePlugin

/// `swift package visual …`: runs this package's `visual` tool, built for the machine, on
/// the package it is called in, with the arguments as given (`swift package visual check
/// Layouts/`, `swift package visual scan Sources/`). Relative paths are read from the
/// package's folder. The command fails when `visual` exits non-zero, so a CI step or a
/// script stops on a failing golden or a layout error; `visual`'s own output says which.
///
/// It declares no permission: `visual scan`, `visual check --record never` and the
/// commands that print read only. A command that writes into the package (goldens recorded
/// by `visual check`, `render -o`, `scan --write`) needs SwiftPM's
/// `--allow-writing-to-package-directory` where plugins run sandboxed (macOS).
@main
struct VisualCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "visual")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw VisualFailed(arguments: arguments, status: process.terminationStatus)
        }
    }
}

/// What SwiftPM prints when `visual` fails (after `visual`'s own diagnostics).
struct VisualFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var description: String {
        "visual \(arguments.joined(separator: " ")) exited with status \(status)"
    }
}
