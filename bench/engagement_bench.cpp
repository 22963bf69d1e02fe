// Issue 31's benchmarks of the engagement modules (engagement_bench.h): registrations for an event
// with few places, and a bulk approval of challenge claims, each over HTTP against the same
// statements run by the database alone.
#include "engagement_bench.h"

#include <algorithm>
#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "app/application.h"
#include "core/clock.h"
#include "db/conn.h"
#include "db/database.h"
#include "db/row_mapping.h"
#include "modules/auth/auth_service.h"
#include "modules/notifications/notification_repo.h"
#include "modules/notifications/notifications_sql.h"
#include "modules/users/user_repo.h"

namespace aplauso::bench {
namespace {

namespace json = boost::json;
using db::Statement;

constexpr Statement kRegistrationsWith{
    "bench.event_registrations_with",
    "SELECT COUNT(*) FROM event_registrations WHERE org_id = $1 AND event_id = $2 AND status = $3"};
constexpr Statement kClaimsApproved{
    "bench.claims_approved",
    "SELECT COUNT(*) FROM challenge_claims WHERE org_id = $1 AND challenge_id = $2 AND status = "
    "'approved' AND user_id BETWEEN $3 AND $4"};
constexpr Statement kCompletionEntries{
    "bench.completion_entries",
    "SELECT COUNT(*) FROM ledger_entries l JOIN challenge_completions k ON k.id = l.reference_id "
    "WHERE l.org_id = $1 AND l.reference_type = 'challenge_completion' AND k.challenge_id = $2 "
    "AND k.user_id BETWEEN $3 AND $4"};
constexpr Statement kCompletionsPaid{
    "bench.completions_paid",
    "SELECT COUNT(DISTINCT l.reference_id) FROM ledger_entries l JOIN challenge_completions k ON "
    "k.id = l.reference_id WHERE l.org_id = $1 AND l.reference_type = 'challenge_completion' AND "
    "k.challenge_id = $2 AND k.user_id BETWEEN $3 AND $4"};

// Reminders held for working hours ($6: until when), `$1` of them spread over the people
// ($3 .. $3 + $4 − 1), and notifications due now (held_until NULL).
constexpr Statement kHeldReminders{
    "bench.held_reminders",
    "WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < $1) INSERT INTO "
    "notifications (org_id, user_id, kind, payload, created_at, shown, mail_due, whatsapp_due, "
    "held_until) SELECT $2, $3 + i % $4, 'task_due', CAST('{}' AS {{JSON}}), $5, 0, 1, 1, $6 "
    "FROM s"};
constexpr Statement kDueNotifications{
    "bench.due_notifications",
    "WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < $1) INSERT INTO "
    "notifications (org_id, user_id, kind, payload, created_at, shown, mail_due, whatsapp_due) "
    "SELECT $2, $3 + i % $4, 'recognition_received', CAST('{}' AS {{JSON}}), $5, 0, 1, 1 FROM s"};
constexpr Statement kAnalyzeNotifications{"bench.analyze_notifications", "ANALYZE notifications"};
// The claim and its index as they were before migration 0082: the held rows stayed in the
// channel's partial index and the claim stepped over them.
constexpr Statement kOldMailIndex{
    "bench.old_mail_index",
    "CREATE INDEX bench_old_mail_due ON notifications (id) WHERE mail_due = 1"};
constexpr Statement kDropOldMailIndex{"bench.drop_old_mail_index", "DROP INDEX bench_old_mail_due"};
constexpr Statement kOldClaimMail{
    "bench.old_claim_mail",
    "SELECT n.id, n.org_id, n.user_id, n.kind, CAST(n.payload AS TEXT), u.email, u.first_name, "
    "u.language, u.active FROM notifications n JOIN users u ON u.id = n.user_id AND "
    "u.org_id = n.org_id WHERE n.id IN (SELECT id FROM notifications WHERE mail_due = 1 "
    "AND COALESCE(held_until, 0) <= $2 ORDER BY id LIMIT $1 {{SKIP_LOCKED}}) ORDER BY n.id"};

constexpr std::int64_t kDayMs = 86'400'000;

// Tokens of people p<from+1> .. p<from+count> (index i: p<from+i+1>).
std::vector<std::string> tokens_of(const EngagementSetup& s, long from, long count) {
  const auto& auth = s.app.service<auth::AuthService>();
  std::vector<std::string> out;
  s.app.db().run([&](db::Conn& c) {
    const users::UserRepo repo;
    for (long i = 0; i < count; ++i)
      out.push_back(auth.mint(*repo.find(c, s.org, s.first_person + from + i)));
  });
  return out;
}

std::int64_t count_of(const EngagementSetup& s, const Statement& st,
                      std::initializer_list<db::Param> params) {
  std::int64_t n = -1;
  s.app.db().run([&](db::Conn& c) { n = c.scalar(st, params).value_or(-1); });
  return n;
}

// Another person's (and another item's) statements: `was` becomes `now` wherever a parameter
// holds it, in id lists and in live-hint topics (":user:<id>:").
void swap_id(db::CapturedParam& p, std::int64_t was, std::int64_t now) {
  using Kind = db::Param::Kind;
  if (p.kind == Kind::kInt && p.integer == was) p.integer = now;
  if (p.kind == Kind::kIntList) {
    for (auto& v : p.ints) {
      if (v == was) v = now;
    }
  }
  if (p.kind == Kind::kText) {
    const std::string from = ":user:" + std::to_string(was) + ":";
    if (const auto at = p.text.find(from); at != std::string::npos) {
      p.text.replace(at, from.size(), ":user:" + std::to_string(now) + ":");
    }
  }
}

void print_statements(const std::vector<db::CapturedStatement>& statements) {
  std::cout << statements.size() << " statements:";
  for (const auto& st : statements) std::cout << " " << st.statement->name;
  std::cout << "\n";
}

std::int64_t created_id(HttpClient& c, long status, const char* what) {
  if (status != 201) throw std::runtime_error(std::string(what) + " failed: " + c.body);
  return json::parse(c.body).at("data").at("id").as_int64();
}

void line(const std::string& name, const std::string& value) {
  std::cout << "  " << std::left << std::setw(60) << name << std::right << value << "\n";
}

std::string fixed(double v, int digits) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(digits) << v;
  return out.str();
}

// Where the database's time goes: each statement's mean over `runs` replays (round trip
// included), the slowest first.
void print_slowest(const std::vector<const Replayer*>& replayers,
                   const std::vector<db::CapturedStatement>& statements, long runs) {
  std::vector<std::pair<double, std::string>> spent;
  for (std::size_t i = 0; i < statements.size(); ++i) {
    double ms = 0;
    for (const auto* r : replayers) {
      if (i < r->spent_ms.size()) ms += r->spent_ms[i];
    }
    spent.emplace_back(ms / static_cast<double>(std::max(1L, runs)),
                       std::string(statements[i].statement->name));
  }
  std::sort(spent.rbegin(), spent.rend());
  std::cout << "    slowest replayed statements (mean ms):";
  for (std::size_t i = 0; i < std::min<std::size_t>(5, spent.size()); ++i) {
    std::cout << " " << spent[i].second << " " << fixed(spent[i].first, 3);
  }
  std::cout << "\n";
}

}  // namespace

