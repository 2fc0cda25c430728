#include "plural_rules.h"

#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int32_t localeshot_plural_select(const char *locale, double number, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length < 0 || length >= capacity || length >= 32) return -1;
    u_UCharsToChars(keyword, buffer, length);
    buffer[length] = '\0';
    return length;
}

int32_t localeshot_plural_keywords(const char *locale, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    int32_t written = 0;
    if (U_SUCCESS(status) && keywords != NULL) {
        int32_t length = 0;
        const char *keyword;
        while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
            int32_t needed = length + (written > 0 ? 1 : 0);
            if (written + needed >= capacity) { written = -1; break; }
            if (written > 0) buffer[written++] = ' ';
            memcpy(buffer + written, keyword, (size_t)length);
            written += length;
        }
        uenum_close(keywords);
    }
    uplrules_close(rules);
    if (U_FAILURE(status) || written < 0) return -1;
    buffer[written] = '\0';
    return written;
}

int32_t localeshot_plural_integer_categories(const char *locale, int32_t large, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    // Keywords in ICU's order; a mark for each one some number selects.
    char names[6][16];
    int32_t count = 0, seen[6] = {0};
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_SUCCESS(status) && keywords != NULL) {
        int32_t length = 0;
        const char *keyword;
        while (count < 6 && (keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
            if (length >= 16) continue;
            memcpy(names[count], keyword, (size_t)length);
            names[count++][length] = '\0';
        }
        uenum_close(keywords);
    }
    double extra[] = {1e4, 1e5, 1e6, 2e6, 3e6, 5e6, 1e7, 1e8, 1e9, 10001, 100001, 1000001};
    int32_t total = 1001 + (large ? (int32_t)(sizeof extra / sizeof extra[0]) : 0);
    for (int32_t index = 0; index < total && U_SUCCESS(status); index++) {
        double number = index <= 1000 ? (double)index : extra[index - 1001];
        UChar keyword[32];
        int32_t length = uplrules_select(rules, number, keyword, 32, &status);
        if (U_FAILURE(status) || length <= 0 || length >= 16) continue;
        char name[16];
        u_UCharsToChars(keyword, name, length);
        name[length] = '\0';
        for (int32_t k = 0; k < count; k++) if (strcmp(names[k], name) == 0) seen[k] = 1;
    }
    uplrules_close(rules);
    if (U_FAILURE(status)) return -1;
    int32_t written = 0;
    for (int32_t k = 0; k < count; k++) {
        if (!seen[k]) continue;
        int32_t length = (int32_t)strlen(names[k]);
        if (written + length + 1 >= capacity) return -1;
        if (written > 0) buffer[written++] = ' ';
        memcpy(buffer + written, names[k], (size_t)length);
        written += length;
    }
    buffer[written] = '\0';
    return written;
}

int32_t localeshot_plural_rules_known(const char *language) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", &status);
    UResourceBundle *locales = ures_getByKey(plurals, "locales", NULL, &status);
    UResourceBundle *entry = ures_getByKey(locales, language, NULL, &status);
    int32_t known = U_SUCCESS(status) ? 1 : 0;
    ures_close(entry);
    ures_close(locales);
    ures_close(plurals);
    return known;
}
