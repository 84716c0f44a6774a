// Encoding 8-bit RGBA as a PNG in memory. The output holds only IHDR, IDAT and IEND (no
// time or text chunks) with a fixed filter and compression level, so the same pixels
// always give the same bytes with the same zlib.
#ifndef CPNG_ENCODER_H
#define CPNG_ENCODER_H

typedef struct cpng_encoder {
    png_structp png;
    png_infop info;
    unsigned char *bytes;  // malloc'd; the caller copies it, then calls cpng_encoder_end
    size_t size;
    size_t capacity;
    char message[CPNG_MESSAGE_SIZE];
} cpng_encoder;

static void cpng_write_bytes(png_structp png, png_bytep data, size_t count) {
    cpng_encoder *encoder = (cpng_encoder *)png_get_io_ptr(png);
    if (count > encoder->capacity - encoder->size) {
        size_t capacity = encoder->capacity < 4096 ? 4096 : encoder->capacity;
        while (count > capacity - encoder->size) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(encoder->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        encoder->bytes = grown;
        encoder->capacity = capacity;
    }
    memcpy(encoder->bytes + encoder->size, data, count);
    encoder->size += count;
}

static void cpng_flush(png_structp png) {
    (void)png;
}

/// Encodes width × height RGBA pixels (`rgba`, rows of width × 4 bytes, no padding) with
/// the given row filters (a PNG_FILTER_* mask) and zlib level. Returns 1 with the PNG in
/// `bytes`/`size`, or 0 with a message.
static inline int cpng_encode_rgba(cpng_encoder *encoder, const unsigned char *rgba,
                                   png_uint_32 width, png_uint_32 height,
                                   int filters, int compressionLevel) {
    memset(encoder, 0, sizeof *encoder);
    encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder->message,
                                           cpng_on_error, cpng_on_warning);
    if (encoder->png == NULL) {
        snprintf(encoder->message, CPNG_MESSAGE_SIZE, "out of memory");
        return 0;
    }
    encoder->info = png_create_info_struct(encoder->png);
    if (encoder->info == NULL) {
        snprintf(encoder->message, CPNG_MESSAGE_SIZE, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(encoder->png))) return 0;

    png_set_write_fn(encoder->png, encoder, cpng_write_bytes, cpng_flush);
    png_set_IHDR(encoder->png, encoder->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(encoder->png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(encoder->png, compressionLevel);
    png_write_info(encoder->png, encoder->info);
    size_t stride = (size_t)width * 4;
    for (png_uint_32 y = 0; y < height; y++) {
        png_write_row(encoder->png, rgba + (size_t)y * stride);
    }
    png_write_end(encoder->png, NULL);
    return 1;
}

/// Frees libpng's state and the output buffer.
static inline void cpng_encoder_end(cpng_encoder *encoder) {
    if (encoder->png != NULL) {
        png_destroy_write_struct(&encoder->png, encoder->info != NULL ? &encoder->info : NULL);
    }
    free(encoder->bytes);
    encoder->bytes = NULL;
}

#endif
