/// A check. Each rule is one type in its own file under `Rules/<Family>/`; it looks at the
/// whole project, at each locale of each table, or both.
public protocol Rule: Sendable {
  var description: RuleDescription { get }
  /// Checks what concerns the whole run: files, folders, the set of locales.
  func check(project: ProjectContext, _ sink: inout FindingSink)
  /// Checks one locale of one table; called for the source locale too.
  func check(locale: LocaleContext, _ sink: inout FindingSink)
  /// Checks one screen of the manifest: in every audited locale for rules of `locale` scope,
  /// once (in the source locale) for rules of `flow` scope.
  func check(screen: ScreenContext, _ sink: inout FindingSink)
}

extension Rule {
  public func check(project: ProjectContext, _ sink: inout FindingSink) {}
  public func check(locale: LocaleContext, _ sink: inout FindingSink) {}
  public func check(screen: ScreenContext, _ sink: inout FindingSink) {}
}
