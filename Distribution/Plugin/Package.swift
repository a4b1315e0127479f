// swift-tools-version:6.0
import PackageDescription

// The command plugin `swift package onboard-audit`, running the released binary of
// onboard-audit on the package it is added to. The release workflow publishes this folder as
// its own package with the artifact bundle's URL and checksum filled in (see
// Scripts/plugin-package); the placeholders below are never resolved (@BUNDLE@ stands for
// onboard-audit.artifactbundle.zip).
let package = Package(
  name: "onboard-audit-plugin",
  products: [
    .plugin(name: "OnboardAuditPlugin", targets: ["OnboardAuditPlugin"])
  ],
  targets: [
    .plugin(
      name: "OnboardAuditPlugin",
      // No permission is declared: by default the reports go to the plugin's own folder, and
      // `--allow-writing-to-package-directory` is needed only when they are asked for there.
      capability: .command(
        intent: .custom(
          verb: "onboard-audit",
          description: "Audit the localization and accessibility of the package's onboarding flow")
      ),
      dependencies: ["onboard-audit"]
    ),
    // BINARY TARGET
    .binaryTarget(
      name: "onboard-audit",
      url: "https://github.com/onboard-audit/onboard-audit/releases/download/v@VERSION@/@BUNDLE@",
      checksum: "@CHECKSUM@"
    ),
  ]
)