json::object events_bench(const EngagementSetup& s) {
  const long registrants = env_or("BENCH_REGISTRANTS", 1000);
  const long capacity = env_or("BENCH_CAPACITY", 100);
  const int clients_n = static_cast<int>(env_or("BENCH_RSVP_CLIENTS", 100));
  // As many replaying connections as the server's pool holds on PostgreSQL; on SQLite one, as
  // the server has one writer (more would wait in SQLite's busy handler, not in the database).
  const int replay_n = static_cast<int>(env_or("BENCH_REPLAY_CLIENTS", s.postgres ? 8 : 1));
  if (s.people <= registrants)
    throw std::runtime_error("BENCH_PEOPLE must exceed BENCH_REGISTRANTS");
  std::cout << "\nevents: " << registrants << " people answer \"going\" at once to one event of "
            << capacity << " places, " << clients_n << " keep-alive clients\n";

  // Two identical published events, created by the admin through the API.
  HttpClient admin(s.admin_token);
  const std::int64_t starts = SystemClock().now_ms() + 5 * kDayMs;
  const auto create = [&](const std::string& title) {
    const std::string body = json::serialize(json::object{{"title", title},
                                                          {"kind", "in_person"},
                                                          {"location", "Sala Andes"},
                                                          {"starts_at", starts},
                                                          {"ends_at", starts + 2 * 3'600'000},
                                                          {"capacity", capacity},
                                                          {"publish", true}});
    return created_id(admin, admin.call(s.base + "/api/events", &body), "creating the event");
  };
  const std::int64_t measured = create("Taller de comunicación");
  const std::int64_t replayed = create("Taller de comunicación (réplica)");
  const auto tokens = tokens_of(s, 0, registrants);
  const std::string going = R"({"response":"going"})";

  // Over HTTP: the clients connected first, then every person once, all at once.
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int t = 0; t < clients_n; ++t) {
    clients.push_back(std::make_unique<HttpClient>(""));
    clients.back()->call(s.base + "/api/health");
  }
  const std::string url = s.base + "/api/events/" + std::to_string(measured) + "/rsvp";
  std::atomic<long> next{0}, failed{0}, confirmed{0}, waitlisted{0};
  const Rate http = measure_all(clients_n, [&](int t) {
    const long n = next.fetch_add(1);
    if (n >= registrants) return false;
    auto& c = *clients[static_cast<std::size_t>(t)];
    c.set_token(tokens[static_cast<std::size_t>(n)]);
    if (c.call(url, &going) != 200) {
      if (failed++ == 0) std::cerr << "rsvp failed: " << c.body << "\n";
    } else if (c.body.find(R"("status":"confirmed")") != std::string::npos) {
      ++confirmed;
    } else if (c.body.find(R"("status":"waitlisted")") != std::string::npos) {
      ++waitlisted;
    }
    return true;
  });
  clients.clear();
  const double wall_ms = 1000.0 * static_cast<double>(http.count) / http.per_second;
  const auto rows = [&](std::int64_t event, const char* status) {
    return count_of(s, kRegistrationsWith, {s.org.value, event, status});
  };
  const std::int64_t sql_confirmed = rows(measured, "confirmed");
  const std::int64_t sql_waitlisted = rows(measured, "waitlisted");
  const std::int64_t sql_offered = rows(measured, "offered");
  const bool exact = failed == 0 && sql_confirmed == capacity &&
                     sql_waitlisted == registrants - capacity && sql_offered == 0 &&
                     confirmed == capacity && waitlisted == registrants - capacity;
  line("POST /api/events/{id}/rsvp, all answered in", fixed(wall_ms, 0) + " ms");
  print("registrations over HTTP", http);
  line("answers: confirmed / waitlisted / failed", std::to_string(confirmed.load()) + " / " +
                                                       std::to_string(waitlisted.load()) + " / " +
                                                       std::to_string(failed.load()));
  line("read back by SQL: confirmed / waitlisted / offered",
       std::to_string(sql_confirmed) + " / " + std::to_string(sql_waitlisted) + " / " +
           std::to_string(sql_offered) + (exact ? "   exact" : "   NOT EXACT"));

  // The database alone: one RSVP to the second event captured (the last person's), replayed
  // in BEGIN … COMMIT for every registrant by as many connections as the server's pool holds.
  const std::int64_t was = s.first_person + s.people - 1;
  const auto captured =
      s.capture(http::Method::kPost, "/api/events/" + std::to_string(replayed) + "/rsvp", "", going,
                tokens_of(s, s.people - 1, 1).front());
  std::cout << "  an RSVP is ";
  print_statements(captured);
  std::vector<std::unique_ptr<Replayer>> replayers;
  for (int t = 0; t < replay_n; ++t) {
    replayers.push_back(std::make_unique<Replayer>(s.target, s.postgres, captured));
  }
  next = 0;
  const Rate alone = measure_all(replay_n, [&](int t) {
    const long n = next.fetch_add(1);
    if (n >= registrants) return false;
    auto& r = *replayers[static_cast<std::size_t>(t)];
    const std::int64_t now = s.first_person + n;
    r.rebind([&](db::CapturedParam& p) { swap_id(p, was, now); });
    r.run(true);
    return true;
  });
  print("the same statements, database alone (" + std::to_string(replay_n) + " conn.)", alone);
  std::vector<const Replayer*> used;
  for (const auto& r : replayers) used.push_back(r.get());
  print_slowest(used, captured, alone.count);
  replayers.clear();
  line("replay's rows (it decides nothing): confirmed / waitlisted",
       std::to_string(rows(replayed, "confirmed")) + " / " +
           std::to_string(rows(replayed, "waitlisted")));
  const double ratio = http.per_second / std::max(1e-9, alone.per_second);
  verdict("registrations http / database alone", ratio, 0.5);
  return json::object{{"events_wall_ms", wall_ms},
                      {"events_http_per_s", http.per_second},
                      {"events_p50_ms", http.p50_ms},
                      {"events_p99_ms", http.p99_ms},
                      {"events_db_per_s", alone.per_second},
                      {"events_ratio", ratio},
                      {"events_confirmed", sql_confirmed},
                      {"events_waitlisted", sql_waitlisted},
                      {"exact", exact}};
}

