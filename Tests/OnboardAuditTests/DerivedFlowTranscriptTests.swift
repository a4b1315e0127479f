import Foundation
import Testing

@testable import OnboardAudit

/// The paged tour of `Fixtures/DerivedFlow/PagedTour`, read as VoiceOver reads it: each page's
/// title, its message and the Next button, top to bottom, the bouncing symbol hidden. The
/// title is a large bold text without the header trait, so VoiceOver does not say "heading"
/// (the issue `struct.title-not-header` reports). Wording: label, then trait ("Next, button"),
/// as AccessibilitySnapshot's `accessibilityDescription` joins them.
@Suite("Derived flow transcripts")
struct DerivedFlowTranscriptTests {
  private static let tour = packageRoot + "/Tests/OnboardAuditTests/Fixtures/DerivedFlow/PagedTour"

  @Test func thePagedTourInEnglish() {
    let result = runTool(["voiceover", "--sources", Self.tour, "--locale", "en"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        TourPage · en (left to right)
          1  0.00 s  Write every day
          2  0.00 s  A few lines are enough.
          3  0.00 s  Next, button

        TourPage-2 · en (left to right)
          1  0.00 s  Share with friends
          2  0.00 s  Only what you choose.
          3  0.00 s  Next, button

        """)
  }

  /// Arabic has no table here: the texts are the source's, the trait words Arabic, and the
  /// order the same, since a vertical stack reads top to bottom in both directions.
  @Test func thePagedTourInArabic() {
    let result = runTool(["voiceover", "--sources", Self.tour, "--locale", "ar"])
    #expect(result.code == 0)
    #expect(result.err.contains("no string tables of 'ar' found"))
    #expect(
      result.out == """
        TourPage · ar (right to left)
          1  0.00 s  Write every day
          2  0.00 s  A few lines are enough.
          3  0.00 s  Next, زر

        TourPage-2 · ar (right to left)
          1  0.00 s  Share with friends
          2  0.00 s  Only what you choose.
          3  0.00 s  Next, زر

        """)
  }
}
