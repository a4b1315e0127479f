// swift-tools-version:6.0
// Fuzz targets for every reader, built with libFuzzer: `Tests/Fuzz/run`.
import PackageDescription

let package = Package(
  name: "onboard-audit-fuzz",
  dependencies: [.package(name: "onboard-audit", path: "../..")],
  targets: [
    .executableTarget(
      name: "onboard-audit-fuzz",
      dependencies: [.product(name: "OnboardAudit", package: "onboard-audit")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ]
)
