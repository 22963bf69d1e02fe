// Which files may be uploaded for what (spec §5: the allow-list of presigned upload types), how
// big, of which content types, and a check of the bytes against the declared type (files are
// judged by content, not by name).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aplauso::uploads {

struct UploadRule {
  std::string_view type;
  std::int64_t max_bytes;
  std::vector<std::string_view> content_types;
};

/// The rule of an allowed upload type; nullopt for anything else ("Invalid file type").
std::optional<UploadRule> rule_for(std::string_view type);
/// Whether `bytes` look like `content_type` (magic numbers for images, PDF and Office files).
bool content_matches(std::string_view content_type, std::string_view bytes);
/// The image content type of `bytes` (png, jpeg, gif, webp) or nullopt.
std::optional<std::string> sniff_image(std::string_view bytes);

}  // namespace aplauso::uploads
