import Foundation
import Testing

@testable import OnboardAudit

/// Reduce Motion fallbacks written as a transaction, and reveals staggered by a `ForEach`'s
/// index, in a derived flow.
@Suite("Derived Reduce Motion")
struct DerivedReduceMotionTests {
  @Test func aTransactionThatDropsTheAnimationUnderReduceMotionPassesClean() throws {
    #expect(DerivedFlowFixtures.findings("StaggeredReveal") == [])
    let screen = try #require(DerivedFlowFixtures.derive("StaggeredReveal").manifest?.screens.first)
    let sparkle = try #require(screen.element(id: "sparkles")?.animations.first)
    #expect(sparkle.kind == .scale && sparkle.duration == 0.5)
    guard case .skip(let location)? = sparkle.reducedMotion else {
      Issue.record("no fallback from `$0.animation = nil`")
      return
    }
    #expect(location.line == 27)
  }

  @Test func eachItemOfAnEnumeratedForEachGetsItsOwnDelay() throws {
    let screen = try #require(DerivedFlowFixtures.derive("StaggeredReveal").manifest?.screens.first)
    let items = try ["reveal.one", "reveal.two", "reveal.three"].map { id in
      try #require(screen.element(id: id)?.animations)
    }
    #expect(items.map { $0.map(\.delay) } == [[0, 0], [0.3, 0.3], [0.6, 0.6]])
    #expect(items.allSatisfy { $0.map(\.kind) == [.fade, .slide] && $0.allSatisfy { $0.duration == 0.4 } })
    // `transaction.disablesAnimations = true` under Reduce Motion.
    #expect(items.joined().allSatisfy { if case .skip? = $0.reducedMotion { true } else { false } })
  }

  @Test func withoutTheTransactionTheRevealHasNoFallback() throws {
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path("StaggeredReveal") + "/WelcomeRevealView.swift",
      encoding: .utf8)
    let folder = TemporaryFolder()
    let file = folder.write(
      "WelcomeRevealView.swift", code.replacingOccurrences(of: "if reduceMotion", with: "if false"))
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.element(id: "reveal.two")?.animations.allSatisfy { $0.reducedMotion == nil } == true)
    #expect(screen.element(id: "sparkles")?.animations.first?.reducedMotion == nil)
  }
}

/// A `.task` that returns early under Reduce Motion (after setting the end state) before it
/// starts the animations: they are skipped with the setting on.
@Suite("Derived Reduce Motion: early return")
struct DerivedEarlyReturnTests {
  @Test func anEarlyReturnUnderReduceMotionIsTheFallback() throws {
    #expect(DerivedFlowFixtures.findings("EarlyReturnReveal") == [])
    let screen = try #require(DerivedFlowFixtures.derive("EarlyReturnReveal").manifest?.screens.first)
    let moving = Self.animations(in: screen.elements).filter(\.kind.isMotion)
    #expect(!moving.isEmpty)
    #expect(moving.allSatisfy { if case .skip? = $0.reducedMotion { true } else { false } })
  }

  @Test func withoutTheReturnTheRevealHasNoFallback() throws {
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path("EarlyReturnReveal") + "/WelcomePerksSheet.swift",
      encoding: .utf8)
    let folder = TemporaryFolder()
    let file = folder.write(
      "WelcomePerksSheet.swift", code.replacingOccurrences(of: "        return\n", with: ""))
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let moving = Self.animations(in: screen.elements).filter(\.kind.isMotion)
    #expect(!moving.isEmpty)
    #expect(moving.allSatisfy { $0.reducedMotion == nil })
  }

  /// The animations of elements and of what they contain.
  static func animations(in elements: [Element]) -> [FlowAnimation] {
    elements.flatMap { $0.animations + animations(in: $0.elements) }
  }
}
