import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// Five onboarding screens in `Fixtures/Screens`, in the shape of real ones, read through
/// `onboard-audit voiceover` and audited.
///
/// Sources of the expected words and order: AccessibilitySnapshot (cashapp/AccessibilitySnapshot,
/// `UIAccessibility+SnapshotAdditions.swift` and its en/de `Localizable.strings`): "label:
/// value", then Dimmed, Button (not for a switch), Switch Button with On/Off, Text Field,
/// Heading, Link, Adjustable, Image; the hint, then the system hints "Double tap to toggle
/// setting.", "Double tap to edit.", "Swipe up or down with one finger to adjust the value.";
/// "Selected" first. Reading order: AccessibilitySnapshot's `AccessibilityHierarchyParser`
/// (rows by top edge within a tolerance, then left edges; under right-to-left the larger left
/// edge first), as docs/simulation.md adopts it.
@Suite("Screen fixtures")
struct ScreenFixtureTests {
  private func folder(_ name: String) -> String {
    packageRoot + "/Tests/OnboardAuditTests/Fixtures/Screens/" + name
  }

  private func transcript(_ name: String, _ arguments: [String] = []) -> String {
    let result = runTool(["voiceover", folder(name)] + arguments)
    #expect(result.code == 0, "\(result.err)")
    return result.out
  }

  private func findings(_ name: String) -> [String] {
    var settings = AuditSettings()
    settings.tables = [folder(name)]
    settings.flow = try? FlowManifest.load(folder(name) + "/onboarding.json", ruleIDs: RuleCatalog.ids)
    return Audit.run(settings).findings.map { finding in
      "\(finding.rule) \(finding.screen ?? "")/\(finding.element ?? "")\(finding.locale.map { "@" + $0 } ?? "")"
    }
  }

  /// A notifications primer with two switches, one on (the `selected` trait).
  @Test func permissionPrimerWithSwitches() {
    #expect(
      transcript("PermissionPrimer") == """
        permissions · en (left to right)
          1  0.00 s  Stay on track, heading
          2  0.00 s  Ova can remind you to write and keep your journal safe in iCloud.
          3  0.00 s  Sync with iCloud, switch button, on … Keeps your journal on all your devices. Double tap to toggle setting.
          4  0.00 s  Daily reminder, switch button, off … Double tap to toggle setting.
          5  0.00 s  Allow notifications, button
          6  0.00 s  Not now, button

        """)
    // AccessibilitySnapshot's de table: "Umschalttaste.", "Ein.", "Aus.", "Zum Umschalten Doppeltippen.".
    #expect(
      transcript("PermissionPrimer", ["--locale", "de"]).contains(
        "3  0.00 s  Mit iCloud synchronisieren, Umschalttaste, ein … Hält dein Tagebuch auf allen Geräten aktuell. Zum Umschalten doppeltippen.\n"
      ))
    #expect(findings("PermissionPrimer").isEmpty)
  }

  /// A paywall: the chosen plan is a selected button whose parts are combined.
  @Test func paywallWithASelectedPlan() {
    #expect(
      transcript("Paywall") == """
        paywall · en (left to right)
          1  0.00 s  Choose your plan, heading
          2  0.00 s  Close, button
          3  0.00 s  Monthly, $4.99 a month, button
          4  0.00 s  Selected, Yearly, $29.99 a year, Best value, button
          5  0.00 s  Start your free week, button … Then $29.99 a year. Cancel anytime.
          6  0.00 s  Restore purchases, link

        """)
    #expect(findings("Paywall").isEmpty)
  }

  /// The same testimonials carousel twice: changing every 4 s with its cards read in pieces,
  /// then every 8 s with a pause button and each card one stop.
  @Test func testimonialsWithAndWithoutPause() {
    #expect(
      transcript("Testimonials") == """
        testimonials · en (left to right)
          1  0.00 s  Loved by 20,000 writers, heading
          2  0.00 s  “I used to start a journal every January. With Ova I have written every single evening for a year.”
          3  0.00 s  Mara, Lisbon
          4  0.00 s  Page 1 of 3, adjustable … Swipe up or down with one finger to adjust the value.
          5  0.00 s  Continue, button

        testimonials.paused · en (left to right)
          1  0.00 s  Loved by 20,000 writers, heading
          2  0.00 s  “I used to start a journal every January. With Ova I have written every single evening for a year.”, Mara, Lisbon
          3  0.00 s  Pause testimonials, button
          4  0.00 s  Page 1 of 3, adjustable … Swipe up or down with one finger to adjust the value.
          5  0.00 s  Continue, button

        """)
    #expect(
      findings("Testimonials") == [
        // The carousel's timer and the slide it drives: one finding.
        "motion.autoplay-no-pause testimonials/quotes", "timing.auto-advance testimonials/quotes",
        // Both carousels go on turning while VoiceOver reads them.
        "timing.auto-advance-voiceover testimonials/quotes", "timing.too-fast testimonials/quotes@en",
        // The page dots are drawn by the system, at its size: no target.size.
        "struct.row-not-grouped testimonials/quote.1",
        "timing.auto-advance-voiceover testimonials.paused/quotes",
      ])
  }

  /// A sign-up form: text fields (one filled in, one with a hint), a switch whose value is
  /// UIKit's "0", and a dimmed button.
  @Test func signUpWithTextFields() {
    #expect(
      transcript("SignUp") == """
        signup · en (left to right)
          1  0.00 s  Create your account, heading
          2  0.00 s  Your name, text field … Double tap to edit.
          3  0.00 s  Email: mara@example.com, text field … Double tap to edit.
          4  0.00 s  Password, text field … At least 8 characters. Double tap to edit.
          5  0.00 s  I agree to the Terms of Use, switch button, off … Double tap to toggle setting.
          6  0.00 s  Create account, dimmed, button
          7  0.00 s  I already have an account, link

        """)
    #expect(findings("SignUp").isEmpty)
  }

  /// Right to left: a full-width title with a small close button on its row (read by left
  /// edges, the close button first), a badge above a card's first line (its own row), and a
  /// navigation row that does not mirror (read backwards).
  @Test func rightToLeftWithAnUnmirroredRow() {
    #expect(
      transcript("RightToLeft", ["--locale", "ar"]) == """
        offer · ar (right to left)
          1  0.00 s  إغلاق, زر
          2  0.00 s  الشهر الأول علينا, عنوان
          3  0.00 s  جرّب كل ميزات Ova مجانًا لمدة 30 يومًا.
          4  0.00 s  عرض محدود
          5  0.00 s  Ova بلس
          6  0.00 s  مجانًا لمدة 30 يومًا
          7  0.00 s  التالي, زر
          8  0.00 s  رجوع, زر

        """)
    #expect(transcript("RightToLeft").contains("1  0.00 s  Your first month is on us, heading\n"))
    #expect(findings("RightToLeft") == ["order.rtl-not-mirrored offer/nav@ar"])
  }
}
