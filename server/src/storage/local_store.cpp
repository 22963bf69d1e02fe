#include "storage/local_store.h"

#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/crypto.h"

namespace aplauso::storage {

namespace {
constexpr std::string_view kKeyChars =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.";
}

std::string new_key(std::string_view type, std::string_view file_name) {
  std::string ext;
  if (const auto dot = file_name.rfind('.'); dot != std::string_view::npos) {
    for (char c : file_name.substr(dot + 1)) {
      if (std::isalnum(static_cast<unsigned char>(c)) != 0 && ext.size() < 8) {
        ext += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      }
    }
  }
  return std::string(type) + "." + crypto::random_token(18) + (ext.empty() ? "" : "." + ext);
}

bool is_valid_key(std::string_view key) {
  return !key.empty() && key.size() <= 120 && key.find("..") == std::string_view::npos &&
         key.front() != '.' && key.find_first_not_of(kKeyChars) == std::string_view::npos;
}

LocalStore::LocalStore(std::filesystem::path root, std::string secret, std::string url_prefix)
    : root_(std::move(root)), secret_(std::move(secret)), prefix_(std::move(url_prefix)) {}

std::string LocalStore::sign(std::string_view method, std::string_view key,
                             std::int64_t expires) const {
  std::string payload(method);
  payload += '\n';
  payload += key;
  payload += '\n';
  payload += std::to_string(expires);
  return crypto::to_hex(crypto::hmac_sha256(secret_, payload));
}

UploadTarget LocalStore::upload_url(const std::string& key, const std::string& content_type,
                                    std::int64_t now_s, std::int64_t ttl_s) const {
  UploadTarget t;
  t.expires_at = now_s + ttl_s;
  t.url = prefix_ + key + "?expires=" + std::to_string(t.expires_at) +
          "&signature=" + sign("PUT", key, t.expires_at);
  t.headers["Content-Type"] = content_type;
  return t;
}

std::string LocalStore::read_url(const std::string& key, std::int64_t now_s,
                                 std::int64_t ttl_s) const {
  const std::int64_t expires = (now_s / 3600 + 1) * 3600 + ttl_s;
  return prefix_ + key + "?expires=" + std::to_string(expires) +
         "&signature=" + sign("GET", key, expires);
}

bool LocalStore::verify(std::string_view method, std::string_view key, std::int64_t expires,
                        std::string_view signature, std::int64_t now_s) const {
  if (expires < now_s || !is_valid_key(key)) return false;
  return crypto::constant_time_equal(signature, sign(method, key, expires));
}

std::filesystem::path LocalStore::path_of(const std::string& key) const {
  if (!is_valid_key(key)) throw std::invalid_argument("bad storage key");
  return root_ / key;
}

void LocalStore::put(const std::string& key, std::string_view bytes, const std::string&) {
  std::filesystem::create_directories(root_);
  const auto final_path = path_of(key);
  // Write beside, fsync, then rename: a reader never sees half a file, a crash leaves none.
  const auto temp = final_path.string() + ".part";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0640);
  if (fd < 0) throw std::runtime_error("cannot write upload " + key);
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0) {
      ::close(fd);
      throw std::runtime_error("cannot write upload " + key);
    }
    done += static_cast<std::size_t>(n);
  }
  ::fsync(fd);
  ::close(fd);
  std::filesystem::rename(temp, final_path);
}

std::optional<std::string> LocalStore::read(const std::string& key) const {
  if (!is_valid_key(key)) return std::nullopt;
  std::ifstream in(root_ / key, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return std::move(ss).str();
}

}  // namespace aplauso::storage
