/// What VoiceOver adds to an announcement besides the trait words: "Selected" before the
/// label, a switch's state after "switch button", and the system hints of switches, text
/// fields and adjustable elements.
///
/// Sources, English: AccessibilitySnapshot's `Localizable.strings` (cashapp/AccessibilitySnapshot,
/// `Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj`): `trait.selected.description`
/// "Selected.", `trait.switch_button.state_on.description` "On.", `…state_off…` "Off.",
/// `…state_mixed…` "Mixed.", `trait.switch_button.hint` "Double tap to toggle setting.",
/// `trait.text_field.hint` "Double tap to edit.", `trait.adjustable.hint` "Swipe up or down
/// with one finger to adjust the value."; German and Russian from the same project's de and ru
/// tables. The other languages are iOS's words as we know them, with no written source.
public enum SystemSpeech: Int, Sendable, CaseIterable {
  case selected
  case on
  case off
  case mixed
  case toggleHint
  case editHint
  case adjustHint

  /// A stop's place in a series, "1 of 3", in a locale's language (English where there is no
  /// word for it). The English and German words are AccessibilitySnapshot's
  /// (`context.series.description_format`, "%1$@ %2$@ of %3$@." and "… von …"); the
  /// others are iOS's as we know them.
  public static func series(_ index: Int, of count: Int, in locale: AuditLocale) -> String {
    let word = seriesWords[locale.tag] ?? seriesWords[locale.language] ?? "of"
    return "\(index) \(word) \(count)"
  }

  static let seriesWords: [String: String] = [
    "en": "of", "de": "von", "fr": "sur", "es": "de", "pt": "de", "pl": "z", "ru": "из", "ar": "من",
    "he": "מתוך",
  ]

  /// The words in a locale's language, English where there is no list for it.
  public func text(in locale: AuditLocale) -> String {
    let texts = Self.texts[locale.tag] ?? Self.texts[locale.language] ?? Self.texts["en"]!
    return texts[rawValue]
  }

  static let texts: [String: [String]] = [
    "en": [
      "Selected", "on", "off", "mixed", "Double tap to toggle setting.", "Double tap to edit.",
      "Swipe up or down with one finger to adjust the value.",
    ],
    "de": [
      "Auswahl", "ein", "aus", "gemischt", "Zum Umschalten doppeltippen.", "Zum Bearbeiten doppeltippen.",
      "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
    ],
    "fr": [
      "Sélectionné", "activé", "désactivé", "mixte", "Touchez deux fois pour changer le réglage.",
      "Touchez deux fois pour modifier.",
      "Balayez vers le haut ou le bas avec un doigt pour ajuster la valeur.",
    ],
    "es": [
      "Seleccionado", "activado", "desactivado", "mixto", "Pulsa dos veces para cambiar el ajuste.",
      "Pulsa dos veces para editar.", "Desliza hacia arriba o hacia abajo con un dedo para ajustar el valor.",
    ],
    "pt": [
      "Selecionado", "ativado", "desativado", "misto", "Toque duas vezes para alternar o ajuste.",
      "Toque duas vezes para editar.", "Passe um dedo para cima ou para baixo para ajustar o valor.",
    ],
    "pl": [
      "Zaznaczone", "włączone", "wyłączone", "mieszane", "Stuknij dwukrotnie, aby przełączyć ustawienie.",
      "Stuknij dwukrotnie, aby edytować.", "Przesuń jednym palcem w górę lub w dół, aby dostosować wartość.",
    ],
    "ru": [
      "Выбрано", "вкл.", "выкл.", "смешанно", "Коснитесь дважды, чтобы переключить настройку.",
      "Коснитесь дважды, чтобы редактировать.",
      "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
    ],
    "ar": [
      "محدد", "تشغيل", "إيقاف", "مختلط", "اضغط مرتين لتبديل الإعداد.", "اضغط مرتين للتحرير.",
      "اسحب لأعلى أو لأسفل بإصبع واحد لضبط القيمة.",
    ],
    "he": [
      "נבחר", "מופעל", "כבוי", "מעורב", "הקש פעמיים כדי לשנות את ההגדרה.", "הקש פעמיים לעריכה.",
      "החלק למעלה או למטה באצבע אחת כדי לכוונן את הערך.",
    ],
    "ja": [
      "選択中", "オン", "オフ", "混在", "設定を切り替えるにはダブルタップします。", "編集するにはダブルタップします。",
      "値を調整するには1本指で上下にスワイプします。",
    ],
    "zh-Hans": [
      "已选定", "开", "关", "混合", "连按两次来切换设置。", "连按两次以编辑。", "用一个手指向上轻扫或向下轻扫来调整值。",
    ],
    "zh": [
      "已选定", "开", "关", "混合", "连按两次来切换设置。", "连按两次以编辑。", "用一个手指向上轻扫或向下轻扫来调整值。",
    ],
  ]
}
