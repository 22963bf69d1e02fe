#include "modules/live/event_hub.h"

#include <algorithm>
#include <charconv>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/log.h"
#include "db/conn.h"
#include "db/database.h"

namespace aplauso::live {

namespace {
constexpr auto kPostgresWait = std::chrono::milliseconds(2000);
constexpr auto kSqliteWait = std::chrono::milliseconds(500);
constexpr std::int64_t kBatch = 2000;
/// Ids below the watermark read again on each pass: a transaction that took an id before
/// another but committed after it is still told.
constexpr std::int64_t kLateWindow = 200;
/// A client that lets this much text pile up is dropped; it resumes with Last-Event-ID.
constexpr std::size_t kMaxPending = 64 * 1024;
constexpr std::int64_t kPruneEveryMs = 60'000;
/// Signals are hints: a stream that resumes after a day away asks for everything anyway.
constexpr std::int64_t kSignalsKeptMs = 86'400'000;
/// The least time between two passes: under a burst of writes a pass takes in all the commits
/// of the last 50 ms (two reads and one NOTIFY for all), not one pass per commit.
constexpr auto kPassGap = std::chrono::milliseconds(50);

std::string frame(const std::string& id, std::string_view event, std::int64_t value) {
  return "id: " + id + "\nevent: " + std::string(event) +
         "\ndata: {\"id\":" + std::to_string(value) + "}\n\n";
}

// "notification-post" as sent in each event's id.
std::optional<Watermark> parse_id(const std::string& text) {
  const auto dash = text.find('-');
  if (dash == std::string::npos) return std::nullopt;
  Watermark w;
  // "notification-post-signal"; ids given before signals existed have no third part.
  const auto second = text.find('-', dash + 1);
  const char* end = text.data() + text.size();
  const char* post_end = second == std::string::npos ? end : text.data() + second;
  const auto a = std::from_chars(text.data(), text.data() + dash, w.notification);
  const auto b = std::from_chars(text.data() + dash + 1, post_end, w.post);
  if (a.ec != std::errc() || b.ec != std::errc() || a.ptr != text.data() + dash ||
      b.ptr != post_end || w.notification < 0 || w.post < 0) {
    return std::nullopt;
  }
  if (second != std::string::npos) {
    const auto c = std::from_chars(post_end + 1, end, w.signal);
    if (c.ec != std::errc() || c.ptr != end || w.signal < 0) return std::nullopt;
  }
  return w;
}
}  // namespace

/// One member's open stream: text waiting to be written, and how to wake the writer. While it
/// has not ended it counts in `counters` (the node's and its member's), once.
class Subscriber final : public http::EventStream {
 public:
  using Counter = std::atomic<std::size_t>;

  Subscriber(std::int64_t org, std::int64_t user, std::vector<std::shared_ptr<Counter>> counters)
      : org_id(org), user_id(user), counters_(std::move(counters)) {
    for (const auto& c : counters_) ++*c;
  }
  ~Subscriber() override {
    const std::lock_guard lock(mutex_);
    end();
  }
  Subscriber(const Subscriber&) = delete;
  Subscriber& operator=(const Subscriber&) = delete;
  const std::int64_t org_id;
  const std::int64_t user_id;

  std::optional<std::string> take() override {
    const std::lock_guard lock(mutex_);
    if (over_) return std::nullopt;
    return std::exchange(pending_, {});
  }
  void set_waker(std::function<void()> wake) override {
    std::function<void()> now;
    {
      const std::lock_guard lock(mutex_);
      waker_ = std::move(wake);
      if (!pending_.empty()) now = waker_;
    }
    if (now) now();
  }
  void close() override {
    const std::lock_guard lock(mutex_);
    end();
    waker_ = nullptr;
  }
  /// Queues a frame; false once the stream is over (or dropped for falling behind).
  bool push(const std::string& frame) {
    std::function<void()> wake;
    {
      const std::lock_guard lock(mutex_);
      if (over_) return false;
      if (pending_.size() + frame.size() > kMaxPending) {
        end();  // the writer ends the connection; the client resumes
      } else {
        pending_ += frame;
      }
      wake = waker_;
    }
    if (wake) wake();
    return true;
  }
  bool over() const {
    const std::lock_guard lock(mutex_);
    return over_;
  }

 private:
  // Under mutex_: the stream is over, and stops counting (once).
  void end() {
    if (over_) return;
    over_ = true;
    for (const auto& c : counters_) --*c;
  }

