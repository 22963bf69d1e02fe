// An S3-compatible bucket as the file store (the scale-out option): clients PUT and GET through
// SigV4-presigned URLs; the server writes its own files (badge images) with libcurl.
#pragma once

#include <chrono>

#include "core/outbound_call.h"
#include "storage/file_store.h"
#include "storage/sigv4.h"

namespace aplauso::storage {

class S3Store final : public FileStore {
 public:
  /// A write of the server's own files (a badge image, up to MAX_UPLOAD_BYTES): 5 s to connect,
  /// 30 s in all.
  static constexpr outbound::Limits kLimits{std::chrono::seconds(5), std::chrono::seconds(30)};

  explicit S3Store(S3Location where, const outbound::Limits& limits = kLimits)
      : where_(std::move(where)), limits_(limits) {}

  UploadTarget upload_url(const std::string& key, const std::string& content_type,
                          std::int64_t now_s, std::int64_t ttl_s) const override;
  std::string read_url(const std::string& key, std::int64_t now_s,
                       std::int64_t ttl_s) const override;
  void put(const std::string& key, std::string_view bytes,
           const std::string& content_type) override;
  bool served_locally() const override { return false; }

 private:
  S3Location where_;
  outbound::Limits limits_;
};

}  // namespace aplauso::storage
