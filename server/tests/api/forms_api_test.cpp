// The forms engine over HTTP: admins build versioned forms, people answer the latest version in
// their language, another organisation's form ids are 404, each role keeps to its calls, and the
// module flag switches it all off. The engine's service as other modules call it, too.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "db/database.h"
#include "modules/forms/form_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

namespace forms_sql {
inline constexpr db::Statement kSetProfile{
    "test.forms_set_profile",
    "UPDATE users SET country = $2, admission_date = $3, language = $4 WHERE id = $1"};
inline constexpr db::Statement kSubmissionVersion{
    "test.forms_submission_version",
    "SELECT version FROM form_submissions WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSubmissions{
    "test.forms_submissions", "SELECT COUNT(*) FROM form_submissions WHERE org_id = $1"};
inline constexpr db::Statement kAuditEntries{
    "test.forms_audit_entries",
    "SELECT COUNT(*) FROM audit_entries WHERE org_id = $1 AND action = $2 AND target_id = $3"};
}  // namespace forms_sql

class FormsApi : public ApiTest {
 protected:
  static HttpResult put(const HttpClient& c, const std::string& path, const json::value& body,
                        const std::string& token) {
    return c.request("PUT", path, json::serialize(body), token, {"Content-Type: application/json"});
  }
  static HttpResult remove(const HttpClient& c, const std::string& path, const std::string& token) {
    return c.request("DELETE", path, {}, token);
  }

  /// A small form: where people work (a choice), and a comment shown only to those at the office.
  static json::object office_form(const std::string& form_id = "oficina") {
    return json::parse(R"({
      "form_id": ")" + form_id +
                       R"(",
      "title": {"es": "  ¿Dónde trabajas?  ", "en": "Where do you work?"},
      "questions": [
        {"id": "lugar", "type": "single_choice", "required": true,
         "title": {"es": "¿Dónde trabajas?", "en": "Where do you work?"},
         "options": [{"id": "oficina", "label": {"es": "Oficina", "en": "Office"}},
                     {"id": "casa", "label": {"es": "Casa"}}, {"id": "x", "label": "  "}]},
        {"id": "comentario", "type": "short_text", "title": "¿Qué mejorarías en la oficina?",
         "show_if": {"question": "lugar", "op": "equals", "value": "oficina"}, "required": true}
      ]})")
        .as_object();
  }

  static std::int64_t count(const db::Statement& st, std::initializer_list<db::Param> params) {
    return scalar(server(), st, params).value_or(-1);
  }
};

