import SwiftIfConfig
import SwiftSyntax

/// The build the sources are read as: an iOS app built for release to run on a device, as
/// users get it (docs/swiftui.md, "Build configuration"). Every `#if` is decided as the
/// compiler decides it for that build: `DEBUG` and other `-D` conditions are off,
/// `os(iOS)` is on, `targetEnvironment(simulator)` is off, `canImport` finds the iOS SDK's
/// frameworks and the packages an app builds with.
struct ReleaseBuild: BuildConfiguration {
  static let configuration = ReleaseBuild()

  /// The clause of an `#if` that the release build compiles; nil when it compiles none.
  static func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    node.activeClause(in: configuration).clause
  }

  /// The statements an `#if` among statements gives the release build.
  static func statements(of node: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
    guard case .statements(let statements)? = activeClause(of: node)?.elements else { return nil }
    return statements
  }

  /// The members an `#if` among a type's members gives the release build.
  static func members(of node: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
    guard case .decls(let members)? = activeClause(of: node)?.elements else { return nil }
    return members
  }

  /// Frameworks of Apple's other platforms, which an iOS build cannot import. Any other
  /// module is taken to be there: the iOS SDK's, or a package the app depends on.
  private static let otherPlatformsFrameworks: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit"]

  func isCustomConditionSet(name: String) -> Bool { false }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { true }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    guard let module = importPath.first?.1 else { return false }
    return !Self.otherPlatformsFrameworks.contains(module)
  }

  func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  /// Neither the simulator nor Mac Catalyst.
  func isActiveTargetEnvironment(name: String) -> Bool { false }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" || name == "_multithreaded" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  var endianness: Endianness { .little }
  /// Swift 6 language mode, built by the Swift 6.2 compiler.
  var languageVersion: VersionTuple { VersionTuple(6, 0) }
  var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

extension ReleaseBuild {
  /// The modifiers of the clause a release build compiles of a postfix `#if`
  /// (`#if os(iOS) .padding().bold() #endif`), the last written first, as a modifier chain
  /// is read from its end.
  static func modifiers(of node: IfConfigDeclSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    guard case .postfixExpression(let expression)? = activeClause(of: node)?.elements else { return [] }
    var result: [(name: String, call: FunctionCallExprSyntax)] = []
    var next: ExprSyntax? = expression
    while let call = next?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      result.append((member.declName.baseName.text, call))
      next = member.base
    }
    return result
  }
}

extension ReleaseBuild {
  /// Whether a member written without a base is the first modifier of a postfix `#if`'s
  /// clause (`#if os(iOS) .padding() #endif`): a modifier of the view before the `#if`, not
  /// an implicit member like `.init(…)`.
  static func isPostfixModifier(_ member: MemberAccessExprSyntax) -> Bool {
    guard member.base == nil else { return false }
    var node = Syntax(member)
    while let parent = node.parent {
      if parent.is(IfConfigClauseSyntax.self) {
        return parent.parent?.parent?.is(IfConfigDeclSyntax.self) == true
          && parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
      }
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
        node = parent
      } else if let outer = parent.as(MemberAccessExprSyntax.self), outer.base?.id == node.id {
        node = parent
      } else {
        return false
      }
    }
    return false
  }
}
