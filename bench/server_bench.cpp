// The server against what it is built on, side by side in one run, on a generated organisation
// (default 10,000 people and 1,000,000 posts, every card rendered):
//   feed    GET /api/post over HTTP   vs  the same statements (captured from a real request,
//                                         auth included) run by the database alone, prepared,
//                                         through its C API
//   send    POST /api/send_feedback   vs  pgbench's TPC-B-like on the same PostgreSQL
//   health  GET /api/health           vs  hello_server, a bare Beast server built in bench/
// and the server's own CPU per feed page (process CPU minus the client threads' CPU; on SQLite
// this includes the embedded database). Prints absolute rates, ratios and the targets.
//   BENCH_DATABASE_URL=postgresql://...  run on PostgreSQL (default: SQLite in a temp folder)
//   BENCH_PEOPLE, BENCH_POSTS, BENCH_SECONDS, BENCH_THREADS  sizes and duration per measurement
//   BENCH_SUMMARY=file  also write the figures as one JSON object (scripts/bench compares engines)
//   BENCH_ONLY=goals  only the goals benchmark: BENCH_GOALS_PER_PERSON (default 5) goals each
//                    under 40 department goals under a company goal; the tree's roots, one
//                    expansion and the company list as a person, over HTTP against the same
//                    statements run by the database alone
//   BENCH_ONLY=events  only issue 31's registrations: BENCH_REGISTRANTS (default 1,000) people
//                    answer "going" at once to an event of BENCH_CAPACITY (100) places over
//                    BENCH_RSVP_CLIENTS (100) keep-alive connections, the count checked by SQL,
//                    against one captured RSVP replayed per person (engagement_bench.h)
//   BENCH_ONLY=held  only the held reminders: a million held for working hours, the claims timed
//                    against the claim before migration 0082 (engagement_bench.h)
//   BENCH_ONLY=approvals  only issue 31's bulk approval: BENCH_CLAIMS (default 500) challenge
//                    claims approved in one POST /api/approvals/decide, against one captured
//                    decision replayed per claim; every claim paid once (engagement_bench.h)
//   BENCH_ONLY=surveys  only the survey benchmark: BENCH_PEOPLE people answer a 20-question pulse
//                    over HTTP against the same statements replayed by the database alone, then
//                    the results page with 5 segment filters (BENCH_RESULTS_RUNS, default 10,
//                    warm runs each)
//   BENCH_SURVEY_POINTS  what answering pays (default 10; 0: no ledger entry, no treasury turn)
//   BENCH_SURVEY_HISTORY, BENCH_SIGNALS  past pulses (default 15) and live hints (200,000) that
//                    the plan check and the survey figures meet (bench_data.h)
//   BENCH_PLANS_ONLY=1  the plan check alone
//   BENCH_PROFILE=n  only n feed requests over HTTP, instrumented for callgrind
//                    (valgrind --tool=callgrind --instr-atstart=no server_bench)
#include <arpa/inet.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>
#include <valgrind/callgrind.h>

#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <set>
#include <thread>
#include <vector>

#include "app/application.h"
#include "app/dispatcher.h"
#include "bench_data.h"
#include "bench_tools.h"
#include "core/log.h"
#include "core/password.h"
#include "db/conn.h"
#include "db/database.h"
#include "engagement_bench.h"
#include "modules/auth/auth_service.h"
#include "modules/catalog/product_service.h"
#include "modules/communications/communication_service.h"
#include "modules/feed/feed_service.h"
#include "modules/feed/post_cards.h"
#include "modules/live/event_hub.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/user_repo.h"
#include "newest_statements.h"
#include "plan_check.h"

namespace {

using namespace aplauso::bench;
namespace json = boost::json;
using aplauso::db::Statement;

double thread_cpu_s() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

double process_cpu_s(bool system_only = false) {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  const double sys =
      static_cast<double>(u.ru_stime.tv_sec) + static_cast<double>(u.ru_stime.tv_usec) / 1e6;
  if (system_only) return sys;
  return sys + static_cast<double>(u.ru_utime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec) / 1e6;
}

// Runs `work` on `threads` threads for `seconds` (after a short warm-up), each call timed.
Rate measure(int threads, double seconds, const std::function<void(int)>& work) {
  std::atomic<bool> stop{false};
  std::atomic<bool> counting{false};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(threads));
  std::vector<double> cpu(static_cast<std::size_t>(threads));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      double cpu_start = 0;
      bool started = false;
      while (!stop.load()) {
        if (!started && counting.load()) {
          cpu_start = thread_cpu_s();
          started = true;
        }
        const auto t0 = SteadyClock::now();
        work(t);
        if (started) {
          latencies[static_cast<std::size_t>(t)].push_back(
              std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count());
        }
      }
      cpu[static_cast<std::size_t>(t)] = started ? thread_cpu_s() - cpu_start : 0;
    });
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // warm-up
  const double process_start = process_cpu_s();
  const double system_start = process_cpu_s(true);
  const auto start = SteadyClock::now();
  counting = true;
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  stop = true;
  const double elapsed = std::chrono::duration<double>(SteadyClock::now() - start).count();
  for (auto& th : pool) th.join();
  Rate r;
  r.process_cpu_s = process_cpu_s() - process_start;
  r.system_cpu_s = process_cpu_s(true) - system_start;
  std::vector<double> all;
  for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  for (double c : cpu) r.client_cpu_s += c;
  std::sort(all.begin(), all.end());
  r.count = static_cast<long>(all.size());
  r.per_second = static_cast<double>(all.size()) / elapsed;
  if (!all.empty()) {
    r.p50_ms = all[all.size() / 2];
    r.p99_ms = all[std::min(all.size() - 1, all.size() * 99 / 100)];
  }
  return r;
}

// pgbench's TPC-B-like transaction on the same PostgreSQL, same clients and duration.
double pgbench_tps(const std::string& url, int clients, double seconds) {
  const auto bindir = [] {
    std::string best;
    for (const auto& e : std::filesystem::directory_iterator("/usr/lib/postgresql")) {
      if (e.path().string() > best) best = e.path().string();
    }
    return best + "/bin/pgbench";
  }();
  const std::string quiet = " >/dev/null 2>&1";
  if (std::system((bindir + " -i -s 4 -q '" + url + "'" + quiet).c_str()) != 0) return 0;
  const std::string cmd = bindir + " -n -c " + std::to_string(clients) + " -j 2 -T " +
                          std::to_string(static_cast<int>(seconds)) + " '" + url + "' 2>/dev/null";
  FILE* out = popen(cmd.c_str(), "r");
  if (out == nullptr) return 0;
  char line[512];
  double tps = 0;
  while (fgets(line, sizeof line, out) != nullptr) {
    const std::string l(line);
    if (l.starts_with("tps = ")) tps = std::atof(l.c_str() + 6);
  }
  pclose(out);
  return tps;
}

