// Sending a recognition (domain.md, Recognition and the feed): validates the request, applies
// every rule with a specific Spanish error, then writes the post (through the feed's
// PostWriter), the ledger movements and the receivers' notifications in one transaction — all
// of it or nothing, in a fixed number of statements whatever the number of receivers.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "api/context.h"
#include "core/clock.h"
#include "modules/feed/post_repo.h"
#include "modules/feed/post_writer.h"
#include "modules/recognition/catalog_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::points {
class PointsService;
}
namespace aplauso::feed {
class PostWriter;
}
namespace aplauso::notifications {
class NotificationService;
}

namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::media {
class MediaService;
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
  /// A picture or animated image of the organisation's library (media module).
  std::optional<std::int64_t> media_id;
  /// The value the send dialog proposed from the message (VAL-★3), and whether the sender took
  /// it: kept with the recognition for the acceptance rate.
  std::optional<std::int64_t> value_suggested;
  std::optional<bool> suggestion_accepted;
};

/// Who the sender is: the signed-in caller, or anyone named by sender_email (admins on
/// /org/send/recognition/{id} and API keys).
enum class SenderMode { kCaller, kOnBehalf };

struct SendOutcome {
  std::int64_t post_id = 0;
  std::int64_t sender_id = 0;
  std::int64_t points_spent = 0;
  std::int64_t give_balance = 0;
  feed::PostRow post;  ///< as written (PostWriter::create)
};

class SendService {
 public:
  SendService(const db::Database& db, const Clock& clock, const points::PointsService& points,
              const feed::PostWriter& posts,
              const notifications::NotificationService& notifications, const audit::AuditLog& audit,
              const media::MediaService& media)
      : db_(db),
        clock_(clock),
        points_(points),
        posts_(posts),
        notifications_(notifications),
        audit_(audit),
        media_(media) {}

  /// Sends in one transaction (joining the caller's when one is open). Throws ApiError: 400
  /// (shape), 403 (sender_mismatch), 422 (every broken rule, with the field it concerns).
  SendOutcome send(OrgId org, const Principal& caller, SenderMode mode,
                   const SendRequest& request) const;

  /// Called once per recognition post in the sending transaction, after its rows are written
  /// (the challenges module counts recognition_sent and recognition_received): the sender, the
  /// receivers who got it, the post and the moment.
  using SentHook = std::function<void(db::Conn&, OrgId, std::int64_t sender_id,
                                      const std::vector<std::int64_t>& receiver_ids,
                                      std::int64_t post_id, std::int64_t at_ms)>;
  /// Install-time only (modules installed after recognition).
  void on_sent(SentHook hook) { sent_hooks_.push_back(std::move(hook)); }

 private:
  /// What the request asks, checked before any statement (400).
  struct Asked {
    std::vector<std::string> receiver_emails;
    std::string message;
    std::int64_t amount = 0;
    std::set<std::int64_t> type_ids;
    std::set<std::int64_t> value_ids;
    std::set<std::string> attachment_keys;
    std::optional<std::int64_t> media_id;
  };
  /// Who sends and who receives (by e-mail).
  struct Parties {
    users::User sender;
    std::map<std::string, users::Member> receivers;
  };
  /// What the sender chose from the organisation's catalog.
  struct Chosen {
    std::vector<RecognitionType> types;
    bool special = false;
    std::optional<SubType> sub_type;
    std::vector<CorporateValue> values;
    std::vector<UploadedFile> attachments;
  };

  static Asked checked(SenderMode mode, const SendRequest& r);
  /// The sender and receivers in one statement: 401 (the caller is gone), 403 sender_mismatch,
  /// 422 sender_not_found, receiver_not_found, self_recognition.
  Parties parties(db::Conn& c, OrgId org, const Principal& caller, SenderMode mode,
                  const SendRequest& r, const Asked& asked) const;
  /// Types (active, allowed to the sender's role, the amount within bounds), the sub type, values
  /// and the sender's own uploads: 422 naming what is wrong.
  Chosen chosen(db::Conn& c, OrgId org, const Principal& caller, const users::User& sender,
                std::optional<std::int64_t> sub_type_id, const Asked& asked) const;
  /// The post with its card composed from what was read (no statement renders it); `paid` gets
  /// the receivers who take points.
  static feed::NewPost compose(const Asked& asked, const SendRequest& r, const Parties& parties,
                               const Chosen& chosen, std::vector<std::int64_t>& paid);
  /// Pays the receivers who take points through the ledger and notifies every receiver, in the
  /// sending transaction; the sender's give balance when it moved.
  std::optional<std::int64_t> pay_and_notify(db::Conn& c, OrgId org, const Principal& caller,
                                             const users::User& sender, const feed::NewPost& post,
                                             const std::vector<std::int64_t>& paid,
                                             std::int64_t post_id) const;

  const db::Database& db_;
  const Clock& clock_;
  const points::PointsService& points_;
  const feed::PostWriter& posts_;
  const notifications::NotificationService& notifications_;
  const audit::AuditLog& audit_;
  const media::MediaService& media_;
  CatalogRepo catalog_;
  users::UserRepo users_;
  std::vector<SentHook> sent_hooks_;
};

}  // namespace aplauso::recognition
