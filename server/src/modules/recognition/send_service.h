// Sending a recognition (domain.md, Recognition and the feed): validates the request, applies
// every rule with a specific Spanish error, then writes the post, its receivers, types, values,
// attachments, the ledger movements and the receivers' notifications in the caller's
// transaction — all of it or nothing.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/context.h"
#include "core/clock.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_repo.h"
#include "modules/users/user_repo.h"

namespace soci {
class session;
}

namespace aplauso::recognition {

struct SendRequest {
  std::optional<std::string> sender_email;
  std::vector<std::string> receiver_emails;
  std::optional<std::int64_t> amount;
  std::vector<std::int64_t> type_ids;
  std::optional<std::int64_t> sub_type_id;
  std::string message;
  std::vector<std::int64_t> value_ids;
  std::vector<std::string> attachment_keys;
};

/// Who the sender is: the signed-in caller, or anyone named by sender_email (admins on
/// /org/send/recognition/{id} and API keys).
enum class SenderMode { kCaller, kOnBehalf };

struct SendOutcome {
  std::int64_t post_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t points_spent = 0;
  std::int64_t give_balance = 0;
};

class SendService {
 public:
  SendService(const Clock& clock, const points::PointsService& points)
      : clock_(clock), points_(points) {}

  /// Sends in the caller's transaction. Throws ApiError: 400 (shape), 403 (sender_mismatch),
  /// 422 (every broken rule, with the field it concerns).
  SendOutcome send(soci::session& s, std::int64_t org_id, const Principal& caller, SenderMode mode,
                   const SendRequest& request) const;

 private:
  const Clock& clock_;
  const points::PointsService& points_;
  CatalogRepo catalog_;
  users::UserRepo users_;
  points::LedgerRepo ledger_;
};

/// Receivers' e-mails normalised and de-duplicated; 400 for an empty list, more than 50, or a
/// malformed address.
std::vector<std::string> checked_receivers(const std::vector<std::string>& emails);
/// Active members for the (checked) receivers' e-mails: e-mail → (id, takes points). 422
/// receiver_not_found naming every address that is unknown or inactive.
std::map<std::string, std::pair<std::int64_t, bool>> resolve_receivers(
    soci::session& s, std::int64_t org_id, const std::vector<std::string>& emails);

/// The message rule shared by posts and their edits: at most 2000 characters.
std::string checked_message(const std::string& message);

}  // namespace aplauso::recognition
