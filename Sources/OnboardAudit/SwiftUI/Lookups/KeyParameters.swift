/// A parameter that takes a key, declared in the sources: a stored property of type
/// `LocalizedStringKey` (so a parameter of the memberwise initializer), or a parameter of an
/// initializer or function. A literal passed for it anywhere in the sources is looked up.
struct KeyParameter: Hashable, Sendable {
  /// The type (for initializers) or function the parameter belongs to.
  var callee: String
  /// The argument label, or `_` and the argument's place for an unlabelled one (`_0`).
  var slot: String

  static func slot(label: String?, index: Int) -> String {
    label.map { $0 == "_" ? "_\(index)" : $0 } ?? "_\(index)"
  }
}

/// A literal passed to a call the file does not know, kept until every file's declarations
/// are known: it is a localized string if the call's parameter takes a key.
struct PendingUse: Sendable {
  var parameter: KeyParameter
  var use: LocalizedUse
  /// The type the call names (`OnboardingView` in `OnboardingView(title:)`, also in
  /// `OnboardingView.Area(title:)`); nil for a function or a method called on a value. A
  /// type no file declares is a package's (PackageLiterals.swift).
  var typeName: String? = nil
  /// The function a call names when it is called by its name alone (`t("welcome.title")`);
  /// nil for a type's initializer or a method called on a value. A function no file declares
  /// is a package's, or of code outside the sources (PackageLiterals.swift).
  var functionName: String? = nil
}
