#include "core/errors.h"

namespace aplauso {

int http_status(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::kInvalid: return 400;
    case ErrorKind::kUnauthorized: return 401;
    case ErrorKind::kForbidden: return 403;
    case ErrorKind::kNotFound: return 404;
    case ErrorKind::kConflict: return 409;
    case ErrorKind::kPayloadTooLarge: return 413;
    case ErrorKind::kUnsupportedMedia: return 415;
    case ErrorKind::kRuleBroken: return 422;
    case ErrorKind::kRateLimited: return 429;
    case ErrorKind::kUnavailable: return 503;
    case ErrorKind::kInternal: return 500;
  }
  return 500;
}

ApiError invalid_input(std::string field, std::string message) {
  std::vector<FieldError> fields;
  fields.push_back({std::move(field), message});
  return ApiError(ErrorKind::kInvalid, "invalid_input", std::move(message), std::move(fields));
}

ApiError invalid_input(std::vector<FieldError> fields) {
  std::string message = fields.empty() ? "Datos inválidos." : fields.front().message;
  return ApiError(ErrorKind::kInvalid, "invalid_input", std::move(message), std::move(fields));
}

ApiError unauthorized(std::string message) {
  return ApiError(ErrorKind::kUnauthorized, "unauthorized", std::move(message));
}

ApiError forbidden(std::string code, std::string message) {
  return ApiError(ErrorKind::kForbidden, std::move(code), std::move(message));
}

ApiError not_found(std::string message) {
  return ApiError(ErrorKind::kNotFound, "not_found", std::move(message));
}

ApiError conflict(std::string code, std::string message) {
  return ApiError(ErrorKind::kConflict, std::move(code), std::move(message));
}

ApiError rule_broken(std::string code, std::string message, std::vector<FieldError> fields) {
  return ApiError(ErrorKind::kRuleBroken, std::move(code), std::move(message), std::move(fields));
}

}  // namespace aplauso
