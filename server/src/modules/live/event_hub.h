// Live updates over Server-Sent Events (ADR 0025). Writers call `changed` in their transaction;
// after the commit each node's reader thread wakes (other nodes through LISTEN/NOTIFY),
// reads the notifications and posts written since its watermark, and hands each to the streams
// of the people concerned: a notification to its person, a post to everyone of the
// organisation, a signal to its person. Events are hints ("your count changed", "new posts"):
// clients read the data itself with the usual calls. A stream resumes from the id of the last event
// it saw (Last-Event-ID), and a heartbeat every 15 s keeps proxies from closing it.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "db/listener.h"
#include "http/message.h"
#include "modules/live/event_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db

namespace aplauso::live {

class Subscriber;

struct Ticket {
  std::string token;
  std::int64_t expires_in_s = 0;
};

/// How many streams this node holds at once (ADR 0033): per member (LIVE_STREAMS_PER_MEMBER)
/// and in all (LIVE_STREAMS_PER_NODE). A stream stops counting as soon as it ends.
struct StreamLimits {
  std::size_t per_member = 5;
  std::size_t per_node = 9'000;
};

class EventHub {
 public:
  static constexpr std::int64_t kTicketTtlMs = 60'000;
  /// What a stream refused for a limit asks the client to wait.
  static constexpr int kRetryAfterSeconds = 30;

  /// Reads nothing yet: `start` does, once the schema is up to date.
  EventHub(const db::Database& db, const Clock& clock, StreamLimits limits = {});
  ~EventHub();
  EventHub(const EventHub&) = delete;
  EventHub& operator=(const EventHub&) = delete;

  /// Takes what is written so far as seen and starts the reader (before the first stream opens;
  /// the application calls it when it starts serving). Once only.
  void start();

  /// In the caller's transaction, after notifications or posts were written: once it commits,
  /// this node's reader wakes and (PostgreSQL) NOTIFYs the others, one NOTIFY for all the
  /// commits it finds pending, off the writers' transactions.
  void changed(db::Conn& c) const;
  /// In the caller's transaction: a hint named `name` ("surveys.pending") for each of `users`
  /// of the organisation, sent to their streams as an event of that name once it commits
  /// (clients ask the usual call again). Kept a day for streams that resume.
  void signal(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
              const std::string& name) const;

  /// A one-use ticket for the member's stream, valid kTicketTtlMs.
  Ticket issue_ticket(OrgId org, std::int64_t user_id) const;
  /// The member's stream for a ticket of this organisation (401 when unknown, used, expired or
  /// another organisation's; 429 live_streams_limit when the member holds as many streams on
  /// this node as allowed, 429 live_streams_full when the node does). `last_event_id`: what the
  /// client saw last ("" for none); what happened since is told at once.
  std::shared_ptr<http::EventStream> open(OrgId org, const std::string& ticket,
                                          const std::string& last_event_id);
  /// Streams open on this node.
  std::size_t streams() const;

 private:
  void run();
  void read_new();
  /// Drops the streams that ended in organisations nothing happened in since.
  void forget_closed();
  std::string id_line() const;
  void deliver(std::int64_t org_id, std::optional<std::int64_t> user_id, const std::string& frame);

  using Counter = std::atomic<std::size_t>;

  const db::Database& db_;
  const Clock& clock_;
  StreamLimits limits_;
  /// Streams that have not ended, on this node and per member (organisation, person): each
  /// stream counts itself down once when it ends, on whichever thread that happens.
  std::shared_ptr<Counter> open_ = std::make_shared<Counter>(0);
  std::map<std::pair<std::int64_t, std::int64_t>, std::shared_ptr<Counter>> open_by_member_;
  EventRepo repo_;
  mutable db::Listener listener_;
  mutable std::mutex mutex_;
  std::unordered_map<std::int64_t, std::vector<std::shared_ptr<Subscriber>>> by_org_;
  Watermark seen_;
  std::set<std::int64_t> recent_notifications_, recent_posts_, recent_signals_;
  std::atomic<bool> stopping_{false};
  mutable std::atomic<bool> notify_pending_{false};
  std::thread reader_;
};

}  // namespace aplauso::live
