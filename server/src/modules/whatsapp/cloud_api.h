// The WhatsApp Business Cloud API as this server speaks it: template messages sent with
// POST {base}/{phone_number_id}/messages, their answers and errors read into what the outbox does
// next, and the webhook's status notifications, signed with the app secret. Pure functions: the
// service does the I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/http_fetch.h"

namespace aplauso::whatsapp {

/// The number in E.164 (+ and 8 to 15 digits, the first not 0), from what a person typed: spaces,
/// dashes, dots and brackets are ignored and a leading 00 reads as +. nullopt otherwise.
std::optional<std::string> normalise_phone(std::string_view typed);

/// A template variable's text as the Cloud API accepts it: no line breaks or tabs, no more than
/// four spaces in a row, at most 1,000 characters (cut at a character boundary, with "…").
std::string variable_text(std::string_view text);

struct TemplateMessage {
  std::string to;  ///< E.164
  std::string template_name;
  std::string language;  ///< es | en
  std::vector<std::string> parameters;
};

/// The request to send `m` from `phone_number_id`.
PostRequest message_request(const std::string& api_base, const std::string& phone_number_id,
                            const std::string& access_token, const TemplateMessage& m);

/// What the outbox does with a message after the Cloud API answered.
struct SendOutcome {
  enum class Next { kAccepted, kRetry, kFailed };
  Next next = Next::kFailed;
  std::string message_id;  ///< when accepted
  std::string error;       ///< in Spanish, for admins
};
SendOutcome read_send_result(const FetchResult& result);

/// The Cloud API's error `code` in Spanish for admins (`detail`: its own message).
std::string error_text(std::int64_t code, std::string_view detail);

/// Whether `header` (X-Hub-Signature-256: "sha256=" and the hex HMAC-SHA256 of the raw body under
/// the app secret) signs `body`.
bool signature_valid(std::string_view app_secret, std::string_view body, std::string_view header);

/// One status of the webhook: sent, delivered, read or failed.
struct StatusReport {
  std::string phone_number_id;  ///< the business number it concerns
  std::string message_id;
  std::string status;
  std::int64_t at_ms = 0;
  std::string error;  ///< for failed, in Spanish
};
/// The statuses of a webhook notification; nullopt when the body is not one (400).
std::optional<std::vector<StatusReport>> read_statuses(std::string_view body);

/// The rank of a status in its one direction (pending 0 … read 4, failed 5).
int status_rank(std::string_view status);

}  // namespace aplauso::whatsapp
