// CLDR plural rules through ICU's upluralrules, behind plain C types only: a Swift module that
// imports ICU's own headers clashes with the toolchain's _FoundationICU (see DESIGN.md).
#ifndef LOCALESHOT_PLURAL_RULES_H
#define LOCALESHOT_PLURAL_RULES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the plural category ICU selects for `number` in `locale` ("one", "few"…), NUL-ended,
/// into `buffer`. Returns the category's length, or -1 when ICU fails or `capacity` is too small.
int32_t localeshot_plural_select(const char *locale, double number, char *buffer, int32_t capacity);

/// Writes the plural categories `locale` defines (integers and decimals), space-separated in
/// ICU's order, NUL-ended, into `buffer`. Returns the length written, or -1 on failure.
int32_t localeshot_plural_keywords(const char *locale, char *buffer, int32_t capacity);

/// Writes the categories ICU selects for the whole numbers 0…1000 in `locale` (and, when
/// `large` is non-zero, also for 10^4…10^9 and millions, where French-like rules pick `many`),
/// space-separated in ICU's keyword order, NUL-ended. Returns the length, or -1 on failure.
int32_t localeshot_plural_integer_categories(const char *locale, int32_t large, char *buffer, int32_t capacity);

/// 1 when CLDR has plural rules of its own for `language` (a language subtag: "be", "pt"),
/// 0 when ICU would fall back to the root rules (`other` only) because it does not know it.
int32_t localeshot_plural_rules_known(const char *language);

#ifdef __cplusplus
}
#endif

#endif
