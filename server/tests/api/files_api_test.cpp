// The files repository over HTTP (docs/files.md): who sees a folder, read confirmations that keep
// the hash of what was read, personal folders and bulk upload by e-mail, certificates and their
// public check, and the expiry reminders.
#include <boost/json/array.hpp>

#include "core/clock.h"
#include "core/config.h"
#include "core/crypto.h"
#include "modules/files/files_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kFilesOff{
    "test.files_off",
    "UPDATE org_services SET enabled = 0 WHERE org_id = $1 AND service = 'files_repository'"};
inline constexpr db::Statement kFileNotices{
    "test.files_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};

std::string a_pdf(const std::string& text) {
  return "%PDF-1.4\n% " + text + "\n%%EOF\n";
}

struct Part {
  Part(std::string n, std::string v, std::string f = {})
      : name(std::move(n)), value(std::move(v)), file_name(std::move(f)) {}
  std::string name;
  std::string value;
  std::string file_name;  ///< set for a file part
};

class FilesApi : public ApiTest {
 protected:
  static HttpResult form(TestServer& s, const TestOrg& org, const std::string& path,
                         const std::vector<Part>& parts, const std::string& token) {
    const std::string boundary = "FilesBoundary42";
    std::string body;
    for (const auto& p : parts) {
      body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + p.name + "\"";
      if (!p.file_name.empty()) {
        body += "; filename=\"" + p.file_name + "\"\r\nContent-Type: application/octet-stream";
      }
      body += "\r\n\r\n" + p.value + "\r\n";
    }
    body += "--" + boundary + "--\r\n";
    return s.client(org.host).request("POST", path, body, token,
                                      {"Content-Type: multipart/form-data; boundary=" + boundary});
  }
  static HttpResult upload(TestServer& s, const TestOrg& org, std::int64_t folder,
                           const std::string& file_name, const std::string& bytes,
                           const std::string& token, std::vector<Part> extra = {}) {
    extra.push_back({"file", bytes, file_name});
    return form(s, org, "/api/repository/folders/" + std::to_string(folder) + "/files", extra,
                token);
  }
  static std::int64_t id_of(const HttpResult& r) { return r.data().at("id").as_int64(); }
  static std::string folder(std::int64_t id) {
    return "/api/repository/folders/" + std::to_string(id);
  }
  static std::string file(std::int64_t id) { return "/api/repository/files/" + std::to_string(id); }
  static std::string hex_sha(const std::string& bytes) {
    return crypto::to_hex(crypto::sha256(bytes));
  }
};

TEST_F(FilesApi, TheAudienceDecidesWhoSeesAFolderItsSubfoldersAndItsFiles) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto owner = make_user(server(), org, Role::kEmployee, "Olga");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto c = client(org.host);

  // Only admins create top-level folders; a bad audience is named.
  json::object body{{"name", "Ventas"},
                    {"audience", json::object{{"everyone", false},
                                              {"departments", json::array{sales}},
                                              {"groups", json::array{}},
                                              {"people", json::array{}}}},
                    {"owners", json::array{owner.id}}};
  EXPECT_EQ(c.post("/api/repository/folders", body, ana.token).status, 403);
  auto bad = body;
  bad["audience"].as_object()["departments"] = json::array{sales + 1000};
  EXPECT_EQ(c.post("/api/repository/folders", bad, org.admin_token).status, 400);
  EXPECT_EQ(c.post("/api/repository/folders", {{"name", " "}}, org.admin_token).status, 400);
  auto r = c.post("/api/repository/folders", body, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto top = id_of(r);
  EXPECT_TRUE(r.data().at("can_manage").as_bool());
  EXPECT_EQ(r.data().at("owners").as_array().size(), 1U);

  // A subfolder inherits it; it cannot carry its own.
  EXPECT_EQ(
      c.post("/api/repository/folders",
             {{"name", "Sub"}, {"parent_id", top}, {"audience", json::object{}}}, org.admin_token)
          .status,
      400);
  r = c.post("/api/repository/folders", {{"name", "Contratos"}, {"parent_id", top}}, owner.token);
  ASSERT_EQ(r.status, 201) << "owners manage the folder: " << r.body;
  const auto sub = id_of(r);
  EXPECT_EQ(r.data().at("path").as_array().size(), 1U);

  const std::string bytes = a_pdf("Política comercial");
  r = upload(server(), org, sub, "politica.pdf", bytes, owner.token,
             {{"tags", "Política, ventas"}, {"description", "Para el equipo"}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto doc = id_of(r);
  EXPECT_EQ(r.data().at("name").as_string(), "politica.pdf");
  EXPECT_EQ(r.data().at("content_type").as_string(), "application/pdf");
  EXPECT_EQ(r.data().at("current").at("sha256").as_string(), hex_sha(bytes));
  EXPECT_EQ(r.data().at("path").as_array().size(), 2U);
  EXPECT_EQ(upload(server(), org, sub, "x.pdf", bytes, ana.token).status, 403)
      << "the audience reads, it does not upload";

  // Ana (Ventas) sees it all and can read the bytes.
  r = c.get("/api/repository", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().at("folders").as_array().size(), 1U);
  EXPECT_FALSE(r.data().at("can_create").as_bool());
  EXPECT_EQ(c.get(folder(sub), ana.token).status, 200);
  EXPECT_TRUE(c.get(folder(top), ana.token).data().at("audience").is_null())
      << "only managers read the audience";
  r = c.get(folder(sub) + "/files", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("tags").as_array().size(), 2U);
  r = c.get(file(doc), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("can_manage").as_bool());
  EXPECT_EQ(c.get(std::string(r.data().at("current").at("url").as_string())).body, bytes);
  EXPECT_EQ(c.get("/api/repository/search?q=POLI", ana.token).data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/repository/search?tag=ventas", ana.token).data().as_array().size(), 1U);
  EXPECT_EQ(c.get("/api/repository/search", ana.token).status, 400);
  EXPECT_EQ(c.get("/api/repository/search?q=poli", org.admin_token).data().as_array().size(), 1U);
  EXPECT_EQ(
      c.get("/api/repository/search?tag=POL%C3%8DTICA", org.admin_token).data().as_array().size(),
      1U)
      << "tags and names compare in lower case, accented capitals too";

  // Beto (no department) sees none of it.
  EXPECT_EQ(c.get("/api/repository", beto.token).data().at("folders").as_array().size(), 0U);
  EXPECT_EQ(c.get(folder(top), beto.token).status, 404);
  EXPECT_EQ(c.get(folder(sub) + "/files", beto.token).status, 404);
  EXPECT_EQ(c.get(file(doc), beto.token).status, 404);
  EXPECT_EQ(c.get("/api/repository/search?q=poli", beto.token).data().as_array().size(), 0U);
  EXPECT_EQ(c.post(file(doc) + "/acknowledgements", {{"version_id", 1}}, beto.token).status, 404);

  // Listing him by id lets him in.
  auto everyone_plus = body;
  everyone_plus["audience"].as_object()["people"] = json::array{beto.id};
  ASSERT_EQ(c.patch(folder(top), {{"audience", everyone_plus["audience"]}}, org.admin_token).status,
            200);
  EXPECT_EQ(c.get(file(doc), beto.token).status, 200);
  EXPECT_EQ(c.patch(folder(sub), {{"audience", everyone_plus["audience"]}}, org.admin_token).status,
            400)
      << "a subfolder's audience is its top folder's";

  // Not empty: not deleted. Another organisation: not found.
  EXPECT_EQ(c.request("DELETE", folder(top), {}, org.admin_token).status, 409);
  const auto elsewhere = make_full_org(server());
  const auto there = client(elsewhere.host);
  EXPECT_EQ(there.get(folder(top), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.get(file(doc), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.request("DELETE", file(doc), {}, elsewhere.admin_token).status, 404);
  EXPECT_EQ(upload(server(), elsewhere, sub, "x.pdf", bytes, elsewhere.admin_token).status, 404);

  // Bad files and fields lose nothing.
  EXPECT_EQ(upload(server(), org, sub, "falso.pdf", "<svg onload=alert(1)>", owner.token).status,
            400);
  EXPECT_EQ(upload(server(), org, sub, "x.exe", "MZ\x90", owner.token).status, 400);
  EXPECT_EQ(upload(server(), org, sub, "x.pdf", bytes, owner.token, {{"expires_on", "31/12/2026"}})
                .status,
            400);
  EXPECT_EQ(upload(server(), org, sub, "x.pdf", bytes, owner.token,
                   {{"tags", "a1,b2,c3,d4,e5,f6,g7,h8,i9,j10,k11"}})
                .status,
            400);
  EXPECT_EQ(c.get(folder(sub) + "/files", owner.token).data().as_array().size(), 1U);

  // Deleting the file, then the empty folders.
  EXPECT_EQ(c.request("DELETE", file(doc), {}, ana.token).status, 403);
  EXPECT_EQ(c.request("DELETE", file(doc), {}, owner.token).status, 200);
  EXPECT_EQ(c.request("DELETE", folder(sub), {}, owner.token).status, 200);
  EXPECT_EQ(c.request("DELETE", folder(top), {}, org.admin_token).status, 200);
}

TEST_F(FilesApi, AReadConfirmationKeepsTheHashOfTheVersionReadAndANewVersionAsksAgain) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  auto r = c.post("/api/repository/folders",
                  {{"name", "Políticas"}, {"audience", {{"everyone", true}}}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto top = id_of(r);
  const std::string v1 = a_pdf("Reglamento v1");
  r = upload(server(), org, top, "reglamento.pdf", v1, org.admin_token,
             {{"requires_ack", "true"}, {"name", "Reglamento interno"}});
  ASSERT_EQ(r.status, 201) << r.body;
  const auto doc = id_of(r);
  const auto first = r.data().at("current").at("id").as_int64();
  r = upload(server(), org, top, "info.pdf", a_pdf("Info"), org.admin_token);
  const auto plain = id_of(r);

  EXPECT_EQ(c.get("/api/repository", ana.token).data().at("pending").as_int64(), 1);
  EXPECT_EQ(c.get("/api/repository/pending", ana.token).data().as_array().size(), 1U);
  const auto asked = [&](std::int64_t user) {
    return scalar(server(), kFileNotices, {org.id, user, "file_ack_requested"}).value_or(-1);
  };
  EXPECT_EQ(asked(ana.id), 1) << "the audience is asked to confirm";
  EXPECT_EQ(asked(beto.id), 1);
  r = c.post(file(doc) + "/acknowledgements", {{"version_id", first}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("sha256").as_string(), hex_sha(v1));
  EXPECT_EQ(r.data().at("version_number").as_int64(), 1);
  const auto when = r.data().at("confirmed_at").as_int64();
  r = c.post(file(doc) + "/acknowledgements", {{"version_id", first}}, ana.token);
  EXPECT_EQ(r.data().at("confirmed_at").as_int64(), when) << "the first confirmation stands";
  EXPECT_EQ(c.get("/api/repository", ana.token).data().at("pending").as_int64(), 0);
  EXPECT_TRUE(c.get(file(doc), ana.token).data().at("acknowledged").as_bool());
  EXPECT_EQ(c.post(file(plain) + "/acknowledgements",
                   {{"version_id",
                     c.get(file(plain), ana.token).data().at("current").at("id").as_int64()}},
                   ana.token)
                .status,
            422);
  EXPECT_EQ(c.post(file(doc) + "/acknowledgements", json::object{}, ana.token).status, 400);

  // The report: everyone active, Ana confirmed.
  EXPECT_EQ(c.get(file(doc) + "/acknowledgements", ana.token).status, 403);
  r = c.get(file(doc) + "/acknowledgements?status=confirmed", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("audience").as_int64(), 3);
  EXPECT_EQ(r.data().at("confirmed").as_int64(), 1);
  ASSERT_EQ(r.data().at("rows").as_array().size(), 1U);
  EXPECT_EQ(r.data().at("rows").at(0).at("person").at("id").as_int64(), ana.id);
  r = c.get(file(doc) + "/acknowledgements?status=pending", org.admin_token);
  EXPECT_EQ(r.data().at("rows").as_array().size(), 2U);
  EXPECT_EQ(c.get(file(doc) + "/acknowledgements?status=maybe", org.admin_token).status, 400);

  // A new version asks again; the old one can no longer be confirmed.
  const std::string v2 = a_pdf("Reglamento v2");
  r = form(server(), org, "/api/repository/files/" + std::to_string(doc) + "/versions",
           {{"note", "Nuevo horario"}, {"file", v2, "reglamento-2.pdf"}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("version_number").as_int64(), 2);
  ASSERT_EQ(r.data().at("versions").as_array().size(), 2U);
  const auto second = r.data().at("current").at("id").as_int64();
  EXPECT_EQ(asked(ana.id), 2) << "a new version asks again";
  EXPECT_EQ(form(server(), org, "/api/repository/files/" + std::to_string(doc) + "/versions",
                 {{"file", v2, "r.pdf"}}, ana.token)
                .status,
            403);
  r = c.get(file(doc), ana.token);
  EXPECT_FALSE(r.data().at("acknowledged").as_bool());
  EXPECT_EQ(r.data().at("my_acknowledgement").at("version_number").as_int64(), 1);
  EXPECT_EQ(c.post(file(doc) + "/acknowledgements", {{"version_id", first}}, ana.token).status,
            409);
  r = c.post(file(doc) + "/acknowledgements", {{"version_id", second}}, beto.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("sha256").as_string(), hex_sha(v2));
  r = c.get(file(doc) + "/acknowledgements", org.admin_token);
  EXPECT_EQ(r.data().at("confirmed").as_int64(), 1) << "Beto, on version 2";

  // The evidence: both confirmations with their hashes.
  r = c.get(file(doc) + "/acknowledgements.csv", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find(hex_sha(v1)), std::string::npos);
  EXPECT_NE(r.body.find(hex_sha(v2)), std::string::npos);
  EXPECT_NE(r.body.find(ana.email), std::string::npos);
  EXPECT_EQ(c.get(file(doc) + "/acknowledgements.csv", ana.token).status, 403);
}

TEST_F(FilesApi, PersonalFoldersAndBulkUploadMatchedByEmail) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  const std::string path = "/api/org/repository/people/" + std::to_string(ana.id) + "/folder";
  EXPECT_EQ(c.post(path, json::object{}, ana.token).status, 403);
  auto r = c.post(path, json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto mine = id_of(r);
  EXPECT_EQ(r.data().at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(c.post(path, json::object{}, org.admin_token).status, 200);
  EXPECT_EQ(
      c.post("/api/org/repository/people/999999/folder", json::object{}, org.admin_token).status,
      404);

  r = c.get("/api/repository", ana.token);
  EXPECT_EQ(r.data().at("personal").at("id").as_int64(), mine);
  EXPECT_TRUE(c.get("/api/repository", beto.token).data().at("personal").is_null());
  EXPECT_EQ(c.get(folder(mine), beto.token).status, 404);
  EXPECT_EQ(upload(server(), org, mine, "yo.pdf", a_pdf("yo"), ana.token).status, 403);
  ASSERT_EQ(c.patch(folder(mine), {{"employee_upload", true}}, org.admin_token).status, 200);
  EXPECT_EQ(upload(server(), org, mine, "yo.pdf", a_pdf("yo"), ana.token).status, 201);
  EXPECT_EQ(
      c.post("/api/repository/folders", {{"name", "Sub"}, {"parent_id", mine}}, org.admin_token)
          .status,
      422);

  const auto bulk = form(server(), org, "/api/org/repository/bulk",
                         {{"tags", "liquidacion"},
                          {"file", a_pdf("ana"), ana.email + " liquidacion-octubre.pdf"},
                          {"file", a_pdf("beto"), "octubre " + beto.email + ".pdf"},
                          {"file", a_pdf("?"), "nadie@ejemplo.com.pdf"},
                          {"file", a_pdf("?"), "sin-correo.pdf"},
                          {"file", "<svg/>", ana.email + ".pdf"}},
                         org.admin_token);
  ASSERT_EQ(bulk.status, 200) << bulk.body;
  const auto result = bulk.data();
  const auto& stored = result.at("stored").as_array();
  const auto& unmatched = result.at("unmatched").as_array();
  ASSERT_EQ(stored.size(), 2U) << bulk.body;
  ASSERT_EQ(unmatched.size(), 3U) << bulk.body;
  EXPECT_EQ(stored.at(0).at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(stored.at(0).at("folder_id").as_int64(), mine);
  EXPECT_EQ(stored.at(1).at("person").at("id").as_int64(), beto.id);
  EXPECT_EQ(unmatched.at(0).at("reason").as_string(), "unknown_person");
  EXPECT_EQ(unmatched.at(1).at("reason").as_string(), "no_identifier");
  EXPECT_EQ(unmatched.at(2).at("reason").as_string(), "invalid_file");
  r = c.get("/api/repository", beto.token);
  ASSERT_FALSE(r.data().at("personal").is_null()) << "Beto's folder was made for him";
  EXPECT_EQ(c.get(folder(r.data().at("personal").at("id").as_int64()) + "/files", beto.token)
                .data()
                .as_array()
                .size(),
            1U);
  EXPECT_EQ(
      form(server(), org, "/api/org/repository/bulk", {{"tags", "x"}}, org.admin_token).status,
      400);
  EXPECT_EQ(form(server(), org, "/api/org/repository/bulk",
                 {{"file", a_pdf("ana"), ana.email + ".pdf"}}, ana.token)
                .status,
            403);
}

TEST_F(FilesApi, BulkUploadMatchesTheNationalDocumentInAFileName) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto c = client(org.host);
  ASSERT_EQ(c.patch("/api/org/users/" + std::to_string(ana.id),
                    {{"country", "CL"}, {"national_id", "12.345.678-5"}}, org.admin_token)
                .status,
            200);
  ASSERT_EQ(c.patch("/api/org/users/" + std::to_string(beto.id), {{"national_id", "30123456"}},
                    org.admin_token)
                .status,
            200);
  // Another organisation's person with a document never matches here.
  const auto elsewhere = make_full_org(server());
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Extraña");
  ASSERT_EQ(client(elsewhere.host)
                .patch("/api/org/users/" + std::to_string(stranger.id),
                       {{"national_id", "55555555"}}, elsewhere.admin_token)
                .status,
            200);

  const auto bulk = form(server(), org, "/api/org/repository/bulk",
                         {{"file", a_pdf("ana"), "liquidacion 12.345.678-5 octubre.pdf"},
                          {"file", a_pdf("beto"), "30123456_recibo-2026-10.pdf"},
                          {"file", a_pdf("?"), "12345678-5 y 30123456.pdf"},
                          {"file", a_pdf("?"), "99.999.999-9.pdf"},
                          {"file", a_pdf("?"), "55555555.pdf"},
                          {"file", a_pdf("?"), "informe-final.pdf"}},
                         org.admin_token);
  ASSERT_EQ(bulk.status, 200) << bulk.body;
  const auto result = bulk.data();
  const auto& stored = result.at("stored").as_array();
  const auto& unmatched = result.at("unmatched").as_array();
  ASSERT_EQ(stored.size(), 2U) << bulk.body;
  EXPECT_EQ(stored.at(0).at("person").at("id").as_int64(), ana.id);
  EXPECT_EQ(stored.at(1).at("person").at("id").as_int64(), beto.id);
  ASSERT_EQ(unmatched.size(), 4U) << bulk.body;
  EXPECT_EQ(unmatched.at(0).at("reason").as_string(), "several_people");
  EXPECT_EQ(unmatched.at(1).at("reason").as_string(), "unknown_person");
  EXPECT_EQ(unmatched.at(2).at("reason").as_string(), "unknown_person");
  EXPECT_EQ(unmatched.at(3).at("reason").as_string(), "no_identifier");
  const auto personal = c.get("/api/repository", ana.token).data().at("personal");
  ASSERT_FALSE(personal.is_null());
  EXPECT_EQ(
      c.get(folder(personal.at("id").as_int64()) + "/files", ana.token).data().as_array().size(),
      1U);
}

TEST_F(FilesApi, CertificatesCarryACodeAnyoneCanCheckOnTheOrganisationsHost) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto r = c.post("/api/repository/certificates", {{"kind", "employment"}}, ana.token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "admission_date_missing");
  ASSERT_EQ(
      c.patch("/api/org/users/" + std::to_string(ana.id),
              {{"admission_date", "2019-03-04"}, {"job_position", "Analista"}}, org.admin_token)
          .status,
      200);
  EXPECT_EQ(c.post("/api/repository/certificates", {{"kind", "raise"}}, ana.token).status, 400);
  r = c.post("/api/repository/certificates", {{"kind", "seniority"}, {"language", "en"}},
             ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string code(r.data().at("code").as_string());
  const auto id = id_of(r);
  ASSERT_EQ(code.size(), 14U);
  EXPECT_EQ(r.data().at("verify_path").as_string(), "/verify/" + code);
  EXPECT_EQ(c.get("/api/repository/certificates", ana.token).data().as_array().size(), 1U);

  r = c.get("/api/repository/certificates/" + std::to_string(id) + "/certificate.pdf", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body.substr(0, 5), "%PDF-");
  const auto other = make_user(server(), org, Role::kEmployee, "Otro");
  EXPECT_EQ(
      c.get("/api/repository/certificates/" + std::to_string(id) + "/certificate.pdf", other.token)
          .status,
      404);

  // Anyone checks it, signed out, case and dashes ignored; only on this organisation's host.
  r = c.get("/api/certificates/verify/" + code);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("kind").as_string(), "seniority");
  EXPECT_EQ(r.data().at("admission_date").as_string(), "2019-03-04");
  EXPECT_EQ(r.data().at("job_position").as_string(), "Analista");
  std::string loose;
  for (char ch : code) {
    if (ch != '-') loose += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  EXPECT_EQ(c.get("/api/certificates/verify/" + loose).status, 200);
  EXPECT_EQ(c.get("/api/certificates/verify/AAAA-BBBB-CCCC").status, 404);
  const auto elsewhere = make_full_org(server());
  EXPECT_EQ(client(elsewhere.host).get("/api/certificates/verify/" + code).status, 404);
}

TEST_F(FilesApi, ExpiringFilesRemindTheirManagersOnce) {
  ManualClock clock(1'780'315'200'000);  // 2026-06-01 12:00 UTC
  TestServer timed({}, &clock);
  const auto org = make_full_org(timed);
  const auto owner = make_user(timed, org, Role::kEmployee, "Olga");
  const auto c = timed.client(org.host);
  auto r = c.post("/api/repository/folders",
                  {{"name", "Certificados"},
                   {"audience", {{"everyone", true}}},
                   {"owners", json::array{owner.id}}},
                  org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto top = id_of(r);
  ASSERT_EQ(upload(timed, org, top, "seguro.pdf", a_pdf("s"), org.admin_token,
                   {{"expires_on", "2026-06-20"}})
                .status,
            201);
  ASSERT_EQ(upload(timed, org, top, "lejano.pdf", a_pdf("l"), org.admin_token,
                   {{"expires_on", "2026-12-20"}})
                .status,
            201);
  // The same in an organisation that turned the module off reminds nobody.
  const auto off = make_full_org(timed);
  const auto oc = timed.client(off.host);
  r = oc.post("/api/repository/folders", {{"name", "X"}, {"audience", {{"everyone", true}}}},
              off.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  ASSERT_EQ(upload(timed, off, id_of(r), "x.pdf", a_pdf("x"), off.admin_token,
                   {{"expires_on", "2026-06-10"}})
                .status,
            201);
  exec(timed, kFilesOff, {off.id});
  auto& service = timed.app().service<files::FilesService>();
  EXPECT_EQ(service.remind_expiring(), 1);
  EXPECT_EQ(service.remind_expiring(), 0) << "once per expiry date";
  const auto notices = [&](std::int64_t user) {
    return scalar(timed, kFileNotices, {org.id, user, "file_expiring"}).value_or(-1);
  };
  EXPECT_EQ(notices(owner.id), 1);
  r = c.get("/api/repository/folders/" + std::to_string(top) + "/files", owner.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at(0).at("expired").as_bool());
  clock.advance_ms(220LL * 86'400'000);  // past both dates
  EXPECT_EQ(service.remind_expiring(), 1) << "the far one, once";
  r = c.get("/api/repository/folders/" + std::to_string(top) + "/files",
            c.login(owner.email, owner.password));  // a new session: months went by
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at(0).at("expired").as_bool());
  EXPECT_TRUE(r.data().at(1).at("expired").as_bool());
}

TEST_F(FilesApi, AFoldersRetentionDeletesFilesPastItsDaysAfterTheirLastChange) {
  ManualClock clock(1'780'315'200'000);  // 2026-06-01 12:00 UTC
  TestServer timed([](Config& config) { config.jwt_ttl_s = 200LL * 24 * 3600; }, &clock);
  const auto org = make_full_org(timed);
  const auto member = make_user(timed, org, Role::kEmployee, "Mia");
  const auto c = timed.client(org.host);
  auto r = c.post("/api/repository/folders",
                  {{"name", "Recibos"}, {"audience", {{"everyone", true}}}, {"retention_days", 3}},
                  org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_NE(r.body.find("retention_days"), std::string::npos);
  r = c.post("/api/repository/folders",
             {{"name", "Recibos"}, {"audience", {{"everyone", true}}}, {"retention_days", 30}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto receipts = id_of(r);
  EXPECT_EQ(r.data().at("retention_days").as_int64(), 30);
  r = c.post("/api/repository/folders", {{"name", "Políticas"}, {"audience", {{"everyone", true}}}},
             org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto policies = id_of(r);
  EXPECT_TRUE(r.data().at("retention_days").is_null());

  r = upload(timed, org, receipts, "mayo.pdf", a_pdf("mayo"), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto may = id_of(r);
  r = upload(timed, org, policies, "codigo.pdf", a_pdf("codigo"), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto code = id_of(r);
  clock.advance_ms(20LL * 86'400'000);
  r = upload(timed, org, receipts, "junio.pdf", a_pdf("junio"), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto june = id_of(r);

  auto& service = timed.app().service<files::FilesService>();
  EXPECT_EQ(service.apply_retention(), 0) << "20 days: within 30";
  clock.advance_ms(11LL * 86'400'000);  // 31 days after May's, 11 after June's
  EXPECT_EQ(service.apply_retention(), 1);
  EXPECT_EQ(service.apply_retention(), 0) << "once";
  const auto token = c.login(member.email, member.password);
  EXPECT_EQ(c.get(file(may), token).status, 404);
  EXPECT_EQ(c.get(file(june), token).status, 200);
  EXPECT_EQ(c.get(file(code), token).status, 200) << "a folder without retention keeps its files";
  r = c.get("/api/org/audit_log?action=files.file_retention_delete", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("mayo.pdf"), std::string::npos) << r.body;

  // Members cannot change it; the folder's manager can, and null lifts it.
  r = c.patch(folder(receipts), {{"retention_days", 7301}}, org.admin_token);
  EXPECT_EQ(r.status, 400) << r.body;
  EXPECT_EQ(c.patch(folder(receipts), {{"retention_days", 7}}, token).status, 403);
  r = c.patch(folder(receipts), {{"retention_days", nullptr}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("retention_days").is_null());
  clock.advance_ms(60LL * 86'400'000);
  EXPECT_EQ(service.apply_retention(), 0);
  EXPECT_EQ(c.get(file(june), token).status, 200);
  r = c.patch(folder(receipts), {{"retention_days", 7}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(service.apply_retention(), 1);

  // Another organisation's folder is out of reach.
  const auto other = make_full_org(timed);
  EXPECT_EQ(timed.client(other.host)
                .patch(folder(policies), {{"retention_days", 7}}, other.admin_token)
                .status,
            404);
}

}  // namespace
}  // namespace aplauso::test
