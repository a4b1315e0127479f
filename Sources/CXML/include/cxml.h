#ifndef CXML_H
#define CXML_H
// Placeholder; the hardened reader and the writer come next.
int cxml_version(void);
#endif
