// The Paeth filter of PNG rows undone for RGBA pixels (RFC 2083, 6.6), for PNGFastDecoder.
// The predictor of each byte depends on the byte to its left, so a row is a chain of
// pixels; the four channels of a pixel are worked out at once in 16-bit vector lanes
// (SSE2, which every x86-64 processor has), a portable loop elsewhere. Swift's generic
// SIMD types widened and narrowed element by element here: 49 instructions a pixel.
#ifndef CPNG_UNFILTER_H
#define CPNG_UNFILTER_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// `target[i] = source[i] + Paeth(left, above, upper left)` for `width` RGBA pixels.
/// `above` is the unfiltered row above (zeros for the first row); `target` may be `source` or
/// lie left of it (each pixel is read before one is written).
static inline void cpng_unfilter_paeth_rgba(const unsigned char *source, const unsigned char *above,
                                            unsigned char *target, size_t width) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i left = zero, upperLeft = zero;
    for (size_t x = 0; x < width; x++) {
        int32_t upBytes, sourceBytes;
        memcpy(&upBytes, above + 4 * x, 4);
        memcpy(&sourceBytes, source + 4 * x, 4);
        __m128i up = _mm_unpacklo_epi8(_mm_cvtsi32_si128(upBytes), zero);
        __m128i toLeft = _mm_sub_epi16(up, upperLeft);          // p - left
        __m128i toUp = _mm_sub_epi16(left, upperLeft);          // p - up
        __m128i toUpperLeft = _mm_add_epi16(toLeft, toUp);      // p - upper left
        toLeft = _mm_max_epi16(toLeft, _mm_sub_epi16(zero, toLeft));
        toUp = _mm_max_epi16(toUp, _mm_sub_epi16(zero, toUp));
        toUpperLeft = _mm_max_epi16(toUpperLeft, _mm_sub_epi16(zero, toUpperLeft));
        // Nearest wins; ties go to left, then up.
        __m128i useLeft = _mm_cmpeq_epi16(_mm_min_epi16(toLeft, _mm_min_epi16(toUp, toUpperLeft)), toLeft);
        __m128i useUp = _mm_andnot_si128(useLeft, _mm_cmpeq_epi16(_mm_min_epi16(toUp, toUpperLeft), toUp));
        __m128i useUpperLeft = _mm_andnot_si128(_mm_or_si128(useLeft, useUp), _mm_cmpeq_epi16(zero, zero));
        __m128i predictor = _mm_or_si128(_mm_or_si128(_mm_and_si128(useLeft, left), _mm_and_si128(useUp, up)),
                                         _mm_and_si128(useUpperLeft, upperLeft));
        __m128i value = _mm_add_epi8(_mm_cvtsi32_si128(sourceBytes), _mm_packus_epi16(predictor, zero));
        int32_t valueBytes = _mm_cvtsi128_si32(value);
        memcpy(target + 4 * x, &valueBytes, 4);
        left = _mm_unpacklo_epi8(value, zero);
        upperLeft = up;
    }
#else
    for (size_t i = 0; i < 4 * width; i++) {
        int left = i >= 4 ? target[i - 4] : 0, up = above[i], upperLeft = i >= 4 ? above[i - 4] : 0;
        int toLeft = abs(up - upperLeft), toUp = abs(left - upperLeft), toUpperLeft = abs(left + up - 2 * upperLeft);
        int predictor = toLeft <= toUp && toLeft <= toUpperLeft ? left : toUp <= toUpperLeft ? up : upperLeft;
        target[i] = (unsigned char)(source[i] + predictor);
    }
#endif
}

#endif