  const std::vector<std::shared_ptr<Counter>> counters_;
  mutable std::mutex mutex_;
  std::string pending_;
  std::function<void()> waker_;
  bool over_ = false;
};

EventHub::EventHub(const db::Database& db, const Clock& clock, StreamLimits limits)
    : db_(db), clock_(clock), limits_(limits), listener_(db, "aplauso_events") {}

void EventHub::start() {
  if (reader_.joinable()) return;
  db_.run([&](db::Conn& c) {
    seen_ = repo_.latest(c);
    // What is already written is not news: the first pass tells only what comes after.
    for (const auto& n : repo_.notifications_after(
             c, std::max<std::int64_t>(0, seen_.notification - kLateWindow), kBatch)) {
      recent_notifications_.insert(n.id);
    }
    for (const auto& p :
         repo_.posts_after(c, std::max<std::int64_t>(0, seen_.post - kLateWindow), kBatch)) {
      recent_posts_.insert(p.id);
    }
    for (const auto& g :
         repo_.signals_after(c, std::max<std::int64_t>(0, seen_.signal - kLateWindow), kBatch)) {
      recent_signals_.insert(g.id);
    }
  });
  reader_ = std::thread([this] { run(); });
}

EventHub::~EventHub() {
  stopping_ = true;
  listener_.wake();
  if (reader_.joinable()) reader_.join();
  const std::lock_guard lock(mutex_);
  for (auto& [org, subs] : by_org_) {
    for (auto& s : subs) s->close();
  }
}

void EventHub::signal(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
                      const std::string& name) const {
  if (users.empty()) return;
  repo_.insert_signals(c, org, name, users, clock_.now_ms());
  changed(c);
}

void EventHub::changed(db::Conn& c) const {
  c.after_commit([this] {
    notify_pending_ = true;
    listener_.wake();
  });
}

Ticket EventHub::issue_ticket(OrgId org, std::int64_t user_id) const {
  const std::string token = crypto::random_token(32);
  db_.run([&](db::Conn& c) {
    repo_.insert_ticket(c, crypto::to_hex(crypto::sha256(token)), org, user_id,
                        clock_.now_ms() + kTicketTtlMs);
  });
  return {token, kTicketTtlMs / 1000};
}

std::shared_ptr<http::EventStream> EventHub::open(OrgId org, const std::string& ticket,
                                                  const std::string& last_event_id) {
  const auto owner = db_.transact([&](db::Conn& c) {
    return repo_.take_ticket(c, crypto::to_hex(crypto::sha256(ticket)), clock_.now_ms());
  });
  if (!owner || owner->first != org.value) {
    throw unauthorized("El pase para las novedades en vivo no es válido o ya se usó.");
  }
  // Under the hub's lock: nothing is delivered between what is told here and the registration,
  // and two streams opening at once cannot both take the last place.
  const std::lock_guard lock(mutex_);
  if (open_->load() >= limits_.per_node) {
    throw ApiError(ErrorKind::kRateLimited, "live_streams_full",
                   "El servidor tiene el máximo de conexiones en vivo: las novedades llegarán al "
                   "actualizar. Intenta de nuevo en un momento.")
        .with_retry_after(kRetryAfterSeconds);
  }
  auto& member = open_by_member_[{org.value, owner->second}];
  if (!member) member = std::make_shared<Counter>(0);
  if (member->load() >= limits_.per_member) {
    throw ApiError(ErrorKind::kRateLimited, "live_streams_limit",
                   "Ya tienes " + std::to_string(limits_.per_member) +
                       " conexiones en vivo abiertas (una por pestaña): cierra alguna para "
                       "recibir las novedades al instante en esta.")
        .with_retry_after(kRetryAfterSeconds);
  }
  auto sub = std::make_shared<Subscriber>(org.value, owner->second,
                                          std::vector<std::shared_ptr<Counter>>{open_, member});
  const auto since = parse_id(last_event_id);
  if (since) {
    std::vector<std::pair<std::string, std::int64_t>> signals;
    const auto missed = db_.run([&](db::Conn& c) {
      signals = repo_.missed_signals(c, org, sub->user_id, since->signal);
      return std::make_pair(repo_.missed_notification(c, org, sub->user_id, since->notification),
                            repo_.missed_post(c, org, since->post));
    });
    if (missed.first) sub->push(frame(id_line(), "notification", *missed.first));
    if (missed.second) sub->push(frame(id_line(), "post", *missed.second));
    for (const auto& [name, id] : signals) sub->push(frame(id_line(), name, id));
  }
  sub->push("retry: 3000\nid: " + id_line() + "\nevent: ready\ndata: {}\n\n");
  by_org_[org.value].push_back(sub);
  return sub;
}

std::size_t EventHub::streams() const {
  const std::lock_guard lock(mutex_);
  std::size_t n = 0;
  for (const auto& [org, subs] : by_org_) n += subs.size();
  return n;
}

std::string EventHub::id_line() const {
  return std::to_string(seen_.notification) + "-" + std::to_string(seen_.post) + "-" +
         std::to_string(seen_.signal);
}

void EventHub::deliver(std::int64_t org_id, std::optional<std::int64_t> user_id,
                       const std::string& text) {
  const auto it = by_org_.find(org_id);
  if (it == by_org_.end()) return;
  auto& subs = it->second;
  std::erase_if(subs, [&](const std::shared_ptr<Subscriber>& s) {
    if (user_id && s->user_id != *user_id) return s->over();
    return !s->push(text);
  });
  if (subs.empty()) by_org_.erase(it);
}

void EventHub::forget_closed() {
  const std::lock_guard lock(mutex_);
  for (auto it = by_org_.begin(); it != by_org_.end();) {
    std::erase_if(it->second, [](const std::shared_ptr<Subscriber>& s) { return s->over(); });
    it = it->second.empty() ? by_org_.erase(it) : std::next(it);
  }
  std::erase_if(open_by_member_, [](const auto& entry) { return entry.second->load() == 0; });
}

void EventHub::read_new() {
  std::int64_t from_notification = 0, from_post = 0, from_signal = 0;
  {
    const std::lock_guard lock(mutex_);
    from_notification = std::max<std::int64_t>(0, seen_.notification - kLateWindow);
    from_post = std::max<std::int64_t>(0, seen_.post - kLateWindow);
    from_signal = std::max<std::int64_t>(0, seen_.signal - kLateWindow);
  }
  std::vector<NotificationWritten> notes;
  std::vector<PostWritten> posts;
  std::vector<SignalWritten> signals;
  db_.run([&](db::Conn& c) {
    notes = repo_.notifications_after(c, from_notification, kBatch);
    posts = repo_.posts_after(c, from_post, kBatch);
    signals = repo_.signals_after(c, from_signal, kBatch);
  });
  const std::lock_guard lock(mutex_);
  for (const auto& n : notes) {
    if (!recent_notifications_.insert(n.id).second) continue;
    seen_.notification = std::max(seen_.notification, n.id);
    deliver(n.org_id, n.user_id, frame(id_line(), "notification", n.id));
  }
  for (const auto& p : posts) {
    if (!recent_posts_.insert(p.id).second) continue;
    seen_.post = std::max(seen_.post, p.id);
    deliver(p.org_id, std::nullopt, frame(id_line(), "post", p.id));
  }
  for (const auto& g : signals) {
    if (!recent_signals_.insert(g.id).second) continue;
    seen_.signal = std::max(seen_.signal, g.id);
    deliver(g.org_id, g.user_id, frame(id_line(), g.name, g.id));
  }
  const auto forget = [](std::set<std::int64_t>& ids, std::int64_t below) {
    ids.erase(ids.begin(), ids.lower_bound(below));
  };
  forget(recent_notifications_, seen_.notification - kLateWindow);
  forget(recent_posts_, seen_.post - kLateWindow);
  forget(recent_signals_, seen_.signal - kLateWindow);
}

void EventHub::run() {
  std::int64_t pruned_at = 0;
  while (!stopping_) {
    listener_.wait(db_.is_postgres() ? kPostgresWait : kSqliteWait);
    if (stopping_) break;
    try {
      // This node's commits since the last pass: one NOTIFY wakes the other nodes for all.
      if (notify_pending_.exchange(false)) listener_.notify();
      read_new();
      if (const auto now = clock_.now_ms(); now - pruned_at > kPruneEveryMs) {
        db_.run([&](db::Conn& c) {
          repo_.prune_tickets(c, now);
          repo_.prune_signals(c, now - kSignalsKeptMs);
        });
        forget_closed();
        pruned_at = now;
      }
    } catch (const std::exception& e) {
      log::warn("live_events_read_failed", {{"error", e.what()}});
    }
    if (!stopping_) std::this_thread::sleep_for(kPassGap);
  }
}

}  // namespace aplauso::live