// Starts bench/node/feed-server.mjs on the benchmark's PostgreSQL with the statements the server
// ran for the page, checks it answers the same bytes, and measures it like the server. 0 when
// Node.js or the yardstick's packages are missing (scripts/bench installs them).
double node_yardstick(const std::string& url, const std::string& secret, aplauso::OrgId org,
                      const std::vector<aplauso::db::CapturedStatement>& page, int threads,
                      double seconds, const std::vector<std::string>& tokens,
                      std::vector<std::unique_ptr<HttpClient>>& clients, const std::string& base) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(APLAUSO_BENCH_DIR) / "node";
  if (!fs::exists(dir / "node_modules" / "fastify") || page.size() != 2 ||
      std::system("node --version >/dev/null 2>&1") != 0) {
    std::cout << "  minimal Node.js server: not run (cd bench/node && npm ci)\n";
    return 0;
  }
  using aplauso::db::Dialect;
  const fs::path file = fs::temp_directory_path() / "aplauso-bench-statements.json";
  std::ofstream(file) << json::serialize(
      json::object{{"org", org.value},
                   {"session", aplauso::db::kPostgresSession},
                   {"auth", aplauso::db::prepared_text(*page[0].statement, Dialect::kPostgres)},
                   {"page", aplauso::db::prepared_text(*page[1].statement, Dialect::kPostgres)}});
  const std::string command = "cd '" + dir.string() + "' && PORT=0 DATABASE_URL='" + url +
                              "' STATEMENTS='" + file.string() + "' JWT_SECRET='" + secret +
                              "' exec node feed-server.mjs";
  FILE* node = popen(command.c_str(), "r");
  char line[64] = {};
  if (node == nullptr || fgets(line, sizeof line, node) == nullptr) {
    std::cerr << "the Node.js server did not start\n";
    return 0;
  }
  const std::string node_base = "http://127.0.0.1:" + std::to_string(std::atoi(line + 5));
  std::vector<std::unique_ptr<HttpClient>> node_clients;
  for (int t = 0; t < threads; ++t) node_clients.push_back(std::make_unique<HttpClient>(tokens[t]));
  // The same answer, or the comparison means nothing.
  clients[0]->call(base + "/api/post?perPage=10");
  node_clients[0]->call(node_base + "/api/post?perPage=10");
  if (clients[0]->body != node_clients[0]->body) {
    std::cerr << "the Node.js server's page differs from the server's:\n  "
              << node_clients[0]->body.substr(0, 400) << "\n  " << clients[0]->body.substr(0, 400)
              << "\n";
  }
  const Rate rate = measure(threads, seconds, [&](int t) {
    if (node_clients[static_cast<std::size_t>(t)]->call(node_base + "/api/post?perPage=10") !=
        200) {
      std::cerr << "Node.js feed call failed\n";
    }
  });
  print("minimal Node.js server (Fastify + pg)", rate);
  node_clients.clear();
  (void)std::system("pkill -f 'node feed-server.mjs' >/dev/null 2>&1");
  pclose(node);
  fs::remove(file);
  return rate.per_second;
}

// --- Surveys (issue 29) ----------------------------------------------------------------------
// The benchmark's pulse: 20 questions (9 likert, eNPS, 2 star ratings, 3 yes/no, 2 single and 2
// multiple choices, a comment), confidential, to everyone, announced, paying `points`.
std::string survey_body(const std::string& title, long points) {
  const std::string options =
      R"("options":[{"id":"a","label":"Uno"},{"id":"b","label":"Dos"},{"id":"c","label":"Tres"},)"
      R"({"id":"d","label":"Cuatro"}])";
  std::string questions;
  for (int i = 1; i <= 9; ++i) {
    questions += R"({"id":"q)" + std::to_string(i) +
                 R"(","type":"likert","required":true,"title":"Afirmación )" + std::to_string(i) +
                 R"("},)";
  }
  questions += R"({"id":"enps","type":"rating","style":"scale","min":0,"max":10,"enps":true,)"
               R"("title":"¿Recomendarías trabajar aquí?"},)";
  for (int i = 1; i <= 2; ++i) {
    questions += R"({"id":"r)" + std::to_string(i) +
                 R"(","type":"rating","style":"stars","max":5,"title":"Valora )" +
                 std::to_string(i) + R"("},)";
  }
  for (int i = 1; i <= 3; ++i) {
    questions += R"({"id":"y)" + std::to_string(i) + R"(","type":"yes_no","title":"¿Pregunta )" +
                 std::to_string(i) + R"(?"},)";
  }
  for (int i = 1; i <= 2; ++i) {
    questions += R"({"id":"s)" + std::to_string(i) +
                 R"(","type":"single_choice","title":"Elige una )" + std::to_string(i) + R"(",)" +
                 options + "},";
  }
  for (int i = 1; i <= 2; ++i) {
    questions += R"({"id":"m)" + std::to_string(i) +
                 R"(","type":"multiple_choice","max_choices":2,"title":"Elige hasta dos )" +
                 std::to_string(i) + R"(",)" + options + "},";
  }
  questions += R"({"id":"comentario","type":"long_text","title":"¿Algo más?"})";
  return R"({"title":{"es":")" + title +
         R"(","en":"Climate pulse"},"confidentiality":"confidential",)"
         R"("form":{"title":{"es":"Pulso","en":"Pulse"},"questions":[)" +
         questions + R"(]},"points":)" + std::to_string(points) +
         R"(,"multi_response":false,"notify":true,"audience":{"everyone":true,)"
         R"("departments":[],"groups":[],"countries":[]},"recurrence":"none"})";
}

// Person n's answers (varied, every fourth with a comment).
std::string answers_body(long n) {
  std::string a = R"({"answers":{)";
  for (int i = 1; i <= 9; ++i) {
    a += R"("q)" + std::to_string(i) + R"(":)" + std::to_string(1 + (n * 7 + i * 3) % 5) + ",";
  }
  a += R"("enps":)" + std::to_string((n * 11) % 11) + ",";
  for (int i = 1; i <= 2; ++i) {
    a += R"("r)" + std::to_string(i) + R"(":)" + std::to_string(1 + (n + i) % 5) + ",";
  }
  for (int i = 1; i <= 3; ++i) {
    a += R"("y)" + std::to_string(i) + R"(":)" + ((n + i) % 3 == 0 ? "false" : "true") + ",";
  }
  const char* ids[] = {"a", "b", "c", "d"};
  for (int i = 1; i <= 2; ++i) {
    a += R"("s)" + std::to_string(i) + R"(":")" + ids[(n + i) % 4] + R"(",)";
  }
  for (int i = 1; i <= 2; ++i) {
    a += R"("m)" + std::to_string(i) + R"(":[")" + ids[(n + i) % 4] + R"(",")" +
         ids[(n + i + 1) % 4] + R"("],)";
  }
  if (n % 4 == 0) {
    a += R"("comentario":"Me gustaría más formación en mi área, sobre todo en el tema )" +
         std::to_string(n % 9) + R"(.",)";
  }
  a.back() = '}';
  return a + "}";
}

struct SurveySetup {
  std::int64_t measured = 0;        ///< answered over HTTP; its results are read
  std::int64_t replayed = 0;        ///< answered by the database alone
  std::vector<std::string> tokens;  ///< person p<n+1>'s at n
  /// Client t's submit to `replayed`, captured from a real request of person p<people - t>.
  std::vector<std::vector<aplauso::db::CapturedStatement>> submits;
  double activate_ms = 0;
};

// Two identical pulses launched through the API as the admin, a token for everyone, and each
// client's submit captured.
SurveySetup set_up_surveys(aplauso::Application& app, aplauso::OrgId o, std::int64_t first,
                           long people, int threads, const std::string& base,
                           const std::string& admin_token, const Capture& capture) {
  using namespace aplauso;
  SurveySetup s;
  HttpClient admin(admin_token);
  const auto launch = [&](const std::string& title, double* took_ms) {
    const std::string body = survey_body(title, env_or("BENCH_SURVEY_POINTS", 10));
    if (admin.call(base + "/api/org/surveys", &body) != 201) {
      throw std::runtime_error("creating the survey failed: " + admin.body);
    }
    const auto id = json::parse(admin.body).at("data").at("id").as_int64();
    const std::string none = "{}";
    const auto t0 = SteadyClock::now();
    if (admin.call(base + "/api/org/surveys/" + std::to_string(id) + "/activate", &none) != 200) {
      throw std::runtime_error("activating the survey failed: " + admin.body);
    }
    if (took_ms != nullptr) {
      *took_ms = std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count();
    }
    return id;
  };
  s.measured = launch("Pulso de clima", &s.activate_ms);
  s.replayed = launch("Pulso de clima (réplica)", nullptr);
  const auto& auth = app.service<auth::AuthService>();
  app.db().run([&](db::Conn& c) {
    const users::UserRepo repo;
    for (long n = 0; n < people; ++n) s.tokens.push_back(auth.mint(*repo.find(c, o, first + n)));
  });
  // One answer first, so no capture holds what only the organisation's first award runs (its
  // treasury account created).
  capture(http::Method::kPost, "/api/surveys/" + std::to_string(s.replayed) + "/responses", "",
          answers_body(people - 1 - threads),
          s.tokens[static_cast<std::size_t>(people - 1 - threads)]);
  for (int t = 0; t < threads; ++t) {
    const long n = people - 1 - t;
    s.submits.push_back(capture(http::Method::kPost,
                                "/api/surveys/" + std::to_string(s.replayed) + "/responses", "",
                                answers_body(n), s.tokens[static_cast<std::size_t>(n)]));
  }
  return s;
}

