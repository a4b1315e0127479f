#ifndef CICU_H
#define CICU_H

// The project's window on ICU. No ICU type appears here: Swift sees only this header
// (docs/design.md, "Why the C targets", says why ICU's own headers cannot be imported beside
// Foundation on Linux).

#include <stdint.h>

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

/// Writes the BCP 47 tag of the locale a lookup falls back to from this one, as CLDR says
/// (its `parentLocales`: "en-AU" → "en-001" → "en", "es-MX" → "es-419" → "es", "zh-Hant" and
/// "sr-Latn" → none, since "zh" and "sr" are written in another script), else by dropping the
/// last subtag ("fr-BE" → "fr"). Returns its length, 0 when the parent is the root, -1 when
/// the identifier is malformed.
int cicu_parent_locale(const char *identifier, char *out, int capacity);

// MARK: Plural rules

/// The plural rules of one locale, opened once and kept: an opaque handle.
typedef struct cicu_plural_rules cicu_plural_rules;

/// Opens the cardinal plural rules of a locale (BCP 47 or ICU form); NULL when the identifier
/// is malformed. ICU falls back to the language, then to the root rules (`other` only).
cicu_plural_rules *cicu_plural_open(const char *identifier);

/// 1 when ICU's plural data has rules for the locale or one of its parents ("fr-CA" → "fr"),
/// 0 when it has none and `cicu_plural_open` gives the root rules (`other` only: Occitan
/// `oc`, Latin `la`, Kurmanji `kmr` in ICU 72), -1 when the identifier is malformed.
int cicu_plural_has_rules(const char *identifier);

/// Closes rules opened with `cicu_plural_open`.
void cicu_plural_close(cicu_plural_rules *rules);

/// Writes the categories the rules select, separated by spaces ("one few many other"), into
/// `out`; returns the length, or -1.
int cicu_plural_keywords(const cicu_plural_rules *rules, char *out, int capacity);

/// Like `cicu_plural_keywords`, with rules opened for this call, closed after it and not
/// counted: for tests that compare the library's cached rules with ICU itself.
int cicu_plural_keywords_for_locale(const char *identifier, char *out, int capacity);

/// Writes the category selected for a number into `out`; returns its length, or -1.
int cicu_plural_select(const cicu_plural_rules *rules, double number, char *out, int capacity);

/// Writes up to `capacity` sample numbers of a category (CLDR's integer samples, else its
/// decimal samples, ranges expanded) into `out`; returns how many were written.
int cicu_plural_samples(const cicu_plural_rules *rules, const char *keyword, double *out, int capacity);

// MARK: Bidi

/// The direction of the first strong character of a UTF-16 text: 0 left to right, 1 right to
/// left, 2 none (no strong character).
int cicu_bidi_base_direction(const uint16_t *text, int length);

/// The bidi class of a code point, as ICU's `UCharDirection` number (0 L, 1 R, 13 AL, …).
int cicu_char_direction(uint32_t codePoint);

/// A bidi paragraph object, opened once and reused for every text: an opaque handle. Not
/// thread-safe: callers serialize its use.
typedef struct cicu_bidi cicu_bidi;

/// Opens a bidi object; NULL on failure.
cicu_bidi *cicu_bidi_open(void);

/// Closes an object opened with `cicu_bidi_open`.
void cicu_bidi_close(cicu_bidi *bidi);

/// Resolves the visual runs of a UTF-16 paragraph (`paragraphLevel` 0 left to right, 1 right to
/// left, -1 from its first strong character). Writes each run's logical start, length and
/// direction (0 LTR, 1 RTL) into the arrays; returns the number of runs (possibly more than
/// `capacity`), or -1.
int cicu_bidi_runs(
    cicu_bidi *bidi, const uint16_t *text, int length, int paragraphLevel, int *starts, int *lengths,
    int *directions, int capacity);

// MARK: Scripts, width, graphemes

/// The script codes (ICU's `UScriptCode` numbers) of a code point's Script_Extensions; returns
/// how many, or -1.
int cicu_script_extensions(uint32_t codePoint, int *out, int capacity);

/// The scripts a locale is written in, from its likely script (Japanese: Kana, Hira, Hani);
/// returns how many, or -1.
int cicu_locale_scripts(const char *identifier, int *out, int capacity);

/// The scripts of the locale's exemplar characters in CLDR (Common and Inherited aside);
/// returns how many (possibly more than `capacity`), or -1 when ICU has no data of the
/// locale's language (and script, if it names one).
int cicu_locale_exemplar_scripts(const char *identifier, int *out, int capacity);

/// Writes a script's ISO 15924 code ("Latn") into `out`; returns its length, or -1.
int cicu_script_code(int script, char *out, int capacity);

/// The script number of "Common" and "Inherited", which belong to every script.
int cicu_script_common(void);
int cicu_script_inherited(void);

/// East Asian Width of a code point: 0 neutral, 1 ambiguous, 2 halfwidth, 3 fullwidth,
/// 4 narrow, 5 wide.
int cicu_east_asian_width(uint32_t codePoint);

/// A grapheme cluster iterator for one locale, opened once and reused: an opaque handle. Not
/// thread-safe: callers serialize its use.
typedef struct cicu_graphemes cicu_graphemes;

/// Opens a grapheme cluster iterator for a locale; NULL on failure.
cicu_graphemes *cicu_graphemes_open(const char *identifier);

/// Closes an iterator opened with `cicu_graphemes_open`.
void cicu_graphemes_close(cicu_graphemes *graphemes);

/// The number of grapheme clusters (user-perceived characters) of a UTF-16 text, or -1.
int cicu_graphemes_count(cicu_graphemes *graphemes, const uint16_t *text, int length);

// MARK: Debugging

/// How many ICU objects (plural rules, bidi objects, break iterators) this target has opened
/// since the process started: tests use it to show that rules reuse them.
long cicu_debug_open_count(void);

/// How many objects of one kind ("plural", "graphemes" with a locale; "bidi" with NULL) this
/// target has opened since the process started.
long cicu_debug_open_count_of(const char *kind, const char *identifier);

#ifdef __cplusplus
}
#endif

#endif
