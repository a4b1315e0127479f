#include "cxml.h"
#include "cxml_internal.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Parser options. Deliberately absent: XML_PARSE_NOENT (would expand entities),
// XML_PARSE_DTDLOAD / DTDATTR / DTDVALID (would load the external DTD), XML_PARSE_HUGE
// (would lift libxml2's depth and text-size limits), XML_PARSE_XINCLUDE.
// XML_PARSE_BIG_LINES keeps line numbers beyond 65535 exact.
static const int reader_options = XML_PARSE_NONET | XML_PARSE_BIG_LINES;

// How the reader works: the first `cxml_reader_next` parses the whole document with
// libxml2's SAX2 interface, which builds no tree, into a list of events (names from the
// parser's dictionary, texts and attribute values copied into one buffer); every call then
// hands out the next event, placing it with the locator. libxml2's own pull reader builds
// and frees a tree node for every event, which cost twice the parse itself.

enum {
  EVENT_START = 1,
  EVENT_END,
  EVENT_TEXT,
  EVENT_CDATA,
  EVENT_REFERENCE,  // a reference to an entity nothing declares (see `record_reference`)
};

typedef struct {
  int kind;
  int empty;          // a start element written `<x/>`: no end event is recorded for it
  int libxml2_line;   // libxml2's line for the event, for input the locator cannot follow
  const xmlChar *local_name;  // dictionary strings; the entity's name for a reference
  const xmlChar *qualified_name;
  const xmlChar *namespace_uri;
  size_t text;         // texts: offset of the NUL-terminated text in `strings`
  size_t text_length;
  int first_attribute;  // start elements: their attributes in `recorded_attributes`
  int attribute_count;
} event;

typedef struct {
  const xmlChar *local_name;  // dictionary strings
  const xmlChar *qualified_name;
  const xmlChar *namespace_uri;
  size_t value;  // offset of the NUL-terminated value in `strings`
} recorded_attribute;

// The current start element's attributes, as the public functions hand them out.
typedef struct {
  const char *local_name;
  const char *qualified_name;
  const char *namespace_uri;
  const char *value;
} attribute;

struct cxml_reader {
  unsigned char *bytes;  // our copy: libxml2 parses it and the locator scans it
  size_t length;
  size_t max_bytes;
  int max_depth;
  int started;       // the prolog was checked and the document parsed into events
  int finished;      // CXML_END was returned
  int failed;        // CXML_ERROR was returned
  int pending_end;   // an empty element was reported; its end element comes next
  int depth;         // open elements, as reported
  int line;
  int column;

  // The parse.
  xmlParserCtxtPtr context;  // while parsing only
  xmlDictPtr dictionary;     // the parser's, kept for the names the events point to
  int well_formed;
  int out_of_memory;
  event *events;
  int event_count;
  int event_capacity;
  int text_open;  // the last event is a text that the next characters extend
  recorded_attribute *recorded_attributes;
  int recorded_attribute_count;
  int recorded_attribute_capacity;
  char *strings;
  size_t strings_length;
  size_t strings_capacity;

  // The hand-out.
  int next_event;
  const event *current;
  attribute *attributes;
  int attribute_count;
  int attribute_capacity;

  // The first error libxml2 reported, preferring fatal ones.
  char *error_message;
  int error_line;
  int error_column;
  int error_level;

  // The locator: a cursor over the raw bytes that follows the reported events, to give each
  // event the exact position of its markup (libxml2 records only the line where a start tag
  // ends, and no column). Used for ASCII-compatible encodings only.
  int locator_ok;
  size_t cursor;
  int cursor_line;
  int cursor_column;
  int text_pending;  // the cursor is at the start of text already reported
  int has_cr;        // the document holds a carriage return (see `advance`)
};

// MARK: - Errors

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

