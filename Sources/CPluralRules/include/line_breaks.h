// UAX #14 line breaking through ICU's ubrk_* line iterator, behind plain C types only: a Swift
// module that imports ICU's own headers clashes with the toolchain's _FoundationICU (see DESIGN.md).
#ifndef LOCALESHOT_LINE_BREAKS_H
#define LOCALESHOT_LINE_BREAKS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the line-break opportunities ICU's line iterator finds in `utf16` (`length` UTF-16
/// code units) for `locale` (e.g. "th", "ja", "ja@lb=strict"), as UTF-16 offsets in increasing
/// order, into `breaks` (the end of the text included, the start never). `hard[i]` is 1 when
/// break `i` is mandatory (after a line feed or paragraph separator), 0 when it is an
/// opportunity. Thai, Lao, Khmer and Burmese use ICU's dictionaries.
/// Returns the number of breaks, or -1 when ICU fails, an argument is invalid or more than
/// `capacity` breaks exist.
int32_t localeshot_line_breaks(const char *locale, const uint16_t *utf16, int32_t length,
                               int32_t *breaks, uint8_t *hard, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