TEST_F(FormsApi, AnEditIsANewVersionAndEveryVersionStaysReadable) {
  const auto org = make_org(server(), {"forms"});
  const auto c = client(org.host);

  auto r = c.post("/api/org/forms", office_form(), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  EXPECT_FALSE(r.data().at("archived").as_bool());
  const auto created = r.data();
  const auto& kept = created.at("definition");
  EXPECT_EQ(kept.at("title").at("es").as_string(), "¿Dónde trabajas?") << "trimmed";
  EXPECT_EQ(kept.at("questions").at(0).at("options").as_array().size(), 2U) << "blank dropped";

  // The same content again makes no version; new content makes version 2.
  r = put(c, "/api/org/forms/oficina", office_form(), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  EXPECT_FALSE(r.data().at("changed").as_bool());
  auto edited = office_form();
  edited["title"] = "¿Desde dónde trabajas?";
  edited.erase("form_id");  // the path names it
  r = put(c, "/api/org/forms/oficina", edited, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 2);
  EXPECT_TRUE(r.data().at("changed").as_bool());

  r = c.get("/api/org/forms/oficina", org.admin_token);
  EXPECT_EQ(r.data().at("definition").at("title").at("es").as_string(), "¿Desde dónde trabajas?");
  r = c.get("/api/org/forms/oficina?version=1", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  EXPECT_EQ(r.data().at("definition").at("title").at("es").as_string(), "¿Dónde trabajas?");
  EXPECT_EQ(c.get("/api/org/forms/oficina?version=3", org.admin_token).status, 404);
  EXPECT_EQ(c.get("/api/org/forms/oficina?version=0", org.admin_token).status, 400);

  r = c.get("/api/org/forms", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  ASSERT_EQ(r.data().as_array().size(), 1U);
  EXPECT_EQ(r.data().at(0).at("version").as_int64(), 2);
  EXPECT_EQ(r.data().at(0).at("questions").as_int64(), 2);
  EXPECT_EQ(r.json().at("meta").at("total").as_int64(), 1);

  // The id cannot change, nor be taken twice; without one, one is made up.
  edited["form_id"] = "otro";
  EXPECT_EQ(put(c, "/api/org/forms/oficina", edited, org.admin_token).status, 400);
  r = c.post("/api/org/forms", office_form(), org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "form_exists");
  auto unnamed = office_form();
  unnamed.erase("form_id");
  r = c.post("/api/org/forms", unnamed, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("form_id").as_string().size(), 15U) << r.data().at("form_id");
  EXPECT_EQ(put(c, "/api/org/forms/nadie", office_form("nadie"), org.admin_token).status, 404);

  // Every change is in the audit trail; the unchanged save is not.
  EXPECT_EQ(count(forms_sql::kAuditEntries, {org.id, "forms.create", "oficina"}), 1);
  EXPECT_EQ(count(forms_sql::kAuditEntries, {org.id, "forms.update", "oficina"}), 1);
}

TEST_F(FormsApi, ADefinitionTheRulesRefuseNamesEveryField) {
  const auto org = make_org(server(), {"forms"});
  const auto c = client(org.host);
  auto bad = office_form("Mal Nombre");
  bad["title"] = " ";
  auto& questions = bad["questions"].as_array();
  questions[0].as_object()["options"] = json::array{json::object{{"id", "a"}, {"label", "Sí"}},
                                                    json::object{{"id", "b"}, {"label", " sí "}}};
  questions[1].as_object()["show_if"] = json::object{{"question", "nadie"}, {"op", "answered"}};
  const auto r = c.post("/api/org/forms", bad, org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_form");
  EXPECT_EQ(r.field_error("form_id"),
            "El identificador del formulario solo admite minúsculas, números, guiones y guiones "
            "bajos (hasta 64 caracteres).");
  EXPECT_EQ(r.field_error("title"), "El título es requerido");
  EXPECT_EQ(r.field_error("questions[0].options"), "No puedes tener opciones duplicadas.");
  EXPECT_EQ(r.field_error("questions[1].show_if"),
            "La condición se refiere a una pregunta que no existe.");
  EXPECT_EQ(c.get("/api/org/forms", org.admin_token).data().as_array().size(), 0U);
  EXPECT_EQ(c.request("POST", "/api/org/forms", "[1]", org.admin_token).status, 400);
}

TEST_F(FormsApi, PeopleAnswerTheLatestVersionInTheirLanguage) {
  const auto org = make_org(server(), {"forms"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bob = make_user(server(), org, Role::kEmployee, "Bob");
  exec(server(), forms_sql::kSetProfile, {bob.id, "CL", "2000-01-10", "english"});
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/org/forms", office_form(), org.admin_token).status, 201);

  auto r = c.get("/api/forms/oficina", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("language").as_string(), "es");
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  EXPECT_EQ(r.data().at("definition").at("questions").at(0).at("options").at(0).at("label"),
            json::value("Oficina"));
  EXPECT_TRUE(r.data().at("context").at("country").is_null());

  r = c.get("/api/forms/oficina", bob.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("language").as_string(), "en");
  const auto english = r.data();
  const auto& options = english.at("definition").at("questions").at(0).at("options");
  EXPECT_EQ(options.at(0).at("label"), json::value("Office"));
  EXPECT_EQ(options.at(1).at("label"), json::value("Casa")) << "Spanish where English is missing";
  EXPECT_EQ(r.data().at("context").at("country"), json::value("CL"));
  EXPECT_EQ(r.data().at("context").at("tenure_band"), json::value("10y_plus"));
  EXPECT_EQ(c.get("/api/forms/oficina?lang=es", bob.token).data().at("language"),
            json::value("es"));

  // Every problem is named; a question a condition hides is not asked, its answer dropped.
  r = c.post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "parque"}, {"edad", 30}}}},
             ana.token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_answers");
  EXPECT_EQ(r.field_error("answers.lugar"), "Esa opción no pertenece a la encuesta.");
  EXPECT_EQ(r.field_error("answers.edad"), "Esa pregunta no pertenece al formulario.");
  r = c.post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "oficina"}}}}, ana.token);
  EXPECT_EQ(r.status, 422);
  EXPECT_EQ(r.field_error("answers.comentario"), "Esta pregunta es obligatoria.");
  r = c.post("/api/forms/oficina/submissions",
             {{"answers", {{"lugar", "casa"}, {"comentario", "  no aplica  "}}}}, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("answers"), json::value(json::object{{"lugar", "casa"}}));
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  const auto first = r.data().at("id").as_int64();

  // After an edit people get version 2; an answer to version 1 (opened before) keeps it.
  auto edited = office_form();
  edited["questions"].as_array()[1].as_object().erase("show_if");
  ASSERT_EQ(put(c, "/api/org/forms/oficina", edited, org.admin_token).status, 200);
  EXPECT_EQ(c.get("/api/forms/oficina", ana.token).data().at("version").as_int64(), 2);
  r = c.post("/api/forms/oficina/submissions", {{"version", 1}, {"answers", {{"lugar", "casa"}}}},
             bob.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 1);
  r = c.post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "casa"}}}}, bob.token);
  EXPECT_EQ(r.status, 422) << "version 2 asks the comment of everyone";
  EXPECT_EQ(c.post("/api/forms/oficina/submissions", {{"version", 7}, {"answers", json::object{}}},
                   bob.token)
                .status,
            404);
  EXPECT_EQ(count(forms_sql::kSubmissionVersion, {org.id, first}), 1);
  EXPECT_EQ(c.get("/api/org/forms", org.admin_token).data().at(0).at("submissions").as_int64(), 2);
  EXPECT_EQ(c.post("/api/forms/oficina/submissions", {{"answers", "casa"}}, bob.token)
                .field_error("answers"),
            "Las respuestas no son válidas.");
}

