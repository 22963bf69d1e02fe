// The complaints channel over HTTP on both engines (docs/complaints.md, ADR 0063): the anonymous
// route's headers and what it stores (no person, no address), a dump that reveals no text
// without the passphrase, receipt guessing (the same 404, the lock after 5, similar timing), the
// two-way sealed mailbox and the readers count, the conflict-of-interest rule (accused and their
// leader), other organisations' ids, the module switched off, each role's limits, the hash chain
// naming an edited entry, a JPEG's GPS EXIF stripped, measures as tasks, the final report locked,
// archive after closure, the dossier, the semestral notice and the privacy rule on statistics.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "core/config.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/complaints/complaint_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace complaints_sql {
inline constexpr db::Statement kComplaintLeader{"test.complaints_set_leader",
                                                "UPDATE users SET leader_id = $2 WHERE id = $1"};
inline constexpr db::Statement kReceivedNotices{
    "test.complaints_received_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = "
    "'complaint_received'"};
inline constexpr db::Statement kDeadlineNotices{
    "test.complaints_deadline_notices",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = "
    "'complaint_deadline'"};
inline constexpr db::Statement kCaseCount{"test.complaints_case_count",
                                          "SELECT COUNT(*) FROM complaint_cases WHERE org_id = $1"};
inline constexpr db::Statement kAnonymousRows{
    "test.complaints_anonymous_rows",
    "SELECT COUNT(*) FROM complaint_cases WHERE org_id = $1 AND reporter_user_id IS NULL AND "
    "identified = 0"};
inline constexpr db::Statement kCaseId{"test.complaints_case_id",
                                       "SELECT MAX(id) FROM complaint_cases WHERE org_id = $1"};
inline constexpr db::Statement kEditLog{
    "test.complaints_edit_log",
    "UPDATE complaint_log SET detail = 'editado' WHERE case_id = $1 AND seq = $2"};
inline constexpr db::Statement kTaskCount{
    "test.complaints_task_count",
    "SELECT COUNT(*) FROM tasks WHERE org_id = $1 AND source_kind = 'complaint' AND source_id = "
    "$2"};
// Every column of every table the channel writes, as a dump would show them.
inline constexpr db::Statement kDumpCases{
    "test.complaints_dump_cases",
    "SELECT receipt_hash, kind, stage, profile, sealed_key_server, sealed_key_reporter, salt, "
    "sealed_content, COALESCE(sealed_report, ''), created_day, COALESCE(closed_day, ''), "
    "CAST(COALESCE(reporter_user_id, 0) AS TEXT), CAST(COALESCE(area_id, 0) AS TEXT) FROM "
    "complaint_cases WHERE org_id = $1"};
inline constexpr db::Statement kDumpMessages{
    "test.complaints_dump_messages",
    "SELECT author, sealed_body, created_day FROM complaint_messages WHERE org_id = $1"};
inline constexpr db::Statement kDumpNotes{
    "test.complaints_dump_notes", "SELECT sealed_body FROM complaint_notes WHERE org_id = $1"};
inline constexpr db::Statement kDumpLog{
    "test.complaints_dump_log",
    "SELECT kind, actor, detail, prev_hash, hash FROM complaint_log WHERE org_id = $1"};
inline constexpr db::Statement kDumpEvidence{
    "test.complaints_dump_evidence",
    "SELECT upload_key, sealed_name, content_type, stripped FROM complaint_evidence WHERE org_id "
    "= $1"};
inline constexpr db::Statement kDumpUploads{
    "test.complaints_dump_uploads",
    "SELECT storage_key, file_name, content_type FROM uploads WHERE org_id = $1 AND "
    "upload_type = "
    "'complaint-attachment'"};
inline constexpr db::Statement kDumpNotifications{
    "test.complaints_dump_notifications",
    "SELECT CAST(payload AS TEXT) FROM notifications WHERE org_id = $1"};
inline constexpr db::Statement kDumpAudit{
    "test.complaints_dump_audit",
    "SELECT action, COALESCE(after_json, '') FROM audit_entries WHERE org_id = $1"};
}  // namespace complaints_sql

constexpr const char* kPass = "mi frase secreta de prueba";

class ComplaintsApi : public ApiTest {
 protected:
  static json::object intake(const std::string& facts, const json::object& extra = {}) {
    json::object b{{"kind", "acoso_laboral"},
                   {"facts", facts},
                   {"when_text", "El lunes pasado"},
                   {"where_text", "Bodega norte"},
                   {"people_text", "Mi supervisor"},
                   {"witnesses_text", "Dos colegas"},
                   {"desired_measures", "Que se detenga"},
                   {"passphrase", kPass}};
    for (const auto& [k, v] : extra) b[k] = v;
    return b;
  }

