// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "onboard-audit",
  products: [
    .library(name: "OnboardAudit", targets: ["OnboardAudit"]),
    .executable(name: "onboard-audit", targets: ["onboard-audit"]),
  ],
  dependencies: [
    // The Swift sources are parsed with swift-syntax; any release for the Swift 6 toolchains.
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0"),
    // The command line: subcommands, typed options, help and shell completions.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
  ],
  targets: [
    // ICU and libxml2 stay behind C targets whose public headers use none of their types:
    // on Linux, Foundation carries its own ICU module and the two clash in one Swift file.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "CXML", dependencies: ["CLibXML2"]),
    // File-system calls that Swift's Glibc module does not declare: swapping two files in one
    // step, and telling the kernel's made-up files (/proc, /sys) from regular ones.
    .target(name: "CFiles"),
    // The library's folders are layers; Sources/OnboardAudit/README.md lists them bottom-up.
    .target(
      name: "OnboardAudit",
      dependencies: [
        "CICU", "CXML", "CFiles",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        // `#if` read as an iOS release build compiles it (docs/swiftui.md, "Build configuration"),
        // and operator sequences folded as the compiler folds them.
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "onboard-audit",
      dependencies: [
        "OnboardAudit", "CFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The test process works in a temporary folder of its own, entered before any test runs.
    .target(name: "TestWorkingFolder", path: "Tests/TestWorkingFolder"),
    .testTarget(
      name: "OnboardAuditTests",
      dependencies: [
        "OnboardAudit", "onboard-audit", "CFiles", "TestWorkingFolder",
        // LayeringTests reads the library's sources with swift-syntax.
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      resources: [.copy("Fixtures")]
    ),
  ]
)
