#include "plan_check.h"

#include <libpq-fe.h>
#include <sqlite3.h>

#include <boost/json.hpp>
#include <cstdlib>
#include <map>
#include <regex>
#include <set>
#include <stdexcept>

#include "db/dialect.h"

namespace aplauso::bench {

namespace {

namespace json = boost::json;
constexpr double kBigTable = 100'000;
constexpr double kBigHash = 1'000;

// Statements that by their nature change a large share of a big table, where reading it whole is
// the right plan: an admin renaming a recognition type or a corporate value forgets the stored
// cards of every post that carries it (with a handful of each per organisation, a fifth of its
// posts or more). They run once per such edit, never per request of a member. Shown, not failed.
const std::map<std::string, std::string, std::less<>> kWholeShare{
    {"feed.forget_cards_of_type", "a type's posts are a large share of the feed"},
    {"feed.forget_cards_of_value", "a value's posts are a large share of the feed"},
};

std::string int_list(const std::vector<std::int64_t>& ints) {
  std::string out = "{";
  for (std::size_t i = 0; i < ints.size(); ++i) out += (i > 0 ? "," : "") + std::to_string(ints[i]);
  return out + "}";
}

// --- PostgreSQL: EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE of the generic plan -------------------
class PostgresPlans {
 public:
  explicit PostgresPlans(const std::string& url) : conn_(PQconnectdb(url.c_str())) {
    if (PQstatus(conn_) != CONNECTION_OK) throw std::runtime_error(PQerrorMessage(conn_));
    command(db::kPostgresSession);  // the server's own settings, plan_cache_mode included
    PGresult* r = PQexec(conn_,
                         "SELECT c.relname, c.reltuples FROM pg_class c JOIN pg_namespace n ON "
                         "n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = "
                         "current_schema()");
    for (int i = 0; i < PQntuples(r); ++i)
      rows_[PQgetvalue(r, i, 0)] = std::atof(PQgetvalue(r, i, 1));
    PQclear(r);
  }
  PostgresPlans(const PostgresPlans&) = delete;
  PostgresPlans& operator=(const PostgresPlans&) = delete;
  ~PostgresPlans() { PQfinish(conn_); }

  /// The reasons the statement's generic plan fails the check (none: it passes).
  std::vector<std::string> check(const db::CapturedStatement& s, std::string& summary) {
    const std::string name = "plan_check_" + std::to_string(++count_);
    const std::string sql = db::prepared_text(*s.statement, db::Dialect::kPostgres);
    PGresult* prepared = PQprepare(conn_, name.c_str(), sql.c_str(), 0, nullptr);
    const bool ok = PQresultStatus(prepared) == PGRES_COMMAND_OK;
    PQclear(prepared);
    if (!ok) return {std::string("cannot prepare: ") + PQerrorMessage(conn_)};
    std::string explain = "EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE " + name;
    if (!s.params.empty()) {
      explain += "(";
      for (std::size_t i = 0; i < s.params.size(); ++i) {
        explain += (i > 0 ? ", " : "") + literal(s.params[i]);
      }
      explain += ")";
    }
    // A statement planned per call is explained with a plan for its values, as it runs.
    const bool per_call = s.statement->planning == db::Planning::kPerCall;
    if (per_call) command("SET plan_cache_mode = force_custom_plan");
    PGresult* r = PQexec(conn_, explain.c_str());
    if (per_call) command("SET plan_cache_mode = force_generic_plan");
    if (PQresultStatus(r) != PGRES_TUPLES_OK) {
      std::string why = std::string("cannot explain: ") + PQerrorMessage(conn_);
      PQclear(r);
      return {why};
    }
    const json::value plan = json::parse(PQgetvalue(r, 0, 0)).as_array().at(0);
    PQclear(r);
    command(("DEALLOCATE " + name).c_str());

    std::vector<std::string> reasons;
    if (plan.as_object().contains("JIT")) reasons.emplace_back("JIT compiles this statement");
    const json::object& root = plan.at("Plan").as_object();
    // Which subplans are hashed: their name appears as "hashed SubPlan n" in some expression.
    std::set<std::string> hashed;
    collect_hashed(root, hashed);
    walk(root, false, hashed, reasons);
    // BENCH_PLAN_DUMP=1 prints a failing statement's whole plan (to see why it scans).
    if (!reasons.empty() && std::getenv("BENCH_PLAN_DUMP") != nullptr) {
      reasons.push_back("plan: " + json::serialize(plan));
    }
    summary = "cost " +
              std::to_string(static_cast<long>(root.at("Total Cost").to_number<double>())) +
              (per_call ? ", planned per call" : "");
    return reasons;
  }

