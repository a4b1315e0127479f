// The locator: a cursor over the raw bytes that follows the events as they are handed out,
// giving each the exact line and column of its markup.

#include "cxml_reader_state.h"

#include <stdio.h>
#include <string.h>

static int starts_with(const cxml_reader *r, size_t at, const char *prefix) {
  size_t n = strlen(prefix);
  return at <= r->length && r->length - at >= n && memcmp(r->bytes + at, prefix, n) == 0;
}

// The number of bytes in `[p, end)` that start a UTF-8 scalar (all but continuation bytes).
// A plain loop without branches, which the compiler turns into vector instructions.
static size_t count_scalars(const unsigned char *p, const unsigned char *end) {
  size_t count = 0;
  for (; p < end; p++) count += (*p & 0xC0) != 0x80;
  return count;
}

// `advance` for a document without a carriage return, the usual case: line feeds are the only
// line breaks, found by `memchr`, and only the bytes after the last one need counting for
// the column.
static void advance_without_cr(cxml_reader *r, size_t count) {
  const unsigned char *p = r->bytes + r->cursor;
  const unsigned char *end = r->bytes + (count < r->length - r->cursor ? r->cursor + count : r->length);
  const unsigned char *line_start = NULL;
  int line = r->cursor_line;
  for (const unsigned char *lf; p < end && (lf = memchr(p, '\n', (size_t)(end - p))) != NULL; p = lf + 1) {
    line++;
    line_start = lf + 1;
  }
  size_t scalars = count_scalars(line_start != NULL ? line_start : r->bytes + r->cursor, end);
  r->cursor_column = line_start != NULL ? 1 + (int)scalars : r->cursor_column + (int)scalars;
  r->cursor_line = line;
  r->cursor = (size_t)(end - r->bytes);
}

static void advance(cxml_reader *r, size_t count) {
  if (!r->has_cr) {
    advance_without_cr(r, count);
    return;
  }
  // The cursor lives in locals while it moves: stores through `bytes` (a character type)
  // could alias the reader's fields, which would keep the compiler from holding them in
  // registers.
  const unsigned char *bytes = r->bytes;
  size_t length = r->length;
  size_t cursor = r->cursor;
  int line = r->cursor_line;
  int column = r->cursor_column;
  size_t end = cursor + count;
  if (end > length) end = length;
  for (; cursor < end; cursor++) {
    unsigned char byte = bytes[cursor];
    if (byte == '\n') {
      line++;
      column = 1;
    } else if (byte == '\r') {
      // XML reads CR LF and a lone CR as one line break.
      if (cursor + 1 >= length || bytes[cursor + 1] != '\n') {
        line++;
        column = 1;
      }
    } else {
      // A UTF-8 lead byte starts a scalar; continuation bytes do not. Added without a branch:
      // in non-Latin text, lead and continuation bytes alternate too often to predict.
      column += (byte & 0xC0) != 0x80;
    }
  }
  r->cursor = cursor;
  r->cursor_line = line;
  r->cursor_column = column;
}

static void advance_past(cxml_reader *r, const char *terminator) {
  size_t n = strlen(terminator);
  size_t at = r->cursor;
  while (at < r->length && !starts_with(r, at, terminator)) at++;
  advance(r, at - r->cursor + n);
}

static void skip_until_markup(cxml_reader *r) {
  const unsigned char *start = r->bytes + r->cursor;
  const unsigned char *lt = memchr(start, '<', r->length - r->cursor);
  advance(r, lt != NULL ? (size_t)(lt - start) : r->length - r->cursor);
}

// From `<` of a tag or declaration to just after its `>`, stepping over quoted values and a
// DOCTYPE's internal subset.
static void skip_tag(cxml_reader *r) {
  int brackets = 0;
  size_t at = r->cursor + 1;
  while (at < r->length) {
    unsigned char byte = r->bytes[at++];
    if (byte == '"' || byte == '\'') {
      // A quoted value, the bulk of most tags, ends at the next quote of its kind.
      const unsigned char *close = memchr(r->bytes + at, byte, r->length - at);
      at = close != NULL ? (size_t)(close - r->bytes) + 1 : r->length;
    } else if (byte == '[') {
      brackets++;
    } else if (byte == ']') {
      brackets--;
    } else if (byte == '>' && brackets <= 0) {
      break;
    }
  }
  advance(r, at - r->cursor);  // the line and column are counted once, over the whole tag
}

