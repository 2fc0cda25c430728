// Simplified ↔ Traditional Chinese through ICU's "Hans-Hant" and "Hant-Hans" transliterators,
// behind plain C types only: a Swift module that imports ICU's own headers clashes with the
// toolchain's _FoundationICU (see DESIGN.md).
#ifndef LOCALESHOT_CHINESE_SCRIPT_H
#define LOCALESHOT_CHINESE_SCRIPT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes `utf16` (`length` UTF-16 code units) converted to Traditional characters
/// (`to_traditional` 1) or to Simplified ones (0) into `out`. Returns the converted length,
/// or -1 when ICU fails, an argument is invalid or `capacity` is too small.
int32_t localeshot_convert_chinese_script(int32_t to_traditional, const uint16_t *utf16, int32_t length,
                                          uint16_t *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
