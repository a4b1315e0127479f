/// What the reader of SwiftUI code did not follow, on the element that stands for it
/// (docs/swiftui.md, "What was not seen"): a view, modifier or function, and why.
public struct NotFollowed: Sendable, Hashable {
  /// The view, modifier or function as the code names it (`GlobalEnvironmentView`, `content`).
  public var name: String
  /// Why it was not followed, in words for the reader.
  public var why: Why

  public init(name: String, why: Why) {
    self.name = name
    self.why = why
  }

  /// Why something was not followed; the raw value is what reports say.
  public enum Why: String, Sendable, Hashable {
    /// A view or function no file of the sources declares (a package's).
    case notInSources = "not in the sources"
    /// A view of the sources whose `body` the reader does not find.
    case noBody = "no body in the sources"
    /// Content handed on in a form the reader does not follow (a property no caller gives,
    /// an expression that is not a view's).
    case contentNotFollowed = "content not followed"
    /// A bound on the work stopped expansion (`input.too-complex`).
    case bound = "too complex to expand"
  }
}
