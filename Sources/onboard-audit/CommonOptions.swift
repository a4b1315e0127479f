/// Options that `audit` and `voiceover` share, declared once.
enum CommonOptions {
  static let config = OptionSpec(
    name: "--config", valueName: "FILE",
    help: "Read settings from FILE (default: DIR/onboard-audit.json when present).")
  static let flow = OptionSpec(
    name: "--flow", valueName: "FILE",
    help: "The flow manifest (default: DIR/onboarding.json, else DIR/Locales/onboarding.json).")
}
