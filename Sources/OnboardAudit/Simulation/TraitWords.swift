/// The traits VoiceOver speaks after a label, in the order it speaks them.
///
/// The order is AccessibilitySnapshot's (cashapp/AccessibilitySnapshot,
/// `UIAccessibility+SnapshotAdditions.swift`, `accessibilityDescription(context:)`): dimmed,
/// button (left out for a switch), switch button with its state, text field, heading, link,
/// adjustable, image. The switch's state (On, Off) is spoken right after "switch button"; it
/// is a `SystemSpeech` word, not a trait word.
public enum SpokenTrait: Int, Sendable, CaseIterable, Comparable {
  case dimmed
  case button
  case switchButton
  case textField
  case heading
  case link
  case adjustable
  case image

  /// The spoken traits of a set of accessibility traits, in speaking order. A `toggle` is a
  /// switch: VoiceOver says "switch button" for it, not "button". A `textField` says "text field".
  public static func of(_ traits: Set<Trait>, roles: Set<Role> = []) -> [SpokenTrait] {
    allCases.filter { spoken in
      switch spoken {
      case .dimmed: traits.contains(.notEnabled)
      case .button: traits.contains(.button) && !roles.contains(.toggle)
      case .switchButton: roles.contains(.toggle)
      case .textField: roles.contains(.textField)
      case .heading: traits.contains(.header)
      case .link: traits.contains(.link)
      case .adjustable: traits.contains(.adjustable)
      case .image: traits.contains(.image)
      }
    }
  }

  /// The word in a locale's language, English where there is no list for it.
  public func word(in locale: AuditLocale) -> String {
    let words = Self.words[locale.tag] ?? Self.words[locale.language] ?? Self.words["en"]!
    return words[rawValue]
  }

  /// The word in English and in the locale's language (once when they are the same).
  public func words(in locale: AuditLocale) -> [String] {
    let english = Self.words["en"]![rawValue]
    let local = word(in: locale)
    return local == english ? [english] : [local, english]
  }

  public static func < (a: SpokenTrait, b: SpokenTrait) -> Bool { a.rawValue < b.rawValue }

  /// Dimmed, Button, Switch button, Text field, Heading, Link, Adjustable, Image, as VoiceOver
  /// speaks them per language. English, German and Russian are AccessibilitySnapshot's
  /// (`trait.*.description` in its en, de and ru `Localizable.strings`: German "Grau
  /// dargestellt", "Taste", "Umschalttaste", "Textfeld", "Überschrift", "Hyperlink",
  /// "Einstellbar", "Bild"); the other languages are iOS's words as we know them, with no
  /// written source (docs/simulation.md lists the source of each).
  static let words: [String: [String]] = [
    "en": ["dimmed", "button", "switch button", "text field", "heading", "link", "adjustable", "image"],
    "de": [
      "grau dargestellt", "Taste", "Umschalttaste", "Textfeld", "Überschrift", "Hyperlink", "einstellbar",
      "Bild",
    ],
    "fr": [
      "estompé", "bouton", "bouton bascule", "champ de texte", "en-tête", "lien", "réglable", "image",
    ],
    "es": [
      "atenuado", "botón", "botón de activación", "campo de texto", "encabezado", "enlace", "ajustable",
      "imagen",
    ],
    "pt": [
      "esmaecido", "botão", "botão de alternância", "campo de texto", "cabeçalho", "link", "ajustável",
      "imagem",
    ],
    "pl": [
      "przyciemniony", "przycisk", "przełącznik", "pole tekstowe", "nagłówek", "łącze", "regulowany",
      "obrazek",
    ],
    "ru": [
      "недоступно", "кнопка", "кнопка-переключатель", "текстовое поле", "заголовок", "ссылка",
      "элемент регулировки", "изображение",
    ],
    "ar": ["معتم", "زر", "زر تبديل", "حقل نص", "عنوان", "رابط", "قابل للتعديل", "صورة"],
    "he": ["מעומעם", "כפתור", "כפתור מתג", "שדה טקסט", "כותרת", "קישור", "ניתן לכוונון", "תמונה"],
    "ja": ["淡色表示", "ボタン", "スイッチボタン", "テキストフィールド", "見出し", "リンク", "調整可能", "イメージ"],
    "zh-Hans": ["变暗", "按钮", "开关按钮", "文本栏", "标题", "链接", "可调整", "图像"],
    "zh": ["变暗", "按钮", "开关按钮", "文本栏", "标题", "链接", "可调整", "图像"],
  ]
}
