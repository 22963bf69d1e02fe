// AWS Signature Version 4 presigned URLs (query-string authentication) for S3-compatible stores.
// Pure functions, tested against AWS's published example signatures.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace aplauso::storage {

struct S3Location {
  std::string scheme = "https";
  std::string host;         ///< "examplebucket.s3.amazonaws.com" or "minio.local:9000"
  std::string path_prefix;  ///< "" (virtual-hosted) or "/bucket" (path style)
  std::string region;       ///< "us-east-1"
  std::string access_key_id;
  std::string secret_access_key;
};

/// A presigned URL for `method` on `key`, valid `expires_s` seconds from `now_s`.
std::string presign_url(const S3Location& where, std::string_view method, std::string_view key,
                        std::int64_t now_s, std::int64_t expires_s);

/// RFC 3986 percent-encoding as SigV4 wants it; '/' kept when `keep_slash`.
std::string uri_encode(std::string_view text, bool keep_slash);
/// "20130524T000000Z" for `epoch_s`.
std::string amz_date(std::int64_t epoch_s);

}  // namespace aplauso::storage
