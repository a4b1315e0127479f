#include "cicu.h"
#include "cicu_internal.h"

#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

int cicu_copy_out(const char *text, char *out, int capacity) {
  int length = (int)strlen(text);
  if (capacity <= 0) return length;
  int n = length < capacity - 1 ? length : capacity - 1;
  memcpy(out, text, (size_t)n);
  out[n] = 0;
  return length;
}

int cicu_icu_version(char *out, int capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  return cicu_copy_out(text, out, capacity);
}

int cicu_cldr_version(char *out, int capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(info, &status);
  if (U_FAILURE(status)) return cicu_copy_out("unknown", out, capacity);
  u_versionToString(info, text);
  return cicu_copy_out(text, out, capacity);
}

/// Parses a BCP 47 tag or an ICU identifier (either separator) into ICU's form.
int cicu_parse_identifier(const char *identifier, char *locale, int capacity) {
  char tag[ULOC_FULLNAME_CAPACITY];
  size_t length = strlen(identifier);
  if (length == 0 || length >= sizeof(tag)) return -2;
  for (size_t i = 0; i <= length; i++) tag[i] = identifier[i] == '_' ? '-' : identifier[i];
  UErrorCode status = U_ZERO_ERROR;
  int32_t parsed = 0;
  uloc_forLanguageTag(tag, locale, capacity, &parsed, &status);
  if (U_FAILURE(status) || parsed != (int32_t)length || locale[0] == 0) return -2;
  return 0;
}

/// True when ICU has an English name for the part, i.e. it knows the code.
typedef int32_t (*DisplayPart)(const char *, const char *, UChar *, int32_t, UErrorCode *);
typedef int32_t (*CodePart)(const char *, char *, int32_t, UErrorCode *);

static int part_is_known(const char *locale, CodePart code, DisplayPart display) {
  char part[ULOC_FULLNAME_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = code(locale, part, sizeof(part), &status);
  if (U_FAILURE(status)) return 0;
  if (length == 0) return 1;
  UChar name[128];
  status = U_ZERO_ERROR;
  int32_t nameLength = display(locale, "en", name, 128, &status);
  if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) return 0;
  if (nameLength != length) return 1;
  for (int32_t i = 0; i < length; i++) {
    if (name[i] != (UChar)(unsigned char)part[i]) return 1;
  }
  return 0;
}

/// Regions must be current ISO 3166 codes or UN M.49 numbers: ICU also names deprecated
/// aliases such as "UK", which Apple and Android do not accept.
static int region_is_known(const char *locale) {
  char region[ULOC_COUNTRY_CAPACITY + 4];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_getCountry(locale, region, sizeof(region), &status);
  if (U_FAILURE(status)) return 0;
  if (length == 0) return 1;
  if (length == 3 && region[0] >= '0' && region[0] <= '9') {
    return part_is_known(locale, uloc_getCountry, uloc_getDisplayCountry);
  }
  for (const char *const *code = uloc_getISOCountries(); *code != NULL; code++) {
    if (strcmp(*code, region) == 0) return 1;
  }
  return 0;
}

int cicu_canonical_locale(const char *identifier, char *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -2;
  if (!part_is_known(locale, uloc_getLanguage, uloc_getDisplayLanguage)) return -1;
  if (!part_is_known(locale, uloc_getScript, uloc_getDisplayScript)) return -1;
  if (!region_is_known(locale)) return -1;
  char canonical[ULOC_FULLNAME_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  uloc_canonicalize(locale, canonical, sizeof(canonical), &status);
  if (U_FAILURE(status)) return -2;
  char tag[ULOC_FULLNAME_CAPACITY];
  status = U_ZERO_ERROR;
  uloc_toLanguageTag(canonical, tag, sizeof(tag), 1, &status);
  if (U_FAILURE(status)) return -2;
  return cicu_copy_out(tag, out, capacity);
}

int cicu_is_right_to_left(const char *identifier) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return 0;
  return uloc_isRightToLeft(locale) ? 1 : 0;
}

