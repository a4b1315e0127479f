#ifndef CICU_H
#define CICU_H

// The project's window on ICU. No ICU type appears here: Swift sees only this header
// (see DESIGN §7 for why ICU's own headers cannot be imported beside Foundation on Linux).

#ifdef __cplusplus
extern "C" {
#endif

/// Writes ICU's version ("72.1") into `out`; returns its length.
int cicu_icu_version(char *out, int capacity);

/// Writes the CLDR version ICU's data comes from ("42.0") into `out`; returns its length.
int cicu_cldr_version(char *out, int capacity);

/// Canonicalizes a locale identifier (BCP 47 or ICU form, `_` or `-`) to a BCP 47 tag
/// ("pt_BR" → "pt-BR", "iw" → "he", "zh_Hans" → "zh-Hans").
/// Returns the tag's length, or -1 when ICU does not know the language, script or region
/// ("jp", "en-UK", "zz"), or -2 when the identifier is malformed.
int cicu_canonical_locale(const char *identifier, char *out, int capacity);

/// 1 when the locale's language is written right to left ("ar", "he", "fa", "ur"), else 0.
int cicu_is_right_to_left(const char *identifier);

/// Writes the English display name of a locale ("Portuguese (Brazil)") into `out`; returns
/// its length, or -1.
int cicu_display_name(const char *identifier, char *out, int capacity);

#ifdef __cplusplus
}
#endif

#endif