 private:
  void command(const char* sql) { PQclear(PQexec(conn_, sql)); }

  std::string literal(const db::CapturedParam& p) const {
    using Kind = db::Param::Kind;
    switch (p.kind) {
      case Kind::kNull: return "NULL";
      case Kind::kInt: return std::to_string(p.integer);
      case Kind::kReal: return std::to_string(p.real);
      case Kind::kText: return quote(p.text);
      case Kind::kIntList: return quote(int_list(p.ints));
      case Kind::kTextList: {
        std::string list = "{";
        for (std::size_t i = 0; i < p.texts.size(); ++i) {
          list += (i > 0 ? "," : "") + std::string("\"");
          for (const char ch : p.texts[i]) {
            if (ch == '"' || ch == '\\') list += '\\';
            list += ch;
          }
          list += '"';
        }
        return quote(list + "}");
      }
    }
    return "NULL";
  }
  std::string quote(const std::string& text) const {
    char* escaped = PQescapeLiteral(conn_, text.c_str(), text.size());
    std::string out = escaped != nullptr ? escaped : "NULL";
    PQfreemem(escaped);
    return out;
  }

  static void collect_strings(const json::value& v, std::string& out) {
    if (v.is_string()) {
      out.append(v.as_string().c_str()).push_back('\n');
    } else if (v.is_array()) {
      for (const auto& item : v.as_array()) collect_strings(item, out);
    }
  }
  static void collect_hashed(const json::object& node, std::set<std::string>& hashed) {
    std::string text;
    for (const auto& [key, value] : node) {
      if (key != "Plans") collect_strings(value, text);
    }
    static const std::regex kHashed(R"(hashed (SubPlan \d+))");
    for (std::sregex_iterator it(text.begin(), text.end(), kHashed), end; it != end; ++it) {
      hashed.insert((*it)[1].str());
    }
    if (const auto* children = node.if_contains("Plans")) {
      for (const auto& child : children->as_array()) collect_hashed(child.as_object(), hashed);
    }
  }

  double rows_of(const json::object& node) const {
    const auto* relation = node.if_contains("Relation Name");
    if (relation == nullptr) return 0;
    const auto it = rows_.find(std::string(relation->as_string()));
    return it == rows_.end() ? 0 : it->second;
  }

  void walk(const json::object& node, bool in_hashed, const std::set<std::string>& hashed,
            std::vector<std::string>& reasons) const {
    if (const auto* sub = node.if_contains("Subplan Name")) {
      if (hashed.contains(std::string(sub->as_string()))) {
        in_hashed = true;
        const double rows = node.at("Plan Rows").to_number<double>();
        if (rows > kBigHash) {
          reasons.push_back("a hashed " + std::string(sub->as_string()) + " of " +
                            std::to_string(static_cast<long>(rows)) + " rows");
        }
      }
    }
    const std::string type(node.at("Node Type").as_string());
    const double table_rows = rows_of(node);
    if (type == "Seq Scan" && table_rows > kBigTable) {
      reasons.push_back("a sequential scan of " +
                        std::string(node.at("Relation Name").as_string()) + " (" +
                        std::to_string(static_cast<long>(table_rows)) + " rows)" +
                        (in_hashed ? " in a hashed subplan" : ""));
    }
    if (const auto* children = node.if_contains("Plans")) {
      for (const auto& child : children->as_array()) {
        walk(child.as_object(), in_hashed, hashed, reasons);
      }
    }
  }

