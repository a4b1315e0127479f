import ArgumentParser
import OnboardAudit

/// `--shard K/N`, read with a message that says what is wrong.
enum ShardArgument {
  static func parse(_ text: String) throws(ValidationError) -> Shard {
    if let shard = Shard(text) { return shard }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) {
      let only = count == 1 ? "is only 1 shard" : "are only \(count) shards"
      throw ValidationError(
        "K must be from 1 to N, and N at least 1, such as 1/\(max(count, 1))"
          + (index > count && count >= 1 ? " (there \(only))" : ""))
    }
    throw ValidationError("give K/N, such as 2/4 for the second of four slices")
  }
}
