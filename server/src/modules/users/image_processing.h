// Uploaded images are never stored or served as they came: they are recognised by content
// (JPEG, PNG, WebP or GIF only), their declared size is checked before decoding (a small PNG
// may declare billions of pixels), and they are decoded, auto-rotated, cropped to cover the
// wanted box from the centre and re-encoded as WebP without metadata, with libvips.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace aplauso::users {

inline constexpr std::size_t kMaxImageBytes = 10 << 20;
inline constexpr std::int64_t kMaxImagePixels = 40'000'000;

/// `input` cropped to exactly `width` × `height` as WebP bytes. Throws 400 image_empty,
/// image_invalid or image_too_large.
std::string cover_webp(std::string_view input, int width, int height);

}  // namespace aplauso::users
