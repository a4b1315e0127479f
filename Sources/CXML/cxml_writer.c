#include "cxml.h"
#include "cxml_internal.h"

#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct cxml_writer {
  xmlBufferPtr buffer;
  xmlTextWriterPtr writer;
  int failed;
  int finished;
  unsigned char *scratch;  // the escaped form of the current text or value
  size_t scratch_length;
  size_t scratch_capacity;
};

// MARK: - Sanitising and escaping

// Decodes one scalar from well-formed UTF-8; anything else (a stray continuation byte, an
// overlong form, an encoded surrogate, a value above U+10FFFF, a truncated sequence) gives
// U+FFFD for its first byte, so the rest resynchronises on the next lead byte.
static size_t decode(const unsigned char *s, size_t n, uint32_t *scalar) {
  unsigned char b = s[0];
  size_t need;
  uint32_t value;
  uint32_t minimum;
  if (b < 0x80) {
    *scalar = b;
    return 1;
  } else if (b >= 0xC2 && b <= 0xDF) {
    need = 1;
    value = b & 0x1F;
    minimum = 0x80;
  } else if (b >= 0xE0 && b <= 0xEF) {
    need = 2;
    value = b & 0x0F;
    minimum = 0x800;
  } else if (b >= 0xF0 && b <= 0xF4) {
    need = 3;
    value = b & 0x07;
    minimum = 0x10000;
  } else {
    *scalar = 0xFFFD;
    return 1;
  }
  if (n < need + 1) {
    *scalar = 0xFFFD;
    return 1;
  }
  for (size_t i = 1; i <= need; i++) {
    if ((s[i] & 0xC0) != 0x80) {
      *scalar = 0xFFFD;
      return 1;
    }
    value = (value << 6) | (s[i] & 0x3F);
  }
  if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
    *scalar = 0xFFFD;
    return 1;
  }
  *scalar = value;
  return need + 1;
}

// XML 1.0's Char production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
// [#x10000-#x10FFFF]. Surrogates never get here (decode refuses them).
static int allowed(uint32_t c) {
  if (c < 0x20) return c == 0x09 || c == 0x0A || c == 0x0D;
  return c != 0xFFFE && c != 0xFFFF;
}

static int reserve(cxml_writer *w, size_t extra) {
  if (w->scratch_length + extra + 1 <= w->scratch_capacity) return 0;
  size_t capacity = w->scratch_capacity == 0 ? 256 : w->scratch_capacity;
  while (capacity < w->scratch_length + extra + 1) capacity *= 2;
  unsigned char *grown = realloc(w->scratch, capacity);
  if (grown == NULL) return -1;
  w->scratch = grown;
  w->scratch_capacity = capacity;
  return 0;
}

static int append(cxml_writer *w, const char *s, size_t n) {
  if (reserve(w, n) != 0) return -1;
  memcpy(w->scratch + w->scratch_length, s, n);
  w->scratch_length += n;
  return 0;
}

static int append_scalar(cxml_writer *w, uint32_t c) {
  char out[4];
  size_t n;
  if (c < 0x80) {
    out[0] = (char)c;
    n = 1;
  } else if (c < 0x800) {
    out[0] = (char)(0xC0 | (c >> 6));
    out[1] = (char)(0x80 | (c & 0x3F));
    n = 2;
  } else if (c < 0x10000) {
    out[0] = (char)(0xE0 | (c >> 12));
    out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (char)(0x80 | (c & 0x3F));
    n = 3;
  } else {
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    n = 4;
  }
  return append(w, out, n);
}

// Sanitises and escapes into the scratch buffer (NUL-terminated). We escape ourselves, then
// hand libxml2 finished markup: its attribute escaping turns every non-ASCII character into
// a character reference when it writes to memory, and it passes forbidden characters raw.
// In attribute values, tab, line feed and carriage return are written as references so a
// reader's attribute-value normalisation gives them back unchanged; in text, a carriage
// return is, so it is not read back as a line feed.
static int escape(cxml_writer *w, const char *text, size_t length, int in_attribute) {
  w->scratch_length = 0;
  const unsigned char *s = (const unsigned char *)text;
  size_t i = 0;
  while (i < length) {
    uint32_t c;
    i += decode(s + i, length - i, &c);
    if (!allowed(c)) c = 0xFFFD;
    int status;
    switch (c) {
    case '&': status = append(w, "&amp;", 5); break;
    case '<': status = append(w, "&lt;", 4); break;
    case '>': status = append(w, "&gt;", 4); break;  // `]]>` must not appear in text
    case '"': status = in_attribute ? append(w, "&quot;", 6) : append_scalar(w, c); break;
    case '\t': status = in_attribute ? append(w, "&#9;", 4) : append_scalar(w, c); break;
    case '\n': status = in_attribute ? append(w, "&#10;", 5) : append_scalar(w, c); break;
    case '\r': status = append(w, "&#13;", 5); break;
    default: status = append_scalar(w, c); break;
    }
    if (status != 0) return -1;
  }
  if (reserve(w, 0) != 0) return -1;
  w->scratch[w->scratch_length] = 0;
  return 0;
}

