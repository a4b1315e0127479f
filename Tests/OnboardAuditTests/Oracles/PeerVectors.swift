/// Hand-written test vectors, each a whole file, on the cases the peers' own suites test
/// (aapt2's resource parser and string builder tests, translate-toolkit's Android and
/// `.strings` stores, compare-locales' Android checks, CoreFoundation's property list tests),
/// written anew for this suite.
enum PeerVectors {
  static func resources(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    \(body)
    </resources>

    """
  }

  static func string(_ content: String, attributes: String = "") -> String {
    resources("  <string name=\"s\"\(attributes)>\(content)</string>")
  }

  static let android: [String] = [
    // White space: collapsed, trimmed without styling, kept in quotes.
    string("  hey there  "),
    string("  hey\n\n   there\t\tyou  "),
    string("\"  hey there  \""),
    string("  \"  quoted \"   then   not  "),
    string("a \" b \" c"),
    string("\"\""),
    string(""),
    string("   "),
    string("line one\\nline two"),
    string("tab\\tstop"),
    string("trailing escaped space\\ "),
    string("\\ leading escaped space"),
    // Escapes.
    string("It\\'s"),
    string("\\\"quoted\\\""),
    string("back\\\\slash"),
    string("\\@mention \\?question \\#hash"),
    string("\\u00e9\\u00E9\\u4e2d"),
    string("\\u0041BC"),
    string("unknown \\q escape"),
    string("It's"),
    string("\"It's quoted\""),
    string("it&apos;s an entity"),
    string("\\uZZZZ"),
    string("short \\u12x"),
    // Entities, CDATA, comments.
    string("&lt;b&gt; &amp; &quot;q&quot;"),
    string("&#65;&#x42;&#x1F600;"),
    string("<![CDATA[<b>not a tag</b> & \"q\"]]>"),
    string("<![CDATA[  spaced  ]]>"),
    string("before<!-- a comment -->after"),
    string("before <!-- a comment --> after"),
    // Styling and placeholders.
    string("Some <b>bold</b> text"),
    string("  <b> bold </b>  "),
    string("<b>bold</b> \" quoted <i>it</i> \""),
    string("\"quoted <b>bold</b> it's\""),
    string("Hello, <xliff:g id=\"name\" example=\"Ann\">%1$s</xliff:g>!"),
    string("  <xliff:g id=\"n\">%1$d</xliff:g>  files  "),
    string("<xliff:g id=\"a\">\"  kept  \"</xliff:g>"),
    string("<annotation font=\"title_emphasis\">Best</annotation> practices"),
    string("Red <font color=\"#ff0000\">text</font> here"),
    string("Line<br/>break"),
    // Formats.
    string("%s and %d"),
    string("%1$s and %2$d"),
    string("%s and %d", attributes: " formatted=\"false\""),
    string("100%% sure"),
    string("%d%%"),
    string("<b>%s</b> and %d"),
    // References and what only looks like one.
    string("@string/other"),
    string("\\@string/other"),
    string("?attr/colorPrimary"),
    string("@null"),
    string("user@example.com"),
    // Plurals and arrays.
    resources(
      "  <plurals name=\"p\">\n    <item quantity=\"one\">%d song</item>\n"
        + "    <item quantity=\"other\">  %d   songs  </item>\n  </plurals>"),
    resources(
      "  <string-array name=\"a\"><item> one </item><item>\"two\"</item><item>it\\'s</item></string-array>"),
    // Escaped characters that need no escape, escaped spaces by code, nested and empty spans.
    string("isn\\\u{2019}t"),
    string("\\u0020leading and trailing\\u0020"),
    string("\\u0009tab by code"),
    string("This is my aunt\u{2019}s <b>fickle <small>string</small></b>"),
    string("There are <xliff:source>no</xliff:source> apples"),
    string("Do not <xliff:g>translate <xliff:g>this</xliff:g></xliff:g>"),
    string("%1$s %n %2$s"),
    string("<b></b>"),
    resources("  <string name=\"s\" />"),
    resources("  <string name=\"s\" product=\"tablet\">Tablet</string>\n  <string name=\"s\">Phone</string>"),
    string("\n    Hi\n  <!-- a comment before the end tag -->\n  "),
    resources("  <string name=\"s\">one</string>\n  <string name=\"s\">two</string>"),
    // Encodings.
    "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources><string name=\"s\">caf\u{E9}</string></resources>\n",
  ]

  static let strings: [String] = [
    "\"key\" = \"value\";\n",
    "key = value;\n",
    "\"key\" = \"value\"; \"other\" = \"second\";",
    "\"only key\";\n",
    "/* block */ \"a\" /* between */ = /* again */ \"b\" /* after */;\n",
    "// line comment\n\"a\" = \"b\"; // trailing\n",
    "\"a\" = \"b\";\n/* unterminated",
    "\"a\" = \"multi\nline\";\n",
    "\"a\" = \"tab\\there\";\n",
    "\"a\" = \"new\\nline\";\n",
    "\"a\" = \"cr\\rhere\";\n",
    "\"a\" = \"quote \\\" and backslash \\\\\";\n",
    "\"a\" = \"\\U00e9\\U00E9\";\n",
    "\"a\" = \"\\u00e9\";\n",
    "\"a\" = \"\\UD83D\\UDE00\";\n",
    "\"a\" = \"\\101\\102\";\n",
    "\"a\" = \"\\351\";\n",
    "\"a\" = \"\\a\\b\\f\\v\";\n",
    "\"a\" = \"unknown \\q\";\n",
    "\"a\" = \"it's\";\n",
    "\"a\" = 'single quoted';\n",
    "\"a\" = \"b\"\n",
    "\"a\" \"b\";\n",
    "\"a\" = ;\n",
    "= \"b\";\n",
    "\"a\" = \"b\";;\n",
    "\"a\" = \"b\";\n\"a\" = \"c\";\n",
    "\"\" = \"empty key\";\n",
    "\"a\" = \"\";\n",
    "\"%@ and %d\" = \"%1$@ und %2$d\";\n",
    "unquoted.key-with/chars:ok = \"v\";\n",
    "\"a\" = unquoted_value;\n",
    "\"a\" = \"b\" ; \n\n\n",
    "\u{FEFF}\"bom\" = \"utf-8 with a byte order mark\";\n",
    "\"a\" = { \"nested\" = \"dict\"; };\n",
    "\"a\" = ( \"array\" );\n",
    "\"a\" = <6869>;\n",
    "{ \"braced\" = \"dict\"; }\n",
    "",
    "   \n  /* only a comment */ \n",
    "\"a\" = \"b\" /* before the semicolon */ ;\n",
    "\"a\"=\"b\";\"c\"=\"d\";",
    "\"\\U0041\\U0042\" = \"key escapes\";\n",
    "\"a\" = \"\\U00\";\n",
    "\"a\" = \"ends with backslash\\\";\n",
    "\"a\" = \"\\\n\";\n",
    "\"a\" = \"x\" \"b\" = \"y\";\n",
    "\"a\" = \"\u{0}\";\n",
    // The rest of CoreFoundation's grammar: single quotes, unquoted tokens, `k;` in braces.
    "'key' = 'value';\n'it\\'s' = 'say \"hi\"';\n",
    "key = value;\nonboarding.step_2 = next/page:$1-a;\n",
    "{a = 1; b;}",
    "{a = 1; b;} /* left open",
    "a = 1;\nb = 2;\n/* left open after the last entry",
    // Values that are no string, with entries after them.
    "\"a\" = {\"x\" = \"y\"; \"z\";};\n\"b\" = \"c\";\n",
    "\"a\" = (\"x\", (\"y\"), <0a0B 0c>,);\n\"b\" = \"c\";\n",
    "\"a\" = <6 869>;\n\"b\" = \"c\";\n",
    "\"a\" = {\"x\" = \"y\"};\n\"b\" = \"c\";\n",
    // XML property lists.
    plist("<dict><key>a</key><string>A &amp; &#x42; <![CDATA[<b>]]></string><key>b</key><string/></dict>"),
    "\n  " + plist("<dict><key>a</key><string>after white space</string></dict>"),
    "<dict><key>a</key><string>bare dict</string></dict>\n",
    plist("<dict><key>a</key><string>A</string><key>n</key><integer>3</integer><key>d</key><dict/></dict>"),
    plist("<array><string>A</string></array>"),
    plist("<dict><key>a</key><string>A</string><key>b</key></dict>"),
  ]

  /// An XML property list with Apple's header around `body`.
  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
  }

  /// Binary property lists, as Foundation writes them.
  static var binaryStrings: [[String: Any]] {
    [
      ["a": "A", "b": "Bé\n", "": "empty key"],
      ["a": "A", "n": 3, "d": ["x": "y"], "l": ["z"], "t": true],
      [:],
    ]
  }

  static func stringsdict(_ rules: String, format: String = "%#@n@") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          \(rules)
        </dict>
      </dict>
    </dict>
    </plist>

    """
  }

  static let stringsdict: [String] = [
    stringsdict("<key>one</key><string>%d file</string><key>other</key><string>%d files</string>"),
    stringsdict("<key>other</key><string>  spaced  </string>"),
    stringsdict("<key>other</key><string>&lt;&amp;&gt; &#233; &#x1F600;</string>"),
    stringsdict("<key>other</key><string><![CDATA[<b>raw</b>]]></string>"),
    stringsdict("<key>other</key><string>line\nbreak</string>"),
    stringsdict("<key>other</key><string></string><key>one</key><string/>"),
    stringsdict(
      "<key>few</key><string>%d</string><key>other</key><string>%d</string>", format: "Total: %#@n@ \\n"),
    stringsdict("<key>other</key><string>it's \"q\"</string>"),
  ]
}
