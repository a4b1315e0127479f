import Foundation
import PackagePlugin

/// `swift package onboard-audit [--target NAME]... [--reports] [onboard-audit options]`
///
/// Audits the package with the onboard-audit binary of the artifact bundle. With an
/// `onboard-audit.json` at the package's root, that config says what to audit (its flow,
/// tables and sources); without one, every Swift source target's folder is audited as
/// SwiftUI sources and as tables (its `.lproj` folders, String Catalogs and the rest), or
/// only the targets named with `--target`.
///
/// Findings become the diagnostics SwiftPM and Xcode show, each message led by its place
/// (SwiftPM prints a plugin diagnostic's message without its file). The tool's exit code is
/// the command's: a finding at or above `--fail-on` fails it. SwiftPM fails a command whose
/// plugin reported an error, so when the audit passes, its errors (below `--fail-on`) are
/// shown as warnings.
///
/// Reports: by default the config's report files are written to the plugin's own folder
/// (under `.build/plugins/`), which the sandbox lets a plugin write. `--reports` writes them
/// where the config says, and a report option (`--junit FILE`, `--sarif FILE`, ...) where it
/// says; both write into the package, which needs `--allow-writing-to-package-directory`.
@main
struct OnboardAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let reportsAsked = extractor.extractFlag(named: "reports") > 0

    let package = context.package.directoryURL
    var inputs: [String] = []
    if !Self.hasConfig(package) {
      for target in try sourceTargets(context.package, named: targetNames) {
        inputs += ["--sources", target.directoryURL.path, "--tables", target.directoryURL.path]
      }
    }
    try audit(
      package, inputs: inputs, reportsAsked: reportsAsked, passed: extractor.remainingArguments,
      tool: try context.tool(named: "onboard-audit").url, workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The package's Swift source targets, or those named; naming one that is not there fails.
  private func sourceTargets(_ package: Package, named names: [String]) throws -> [SwiftSourceModuleTarget] {
    let all = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    guard !names.isEmpty else { return all }
    return try names.map { name in
      guard let target = all.first(where: { $0.name == name }) else {
        throw PluginError("the package has no Swift target named '\(name)'")
      }
      return target
    }
  }
}
