/// Options that `audit`, `voiceover` and `validate` share, declared once.
enum CommonOptions {
  static let config = OptionSpec(
    name: "--config", valueName: "FILE",
    help: "Read settings from FILE (default: DIR/onboard-audit.json when present).")
  static let flow = OptionSpec(
    name: "--flow", valueName: "FILE",
    help: "The flow manifest (default: DIR/onboarding.json, else DIR/Locales/onboarding.json).")
  static let failOn = OptionSpec(
    name: "--fail-on", valueName: "LEVEL",
    help: "Exit 1 on findings at or above LEVEL (values: error, warning, note, never; default: error).")
  static let rule = OptionSpec(
    name: "--rule", valueName: "ID=LEVEL",
    help: "Set a rule's level (values: error, warning, note, off; repeatable).", repeatable: true)
}