TEST_F(FormsApi, FilesMustBeTheirOwnUploadsAndPeopleActiveMembers) {
  const auto org = make_org(server(), {"forms"});
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto bea = make_user(server(), org, Role::kEmployee, "Bea");
  const auto elsewhere = make_org(server(), {"forms"});
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Otro");
  const auto c = client(org.host);
  const auto form = json::parse(R"({"form_id": "reclamo", "title": "Reclamo", "questions": [
      {"id": "adjunto", "type": "file_upload", "title": "Adjunta la boleta",
       "upload_type": "post-attachments", "max_files": 2},
      {"id": "quien", "type": "person", "title": "¿Quién te atendió?", "max_people": 2}]})");
  ASSERT_EQ(c.post("/api/org/forms", form, org.admin_token).status, 201);

  const auto upload = [&c](const std::string& token) {
    const auto ticket = c.post("/api/upload_presign/post-attachments",
                               {{"file_name", "boleta.png"},
                                {"content_type", "image/png"},
                                {"size", static_cast<std::int64_t>(tiny_png().size())}},
                               token);
    EXPECT_EQ(ticket.status, 200) << ticket.body;
    EXPECT_EQ(c.request("PUT", std::string(ticket.data().at("upload_url").as_string()), tiny_png(),
                        {}, {"Content-Type: image/png"})
                  .status,
              200);
    return std::string(ticket.data().at("key").as_string());
  };
  const auto anas = upload(ana.token);
  const auto beas = upload(bea.token);

  auto r =
      c.post("/api/forms/reclamo/submissions",
             {{"answers", {{"adjunto", json::array{beas}}, {"quien", json::array{stranger.id}}}}},
             ana.token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.field_error("answers.adjunto"), "Algún archivo no existe o no terminó de subirse.");
  EXPECT_EQ(r.field_error("answers.quien"), "Alguna persona no existe o ya no está activa.");
  r = c.post("/api/forms/reclamo/submissions",
             {{"answers", {{"adjunto", json::array{anas}}, {"quien", json::array{bea.id}}}}},
             ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("answers").at("adjunto").at(0).as_string(), anas);
}

