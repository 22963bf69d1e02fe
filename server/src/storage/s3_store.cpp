#include "storage/s3_store.h"

#include <curl/curl.h>

#include <ctime>
#include <stdexcept>

namespace aplauso::storage {

UploadTarget S3Store::upload_url(const std::string& key, const std::string& content_type,
                                 std::int64_t now_s, std::int64_t ttl_s) const {
  UploadTarget t;
  t.url = presign_url(where_, "PUT", key, now_s, ttl_s);
  t.expires_at = now_s + ttl_s;
  t.headers["Content-Type"] = content_type;
  return t;
}

std::string S3Store::read_url(const std::string& key, std::int64_t now_s,
                              std::int64_t ttl_s) const {
  // Sign from the start of the hour so the same URL serves the whole hour (browser caching).
  const std::int64_t hour = now_s / 3600 * 3600;
  return presign_url(where_, "GET", key, hour, 3600 + ttl_s);
}

void S3Store::put(const std::string& key, std::string_view bytes, const std::string& content_type) {
  const std::string url = presign_url(where_, "PUT", key, std::time(nullptr), 300);
  CURL* curl = curl_easy_init();
  if (curl == nullptr) throw std::runtime_error("curl_easy_init failed");
  curl_slist* headers = curl_slist_append(nullptr, ("Content-Type: " + content_type).c_str());
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, "PUT");
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, bytes.data());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(bytes.size()));
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  const auto rc = static_cast<CURLcode>(outbound::perform(curl, limits_));
  long status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK || status < 200 || status >= 300) {
    throw std::runtime_error(
        "S3 upload of " + key + " failed (" +
        (rc != CURLE_OK ? std::string(curl_easy_strerror(rc)) : "HTTP " + std::to_string(status)) +
        ")");
  }
}

}  // namespace aplauso::storage