struct SurveyFigures {
  double submit_db = 0, submit_http = 0, submit_ratio = 0;
  double results_cold_ms = 0, results_warm_ms = 0, results_p95_ms = 0, results_db_ms = 0;
};

// 10,000 people answer (over HTTP, against the same statements replayed by the database alone),
// then the results page with 5 segment filters (over HTTP, cold and warm, against the privacy
// engine's aggregate statements run by the database alone).
SurveyFigures survey_bench(const SurveySetup& s, std::int64_t first, long people, int threads,
                           bool postgres, const std::string& target, const std::string& base,
                           const std::string& admin_token, std::int64_t department,
                           const Capture& capture) {
  using namespace aplauso;
  SurveyFigures f;
  std::cout << "\nsurveys: a 20-question pulse to " << people + 1
            << " people, launched (audience snapshot, announcement) in " << std::setprecision(1)
            << s.activate_ms << " ms; a submit is " << s.submits.front().size() << " statements:";
  for (const auto& st : s.submits.front()) std::cout << " " << st.statement->name;
  std::cout << "\n";

  // The database alone: each client replays its captured submit in BEGIN … COMMIT as person
  // after person (their ids, a new response key), each person once.
  {
    std::vector<std::unique_ptr<Replayer>> replayers;
    std::vector<std::string> keys;
    for (int t = 0; t < threads; ++t) {
      const auto& captured = s.submits[static_cast<std::size_t>(t)];
      replayers.push_back(std::make_unique<Replayer>(target, postgres, captured));
      std::string key;
      for (const auto& st : captured) {
        if (st.statement->name == "privacy.insert_response") key = st.params.at(0).text;
      }
      keys.push_back(key);
    }
    std::atomic<long> next{0};
    const long replayed = people - threads - 1;  // the others answered while being captured
    const Rate db_rate = measure_all(threads, [&](int t) {
      const long n = next.fetch_add(1);
      if (n >= replayed) return false;
      const auto ti = static_cast<std::size_t>(t);
      const std::int64_t was = first + people - 1 - t;
      const std::int64_t now = first + n;
      const std::string was_user = ":user:" + std::to_string(was) + ":";
      const std::string now_user = ":user:" + std::to_string(now) + ":";
      char fresh[40];
      std::snprintf(fresh, sizeof fresh, "b%015d%016ld", t, n);
      replayers[ti]->rebind([&](db::CapturedParam& p) {
        using Kind = db::Param::Kind;
        if (p.kind == Kind::kInt && p.integer == was) p.integer = now;
        if (p.kind == Kind::kIntList) {
          for (auto& v : p.ints)
            if (v == was) v = now;
        }
        if (p.kind == Kind::kText) {
          if (p.text == keys[ti]) p.text = fresh;
          if (const auto at = p.text.find(was_user); at != std::string::npos) {
            p.text.replace(at, was_user.size(), now_user);
          }
        }
      });
      replayers[ti]->run(true);
      return true;
    });
    print("database alone (the same statements, replayed)", db_rate);
    f.submit_db = db_rate.per_second;
    // Where the database's time goes: each statement's mean over every replayed submit.
    std::vector<std::pair<double, std::string>> spent;
    const auto& statements = s.submits.front();
    for (std::size_t i = 0; i < statements.size(); ++i) {
      double ms = 0;
      for (const auto& r : replayers) ms += r->spent_ms.at(i);
      spent.emplace_back(ms / static_cast<double>(std::max(1L, db_rate.count)),
                         std::string(statements[i].statement->name));
    }
    std::sort(spent.rbegin(), spent.rend());
    std::cout << "    slowest replayed statements (mean ms, round trip included):";
    for (std::size_t i = 0; i < std::min<std::size_t>(5, spent.size()); ++i) {
      std::cout << " " << spent[i].second << " " << std::setprecision(2) << spent[i].first;
    }
    std::cout << "\n";
  }

  // Over HTTP: every person answers once, the clients taking them in turn.
  {
    std::vector<std::string> bodies;
    for (long n = 0; n < people; ++n) bodies.push_back(answers_body(n));
    std::vector<std::unique_ptr<HttpClient>> clients;
    for (int t = 0; t < threads; ++t) clients.push_back(std::make_unique<HttpClient>(""));
    const std::string url = base + "/api/surveys/" + std::to_string(s.measured) + "/responses";
    std::atomic<long> next{0}, failed{0};
    const Rate http_rate = measure_all(threads, [&](int t) {
      const long n = next.fetch_add(1);
      if (n >= people) return false;
      auto& client = *clients[static_cast<std::size_t>(t)];
      client.set_token(s.tokens[static_cast<std::size_t>(n)]);
      if (client.call(url, &bodies[static_cast<std::size_t>(n)]) != 201 && failed++ == 0) {
        std::cerr << "submit failed: " << client.body << "\n";
      }
      return true;
    });
    print("http (POST /api/surveys/{id}/responses)", http_rate);
    if (failed > 0) std::cerr << failed << " submits failed\n";
    f.submit_http = http_rate.per_second;
    f.submit_ratio = f.submit_http / std::max(1e-9, f.submit_db);
  }

  // Results: by department, alone and with 5 segment filters.
  const long runs = env_or("BENCH_RESULTS_RUNS", 10);
  const std::string path = "/api/org/surveys/" + std::to_string(s.measured) + "/results";
  const std::vector<std::string> queries{
      "by=department",
      "by=department&filter=country:CL",
      "by=department&filter=country:MX",
      "by=department&filter=tenure:5_10y",
      "by=department&filter=tenure:10y_plus",
      "by=department&filter=department:" + std::to_string(department + 3)};
  std::cout << "  results of " << people << " answers (" << runs
            << " warm runs each; the database alone: privacy.atoms, items, choices, texts):\n"
            << "    " << std::left << std::setw(40) << "GET …/results?" << std::right
            << "  first    p50    p95   db p50 db p95  bytes\n";
  HttpClient admin(admin_token);
  // Closed first: a closed cycle's figures count every answer (an open one's count those up to
  // the privacy engine's last release, which may leave today's out).
  const std::string none = "{}";
  if (admin.call(base + "/api/org/surveys/" + std::to_string(s.measured) + "/close", &none) !=
      200) {
    std::cerr << "closing the survey failed: " << admin.body << "\n";
  }
  for (const auto& query : queries) {
    const auto timed = [&] {
      const auto t0 = SteadyClock::now();
      if (admin.call(base + path + "?" + query) != 200) {
        std::cerr << "results failed: " << admin.body.substr(0, 300) << "\n";
      }
      return std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count();
    };
    const double cold = timed();
    std::vector<double> warm;
    for (long i = 0; i < runs; ++i) warm.push_back(timed());
    const auto bytes = admin.body.size();
    auto all = capture(http::Method::kGet, path, query, "", admin_token);
    std::vector<db::CapturedStatement> aggregates;
    for (auto& st : all) {
      const std::string_view name = st.statement->name;
      if (name == "privacy.atoms" || name == "privacy.items" || name == "privacy.choices" ||
          name == "privacy.texts") {
        aggregates.push_back(std::move(st));
      }
    }
    Replayer alone(target, postgres, aggregates);
    std::vector<double> db_ms;
    for (long i = 0; i < runs; ++i) {
      const auto t0 = SteadyClock::now();
      alone.run();
      db_ms.push_back(std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count());
    }
    const double p50 = percentile(warm, 0.5), p95 = percentile(warm, 0.95);
    std::cout << "    " << std::left << std::setw(40) << query << std::right << std::fixed
              << std::setprecision(1) << std::setw(7) << cold << std::setw(7) << p50 << std::setw(7)
              << p95 << std::setw(7) << percentile(db_ms, 0.5) << std::setw(7)
              << percentile(db_ms, 0.95) << std::setw(7) << bytes << "  (" << all.size()
              << " statements, " << aggregates.size() << " aggregates)\n";
    f.results_cold_ms = std::max(f.results_cold_ms, cold);
    f.results_warm_ms = std::max(f.results_warm_ms, p50);
    f.results_p95_ms = std::max(f.results_p95_ms, p95);
    f.results_db_ms = std::max(f.results_db_ms, percentile(db_ms, 0.5));
  }
  verdict("survey submits http / database alone", f.submit_ratio, 0.5);
  verdict("results, slowest warm median (ms)", f.results_warm_ms, 300, false);
  verdict("results, slowest first call (ms)", f.results_cold_ms, 300, false);
  return f;
}