  static void designate(const HttpClient& c, const TestOrg& org,
                        const std::vector<std::int64_t>& ids) {
    json::array list;
    for (const auto id : ids) list.emplace_back(id);
    const auto r = c.request("PUT", "/api/complaints/settings",
                             json::serialize(json::object{{"handler_ids", list}}), org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
  }

  static std::string receipt_of(const HttpResult& r) {
    return std::string(r.data().at("receipt").as_string());
  }

  static HttpResult open(const HttpClient& c, const std::string& receipt,
                         const std::string& pass = kPass) {
    return c.post("/api/complaints/anonymous/open",
                  json::object{{"receipt", receipt}, {"passphrase", pass}});
  }

  static std::int64_t last_case(const TestOrg& org) {
    return scalar(server(), complaints_sql::kCaseId, {org.id}).value_or(0);
  }

  static std::string path(std::int64_t id, const std::string& tail = "") {
    return "/api/complaints/cases/" + std::to_string(id) + tail;
  }
};

TEST_F(ComplaintsApi, AnonymousRouteHeadersAndWhatItKeeps) {
  const auto org = make_org(server(), {"complaints"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  // Signed in or not, the anonymous intake reads no session: a token sent is ignored.
  const auto r = c.request("POST", "/api/complaints/anonymous",
                           json::serialize(intake("Me gritó frente al equipo")), ana.token,
                           {"X-Forwarded-For: 203.0.113.77", "User-Agent: Navegador-Prueba/1.0"});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.header("cache-control"), "no-store");
  EXPECT_EQ(r.header("referrer-policy"), "no-referrer");
  EXPECT_EQ(r.header("set-cookie"), "");
  EXPECT_EQ(r.header("content-security-policy").find("googletagmanager"), std::string::npos);
  EXPECT_NE(r.header("content-security-policy").find("script-src 'self';"), std::string::npos);
  EXPECT_TRUE(r.data().at("case_id").is_null());
  const auto receipt = receipt_of(r);
  EXPECT_EQ(receipt.size(), 19U);
  EXPECT_EQ(scalar(server(), complaints_sql::kAnonymousRows, {org.id}).value_or(0), 1);
  // No address, agent or person in any column.
  server().app().db().run([&](db::Conn& conn) {
    for (const db::Row& row : conn.query(complaints_sql::kDumpCases, {org.id})) {
      for (int i = 0; i < 13; ++i) {
        const auto v = row.text(i);
        EXPECT_EQ(v.find("203.0.113"), std::string::npos);
        EXPECT_EQ(v.find("127.0.0.1"), std::string::npos);
        EXPECT_EQ(v.find("Navegador"), std::string::npos);
        EXPECT_NE(v, std::to_string(ana.id)) << "column " << i;
      }
    }
    for (const db::Row& row : conn.query(complaints_sql::kDumpLog, {org.id})) {
      EXPECT_EQ(row.text(1), "reporter");
    }
  });
  // Following it: same headers, no cookie.
  const auto o = open(c, receipt);
  ASSERT_EQ(o.status, 200) << o.body;
  EXPECT_EQ(o.header("cache-control"), "no-store");
  EXPECT_EQ(o.header("referrer-policy"), "no-referrer");
  EXPECT_EQ(o.header("set-cookie"), "");
  EXPECT_EQ(o.data().at("stage").as_string(), "received");
  EXPECT_EQ(o.data().at("content").at("facts").as_string(), "Me gritó frente al equipo");
  EXPECT_FALSE(o.data().at("identified").as_bool());
  // An error of the prefix carries them too.
  const auto bad = open(c, "0000 0000 0000 0000");
  EXPECT_EQ(bad.status, 404);
  EXPECT_EQ(bad.header("referrer-policy"), "no-referrer");
  // The public form.
  const auto f = c.get("/api/complaints/anonymous/form");
  ASSERT_EQ(f.status, 200) << f.body;
  EXPECT_EQ(f.data().at("kinds").as_array().size(), 5U);
}

TEST_F(ComplaintsApi, ADumpWithoutThePassphraseRevealsNoText) {
  const auto org = make_org(server(), {"complaints"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  const auto r = c.post("/api/complaints/anonymous",
                        intake("zanahoria morada en la bodega", {{"where_text", "pasillo lila"}}));
  ASSERT_EQ(r.status, 201) << r.body;
  const auto receipt = receipt_of(r);
  const auto id = last_case(org);
  ASSERT_EQ(
      c.post(path(id, "/messages"), json::object{{"body", "mensaje berenjena"}}, hr.token).status,
      201);
  ASSERT_EQ(c.post(path(id, "/notes"), json::object{{"body", "nota pepino"}}, hr.token).status,
            201);
  ASSERT_EQ(c.post("/api/complaints/anonymous/messages",
                   json::object{
                       {"receipt", receipt}, {"passphrase", kPass}, {"body", "respuesta rabano"}})
                .status,
            200);
  ASSERT_EQ(
      c.post(path(id, "/report"), json::object{{"text", "informe alcachofa"}}, hr.token).status,
      200);
  const std::vector<std::string> words{"zanahoria",    "lila",       "berenjena",
                                       "pepino",       "rabano",     "alcachofa",
                                       "Bodega norte", "supervisor", kPass};
  std::size_t cells = 0;
  const auto check = [&](const db::Statement& st, int columns) {
    server().app().db().run([&](db::Conn& conn) {
      for (const db::Row& row : conn.query(st, {org.id})) {
        for (int i = 0; i < columns; ++i) {
          const auto v = row.text(i);
          ++cells;
          for (const auto& w : words)
            EXPECT_EQ(v.find(w), std::string::npos) << st.name << " " << i;
        }
      }
    });
  };
  check(complaints_sql::kDumpCases, 13);
  check(complaints_sql::kDumpMessages, 3);
  check(complaints_sql::kDumpNotes, 1);
  check(complaints_sql::kDumpLog, 5);
  check(complaints_sql::kDumpNotifications, 1);
  check(complaints_sql::kDumpAudit, 2);
  EXPECT_GT(cells, 20U);
  // With the keys, both sides read everything.
  const auto o = open(c, receipt);
  ASSERT_EQ(o.status, 200);
  const auto o_data = o.data();
  const auto& messages = o_data.at("messages").as_array();
  ASSERT_EQ(messages.size(), 2U);
  EXPECT_EQ(messages[0].at("body").as_string(), "mensaje berenjena");
  EXPECT_TRUE(messages[0].at("author_person").is_null());
  EXPECT_EQ(messages[1].at("body").as_string(), "respuesta rabano");
  const auto h = c.get(path(id), hr.token);
  ASSERT_EQ(h.status, 200) << h.body;
  EXPECT_EQ(h.data().at("content").at("facts").as_string(), "zanahoria morada en la bodega");
  EXPECT_EQ(h.data().at("notes").as_array()[0].at("body").as_string(), "nota pepino");
  EXPECT_EQ(h.data().at("report").at("text").as_string(), "informe alcachofa");
}

TEST_F(ComplaintsApi, ReceiptGuessingGetsTheSameAnswerAndLocks) {
  const auto org = make_org(server(), {"complaints"});
  const auto c = client(org.host);
  const auto receipt = receipt_of(c.post("/api/complaints/anonymous", intake("Hechos")));
  using clock = std::chrono::steady_clock;
  const auto timed = [&](const std::string& rc, const std::string& pass) {
    const auto t0 = clock::now();
    const auto res = open(c, rc, pass);
    return std::make_pair(res,
                          std::chrono::duration<double, std::milli>(clock::now() - t0).count());
  };
  const auto [unknown, t_unknown] = timed("1111 2222 3333 4444", kPass);
  const auto [wrong, t_wrong] = timed(receipt, "no es la frase correcta");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(wrong.status, 404);
  EXPECT_EQ(unknown.code(), "not_found");
  EXPECT_EQ(unknown.json().at("error"), wrong.json().at("error"));
  // The same work either way: one Argon2id. A generous tolerance for a busy machine.
  EXPECT_LT(std::abs(t_unknown - t_wrong), std::max(t_unknown, t_wrong) * 3 + 50.0);
  // Three more wrong passphrases (four in all) still answer 404; the fifth locks the receipt.
  for (int i = 0; i < 3; ++i) EXPECT_EQ(open(c, receipt, "otra frase equivocada").status, 404);
  EXPECT_EQ(open(c, receipt, "quinta frase equivocada").status, 404);
  const auto locked = open(c, receipt);
  EXPECT_EQ(locked.status, 429) << locked.body;
  EXPECT_EQ(locked.code(), "too_many_attempts");
  EXPECT_FALSE(locked.header("retry-after").empty());
  // Unknown receipts never lock anything.
  EXPECT_EQ(open(c, "9999 8888 7777 6666").status, 404);
}

TEST_F(ComplaintsApi, TwoWayMessagesAndTheReadersCount) {
  const auto org = make_org(server(), {"complaints"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto inv = make_user(server(), org, Role::kEmployee, "Iván");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  // A signed-in, identified report with in-app notifications.
  const auto reporter = make_user(server(), org, Role::kEmployee, "Rita");
  const auto r = c.post(
      "/api/complaints",
      intake("Comentarios ofensivos", {{"identified", true}, {"notify_me", true}}), reporter.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto receipt = receipt_of(r);
  const auto id = last_case(org);
  EXPECT_EQ(open(c, receipt).data().at("readers").as_int64(), 0);
  auto h = c.get(path(id), hr.token);
  ASSERT_EQ(h.status, 200) << h.body;
  EXPECT_EQ(h.data().at("reporter").at("id").as_int64(), reporter.id);
  EXPECT_EQ(h.data().at("deadlines").as_array()[0].at("key").as_string(), "resguardo");
  c.get(path(id), hr.token);
  ASSERT_EQ(
      c.post(path(id, "/assign"), json::object{{"user_ids", json::array{inv.id}}}, hr.token).status,
      200);
  ASSERT_EQ(c.get(path(id), inv.token).status, 200);
  // Two distinct readers, however often they opened it.
  const auto seen = open(c, receipt);
  EXPECT_EQ(seen.data().at("readers").as_int64(), 2);
  h = c.get(path(id), hr.token);
  const auto h_data = h.data();
  const auto& access = h_data.at("access").as_array();
  ASSERT_EQ(access.size(), 2U);
  EXPECT_EQ(access[0].at("reads").as_int64(), 3);
  // Handler → reporter → handler.
  ASSERT_EQ(c.post(path(id, "/messages"), json::object{{"body", "¿Puedes darnos más detalles?"}},
                   inv.token)
                .status,
            201);
  const auto after = open(c, receipt);
  ASSERT_EQ(after.data().at("messages").as_array().size(), 1U);
  EXPECT_EQ(after.data().at("messages").as_array()[0].at("author").as_string(), "handler");
  const auto answer =
      c.post("/api/complaints/anonymous/messages",
             json::object{{"receipt", receipt}, {"passphrase", kPass}, {"body", "Fue el martes"}});
  ASSERT_EQ(answer.status, 200) << answer.body;
  h = c.get(path(id), inv.token);
  EXPECT_EQ(h.data().at("messages").as_array()[1].at("body").as_string(), "Fue el martes");
  // Bad inputs are named.
  EXPECT_EQ(c.post(path(id, "/messages"), json::object{{"body", ""}}, inv.token).code(),
            "invalid_message");
  EXPECT_EQ(c.post("/api/complaints/anonymous", intake("x", {{"passphrase", "corta"}})).code(),
            "weak_passphrase");
  EXPECT_EQ(
      c.post("/api/complaints/anonymous", intake("x", {{"passphrase", "password123"}})).code(),
      "weak_passphrase");
  EXPECT_EQ(c.post("/api/complaints/anonymous", intake("x", {{"kind", "robo"}})).code(),
            "invalid_complaint");
}

TEST_F(ComplaintsApi, ConflictOfInterestKeepsTheAccusedAndTheirLeaderOut) {
  const auto org = make_org(server(), {"complaints"});
  const auto boss = make_user(server(), org, Role::kLeader, "Beto");
  const auto accused = make_user(server(), org, Role::kEmployee, "Acusado");
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto reporter = make_user(server(), org, Role::kEmployee, "Rita");
  exec(server(), complaints_sql::kComplaintLeader, {accused.id, boss.id});
  const auto c = client(org.host);
  // The accused and their leader happen to be on the committee.
  designate(c, org, {hr.id, boss.id, accused.id});
  ASSERT_EQ(c.post("/api/complaints", intake("Hechos", {{"accused_ids", json::array{accused.id}}}),
                   reporter.token)
                .status,
            201);
  const auto id = last_case(org);
  auto r =
      c.post(path(id, "/assign"), json::object{{"user_ids", json::array{accused.id}}}, hr.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "conflict_of_interest");
  r = c.post(path(id, "/assign"), json::object{{"user_ids", json::array{boss.id}}}, hr.token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(c.get(path(id), accused.token).status, 404);
  EXPECT_EQ(c.get(path(id), boss.token).status, 404);
  EXPECT_EQ(c.get("/api/complaints/cases", boss.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/complaints/cases", hr.token).data().as_array().size(), 1U);
  // Naming someone accused later takes them off the case at once.
  const auto inv = make_user(server(), org, Role::kEmployee, "Iván");
  ASSERT_EQ(
      c.post(path(id, "/assign"), json::object{{"user_ids", json::array{inv.id}}}, hr.token).status,
      200);
  ASSERT_EQ(c.get(path(id), inv.token).status, 200);
  r = c.post(path(id, "/people"),
             json::object{
                 {"people", json::array{json::object{{"user_id", accused.id}, {"role", "accused"}},
                                        json::object{{"user_id", inv.id}, {"role", "accused"}}}}},
             hr.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("assignees").as_array().size(), 0U);
  EXPECT_EQ(c.get(path(id), inv.token).status, 404);
}

TEST_F(ComplaintsApi, OtherOrganisationsModuleOffAndRoles) {
  const auto org = make_org(server(), {"complaints"});
  const auto other = make_org(server(), {"complaints"});
  const auto off = make_org(server());
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto stranger = make_user(server(), other, Role::kEmployee, "Otra");
  const auto member = make_user(server(), org, Role::kEmployee, "Mario");
  const auto c = client(org.host);
  const auto co = client(other.host);
  designate(c, org, {hr.id});
  designate(co, other, {stranger.id});
  ASSERT_EQ(c.post("/api/complaints/anonymous", intake("Hechos")).status, 201);
  const auto id = last_case(org);
  EXPECT_EQ(co.get(path(id), stranger.token).status, 404);
  EXPECT_EQ(co.post(path(id, "/messages"), json::object{{"body", "hola"}}, stranger.token).status,
            404);
  // A member who is neither handler nor investigator.
  EXPECT_EQ(c.get(path(id), member.token).status, 404);
  EXPECT_EQ(c.get("/api/complaints/cases", member.token).status, 403);
  EXPECT_EQ(c.request("PUT", "/api/complaints/settings", "{}", member.token).status, 403);
  EXPECT_EQ(c.get("/api/complaints/statistics", member.token).status, 403);
  EXPECT_EQ(c.get("/api/complaints/notices", hr.token).status, 403);
  EXPECT_EQ(c.get(path(id, "/log/verify"), hr.token).status, 200);
  // The module off: the public route too.
  const auto coff = client(off.host);
  const auto r = coff.post("/api/complaints/anonymous", intake("Hechos"));
  EXPECT_EQ(r.code(), "module_disabled");
  EXPECT_EQ(scalar(server(), complaints_sql::kCaseCount, {off.id}).value_or(-1), 0);
  // A handler's role.
  const auto me = c.get("/api/complaints/me", hr.token);
  ASSERT_EQ(me.status, 200);
  EXPECT_TRUE(me.data().at("handler").as_bool());
  EXPECT_EQ(c.get("/api/complaints/me", member.token).data().at("handler").as_bool(), false);
}

TEST_F(ComplaintsApi, TheLogChainNamesAnEditedEntry) {
  const auto org = make_org(server(), {"complaints"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  ASSERT_EQ(c.post("/api/complaints/anonymous", intake("Hechos")).status, 201);
  const auto id = last_case(org);
  ASSERT_EQ(
      c.post(path(id, "/stage"),
             json::object{{"stage", "resguardo"}, {"detail", "Separación de turnos"}}, hr.token)
          .status,
      200);
  ASSERT_EQ(c.post(path(id, "/stage"), json::object{{"stage", "investigation"}}, hr.token).status,
            200);
  ASSERT_EQ(c.post(path(id, "/milestones"),
                   json::object{{"kind", "dt_notice"}, {"detail", "Folio 123"}}, hr.token)
                .status,
            200);
  auto v = c.get(path(id, "/log/verify"), hr.token);
  ASSERT_EQ(v.status, 200);
  EXPECT_TRUE(v.data().at("ok").as_bool());
  EXPECT_EQ(v.data().at("entries").as_int64(), 4);
  EXPECT_EQ(exec(server(), complaints_sql::kEditLog, {id, 2}), 1);
  v = c.get(path(id, "/log/verify"), hr.token);
  EXPECT_FALSE(v.data().at("ok").as_bool());
  EXPECT_EQ(v.data().at("first_broken_seq").as_int64(), 2);
  const auto pdf = c.get(path(id, "/dossier.pdf"), hr.token);
  ASSERT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.body.substr(0, 5), "%PDF-");
  EXPECT_EQ(c.post(path(id, "/stage"), json::object{{"stage", "received"}}, hr.token).code(),
            "invalid_stage");
}

// An 8 × 8 black JPEG without metadata (libvips, Q 50), as hex.
constexpr const char* kPlainJpegHex =
    "ffd8ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e4044"
    "57"
    "453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363"
    "63"
    "6363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc000"
    "11"
    "080008000803012200021101031101ffc4001f0000010501010101010100000000000000000102030405060708090a"
    "0b"
    "ffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342"
    "b1"
    "c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a63"
    "64"
    "65666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8"
    "b9"
    "bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffc4001f01000301"
    "01"
    "010101010101010000000000000102030405060708090a0bffc400b511000201020404030407050404000102770001"
    "02"
    "031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f11718191a262728"
    "29"
    "2a35363738393a434445464748494a535455565758595a636465666768696a737475767778797a8283848586878889"
    "8a"
    "92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3"
    "e4"
    "e5e6e7e8e9eaf2f3f4f5f6f7f8f9faffda000c03010002110311003f00f3fa28a2803fffd9";

// The JPEG above with an APP1 Exif segment inserted after SOI whose GPS IFD holds
// GPSLatitudeRef N and GPSLatitude 33° 26' 56".
std::string jpeg_with_gps() {
  std::string jpeg;
  const std::string hex = kPlainJpegHex;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    jpeg.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  std::string exif("Exif\0\0", 6);
  const auto u16 = [&exif](std::uint16_t v) {
    exif.push_back(static_cast<char>(v & 0xff));
    exif.push_back(static_cast<char>(v >> 8));
  };
  const auto u32 = [&exif](std::uint32_t v) {
    for (int s = 0; s < 32; s += 8) exif.push_back(static_cast<char>((v >> s) & 0xff));
  };
  exif += "II";
  u16(42);
  u32(8);
  u16(1);  // IFD0: the GPS IFD's pointer
  u16(0x8825);
  u16(4);
  u32(1);
  u32(26);
  u32(0);
  u16(2);  // the GPS IFD at 26
  u16(0x0001);
  u16(2);
  u32(2);
  exif += std::string("N\0\0\0", 4);
  u16(0x0002);
  u16(5);
  u32(3);
  u32(56);
  u32(0);
  for (const std::uint32_t v : {33U, 1U, 26U, 1U, 56U, 1U}) u32(v);
  const auto length = static_cast<std::uint16_t>(exif.size() + 2);
  std::string app1{'\xFF', '\xE1', static_cast<char>(length >> 8),
                   static_cast<char>(length & 0xff)};
  jpeg.insert(2, app1 + exif);
  return jpeg;
}

std::string to_base64(const std::string& bytes) {
  static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string b64;
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const std::uint32_t v = (static_cast<unsigned char>(bytes[i]) << 16) |
                            (static_cast<unsigned char>(bytes[i + 1]) << 8) |
                            static_cast<unsigned char>(bytes[i + 2]);
    for (int s = 18; s >= 0; s -= 6) b64.push_back(kAlphabet[(v >> s) & 63]);
  }
  if (bytes.size() - i == 1) {
    const std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16;
    b64 += std::string{kAlphabet[(v >> 18) & 63], kAlphabet[(v >> 12) & 63], '=', '='};
  } else if (bytes.size() - i == 2) {
    const std::uint32_t v = (static_cast<unsigned char>(bytes[i]) << 16) |
                            (static_cast<unsigned char>(bytes[i + 1]) << 8);
    b64 += std::string{kAlphabet[(v >> 18) & 63], kAlphabet[(v >> 12) & 63],
                       kAlphabet[(v >> 6) & 63], '='};
  }
  return b64;
}

TEST_F(ComplaintsApi, EvidenceLosesItsMetadata) {
  const auto org = make_org(server(), {"complaints"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  const auto receipt = receipt_of(c.post("/api/complaints/anonymous", intake("Hechos")));
  const auto id = last_case(org);
  // A PNG carrying a text chunk with a GPS position: re-encoded without it.
  auto png = tiny_png();
  const std::string chunk_data = std::string("Comment") + '\0' + "GPS -33.4489,-70.6693 Juan";
  std::string chunk;
  const auto put32 = [&chunk](std::uint32_t v) {
    for (int s = 24; s >= 0; s -= 8) chunk.push_back(static_cast<char>((v >> s) & 0xff));
  };
  put32(static_cast<std::uint32_t>(chunk_data.size()));
  chunk += "tEXt" + chunk_data;
  {
    std::uint32_t crc = 0xffffffffU;
    const std::string covered = "tEXt" + chunk_data;
    for (const unsigned char ch : covered) {
      crc ^= ch;
      for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320U & (0U - (crc & 1U)));
    }
    crc ^= 0xffffffffU;
    put32(crc);
  }
  png.insert(33, chunk);  // after the signature (8) and IHDR (25)
  ASSERT_NE(png.find("GPS -33.4489"), std::string::npos);
  const auto b64 = to_base64(png);
  auto r =
      c.post("/api/complaints/anonymous/evidence", json::object{{"receipt", receipt},
                                                                {"passphrase", kPass},
                                                                {"file_name", "foto de Juan.png"},
                                                                {"content_type", "image/png"},
                                                                {"data_base64", b64}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("stripped").as_string(), "reencoded");
  const auto evidence_id = r.data().at("id").as_int64();
  const auto file = c.get(path(id, "/evidence/" + std::to_string(evidence_id)), hr.token);
  ASSERT_EQ(file.status, 200) << file.body;
  EXPECT_EQ(file.body.substr(1, 3), "PNG");
  EXPECT_EQ(file.body.find("GPS"), std::string::npos);
  EXPECT_EQ(file.body.find("Juan"), std::string::npos);
  // The stored upload says nothing about the file.
  server().app().db().run([&](db::Conn& conn) {
    for (const db::Row& row : conn.query(complaints_sql::kDumpUploads, {org.id})) {
      EXPECT_EQ(row.text(1), "evidencia.bin");
      EXPECT_EQ(row.text(2), "application/octet-stream");
    }
    for (const db::Row& row : conn.query(complaints_sql::kDumpEvidence, {org.id})) {
      EXPECT_EQ(row.text(1).find("Juan"), std::string::npos);
    }
  });
  const auto view = open(c, receipt);
  EXPECT_EQ(view.data().at("evidence").as_array()[0].at("file_name").as_string(),
            "foto de Juan.png");
  // Other types are refused with a clear message.
  r = c.post("/api/complaints/anonymous/evidence",
             json::object{{"receipt", receipt},
                          {"passphrase", kPass},
                          {"file_name", "a.docx"},
                          {"content_type", "application/msword"},
                          {"data_base64", "AAAA"}});
  EXPECT_EQ(r.status, 415);
  EXPECT_EQ(r.code(), "unsupported_media_type");
  r = c.post("/api/complaints/anonymous/evidence", json::object{{"receipt", receipt},
                                                                {"passphrase", kPass},
                                                                {"file_name", "a.pdf"},
                                                                {"content_type", "application/pdf"},
                                                                {"data_base64", "AAAA"}});
  EXPECT_EQ(r.status, 422);
  // A JPEG with GPS EXIF: none of it survives.
  const auto jpeg = jpeg_with_gps();
  ASSERT_NE(jpeg.find("Exif"), std::string::npos);
  r = c.post(path(id, "/evidence"),
             json::object{{"file_name", "lugar.jpg"},
                          {"content_type", "image/jpeg"},
                          {"data_base64", to_base64(jpeg)}},
             hr.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto jpeg_out =
      c.get(path(id, "/evidence/" + std::to_string(r.data().at("id").as_int64())), hr.token);
  ASSERT_EQ(jpeg_out.status, 200);
  EXPECT_EQ(static_cast<unsigned char>(jpeg_out.body[0]), 0xFF);
  EXPECT_EQ(jpeg_out.body.find("Exif"), std::string::npos);
}

TEST_F(ComplaintsApi, MeasuresReportArchiveNoticeAndStatistics) {
  const auto org = make_org(server(), {"complaints", "tasks", "communications"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto worker = make_user(server(), org, Role::kEmployee, "Walter");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  for (int i = 0; i < 3; ++i)
    ASSERT_EQ(c.post("/api/complaints/anonymous", intake("Hechos")).status, 201);
  const auto id = last_case(org);
  auto r = c.post(path(id, "/measures"),
                  json::object{{"title", "Capacitación del equipo"}, {"assignee_id", worker.id}},
                  hr.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("measures").as_array().size(), 1U);
  EXPECT_EQ(scalar(server(), complaints_sql::kTaskCount, {org.id, id}).value_or(0), 1);
  EXPECT_EQ(c.post(path(id, "/measures"), json::object{{"title", ""}, {"assignee_id", worker.id}},
                   hr.token)
                .code(),
            "invalid_measure");
  EXPECT_EQ(c.post(path(id, "/archive"), json::object{}, hr.token).code(), "not_closed");
  ASSERT_EQ(c.post(path(id, "/report"), json::object{{"text", "Conclusiones"}}, hr.token).status,
            200);
  EXPECT_EQ(c.post(path(id, "/report"), json::object{{"text", "Otra"}}, hr.token).code(),
            "report_locked");
  ASSERT_EQ(c.post(path(id, "/stage"), json::object{{"stage", "closed"}}, hr.token).status, 200);
  r = c.post(path(id, "/archive"), json::object{}, hr.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("archived").as_bool());
  EXPECT_EQ(c.post(path(id, "/notes"), json::object{{"body", "x"}}, hr.token).code(),
            "case_archived");
  // The semestral notice, sent now, with its read report.
  r = c.post("/api/complaints/notices", json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_GT(r.data().at("communication_id").as_int64(), 0);
  const auto list = c.get("/api/complaints/notices", org.admin_token);
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.data().as_array().size(), 1U);
  EXPECT_FALSE(
      c.get("/api/complaints/settings", org.admin_token).data().at("next_notice_day").is_null());
  // Three cases, k = 5: nothing is shown, and the reason is given.
  const auto s = c.get("/api/complaints/statistics", hr.token);
  ASSERT_EQ(s.status, 200) << s.body;
  EXPECT_EQ(s.data().at("total").at("status").as_string(), "suppressed_small");
  EXPECT_TRUE(s.data().at("total").at("count").is_null());
  EXPECT_EQ(c.get("/api/complaints/statistics?period=2026-X", hr.token).code(), "invalid_period");
  // The verbal intake with its acta.
  r = c.post("/api/complaints/cases", intake("Relato verbal", {{"verbal", true}}), hr.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto verbal = r.data().at("case_id").as_int64();
  const auto acta = c.get(path(verbal, "/acta.pdf"), hr.token);
  ASSERT_EQ(acta.status, 200);
  EXPECT_EQ(acta.body.substr(0, 5), "%PDF-");
  EXPECT_EQ(c.get(path(id, "/acta.pdf"), hr.token).status, 404);
  EXPECT_EQ(c.post("/api/complaints/cases", intake("x", {{"verbal", true}}), worker.token).status,
            403);
}

TEST_F(ComplaintsApi, DeadlineWarningsGoOutOnce) {
  const auto org = make_org(server(), {"complaints"});
  const auto hr = make_user(server(), org, Role::kEmployee, "Lucía");
  const auto c = client(org.host);
  designate(c, org, {hr.id});
  // Received today under the Chilean profile: the derivation is due in 3 business days.
  ASSERT_EQ(c.post("/api/complaints/anonymous", intake("Hechos")).status, 201);
  auto& service = server().app().service<complaints::ComplaintService>();
  service.warn_deadlines();
  service.warn_deadlines();
  EXPECT_EQ(scalar(server(), complaints_sql::kDeadlineNotices, {org.id, hr.id}).value_or(0), 1);
}

TEST_F(ComplaintsApi, AnAnonymousCaseIsAnnouncedOnlyOnceItsDayIsOver) {
  // Wednesday 2026-03-18, 15:00 UTC (10:00 in Bogotá).
  ManualClock clock(1'773'846'000'000);
  TestServer timed([](Config&) {}, &clock);
  const auto org = make_org(timed, {"complaints"});
  const auto hr = make_user(timed, org, Role::kEmployee, "Lucía");
  const auto c = timed.client(org.host);
  designate(c, org, {hr.id});
  auto& service = timed.app().service<complaints::ComplaintService>();
  const auto received = [&] {
    return scalar(timed, complaints_sql::kReceivedNotices, {org.id, hr.id}).value_or(-1);
  };
  ASSERT_EQ(c.post("/api/complaints/anonymous", intake("Hechos anónimos")).status, 201);
  // Nothing that day: a notification's time would tell when it arrived.
  EXPECT_EQ(received(), 0);
  EXPECT_EQ(service.announce_anonymous(), 0);
  clock.advance_ms(13LL * 3'600'000);  // 23:00 in Bogotá, still the same day
  EXPECT_EQ(service.announce_anonymous(), 0);
  EXPECT_EQ(received(), 0);
  clock.advance_ms(2LL * 3'600'000);  // 01:00 the next day
  EXPECT_EQ(service.announce_anonymous(), 1);
  EXPECT_EQ(service.announce_anonymous(), 0) << "once";
  EXPECT_EQ(received(), 1);
  // An identified report is announced at once.
  const auto ana = make_user(timed, org, Role::kEmployee, "Ana");
  ASSERT_EQ(c.post("/api/complaints", intake("Hechos firmados", {{"identified", true}}), ana.token)
                .status,
            201);
  EXPECT_EQ(received(), 2);
}

}  // namespace
}  // namespace aplauso::test
