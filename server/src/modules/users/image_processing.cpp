#include "modules/users/image_processing.h"

#include <vips/vips.h>

#include <array>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/errors.h"
#include "core/log.h"

namespace aplauso::users {

namespace {
ApiError image_invalid() {
  return ApiError(ErrorKind::kInvalid, "image_invalid",
                  "El archivo no es una imagen válida. Usa JPG, PNG, WebP o GIF.");
}

ApiError image_too_large() {
  return ApiError(ErrorKind::kInvalid, "image_too_large",
                  "La imagen es demasiado grande: máximo 10 MB y 40 megapíxeles.");
}

// libvips reports damaged files as GLib warnings on stderr; they go to our log instead.
void vips_message(const gchar* /*domain*/, GLogLevelFlags /*level*/, const gchar* message,
                  gpointer /*data*/) {
  log::debug("vips_message", {{"message", message != nullptr ? message : ""}});
}

void start_vips() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (VIPS_INIT("aplauso") != 0) throw std::runtime_error("libvips did not start");
    g_log_set_handler("VIPS",
                      static_cast<GLogLevelFlags>(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE |
                                                  G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG),
                      vips_message, nullptr);
    // No operation cache (memory stays flat) and one worker thread per image: the request pool
    // already runs images in parallel.
    vips_cache_set_max(0);
    vips_concurrency_set(1);
  });
}

// Only the loaders of the four formats people upload; never SVG, PDF, ImageMagick and the like.
bool allowed_loader(const char* loader) {
  if (loader == nullptr) return false;
  const std::string_view name(loader);
  constexpr std::array<std::string_view, 5> kAllowed = {
      "VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer", "VipsForeignLoadSpngBuffer",
      "VipsForeignLoadWebpBuffer", "VipsForeignLoadNsgifBuffer"};
  for (const auto allowed : kAllowed) {
    if (name == allowed) return true;
  }
  return name == "VipsForeignLoadGifBuffer";
}

struct Unref {
  void operator()(VipsImage* image) const { g_object_unref(image); }
};
using Image = std::unique_ptr<VipsImage, Unref>;
}  // namespace

std::string cover_webp(std::string_view input, int width, int height) {
  if (input.empty()) {
    throw ApiError(ErrorKind::kInvalid, "image_empty", "La imagen está vacía.");
  }
  if (input.size() > kMaxImageBytes) throw image_too_large();
  start_vips();
  if (!allowed_loader(vips_foreign_find_load_buffer(input.data(), input.size()))) {
    vips_error_clear();
    throw image_invalid();
  }
  // The header only: nothing is decoded until the size is known to be sane.
  Image header(vips_image_new_from_buffer(input.data(), input.size(), "", "access",
                                          VIPS_ACCESS_SEQUENTIAL, nullptr));
  if (!header) {
    vips_error_clear();
    throw image_invalid();
  }
  const std::int64_t pixels = static_cast<std::int64_t>(vips_image_get_width(header.get())) *
                              vips_image_get_height(header.get());
  if (pixels <= 0) throw image_invalid();
  if (pixels > kMaxImagePixels) throw image_too_large();
  header.reset();

  VipsImage* raw = nullptr;
  if (vips_thumbnail_buffer(const_cast<char*>(input.data()), input.size(), &raw, width, "height",
                            height, "crop", VIPS_INTERESTING_CENTRE, "option_string",
                            "fail_on=error", nullptr) != 0) {
    vips_error_clear();
    throw image_invalid();
  }
  Image out(raw);
  void* buffer = nullptr;
  std::size_t length = 0;
  if (vips_webpsave_buffer(out.get(), &buffer, &length, "Q", 82, "strip", TRUE, nullptr) != 0) {
    vips_error_clear();
    throw image_invalid();
  }
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return bytes;
}

}  // namespace aplauso::users