// BENCH_ONLY=goals (issue 30): the alignment tree's roots, one expansion of a department goal and
// the company list, as a person (p1, who leads every 40th person: the visibility rule runs in
// full) over HTTP against the same statements run by the database alone; the generic plans of
// the goals requests first.
struct GoalFigures {
  double worst_ratio = 1e9;
  double worst_p50_ms = 0;
};

GoalFigures goals_bench(std::int64_t company, int threads, double seconds, bool postgres,
                        const std::string& target, const std::string& base,
                        const std::string& person_token,
                        std::vector<std::unique_ptr<HttpClient>>& clients, const Capture& capture) {
  using namespace aplauso;
  GoalFigures f;
  // A department goal: the first child of the company goal.
  std::string department;
  {
    HttpClient c(person_token);
    c.call(base + "/api/goals/tree?parent=" + std::to_string(company));
    const auto data = json::parse(c.body).at("data").as_array();
    if (!data.empty()) department = std::to_string(data.front().at("id").as_int64());
  }
  struct Call {
    std::string name;
    std::string path;
    std::string query;
  };
  const std::vector<Call> calls{
      {"GET /api/goals/tree (roots)", "/api/goals/tree", ""},
      {"GET /api/goals/tree?parent=<department goal>", "/api/goals/tree", "parent=" + department},
      {"GET /api/goals?scope=company", "/api/goals", "scope=company"}};
  std::vector<bench::PlanSubject> subjects;
  for (const auto& call : calls) {
    subjects.push_back(
        {call.name, capture(http::Method::kGet, call.path, call.query, "", person_token)});
  }
  subjects.push_back({"GET /api/goals?scope=mine",
                      capture(http::Method::kGet, "/api/goals", "scope=mine", "", person_token)});
  subjects.push_back({"GET /api/goals?scope=all",
                      capture(http::Method::kGet, "/api/goals", "scope=all", "", person_token)});
  subjects.push_back(
      {"GET /api/goals/" + department,
       capture(http::Method::kGet, "/api/goals/" + department, "", "", person_token)});
  std::cout << "goals: plans (" << (postgres ? "generic plans" : "query plans") << "):\n";
  const int failures = bench::check_plans(target, postgres, subjects, std::cout);
  std::cout << "  " << (failures == 0 ? "every plan passes" : std::to_string(failures) + " FAIL")
            << "\n";
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const auto& call = calls[i];
    const auto& statements = subjects[i].statements;
    std::cout << "\n" << call.name << ", " << statements.size() << " statements:";
    for (const auto& st : statements) std::cout << " " << st.statement->name;
    std::cout << "\n";
    std::vector<std::unique_ptr<Replayer>> replayers;
    for (int t = 0; t < threads; ++t) {
      replayers.push_back(std::make_unique<Replayer>(target, postgres, statements));
    }
    const Rate db_rate =
        measure(threads, seconds, [&](int t) { replayers[static_cast<std::size_t>(t)]->run(); });
    print("database alone (same statements, prepared)", db_rate);
    const std::string url = base + call.path + (call.query.empty() ? "" : "?" + call.query);
    const Rate http_rate = measure(threads, seconds, [&](int t) {
      if (clients[static_cast<std::size_t>(t)]->call(url) != 200) {
        std::cerr << call.name
                  << " failed: " << clients[static_cast<std::size_t>(t)]->body.substr(0, 300)
                  << "\n";
      }
    });
    print("http", http_rate);
    const double ratio = http_rate.per_second / std::max(1e-9, db_rate.per_second);
    verdict("http / database alone", ratio, 0.5);
    verdict("http p50 (ms)", http_rate.p50_ms, 300, false);
    f.worst_ratio = std::min(f.worst_ratio, ratio);
    f.worst_p50_ms = std::max(f.worst_p50_ms, http_rate.p50_ms);
  }
  return f;
}
}  // namespace

