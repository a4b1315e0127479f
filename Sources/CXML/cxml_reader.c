// The public reader: opens, makes the parser on the first call, then hands out one event per
// call, feeding the parser the next piece of the document whenever the events run out.

#include "cxml_reader_state.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static int fail(cxml_reader *r) {
  r->failed = 1;
  if (r->error_message == NULL) cxml_set_error(r, XML_ERR_FATAL, r->line, r->column, "malformed XML");
  return CXML_ERROR;
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
    cxml_set_error(r, XML_ERR_FATAL, 0, 0, "the file is larger than the limit of %zu bytes", r->max_bytes);
    return -1;
  }
  if (r->length == 0) {
    cxml_set_error(r, XML_ERR_FATAL, 1, 1, "the document is empty");
    return -1;
  }
  if (cxml_check_prolog(r) != 0) return -1;
  return cxml_parse_start(r);
}

// After the last event: the end, or what stopped the parse.
static int finish(cxml_reader *r) {
  if (r->out_of_memory) {
    cxml_set_error(r, XML_ERR_FATAL, r->line, r->column, "out of memory");
    return fail(r);
  }
  if (!cxml_parse_well_formed(r) || (r->error_message != NULL && r->error_level >= XML_ERR_FATAL)) {
    return fail(r);
  }
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
  while (r->next_event >= cxml_ready_events(r)) {
    if (r->parse_done) {
      r->current = NULL;
      return finish(r);
    }
    cxml_parse_more(r);
  }
  const event *e = &r->events[r->next_event++];
  r->current = e;
  switch (e->kind) {
  case EVENT_START:
    cxml_locate_start(r, (const char *)e->qualified_name);
    if (r->depth + 1 > r->max_depth) {
      cxml_set_error(r, XML_ERR_FATAL, r->line, r->column, "elements are nested more than %d levels deep", r->max_depth);
      return fail(r);
    }
    if (take_attributes(r, e) != 0) {
      cxml_set_error(r, XML_ERR_FATAL, r->line, r->column, "out of memory");
      return fail(r);
    }
    r->depth++;
    if (e->empty) r->pending_end = 1;
    return CXML_START_ELEMENT;
  case EVENT_END:
    cxml_locate_end(r, (const char *)e->qualified_name);
    r->depth--;
    return CXML_END_ELEMENT;
  case EVENT_TEXT:
    cxml_locate_text(r, 0);
    return CXML_TEXT;
  case EVENT_CDATA:
    cxml_locate_text(r, 1);
    return CXML_TEXT;
  default: {
    // EVENT_REFERENCE: an entity only an external DTD could define; it is never loaded.
    const char *entity = e->local_name != NULL ? (const char *)e->local_name : "";
    int line;
    int column;
    cxml_locate_reference(r, entity, &line, &column);
    cxml_set_error(r, XML_ERR_FATAL, line, column,
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
  cxml_parse_close(r);
  free(r->attributes);
  free(r->bytes);
  free(r->error_message);
  free(r);
}
