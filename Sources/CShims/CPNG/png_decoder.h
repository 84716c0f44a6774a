// Decoding a PNG held in memory to straight (not premultiplied) 8-bit RGBA, in two steps:
// cpng_decoder_begin reads the header, so the caller can size the pixel buffer, and
// cpng_decoder_read fills it. cpng_decoder_end frees libpng's state in every case.
#ifndef CPNG_DECODER_H
#define CPNG_DECODER_H

typedef struct cpng_decoder {
    png_structp png;
    png_infop info;
    const unsigned char *bytes;
    size_t size;
    size_t offset;
    int passes;
    png_uint_32 width;
    png_uint_32 height;
    char message[CPNG_MESSAGE_SIZE];
} cpng_decoder;

static void cpng_read_bytes(png_structp png, png_bytep out, size_t count) {
    cpng_decoder *decoder = (cpng_decoder *)png_get_io_ptr(png);
    if (count > decoder->size - decoder->offset) {
        png_error(png, "the file ends too early (truncated PNG)");
    }
    memcpy(out, decoder->bytes + decoder->offset, count);
    decoder->offset += count;
}

/// Checks the signature, reads the header and sets up the transformations that turn every
/// PNG colour type and bit depth into 8-bit RGBA: palette → RGB, grey → RGB, a tRNS colour →
/// alpha, 16 → 8 bits (high byte), opaque alpha added where there is none. No gamma
/// correction: the stored values come through unchanged. Returns 1, or 0 with a message.
static inline int cpng_decoder_begin(cpng_decoder *decoder, const unsigned char *bytes, size_t size) {
    memset(decoder, 0, sizeof *decoder);
    decoder->bytes = bytes;
    decoder->size = size;
    if (size < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        snprintf(decoder->message, CPNG_MESSAGE_SIZE, "not a PNG file (no PNG signature)");
        return 0;
    }
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder->message,
                                          cpng_on_error, cpng_on_warning);
    if (decoder->png == NULL) {
        snprintf(decoder->message, CPNG_MESSAGE_SIZE, "out of memory");
        return 0;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        snprintf(decoder->message, CPNG_MESSAGE_SIZE, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(decoder->png))) return 0;

    png_set_read_fn(decoder->png, decoder, cpng_read_bytes);
    // Every chunk's CRC-32 is still checked, so damaged image data is still an error;
    // zlib's Adler-32 over the same bytes would add nothing but time (about 8 % of a
    // large decode).
    png_set_option(decoder->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    // Only IHDR, PLTE, tRNS, IDAT and IEND decide the pixels (no gamma or colour management
    // is applied). libpng reads some other chunks (tEXt, zTXt, iTXt, sPLT) into a buffer of
    // the length the chunk's header claims, even past its own limit, so a 100-byte file
    // claiming a 1.8 GB tEXt cost 1.8 GB and seconds (found by fuzzing). Unread, they cost
    // nothing: libpng skips them as it skips unknown chunks.
    static const png_byte unused[] = "bKGD\0cHRM\0cICP\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0mDCV\0oFFs\0pCAL\0"
                                     "pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0sTER\0tEXt\0tIME\0zTXt";
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, unused, (int)(sizeof unused / 5));
    png_read_info(decoder->png, decoder->info);
    int colorType = png_get_color_type(decoder->png, decoder->info);
    int bitDepth = png_get_bit_depth(decoder->png, decoder->info);
    int hasTransparentColor = png_get_valid(decoder->png, decoder->info, PNG_INFO_tRNS) != 0;

    png_set_expand(decoder->png);
    if (bitDepth == 16) png_set_strip_16(decoder->png);
    if ((colorType & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(decoder->png);
    if ((colorType & PNG_COLOR_MASK_ALPHA) == 0 && !hasTransparentColor) {
        png_set_add_alpha(decoder->png, 0xff, PNG_FILLER_AFTER);
    }
    decoder->passes = png_set_interlace_handling(decoder->png);
    png_read_update_info(decoder->png, decoder->info);

    decoder->width = png_get_image_width(decoder->png, decoder->info);
    decoder->height = png_get_image_height(decoder->png, decoder->info);
    if (png_get_color_type(decoder->png, decoder->info) != PNG_COLOR_TYPE_RGB_ALPHA
        || png_get_bit_depth(decoder->png, decoder->info) != 8
        || png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->width * 4) {
        png_error(decoder->png, "unsupported PNG layout (cannot convert to 8-bit RGBA)");
    }
    return 1;
}

/// Decodes every row (every pass of an interlaced image) into `rgba`, which holds
/// width × height × 4 bytes, then reads the chunks after the image data. Returns 1, or 0
/// with a message.
static inline int cpng_decoder_read(cpng_decoder *decoder, unsigned char *rgba) {
    if (setjmp(png_jmpbuf(decoder->png))) return 0;
    size_t stride = (size_t)decoder->width * 4;
    for (int pass = 0; pass < decoder->passes; pass++) {
        for (png_uint_32 y = 0; y < decoder->height; y++) {
            png_read_row(decoder->png, rgba + (size_t)y * stride, NULL);
        }
    }
    png_read_end(decoder->png, NULL);
    return 1;
}

static inline void cpng_decoder_end(cpng_decoder *decoder) {
    if (decoder->png != NULL) {
        png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
    }
}

#endif
