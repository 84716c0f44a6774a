// How libpng's errors and warnings reach the caller: the message is kept in a buffer
// (libpng's "error pointer") and control jumps back to the function that set the jump.
#ifndef CPNG_ERRORS_H
#define CPNG_ERRORS_H

#define CPNG_MESSAGE_SIZE 256

static void cpng_on_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    snprintf(buffer, CPNG_MESSAGE_SIZE, "%s", message);
    png_longjmp(png, 1);
}

// Warnings (a damaged ancillary chunk, say) do not change the pixels; they stay silent so
// that a command's output holds only what it means to say.
static void cpng_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

#endif
