/// Whose loader reads a table: Apple's (`zero` is valid in every language, `%@`) or
/// Android's (`zero` only where the language has it, Java's `%s`).
public enum Platform: String, Sendable {
  case apple
  case android
}
