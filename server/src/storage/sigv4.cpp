#include "storage/sigv4.h"

#include <ctime>

#include "core/crypto.h"

namespace aplauso::storage {

std::string uri_encode(std::string_view text, bool keep_slash) {
  static constexpr std::string_view kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) != 0 || c == '-' || c == '_' || c == '.' || c == '~' ||
        (keep_slash && c == '/')) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4U];
      out += kHex[c & 15U];
    }
  }
  return out;
}

std::string amz_date(std::int64_t epoch_s) {
  const std::time_t t = epoch_s;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[20];
  std::strftime(buf, sizeof buf, "%Y%m%dT%H%M%SZ", &tm);
  return buf;
}

std::string presign_url(const S3Location& where, std::string_view method, std::string_view key,
                        std::int64_t now_s, std::int64_t expires_s) {
  const std::string datetime = amz_date(now_s);
  const std::string date = datetime.substr(0, 8);
  const std::string scope = date + "/" + where.region + "/s3/aws4_request";
  const std::string path = where.path_prefix + "/" + uri_encode(key, true);
  // Parameters in byte order of their names, as the canonical request requires.
  const std::string query =
      "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" +
      uri_encode(where.access_key_id + "/" + scope, false) + "&X-Amz-Date=" + datetime +
      "&X-Amz-Expires=" + std::to_string(expires_s) + "&X-Amz-SignedHeaders=host";
  const std::string canonical = std::string(method) + "\n" + path + "\n" + query +
                                "\nhost:" + where.host + "\n\nhost\nUNSIGNED-PAYLOAD";
  const std::string to_sign = "AWS4-HMAC-SHA256\n" + datetime + "\n" + scope + "\n" +
                              crypto::to_hex(crypto::sha256(canonical));
  std::string k = crypto::hmac_sha256("AWS4" + where.secret_access_key, date);
  k = crypto::hmac_sha256(k, where.region);
  k = crypto::hmac_sha256(k, "s3");
  k = crypto::hmac_sha256(k, "aws4_request");
  const std::string signature = crypto::to_hex(crypto::hmac_sha256(k, to_sign));
  return where.scheme + "://" + where.host + path + "?" + query + "&X-Amz-Signature=" + signature;
}

}  // namespace aplauso::storage