TEST_F(FormsApi, AnotherOrganisationsFormsAreNotFound) {
  const auto org = make_org(server(), {"forms"});
  const auto other = make_org(server(), {"forms"});
  const auto other_member = make_user(server(), other);
  const auto c = client(org.host);
  const auto there = client(other.host);
  ASSERT_EQ(c.post("/api/org/forms", office_form(), org.admin_token).status, 201);

  EXPECT_EQ(there.get("/api/org/forms/oficina", other.admin_token).status, 404);
  EXPECT_EQ(put(there, "/api/org/forms/oficina", office_form(), other.admin_token).status, 404);
  EXPECT_EQ(remove(there, "/api/org/forms/oficina", other.admin_token).status, 404);
  EXPECT_EQ(there.get("/api/forms/oficina", other_member.token).status, 404);
  EXPECT_EQ(there
                .post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "casa"}}}},
                      other_member.token)
                .status,
            404);
  EXPECT_EQ(there.get("/api/org/forms", other.admin_token).data().as_array().size(), 0U);
  // Form ids are each organisation's own.
  EXPECT_EQ(there.post("/api/org/forms", office_form(), other.admin_token).status, 201);
  EXPECT_EQ(c.get("/api/org/forms/oficina", org.admin_token).data().at("version").as_int64(), 1);
}

TEST_F(FormsApi, MembersAnswerAndOnlyAdminsBuild) {
  const auto org = make_org(server(), {"forms"});
  const auto member = make_user(server(), org);
  const auto leader = make_user(server(), org, Role::kLeader, "Lider");
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/org/forms", office_form(), org.admin_token).status, 201);
  for (const auto* who : {&member, &leader}) {
    EXPECT_EQ(c.get("/api/org/forms", who->token).status, 403);
    EXPECT_EQ(c.get("/api/org/forms/oficina", who->token).status, 403);
    EXPECT_EQ(c.post("/api/org/forms", office_form("mio"), who->token).status, 403);
    EXPECT_EQ(put(c, "/api/org/forms/oficina", office_form(), who->token).status, 403);
    EXPECT_EQ(remove(c, "/api/org/forms/oficina", who->token).status, 403);
    EXPECT_EQ(c.get("/api/forms/oficina", who->token).status, 200);
  }
  EXPECT_EQ(c.get("/api/forms/oficina").status, 401);
  EXPECT_EQ(c.get("/api/forms/oficina", org.admin_token).status, 200) << "admins answer too";
}

TEST_F(FormsApi, TheModuleSwitchedOffAnswersModuleDisabled) {
  const auto org = make_org(server(), {"badges"});
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  auto r = c.get("/api/org/forms", org.admin_token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  r = c.post("/api/org/forms", office_form(), org.admin_token);
  EXPECT_EQ(r.code(), "module_disabled");
  r = c.get("/api/forms/oficina", member.token);
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(r.code(), "module_disabled");
  r = c.post("/api/forms/oficina/submissions", {{"answers", json::object{}}}, member.token);
  EXPECT_EQ(r.code(), "module_disabled");
}

TEST_F(FormsApi, AnArchivedFormIsReadableButNoLongerAnsweredOrEdited) {
  const auto org = make_org(server(), {"forms"});
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/org/forms", office_form(), org.admin_token).status, 201);
  ASSERT_EQ(remove(c, "/api/org/forms/oficina", org.admin_token).status, 200);

  EXPECT_EQ(remove(c, "/api/org/forms/oficina", org.admin_token).status, 404);
  auto r = c.get("/api/org/forms/oficina", org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.data().at("archived").as_bool());
  r = put(c, "/api/org/forms/oficina", office_form(), org.admin_token);
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(r.code(), "form_archived");
  EXPECT_EQ(c.get("/api/forms/oficina", member.token).status, 404);
  EXPECT_EQ(
      c.post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "casa"}}}}, member.token)
          .status,
      404);
  EXPECT_EQ(c.get("/api/org/forms", org.admin_token).data().as_array().size(), 0U);
  EXPECT_EQ(c.get("/api/org/forms?archived=true", org.admin_token).data().as_array().size(), 1U);
  EXPECT_EQ(count(forms_sql::kAuditEntries, {org.id, "forms.archive", "oficina"}), 1);
}