int cicu_display_name(const char *identifier, char *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  UChar name[256];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_getDisplayName(locale, "en", name, 256, &status);
  if (U_FAILURE(status)) return -1;
  char text[1024];
  int n = 0;
  // English display names are ASCII but for a few letters; keep it simple and encode UTF-8.
  for (int32_t i = 0; i < length && n < (int)sizeof(text) - 4; i++) {
    UChar c = name[i];
    if (c < 0x80) {
      text[n++] = (char)c;
    } else if (c < 0x800) {
      text[n++] = (char)(0xC0 | (c >> 6));
      text[n++] = (char)(0x80 | (c & 0x3F));
    } else {
      text[n++] = (char)(0xE0 | (c >> 12));
      text[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
      text[n++] = (char)(0x80 | (c & 0x3F));
    }
  }
  text[n] = 0;
  return cicu_copy_out(text, out, capacity);
}

/// The string of a key of a locale's own data bundle (no fallback), in ICU's invariant
/// characters; 0 when the bundle or the key is absent.
static int own_bundle_string(const char *locale, const char *key, char *out, int capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_openDirect(NULL, locale, &status);
  if (U_FAILURE(status)) return 0;
  int32_t length = 0;
  const UChar *value = ures_getStringByKey(bundle, key, &length, &status);
  int found = U_SUCCESS(status) && length > 0 && length < capacity;
  if (found) u_UCharsToChars(value, out, length), out[length] = 0;
  ures_close(bundle);
  return found;
}

/// Inserts the likely script of a locale that names none, where it differs from its
/// language's likely script.
static void with_likely_script(char *locale) {
  char script[ULOC_SCRIPT_CAPACITY + 4];
  UErrorCode status = U_ZERO_ERROR;
  if (uloc_getScript(locale, script, sizeof(script), &status) > 0 || U_FAILURE(status)) return;
  char language[ULOC_LANG_CAPACITY + 4], maximal[ULOC_FULLNAME_CAPACITY], languageMaximal[ULOC_FULLNAME_CAPACITY];
  uloc_getLanguage(locale, language, sizeof(language), &status);
  uloc_addLikelySubtags(locale, maximal, sizeof(maximal), &status);
  uloc_addLikelySubtags(language, languageMaximal, sizeof(languageMaximal), &status);
  if (U_FAILURE(status)) return;
  char likely[ULOC_SCRIPT_CAPACITY + 4], usual[ULOC_SCRIPT_CAPACITY + 4];
  uloc_getScript(maximal, likely, sizeof(likely), &status);
  uloc_getScript(languageMaximal, usual, sizeof(usual), &status);
  if (U_FAILURE(status) || likely[0] == 0 || strcmp(likely, usual) == 0) return;
  char country[ULOC_COUNTRY_CAPACITY + 4];
  uloc_getCountry(locale, country, sizeof(country), &status);
  if (U_FAILURE(status)) return;
  char rebuilt[ULOC_FULLNAME_CAPACITY];
  int n = country[0] ? snprintf(rebuilt, sizeof(rebuilt), "%s_%s_%s", language, likely, country)
                     : snprintf(rebuilt, sizeof(rebuilt), "%s_%s", language, likely);
  if (n > 0 && n < (int)sizeof(rebuilt)) strcpy(locale, rebuilt);
}

int cicu_parent_locale(const char *identifier, char *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  // A region written in another script than its language's usual one ("zh_HK" is Traditional,
  // "zh" Simplified) names that script, so that the chain goes through it ("zh_Hant_HK").
  with_likely_script(locale);
  char parent[ULOC_FULLNAME_CAPACITY];
  if (!own_bundle_string(locale, "%%Parent", parent, sizeof(parent))) {
    UErrorCode status = U_ZERO_ERROR;
    uloc_getParent(locale, parent, sizeof(parent), &status);
    if (U_FAILURE(status)) return -1;
  }
  if (parent[0] == 0 || strcmp(parent, "root") == 0) return 0;
  char tag[ULOC_FULLNAME_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  uloc_toLanguageTag(parent, tag, sizeof(tag), 0, &status);
  if (U_FAILURE(status)) return -1;
  return cicu_copy_out(tag, out, capacity);
}
