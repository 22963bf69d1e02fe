#include "support/http_client.h"

#include <curl/curl.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <mutex>
#include <stdexcept>

namespace aplauso::test {

namespace json = boost::json;

namespace {
std::size_t on_body(char* data, std::size_t size, std::size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}

std::size_t on_header(char* data, std::size_t size, std::size_t n, void* out) {
  std::string line(data, size * n);
  const auto colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = line.substr(0, colon);
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ')) value.erase(0, 1);
    while (!value.empty() && (value.back() == '\r' || value.back() == '\n')) value.pop_back();
    (*static_cast<std::map<std::string, std::string>*>(out))[name] = value;
  }
  return size * n;
}
}  // namespace

json::value HttpResult::json() const {
  json::error_code ec;
  auto v = json::parse(body, ec);
  return ec ? json::value(nullptr) : v;
}

json::value HttpResult::data() const {
  auto v = json();
  if (!v.is_object()) return nullptr;
  const auto* d = v.as_object().if_contains("data");
  return d != nullptr ? *d : json::value(nullptr);
}

std::string HttpResult::code() const {
  auto v = json();
  if (!v.is_object()) return {};
  const auto* c = v.as_object().if_contains("code");
  return (c != nullptr && c->is_string()) ? std::string(c->as_string()) : std::string();
}

std::string HttpResult::detail(const std::string& key) const {
  auto v = json();
  if (!v.is_object()) return {};
  const auto* details = v.as_object().if_contains("details");
  if (details == nullptr || !details->is_object()) return {};
  const auto* value = details->as_object().if_contains(key);
  return (value != nullptr && value->is_string()) ? std::string(value->as_string()) : std::string();
}

std::string HttpResult::field_error(const std::string& field) const {
  auto v = json();
  if (!v.is_object()) return {};
  const auto* details = v.as_object().if_contains("details");
  if (details == nullptr || !details->is_object()) return {};
  const auto* fields = details->as_object().if_contains("fields");
  if (fields == nullptr || !fields->is_object()) return {};
  const auto* value = fields->as_object().if_contains(field);
  return (value != nullptr && value->is_string()) ? std::string(value->as_string()) : std::string();
}

std::string HttpResult::header(const std::string& lower_name) const {
  auto it = headers.find(lower_name);
  return it == headers.end() ? std::string() : it->second;
}

HttpResult HttpClient::request(const std::string& method, const std::string& path,
                               const std::string& body, const std::string& token,
                               const std::vector<std::string>& headers) const {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  CURL* curl = curl_easy_init();
  if (curl == nullptr) throw std::runtime_error("curl_easy_init failed");
  HttpResult result;
  const std::string url = "http://127.0.0.1:" + std::to_string(port_) + path;
  curl_slist* list = nullptr;
  list = curl_slist_append(list, ("Host: " + host_).c_str());
  list = curl_slist_append(list, "Expect:");
  if (!token.empty()) list = curl_slist_append(list, ("Authorization: Bearer " + token).c_str());
  bool has_type = false;
  for (const auto& h : headers) {
    list = curl_slist_append(list, h.c_str());
    if (h.rfind("Content-Type", 0) == 0) has_type = true;
  }
  if (!body.empty() && !has_type) list = curl_slist_append(list, "Content-Type: application/json");
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 30L);
  curl_easy_setopt(curl, CURLOPT_NOPROXY, "*");
  if (method == "HEAD") curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
  if (!body.empty()) {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.data());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
  }
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &result.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &result.headers);
  const CURLcode rc = curl_easy_perform(curl);
  if (rc == CURLE_OK) curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  curl_slist_free_all(list);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK)
    throw std::runtime_error(std::string("HTTP failed: ") + curl_easy_strerror(rc));
  return result;
}

HttpResult HttpClient::post(const std::string& path, const json::value& body,
                            const std::string& token) const {
  return request("POST", path, json::serialize(body), token);
}

HttpResult HttpClient::patch(const std::string& path, const json::value& body,
                             const std::string& token) const {
  return request("PATCH", path, json::serialize(body), token);
}

std::string HttpClient::login(const std::string& email, const std::string& password) const {
  const auto r = post("/api/login", {{"email", email}, {"password", password}});
  if (r.status != 200) return {};
  return std::string(r.data().at("token").as_string());
}

}  // namespace aplauso::test
