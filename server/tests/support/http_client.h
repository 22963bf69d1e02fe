// A small blocking HTTP/1.1 client over libcurl for the black-box API tests.
#pragma once

#include <boost/json/value.hpp>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace aplauso::test {

struct HttpResult {
  long status = 0;
  std::map<std::string, std::string> headers;  ///< lower-case names
  std::string body;

  /// The body parsed as JSON (null when it is not JSON).
  boost::json::value json() const;
  /// body.data, for the success envelope.
  boost::json::value data() const;
  /// body.code of an error envelope ("" when absent).
  std::string code() const;
  /// body.details.fields.<field> of an error envelope ("" when absent).
  std::string field_error(const std::string& field) const;
  /// body.details.<key> of an error envelope, when it is text ("" otherwise).
  std::string detail(const std::string& key) const;
  std::string header(const std::string& lower_name) const;
};

class HttpClient {
 public:
  HttpClient(std::uint16_t port, std::string host) : port_(port), host_(std::move(host)) {}

  /// Sends `method` to `path` (with /api prefix when it starts with '/api'); `headers` as
  /// "Name: value" lines. A token is sent as a Bearer token.
  HttpResult request(const std::string& method, const std::string& path,
                     const std::string& body = {}, const std::string& token = {},
                     const std::vector<std::string>& headers = {}) const;

  HttpResult get(const std::string& path, const std::string& token = {}) const {
    return request("GET", path, {}, token);
  }
  HttpResult post(const std::string& path, const boost::json::value& body,
                  const std::string& token = {}) const;
  HttpResult patch(const std::string& path, const boost::json::value& body,
                   const std::string& token = {}) const;

  /// Signs in and returns the token ("" on failure).
  std::string login(const std::string& email, const std::string& password) const;

  const std::string& host() const { return host_; }

 private:
  std::uint16_t port_;
  std::string host_;
};

}  // namespace aplauso::test
