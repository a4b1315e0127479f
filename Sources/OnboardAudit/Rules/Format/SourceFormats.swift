/// What `format.mismatch` compares every translation of one source entry with, made once
/// per source entry (see `SourceIndex`) rather than once per locale.
final class SourceFormats: Sendable {
  /// Whether every source string is a well-formed format; a broken source is
  /// `format.invalid`'s to report, and nothing is compared with it.
  let isValid: Bool
  /// The arguments the key's own placeholders read, which a translation may show where the
  /// source does not (`"follow %lld"`).
  let optional: [Int: Placeholder]
  /// Every argument the source reads, in any of its strings or substitutions.
  let union: FormatString
  /// The main text with its variables as the arguments they read; nil without main text.
  let main: FormatString?

  init(matcher: VariantMatcher, key: String) {
    let source = matcher.source
    let syntax = matcher.syntax
    // Android keys are resource names, never formats.
    let keyFormat = syntax == .apple ? FormatString(key) : FormatString("")
    optional = keyFormat.problems.isEmpty ? keyFormat.byArgument : [:]
    if source.isPlain, let text = source.text {
      // One string, the usual case: what it reads is all the source reads.
      let format = matcher.format(of: LocalizedValue.Leaf(path: "", text: text))
      isValid = format.problems.isEmpty
      union = FormatMismatchRule.merged(format.placeholders)
      main = union
      return
    }
    let sourceFormats = matcher.allSourceLeaves.map(matcher.format(of:))
    isValid = sourceFormats.allSatisfy { $0.problems.isEmpty }
    let arguments = FormatMismatchRule.substitutionArguments(of: source)
    union = FormatMismatchRule.merged(sourceFormats.flatMap { $0.placeholders } + arguments)
    main = source.text.map {
      FormatMismatchRule.merged(
        matcher.format(of: LocalizedValue.Leaf(path: "", text: $0)).placeholders + arguments)
    }
  }
}
