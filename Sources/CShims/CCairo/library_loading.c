// Cairo and fontconfig, opened with dlopen the first time the project calls either.
//
// Linked the usual way, the two libraries and the fifteen they bring (X11 and xcb among
// them, for surfaces Visual never makes) are mapped and relocated at every start: about
// 1 of the 5 ms `visual --version` took, and the same in `visual diff`, which never draws.
// Here each function the project calls is defined under its own name, with its header's
// prototype (the compiler checks every line of the list against the headers): the first
// call of any opens both libraries, and every call goes on through a pointer to the real
// function. A process that neither draws nor measures text never opens them.
//
// The definitions are hidden, not exported from the executable, so that libraries opened
// later (pangocairo) bind to Cairo itself, not to these. A function missing from the list
// fails to link, which keeps the list complete.
#include "CCairo.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Every function called, once: FUNCTION(library, result, name, (parameters), (arguments)),
// PROCEDURE(library, name, (parameters), (arguments)) for those that return nothing.
#define FUNCTIONS(FUNCTION, PROCEDURE) \
    FUNCTION(fontconfig, FcBool, FcCharSetAddChar, (FcCharSet *fcs, FcChar32 ucs4), (fcs, ucs4)) \
    FUNCTION(fontconfig, FcCharSet*, FcCharSetCreate, (void), ()) \
    PROCEDURE(fontconfig, FcCharSetDestroy, (FcCharSet *fcs), (fcs)) \
    FUNCTION(fontconfig, FcBool, FcCharSetHasChar, (const FcCharSet *fcs, FcChar32 ucs4), (fcs, ucs4)) \
    FUNCTION(fontconfig, FcChar32, FcCharSetIntersectCount, (const FcCharSet *a, const FcCharSet *b), (a, b)) \
    FUNCTION(fontconfig, FcCharSet*, FcCharSetSubtract, (const FcCharSet *a, const FcCharSet *b), (a, b)) \
    FUNCTION(fontconfig, FcBool, FcConfigBuildFonts, (FcConfig *config), (config)) \
    FUNCTION(fontconfig, FcConfig *, FcConfigCreate, (void), ()) \
    PROCEDURE(fontconfig, FcConfigDestroy, (FcConfig *config), (config)) \
    FUNCTION(fontconfig, FcFontSet *, FcConfigGetFonts, (FcConfig *config, FcSetName set), (config, set)) \
    FUNCTION(fontconfig, FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *config, const FcChar8 *buffer, FcBool complain), (config, buffer, complain)) \
    FUNCTION(fontconfig, FcBool, FcConfigSetCurrent, (FcConfig *config), (config)) \
    FUNCTION(fontconfig, FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *p, FcMatchKind kind), (config, p, kind)) \
    PROCEDURE(fontconfig, FcDefaultSubstitute, (FcPattern *pattern), (pattern)) \
    FUNCTION(fontconfig, FcPattern *, FcFontMatch, (FcConfig *config, FcPattern *p, FcResult *result), (config, p, result)) \
    FUNCTION(fontconfig, FcBool, FcPatternAddCharSet, (FcPattern *p, const char *object, const FcCharSet *c), (p, object, c)) \
    FUNCTION(fontconfig, FcBool, FcPatternAddDouble, (FcPattern *p, const char *object, double d), (p, object, d)) \
    FUNCTION(fontconfig, FcBool, FcPatternAddInteger, (FcPattern *p, const char *object, int i), (p, object, i)) \
    FUNCTION(fontconfig, FcBool, FcPatternAddString, (FcPattern *p, const char *object, const FcChar8 *s), (p, object, s)) \
    FUNCTION(fontconfig, FcPattern *, FcPatternCreate, (void), ()) \
    FUNCTION(fontconfig, FcBool, FcPatternDel, (FcPattern *p, const char *object), (p, object)) \
    PROCEDURE(fontconfig, FcPatternDestroy, (FcPattern *p), (p)) \
    FUNCTION(fontconfig, FcPattern *, FcPatternDuplicate, (const FcPattern *p), (p)) \
    FUNCTION(fontconfig, FcResult, FcPatternGetCharSet, (const FcPattern *p, const char *object, int n, FcCharSet **c), (p, object, n, c)) \
    FUNCTION(fontconfig, FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i), (p, object, n, i)) \
    FUNCTION(fontconfig, FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 ** s), (p, object, n, s)) \
    FUNCTION(fontconfig, double, FcWeightFromOpenTypeDouble, (double ot_weight), (ot_weight)) \
    PROCEDURE(cairo, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2)) \
    PROCEDURE(cairo, cairo_clip, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_close_path, (cairo_t *cr), (cr)) \
    FUNCTION(cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    PROCEDURE(cairo, cairo_destroy, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_fill, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_font_face_destroy, (cairo_font_face_t *font_face), (font_face)) \
    FUNCTION(cairo, cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    PROCEDURE(cairo, cairo_font_options_destroy, (cairo_font_options_t *options), (options)) \
    PROCEDURE(cairo, cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias)) \
    PROCEDURE(cairo, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics)) \
    PROCEDURE(cairo, cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style)) \
    PROCEDURE(cairo, cairo_font_options_set_subpixel_order, (cairo_font_options_t *options, cairo_subpixel_order_t subpixel_order), (options, subpixel_order)) \
    FUNCTION(cairo, int, cairo_format_stride_for_width, (cairo_format_t format, int width), (format, width)) \
    FUNCTION(cairo, cairo_font_face_t *, cairo_ft_font_face_create_for_pattern, (FcPattern *pattern), (pattern)) \
    PROCEDURE(cairo, cairo_ft_font_options_substitute, (const cairo_font_options_t *options, FcPattern *pattern), (options, pattern)) \
    PROCEDURE(cairo, cairo_get_current_point, (cairo_t *cr, double *x, double *y), (cr, x, y)) \
    PROCEDURE(cairo, cairo_get_matrix, (cairo_t *cr, cairo_matrix_t *matrix), (cr, matrix)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_get_target, (cairo_t *cr), (cr)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_image_surface_create_from_png, (const char *filename), (filename)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_image_surface_create_from_png_stream, (cairo_read_func_t read_func, void *closure), (read_func, closure)) \
    FUNCTION(cairo, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, cairo_format_t, cairo_image_surface_get_format, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    PROCEDURE(cairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    PROCEDURE(cairo, cairo_new_path, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_new_sub_path, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_paint, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_paint_with_alpha, (cairo_t *cr, double alpha), (cr, alpha)) \
    FUNCTION(cairo, cairo_pattern_t *, cairo_pattern_create_for_surface, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern)) \
    PROCEDURE(cairo, cairo_pattern_set_extend, (cairo_pattern_t *pattern, cairo_extend_t extend), (pattern, extend)) \
    PROCEDURE(cairo, cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter)) \
    PROCEDURE(cairo, cairo_pattern_set_matrix, (cairo_pattern_t *pattern, const cairo_matrix_t *matrix), (pattern, matrix)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_pdf_surface_create, (const char *filename, double width_in_points, double height_in_points), (filename, width_in_points, height_in_points)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_pdf_surface_create_for_stream, (cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points), (write_func, closure, width_in_points, height_in_points)) \
    PROCEDURE(cairo, cairo_pdf_surface_set_metadata, (cairo_surface_t *surface, cairo_pdf_metadata_t metadata, const char *utf8), (surface, metadata, utf8)) \
    PROCEDURE(cairo, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    PROCEDURE(cairo, cairo_restore, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_save, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    PROCEDURE(cairo, cairo_set_antialias, (cairo_t *cr, cairo_antialias_t antialias), (cr, antialias)) \
    PROCEDURE(cairo, cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset)) \
    PROCEDURE(cairo, cairo_set_font_face, (cairo_t *cr, cairo_font_face_t *font_face), (cr, font_face)) \
    PROCEDURE(cairo, cairo_set_font_options, (cairo_t *cr, const cairo_font_options_t *options), (cr, options)) \
    PROCEDURE(cairo, cairo_set_font_size, (cairo_t *cr, double size), (cr, size)) \
    PROCEDURE(cairo, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap)) \
    PROCEDURE(cairo, cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    PROCEDURE(cairo, cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op)) \
    PROCEDURE(cairo, cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source)) \
    PROCEDURE(cairo, cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue), (cr, red, green, blue)) \
    PROCEDURE(cairo, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha)) \
    PROCEDURE(cairo, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    PROCEDURE(cairo, cairo_show_glyphs, (cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs), (cr, glyphs, num_glyphs)) \
    PROCEDURE(cairo, cairo_show_text_glyphs, (cairo_t *cr, const char *utf8, int utf8_len, const cairo_glyph_t *glyphs, int num_glyphs, const cairo_text_cluster_t *clusters, int num_clusters, cairo_text_cluster_flags_t cluster_flags), (cr, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags)) \
    FUNCTION(cairo, cairo_status_t, cairo_status, (cairo_t *cr), (cr)) \
    FUNCTION(cairo, const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    PROCEDURE(cairo, cairo_stroke, (cairo_t *cr), (cr)) \
    PROCEDURE(cairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_surface_finish, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_surface_get_device_offset, (cairo_surface_t *surface, double *x_offset, double *y_offset), (surface, x_offset, y_offset)) \
    FUNCTION(cairo, cairo_surface_type_t, cairo_surface_get_type, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, cairo_bool_t, cairo_surface_has_show_text_glyphs, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface)) \
    PROCEDURE(cairo, cairo_surface_mark_dirty_rectangle, (cairo_surface_t *surface, int x, int y, int width, int height), (surface, x, y, width, height)) \
    PROCEDURE(cairo, cairo_surface_set_device_offset, (cairo_surface_t *surface, double x_offset, double y_offset), (surface, x_offset, y_offset)) \
    FUNCTION(cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    FUNCTION(cairo, cairo_status_t, cairo_surface_write_to_png, (cairo_surface_t *surface, const char *filename), (surface, filename)) \
    FUNCTION(cairo, cairo_status_t, cairo_surface_write_to_png_stream, (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure), (surface, write_func, closure)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_svg_surface_create, (const char *filename, double width_in_points, double height_in_points), (filename, width_in_points, height_in_points)) \
    FUNCTION(cairo, cairo_surface_t *, cairo_svg_surface_create_for_stream, (cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points), (write_func, closure, width_in_points, height_in_points)) \
    PROCEDURE(cairo, cairo_svg_surface_set_document_unit, (cairo_surface_t *surface, cairo_svg_unit_t unit), (surface, unit)) \
    FUNCTION(cairo, const char*, cairo_version_string, (void), ())

static void open_libraries(void);
static pthread_once_t opened = PTHREAD_ONCE_INIT;

// The pointers to the real functions, and the definitions that call them.
#define POINTER(library, name) static __typeof__(name) *real_##name;
#define DEFINE_FUNCTION(library, result, name, parameters, arguments) \
    POINTER(library, name) \
    __attribute__((visibility("hidden"))) result name parameters { \
        pthread_once(&opened, open_libraries); \
        return real_##name arguments; \
    }
#define DEFINE_PROCEDURE(library, name, parameters, arguments) \
    POINTER(library, name) \
    __attribute__((visibility("hidden"))) void name parameters { \
        pthread_once(&opened, open_libraries); \
        real_##name arguments; \
    }
FUNCTIONS(DEFINE_FUNCTION, DEFINE_PROCEDURE)

/// The library's handle. Without it nothing can be drawn or measured: the process says
/// which library is missing and how to install it, and stops as for unusable input. The
/// line is the `COMMAND: error: MESSAGE` that Swift's FileDiagnostic.error(_:running:)
/// writes for a problem of the run, spelt here because this runs inside whichever C call
/// comes first, on any thread, where no Swift can be called.
static void *open_library(const char *name, const char *package) {
    // RTLD_LOCAL: their symbols stay out of the executable's scope. pangocairo, opened
    // later for Pango (CPango), finds these same copies already loaded. RTLD_LAZY, as
    // linked libraries are bound: the libraries' own calls are resolved when first made,
    // not all at once (RTLD_NOW cost `visual layout` 1.3 million instructions more).
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        fprintf(stderr, "visual: error: cannot open %s (%s); install %s (scripts/setup.sh does)\n", name,
                dlerror(), package);
        exit(2);
    }
    return handle;
}

static void *find(void *handle, const char *library, const char *name) {
    void *function = dlsym(handle, name);
    if (function == NULL) {
        fprintf(stderr, "visual: error: %s has no function %s; Visual needs a newer version\n", library, name);
        exit(2);
    }
    return function;
}

#define RESOLVE(library, name) real_##name = (__typeof__(name) *)find(library, #library, #name);
#define RESOLVE_FUNCTION(library, result, name, parameters, arguments) RESOLVE(library, name)
#define RESOLVE_PROCEDURE(library, name, parameters, arguments) RESOLVE(library, name)

static void *cairo_library;

static void open_libraries(void) {
    void *fontconfig = open_library("libfontconfig.so.1", "libfontconfig1");
    void *cairo = open_library("libcairo.so.2", "libcairo2");
    FUNCTIONS(RESOLVE_FUNCTION, RESOLVE_PROCEDURE)
    cairo_library = cairo;
}

void *visual_cairo_library(void) {
    pthread_once(&opened, open_libraries);
    return cairo_library;
}