int main(int /*argc*/, char** argv) {
  using namespace aplauso;
  log::init(std::getenv("BENCH_LOG") != nullptr ? std::getenv("BENCH_LOG") : "off");
  std::cout.setf(std::ios::unitbuf);  // progress shows as it happens when written to a file
  const long people = env_or("BENCH_PEOPLE", 10'000);
  const long posts = env_or("BENCH_POSTS", 1'000'000);
  const double seconds = static_cast<double>(env_or("BENCH_SECONDS", 5));
  const int threads = static_cast<int>(env_or("BENCH_THREADS", 4));
  const char* pg = std::getenv("BENCH_DATABASE_URL");

  const auto dir = std::filesystem::temp_directory_path() / "aplauso-bench";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);  // the tickets file lives here on either engine
  Config config;
  config.data_dir = dir.string();
  if (pg != nullptr && *pg != '\0') config.database_url = pg;
  config.port = 0;
  config.password_cost = password::Cost::kFast;
  config.rate_limit_per_minute = 1e9;
  config.login_rate_limit_per_minute = 1e9;
  config.run_jobs = false;
  config.static_dir = "/nonexistent";
  // The server's own default for this engine (ADR 0039) unless BENCH_WORKERS says otherwise.
  const std::size_t cores = std::max(2U, std::thread::hardware_concurrency());
  const std::size_t loops =
      config.database_url.empty() ? cores : std::max<std::size_t>(8, 2 * cores);
  config.worker_threads =
      static_cast<std::size_t>(env_or("BENCH_WORKERS", static_cast<long>(loops)));
  config.db_pool_size = std::max<std::size_t>(8, config.worker_threads);
  config.max_connections = 20'000;  // the idle live-update streams
  config.jwt_secret = "bench-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz";
  Application app(config);
  const auto& db = app.db();
  const bool postgres = db.is_postgres();
  std::cout << "engine: " << (postgres ? "PostgreSQL" : "SQLite") << ", " << people << " people, "
            << posts << " posts, " << threads << " client threads, " << seconds
            << " s per measurement, " << config.worker_threads << " event loops\n";

  // --- Generate ------------------------------------------------------------------------------
  const bench::BenchOrg generated = bench::generate(app, people, posts, "bench-password-123");
  const OrgId o = generated.org;
  const std::int64_t first = generated.first_person;
  const std::int64_t type_id = generated.type_id;
  // BENCH_ONLY=surveys: the survey benchmark alone (no plan check, no other measurement).
  const std::string only = std::getenv("BENCH_ONLY") != nullptr ? std::getenv("BENCH_ONLY") : "";
  // BENCH_ONLY=events and approvals need no survey history.
  const bool engagement = only == "events" || only == "approvals" || only == "held";
  const std::int64_t first_department =
      engagement
          ? 0
          : bench::generate_surveys(app, generated, people, env_or("BENCH_SURVEY_HISTORY", 15),
                                    env_or("BENCH_SIGNALS", 200'000));
  if (!engagement && only.empty()) {
    bench::generate_voice(app, generated, env_or("BENCH_MOOD_DAYS", 120),
                          env_or("BENCH_SUGGESTIONS", 200'000), env_or("BENCH_PSY_APPLICATIONS", 3),
                          env_or("BENCH_SUPPORT_PER_PERSON", 20));
    bench::generate_files(app, generated, env_or("BENCH_PAYSLIPS_PER_PERSON", 12),
                          env_or("BENCH_BENEFIT_REQUESTS_PER_PERSON", 12));
  }

  const auto port = app.listen(false);
  std::thread server([&] { app.run(); });
  const std::string base = "http://127.0.0.1:" + std::to_string(port);
  // Client thread t acts as person p<t+1>; receivers are drawn from the others.
  std::vector<std::string> tokens;
  for (int t = 0; t < threads; ++t) {
    HttpClient login("");
    const std::string body = R"({"email":"p)" + std::to_string(t + 1) +
                             R"(@bench.test","password":"bench-password-123"})";
    login.call(base + "/api/login", &body);
    tokens.emplace_back(json::parse(login.body).at("data").at("token").as_string());
  }
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int t = 0; t < threads; ++t) clients.push_back(std::make_unique<HttpClient>(tokens[t]));

  const std::string admin_token = [&] {
    HttpClient login("");
    const std::string body = R"({"email":"admin@bench.test","password":"bench-password-123"})";
    login.call(base + "/api/login", &body);
    return std::string(json::parse(login.body).at("data").at("token").as_string());
  }();
  constexpr std::size_t kAdmin = 1000;  // statements_of's `who` for the admin

  // What one request runs: dispatched in-process with the capture on, as `token`'s bearer.
  const Capture statements_as = [&](http::Method method, const std::string& path,
                                    const std::string& query, const std::string& body,
                                    const std::string& token) {
    http::Request req;
    req.method = method;
    req.path = path;
    req.target = path + (query.empty() ? "" : "?" + query);
    for (std::size_t at = 0; at < query.size();) {
      const auto amp = std::min(query.find('&', at), query.size());
      const auto pair = query.substr(at, amp - at);
      const auto eq = pair.find('=');
      req.query.emplace_back(pair.substr(0, eq),
                             eq == std::string::npos ? "" : pair.substr(eq + 1));
      at = amp + 1;
    }
    req.body = body;
    req.headers.add("Host", "bench.test");
    req.headers.add("Authorization", "Bearer " + token);
    req.headers.add("Content-Type", "application/json");
    req.request_id = "bench";
    const db::QueryCapture capture;
    const auto res = app.dispatcher().handle(req);
    if (res.status >= 300) std::cerr << path << " answered " << res.status << ": " << res.body;
    return capture.statements();
  };
  const auto statements_of = [&](http::Method method, const std::string& path,
                                 const std::string& query, const std::string& body,
                                 std::size_t who = 0) {
    return statements_as(method, path, query, body, who == kAdmin ? admin_token : tokens[who]);
  };

  // BENCH_ONLY=goals: the goals benchmark alone.
  if (only == "goals") {
    const std::int64_t company = bench::generate_goals(
        app, generated, env_or("BENCH_GOALS_PER_PERSON", 5), first_department);
    // A person's clients (p1..p<threads>) read the tree; the visibility rule runs in full.
    const auto f = goals_bench(company, threads, seconds, postgres,
                               postgres ? std::string(pg) : config.sqlite_path(), base, tokens[0],
                               clients, statements_as);
    if (const char* summary = std::getenv("BENCH_SUMMARY"); summary != nullptr && *summary) {
      std::ofstream(summary) << json::serialize(
          json::object{{"engine", postgres ? "postgres" : "sqlite"},
                       {"goals_worst_ratio", f.worst_ratio},
                       {"goals_worst_p50_ms", f.worst_p50_ms}});
    }
    clients.clear();
    app.stop();
    server.join();
    std::filesystem::remove_all(dir);
    return 0;
  }

  // BENCH_ONLY=events or approvals: issue 31's benchmarks (engagement_bench.h).
  if (engagement) {
    const bench::EngagementSetup setup{
        app,    o,           first,
        people, postgres,    postgres ? std::string(pg) : config.sqlite_path(),
        base,   admin_token, statements_as};
    auto figures = only == "events"      ? bench::events_bench(setup)
                   : only == "approvals" ? bench::approvals_bench(setup)
                                         : bench::held_reminders_bench(setup);
    const bool exact = figures.at("exact").as_bool();
    figures["engine"] = postgres ? "postgres" : "sqlite";
    if (const char* summary = std::getenv("BENCH_SUMMARY"); summary != nullptr && *summary) {
      std::ofstream(summary) << json::serialize(figures);
    }
    clients.clear();
    app.stop();
    server.join();
    std::filesystem::remove_all(dir);
    return exact ? 0 : 3;
  }

  if (const long profile = env_or("BENCH_PROFILE", 0); profile > 0) {
    CALLGRIND_START_INSTRUMENTATION;
    for (long i = 0; i < profile; ++i) clients[0]->call(base + "/api/post?perPage=10");
    CALLGRIND_STOP_INSTRUMENTATION;
    clients.clear();
    app.stop();
    server.join();
    return 0;
  }

  // Two pulses launched, everyone's token, each client's submit captured (surveys' section).
  const SurveySetup surveys =
      set_up_surveys(app, o, first, people, threads, base, admin_token, statements_as);
  const std::string pulse = std::to_string(surveys.measured);

  // --- Plans of the hot statements --------------------------------------------------------------
  // Every statement of the requests people make all day, explained as the server runs it on this
  // data (bench/plan_check.h); a failure makes the run fail at the end.
  int plan_failures = 0;
  if (only != "surveys") {
    const std::string middle = std::to_string((generated.first_post + generated.last_post) / 2);
    const std::string someone = std::to_string(first + 4);
    const auto get = [&](const std::string& path, const std::string& query, std::size_t who = 0) {
      return bench::PlanSubject{"GET " + path + (query.empty() ? "" : "?" + query),
                                statements_of(http::Method::kGet, path, query, "", who)};
    };
    const auto post = [&](const std::string& path, const std::string& body, std::size_t who) {
      return bench::PlanSubject{"POST " + path + " " + body,
                                statements_of(http::Method::kPost, path, "", body, who)};
    };
    std::vector<bench::PlanSubject> subjects{
        get("/api/post", "perPage=10"),
        get("/api/post", "perPage=10&before=" + middle),
        get("/api/post/special/recognitions", "perPage=10"),
        get("/api/post/new_count", "after=" + middle),
        get("/api/post/" + middle, ""),
        get("/api/comments", "post_id=" + middle),
        get("/api/likes", "post_id=" + middle),
        get("/api/user/posts/received", "user_id=" + someone + "&perPage=10"),
        get("/api/user/posts/sent", "user_id=" + someone + "&perPage=10"),
        get("/api/user/" + someone + "/public", ""),
        get("/api/user/notification", "page=1&perPage=20"),
        get("/api/user/notification", "page=3&perPage=20"),
        get("/api/user/notification_count", ""),
        get("/api/user/points", ""),
        get("/api/user/points/history", ""),
        get("/api/podium", ""),
        get("/api/orders", ""),
        get("/api/all_users", ""),
        post("/api/user/search", R"({"query":"Persona N12","perPage":10})", 0),
        get("/api/org/users", "page=1&perPage=20", kAdmin),
        get("/api/org/users", "page=1&perPage=20&keywords=N123", kAdmin),
        get("/api/org/users", "page=3&perPage=20&sort=department&order=desc", kAdmin),
        get("/api/org/users", "page=3&perPage=20&sort=created&order=desc", kAdmin),
        get("/api/org/recognition", "page=1&perPage=20", kAdmin),
        get("/api/org/recognition", "page=2&perPage=20&user_id=" + someone, kAdmin),
        get("/api/org/recognition", "page=2&perPage=20&sort=date&order=asc", kAdmin),
        get("/api/org/recognition", "page=2&perPage=20&sort=points", kAdmin),
        get("/api/org/recognition", "page=2&perPage=20&sort=points&order=asc&filed=false", kAdmin),
        post("/api/org/orders", R"({"page":1,"perPage":20})", kAdmin),
        post("/api/org/orders", R"({"page":2,"perPage":20,"sort":"points"})", kAdmin),
        post("/api/org/orders", R"({"page":2,"perPage":20,"sort":"points","order":"asc"})", kAdmin),
        get("/api/feed/highlights", ""),
        get("/api/catalog/wishlist", ""),
        get("/api/media", ""),
        get("/api/org/overview/recognition", "", kAdmin),
        get("/api/org/overview/points", "", kAdmin),
        // Surveys (issue 29): a person's list, the survey, a draft, a submit; the admin's.
        get("/api/surveys", "state=pending"),
        get("/api/surveys", "state=answered"),
        get("/api/surveys", "state=closed"),
        get("/api/surveys/" + pulse, ""),
        bench::PlanSubject{"PUT /api/surveys/" + pulse + "/draft",
                           statements_of(http::Method::kPut, "/api/surveys/" + pulse + "/draft", "",
                                         R"({"answers":{"q1":4}})", 0)},
        bench::PlanSubject{"POST /api/surveys/" + std::to_string(surveys.replayed) + "/responses",
                           surveys.submits.front()},
        get("/api/org/surveys", "", kAdmin),
        get("/api/org/surveys/" + pulse, "", kAdmin),
        get("/api/org/surveys/" + pulse + "/results", "by=department", kAdmin),
        get("/api/org/surveys/" + pulse + "/results", "by=country&filter=tenure:5_10y", kAdmin),
        get("/api/org/surveys/" + pulse + "/privacy_preview", "", kAdmin),
        get("/api/org/surveys/" + pulse + "/actions", "", kAdmin),
        // Voice and wellbeing (issue 32): a person's moods, the admins' insights, NOM-035 and
        // the suggestions inbox.
        get("/api/moods/today", ""),
        get("/api/moods", ""),
        get("/api/moods/insights", "period=30&scope=org", kAdmin),
        get("/api/psychosocial", ""),
        get("/api/org/psychosocial/applications", "", kAdmin),
        get("/api/org/psychosocial/applications/1", "", kAdmin),
        get("/api/suggestions/inbox", "", kAdmin),
        // Files (issue 33): the repository's front page, search, one's pending confirmations.
        get("/api/repository", ""),
        get("/api/repository", "", kAdmin),
        get("/api/repository/search", "q=liquida"),
        get("/api/repository/search", "tag=politica"),
        get("/api/repository/pending", ""),
        // Benefits: a person's list and requests, the admins' list and requests, the inbox.
        get("/api/benefits", ""),
        get("/api/benefits/requests", ""),
        get("/api/org/benefits", "", kAdmin),
        get("/api/org/benefits/requests", "status=pending", kAdmin),
        get("/api/approvals", "kind=benefit_request", kAdmin),
    };
    // Every other statement of the newest modules' SQL (jobs, writes, what no request above ran),
    // read from their headers (newest_statements.h) and explained with NULL parameters: the
    // generic plan does not depend on them.
    {
      std::set<std::string_view> seen;
      for (const auto& subject : subjects)
        for (const auto& st : subject.statements) seen.insert(st.statement->name);
      bench::PlanSubject rest{
          "the rest of the newest modules' SQL headers (bench/CMakeLists.txt plan_headers: "
          "privacy, surveys, live, goals, notifications, ..., complaints, suggestions, moods, "
          "psychosocial, support, files, benefits; "
          "notifications_sql.h (NULL parameters)",
          {}};
      for (const db::Statement* st : bench::kNewestStatements) {
        if (seen.contains(st->name)) continue;
        const std::string text = db::prepared_text(*st, db::Dialect::kPostgres);
        std::size_t count = 0;
        for (std::size_t at = text.find('$'); at != std::string::npos; at = text.find('$', at + 1))
          count = std::max<std::size_t>(count, std::strtoul(text.c_str() + at + 1, nullptr, 10));
        rest.statements.push_back({st, std::vector<db::CapturedParam>(count)});
      }
      subjects.push_back(std::move(rest));
    }
    std::cout << "plans of the hot statements (" << (postgres ? "generic plans" : "query plans")
              << ", tables over 100,000 rows):\n";
    plan_failures = bench::check_plans(postgres ? std::string(pg) : config.sqlite_path(), postgres,
                                       subjects, std::cout);
    std::cout << "  "
              << (plan_failures == 0 ? "every plan is index-driven"
                                     : std::to_string(plan_failures) + " statements FAIL")
              << "\n\n";
  }
  // BENCH_ONLY=surveys: the survey benchmark alone.
  const std::string target = postgres ? std::string(pg) : config.sqlite_path();
  if (only == "surveys") {
    const auto f = survey_bench(surveys, first, people, threads, postgres, target, base,
                                admin_token, first_department, statements_as);
    if (const char* summary = std::getenv("BENCH_SUMMARY"); summary != nullptr && *summary) {
      std::ofstream(summary) << json::serialize(
          json::object{{"engine", postgres ? "postgres" : "sqlite"},
                       {"survey_submit_db", f.submit_db},
                       {"survey_submit_http", f.submit_http},
                       {"survey_submit_ratio", f.submit_ratio},
                       {"survey_results_cold_ms", f.results_cold_ms},
                       {"survey_results_warm_ms", f.results_warm_ms},
                       {"survey_results_db_ms", f.results_db_ms}});
    }
    clients.clear();
    app.stop();
    server.join();
    std::filesystem::remove_all(dir);
    return 0;
  }
  // BENCH_PLANS_ONLY=1: the plan check alone (the data generated, no measurement).
  if (env_or("BENCH_PLANS_ONLY", 0) != 0) {
    clients.clear();
    app.stop();
    server.join();
    std::filesystem::remove_all(dir);
    return plan_failures > 0 ? 2 : 0;
  }

  // --- Feed page -------------------------------------------------------------------------------
  const auto page_statements = statements_of(http::Method::kGet, "/api/post", "perPage=10", "");
  std::cout << "feed page (10 posts, newest), " << page_statements.size()
            << " statements per request:";
  for (const auto& s : page_statements) std::cout << " " << s.statement->name;
  std::cout << "\n";
  std::vector<std::unique_ptr<Replayer>> replayers;
  for (int t = 0; t < threads; ++t) {
    replayers.push_back(std::make_unique<Replayer>(target, postgres, page_statements));
  }
  const Rate db_rate =
      measure(threads, seconds, [&](int t) { replayers[static_cast<std::size_t>(t)]->run(); });
  print("database alone (same statements, prepared)", db_rate);
  const Rate http_rate = measure(threads, seconds, [&](int t) {
    if (clients[static_cast<std::size_t>(t)]->call(base + "/api/post?perPage=10") != 200) {
      std::cerr << "feed call failed\n";
    }
  });
  print("http (GET /api/post)", http_rate);
  const double server_cpu_ms = (http_rate.process_cpu_s - http_rate.client_cpu_s) * 1000.0 /
                               std::max(1.0, static_cast<double>(http_rate.count));
  std::atomic<long> pages{0};
  const Rate deep_rate = measure(threads, seconds, [&](int t) {
    // Spread over the whole history: a deep page costs the same as the first one.
    const long before = 11 + (pages.fetch_add(1) * 7919) % std::max(1L, posts - 10);
    clients[static_cast<std::size_t>(t)]->call(
        base + "/api/post?perPage=10&before=" + std::to_string(before));
  });
  print("http (GET /api/post?before=<random>)", deep_rate);
  // An admin renames the recognition type every post shows: every card must be rendered again.
  // Pages read right after that, at random depths, meet cards that are not stored yet.
  Rate rerender_rate;
  {
    recognition::TypePatch rename;
    rename.name = "Gracias de verdad";
    app.service<recognition::CatalogService>().save_type(o, type_id, rename);
    std::atomic<long> deep_pages{0};
    rerender_rate = measure(threads, seconds, [&](int t) {
      const long before = 11 + (deep_pages.fetch_add(1) * 7919) % std::max(1L, posts - 10);
      clients[static_cast<std::size_t>(t)]->call(
          base + "/api/post?perPage=10&before=" + std::to_string(before));
    });
    print("  the same, just after the type was renamed", rerender_rate);
    // The feed.cards job stores them again (readers only render them in memory).
    const auto started = std::chrono::steady_clock::now();
    std::size_t stored = 0;
    for (std::size_t n = 1; n > 0;) {
      n = app.service<feed::FeedService>().store_forgotten_cards();
      stored += n;
    }
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << "    the feed.cards job stored the " << stored << " cards again in "
              << std::setprecision(3) << took << " s ("
              << static_cast<long>(static_cast<double>(stored) / std::max(took, 1e-9))
              << " a second)\n";
  }
  std::cout << "  server CPU per page (process − clients)   " << std::setprecision(3)
            << server_cpu_ms << " ms" << (postgres ? "" : " (SQLite's work included)")
            << "; the whole process spent "
            << http_rate.system_cpu_s / std::max(1e-9, http_rate.process_cpu_s) * 100
            << "% of its CPU in the kernel\n";

  // --- The same page from a minimal Node.js server (PostgreSQL only) ----------------------------
  // bench/node/feed-server.mjs: Fastify + pg, the same two statements, the same answer.
  double node_rate = 0;
  if (postgres)
    node_rate = node_yardstick(pg, config.jwt_secret, o, page_statements, threads, seconds, tokens,
                               clients, base);

  // --- Sending ---------------------------------------------------------------------------------
  points::DistributeRequest budget;
  budget.mode = "set";
  budget.amount = 1'000'000'000;
  budget.user_ids = {};
  for (int t = 0; t < threads; ++t) budget.user_ids.push_back(first + t);
  app.service<points::PointsService>().distribute(o, generated.admin_id, budget);
  const auto send_body = [&](long n, int receivers) {
    std::string emails;
    for (int i = 0; i < receivers; ++i) {
      emails += (i > 0 ? "," : "") + std::string("\"p") +
                std::to_string(threads + 1 + ((n * 13 + i) % (people - threads))) + "@bench.test\"";
    }
    return R"({"reciever_emails":[)" + emails + R"(],"amount":1,"post_types":)" +
           std::to_string(type_id) + R"(,"message":"Gracias"})";
  };
  const auto one = statements_of(http::Method::kPost, "/api/send_feedback", "", send_body(1, 1));
  const auto ten = statements_of(http::Method::kPost, "/api/send_feedback", "", send_body(2, 10));
  std::cout << "\nsending a recognition: " << one.size() << " statements for 1 receiver, "
            << ten.size() << " for 10\n";
  std::atomic<long> sends{3};
  const Rate send_http = measure(threads, seconds, [&](int t) {
    const std::string body = send_body(sends.fetch_add(1), 1);
    if (clients[static_cast<std::size_t>(t)]->call(base + "/api/send_feedback", &body) != 201) {
      std::cerr << "send failed: " << clients[static_cast<std::size_t>(t)]->body << "\n";
    }
  });
  print("http (POST /api/send_feedback, 1 receiver)", send_http);
  double tpcb = 0;
  if (postgres) {
    tpcb = pgbench_tps(pg, threads, seconds);
    std::cout << "  " << std::left << std::setw(44) << "pgbench TPC-B-like (same clients)"
              << std::right << std::setprecision(0) << std::setw(9) << tpcb << " /s\n";
  }

  // --- A purchase -----------------------------------------------------------------------------
  // Each client adds a product to its cart and checks it out (the checkout: cart locked, product
  // checked, order and item written, points debited through the ledger, cart emptied), against
  // the same two transactions captured from real requests and replayed by the database alone.
  double purchase_ratio = 0;
  {
    catalog::ProductInput mug;
    mug.fields.name = "Taza";
    mug.fields.points = 1;
    mug.fields.type = "physical";
    const auto product = app.service<catalog::ProductService>().save(o, 0, mug).row.id;
    db.transact([&](db::Conn& c) {
      for (int t = 0; t < threads; ++t) {
        app.service<points::PointsService>().refund(
            c, o, first + t, 1'000'000'000,
            {"extra", std::nullopt, std::nullopt, std::nullopt, std::nullopt});
      }
    });
    const std::string add_body =
        R"({"product_id":)" + std::to_string(product) + R"(,"quantity":1})";
    const std::string buy_body = R"({"total":1})";
    std::vector<std::vector<db::CapturedStatement>> captured;
    for (int t = 0; t < threads; ++t) {
      auto add = statements_of(http::Method::kPost, "/api/cart", "", add_body,
                               static_cast<std::size_t>(t));
      auto buy = statements_of(http::Method::kPost, "/api/buy_products", "", buy_body,
                               static_cast<std::size_t>(t));
      if (t == 0) {
        std::cout << "\na purchase: " << add.size() << " statements to add to the cart, "
                  << buy.size() << " to check out:";
        for (const auto& st : buy) std::cout << " " << st.statement->name;
        std::cout << "\n";
      }
      captured.push_back(std::move(add));
      captured.push_back(std::move(buy));
    }
    std::vector<std::unique_ptr<Replayer>> adds, buys;
    for (int t = 0; t < threads; ++t) {
      adds.push_back(std::make_unique<Replayer>(target, postgres, captured[2 * t]));
      buys.push_back(std::make_unique<Replayer>(target, postgres, captured[2 * t + 1]));
    }
    const Rate db_buy = measure(threads, seconds, [&](int t) {
      adds[static_cast<std::size_t>(t)]->run(true);
      buys[static_cast<std::size_t>(t)]->run(true);
    });
    print("database alone (add + checkout, 2 transactions)", db_buy);
    const Rate http_buy = measure(threads, seconds, [&](int t) {
      auto& client = *clients[static_cast<std::size_t>(t)];
      if (client.call(base + "/api/cart", &add_body) != 200) {
        std::cerr << "add to cart failed: " << client.body << "\n";
      }
      if (client.call(base + "/api/buy_products", &buy_body) != 201) {
        std::cerr << "checkout failed: " << client.body << "\n";
      }
    });
    print("http (POST /api/cart + POST /api/buy_products)", http_buy);
    purchase_ratio = http_buy.per_second / std::max(1e-9, db_buy.per_second);
    std::cout << "  purchases over HTTP / database alone        " << std::setprecision(2)
              << purchase_ratio << "\n";
  }

  // --- Surveys: 10,000 answers, then the results page ------------------------------------------
  const SurveyFigures survey_figures =
      survey_bench(surveys, first, people, threads, postgres, target, base, admin_token,
                   first_department, statements_as);

  // --- A communication to everyone ------------------------------------------------------------
  // The send answers at once; the fan-out job (run here on this thread, as one node would) then
  // writes every recipient, notifies them and queues a mail each.
  double communication_ms = 0, fan_out_s = 0;
  {
    HttpClient admin_login("");
    const std::string login_body =
        R"({"email":"admin@bench.test","password":"bench-password-123"})";
    admin_login.call(base + "/api/login", &login_body);
    HttpClient admin(std::string(json::parse(admin_login.body).at("data").at("token").as_string()));
    const std::string body =
        R"({"title":"Cierre del trimestre","message":"Viernes a las 17:00.","pin":true,)"
        R"("email":true,"newsfeed":true})";
    const auto t_send = SteadyClock::now();
    const long status = admin.call(base + "/api/communication/all", &body);
    communication_ms =
        std::chrono::duration<double, std::milli>(SteadyClock::now() - t_send).count();
    if (status != 201) std::cerr << "communication failed: " << admin.body << "\n";
    const auto t_fan = SteadyClock::now();
    auto& communications = app.service<communications::CommunicationService>();
    while (communications.fan_out(1'000) > 0) {
    }
    fan_out_s = std::chrono::duration<double>(SteadyClock::now() - t_fan).count();
    std::cout << "\ncommunication to everyone (" << people + 1 << " people, e-mail on):\n"
              << "  " << std::left << std::setw(44) << "POST /api/communication/all answered in"
              << std::right << std::setprecision(1) << std::setw(9) << communication_ms
              << " ms (target < 200)\n"
              << "  " << std::left << std::setw(44) << "last person notified and mailed after"
              << std::right << std::setprecision(1) << std::setw(9) << fan_out_s << " s\n";
  }

  // --- Live updates: idle streams
  // ----------------------------------------------------------------- BENCH_SSE_CLIENTS streams
  // held by this node (opened by bench/sse_clients, a process of its own), the memory they cost it,
  // and the time from a recognition being sent until every stream has been told of the new post.
  const long sse_clients = env_or("BENCH_SSE_CLIENTS", 10'000);
  double sse_kib_per_stream = 0, sse_fan_out_ms = 0;
  long sse_closed = 0;
  if (sse_clients > 0) {
    const auto rss_kib = [] {
      std::ifstream status("/proc/self/status");
      for (std::string line; std::getline(status, line);) {
        if (line.starts_with("VmRSS:")) return std::atof(line.c_str() + 6);
      }
      return 0.0;
    };
    auto& hub = app.service<live::EventHub>();
    const auto tickets = dir / "tickets.txt";
    {
      std::ofstream out(tickets);
      for (long i = 0; i < sse_clients; ++i) {
        out << hub.issue_ticket(o, first + (i % people)).token << "\n";
      }
    }
    const double before_kib = rss_kib();
    const std::string command =
        (std::filesystem::path(argv[0]).parent_path() / "sse_clients").string() + " " +
        std::to_string(port) + " bench.test " + tickets.string();
    FILE* streams = popen(command.c_str(), "r");
    char line[128] = {};
    if (streams == nullptr || fgets(line, sizeof line, streams) == nullptr) {
      std::cerr << "sse_clients did not connect\n";
      return 1;
    }
    const double after_kib = rss_kib();
    long open_streams = 0;
    std::sscanf(line, "connected %ld closed %ld", &open_streams, &sse_closed);
    sse_kib_per_stream = (after_kib - before_kib) / static_cast<double>(std::max(1L, open_streams));
    const auto sent_ns =
        std::chrono::duration_cast<std::chrono::nanoseconds>(SteadyClock::now().time_since_epoch())
            .count();
    const std::string body = send_body(sends.fetch_add(1), 1);
    clients[0]->call(base + "/api/send_feedback", &body);
    long received = 0;
    long long last_ns = 0;
    if (fgets(line, sizeof line, streams) != nullptr) {
      std::sscanf(line, "received %ld %lld closed %ld", &received, &last_ns, &sse_closed);
    }
    pclose(streams);
    sse_fan_out_ms = static_cast<double>(last_ns - sent_ns) / 1e6;
    std::cout << "\nlive updates (" << hub.streams() << " streams still counted, " << received
              << " told, " << sse_closed << " closed by the server"
              << (sse_closed > 0 ? ": NOT MET, see why above" : "") << "):\n"
              << "  " << std::left << std::setw(44) << "memory per idle stream (server RSS)"
              << std::right << std::setprecision(1) << std::setw(9) << sse_kib_per_stream
              << " KiB\n"
              << "  " << std::left << std::setw(44) << "a new post reached every stream after"
              << std::right << std::setprecision(1) << std::setw(9) << sse_fan_out_ms << " ms\n";
  }

  // --- Health ----------------------------------------------------------------------------------
  const std::string hello_bin =
      (std::filesystem::path(argv[0]).parent_path() / "hello_server").string();
  FILE* hello = popen(hello_bin.c_str(), "r");
  char port_line[32] = {};
  if (hello == nullptr || fgets(port_line, sizeof port_line, hello) == nullptr) {
    std::cerr << "hello_server did not start\n";
    return 1;
  }
  const std::string hello_base =
      "http://127.0.0.1:" + std::string(port_line, strcspn(port_line, "\n"));
  std::vector<std::unique_ptr<HttpClient>> plain;
  for (int t = 0; t < threads; ++t) plain.push_back(std::make_unique<HttpClient>(""));
  std::cout << "\nhealth:\n";
  const Rate bare = measure(threads, seconds, [&](int t) {
    plain[static_cast<std::size_t>(t)]->call(hello_base + "/health");
  });
  print("bare Beast server (hello_server)", bare);
  const Rate health = measure(threads, seconds, [&](int t) {
    plain[static_cast<std::size_t>(t)]->call(base + "/api/health");
  });
  print("http (GET /api/health)", health);
  (void)std::system(("pkill -f '" + hello_bin + "' >/dev/null 2>&1").c_str());
  pclose(hello);

  // --- Ratios --------------------------------------------------------------------------------
  std::cout << "\nratios (same run):\n";
  verdict("feed http / database alone", http_rate.per_second / db_rate.per_second, 0.6);
  if (node_rate > 0)
    verdict("feed http / minimal Node.js server", http_rate.per_second / node_rate, 2.0);
  // The ceiling of that ratio on this machine: a server whose only cost beyond the database's
  // were the bare Beast server's HTTP exchange (the two share the same cores).
  std::cout << "  " << std::left << std::setw(44) << "  (ceiling: database + bare HTTP exchange)"
            << std::right << std::setprecision(2) << std::setw(8)
            << 1.0 / (1.0 + db_rate.per_second / bare.per_second) << "\n";
  if (postgres) verdict("send http / pgbench TPC-B-like", send_http.per_second / tpcb, 0.5);
  verdict("purchase http / database alone", purchase_ratio, 0.5);
  verdict("health / bare Beast server", health.per_second / bare.per_second, 0.7);
  verdict("server CPU per feed page (ms)", server_cpu_ms, 0.3, false);

  if (const char* summary = std::getenv("BENCH_SUMMARY"); summary != nullptr && *summary) {
    std::ofstream(summary) << json::serialize(
        json::object{{"engine", postgres ? "postgres" : "sqlite"},
                     {"feed_db", db_rate.per_second},
                     {"feed_http", http_rate.per_second},
                     {"feed_deep", deep_rate.per_second},
                     {"feed_node", node_rate},
                     {"feed_rerender", rerender_rate.per_second},
                     {"plan_failures", plan_failures},
                     {"server_cpu_ms", server_cpu_ms},
                     {"send_http", send_http.per_second},
                     {"tpcb", tpcb},
                     {"health", health.per_second},
                     {"bare", bare.per_second},
                     {"send_statements", static_cast<std::int64_t>(one.size())},
                     {"send_statements_10", static_cast<std::int64_t>(ten.size())},
                     {"communication_ms", communication_ms},
                     {"fan_out_s", fan_out_s},
                     {"sse_kib_per_stream", sse_kib_per_stream},
                     {"sse_fan_out_ms", sse_fan_out_ms},
                     {"sse_closed", sse_closed},
                     {"purchase_ratio", purchase_ratio},
                     {"survey_submit_db", survey_figures.submit_db},
                     {"survey_submit_http", survey_figures.submit_http},
                     {"survey_submit_ratio", survey_figures.submit_ratio},
                     {"survey_results_cold_ms", survey_figures.results_cold_ms},
                     {"survey_results_warm_ms", survey_figures.results_warm_ms},
                     {"survey_results_db_ms", survey_figures.results_db_ms}});
  }

  clients.clear();
  plain.clear();
  replayers.clear();
  app.stop();
  server.join();
  std::filesystem::remove_all(dir);
  if (plan_failures > 0) std::cerr << "plan check: " << plan_failures << " statements failed\n";
  return plan_failures > 0 ? 2 : 0;
}
