// Evidence metadata stripping (CMP-6; docs/complaints.md "What is stripped"): before a file is
// sealed and stored, JPEG, PNG and WebP images are decoded and re-encoded in their own format
// without EXIF, XMP, IPTC, ICC profiles or comments (libvips, auto-rotated first so nothing
// depends on the orientation tag); a PDF keeps its bytes but the values of every Info dictionary
// the trailers name and every metadata stream (XMP, compressed or not) are overwritten with
// spaces of the same length, so every offset stays valid; plain text is kept as sent. Any other
// type is refused (415 unsupported_media_type).
#pragma once

#include <string>
#include <string_view>

namespace aplauso::complaints {

struct StrippedFile {
  std::string bytes;
  std::string stripped;  ///< reencoded, pdf_info, none
};

/// Throws 415 unsupported_media_type for other types, 422 invalid_file when the bytes are not of
/// the declared type.
StrippedFile strip_metadata(std::string_view bytes, const std::string& content_type);

/// The PDF pass alone (exposed for the tests).
std::string blank_pdf_metadata(std::string bytes);

}  // namespace aplauso::complaints
