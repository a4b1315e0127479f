import Foundation
import OnboardAudit

/// Checks every file a run will write before it writes any (docs/security.md).
/// A path is refused when, once resolved (`ResolvedPath`), it is
/// - a file the run reads: a table, a Swift source, the manifest, the config, the baseline;
/// - a folder;
/// - the same file as another report (two reports on `/dev/null` are fine: it is no file);
/// - from a config, and outside the config's folder: a pull request can change the config,
///   and must not make CI write wherever its user can. The command line's paths are the
///   user's own choice and may go anywhere.
struct WriteGuard {
  /// A file the run reads.
  struct Input {
    enum Kind {
      case table, source, manifest, config, baseline, report
    }

    var kind: Kind
    /// As the run names it.
    var path: String

    /// "the table", "the config", … for messages.
    var name: String {
      switch kind {
      case .table: "the table"
      case .source: "the Swift source"
      case .manifest: "the manifest"
      case .config: "the config"
      case .baseline: "the baseline"
      case .report: "the report"
      }
    }
  }

  /// A file the run will write.
  struct Write {
    /// "the JSON report", "the baseline", … for messages.
    var name: String
    var path: String
    /// Set for a path that comes from a config file.
    var fromConfig: ConfigPath?
    /// The input this write may replace: `--write-baseline` over the `--baseline` it reads
    /// renews it, and reads it whole before it is replaced.
    var mayReplace: Input.Kind?
  }

  /// A path a config file gives, and which file.
  struct ConfigPath: Equatable {
    /// The config file, as the run names it.
    var file: String
    /// The path as the config writes it, before it is resolved against its folder.
    var asWritten: String
  }

  /// The special file a config may name although it is outside its folder: it keeps nothing.
  static let outputDevices: Set<String> = ["/dev/null"]

  /// Standard output and error, which a config may not send a report to: a report quotes
  /// the tables, and in a CI log a line of it could read as a workflow command or a
  /// diagnostic (docs/security.md). The command line may.
  static let standardStreams: Set<String> = ["-", "/dev/stdout", "/dev/stderr"]

  private var inputsByPath: [String: Input] = [:]
  private var inputsByIdentity: [FileIdentity: Input] = [:]
  private let currentFolder: String

  init(inputs: [Input], currentFolder: String = FileManager.default.currentDirectoryPath) {
    self.currentFolder = currentFolder
    for input in inputs {
      let resolved = ResolvedPath(input.path, currentFolder: currentFolder)
      if inputsByPath[resolved.path] == nil { inputsByPath[resolved.path] = input }
      if let identity = resolved.identity, inputsByIdentity[identity] == nil {
        inputsByIdentity[identity] = input
      }
    }
  }

  /// Why each refused write is refused, in the writes' order; empty when all may be written.
  /// Standard output (`-`) is no path and is never refused.
  func refusals(_ writes: [Write]) -> [RefusedPath] {
    check(writes).compactMap { $0 }
  }

  /// For each write, in order, why it is refused, or nil when it may be written.
  func check(_ writes: [Write]) -> [RefusedPath?] {
    var earlier: [(write: Write, resolved: ResolvedPath)] = []
    return writes.map { write in
      if let config = write.fromConfig, Self.standardStreams.contains(config.asWritten) {
        return RefusedPath(
          path: write.path,
          message:
            "report path \"\(config.asWritten)\" from \(Self.shown(config.file)) is standard output or error, where only the command line may send a report; give it there"
        )
      }
      guard write.path != "-" else { return nil }
      let resolved = ResolvedPath(write.path, currentFolder: currentFolder)
      defer { earlier.append((write, resolved)) }
      return refusal(write, resolved, after: earlier).map { RefusedPath(path: write.path, message: $0) }
    }
  }

  private func refusal(
    _ write: Write, _ resolved: ResolvedPath, after earlier: [(write: Write, resolved: ResolvedPath)]
  )
    -> String?
  {
    if let config = write.fromConfig, let message = Self.outsideProject(write, resolved, config) {
      return message
    }
    if resolved.kind == .folder {
      return "cannot write \(write.name) to \"\(write.path)\": it is a folder"
    }
    if let input = input(at: resolved), input.kind != write.mayReplace {
      return
        "cannot write \(write.name) to \"\(write.path)\": it is \(input.name) \"\(Self.shown(input.path))\" that this run reads"
    }
    if resolved.kind != .special,
      let other = earlier.first(where: {
        $0.resolved.path == resolved.path || sameFile($0.resolved, resolved)
      })
    {
      return
        "\(other.write.name) \"\(other.write.path)\" and \(write.name) \"\(write.path)\" are the same file; give each its own path"
    }
    return nil
  }

  private func input(at resolved: ResolvedPath) -> Input? {
    if let input = inputsByPath[resolved.path] { return input }
    return resolved.identity.flatMap { inputsByIdentity[$0] }
  }

  private func sameFile(_ a: ResolvedPath, _ b: ResolvedPath) -> Bool {
    a.identity != nil && a.identity == b.identity
  }

  /// The refusal of a config's path that leads outside the config's folder, links included.
  private static func outsideProject(_ write: Write, _ resolved: ResolvedPath, _ config: ConfigPath)
    -> String?
  {
    if outputDevices.contains(config.asWritten) { return nil }
    let project = ResolvedPath(folder(of: config.file)).path
    guard !resolved.isInside(project) else { return nil }
    return Self.outsideMessage(
      what: write.mayReplace == .baseline ? "baseline path" : "report path", config: config,
      resolved: resolved,
      project: project, action: "write there")
  }

  /// "report path "../x.json" from onboard-audit.json is outside the project; give it on the
  /// command line to write there", and where a link is what leads outside, where it leads.
  static func outsideMessage(
    what: String, config: ConfigPath, resolved: ResolvedPath, project: String, action: String
  ) -> String {
    let typed = folded(config.asWritten.hasPrefix("/") ? config.asWritten : project + "/" + config.asWritten)
    let byLink = typed.hasPrefix(project + "/") ? " (a symbolic link leads to \"\(resolved.path)\")" : ""
    return
      "\(what) \"\(config.asWritten)\" from \(shown(config.file)) is outside the project\(byLink); give it on the command line to \(action)"
  }

  /// Whether a path a config gives to read (`setting`: `flow`, `tables[0]`, `baseline`) is
  /// inside its folder; the refusal when not.
  static func readOutsideProject(_ path: String, setting: String, _ config: ConfigPath) -> RefusedPath? {
    let project = ResolvedPath(folder(of: config.file)).path
    let resolved = ResolvedPath(path)
    guard !resolved.isInside(project) else { return nil }
    let name = setting.prefix { $0 != "[" }
    let message = outsideMessage(
      what: "\(name) path", config: config, resolved: resolved, project: project, action: "read it there")
    return RefusedPath(path: path, message: message)
  }

  /// An absolute path with `.` and `..` folded by their text alone, links not followed.
  private static func folded(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// A path as messages show it: without `.` components (a config's `"tables": ["."]`
  /// names its tables `folder/./en.lproj/…`).
  static func shown(_ path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }
}
