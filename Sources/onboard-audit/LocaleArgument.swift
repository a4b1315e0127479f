import ArgumentParser
import OnboardAudit

/// The check every locale option shares: a tag ICU knows, or a usage error that says so.
enum LocaleArgument {
  static func check(_ tags: [String]) throws(ValidationError) {
    for tag in tags where LocaleNames.canonical(tag) == nil {
      throw ValidationError("'\(tag)' is not a locale ICU knows; use a BCP 47 tag such as 'de' or 'pt-BR'")
    }
  }
}
