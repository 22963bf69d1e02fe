// The one error vocabulary of the server. Services throw ApiError; exactly one function
// (api/envelope.cpp) turns it into a status code and the JSON error body.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace aplauso {

enum class ErrorKind {
  kInvalid,           ///< 400: the request is malformed or a field is invalid
  kUnauthorized,      ///< 401: no credentials, or bad / expired ones
  kForbidden,         ///< 403: role, module flag or account state forbids it
  kNotFound,          ///< 404: no such resource in this organisation
  kConflict,          ///< 409: clashes with the current state
  kPayloadTooLarge,   ///< 413
  kUnsupportedMedia,  ///< 415: a file type the call does not take
  kRuleBroken,        ///< 422: well-formed, but a business rule refuses it
  kRateLimited,       ///< 429: slow down; carries retry_after_seconds
  kUnavailable,       ///< 503: a dependency (database) is unreachable
  kInternal,          ///< 500: a bug; the message is never shown to clients
};

/// A per-field message, shown next to that field by the web app.
struct FieldError {
  std::string field;
  std::string message;
};

class ApiError : public std::runtime_error {
 public:
  ApiError(ErrorKind kind, std::string code, std::string message,
           std::vector<FieldError> fields = {})
      : std::runtime_error(message),
        kind_(kind),
        code_(std::move(code)),
        fields_(std::move(fields)) {}

  ErrorKind kind() const { return kind_; }
  const std::string& code() const { return code_; }
  const std::vector<FieldError>& fields() const { return fields_; }
  int retry_after_seconds() const { return retry_after_seconds_; }
  ApiError& with_retry_after(int seconds) {
    retry_after_seconds_ = seconds;
    return *this;
  }
  /// Adds a text to the error body's `details` (e.g. the challenge of a forced password change).
  ApiError& with_detail(std::string key, std::string value) {
    details_.emplace_back(std::move(key), std::move(value));
    return *this;
  }
  const std::vector<std::pair<std::string, std::string>>& details() const { return details_; }
  /// Adds a list of texts to `details` (e.g. the codes an upload refused).
  ApiError& with_detail_list(std::string key, std::vector<std::string> values) {
    detail_lists_.emplace_back(std::move(key), std::move(values));
    return *this;
  }
  const std::vector<std::pair<std::string, std::vector<std::string>>>& detail_lists() const {
    return detail_lists_;
  }

 private:
  ErrorKind kind_;
  std::string code_;
  std::vector<FieldError> fields_;
  std::vector<std::pair<std::string, std::string>> details_;
  std::vector<std::pair<std::string, std::vector<std::string>>> detail_lists_;
  int retry_after_seconds_ = 0;
};

int http_status(ErrorKind kind);

// Shorthands for the common cases; `code` doubles as the web app's translation key errors.<code>.
ApiError invalid_input(std::string field, std::string message);
ApiError invalid_input(std::vector<FieldError> fields);
ApiError unauthorized(std::string message = "No autorizado. Tu sesión ha expirado.");
ApiError forbidden(std::string code = "forbidden", std::string message = "Acceso denegado");
ApiError not_found(std::string message = "Recurso no encontrado");
ApiError conflict(std::string code, std::string message);
ApiError rule_broken(std::string code, std::string message, std::vector<FieldError> fields = {});

}  // namespace aplauso
