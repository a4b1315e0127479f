/// Small resource files, each holding what aapt2 refuses although the XML is well formed,
/// written for the reader's refusals (docs/oracles.md): compared with aapt2 in the oracle
/// suite, and their exact findings checked in `AndroidBuildStrictnessTests`.
enum RefusalVectors {
  /// A file's name, its text, and the line and message of each `value.malformed` it gives.
  static let android: [(name: String, text: String, findings: [(line: Int, message: String)])] = [
    (
      "text-after-string",
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
          <string name="greeting">Good morning</string>
          <string name="farewell">See you soon</string>.
          <string name="thanks">Many thanks</string>
      </resources>
      """,
      [(4, "text \".\" outside any resource; aapt2 rejects it and the build fails")]
    ),
    (
      "stray-words",
      """
      <resources>
          <string name="sky">Blue sky</string>

          left here by mistake
          <string name="sea">Green sea</string> <!-- tide --> and more
      </resources>
      """,
      [
        (4, "text \"left here by mistake\" outside any resource; aapt2 rejects it and the build fails"),
        (5, "text \"and more\" outside any resource; aapt2 rejects it and the build fails"),
      ]
    ),
    (
      "translatable-word",
      """
      <resources>
          <string name="brand" translatable="no">Lighthouse</string>
          <string-array name="tides" translatable="nope"><item>High</item></string-array>
          <string name="shown" translatable=" False " formatted="TRUE">Shown %s</string>
      </resources>
      """,
      [
        (2, "translatable=\"no\" is no Boolean; write true or false; aapt2 rejects it and the build fails"),
        (3, "translatable=\"nope\" is no Boolean; write true or false; aapt2 rejects it and the build fails"),
      ]
    ),
    (
      "formatted-word",
      """
      <resources>
          <string name="rate" formatted="off">%d of %d</string>
      </resources>
      """,
      [(2, "formatted=\"off\" is no Boolean; write true or false; aapt2 rejects it and the build fails")]
    ),
    (
      "plural-quantities",
      """
      <resources>
          <plurals name="boats">
              <item quantity="one">%d boat</item>
              <item quantity="several">%d boats</item>
              <item>%d boats</item>
              <item quantity=" other ">%d boats</item>
              <item quantity="other">%d ships</item>
          </plurals>
      </resources>
      """,
      [
        (
          4,
          "quantity \"several\" is no plural category (zero, one, two, few, many, other) in \"boats\"; aapt2 rejects it and the build fails"
        ),
        (5, "<item> without quantity in \"boats\"; aapt2 rejects it and the build fails"),
        (7, "quantity \"other\" given twice in \"boats\"; aapt2 rejects it and the build fails"),
      ]
    ),
    (
      "foreign-children",
      """
      <resources>
          <string-array name="colours">
              <item>Red</item>
              <string>Yellow</string>
              <skip/>
          </string-array>
          <plurals name="birds">
              <item quantity="other">%d birds</item>
              <string name="bird">Bird</string>
          </plurals>
      </resources>
      """,
      [
        (
          4,
          "<string> inside <string-array> \"colours\", which holds only <item>s; aapt2 rejects it and the build fails"
        ),
        (
          9,
          "<string> inside <plurals> \"birds\", which holds only <item>s; aapt2 rejects it and the build fails"
        ),
      ]
    ),
    (
      "unknown-and-unnamed",
      """
      <resources xmlns:x="urn:example:other">
          <text name="note">A note</text>
          <color>#00ff00</color>
          <item name="loose">Loose</item>
          <string name="  ">Blank name</string>
          <x:text name="other">Kept out</x:text>
          <item name="typed" type="string">Typed</item>
          <skip/>
      </resources>
      """,
      [
        (2, "<text> is no resource type aapt2 knows; aapt2 rejects it and the build fails"),
        (3, "<color> has no name attribute; aapt2 rejects it and the build fails"),
        (4, "<item> has no type attribute; aapt2 rejects it and the build fails"),
        (5, "<string> has no name attribute; aapt2 rejects it and the build fails"),
      ]
    ),
    (
      "apostrophe-on-a-later-line",
      """
      <resources>
          <string name="reminder">Remember:
              it's late</string>
          <plurals name="hours">
              <item quantity="other">%d hours,
                  isn't it</item>
          </plurals>
      </resources>
      """,
      [
        (
          3,
          "unescaped apostrophe (write \\' or put the text in double quotes) in \"reminder\"; aapt2 rejects it and the build fails"
        ),
        (
          6,
          "unescaped apostrophe (write \\' or put the text in double quotes) in \"hours\"; aapt2 rejects it and the build fails"
        ),
      ]
    ),
    (
      "another-product",
      """
      <resources>
          <string name="device">This phone</string>
          <string name="device" product="tablet">This tablet's screen</string>
      </resources>
      """,
      [
        (
          3,
          "unescaped apostrophe (write \\' or put the text in double quotes) in \"device\"; aapt2 rejects it and the build fails"
        )
      ]
    ),
  ]
}
