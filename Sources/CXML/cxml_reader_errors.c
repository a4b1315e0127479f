// The first error a document has, kept as one line with its position.

#include "cxml_reader_state.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static char *copy_string(const char *s) {
  if (s == NULL) return NULL;
  size_t n = strlen(s);
  char *copy = malloc(n + 1);
  if (copy != NULL) memcpy(copy, s, n + 1);
  return copy;
}

// libxml2's messages end with a newline and may span lines; findings want one line.
static char *one_line(const char *message) {
  char *copy = copy_string(message != NULL ? message : "malformed XML");
  if (copy == NULL) return NULL;
  for (char *p = copy; *p; p++) {
    if (*p == '\n' || *p == '\r' || *p == '\t') *p = ' ';
  }
  size_t n = strlen(copy);
  while (n > 0 && copy[n - 1] == ' ') copy[--n] = 0;
  return copy;
}

void cxml_set_error(cxml_reader *r, int level, int line, int column, const char *format, ...) {
  char buffer[512];
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(buffer, sizeof buffer, format, arguments);
  va_end(arguments);
  free(r->error_message);
  r->error_message = one_line(buffer);
  r->error_line = line;
  r->error_column = column;
  r->error_level = level;
}

void cxml_record_libxml_error(void *data, cxml_error_ptr error) {
  cxml_reader *r = data;
  if (error == NULL || error->level < XML_ERR_ERROR) return;  // warnings do not stop us
  // Keep the first error, unless a fatal one comes after a recoverable one: the fatal one
  // is what stopped the parse.
  if (r->error_message != NULL && (r->error_level >= XML_ERR_FATAL || error->level < XML_ERR_FATAL)) {
    return;
  }
  const char *message = error->message;
  if (message != NULL && strstr(message, "Excessive depth in document") != NULL) {
    // libxml2's own limit; its message suggests an option we refuse on purpose.
    message = "elements are nested more than 256 levels deep";
  }
  cxml_set_error(r, error->level, error->line, error->int2, "%s", message != NULL ? message : "malformed XML");
}
