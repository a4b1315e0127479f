// Plural rules, bidi, scripts and grapheme clusters. C++ for PluralRules::getSamples, which
// the C API lacks; every function is extern "C" and takes or returns only plain C types.

#include "cicu.h"
#include "cicu_internal.h"

#include <atomic>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <unicode/brkiter.h>
#include <unicode/plurrule.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/uset.h>
#include <unicode/uscript.h>

static std::atomic<long> openCount{0};
static std::mutex opensLock;
static std::map<std::string, long> *opensByKind = new std::map<std::string, long>();

/// Counts one opened object of a kind ("plural:uk", "bidi").
static void countOpen(const std::string &kind) {
  openCount++;
  std::lock_guard<std::mutex> guard(opensLock);
  (*opensByKind)[kind]++;
}

struct cicu_plural_rules {
  icu::PluralRules *rules;
};

struct cicu_bidi {
  UBiDi *bidi;
};

struct cicu_graphemes {
  icu::BreakIterator *iterator;
};

static int copy_unicode(const icu::UnicodeString &text, char *out, int capacity) {
  std::string utf8;
  text.toUTF8String(utf8);
  return cicu_copy_out(utf8.c_str(), out, capacity);
}

extern "C" {

cicu_plural_rules *cicu_plural_open(const char *identifier) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return nullptr;
  UErrorCode status = U_ZERO_ERROR;
  icu::PluralRules *rules = icu::PluralRules::forLocale(icu::Locale(locale), UPLURAL_TYPE_CARDINAL, status);
  if (U_FAILURE(status) || rules == nullptr) {
    delete rules;
    return nullptr;
  }
  countOpen(std::string("plural:") + locale);
  return new cicu_plural_rules{rules};
}

int cicu_plural_has_rules(const char *identifier) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  // The look-up ICU's PluralRules::forLocale makes: the locale's base name in the `locales`
  // table of the `plurals` data, then each parent by truncation; none found means the root.
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_openDirect(nullptr, "plurals", &status);
  UResourceBundle *locales = ures_getByKey(bundle, "locales", nullptr, &status);
  int found = 0;
  if (U_SUCCESS(status)) {
    char name[ULOC_FULLNAME_CAPACITY];
    UErrorCode nameStatus = U_ZERO_ERROR;
    uloc_getBaseName(locale, name, sizeof(name), &nameStatus);
    if (U_FAILURE(nameStatus)) name[0] = 0;
    while (name[0] != 0 && !found) {
      UErrorCode lookup = U_ZERO_ERROR;
      int32_t length = 0;
      ures_getStringByKey(locales, name, &length, &lookup);
      if (U_SUCCESS(lookup)) found = 1;
      UErrorCode parentStatus = U_ZERO_ERROR;
      char parent[ULOC_FULLNAME_CAPACITY];
      if (uloc_getParent(name, parent, sizeof(parent), &parentStatus) <= 0 || U_FAILURE(parentStatus)) break;
      strcpy(name, parent);
    }
  }
  ures_close(locales);
  ures_close(bundle);
  return found;
}

void cicu_plural_close(cicu_plural_rules *rules) {
  if (rules == nullptr) return;
  delete rules->rules;
  delete rules;
}

int cicu_plural_keywords(const cicu_plural_rules *rules, char *out, int capacity) {
  if (rules == nullptr) return -1;
  UErrorCode status = U_ZERO_ERROR;
  icu::StringEnumeration *keywords = rules->rules->getKeywords(status);
  if (U_FAILURE(status) || keywords == nullptr) {
    delete keywords;
    return -1;
  }
  std::string joined;
  const char *keyword;
  int32_t length;
  while ((keyword = keywords->next(&length, status)) != nullptr && U_SUCCESS(status)) {
    if (!joined.empty()) joined += ' ';
    joined.append(keyword, (size_t)length);
  }
  delete keywords;
  if (U_FAILURE(status)) return -1;
  return cicu_copy_out(joined.c_str(), out, capacity);
}

int cicu_plural_keywords_for_locale(const char *identifier, char *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  UErrorCode status = U_ZERO_ERROR;
  cicu_plural_rules rules{icu::PluralRules::forLocale(icu::Locale(locale), UPLURAL_TYPE_CARDINAL, status)};
  if (U_FAILURE(status) || rules.rules == nullptr) {
    delete rules.rules;
    return -1;
  }
  int length = cicu_plural_keywords(&rules, out, capacity);
  delete rules.rules;
  return length;
}

