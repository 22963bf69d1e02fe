// Feed and sending benchmark on a generated organisation (default 10,000 people and 1,000,000
// posts). Three ways to get one feed page, measured side by side in one run:
//   database  the exact SQL the feed runs for a page (captured from the read model), run through
//             the engine's C API with rows copied out: what the database alone does
//   service   the read model in-process (SQL + JSON rendering)
//   http      GET /api/post through the real server, keep-alive clients
// and sending a recognition in-process and over HTTP. Prints absolute rates and ratios.
//   BENCH_DATABASE_URL=postgresql://...  run on PostgreSQL (default: SQLite in a temp folder)
//   BENCH_PEOPLE, BENCH_POSTS, BENCH_SECONDS, BENCH_THREADS  sizes and duration per measurement
#include <curl/curl.h>
#include <soci/soci.h>

#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iomanip>
#include <iostream>
#include <thread>
#include <vector>

#include "app/application.h"
#include "core/log.h"
#include "core/password.h"
#include "db/database.h"
#include "db/query.h"
#include "modules/feed/post_reader.h"
#include "modules/points/points_service.h"
#include "modules/recognition/send_service.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "storage/file_store.h"

namespace {

using SteadyClock = std::chrono::steady_clock;
namespace json = boost::json;

long env_or(const char* name, long fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::atol(v) : fallback;
}

struct Rate {
  double per_second = 0;
  double p50_ms = 0;
  double p99_ms = 0;
  long count = 0;
};

// Runs `work` on `threads` threads for `seconds`, each call timed.
Rate measure(int threads, double seconds, const std::function<void(int)>& work) {
  std::atomic<bool> stop{false};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(threads));
  std::vector<std::thread> pool;
  const auto start = SteadyClock::now();
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      while (!stop.load()) {
        const auto t0 = SteadyClock::now();
        work(t);
        latencies[static_cast<std::size_t>(t)].push_back(
            std::chrono::duration<double, std::milli>(SteadyClock::now() - t0).count());
      }
    });
  }
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  stop = true;
  for (auto& th : pool) th.join();
  const double elapsed = std::chrono::duration<double>(SteadyClock::now() - start).count();
  std::vector<double> all;
  for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  std::sort(all.begin(), all.end());
  Rate r;
  r.count = static_cast<long>(all.size());
  r.per_second = static_cast<double>(all.size()) / elapsed;
  if (!all.empty()) {
    r.p50_ms = all[all.size() / 2];
    r.p99_ms = all[std::min(all.size() - 1, all.size() * 99 / 100)];
  }
  return r;
}

void print(const std::string& name, const Rate& r) {
  std::cout << "  " << std::left << std::setw(34) << name << std::right << std::fixed
            << std::setprecision(0) << std::setw(9) << r.per_second << " /s   p50 "
            << std::setprecision(2) << std::setw(7) << r.p50_ms << " ms   p99 " << std::setw(7)
            << r.p99_ms << " ms   (" << r.count << ")\n";
}

std::size_t on_body(char* data, std::size_t size, std::size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}

// One keep-alive connection per thread.
struct HttpClient {
  CURL* curl = curl_easy_init();
  curl_slist* headers = nullptr;
  std::string body;
  HttpClient(const std::string& token) {
    headers = curl_slist_append(headers, ("Authorization: Bearer " + token).c_str());
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, "Host: bench.test");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    curl_easy_setopt(curl, CURLOPT_NOPROXY, "*");
  }
  ~HttpClient() {
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
  }
  long call(const std::string& url, const std::string* post = nullptr) {
    body.clear();
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    if (post != nullptr) {
      curl_easy_setopt(curl, CURLOPT_POSTFIELDS, post->c_str());
    } else {
      curl_easy_setopt(curl, CURLOPT_HTTPGET, 1L);
    }
    curl_easy_perform(curl);
    long status = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    return status;
  }
};

}  // namespace

