#include "modules/complaints/complaint_strip.h"

#include <vips/vips.h>

#include <cctype>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/errors.h"
#include "core/log.h"

namespace aplauso::complaints {

namespace {
ApiError invalid_evidence_file(const std::string& why) {
  return rule_broken("invalid_file", why, {{"data_base64", why}});
}

void evidence_vips_message(const gchar* /*domain*/, GLogLevelFlags /*level*/, const gchar* message,
                           gpointer /*data*/) {
  log::debug("vips_message", {{"message", message != nullptr ? message : ""}});
}

void start_evidence_vips() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (VIPS_INIT("aplauso") != 0) throw std::runtime_error("libvips did not start");
    g_log_set_handler("VIPS",
                      static_cast<GLogLevelFlags>(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE |
                                                  G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG),
                      evidence_vips_message, nullptr);
    vips_cache_set_max(0);
    vips_concurrency_set(1);
  });
}

struct EvidenceUnref {
  void operator()(VipsImage* image) const { g_object_unref(image); }
};
using EvidenceImage = std::unique_ptr<VipsImage, EvidenceUnref>;

bool starts_with_bytes(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

std::string reencode(std::string_view input, const std::string& type) {
  start_evidence_vips();
  const char* loader = vips_foreign_find_load_buffer(input.data(), input.size());
  const std::string_view name = loader != nullptr ? loader : "";
  const bool fits = (type == "image/jpeg" && name == "VipsForeignLoadJpegBuffer") ||
                    (type == "image/png" &&
                     (name == "VipsForeignLoadPngBuffer" || name == "VipsForeignLoadSpngBuffer")) ||
                    (type == "image/webp" && name == "VipsForeignLoadWebpBuffer");
  if (!fits) {
    vips_error_clear();
    throw invalid_evidence_file("El archivo no es una imagen " + type + " válida.");
  }
  EvidenceImage header(vips_image_new_from_buffer(input.data(), input.size(), "", "access",
                                                  VIPS_ACCESS_RANDOM, nullptr));
  if (!header) {
    vips_error_clear();
    throw invalid_evidence_file("La imagen está dañada.");
  }
  const std::int64_t pixels = static_cast<std::int64_t>(vips_image_get_width(header.get())) *
                              vips_image_get_height(header.get());
  if (pixels <= 0 || pixels > 60'000'000) {
    throw invalid_evidence_file("La imagen es demasiado grande: máximo 60 megapíxeles.");
  }
  VipsImage* rotated = nullptr;
  if (vips_autorot(header.get(), &rotated, nullptr) != 0) {
    vips_error_clear();
    throw invalid_evidence_file("La imagen está dañada.");
  }
  EvidenceImage image(rotated);
  void* buffer = nullptr;
  std::size_t length = 0;
  int rc = 0;
  if (type == "image/jpeg") {
    rc = vips_jpegsave_buffer(image.get(), &buffer, &length, "Q", 92, "strip", TRUE, nullptr);
  } else if (type == "image/png") {
    rc = vips_pngsave_buffer(image.get(), &buffer, &length, "strip", TRUE, nullptr);
  } else {
    rc = vips_webpsave_buffer(image.get(), &buffer, &length, "Q", 92, "strip", TRUE, nullptr);
  }
  if (rc != 0) {
    vips_error_clear();
    throw invalid_evidence_file("No se pudo procesar la imagen.");
  }
  std::string out(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return out;
}

bool is_pdf_space(char ch) {
  return ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '\f' || ch == '\0';
}

/// Blanks the values of the strings in [from, to): literal strings keep their parentheses with
/// spaces inside; hex strings keep their brackets with spaces inside.
void blank_strings(std::string& s, std::size_t from, std::size_t to) {
  std::size_t i = from;
  while (i < to) {
    if (s[i] == '(') {
      int depth = 1;
      std::size_t j = i + 1;
      while (j < to && depth > 0) {
        if (s[j] == '\\') {
          s[j] = ' ';
          if (j + 1 < to) s[j + 1] = ' ';
          j += 2;
          continue;
        }
        if (s[j] == '(') ++depth;
        if (s[j] == ')') {
          --depth;
          if (depth == 0) break;
        }
        s[j] = ' ';
        ++j;
      }
      i = j + 1;
    } else if (s[i] == '<' && i + 1 < to && s[i + 1] != '<') {
      std::size_t j = i + 1;
      while (j < to && s[j] != '>') s[j++] = ' ';
      i = j + 1;
    } else if (s[i] == '<') {
      i += 2;
    } else {
      ++i;
    }
  }
}

/// The object number after "/Info" ("/Info 12 0 R"), if any, starting at `at`.
std::optional<std::string> info_ref(const std::string& s, std::size_t at) {
  std::size_t i = at + 5;
  while (i < s.size() && is_pdf_space(s[i])) ++i;
  const std::size_t start = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == start) return std::nullopt;
  const std::string number = s.substr(start, i - start);
  while (i < s.size() && is_pdf_space(s[i])) ++i;
  const std::size_t gen = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == gen) return std::nullopt;
  const std::string generation = s.substr(gen, i - gen);
  while (i < s.size() && is_pdf_space(s[i])) ++i;
  if (i >= s.size() || s[i] != 'R') return std::nullopt;
  return number + " " + generation + " obj";
}