int cicu_plural_select(const cicu_plural_rules *rules, double number, char *out, int capacity) {
  if (rules == nullptr) return -1;
  return copy_unicode(rules->rules->select(number), out, capacity);
}

int cicu_plural_samples(const cicu_plural_rules *rules, const char *keyword, double *out, int capacity) {
  if (rules == nullptr || capacity <= 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = rules->rules->getSamples(icu::UnicodeString::fromUTF8(keyword), out, capacity, status);
  return U_FAILURE(status) ? 0 : count;
}

int cicu_bidi_base_direction(const uint16_t *text, int length) {
  switch (ubidi_getBaseDirection((const UChar *)text, length)) {
  case UBIDI_LTR: return 0;
  case UBIDI_RTL: return 1;
  default: return 2;
  }
}

int cicu_char_direction(uint32_t codePoint) { return (int)u_charDirection((UChar32)codePoint); }

cicu_bidi *cicu_bidi_open(void) {
  UBiDi *bidi = ubidi_open();
  if (bidi == nullptr) return nullptr;
  countOpen("bidi");
  return new cicu_bidi{bidi};
}

void cicu_bidi_close(cicu_bidi *bidi) {
  if (bidi == nullptr) return;
  ubidi_close(bidi->bidi);
  delete bidi;
}

int cicu_bidi_runs(
    cicu_bidi *bidi, const uint16_t *text, int length, int paragraphLevel, int *starts, int *lengths,
    int *directions, int capacity) {
  if (bidi == nullptr) return -1;
  UErrorCode status = U_ZERO_ERROR;
  UBiDiLevel level = paragraphLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)paragraphLevel;
  ubidi_setPara(bidi->bidi, (const UChar *)text, length, level, nullptr, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = ubidi_countRuns(bidi->bidi, &status);
  if (U_FAILURE(status)) return -1;
  for (int32_t i = 0; i < count && i < capacity; i++) {
    int32_t start = 0;
    int32_t runLength = 0;
    UBiDiDirection direction = ubidi_getVisualRun(bidi->bidi, i, &start, &runLength);
    starts[i] = start;
    lengths[i] = runLength;
    directions[i] = direction == UBIDI_RTL ? 1 : 0;
  }
  // The text belongs to the caller: forget it before returning.
  ubidi_setPara(bidi->bidi, nullptr, 0, 0, nullptr, &status);
  return count;
}

int cicu_script_extensions(uint32_t codePoint, int *out, int capacity) {
  UScriptCode scripts[32];
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = uscript_getScriptExtensions((UChar32)codePoint, scripts, 32, &status);
  if (U_FAILURE(status)) return -1;
  for (int32_t i = 0; i < count && i < capacity; i++) out[i] = (int)scripts[i];
  return count;
}

int cicu_locale_scripts(const char *identifier, int *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  // With its likely script and region the identifier is read as a locale: a bare language
  // code is otherwise first taken for a script's name ("yi", Yiddish, is not the Yi script).
  char likely[ULOC_FULLNAME_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  uloc_addLikelySubtags(locale, likely, sizeof(likely), &status);
  const char *named = U_SUCCESS(status) && strchr(likely, '_') != nullptr ? likely : locale;
  UScriptCode scripts[16];
  status = U_ZERO_ERROR;
  int32_t count = uscript_getCode(named, scripts, 16, &status);
  if (U_FAILURE(status)) return -1;
  for (int32_t i = 0; i < count && i < capacity; i++) out[i] = (int)scripts[i];
  return count;
}

int cicu_locale_exemplar_scripts(const char *identifier, int *out, int capacity) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return -1;
  // The data ICU falls back to must be the language's own (not the root's or the default
  // locale's), and of the script the identifier names, if it names one.
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(nullptr, locale, &status);
  if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) {
    ures_close(bundle);
    return -1;
  }
  char actual[ULOC_FULLNAME_CAPACITY] = "";
  const char *name = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status);
  if (U_SUCCESS(status) && name != nullptr) strncpy(actual, name, sizeof(actual) - 1);
  ures_close(bundle);
  char language[ULOC_LANG_CAPACITY] = "", actualLanguage[ULOC_LANG_CAPACITY] = "";
  char script[ULOC_SCRIPT_CAPACITY] = "", actualScript[ULOC_SCRIPT_CAPACITY] = "";
  status = U_ZERO_ERROR;
  uloc_getLanguage(locale, language, sizeof(language), &status);
  uloc_getLanguage(actual, actualLanguage, sizeof(actualLanguage), &status);
  uloc_getScript(locale, script, sizeof(script), &status);
  uloc_getScript(actual, actualScript, sizeof(actualScript), &status);
  if (U_FAILURE(status) || language[0] == 0 || strcmp(language, actualLanguage) != 0) return -1;
  if (script[0] != 0 && strcmp(script, actualScript) != 0) return -1;
  status = U_ZERO_ERROR;
  ULocaleData *data = ulocdata_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  USet *set = ulocdata_getExemplarSet(data, nullptr, 0, ULOCDATA_ES_STANDARD, &status);
  ulocdata_close(data);
  if (U_FAILURE(status) || set == nullptr) {
    if (set != nullptr) uset_close(set);
    return -1;
  }
  // The script of each exemplar letter, Common and Inherited aside.
  int count = 0;
  int32_t items = uset_getItemCount(set);
  for (int32_t item = 0; item < items; item++) {
    UChar32 start, end;
    UErrorCode itemStatus = U_ZERO_ERROR;
    // Strings ("ch", "dž") have length > 0: their letters are in the set as well.
    if (uset_getItem(set, item, &start, &end, nullptr, 0, &itemStatus) != 0) continue;
    for (UChar32 codePoint = start; codePoint <= end; codePoint++) {
      UErrorCode scriptStatus = U_ZERO_ERROR;
      UScriptCode code = uscript_getScript(codePoint, &scriptStatus);
      if (U_FAILURE(scriptStatus) || code == USCRIPT_COMMON || code == USCRIPT_INHERITED) continue;
      bool seen = false;
      for (int i = 0; i < count && i < capacity; i++) seen = seen || out[i] == (int)code;
      if (seen) continue;
      if (count < capacity) out[count] = (int)code;
      count++;
    }
  }
  uset_close(set);
  return count;
}

