/// The Swift sources of an audit (`--sources`, config `sources`): every `.swift` file below
/// the paths, parsed on all cores, and what they say about the app's text.
public struct SwiftSources: Sendable {
  /// Each file read, in path order.
  public var files: [SwiftFileResult] = []
  /// Paths given that do not exist.
  public var missingInputs: [String] = []
  /// Swift files found as links leading outside the folder searched, which are not read.
  public var linksOutside: [LinkOutside] = []
  /// The most bytes one file may have (`--max-file-size`).
  public var maximumFileSize = FileSystem.defaultMaximumFileSize
  /// Per file, the references to accessors the sources do not declare, until the tables
  /// say which keys they name (`resolveAbsentAccessors(in:)`).
  var absentAccessors: [[LookupReference]] = []
  /// Per file, the literals given to types no file declares, until the tables say which are
  /// keys (`PackageLiterals`).
  var packageLiterals: [[PendingUse]] = []
  /// Each file's syntax tree from its one parse, for the derived flow's declarations; empty
  /// when no file declares a view a flow may start from (`load(paths:keepingSyntaxFor:)`).
  var parsed: [ParsedSwiftFile] = []
  /// The capitalized names the code refers to outside the type that declares them and
  /// outside previews (`TypeReferences.elsewhere`): a view named there is shown by some code.
  var namedElsewhere: Set<String> = []
  /// With no view named, the views no code names, when the bytes show more than a flow has
  /// screens: no tree is kept, and the derived flow says why (`UnusedViewsEstimate`).
  var unusedViews: UnusedViewsEstimate?
  /// What the app's files outside the sources declare that the sources use (`SupportingFiles`).
  var supporting = SupportingDeclarations()
  /// How many more files declared what the sources use, past `SupportingFiles.maximumFiles`.
  var supportingLeftOut = 0

  public init() {}

  /// Every localized string of every file, in file and then source order, then those of the
  /// files read for their declarations that the derived flow shows.
  public var strings: [LocalizedUse] { files.flatMap(\.strings) + supporting.shown }

  /// Takes the localized strings of the files read for their declarations that the derived
  /// flow shows (at `places`) for the sources' own: their keys are used, and must be defined.
  mutating func adoptSupportingStrings(shownAt places: Set<SourceLocation>) {
    supporting.shown = supporting.strings.filter { places.contains($0.location) }
  }

  /// Folders that hold no code of the app's screens: dependencies, build products, tests.
  static func isSkipped(folder name: String) -> Bool {
    ["DerivedData", "Pods", "Carthage", "build"].contains(name) || name == "Tests" || name.hasSuffix("Tests")
  }

  /// The files a load of `paths` reads, once each: every file named, and the `.swift` files
  /// below each folder. The command line checks reports against them before anything is
  /// written.
  public static func files(in paths: [String]) -> [String] {
    search(paths).files
  }

  /// The files to read, once each, and the Swift files found as links that lead outside
  /// the folder searched.
  private static func search(_ paths: [String]) -> (files: [String], outside: [LinkOutside]) {
    var files: [String] = []
    var outside: [LinkOutside] = []
    for path in paths {
      switch FileSystem.kind(of: path) {
      case .missing: continue
      case .file: files.append(path)
      case .directory:
        let listing = FileSystem.files(below: path, skipping: isSkipped)
        files += listing.files.filter { $0.hasSuffix(".swift") }
        outside += listing.linksOutside.filter { $0.path.hasSuffix(".swift") }
      }
    }
    var seen: Set<String> = []
    return (files.filter { seen.insert($0).inserted }, outside)
  }

