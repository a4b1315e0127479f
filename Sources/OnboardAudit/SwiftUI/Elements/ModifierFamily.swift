/// The families of SwiftUI modifiers the derived flow reads (docs/swiftui.md), each applied by
/// a function of its own; a modifier of none changes nothing the rules read.
enum ModifierFamily {
  /// Semantics for VoiceOver, and the actions a gesture adds.
  case accessibility
  /// Size, spacing, type size and layout direction.
  case layout
  /// Button and control styles: sizes and the screen's main action.
  case style
  /// Views attached beside the content: overlays, backgrounds, insets, toolbars.
  case attaching
  /// Motion and timing: effects, animations, transitions, timers (`ViewMotion.swift`).
  case motion
  /// Content presented over the screen: sheets, covers, popovers, alerts, dialogs
  /// (`PresentedContent.swift`).
  case presenting

  static func of(_ name: String) -> ModifierFamily? { families[name] }

  private static let families: [String: ModifierFamily] = {
    var table: [String: ModifierFamily] = [:]
    for name in [
      "accessibilityAddTraits", "accessibility", "accessibilityRemoveTraits", "accessibilityLabel",
      "accessibilityHint", "accessibilityValue", "accessibilityHidden", "hidden", "accessibilityElement",
      "accessibilitySortPriority", "accessibilityIdentifier", "onTapGesture", "onLongPressGesture",
      "disabled",
    ] {
      table[name] = .accessibility
    }
    for name in ["font", "environment", "flipsForRightToLeftLayoutDirection", "padding", "frame"] {
      table[name] = .layout
    }
    for name in ["keyboardShortcut", "buttonStyle", "controlSize", "textFieldStyle", "pickerStyle"] {
      table[name] = .style
    }
    for name in ["overlay", "safeAreaInset", "background", "toolbar"] + Vocabulary.navigationTitles {
      table[name] = .attaching
    }
    for name in PresentedContent.modifiers + [Vocabulary.navigationDestinationModifier] {
      table[name] = .presenting
    }
    // The visual effects are those `ViewExpander.effectKinds` maps to a kind of motion.
    for name in Array(ViewExpander.effectKinds.keys) + [
      "animation", "transition", "symbolEffect", "phaseAnimator", "keyframeAnimator", "transaction",
      "onAppear", "task", "onReceive",
    ] {
      table[name] = .motion
    }
    return table
  }()
}

/// The views a modifier attaches to the view it modifies, in reading order around it.
struct AttachedViews {
  var before: [Element] = []
  var after: [Element] = []
}
