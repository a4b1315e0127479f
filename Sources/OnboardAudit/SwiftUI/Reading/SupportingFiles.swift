/// The files of the app outside the sources that declare what the sources use (docs/swiftui.md,
/// "Declarations outside the sources"). The compiler resolves a name across the whole module:
/// an onboarding folder's `NewAccountSheet()`, `struct IntroView: MVIView` or `t("…")` is
/// declared in another folder of the app. So the project folder's other Swift files that
/// declare a type or function the sources name and do not declare are read too, and then
/// those that what they name needs, `rounds` deep. They give declarations only: their views
/// are expanded where the sources use them, but no root or screen is chosen among them, and
/// no rule reads them as sources of their own.
///
/// Which files is decided from their bytes, before any is parsed: a file is read when it
/// has `struct`, `class`, `enum`, `protocol`, `actor`, `typealias` or `func` followed by a
/// wanted name. A name of Apple's frameworks is declared by no file of the app, and costs
/// nothing.
enum SupportingFiles {
  /// How many times the names the files read so far use are looked for.
  static let rounds = 2
  /// The most files read for declarations: past it, the rest is not followed, and the views
  /// they declare stay views of a package.
  static let maximumFiles = 400

  /// The files below `folder`, other than `read`, that declare what the files `read` name
  /// and do not declare, in path order, with how many more would have been read past the
  /// bound.
  static func find(
    below folder: String, read: [(path: String, bytes: [UInt8])], maximumFileSize: Int,
    maximumFiles: Int = maximumFiles
  ) -> (paths: [String], leftOut: Int) {
    let readPaths = Set(read.map { ResolvedPath($0.path).path })
    let listing = FileSystem.files(below: folder, skipping: SwiftSources.isSkipped)
    var others: [(path: String, bytes: [UInt8])] = listing.files.compactMap { path in
      guard path.hasSuffix(".swift"), !readPaths.contains(ResolvedPath(path).path),
        case .success(let bytes) = FileSystem.read(path, limit: maximumFileSize)
      else { return nil }
      return (path, bytes)
    }
    var declared = Set(read.flatMap { declaredNames(in: $0.bytes) })
    var wanted = Set(read.flatMap { usedNames(in: $0.bytes) }).subtracting(declared)
    var found: [String] = []
    var leftOut = 0
    for _ in 0..<rounds where !wanted.isEmpty && !others.isEmpty {
      var next: [(path: String, bytes: [UInt8])] = []
      var kept: [(path: String, bytes: [UInt8])] = []
      for file in others {
        if declaredNames(in: file.bytes).contains(where: wanted.contains) {
          next.append(file)
        } else {
          kept.append(file)
        }
      }
      others = kept
      let room = max(0, maximumFiles - found.count)
      leftOut += max(0, next.count - room)
      next = Array(next.prefix(room))
      found += next.map(\.path)
      for file in next { declared.formUnion(declaredNames(in: file.bytes)) }
      wanted = Set(next.flatMap { usedNames(in: $0.bytes) }).subtracting(declared)
    }
    return (found.sorted(), leftOut)
  }

  /// The keywords that declare a name a file's code may use.
  private static let declaring: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func",
  ]

  /// The names a file declares: each identifier right after a declaring keyword.
  static func declaredNames(in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    var previous = ""
    IdentifierBytes.forEach(in: bytes) { range in
      let identifier = IdentifierBytes.text(bytes, range)
      if declaring.contains(previous) { names.insert(identifier) }
      previous = identifier
    }
    return names
  }

  /// The names a file's code may use that another file declares: each identifier that starts
  /// with a capital letter, and each function called by its name alone (`t(` not after a dot).
  static func usedNames(in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    IdentifierBytes.forEach(in: bytes) { range in
      let identifier = IdentifierBytes.text(bytes, range)
      let first = bytes[range.lowerBound]
      if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
        names.insert(identifier)
      } else if range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: "("),
        range.lowerBound == 0 || bytes[range.lowerBound - 1] != UInt8(ascii: ".")
      {
        names.insert(identifier)
      }
    }
    return names
  }
}