  /// Reads every Swift file below the paths (a folder is searched, a file is read as itself),
  /// none larger than `maximumFileSize` bytes. Each file's syntax tree is kept for the derived
  /// flow; with `views` (a root, the config's screens, a manifest's views), only when some
  /// file declares one of them or, `orFoundByName` (no manifest), a view a flow is found from
  /// by its name (`DerivedFlow.mayDerive`), else any struct, unless no view is named and more
  /// views than a flow has screens are named by no code (`UnusedViewsEstimate`). A look at the
  /// bytes tells this before any file is parsed: the trees of sources that hold no flow are
  /// not all kept at once.
  public static func load(
    paths: [String], maximumFileSize: Int = FileSystem.defaultMaximumFileSize,
    keepingSyntaxFor views: [String]? = nil, orFoundByName byName: Bool = true,
    declarationsBelow folder: String? = nil
  )
    -> SwiftSources
  {
    var sources = SwiftSources()
    sources.maximumFileSize = maximumFileSize
    let (candidates, outside) = search(paths)
    sources.linksOutside = outside
    sources.missingInputs = paths.filter { FileSystem.kind(of: $0) == .missing }.map(FileSystem.displayPath)
    var keeps = true
    if let views {
      let bytes = { (path: String) -> [UInt8]? in
        guard case .success(let bytes) = FileSystem.read(path, limit: maximumFileSize) else { return nil }
        return bytes
      }
      keeps = candidates.contains { path in
        bytes(path).map { DerivedFlow.mayDerive(from: $0, views: views, byRootWord: byName) } ?? false
      }
      if !keeps && byName {
        // No view is named or found by its name: each view no other view uses may be a
        // screen, unless the bytes show more of them than a flow has screens.
        let files = candidates.compactMap { path in bytes(path).map { (path: path, bytes: $0) } }
        let estimate = views.isEmpty ? UnusedViewsEstimate.estimate(files) : nil
        if let estimate, estimate.count > SeparateScreens.maximumRoots {
          sources.unusedViews = estimate
        } else {
          keeps = files.contains { DerivedFlow.declaresStruct($0.bytes) }
        }
      }
    }
    let keepsSyntax = keeps
    // The app's other files that declare what the sources use, for a flow derived from them.
    var supporting: [String] = []
    if keepsSyntax, let folder, !candidates.isEmpty,
      paths.allSatisfy({ ResolvedPath($0).isInside(ResolvedPath(folder).path) })
    {
      let read = candidates.compactMap { path -> (path: String, bytes: [UInt8])? in
        guard case .success(let bytes) = FileSystem.read(path, limit: maximumFileSize) else { return nil }
        return (path, bytes)
      }
      let found = SupportingFiles.find(below: folder, read: read, maximumFileSize: maximumFileSize)
      supporting = found.paths
      sources.supportingLeftOut = found.leftOut
    }
    let all = candidates + supporting
    let sizes = all.map { FileSystem.size(of: $0) }
    let partials = all.concurrentMap(heaviestFirst: sizes) {
      var partial = SwiftFileReader.read($0, limit: maximumFileSize)
      if !keepsSyntax { partial.parsed = nil }
      return partial
    }
    // A literal passed for a parameter that some file declares as a key is a localized string.
    let keyParameters = partials.reduce(into: Set<KeyParameter>()) { $0.formUnion($1.keyParameters) }
    let stringParameters = partials.reduce(into: Set<KeyParameter>()) {
      $0.formUnion($1.stringTyped.parameters)
    }
    .subtracting(keyParameters)
    // A key held in a property is looked for in each table that its views name.
    var tables: [String: Set<String>] = [:]
    var references = TypeReferences()
    for partial in partials {
      tables.merge(partial.result.tablesByKeyName) { $0.union($1) }
      references.formUnion(partial.result.references)
    }
    // Views that only previews show are not the app's.
    let previewOnly = references.previewOnly
    // Keys looked up through accessors and wrappers: the index is built once for all files.
    let lookups = LookupIndex(partials.map(\.result.lookups))
    var absentAccessors: [[LookupReference]] = []
    var packageLiterals: [[PendingUse]] = []
    let results = partials.map { partial in
      var result = partial.result
      let (looked, absent) = lookups.uses(of: result.lookups)
      absentAccessors.append(absent.filter { !($0.enclosingType.map(previewOnly.contains) ?? false) })
      packageLiterals.append(
        PackageLiterals.undeclared(
          partial.pending, declaredTypes: lookups.declaredTypes, declaredFunctions: lookups.declaredFunctions
        ).filter {
          !keyParameters.contains($0.parameter) && !($0.use.enclosingType.map(previewOnly.contains) ?? false)
        })
      result.lookups = FileLookups()
      let declared = partial.pending.filter { keyParameters.contains($0.parameter) }.map(\.use) + looked
      result.stringLiterals = partial.stringTyped.locations.union(
        partial.pending.filter { stringParameters.contains($0.parameter) }.map(\.use.location))
      if !declared.isEmpty {
        result.strings = (result.strings + declared).sorted { $0.location < $1.location }
      }
      if !previewOnly.isEmpty {
        result.strings.removeAll { $0.enclosingType.map(previewOnly.contains) ?? false }
        result.hardcoded.removeAll { $0.enclosingType.map(previewOnly.contains) ?? false }
      }
      for index in result.strings.indices where result.strings[index].table == nil {
        if let name = result.strings[index].keyName, let named = tables[name] {
          result.strings[index].possibleTables = named.sorted()
        }
      }
      return result
    }
    // The sources' files are the rules'; the others only declare (`SupportingFiles`).
    sources.files = Array(results.prefix(candidates.count))
    let others = results.dropFirst(candidates.count)
    sources.supporting = SupportingDeclarations(
      paths: Set(others.map(\.path)), strings: others.flatMap(\.strings),
      stringLiterals: others.reduce(into: []) { $0.formUnion($1.stringLiterals) })
    sources.absentAccessors = Array(absentAccessors.prefix(candidates.count))
    sources.packageLiterals = Array(packageLiterals.prefix(candidates.count))
    sources.parsed = partials.compactMap(\.parsed)
    // A view only previews show is not the app's: as good as named.
    sources.namedElsewhere = references.elsewhere.union(previewOnly)
    return sources
  }
}

/// The app's files outside the sources that were read for their declarations: their paths,
/// and the localized strings and `String` literals of their code, for the views of theirs a
/// derived flow expands.
struct SupportingDeclarations: Sendable {
  var paths: Set<String> = []
  var strings: [LocalizedUse] = []
  var stringLiterals: Set<SourceLocation> = []
  /// Those of `strings` the derived flow shows (`SwiftSources.adoptSupportingStrings`).
  var shown: [LocalizedUse] = []
}
