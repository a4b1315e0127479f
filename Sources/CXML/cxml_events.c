// The parse: libxml2's SAX2 parser runs over the whole document and its callbacks record
// the events the reader hands out (see cxml_reader_state.h).

#include "cxml_reader_state.h"

#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

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
    if (append_string(r, text, (size_t)length) < 0) {
      r->strings_length++;  // the text keeps its NUL
      return;
    }
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

// How much of the document the parser is given at a time: large enough that most string
// tables go in one piece, small enough that the events of a piece take little memory.
static const size_t piece_size = 256 * 1024;

int cxml_parse_start(cxml_reader *r) {
  xmlSAXHandler handler;
  memset(&handler, 0, sizeof handler);
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = record_start;
  handler.endElementNs = record_end;
  handler.characters = record_characters;
  handler.ignorableWhitespace = record_characters;
  handler.cdataBlock = record_cdata;
  handler.comment = record_comment;
  handler.processingInstruction = record_processing_instruction;
  handler.reference = record_reference;
  handler.serror = (xmlStructuredErrorFunc)cxml_record_libxml_error;
  // The handler is copied into the context, with `r` as the callbacks' data. No byte is
  // given yet, so no callback runs before `r->context` is set.
  r->context = xmlCreatePushParserCtxt(&handler, r, NULL, 0, NULL);
  if (r->context == NULL) {
    cxml_set_error(r, XML_ERR_FATAL, 1, 1, "the document cannot be read as XML");
    return -1;
  }
  xmlCtxtUseOptions(r->context, CXML_READER_OPTIONS);
  return 0;
}

// Moves what was not handed out (at most a text still open) to the front of the buffers.
static void drop_handed_out(cxml_reader *r) {
  int kept = r->event_count - r->next_event;
  if (kept > 1 || (kept == 1 && r->events[r->next_event].kind != EVENT_TEXT &&
                   r->events[r->next_event].kind != EVENT_CDATA)) {
    return;  // never the case; keeping everything is always correct
  }
  r->current = NULL;
  r->recorded_attribute_count = 0;
  if (kept == 0) {
    r->event_count = 0;
    r->strings_length = 0;
  } else {
    event *text = &r->events[r->next_event];
    memmove(r->strings, r->strings + text->text, text->text_length + 1);
    text->text = 0;
    r->strings_length = text->text_length + 1;
    r->events[0] = *text;
    r->event_count = 1;
  }
  r->next_event = 0;
}

void cxml_parse_more(cxml_reader *r) {
  if (r->parse_done) return;
  drop_handed_out(r);
  size_t piece = r->length - r->fed < piece_size ? r->length - r->fed : piece_size;
  int last = r->fed + piece == r->length;
  xmlParseChunk(r->context, (const char *)r->bytes + r->fed, (int)piece, last);
  r->fed += piece;
  // After a fatal error libxml2 calls back no more: the rest is not worth parsing.
  if (last || r->out_of_memory || !r->context->wellFormed) r->parse_done = 1;
}

int cxml_ready_events(const cxml_reader *r) {
  return r->text_open && !r->parse_done ? r->event_count - 1 : r->event_count;
}

int cxml_parse_well_formed(const cxml_reader *r) {
  return r->context != NULL && r->context->wellFormed && !r->out_of_memory;
}

void cxml_parse_close(cxml_reader *r) {
  if (r->context != NULL) {
    // libxml2 may build a document behind a SAX handler's back; the context does not own it.
    if (r->context->myDoc != NULL) {
      xmlFreeDoc(r->context->myDoc);
      r->context->myDoc = NULL;
    }
    xmlFreeParserCtxt(r->context);
    r->context = NULL;
  }
  free(r->events);
  free(r->recorded_attributes);
  free(r->strings);
}
