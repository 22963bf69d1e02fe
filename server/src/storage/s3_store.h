// An S3-compatible bucket as the file store (the scale-out option): clients PUT and GET through
// SigV4-presigned URLs; the server writes its own files (badge images) with libcurl.
#pragma once

#include "storage/file_store.h"
#include "storage/sigv4.h"

namespace aplauso::storage {

class S3Store final : public FileStore {
 public:
  explicit S3Store(S3Location where) : where_(std::move(where)) {}

  UploadTarget upload_url(const std::string& key, const std::string& content_type,
                          std::int64_t now_s, std::int64_t ttl_s) const override;
  std::string read_url(const std::string& key, std::int64_t now_s,
                       std::int64_t ttl_s) const override;
  void put(const std::string& key, std::string_view bytes,
           const std::string& content_type) override;
  bool served_locally() const override { return false; }

 private:
  S3Location where_;
};

}  // namespace aplauso::storage
