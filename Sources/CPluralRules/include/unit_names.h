// CLDR's names of measure units (e.g. "5 минут", "2 Minuten") through ICU's number formatter,
// behind plain C types only: a Swift module that imports ICU's own headers clashes with the
// toolchain's _FoundationICU (see DESIGN.md).
#ifndef LOCALESHOT_UNIT_NAMES_H
#define LOCALESHOT_UNIT_NAMES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes each of `numbers` (`count` of them) formatted with the unit `unit` (an ICU unit
/// identifier such as "duration-minute") in `locale` as UTF-16 into `out`, each followed by a
/// line feed: the full name when `short_width` is 0 ("5 minutes"), the short one otherwise
/// ("5 min"). One formatter serves every number. Returns the written length, or -1 when ICU
/// fails, an argument is invalid or `capacity` is too small.
int32_t localeshot_format_measures(const char *locale, const char *unit, int32_t short_width, const double *numbers, int32_t count,
                                   uint16_t *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