// Skips comments, processing instructions and the DOCTYPE at the cursor.
static void skip_misc_markup(cxml_reader *r) {
  for (;;) {
    // Every construct skipped here starts with `<!` or `<?`; most markup is a tag.
    if (r->cursor + 1 >= r->length || r->bytes[r->cursor] != '<' ||
        (r->bytes[r->cursor + 1] != '!' && r->bytes[r->cursor + 1] != '?')) {
      return;
    }
    if (starts_with(r, r->cursor, "<!--")) {
      advance_past(r, "-->");
    } else if (starts_with(r, r->cursor, "<?")) {
      advance_past(r, "?>");
    } else if (starts_with(r, r->cursor, "<!DOCTYPE")) {
      skip_tag(r);
    } else {
      return;
    }
  }
}

// Moves the cursor to the next tag, skipping text already reported or never reported
// (whitespace outside the root element).
static void seek_markup(cxml_reader *r) {
  for (;;) {
    skip_until_markup(r);
    size_t before = r->cursor;
    skip_misc_markup(r);
    if (r->cursor == before) return;
  }
}

static int name_at(const cxml_reader *r, size_t at, const char *name) {
  size_t n = strlen(name);
  if (!starts_with(r, at, name)) return 0;
  if (at + n >= r->length) return 0;
  unsigned char next = r->bytes[at + n];
  return next == '>' || next == '/' || next == ' ' || next == '\t' || next == '\n' || next == '\r';
}

static void take_cursor_position(cxml_reader *r) {
  r->line = r->cursor_line;
  r->column = r->cursor_column;
}

// libxml2's line: where a start tag ends, where a text's first piece was read.
static void fallback_position(cxml_reader *r) {
  r->line = r->current != NULL && r->current->libxml2_line > 0 ? r->current->libxml2_line : 0;
  r->column = 0;
}

void cxml_locate_start(cxml_reader *r, const char *qualified_name) {
  if (r->locator_ok) {
    r->text_pending = 0;
    seek_markup(r);
    if (qualified_name != NULL && name_at(r, r->cursor + 1, qualified_name)) {
      take_cursor_position(r);
      skip_tag(r);
      return;
    }
    r->locator_ok = 0;  // out of step: never guess, fall back to libxml2's lines
  }
  fallback_position(r);
}

void cxml_locate_end(cxml_reader *r, const char *qualified_name) {
  if (r->locator_ok) {
    r->text_pending = 0;
    seek_markup(r);
    if (qualified_name != NULL && starts_with(r, r->cursor, "</") && name_at(r, r->cursor + 2, qualified_name)) {
      take_cursor_position(r);
      skip_tag(r);
      return;
    }
    r->locator_ok = 0;
  }
  fallback_position(r);
  r->line = 0;  // libxml2 keeps no position for end tags
  r->column = 0;
}

void cxml_locate_text(cxml_reader *r, int cdata) {
  if (r->locator_ok) {
    if (r->text_pending) skip_until_markup(r);
    r->text_pending = 0;
    skip_misc_markup(r);
    if (cdata) {
      if (starts_with(r, r->cursor, "<![CDATA[")) {
        advance(r, 9);
        take_cursor_position(r);
        advance_past(r, "]]>");
        // CDATA sections side by side are one text.
        while (starts_with(r, r->cursor, "<![CDATA[")) advance_past(r, "]]>");
        return;
      }
    } else if (r->cursor < r->length && r->bytes[r->cursor] != '<') {
      take_cursor_position(r);
      r->text_pending = 1;
      return;
    }
    r->locator_ok = 0;
  }
  fallback_position(r);
}

void cxml_locate_reference(cxml_reader *r, const char *entity, int *line, int *column) {
  *line = 0;
  *column = 0;
  if (!r->locator_ok) return;
  char reference[140];
  snprintf(reference, sizeof reference, "&%s;", entity);
  while (r->cursor < r->length && !starts_with(r, r->cursor, reference)) advance(r, 1);
  if (r->cursor < r->length) {
    *line = r->cursor_line;
    *column = r->cursor_column;
  }
}