json::object approvals_bench(const EngagementSetup& s) {
  const long n = env_or("BENCH_CLAIMS", 500);
  const int claim_clients = static_cast<int>(env_or("BENCH_THREADS", 4));
  if (s.people <= 2 * n) throw std::runtime_error("BENCH_PEOPLE must exceed 2 × BENCH_CLAIMS");
  std::cout << "\napprovals: " << n << " pending challenge claims approved in one request\n";

  // A manual-approval claims challenge, target 1 (each approved claim completes and pays 10
  // points once), everyone taking part.
  HttpClient admin(s.admin_token);
  const std::string challenge =
      json::serialize(json::object{{"title", "Camina más"},
                                   {"rules", "Cada reclamo aprobado completa el reto."},
                                   {"kind", "individual"},
                                   {"audience", json::object{{"everyone", true}}},
                                   {"starts_on", "2020-01-01"},
                                   {"ends_on", "2099-12-31"},
                                   {"recurrence", "none"},
                                   {"metric", "claims"},
                                   {"evidence", "text"},
                                   {"target", 1},
                                   {"reward_points", 10},
                                   {"approval", "manual"},
                                   {"join_mode", "automatic"}});
  const std::int64_t id = created_id(admin, admin.call(s.base + "/api/org/challenge", &challenge),
                                     "creating the challenge");
  const std::string activate = json::serialize(json::object{{"id", id}});
  if (admin.call(s.base + "/api/org/challenge/activate", &activate) != 200) {
    throw std::runtime_error("activating the challenge failed: " + admin.body);
  }

  // 2n + 2 claims: p1..p<n> decided over HTTP, p<n+1>..p<2n> by the database alone, the last
  // person's captured and the one before's decided first (the organisation's first award creates
  // its treasury account: no capture should hold that).
  std::vector<long> who;
  for (long i = 0; i < 2 * n; ++i) who.push_back(i);
  who.push_back(s.people - 2);
  who.push_back(s.people - 1);
  std::vector<std::string> tokens = tokens_of(s, 0, 2 * n);
  for (const auto& t : tokens_of(s, s.people - 2, 2)) tokens.push_back(t);
  std::vector<std::int64_t> claims(who.size());
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int t = 0; t < claim_clients; ++t) clients.push_back(std::make_unique<HttpClient>(""));
  const std::string claim_url = s.base + "/api/org/challenge/" + std::to_string(id) + "/claim";
  std::atomic<long> next{0};
  const Rate claiming = measure_all(claim_clients, [&](int t) {
    const long i = next.fetch_add(1);
    if (i >= static_cast<long>(who.size())) return false;
    auto& c = *clients[static_cast<std::size_t>(t)];
    c.set_token(tokens[static_cast<std::size_t>(i)]);
    const std::string body =
        json::serialize(json::object{{"text", "Caminé 5 km, día " + std::to_string(i)}});
    claims[static_cast<std::size_t>(i)] = created_id(c, c.call(claim_url, &body), "a claim");
    return true;
  });
  clients.clear();
  print("claims sent (POST …/claim, setup)", claiming);
  const auto decide_body = [](const std::vector<std::int64_t>& ids) {
    json::array items;
    for (const auto c : ids) items.push_back(json::object{{"kind", "challenge_claim"}, {"id", c}});
    return json::serialize(json::object{{"items", std::move(items)}, {"decision", "approve"}});
  };

  // One decision first, then one captured: the last person's claim.
  const std::string warm = decide_body({claims[claims.size() - 2]});
  if (admin.call(s.base + "/api/approvals/decide", &warm) != 200) {
    throw std::runtime_error("deciding failed: " + admin.body);
  }
  const std::int64_t was_claim = claims.back();
  const std::int64_t was_user = s.first_person + s.people - 1;
  const auto captured = s.capture(http::Method::kPost, "/api/approvals/decide", "",
                                  decide_body({was_claim}), s.admin_token);
  std::cout << "  deciding one claim is ";
  print_statements(captured);
  // The request's own statements (the session, the caller's reports, and after the items one
  // live hint to the decider and every requester) run once; the item's, once per item.
  std::vector<db::CapturedStatement> request, item;
  for (std::size_t i = 0; i < captured.size(); ++i) {
    const std::string_view name = captured[i].statement->name;
    const bool leading = item.empty() && !name.starts_with("challenges.");
    (leading || i + 1 == captured.size() ? request : item).push_back(captured[i]);
  }
  std::cout << "  of which once per request: ";
  print_statements(request);

  // The database alone: the captured decision replayed for p<n+1>..p<2n>'s claims, each in its
  // own transaction, one after another on one connection (as the server decides them), and the
  // request's statements once.
  Replayer per_request(s.target, s.postgres, request);
  Replayer per_item(s.target, s.postgres, item);
  const auto t1 = SteadyClock::now();
  per_request.run();
  for (long i = n; i < 2 * n; ++i) {
    const std::int64_t claim = claims[static_cast<std::size_t>(i)];
    const std::int64_t user = s.first_person + i;
    per_item.rebind([&](db::CapturedParam& p) {
      swap_id(p, was_claim, claim);
      swap_id(p, was_user, user);
    });
    per_item.run(true);
  }
  const double db_ms = std::chrono::duration<double, std::milli>(SteadyClock::now() - t1).count();

  // The admin's inbox now holds exactly the n claims decided over HTTP.
  std::string inbox_total = "?";
  if (admin.call(s.base + "/api/approvals?kind=challenge_claim&perPage=1") == 200) {
    inbox_total = json::serialize(json::parse(admin.body).at("meta").at("total"));
  }
  line("the admin's inbox before (challenge_claim items)", inbox_total);

  // Over HTTP: p1..p<n>'s claims in one request.
  const std::vector<std::int64_t> first_half(claims.begin(), claims.begin() + n);
  const std::string body = decide_body(first_half);
  const auto t0 = SteadyClock::now();
  const long status = admin.call(s.base + "/api/approvals/decide", &body);
  const double http_ms = std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count();
  std::int64_t approved = -1, failed = -1;
  if (status == 200) {
    const auto data = json::parse(admin.body).at("data");
    approved = data.at("approved").as_int64();
    failed = data.at("failed").as_int64();
  } else {
    std::cerr << "decide answered " << status << ": " << admin.body.substr(0, 400) << "\n";
  }

  const std::int64_t last = s.first_person + n - 1;
  const auto with = [&](const Statement& st, std::int64_t from, std::int64_t to) {
    return count_of(s, st, {s.org.value, id, from, to});
  };
  const std::int64_t sql_approved = with(kClaimsApproved, s.first_person, last);
  const std::int64_t entries = with(kCompletionEntries, s.first_person, last);
  const std::int64_t paid = with(kCompletionsPaid, s.first_person, last);
  const bool exact = approved == n && failed == 0 && sql_approved == n && entries == n && paid == n;
  const double ratio = db_ms / std::max(1e-9, http_ms);
  line("POST /api/approvals/decide, " + std::to_string(n) + " items",
       fixed(http_ms, 0) + " ms (" + fixed(1000.0 * static_cast<double>(n) / http_ms, 0) +
           " items/s)");
  line("the same statements, database alone",
       fixed(db_ms, 0) + " ms (" + fixed(1000.0 * static_cast<double>(n) / db_ms, 0) + " items/s)");
  print_slowest({&per_item}, item, n);
  line("answer: approved / failed", std::to_string(approved) + " / " + std::to_string(failed));
  line("by SQL: approved / ledger entries / completions paid",
       std::to_string(sql_approved) + " / " + std::to_string(entries) + " / " +
           std::to_string(paid) + (exact ? "   each paid once" : "   NOT EXACT"));
  line("replay: approved claims of its people",
       std::to_string(with(kClaimsApproved, s.first_person + n, s.first_person + 2 * n - 1)));
  verdict("bulk approval http / database alone", ratio, 0.5);
  return json::object{{"approvals_http_ms", http_ms},
                      {"approvals_db_ms", db_ms},
                      {"approvals_ratio", ratio},
                      {"approvals_paid", entries},
                      {"exact", exact}};
}

