/// The traits VoiceOver speaks after a label, in the order it speaks them.
public enum SpokenTrait: Int, Sendable, CaseIterable, Comparable {
  case dimmed
  case button
  case heading
  case link
  case adjustable
  case image

  /// The spoken traits of a set of accessibility traits, in speaking order.
  public static func of(_ traits: Set<Trait>) -> [SpokenTrait] {
    allCases.filter { spoken in
      switch spoken {
      case .dimmed: traits.contains(.notEnabled)
      case .button: traits.contains(.button)
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

  /// Dimmed, Button, Heading, Link, Adjustable, Image, as VoiceOver speaks them per language.
  static let words: [String: [String]] = [
    "en": ["dimmed", "button", "heading", "link", "adjustable", "image"],
    "de": ["gedimmt", "Taste", "Überschrift", "Link", "anpassbar", "Bild"],
    "fr": ["estompé", "bouton", "en-tête", "lien", "réglable", "image"],
    "es": ["atenuado", "botón", "encabezado", "enlace", "ajustable", "imagen"],
    "pt": ["esmaecido", "botão", "cabeçalho", "link", "ajustável", "imagem"],
    "pl": ["przyciemniony", "przycisk", "nagłówek", "łącze", "regulowany", "obrazek"],
    "ru": ["недоступно", "кнопка", "заголовок", "ссылка", "регулируемый", "изображение"],
    "ar": ["معتم", "زر", "عنوان", "رابط", "قابل للتعديل", "صورة"],
    "he": ["מעומעם", "כפתור", "כותרת", "קישור", "ניתן לכוונון", "תמונה"],
    "ja": ["淡色表示", "ボタン", "見出し", "リンク", "調整可能", "イメージ"],
    "zh-Hans": ["变暗", "按钮", "标题", "链接", "可调整", "图像"],
    "zh": ["变暗", "按钮", "标题", "链接", "可调整", "图像"],
  ]
}
