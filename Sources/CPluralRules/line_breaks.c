#include "line_breaks.h"

#include <unicode/ubrk.h>

int32_t localeshot_line_breaks(const char *locale, const uint16_t *utf16, int32_t length,
                               int32_t *breaks, uint8_t *hard, int32_t capacity) {
    if (locale == NULL || length < 0 || capacity < 0 || (length > 0 && (utf16 == NULL || breaks == NULL || hard == NULL))) {
        return -1;
    }
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)utf16, length, &status);
    if (U_FAILURE(status) || iterator == NULL) return -1;
    int32_t count = 0;
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
        if (count >= capacity) { count = -1; break; }
        int32_t rule = ubrk_getRuleStatus(iterator);
        breaks[count] = position;
        hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count++;
    }
    ubrk_close(iterator);
    return count;
}
