import Foundation
import Testing

@testable import OnboardAudit

/// `voiceover` in a locale without tables reads the source's text, and says so.
@Suite("VoiceOver fallback")
struct VoiceOverFallbackTests {
  @Test func aLocaleWithoutTablesSaysItFallsBackToTheSource() {
    let manifest = packageRoot + "/Locales/onboarding.json"
    let result = runTool(["voiceover", "--flow", manifest, "--locale", "it", "--screen", "welcome"])
    #expect(result.code == 0)
    #expect(
      result.err == "note: no string tables of 'it' found; every text is read as the source (en) has it\n")
    #expect(result.out.hasPrefix("welcome · it (left to right)\n  1  0.00 s  Welcome to Ova, heading\n"))
  }
}