static void set_error(cxml_reader *r, int level, int line, int column, const char *format, ...) {
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

static void record_libxml_error(void *data, cxml_error_ptr error) {
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
  set_error(r, error->level, error->line, error->int2, "%s", message != NULL ? message : "malformed XML");
}

static int fail(cxml_reader *r) {
  r->failed = 1;
  if (r->error_message == NULL) set_error(r, XML_ERR_FATAL, r->line, r->column, "malformed XML");
  return CXML_ERROR;
}

// MARK: - Prolog check

// A first, cheap pass over the prolog only, with a SAX handler that builds nothing: it stops
// at the first element, and it stops at the first entity declaration, before any reference
// to it could be parsed. That rejects entity bombs and external entities outright, while a
// DOCTYPE that only names an external DTD (Apple's plist DOCTYPE) passes without a fetch.
typedef struct {
  int doctype_line;
  int doctype_column;
  int found_entity;
  char entity_name[128];
} prolog_state;

static void locate_doctype(xmlParserCtxtPtr context, prolog_state *state) {
  xmlParserInputPtr input = context->input;
  state->doctype_line = input != NULL ? input->line : 0;
  state->doctype_column = 0;
  if (input == NULL || input->base == NULL || input->cur == NULL) return;
  // The callback comes after the DOCTYPE's name and external ID: walk back to `<!DOCTYPE`.
  const xmlChar *p = input->cur;
  while (p > input->base && !(p[0] == '<' && strncmp((const char *)p, "<!DOCTYPE", 9) == 0)) p--;
  if (p[0] != '<') return;
  for (const xmlChar *q = p; q < input->cur; q++) {
    if (*q == '\n') state->doctype_line--;
  }
  int column = 1;
  for (const xmlChar *q = p; q > input->base && q[-1] != '\n'; q--) {
    if ((q[-1] & 0xC0) != 0x80) column++;
  }
  state->doctype_column = column;
}

static void prolog_internal_subset(void *data, const xmlChar *name, const xmlChar *external_id,
                                   const xmlChar *system_id) {
  (void)name;
  (void)external_id;
  (void)system_id;
  xmlParserCtxtPtr context = data;
  locate_doctype(context, context->_private);
}

static void prolog_entity(xmlParserCtxtPtr context, const xmlChar *name) {
  prolog_state *state = context->_private;
  if (!state->found_entity) {
    state->found_entity = 1;
    snprintf(state->entity_name, sizeof state->entity_name, "%s", name != NULL ? (const char *)name : "");
  }
  xmlStopParser(context);
}

static void prolog_entity_decl(void *data, const xmlChar *name, int type, const xmlChar *public_id,
                               const xmlChar *system_id, xmlChar *content) {
  (void)type;
  (void)public_id;
  (void)system_id;
  (void)content;
  prolog_entity(data, name);
}

static void prolog_unparsed_entity_decl(void *data, const xmlChar *name, const xmlChar *public_id,
                                        const xmlChar *system_id, const xmlChar *notation) {
  (void)public_id;
  (void)system_id;
  (void)notation;
  prolog_entity(data, name);
}

static void prolog_start_element(void *data, const xmlChar *local_name, const xmlChar *prefix,
                                 const xmlChar *uri, int namespace_count, const xmlChar **namespaces,
                                 int attribute_count, int defaulted, const xmlChar **attributes) {
  (void)local_name;
  (void)prefix;
  (void)uri;
  (void)namespace_count;
  (void)namespaces;
  (void)attribute_count;
  (void)defaulted;
  (void)attributes;
  xmlStopParser(data);  // the prolog is over; the real pass reads the rest
}

static void prolog_ignore_error(void *data, cxml_error_ptr error) {
  (void)data;
  (void)error;  // the real pass reports errors, with the same positions
}

// Returns 0 when the document may be read, -1 (with the error set) when it declares entities.
static int check_prolog(cxml_reader *r) {
  xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt((const char *)r->bytes, (int)r->length);
  if (context == NULL) return 0;  // the real pass reports what is wrong
  xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
  if (sax == NULL) {
    xmlFreeParserCtxt(context);
    return 0;
  }
  memset(sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->internalSubset = prolog_internal_subset;
  sax->entityDecl = prolog_entity_decl;
  sax->unparsedEntityDecl = prolog_unparsed_entity_decl;
  sax->startElementNs = prolog_start_element;
  sax->serror = (xmlStructuredErrorFunc)prolog_ignore_error;
  if (context->sax != NULL) xmlFree(context->sax);
  context->sax = sax;  // freed by xmlFreeParserCtxt
  context->userData = context;
  prolog_state state;
  memset(&state, 0, sizeof state);
  context->_private = &state;
  xmlCtxtUseOptions(context, reader_options);
  xmlParseDocument(context);
  // libxml2 builds a document behind a SAX handler's back when it sees an entity
  // declaration ("expat compatibility"); the context does not own it.
  if (context->myDoc != NULL) {
    xmlFreeDoc(context->myDoc);
    context->myDoc = NULL;
  }
  xmlFreeParserCtxt(context);
  if (!state.found_entity) return 0;
  set_error(r, XML_ERR_FATAL, state.doctype_line, state.doctype_column,
            "the document type declaration declares the entity '%s'; entity declarations are not "
            "accepted (entities are never expanded or loaded)",
            state.entity_name);
  return -1;
}

// MARK: - Locator

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

static void locate_start(cxml_reader *r, const char *qualified_name) {
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

static void locate_end(cxml_reader *r, const char *qualified_name) {
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

static void locate_text(cxml_reader *r, int cdata) {
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

// MARK: - Recording

static int grow(void **items, int *capacity, size_t item_size) {
  int wanted = *capacity == 0 ? 64 : *capacity * 2;
  if (wanted <= *capacity) return -1;
  void *grown = realloc(*items, (size_t)wanted * item_size);
  if (grown == NULL) return -1;
  *items = grown;
  *capacity = wanted;
  return 0;
}

static void run_out_of_memory(cxml_reader *r) {
  if (!r->out_of_memory) xmlStopParser(r->context);
  r->out_of_memory = 1;
}

static event *new_event(cxml_reader *r, int kind) {
  r->text_open = 0;
  if (r->out_of_memory) return NULL;
  if (r->event_count == r->event_capacity &&
      grow((void **)&r->events, &r->event_capacity, sizeof(event)) != 0) {
    run_out_of_memory(r);
    return NULL;
  }
  event *e = &r->events[r->event_count++];
  memset(e, 0, sizeof *e);
  e->kind = kind;
  xmlParserInputPtr input = r->context->input;
  e->libxml2_line = input != NULL ? input->line : 0;
  return e;
}

// Appends `length` bytes to `strings`, NUL-terminated; returns the offset or -1.
static long append_string(cxml_reader *r, const xmlChar *text, size_t length) {
  if (r->out_of_memory) return -1;
  size_t needed = r->strings_length + length + 1;
  if (needed > r->strings_capacity) {
    size_t capacity = r->strings_capacity == 0 ? 4096 : r->strings_capacity;
    while (capacity < needed) capacity *= 2;
    char *grown = realloc(r->strings, capacity);
    if (grown == NULL) {
      run_out_of_memory(r);
      return -1;
    }
    r->strings = grown;
    r->strings_capacity = capacity;
  }
  size_t offset = r->strings_length;
  if (length > 0) memcpy(r->strings + offset, text, length);
  r->strings[offset + length] = 0;
  r->strings_length = needed;
  return (long)offset;
}

// The names of an element or attribute as libxml2's tree names them: a prefix that no
// namespace declares stays part of the local name.
static void tree_names(cxml_reader *r, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                 const xmlChar **local, const xmlChar **qualified) {
  *local = local_name;
  *qualified = local_name;
  if (prefix == NULL) return;
  const xmlChar *full = xmlDictQLookup(r->context->dict, prefix, local_name);
  if (full == NULL) return;
  *qualified = full;
  if (uri == NULL) *local = full;
}

// An attribute value as SAX2 hands it over without entity substitution: an ampersand,
// written `&amp;` or as a character reference, comes as the reference `&#38;`; no other
// `&` can be in it (declared entities are refused before parsing).
static long append_attribute_value(cxml_reader *r, const xmlChar *value, const xmlChar *end) {
  size_t length = (size_t)(end - value);
  if (memchr(value, '&', length) == NULL) return append_string(r, value, length);
  long offset = append_string(r, value, length);
  if (offset < 0) return -1;
  char *start = r->strings + offset;
  char *out = start;
  for (size_t i = 0; i < length; i++) {
    if (value[i] == '&' && length - i >= 5 && memcmp(value + i, "&#38;", 5) == 0) {
      *out++ = '&';
      i += 4;
    } else {
      *out++ = (char)value[i];
    }
  }
  *out = 0;
  r->strings_length = (size_t)(out - r->strings) + 1;
  return offset;
}

static void record_start(void *data, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                         int namespace_count, const xmlChar **namespaces, int attribute_count,
                         int defaulted_count, const xmlChar **attributes) {
  (void)namespace_count;
  (void)namespaces;
  cxml_reader *r = data;
  event *e = new_event(r, EVENT_START);
  if (e == NULL) return;
  tree_names(r, local_name, prefix, uri, &e->local_name, &e->qualified_name);
  e->namespace_uri = uri != NULL ? xmlDictLookup(r->context->dict, uri, -1) : NULL;
  e->first_attribute = r->recorded_attribute_count;
  // Defaulted attributes come from the document type's declarations; like libxml2's tree
  // without XML_PARSE_DTDATTR, the reader leaves them out.
  int count = attribute_count - defaulted_count;
  for (int i = 0; i < count; i++) {
    const xmlChar **a = attributes + 5 * i;  // local name, prefix, URI, value, value end
    if (r->recorded_attribute_count == r->recorded_attribute_capacity &&
        grow((void **)&r->recorded_attributes, &r->recorded_attribute_capacity, sizeof(recorded_attribute)) != 0) {
      run_out_of_memory(r);
      return;
    }
    long value = append_attribute_value(r, a[3], a[4]);
    if (value < 0) return;
    recorded_attribute *recorded = &r->recorded_attributes[r->recorded_attribute_count++];
    tree_names(r, a[0], a[1], a[2], &recorded->local_name, &recorded->qualified_name);
    recorded->namespace_uri = a[2] != NULL ? xmlDictLookup(r->context->dict, a[2], -1) : NULL;
    recorded->value = (size_t)value;
    e->attribute_count++;
  }
}

static void record_end(void *data, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
  cxml_reader *r = data;
  // An empty element `<x/>` ends right after it starts, with the parser just past `/>`.
  xmlParserInputPtr input = r->context->input;
  if (r->event_count > 0 && !r->text_open) {
    event *last = &r->events[r->event_count - 1];
    if (last->kind == EVENT_START && !last->empty && input != NULL && input->cur != NULL &&
        input->cur - input->base >= 2 && input->cur[-2] == '/' && input->cur[-1] == '>') {
      last->empty = 1;
      return;
    }
  }
  event *e = new_event(r, EVENT_END);
  if (e == NULL) return;
  tree_names(r, local_name, prefix, uri, &e->local_name, &e->qualified_name);
}

// Characters and CDATA: consecutive pieces of one kind are one text, as in libxml2's tree,
// where they make one node (the parser hands text over in pieces of at most 300 bytes, and
// every entity or character reference as a piece of its own).
static void record_text(cxml_reader *r, const xmlChar *text, int length, int kind) {
  if (length < 0 || r->out_of_memory) return;
  if (r->text_open && r->events[r->event_count - 1].kind == kind) {
    event *e = &r->events[r->event_count - 1];
    r->strings_length--;  // over the NUL
    if (append_string(r, text, (size_t)length) < 0) return;
    e->text_length += (size_t)length;
    return;
  }
  event *e = new_event(r, kind);
  if (e == NULL) return;
  long offset = append_string(r, text, (size_t)length);
  if (offset < 0) return;
  e->text = (size_t)offset;
  e->text_length = (size_t)length;
  r->text_open = 1;
}

static void record_characters(void *data, const xmlChar *text, int length) {
  record_text(data, text, length, EVENT_TEXT);
}

static void record_cdata(void *data, const xmlChar *text, int length) {
  record_text(data, text, length, EVENT_CDATA);
}

// A comment or processing instruction separates texts.
static void record_comment(void *data, const xmlChar *text) {
  (void)text;
  ((cxml_reader *)data)->text_open = 0;
}

static void record_processing_instruction(void *data, const xmlChar *target, const xmlChar *text) {
  (void)target;
  (void)text;
  ((cxml_reader *)data)->text_open = 0;
}

// libxml2 calls this for a reference to an entity no declaration defines in a document with
// an external DTD (which is never loaded). Declared entities were refused before parsing.
static void record_reference(void *data, const xmlChar *entity_name) {
  cxml_reader *r = data;
  event *e = new_event(r, EVENT_REFERENCE);
  if (e == NULL) return;
  e->local_name = entity_name != NULL ? xmlDictLookup(r->context->dict, entity_name, -1) : NULL;
}

// Parses the whole document into events.
static int parse(cxml_reader *r) {
  xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt((const char *)r->bytes, (int)r->length);
  if (context == NULL) {
    set_error(r, XML_ERR_FATAL, 1, 1, "the document cannot be read as XML");
    return -1;
  }
  xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
  if (sax == NULL) {
    xmlFreeParserCtxt(context);
    set_error(r, XML_ERR_FATAL, 0, 0, "out of memory");
    return -1;
  }
  memset(sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->startElementNs = record_start;
  sax->endElementNs = record_end;
  sax->characters = record_characters;
  sax->ignorableWhitespace = record_characters;
  sax->cdataBlock = record_cdata;
  sax->comment = record_comment;
  sax->processingInstruction = record_processing_instruction;
  sax->reference = record_reference;
  sax->serror = (xmlStructuredErrorFunc)record_libxml_error;
  if (context->sax != NULL) xmlFree(context->sax);
  context->sax = sax;  // freed by xmlFreeParserCtxt
  context->userData = r;
  xmlCtxtUseOptions(context, reader_options);
  r->context = context;
  xmlParseDocument(context);
  r->context = NULL;
  r->well_formed = context->wellFormed;
  r->dictionary = context->dict;
  xmlDictReference(r->dictionary);
  // libxml2 may build a document behind a SAX handler's back; the context does not own it.
  if (context->myDoc != NULL) {
    xmlFreeDoc(context->myDoc);
    context->myDoc = NULL;
  }
  xmlFreeParserCtxt(context);
  return 0;
}

// Points the public attribute accessors at the current start element's attributes.
static int take_attributes(cxml_reader *r, const event *e) {
  r->attribute_count = 0;
  if (e->attribute_count > r->attribute_capacity) {
    attribute *grown = realloc(r->attributes, (size_t)e->attribute_count * sizeof(attribute));
    if (grown == NULL) return -1;
    r->attributes = grown;
    r->attribute_capacity = e->attribute_count;
  }
  for (int i = 0; i < e->attribute_count; i++) {
    const recorded_attribute *recorded = &r->recorded_attributes[e->first_attribute + i];
    attribute *a = &r->attributes[i];
    a->local_name = (const char *)recorded->local_name;
    a->qualified_name = (const char *)recorded->qualified_name;
    a->namespace_uri = (const char *)recorded->namespace_uri;
    a->value = r->strings + recorded->value;
  }
  r->attribute_count = e->attribute_count;
  return 0;
}

// MARK: - Public

cxml_reader *cxml_reader_open(const void *bytes, size_t length, int max_depth, size_t max_bytes) {
  cxml_prepare();
  cxml_reader *r = calloc(1, sizeof *r);
  if (r == NULL) return NULL;
  r->max_depth = max_depth > 0 ? max_depth : 1;
  r->max_bytes = max_bytes < (size_t)INT_MAX ? max_bytes : (size_t)INT_MAX;
  r->length = length;
  if (length <= r->max_bytes) {
    r->bytes = malloc(length > 0 ? length : 1);
    if (r->bytes == NULL) {
      free(r);
      return NULL;
    }
    if (length > 0) memcpy(r->bytes, bytes, length);
  }
  r->cursor_line = 1;
  r->cursor_column = 1;
  // The locator reads bytes as ASCII-compatible; UTF-16 and UTF-32 (BOM or `<` as 00 3C /
  // 3C 00) fall back to libxml2's line numbers.
  const unsigned char *b = r->bytes;
  int wide = b != NULL && length >= 2 && ((b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) ||
                             (b[0] == 0 && b[1] == '<') || (b[0] == '<' && b[1] == 0) || b[0] == 0);
  r->locator_ok = r->bytes != NULL && !wide;
  r->has_cr = r->bytes != NULL && memchr(r->bytes, '\r', length) != NULL;
  if (r->locator_ok && length >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF) {
    r->cursor = 3;  // the UTF-8 byte order mark is not a column
  }
  return r;
}

static int start(cxml_reader *r) {
  r->started = 1;
  if (r->bytes == NULL) {
    set_error(r, XML_ERR_FATAL, 0, 0, "the file is larger than the limit of %zu bytes", r->max_bytes);
    return -1;
  }
  if (r->length == 0) {
    set_error(r, XML_ERR_FATAL, 1, 1, "the document is empty");
    return -1;
  }
  if (check_prolog(r) != 0) return -1;
  return parse(r);
}

// After the last event: the end, or what stopped the parse.
static int finish(cxml_reader *r) {
  if (r->out_of_memory) {
    set_error(r, XML_ERR_FATAL, r->line, r->column, "out of memory");
    return fail(r);
  }
  if (!r->well_formed || (r->error_message != NULL && r->error_level >= XML_ERR_FATAL)) return fail(r);
  r->finished = 1;
  return CXML_END;
}

int cxml_reader_next(cxml_reader *r) {
  if (r == NULL) return CXML_ERROR;
  cxml_prepare();
  if (r->failed) return CXML_ERROR;
  if (r->finished) return CXML_END;
  r->attribute_count = 0;
  if (!r->started && start(r) != 0) return fail(r);
  if (r->pending_end) {
    r->pending_end = 0;
    r->depth--;
    return CXML_END_ELEMENT;  // same element, same position as its start
  }
  if (r->next_event >= r->event_count) {
    r->current = NULL;
    return finish(r);
  }
  const event *e = &r->events[r->next_event++];
  r->current = e;
  switch (e->kind) {
  case EVENT_START:
    locate_start(r, (const char *)e->qualified_name);
    if (r->depth + 1 > r->max_depth) {
      set_error(r, XML_ERR_FATAL, r->line, r->column, "elements are nested more than %d levels deep", r->max_depth);
      return fail(r);
    }
    if (take_attributes(r, e) != 0) {
      set_error(r, XML_ERR_FATAL, r->line, r->column, "out of memory");
      return fail(r);
    }
    r->depth++;
    if (e->empty) r->pending_end = 1;
    return CXML_START_ELEMENT;
  case EVENT_END:
    locate_end(r, (const char *)e->qualified_name);
    r->depth--;
    return CXML_END_ELEMENT;
  case EVENT_TEXT:
    locate_text(r, 0);
    return CXML_TEXT;
  case EVENT_CDATA:
    locate_text(r, 1);
    return CXML_TEXT;
  default: {
    // EVENT_REFERENCE: an entity only an external DTD could define; it is never loaded.
    const char *entity = e->local_name != NULL ? (const char *)e->local_name : "";
    int line = 0;
    int column = 0;
    if (r->locator_ok) {
      char reference[140];
      snprintf(reference, sizeof reference, "&%s;", entity);
      while (r->cursor < r->length && !starts_with(r, r->cursor, reference)) advance(r, 1);
      if (r->cursor < r->length) {
        line = r->cursor_line;
        column = r->cursor_column;
      }
    }
    set_error(r, XML_ERR_FATAL, line, column,
              "reference to the entity '&%s;' (entities other than &lt; &gt; &amp; &apos; &quot; "
              "and character references are not accepted)",
              entity);
    return fail(r);
  }
  }
}

static const event *current_element(cxml_reader *r) {
  return r != NULL && r->current != NULL && (r->current->kind == EVENT_START || r->current->kind == EVENT_END)
             ? r->current
             : NULL;
}

static const event *current_text(cxml_reader *r) {
  return r != NULL && r->current != NULL && (r->current->kind == EVENT_TEXT || r->current->kind == EVENT_CDATA)
             ? r->current
             : NULL;
}

const char *cxml_reader_local_name(cxml_reader *r) {
  const event *e = current_element(r);
  return e != NULL ? (const char *)e->local_name : NULL;
}

const char *cxml_reader_qualified_name(cxml_reader *r) {
  const event *e = current_element(r);
  return e != NULL ? (const char *)e->qualified_name : NULL;
}

const char *cxml_reader_namespace(cxml_reader *r) {
  const event *e = current_element(r);
  return e != NULL ? (const char *)e->namespace_uri : NULL;
}

const char *cxml_reader_value(cxml_reader *r) {
  const event *e = current_text(r);
  return e != NULL ? r->strings + e->text : NULL;
}

size_t cxml_reader_value_length(cxml_reader *r) {
  const event *e = current_text(r);
  return e != NULL ? e->text_length : 0;
}

int cxml_reader_is_empty(cxml_reader *r) {
  const event *e = current_element(r);
  return e != NULL && e->kind == EVENT_START && e->empty;
}

int cxml_reader_attribute_count(cxml_reader *r) { return r != NULL ? r->attribute_count : 0; }

static const attribute *attribute_at(cxml_reader *r, int index) {
  return r != NULL && index >= 0 && index < r->attribute_count ? &r->attributes[index] : NULL;
}

const char *cxml_reader_attribute_local_name(cxml_reader *r, int index) {
  const attribute *a = attribute_at(r, index);
  return a != NULL ? a->local_name : NULL;
}

const char *cxml_reader_attribute_qualified_name(cxml_reader *r, int index) {
  const attribute *a = attribute_at(r, index);
  return a != NULL ? a->qualified_name : NULL;
}

const char *cxml_reader_attribute_namespace(cxml_reader *r, int index) {
  const attribute *a = attribute_at(r, index);
  return a != NULL ? a->namespace_uri : NULL;
}

const char *cxml_reader_attribute_value(cxml_reader *r, int index) {
  const attribute *a = attribute_at(r, index);
  return a != NULL ? a->value : NULL;
}

const char *cxml_reader_attribute_named(cxml_reader *r, const char *local_name) {
  if (r == NULL || local_name == NULL) return NULL;
  for (int i = 0; i < r->attribute_count; i++) {
    const attribute *a = &r->attributes[i];
    if (a->namespace_uri == NULL && a->local_name != NULL && strcmp(a->local_name, local_name) == 0) {
      return a->value;
    }
  }
  return NULL;
}

const char *cxml_reader_attribute(cxml_reader *r, const char *qualified_name) {
  if (r == NULL || qualified_name == NULL) return NULL;
  for (int i = 0; i < r->attribute_count; i++) {
    if (r->attributes[i].qualified_name != NULL && strcmp(r->attributes[i].qualified_name, qualified_name) == 0) {
      return r->attributes[i].value;
    }
  }
  return NULL;
}

int cxml_reader_line(cxml_reader *r) { return r != NULL ? r->line : 0; }
int cxml_reader_column(cxml_reader *r) { return r != NULL ? r->column : 0; }

const char *cxml_reader_error_message(cxml_reader *r) {
  return r != NULL && r->failed ? r->error_message : NULL;
}
int cxml_reader_error_line(cxml_reader *r) { return r != NULL && r->failed ? r->error_line : 0; }
int cxml_reader_error_column(cxml_reader *r) { return r != NULL && r->failed ? r->error_column : 0; }

void cxml_reader_close(cxml_reader *r) {
  if (r == NULL) return;
  cxml_prepare();
  free(r->events);
  free(r->recorded_attributes);
  free(r->strings);
  free(r->attributes);
  if (r->dictionary != NULL) xmlDictFree(r->dictionary);
  free(r->bytes);
  free(r->error_message);
  free(r);
}