// MARK: - Public

static int check(cxml_writer *w, int status) {
  if (status < 0) w->failed = 1;
  return status < 0 ? -1 : 0;
}

cxml_writer *cxml_writer_new(void) {
  cxml_prepare();
  cxml_writer *w = calloc(1, sizeof *w);
  if (w == NULL) return NULL;
  w->buffer = xmlBufferCreate();
  w->writer = w->buffer != NULL ? xmlNewTextWriterMemory(w->buffer, 0) : NULL;
  if (w->writer == NULL) {
    cxml_writer_free(w);
    return NULL;
  }
  xmlTextWriterSetIndent(w->writer, 1);
  xmlTextWriterSetIndentString(w->writer, BAD_CAST "  ");
  if (xmlTextWriterStartDocument(w->writer, "1.0", "UTF-8", NULL) < 0) {
    cxml_writer_free(w);
    return NULL;
  }
  return w;
}

int cxml_writer_start_element(cxml_writer *w, const char *name) {
  if (w == NULL || w->failed || w->finished || name == NULL) return -1;
  cxml_prepare();
  return check(w, xmlTextWriterStartElement(w->writer, BAD_CAST name));
}

int cxml_writer_attribute(cxml_writer *w, const char *name, const char *value, size_t length) {
  if (w == NULL || w->failed || w->finished || name == NULL || (value == NULL && length > 0)) return -1;
  cxml_prepare();
  if (escape(w, value != NULL ? value : "", length, 1) != 0) return check(w, -1);
  if (check(w, xmlTextWriterStartAttribute(w->writer, BAD_CAST name)) != 0) return -1;
  if (check(w, xmlTextWriterWriteRaw(w->writer, w->scratch)) != 0) return -1;
  return check(w, xmlTextWriterEndAttribute(w->writer));
}

int cxml_writer_text(cxml_writer *w, const char *text, size_t length) {
  if (w == NULL || w->failed || w->finished || (text == NULL && length > 0)) return -1;
  cxml_prepare();
  if (escape(w, text != NULL ? text : "", length, 0) != 0) return check(w, -1);
  return check(w, xmlTextWriterWriteRaw(w->writer, w->scratch));
}

int cxml_writer_end_element(cxml_writer *w) {
  if (w == NULL || w->failed || w->finished) return -1;
  cxml_prepare();
  return check(w, xmlTextWriterEndElement(w->writer));
}

const unsigned char *cxml_writer_finish(cxml_writer *w, size_t *length) {
  if (length != NULL) *length = 0;
  if (w == NULL || w->failed) return NULL;
  cxml_prepare();
  if (!w->finished) {
    w->finished = 1;
    if (check(w, xmlTextWriterEndDocument(w->writer)) != 0) return NULL;
    if (check(w, xmlTextWriterFlush(w->writer)) != 0) return NULL;
  }
  if (length != NULL) *length = (size_t)xmlBufferLength(w->buffer);
  return xmlBufferContent(w->buffer);
}

const unsigned char *cxml_writer_written(cxml_writer *w, size_t *length) {
  if (length != NULL) *length = 0;
  if (w == NULL || w->failed) return NULL;
  cxml_prepare();
  if (check(w, xmlTextWriterFlush(w->writer)) != 0) return NULL;
  if (length != NULL) *length = (size_t)xmlBufferLength(w->buffer);
  return xmlBufferContent(w->buffer);
}

void cxml_writer_forget_written(cxml_writer *w) {
  if (w == NULL || w->failed) return;
  xmlBufferEmpty(w->buffer);
}

void cxml_writer_free(cxml_writer *w) {
  if (w == NULL) return;
  cxml_prepare();
  if (w->writer != NULL) xmlFreeTextWriter(w->writer);  // flushes into the buffer
  if (w->buffer != NULL) xmlBufferFree(w->buffer);
  free(w->scratch);
  free(w);
}
