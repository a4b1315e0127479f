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
int cxml_parse_events(cxml_reader *r) {
  xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt((const char *)r->bytes, (int)r->length);
  if (context == NULL) {
    cxml_set_error(r, XML_ERR_FATAL, 1, 1, "the document cannot be read as XML");
    return -1;
  }
  xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
  if (sax == NULL) {
    xmlFreeParserCtxt(context);
    cxml_set_error(r, XML_ERR_FATAL, 0, 0, "out of memory");
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
  sax->serror = (xmlStructuredErrorFunc)cxml_record_libxml_error;
  if (context->sax != NULL) xmlFree(context->sax);
  context->sax = sax;  // freed by xmlFreeParserCtxt
  context->userData = r;
  xmlCtxtUseOptions(context, CXML_READER_OPTIONS);
  r->context = context;
  xmlParseDocument(context);
  r->context = NULL;
  r->well_formed = context->wellFormed;
  // libxml2 takes a NUL character after the root element for the end of a document in
  // memory and stops there without an error. XML allows no NUL anywhere, and whatever
  // follows would be lost without a word.
  xmlParserInputPtr input = context->input;
  if (r->well_formed && input != NULL && input->cur != NULL && input->end != NULL && input->cur < input->end) {
    cxml_set_error(r, XML_ERR_FATAL, input->line, input->col,
                   "a NUL character after the root element (XML allows none; nothing after it is read)");
    r->well_formed = 0;
  }
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
