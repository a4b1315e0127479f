import OnboardAudit

print(ICU.version, ICU.cldrVersion)
for tag in [
  "en", "jp", "en_UK", "en-GB", "zz", "iw", "in", "pt_BR", "zh-Hans", "zh_CN", "sr-Latn", "es-419", "tlh",
  "enm", "ang", "kaa", "kab", "ckb", "brh", "mnw", "fil", "tl", "Base", "English", "ga-IE", "nb-NO",
  "b+sr+Latn", "de-CH-1996", "zh-Hant-TW", "x", "",
] {
  print(tag, ICU.canonicalLocale(tag) as Any, ICU.isRightToLeft(tag))
}