TEST_F(FormsApi, OtherModulesSaveVersionsInTheirOwnTransactions) {
  const auto org = make_org(server(), {"forms"});
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  const auto& engine = server().app().service<forms::FormService>();
  const auto& db = server().app().db();
  const OrgId org_id{org.id};

  auto definition = office_form("encuesta-7");
  const auto form = engine.validate_definition(definition);
  const auto first = db.transact([&](db::Conn& conn) {
    return engine.save_version(conn, org_id, "surveys", form, member.id);
  });
  EXPECT_TRUE(first.created);
  EXPECT_EQ(first.version.stored.version, 1);
  const auto again = db.transact([&](db::Conn& conn) {
    return engine.save_version(conn, org_id, "surveys", form, member.id);
  });
  EXPECT_FALSE(again.created);
  EXPECT_EQ(again.version.stored.version, 1);
  // A transaction that fails leaves no version behind.
  definition["title"] = "Otra";
  const auto second_form = engine.validate_definition(definition);
  EXPECT_THROW(db.transact([&](db::Conn& conn) {
    engine.save_version(conn, org_id, "surveys", second_form, member.id);
    throw std::runtime_error("the survey could not be saved");
  }),
               std::runtime_error);
  const auto latest =
      db.run([&](db::Conn& conn) { return engine.find(conn, org_id, "encuesta-7", std::nullopt); });
  ASSERT_TRUE(latest);
  EXPECT_EQ(latest->stored.version, 1);

  // Its form is the survey's: not an admin-built form, nor answerable here.
  EXPECT_EQ(c.get("/api/org/forms/encuesta-7", org.admin_token).status, 404);
  EXPECT_EQ(c.get("/api/forms/encuesta-7", member.token).status, 404);
  EXPECT_EQ(c.post("/api/org/forms", office_form("encuesta-7"), org.admin_token).status, 409);
  try {
    db.transact([&](db::Conn& conn) {
      return engine.save_version(conn, org_id, "evaluations", form, member.id);
    });
    ADD_FAILURE() << "another module saved a version of the survey's form";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "form_taken");
  }
  try {
    engine.validate_definition(json::object{{"form_id", "x"}});
    ADD_FAILURE() << "a definition without title or questions passed";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.code(), "invalid_form");
    EXPECT_EQ(e.fields().size(), 2U);
  }
}

TEST_F(FormsApi, AnErasedPersonsSubmissionsGo) {
  const auto org = make_org(server(), {"forms"});
  const auto member = make_user(server(), org);
  const auto c = client(org.host);
  ASSERT_EQ(c.post("/api/org/forms", office_form(), org.admin_token).status, 201);
  ASSERT_EQ(
      c.post("/api/forms/oficina/submissions", {{"answers", {{"lugar", "casa"}}}}, member.token)
          .status,
      201);
  EXPECT_EQ(count(forms_sql::kSubmissions, {org.id}), 1);
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", member.id}}, org.admin_token).status,
            200);
  EXPECT_EQ(count(forms_sql::kSubmissions, {org.id}), 0);
}

}  // namespace
}  // namespace aplauso::test