json::object held_reminders_bench(const EngagementSetup& s) {
  const long held = env_or("BENCH_HELD", 1'000'000);
  const long runs = std::max(1L, env_or("BENCH_CLAIM_RUNS", 20));
  constexpr long kDue = 200;
  constexpr std::int64_t kBatch = 50;  // the job's batch (notification_service.cpp)
  std::cout << "\nheld reminders: " << held << " held for working hours, " << kDue << " due now\n";
  const std::int64_t now = SystemClock().now_ms();
  const auto& db = s.app.db();
  const auto started = SteadyClock::now();
  db.transact([&](db::Conn& c) {
    c.exec(kHeldReminders, {held, s.org.value, s.first_person, s.people, now, now + kDayMs});
    c.exec(kDueNotifications, {kDue, s.org.value, s.first_person, s.people, now});
    return 0;
  });
  db.run([&](db::Conn& c) { c.exec(kAnalyzeNotifications); });
  line("generated in",
       fixed(std::chrono::duration<double>(SteadyClock::now() - started).count(), 1) + " s");

  // The median of `runs` claims, each in its transaction (PostgreSQL locks what it claims).
  bool exact = true;
  const auto median_ms = [&](const std::function<std::size_t(db::Conn&)>& claim) {
    std::vector<double> ms;
    for (long r = 0; r < runs; ++r) {
      const auto t0 = SteadyClock::now();
      const std::size_t n = db.transact([&](db::Conn& c) { return claim(c); });
      ms.push_back(std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count());
      if (n != static_cast<std::size_t>(kBatch)) exact = false;
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
  };
  const notifications::NotificationRepo repo;
  const double mail_ms = median_ms([&](db::Conn& c) { return repo.claim_mail(c, kBatch).size(); });
  const double whatsapp_ms =
      median_ms([&](db::Conn& c) { return repo.claim_whatsapp(c, kBatch).size(); });
  db.run([&](db::Conn& c) { c.exec(kOldMailIndex); });
  db.run([&](db::Conn& c) { c.exec(kAnalyzeNotifications); });
  const double old_ms = median_ms([&](db::Conn& c) {
    return db::all<notifications::ChannelDue>(c, kOldClaimMail, {kBatch, now}).size();
  });
  db.run([&](db::Conn& c) { c.exec(kDropOldMailIndex); });
  // Nothing is due yet, then everything is: the release reads the held index alone.
  std::int64_t released_none = -1;
  std::int64_t released_all = -1;
  const auto t0 = SteadyClock::now();
  db.transact([&](db::Conn& c) { return released_none = repo.release_held(c, now); });
  const double release_none_ms =
      std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count();
  const auto t1 = SteadyClock::now();
  db.transact([&](db::Conn& c) { return released_all = repo.release_held(c, now + kDayMs); });
  const double release_all_ms =
      std::chrono::duration<double, std::milli>(SteadyClock::now() - t1).count();
  exact = exact && released_none == 0 && released_all == held;

  line("mail claim, 50 of " + std::to_string(kDue) + " due (median ms)", fixed(mail_ms, 2));
  line("WhatsApp claim (median ms)", fixed(whatsapp_ms, 2));
  line("the claim before migration 0082 (median ms)", fixed(old_ms, 2));
  line("release, none due yet (ms)", fixed(release_none_ms, 2));
  line("release, all " + std::to_string(held) + " due (ms)", fixed(release_all_ms, 0));
  verdict("claim before / claim now", old_ms / std::max(1e-9, mail_ms), 10);
  return json::object{{"held", held},
                      {"claim_mail_ms", mail_ms},
                      {"claim_whatsapp_ms", whatsapp_ms},
                      {"claim_before_ms", old_ms},
                      {"release_none_ms", release_none_ms},
                      {"release_all_ms", release_all_ms},
                      {"exact", exact}};
}

}  // namespace aplauso::bench
