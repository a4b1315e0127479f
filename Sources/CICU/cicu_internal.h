#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

// Shared between the C and C++ files of the target; not part of its public header.

#ifdef __cplusplus
extern "C" {
#endif

/// Parses a BCP 47 tag or an ICU identifier (either separator) into ICU's form; 0 on success.
int cicu_parse_identifier(const char *identifier, char *locale, int capacity);

/// Copies `text` into `out` (truncated, NUL-terminated); returns the full length.
int cicu_copy_out(const char *text, char *out, int capacity);

#ifdef __cplusplus
}
#endif

#endif