int cicu_script_code(int script, char *out, int capacity) {
  const char *name = uscript_getShortName((UScriptCode)script);
  if (name == nullptr) return -1;
  return cicu_copy_out(name, out, capacity);
}

int cicu_script_common(void) { return USCRIPT_COMMON; }
int cicu_script_inherited(void) { return USCRIPT_INHERITED; }

int cicu_east_asian_width(uint32_t codePoint) {
  switch (u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH)) {
  case U_EA_AMBIGUOUS: return 1;
  case U_EA_HALFWIDTH: return 2;
  case U_EA_FULLWIDTH: return 3;
  case U_EA_NARROW: return 4;
  case U_EA_WIDE: return 5;
  default: return 0;
  }
}

cicu_graphemes *cicu_graphemes_open(const char *identifier) {
  char locale[ULOC_FULLNAME_CAPACITY];
  if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) locale[0] = 0;
  UErrorCode status = U_ZERO_ERROR;
  icu::BreakIterator *iterator = icu::BreakIterator::createCharacterInstance(icu::Locale(locale), status);
  if (U_FAILURE(status) || iterator == nullptr) {
    delete iterator;
    return nullptr;
  }
  countOpen(std::string("graphemes:") + locale);
  return new cicu_graphemes{iterator};
}

void cicu_graphemes_close(cicu_graphemes *graphemes) {
  if (graphemes == nullptr) return;
  delete graphemes->iterator;
  delete graphemes;
}

int cicu_graphemes_count(cicu_graphemes *graphemes, const uint16_t *text, int length) {
  if (graphemes == nullptr) return -1;
  icu::UnicodeString string(false, (const UChar *)text, length);
  graphemes->iterator->setText(string);
  int count = 0;
  for (int32_t at = graphemes->iterator->next(); at != icu::BreakIterator::DONE; at = graphemes->iterator->next()) {
    count++;
  }
  // The iterator keeps a copy of the aliasing string: point it at an empty one.
  graphemes->iterator->setText(icu::UnicodeString());
  return count;
}

long cicu_debug_open_count(void) { return openCount.load(); }

long cicu_debug_open_count_of(const char *kind, const char *identifier) {
  std::string key = kind;
  if (identifier != nullptr) {
    char locale[ULOC_FULLNAME_CAPACITY];
    if (cicu_parse_identifier(identifier, locale, sizeof(locale)) != 0) return 0;
    key += std::string(":") + locale;
  }
  std::lock_guard<std::mutex> guard(opensLock);
  auto found = opensByKind->find(key);
  return found == opensByKind->end() ? 0 : found->second;
}

}
