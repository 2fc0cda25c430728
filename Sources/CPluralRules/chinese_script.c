#include "chinese_script.h"

#include <string.h>
#include <unicode/utrans.h>
#include <unicode/ustring.h>

int32_t localeshot_convert_chinese_script(int32_t to_traditional, const uint16_t *utf16, int32_t length,
                                          uint16_t *out, int32_t capacity) {
    if (utf16 == NULL || out == NULL || length < 0 || capacity < length) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar id[16];
    u_uastrcpy(id, to_traditional ? "Hans-Hant" : "Hant-Hans");
    // Opened per call: a transliterator is not safe to share between threads, and the
    // checker converts only the few texts it suspects.
    UTransliterator *transliterator = utrans_openU(id, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) return -1;
    memcpy(out, utf16, (size_t)length * sizeof(uint16_t));
    int32_t converted = length, limit = length;
    utrans_transUChars(transliterator, (UChar *)out, &converted, capacity, 0, &limit, &status);
    utrans_close(transliterator);
    return U_FAILURE(status) ? -1 : converted;
}