void blank_info_objects(std::string& s) {
  for (std::size_t at = s.find("/Info"); at != std::string::npos; at = s.find("/Info", at + 5)) {
    const auto header = info_ref(s, at);
    if (!header) continue;
    for (std::size_t obj = s.find(*header); obj != std::string::npos;
         obj = s.find(*header, obj + header->size())) {
      // A whole token: preceded by a line break or the file's start.
      if (obj > 0 && !is_pdf_space(s[obj - 1])) continue;
      const std::size_t end = s.find("endobj", obj);
      if (end == std::string::npos) break;
      blank_strings(s, obj + header->size(), end);
    }
  }
}

/// Every stream of an object whose dictionary says /Type /Metadata is overwritten with spaces,
/// and any XMP packet left in the clear (an uncompressed one elsewhere) too.
void blank_metadata_streams(std::string& s) {
  for (std::size_t at = s.find("/Metadata"); at != std::string::npos;
       at = s.find("/Metadata", at + 9)) {
    // Only the dictionary's /Type /Metadata (not a catalog's /Metadata 5 0 R reference).
    std::size_t back = at;
    while (back > 0 && is_pdf_space(s[back - 1])) --back;
    if (back < 5 || s.compare(back - 5, 5, "/Type") != 0) continue;
    const std::size_t dict_end = s.find(">>", at);
    const std::size_t stream = s.find("stream", at);
    if (stream == std::string::npos || dict_end == std::string::npos) continue;
    std::size_t data = stream + 6;
    if (data < s.size() && s[data] == '\r') ++data;
    if (data < s.size() && s[data] == '\n') ++data;
    const std::size_t end = s.find("endstream", data);
    if (end == std::string::npos) continue;
    for (std::size_t i = data; i < end; ++i) s[i] = ' ';
  }
  for (std::size_t begin = s.find("<?xpacket begin"); begin != std::string::npos;
       begin = s.find("<?xpacket begin", begin + 1)) {
    const std::size_t end = s.find("<?xpacket end", begin);
    if (end == std::string::npos) break;
    for (std::size_t i = begin; i < end; ++i) s[i] = ' ';
    const std::size_t close = s.find("?>", end);
    for (std::size_t i = end; close != std::string::npos && i < close + 2; ++i) s[i] = ' ';
  }
}
}  // namespace

std::string blank_pdf_metadata(std::string bytes) {
  blank_info_objects(bytes);
  blank_metadata_streams(bytes);
  return bytes;
}

StrippedFile strip_metadata(std::string_view bytes, const std::string& content_type) {
  if (content_type == "image/jpeg" || content_type == "image/png" || content_type == "image/webp") {
    return {reencode(bytes, content_type), "reencoded"};
  }
  if (content_type == "application/pdf") {
    if (!starts_with_bytes(bytes, "%PDF-")) throw invalid_evidence_file("El archivo no es un PDF.");
    return {blank_pdf_metadata(std::string(bytes)), "pdf_info"};
  }
  if (content_type == "text/plain") return {std::string(bytes), "none"};
  throw ApiError(ErrorKind::kUnsupportedMedia, "unsupported_media_type",
                 "Tipo de archivo no admitido: sube JPG, PNG, WebP, PDF o texto (.txt). Otros "
                 "formatos pueden llevar datos que te identifiquen y no podemos quitarlos.");
}

}  // namespace aplauso::complaints
