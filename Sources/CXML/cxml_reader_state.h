#ifndef CXML_READER_STATE_H
#define CXML_READER_STATE_H

// The reader's state, shared by its C files (never seen by Swift):
// - cxml_reader.c: the public functions, handing out events;
// - cxml_reader_errors.c: the first error, as one line;
// - cxml_prolog.c: the check that refuses entity declarations before parsing;
// - cxml_events.c: the SAX2 parse into events;
// - cxml_locator.c: each event's exact line and column in the raw bytes.

#include "cxml.h"
#include "cxml_internal.h"

#include <libxml/parser.h>
#include <stddef.h>

// Parser options. Deliberately absent: XML_PARSE_NOENT (would expand entities),
// XML_PARSE_DTDLOAD / DTDATTR / DTDVALID (would load the external DTD), XML_PARSE_HUGE
// (would lift libxml2's depth and text-size limits), XML_PARSE_XINCLUDE.
// XML_PARSE_BIG_LINES keeps line numbers beyond 65535 exact.
#define CXML_READER_OPTIONS (XML_PARSE_NONET | XML_PARSE_BIG_LINES)

// How the reader works: libxml2's SAX2 parser, which builds no tree, is fed the document a
// piece at a time; its callbacks record the events of each piece (names from the parser's
// dictionary, texts and attribute values copied into one buffer), and every call hands out
// the next event, placing it with the locator. libxml2's own pull reader builds and frees a
// tree node for every event, which cost twice the parse itself. Feeding by pieces keeps
// the memory of the events bounded whatever the document's size.

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
  int started;       // the prolog was checked and the parser made
  int finished;      // CXML_END was returned
  int failed;        // CXML_ERROR was returned
  int pending_end;   // an empty element was reported; its end element comes next
  int depth;         // open elements, as reported
  int line;
  int column;

  // The parse.
  xmlParserCtxtPtr context;  // libxml2's push parser; its dictionary holds the events' names
  size_t fed;                // bytes of the document given to the parser
  int parse_done;            // the parser has seen the whole document, or stopped at an error
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

// Errors (cxml_reader_errors.c).
void cxml_set_error(cxml_reader *r, int level, int line, int column, const char *format, ...);
void cxml_record_libxml_error(void *data, cxml_error_ptr error);

/// 0 when the document may be parsed, -1 (with the error set) when its DTD declares
/// entities (cxml_prolog.c).
int cxml_check_prolog(cxml_reader *r);

// The parse (cxml_events.c).
/// Makes the parser; -1 (with the error set) when it cannot be made.
int cxml_parse_start(cxml_reader *r);
/// Drops the events handed out, keeping a text the next piece may extend, then feeds the
/// parser the next piece, recording its events; sets `parse_done` after the last piece or a
/// fatal error.
void cxml_parse_more(cxml_reader *r);
/// How many of the recorded events may be handed out: all but a text the next piece may
/// extend.
int cxml_ready_events(const cxml_reader *r);
/// Whether the document is well-formed, as far as the parser has read it.
int cxml_parse_well_formed(const cxml_reader *r);
/// Frees the parser and the events.
void cxml_parse_close(cxml_reader *r);

// The locator (cxml_locator.c): each moves the cursor over the event's markup and sets the
// reader's line and column, falling back to libxml2's line when out of step.
void cxml_locate_start(cxml_reader *r, const char *qualified_name);
void cxml_locate_end(cxml_reader *r, const char *qualified_name);
void cxml_locate_text(cxml_reader *r, int cdata);
/// The position of the next reference `&entity;`, or 0 and 0.
void cxml_locate_reference(cxml_reader *r, const char *entity, int *line, int *column);

#endif
