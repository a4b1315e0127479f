// Xcode compiles a plugin with its XcodeProjectPlugin module, which SwiftPM does not have: the
// conformance below exists only there (Scripts/typecheck-xcode-plugin checks it on macOS).
#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// onboard-audit on an Xcode project: in Xcode, the project's context menu in the Project
  /// navigator, then OnboardAuditPlugin (docs/install.md, "Xcode projects"). Xcode passes the
  /// targets chosen in its dialog as `--target NAME`; without any, every target is audited.
  ///
  /// With an `onboard-audit.json` in the project's folder (the one holding the `.xcodeproj`),
  /// that config says what to audit, as for a package. Without one, the chosen targets' Swift
  /// files are audited as SwiftUI sources and their string tables (`.strings`, `.stringsdict`,
  /// String Catalogs, XLIFF) as tables, each file as the target lists it (`XcodeInputs`).
  /// Findings go to Xcode's issue navigator, each at its file and line, and reports, the exit
  /// code and the other options are the package command's.
  extension OnboardAuditPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = extractor.extractOption(named: "target")
      let reportsAsked = extractor.extractFlag(named: "reports") > 0

      let project = context.xcodeProject.directoryURL
      var inputs: [String] = []
      if !Self.hasConfig(project) {
        let targets = try xcodeTargets(context.xcodeProject, named: targetNames)
        let files = XcodeInputs(files: targets.flatMap { $0.inputFiles.map(\.url) }, relativeTo: project)
        for file in files.missing {
          let message = "\(file): in the project but not on the disk, so not audited"
          Diagnostics.warning(message, file: file, line: nil)
        }
        inputs = files.options
        guard !inputs.isEmpty else {
          let names = targets.map { "'\($0.displayName)'" }.joined(separator: ", ")
          let place = names.isEmpty ? "the project" : names
          throw PluginError("nothing to audit: no Swift file or string table in \(place)")
        }
      }
      try audit(
        project, inputs: inputs, reportsAsked: reportsAsked, passed: extractor.remainingArguments,
        tool: try context.tool(named: "onboard-audit").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The project's targets, or those named; naming one that is not there fails.
    private func xcodeTargets(_ project: XcodeProject, named names: [String]) throws -> [XcodeTarget] {
      guard !names.isEmpty else { return project.targets }
      return try names.map { name in
        guard let target = project.targets.first(where: { $0.displayName == name }) else {
          throw PluginError("the project '\(project.displayName)' has no target named '\(name)'")
        }
        return target
      }
    }
  }
#endif