  PGconn* conn_;
  std::map<std::string, double> rows_;
  int count_ = 0;
};

// --- SQLite: EXPLAIN QUERY PLAN ------------------------------------------------------------------
class SqlitePlans {
 public:
  explicit SqlitePlans(const std::string& path) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
      throw std::runtime_error("cannot open " + path);
    }
    // ANALYZE's first figure of each index is its table's row count.
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db_, "SELECT tbl, stat FROM sqlite_stat1", -1, &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW) {
      const std::string table = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
      const double rows = std::atof(reinterpret_cast<const char*>(sqlite3_column_text(st, 1)));
      rows_[table] = std::max(rows_[table], rows);
    }
    sqlite3_finalize(st);
    // Partial indexes hold only the rows of their WHERE (the mail queue's notifications_mail_due):
    // reading one whole is not a scan of the table.
    sqlite3_prepare_v2(
        db_, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '% WHERE %'", -1,
        &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW) {
      partial_.insert(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)));
    }
    sqlite3_finalize(st);
  }
  SqlitePlans(const SqlitePlans&) = delete;
  SqlitePlans& operator=(const SqlitePlans&) = delete;
  ~SqlitePlans() { sqlite3_close_v2(db_); }

  std::vector<std::string> check(const db::CapturedStatement& s, std::string& summary) {
    const std::string sql = db::prepared_text(*s.statement, db::Dialect::kSqlite);
    // Aliases: "FROM posts p", "JOIN post_likes AS l".
    std::map<std::string, std::string> tables;
    static const std::regex kFrom(R"(\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?)",
                                  std::regex::icase);
    static const std::set<std::string> kKeywords{
        "WHERE", "JOIN", "ON", "LEFT", "INNER", "CROSS", "ORDER", "GROUP", "LIMIT", "UNION", "AS"};
    for (std::sregex_iterator it(sql.begin(), sql.end(), kFrom), end; it != end; ++it) {
      const std::string table = (*it)[1].str();
      tables[table] = table;
      std::string alias = (*it)[2].str();
      std::string upper = alias;
      for (auto& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (!alias.empty() && !kKeywords.contains(upper)) tables[alias] = table;
    }
    sqlite3_stmt* st = nullptr;
    const std::string explain = "EXPLAIN QUERY PLAN " + sql;
    if (sqlite3_prepare_v2(db_, explain.c_str(), -1, &st, nullptr) != SQLITE_OK) {
      return {std::string("cannot explain: ") + sqlite3_errmsg(db_)};
    }
    std::vector<std::string> reasons;
    int steps = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
      ++steps;
      const std::string detail = reinterpret_cast<const char*>(sqlite3_column_text(st, 3));
      // A full scan of a table, or of an index that sends each row back to its table; a covering
      // index read alone (a count) is the index-only scan PostgreSQL is allowed too.
      if (!detail.starts_with("SCAN ") || detail.find("COVERING INDEX") != std::string::npos) {
        continue;
      }
      if (const auto using_at = detail.find(" USING INDEX ");
          using_at != std::string::npos && partial_.contains(detail.substr(using_at + 13))) {
        continue;
      }
      const auto name_end = detail.find(' ', 5);
      const std::string name =
          detail.substr(5, name_end == std::string::npos ? std::string::npos : name_end - 5);
      const auto table = tables.find(name);
      const auto rows = table == tables.end() ? rows_.end() : rows_.find(table->second);
      if (rows != rows_.end() && rows->second > kBigTable) {
        reasons.push_back("\"" + detail + "\" (" + table->second + ", " +
                          std::to_string(static_cast<long>(rows->second)) + " rows)");
      }
    }
    sqlite3_finalize(st);
    summary = std::to_string(steps) + " plan steps";
    return reasons;
  }

 private:
  sqlite3* db_ = nullptr;
  std::map<std::string, double> rows_;
  std::set<std::string> partial_;
};

template <class Plans>
int check_all(Plans& plans, const std::vector<PlanSubject>& subjects, std::ostream& out) {
  int failed = 0;
  std::set<std::string> seen;
  for (const auto& subject : subjects) {
    out << "  " << subject.request << "\n";
    for (const auto& s : subject.statements) {
      std::string summary;
      auto reasons = plans.check(s, summary);
      const std::string name(s.statement->name);
      if (const auto whole = kWholeShare.find(name);
          whole != kWholeShare.end() && !reasons.empty()) {
        out << "    share  " << name << " (" << summary << "): " << whole->second << "\n";
        continue;
      }
      out << "    " << (reasons.empty() ? "ok    " : "FAILED") << " " << name << " (" << summary
          << ")\n";
      for (const auto& why : reasons) out << "           " << why << "\n";
      if (!reasons.empty() && seen.insert(name).second) ++failed;
    }
  }
  return failed;
}

}  // namespace

int check_plans(const std::string& target, bool postgres, const std::vector<PlanSubject>& subjects,
                std::ostream& out) {
  if (postgres) {
    PostgresPlans plans(target);
    return check_all(plans, subjects, out);
  }
  SqlitePlans plans(target);
  return check_all(plans, subjects, out);
}

}  // namespace aplauso::bench
