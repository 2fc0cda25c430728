#include "unit_names.h"

#include <stdio.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

int32_t localeshot_format_measures(const char *locale, const char *unit, int32_t short_width, const double *numbers, int32_t count,
                                   uint16_t *out, int32_t capacity) {
    if (locale == NULL || unit == NULL || numbers == NULL || out == NULL || count < 0 || capacity <= 0 || strlen(unit) > 64) return -1;
    char skeleton[128];
    snprintf(skeleton, sizeof skeleton, "measure-unit/%s unit-width-%s", unit, short_width ? "short" : "full-name");
    UChar wide[128];
    u_uastrcpy(wide, skeleton);
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(wide, -1, locale, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t written = 0;
    for (int32_t index = 0; index < count && U_SUCCESS(status); index++) {
        unumf_formatDouble(formatter, numbers[index], result, &status);
        int32_t length = unumf_resultToString(result, (UChar *)out + written, capacity - written, &status);
        if (U_FAILURE(status) || length < 0 || written + length + 1 > capacity) { written = -1; break; }
        written += length;
        out[written++] = '\n';
    }
    if (U_FAILURE(status)) written = -1;
    if (result != NULL) unumf_closeResult(result);
    if (formatter != NULL) unumf_close(formatter);
    return written;
}
