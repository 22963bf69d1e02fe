// Issue 31's benchmarks of the engagement modules, run by server_bench:
//   BENCH_ONLY=events     1,000 people register at once for 100 places over HTTP, the count
//                         checked by SQL, against one registration's statements replayed per person
//   BENCH_ONLY=approvals  500 challenge claims approved in one POST /api/approvals/decide, against
//                         one decision's statements replayed per claim, each in its transaction
//   BENCH_ONLY=held       a million reminders held for working hours ahead of due notifications:
//                         the mail and WhatsApp claims against the claim of before migration 0082
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <string>

#include "bench_tools.h"
#include "core/ids.h"

namespace aplauso {
class Application;
}

namespace aplauso::bench {

/// What both benchmarks are given: the running server's address and the generated organisation
/// (people p1..p<people>@bench.test from `first_person`, an admin).
struct EngagementSetup {
  Application& app;
  OrgId org;
  std::int64_t first_person = 0;
  long people = 0;
  bool postgres = false;
  std::string target;  ///< the replayers' database: a PostgreSQL URL or the SQLite file
  std::string base;    ///< http://127.0.0.1:<port>
  std::string admin_token;
  Capture capture;  ///< the statements a request runs (main's statements_as)
};

/// BENCH_REGISTRANTS (default 1,000) people answer "going" to one published event of
/// BENCH_CAPACITY (default 100) places, BENCH_RSVP_CLIENTS (default 100) keep-alive clients taking
/// them in turn; then BENCH_REPLAY_CLIENTS (default 8) connections replay one captured RSVP per
/// person on a second such event. Answers the figures for BENCH_SUMMARY; throws when the count is
/// not exact.
boost::json::object events_bench(const EngagementSetup& s);

/// BENCH_CLAIMS (default 500) pending claims of a manual-approval challenge (target 1, so each
/// approval completes and pays once) approved in one POST /api/approvals/decide by the admin;
/// then as many other claims decided by the database alone, one captured decision replayed per
/// claim in its own transaction. Checks that every claim approved over HTTP was paid once.
boost::json::object approvals_bench(const EngagementSetup& s);

/// BENCH_HELD (default 1,000,000) reminders held for their people's working hours (ADR 0076),
/// older than 200 notifications due now: the mail and WhatsApp claims (the first statement of
/// the two-second job) timed against the claim of before migration 0082, whose index held the
/// held rows too, side by side (median of BENCH_CLAIM_RUNS, default 20); then the release of
/// those whose time has come. "exact": every claim found the 50 due notifications.
boost::json::object held_reminders_bench(const EngagementSetup& s);

}  // namespace aplauso::bench