int main() {
  using namespace aplauso;
  log::init("off");
  const long people = env_or("BENCH_PEOPLE", 10'000);
  const long posts = env_or("BENCH_POSTS", 1'000'000);
  const double seconds = static_cast<double>(env_or("BENCH_SECONDS", 5));
  const int threads = static_cast<int>(env_or("BENCH_THREADS", 4));
  const char* pg = std::getenv("BENCH_DATABASE_URL");

  const auto dir = std::filesystem::temp_directory_path() / "aplauso-bench";
  std::filesystem::remove_all(dir);
  Config config;
  config.data_dir = dir.string();
  if (pg != nullptr && *pg != '\0') config.database_url = pg;
  config.port = 0;
  config.password_cost = password::Cost::kFast;
  config.rate_limit_per_minute = 1e9;
  config.login_rate_limit_per_minute = 1e9;
  config.run_jobs = false;
  config.static_dir = "/nonexistent";
  config.worker_threads = 8;
  config.db_pool_size = 8;
  Application app(config);
  const auto& db = app.db();
  std::cout << "engine: " << (db.is_postgres() ? "PostgreSQL" : "SQLite") << ", " << people
            << " people, " << posts << " posts, " << threads << " client threads, " << seconds
            << " s per measurement\n";

  // --- Generate ------------------------------------------------------------------------------
  const auto t_gen = SteadyClock::now();
  tenancy::OrganizationSpec spec;
  spec.name = "Bench";
  spec.hosts = {"bench.test"};
  for (auto m : tenancy::kBuiltModules) spec.modules.emplace_back(m);
  spec.admin.email = "admin@bench.test";
  spec.admin.password = "bench-password-123";
  const auto org = app.orgs().create(spec);
  const std::string hash = password::hash("bench-password-123", password::Cost::kFast);
  const std::string series = db.is_postgres()
                                 ? "SELECT CAST(g AS BIGINT) AS x FROM generate_series(1, :n) AS g"
                                 : "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM "
                                   "c WHERE x < :n) SELECT x FROM c";
  db.transact([&](soci::session& s) {
    const long long o = org.org_id;
    s << "INSERT INTO users (org_id, email, password_hash, first_name, last_name, user_type, "
         "language, points, active, activated, created_at, updated_at) SELECT :org, 'p' || x || "
         "'@bench.test', :hash, 'Persona', 'N' || x, 'employee', 'spanish', 1, 1, 1, 1, 1 FROM (" +
             series + ") AS s",
        soci::use(o, "org"), soci::use(hash, "hash"), soci::use(people, "n");
    s << "INSERT INTO recognition_types (org_id, name, emoji, min_points, max_points, roles, "
         "special, active, archived, position, created_at, updated_at) VALUES (:org, 'Gracias', "
         "'🙏', 1, 100, 'employee,leader,admin', 0, 1, 0, 0, 1, 1)",
        soci::use(o, "org");
    s << "INSERT INTO corporate_values (org_id, name, position, active, archived, created_at) "
         "VALUES (:org, 'Colaboración', 0, 1, 0, 1)",
        soci::use(o, "org");
  });
  long long first_user = 0, type_id = 0, value_id = 0;
  db.run([&](soci::session& s) {
    const long long o = org.org_id;
    s << "SELECT MIN(id) FROM users WHERE org_id = :o AND email LIKE 'p%'", soci::use(o),
        soci::into(first_user);
    s << "SELECT id FROM recognition_types WHERE org_id = :o", soci::use(o), soci::into(type_id);
    s << "SELECT id FROM corporate_values WHERE org_id = :o", soci::use(o), soci::into(value_id);
  });
  // Posts in batches of 100,000 so neither engine holds one giant transaction.
  for (long done = 0; done < posts; done += 100'000) {
    const long batch = std::min(100'000L, posts - done);
    db.transact([&](soci::session& s) {
      const long long o = org.org_id, base = done, u0 = first_user, pp = people;
      s << "INSERT INTO posts (org_id, kind, author_id, message, amount, total_points, "
           "likes_count, "
           "comments_count, created_at) SELECT :org, 'recognition', :u0 + ((x + :base) * 7919) % "
           ":pp, "
           "'Gracias por tu ayuda con el proyecto ' || (x + :base), 10, 10, (x + :base) % 5, "
           "(x + :base) % 3, 1700000000000 + (x + :base) * 1000 FROM (" +
               series + ") AS s",
          soci::use(o, "org"), soci::use(u0, "u0"), soci::use(base, "base"), soci::use(pp, "pp"),
          soci::use(batch, "n");
    });
  }
  db.transact([&](soci::session& s) {
    const long long o = org.org_id, u0 = first_user, pp = people, t = type_id, v = value_id;
    s << "INSERT INTO post_receivers (post_id, org_id, user_id, points, created_at) SELECT id, "
         "org_id, :u0 + (id * 104729 + 1) % :pp, 10, created_at FROM posts WHERE org_id = :org",
        soci::use(u0, "u0"), soci::use(pp, "pp"), soci::use(o, "org");
    s << "INSERT INTO post_recognition_types (post_id, type_id) SELECT id, :t FROM posts WHERE "
         "org_id = :org",
        soci::use(t, "t"), soci::use(o, "org");
    s << "INSERT INTO post_values (post_id, value_id) SELECT id, :v FROM posts WHERE org_id = :org "
         "AND id % 2 = 0",
        soci::use(v, "v"), soci::use(o, "org");
  });
  db.run([&](soci::session& s) { s << "ANALYZE"; });
  std::cout << "generated in " << std::fixed << std::setprecision(1)
            << std::chrono::duration<double>(SteadyClock::now() - t_gen).count() << " s\n\n";

  const auto port = app.listen(false);
  std::thread server([&] { app.run(); });
  curl_global_init(CURL_GLOBAL_DEFAULT);
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
  const feed::Viewer viewer{first_user, Role::kEmployee};

  // --- Feed page -------------------------------------------------------------------------------
  std::vector<std::string> page_sql;
  db.run([&](soci::session& s) {
    const db::QueryCapture capture;
    const feed::PostReader reader(app.files(), 1'800'000'000);
    bool more = false;
    const auto ids = reader.page_ids(s, org.org_id, {}, 10, 0, &more);
    reader.render(s, org.org_id, viewer, ids);
    page_sql = capture.statements();
  });
  std::cout << "feed page (10 posts, newest), " << page_sql.size() << " SQL statements per page:\n";
  // The engine alone: the captured statements through its C API (PQexec / sqlite3_step), one
  // round trip each, cells copied out; no JSON, no HTTP.
  const Rate sql_rate = measure(threads, seconds, [&](int) {
    db.run([&](soci::session& s) {
      for (const auto& q : page_sql) (void)db::query(s, q);
    });
  });
  print("database (same SQL, C API)", sql_rate);
  const Rate service_rate = measure(threads, seconds, [&](int) {
    db.run([&](soci::session& s) {
      const feed::PostReader reader(app.files(), 1'800'000'000);
      bool more = false;
      const auto ids = reader.page_ids(s, org.org_id, {}, 10, 0, &more);
      (void)json::serialize(reader.render(s, org.org_id, viewer, ids));
    });
  });
  print("service (SQL + JSON, in-process)", service_rate);
  std::vector<std::unique_ptr<HttpClient>> clients;
  for (int t = 0; t < threads; ++t) clients.push_back(std::make_unique<HttpClient>(tokens[t]));
  const Rate http_rate = measure(threads, seconds, [&](int t) {
    if (clients[static_cast<std::size_t>(t)]->call(base + "/api/post?perPage=10") != 200) {
      std::cerr << "feed call failed\n";
    }
  });
  print("http (GET /api/post)", http_rate);
  std::atomic<long> pages{0};
  const Rate deep_rate = measure(threads, seconds, [&](int t) {
    // Spread over the whole history: a deep page costs the same as the first one.
    const long before = 11 + (pages.fetch_add(1) * 7919) % std::max(1L, posts - 10);
    clients[static_cast<std::size_t>(t)]->call(
        base + "/api/post?perPage=10&before=" + std::to_string(before));
  });
  print("http (GET /api/post?before=<random>)", deep_rate);

  // --- Sending ---------------------------------------------------------------------------------
  std::cout << "\nsending one recognition (1 receiver, 1 point):\n";
  db.run([&](soci::session& s) { s << "UPDATE organizations SET base_points = 0"; });
  points::DistributeRequest budget;
  budget.mode = "set";
  budget.amount = 1'000'000;
  budget.all = true;
  app.points().distribute(org.org_id, org.admin_id, budget);
  const recognition::SendService sender(app.clock(), app.points());
  std::atomic<long> sends{0};
  const Rate send_service = measure(threads, seconds, [&](int t) {
    const long n = sends.fetch_add(1);
    recognition::SendRequest r;
    r.receiver_emails = {"p" + std::to_string(threads + 1 + (n % (people - threads))) +
                         "@bench.test"};
    r.amount = 1;
    r.type_ids = {type_id};
    r.message = "Gracias";
    const Principal caller{first_user + t, org.org_id, Role::kEmployee, 0};
    db.transact([&](soci::session& s) {
      return sender.send(s, org.org_id, caller, recognition::SenderMode::kCaller, r);
    });
  });
  print("service (one transaction)", send_service);
  const Rate send_http = measure(threads, seconds, [&](int t) {
    const long n = sends.fetch_add(1);
    const std::string body = R"({"reciever_emails":["p)" +
                             std::to_string(threads + 1 + (n % (people - threads))) +
                             R"(@bench.test"],"amount":1,"post_types":)" + std::to_string(type_id) +
                             R"(,"message":"Gracias"})";
    if (clients[static_cast<std::size_t>(t)]->call(base + "/api/send_feedback", &body) != 201) {
      std::cerr << "send failed: " << clients[static_cast<std::size_t>(t)]->body << "\n";
    }
  });
  print("http (POST /api/send_feedback)", send_http);

  std::cout << "\nratios (same run):\n"
            << std::setprecision(2) << "  feed service / database  "
            << service_rate.per_second / sql_rate.per_second << "\n"
            << "  feed http / database     " << http_rate.per_second / sql_rate.per_second << "\n"
            << "  send http / service      " << send_http.per_second / send_service.per_second
            << "\n";

  clients.clear();
  app.stop();
  server.join();
  curl_global_cleanup();
  std::filesystem::remove_all(dir);
  return 0;
}
