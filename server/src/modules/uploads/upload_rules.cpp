#include "modules/uploads/upload_rules.h"

#include <algorithm>
#include <array>

namespace aplauso::uploads {

namespace {
constexpr std::int64_t kMiB = 1024 * 1024;

const std::vector<std::string_view> kImages = {"image/jpeg", "image/png", "image/gif",
                                               "image/webp"};
const std::vector<std::string_view> kDocuments = {
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/webp",
    "application/pdf",
    "text/plain",
    "text/csv",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation"};
const std::vector<std::string_view> kImagesAndPdf = {"image/jpeg", "image/png", "image/gif",
                                                     "image/webp", "application/pdf"};

const std::array<UploadRule, 9> kRules = {{
    {"comm-attachment", 10 * kMiB, kDocuments},
    {"user-profile-picture", 5 * kMiB, kImages},
    {"task-attachment", 10 * kMiB, kDocuments},
    {"program-attachment", 10 * kMiB, kDocuments},
    {"suggestion-attachment", 10 * kMiB, kDocuments},
    {"complaint-attachment", 10 * kMiB, kDocuments},
    {"goalcheckin-attachment", 10 * kMiB, kDocuments},
    {"corp-benef-image", 5 * kMiB, kImages},
    {"post-attachments", 10 * kMiB, kImagesAndPdf},
}};
}  // namespace

std::optional<UploadRule> rule_for(std::string_view type) {
  for (const auto& r : kRules) {
    if (r.type == type) return r;
  }
  return std::nullopt;
}

std::optional<std::string> sniff_image(std::string_view b) {
  if (b.size() >= 8 && b.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8)) {
    return "image/png";
  }
  if (b.size() >= 3 && b.substr(0, 3) == "\xFF\xD8\xFF") return "image/jpeg";
  if (b.size() >= 6 && (b.substr(0, 6) == "GIF87a" || b.substr(0, 6) == "GIF89a")) {
    return "image/gif";
  }
  if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP") return "image/webp";
  return std::nullopt;
}

bool content_matches(std::string_view content_type, std::string_view bytes) {
  if (content_type.starts_with("image/")) return sniff_image(bytes) == std::string(content_type);
  if (content_type == "application/pdf") return bytes.starts_with("%PDF-");
  if (content_type.starts_with("application/vnd.openxmlformats")) {
    return bytes.starts_with(std::string_view("PK\x03\x04", 4));
  }
  // Text: no NUL bytes.
  return std::find(bytes.begin(), bytes.end(), '\0') == bytes.end();
}

}  // namespace aplauso::uploads
