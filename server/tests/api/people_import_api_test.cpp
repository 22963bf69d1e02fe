// People from spreadsheets over HTTP: validation row by row without writing, imports as jobs
// (202, progress, create or update by e-mail, idempotent, resumable), hostile files refused,
// the template and the export (which imports back unchanged). Admins only; jobs are per
// organisation.
#include <set>

#include "core/xlsx_reader.h"
#include "db/database.h"
#include "modules/directory/import_service.h"
#include "modules/mail/mail_service.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/xlsx_fixture.h"

namespace aplauso::test {
namespace {

class PeopleImportApi : public ApiTest {};

const std::vector<CellText> kHeader = {"Correo",
                                       "Nombre",
                                       "Apellido",
                                       "Rol",
                                       "Departamento",
                                       "Correo del líder",
                                       "Fecha de nacimiento",
                                       "Grupos",
                                       "Recibe puntos"};

HttpResult upload_sheet(TestServer& s, const TestOrg& org, const std::string& path,
                        const std::string& bytes, const std::string& token) {
  const std::string boundary = "planilla42";
  const std::string body = "--" + boundary +
                           "\r\nContent-Disposition: form-data; name=\"file\"; "
                           "filename=\"personas.xlsx\"\r\nContent-Type: application/"
                           "vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n" +
                           bytes + "\r\n--" + boundary + "--\r\n";
  return s.client(org.host).request("POST", path, body, token,
                                    {"Content-Type: multipart/form-data; boundary=" + boundary});
}

// Runs the import jobs until nothing is due, as the background runner would.

boost::json::value job_status(TestServer& s, const TestOrg& org, std::int64_t id) {
  return s.client(org.host)
      .get("/api/org/upload/users/" + std::to_string(id), org.admin_token)
      .data();
}

std::vector<std::vector<CellText>> team(const std::string& tag) {
  return {kHeader,
          {"marta." + tag + "@empresa.com", "Marta", "Ríos", "Líder", "Ventas", "", "1984-06-02",
           "Mentores", "Sí"},
          {"nico." + tag + "@empresa.com", "Nico", "Paz", "Empleado", "Ventas",
           "marta." + tag + "@empresa.com", "=n:33000", "Mentores, Cultura", "No"},
          {"sin-arroba", "Malo", "", "", "", "", "", "", ""},
          {"olga." + tag + "@empresa.com", "Olga", "", "", "", "", "15/08/1993", "", ""}};
}

TEST_F(PeopleImportApi, ValidationNamesEveryBadCellAndWritesNothing) {
  const auto org = make_org(server());
  const auto rows = std::vector<std::vector<CellText>>{
      kHeader,
      {"ana.valida@empresa.com", "Ana", "", "Empleado", "", "", "=n:33000", "", ""},
      {"no-es-correo", "Beto", "", "", "", "", "", "", ""},
      {"carla@empresa.com", "Carla", "", "Rey", "", "", "31/02/1990", "", "Quizás"},
      {"dani@empresa.com", "Dani", "", "=f:A1&B1", "", "nadie@empresa.com", "", "", ""},
      {"ana.valida@empresa.com", "Ana otra vez", "", "", "", "", "", "", ""},
  };
  const auto r =
      upload_sheet(server(), org, "/api/validate/excel", workbook_of(rows), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto data = r.data();
  EXPECT_EQ(data.at("rows").as_int64(), 5);
  EXPECT_EQ(data.at("valid_rows").as_int64(), 1);
  std::map<std::pair<std::int64_t, std::string>, std::string> errors;
  for (const auto& e : data.at("errors").as_array()) {
    errors[{e.at("row").as_int64(), std::string(e.at("field").as_string())}] =
        e.at("message").as_string();
    EXPECT_FALSE(e.at("column").as_string().empty());
  }
  EXPECT_TRUE(errors.contains({3, "email"})) << r.body;
  EXPECT_TRUE(errors.contains({4, "user_type"}));
  EXPECT_TRUE(errors.contains({4, "birthday"})) << "31 February is no date";
  EXPECT_TRUE(errors.contains({4, "points"}));
  EXPECT_TRUE(errors.contains({5, "user_type"})) << "a formula is reported, never evaluated";
  EXPECT_TRUE(errors.contains({5, "leader_email"}));
  EXPECT_TRUE(errors.contains({6, "email"})) << "the same address twice";
  EXPECT_EQ(errors.size(), 7U) << r.body;
  const auto list = client(org.host).get("/api/org/users?keywords=empresa.com", org.admin_token);
  EXPECT_TRUE(list.data().as_array().empty()) << "validation writes nothing";
}

TEST_F(PeopleImportApi, AnImportCreatesThenUpdatesByEmailAndTwiceChangesNothing) {
  const auto org = make_org(server());
  const auto tag = unique("imp");
  auto r =
      upload_sheet(server(), org, "/api/org/upload/users", workbook_of(team(tag)), org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("total").as_int64(), 4);
  EXPECT_EQ(r.data().at("status").as_string(), "running");
  run_import_jobs(server());

  auto status = job_status(server(), org, id);
  EXPECT_EQ(status.at("status").as_string(), "done");
  EXPECT_EQ(status.at("done").as_int64(), 4);
  EXPECT_EQ(status.at("created").as_int64(), 3);
  EXPECT_EQ(status.at("failed").as_int64(), 1);
  ASSERT_EQ(status.at("failures").as_array().size(), 1U);
  EXPECT_EQ(status.at("failures").at(0).at("row").as_int64(), 4);
  EXPECT_NE(status.at("failures").at(0).at("message").as_string().find("Correo"),
            std::string::npos);
  EXPECT_FALSE(status.at("first_progress_at").is_null());

  const auto c = client(org.host);
  const auto nico = c.get("/api/org/users?keywords=nico." + tag, org.admin_token).data().at(0);
  EXPECT_EQ(nico.at("department").at("name").as_string(), "Ventas");
  EXPECT_EQ(nico.at("leader").at("first_name").as_string(), "Marta");
  EXPECT_EQ(nico.at("birthday").as_string(), "1990-05-07") << "an Excel date serial";
  EXPECT_EQ(nico.at("groups").as_array().size(), 2U);
  EXPECT_FALSE(nico.at("points").as_bool());
  const auto olga = c.get("/api/org/users?keywords=olga." + tag, org.admin_token).data().at(0);
  EXPECT_EQ(olga.at("birthday").as_string(), "1993-08-15");
  EXPECT_EQ(
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").size(), 3U)
      << "each new person is mailed an activation link";

  r = upload_sheet(server(), org, "/api/org/upload/users", workbook_of(team(tag)), org.admin_token);
  const auto again = r.data().at("id").as_int64();
  run_import_jobs(server());
  status = job_status(server(), org, again);
  EXPECT_EQ(status.at("created").as_int64(), 0);
  EXPECT_EQ(status.at("updated").as_int64(), 0);
  EXPECT_EQ(status.at("unchanged").as_int64(), 3);

  auto changed = team(tag);
  changed[2][2] = "Paz Soto";
  r = upload_sheet(server(), org, "/api/org/upload/users", workbook_of(changed), org.admin_token);
  const auto third = r.data().at("id").as_int64();
  run_import_jobs(server());
  status = job_status(server(), org, third);
  EXPECT_EQ(status.at("updated").as_int64(), 1);
  EXPECT_EQ(status.at("unchanged").as_int64(), 2);
}

TEST_F(PeopleImportApi, AJobResumesWhereItStoppedBatchByBatch) {
  const auto org = make_org(server());
  const auto tag = unique("lote");
  std::vector<std::vector<CellText>> rows{{"Correo", "Nombre"}};
  const auto n = directory::kRowsPerBatch + 50;
  for (std::int64_t i = 0; i < n; ++i) {
    rows.push_back({"p" + std::to_string(i) + "." + tag + "@empresa.com", "Persona"});
  }
  const auto r =
      upload_sheet(server(), org, "/api/org/upload/users", workbook_of(rows), org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  const auto id = r.data().at("id").as_int64();
  auto& imports = server().app().service<directory::ImportService>();
  EXPECT_EQ(imports.run_once(), directory::kRowsPerBatch);
  auto status = job_status(server(), org, id);
  EXPECT_EQ(status.at("status").as_string(), "running");
  EXPECT_EQ(status.at("done").as_int64(), directory::kRowsPerBatch);
  run_import_jobs(server());  // another node, or this one after a restart, picks it up
  status = job_status(server(), org, id);
  EXPECT_EQ(status.at("status").as_string(), "done");
  EXPECT_EQ(status.at("created").as_int64(), n);
}

// Whether a list of {name} objects names `name`.
bool names(const boost::json::value& list, const std::string& name) {
  for (const auto& item : list.as_array()) {
    if (item.at("name").as_string() == name) return true;
  }
  return false;
}

TEST_F(PeopleImportApi, ABadRowInABatchFailsAloneAndCreatesNothingItNamed) {
  const auto org = make_org(server());
  const auto tag = unique("bad");
  const auto rows = std::vector<std::vector<CellText>>{
      kHeader,
      {"lidia." + tag + "@empresa.com", "Lidia", "", "Líder", "Compras " + tag, "", "", "", ""},
      {"tomas." + tag + "@empresa.com", "Tomás", "", "", "Compras " + tag,
       "lidia." + tag + "@empresa.com", "", "Club " + tag, ""},
      // No name for a new person: the rules refuse it once the batch has read who exists.
      {"sin.nombre." + tag + "@empresa.com", "", "", "", "Fantasma " + tag, "", "", "Eco " + tag,
       ""},
      {"ximena." + tag + "@empresa.com", "Ximena", "", "", "", "", "", "Club " + tag, ""},
  };
  const auto r =
      upload_sheet(server(), org, "/api/org/upload/users", workbook_of(rows), org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  run_import_jobs(server());
  const auto status = job_status(server(), org, r.data().at("id").as_int64());
  EXPECT_EQ(status.at("done").as_int64(), 4);
  EXPECT_EQ(status.at("created").as_int64(), 3);
  EXPECT_EQ(status.at("failed").as_int64(), 1);
  ASSERT_EQ(status.at("failures").as_array().size(), 1U);
  EXPECT_EQ(status.at("failures").at(0).at("row").as_int64(), 4);
  EXPECT_EQ(status.at("failures").at(0).at("message").as_string(),
            "Nombre: El nombre es requerido.");

  const auto c = client(org.host);
  const auto tomas = c.get("/api/org/users?keywords=tomas." + tag, org.admin_token).data().at(0);
  EXPECT_EQ(tomas.at("leader").at("first_name").as_string(), "Lidia")
      << "a leader from an earlier row of the same batch";
  EXPECT_EQ(tomas.at("department").at("name").as_string(), "Compras " + tag);
  const auto departments = c.get("/api/departments?all=true", org.admin_token).data();
  EXPECT_TRUE(names(departments, "Compras " + tag));
  EXPECT_FALSE(names(departments, "Fantasma " + tag)) << "named only by the failed row";
  const auto groups = c.get("/api/groups", org.admin_token).data();
  EXPECT_TRUE(names(groups, "Club " + tag));
  EXPECT_FALSE(names(groups, "Eco " + tag)) << "named only by the failed row";
  EXPECT_EQ(
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").size(), 3U)
      << "one activation mail per new person";
}

TEST_F(PeopleImportApi, ABatchThatFailsOnTheDatabaseGoesRowByRowAndKeepsItsNeighbours) {
  const auto org = make_org(server());
  const auto tag = unique("dbfail");
  const auto entry = [&tag](const std::string& who, const std::string& name) {
    return directory::SheetRow{{"email", who + "." + tag + "@empresa.com"},
                               {"first_name", name},
                               {directory::kDirectoryDnKey, "uid=" + who + ",dc=empresa"}};
  };
  // A directory may list one address twice (the sheet upload marks that; a directory job does
  // not): both rows create the same person, so the batch's insert fails on the unique address.
  const std::vector<directory::SheetRow> entries = {entry("ana", "Ana"), entry("bruno", "Bruno"),
                                                    entry("ana", "Ana"), entry("carla", "Carla")};
  auto& imports = server().app().service<directory::ImportService>();
  const auto job = server().app().db().transact([&](db::Conn& conn) {
    return imports.enqueue_directory(conn, OrgId{org.id}, std::nullopt, "directorio", entries,
                                     "https://" + org.host);
  });
  run_import_jobs(server());
  const auto status = job_status(server(), org, job.id);
  EXPECT_EQ(status.at("status").as_string(), "done");
  EXPECT_EQ(status.at("done").as_int64(), 4);
  EXPECT_EQ(status.at("created").as_int64(), 3) << "the neighbours are imported";
  EXPECT_EQ(status.at("unchanged").as_int64(), 1) << "the second Ana finds the first";
  EXPECT_EQ(status.at("failed").as_int64(), 0);
  const auto c = client(org.host);
  for (const char* who : {"ana.", "bruno.", "carla."}) {
    EXPECT_EQ(c.get("/api/org/users?keywords=" + std::string(who) + tag, org.admin_token)
                  .data()
                  .as_array()
                  .size(),
              1U)
        << who;
  }
  EXPECT_EQ(
      server().app().service<mail::MailService>().with_status(OrgId{org.id}, "pending").size(), 3U)
      << "the rolled-back batch leaves no mail behind";
}

TEST_F(PeopleImportApi, HostileFilesAreRefused) {
  const auto org = make_org(server());
  const auto refused = [&](const std::string& bytes, const std::string& why) {
    const auto r = upload_sheet(server(), org, "/api/validate/excel", bytes, org.admin_token);
    EXPECT_EQ(r.status, 400) << why << ": " << r.body;
    EXPECT_FALSE(r.field_error("file").empty()) << why;
    EXPECT_EQ(upload_sheet(server(), org, "/api/org/upload/users", bytes, org.admin_token).status,
              400)
        << why;
  };
  refused("Correo,Nombre\nana@x.com,Ana\n", "a CSV renamed .xlsx");
  refused(zip_of({{"hola.txt", "no soy una planilla"}}), "a zip that is no workbook");
  refused(zip_of({{"xl/workbook.xml", "<workbook/>"},
                  {"xl/worksheets/sheet1.xml", std::string(60 << 20, '\0')}}),
          "a zip bomb (60 MB of zeros)");
  refused(workbook_with_sheet(
              R"(<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>)"
              R"(<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>&xxe;</t></is></c></row>)"
              R"(</sheetData></worksheet>)"),
          "XXE");
  refused(
      workbook_with_sheet(
          R"(<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>)"
          R"(<worksheet><sheetData/></worksheet>)"),
      "billion laughs");
  auto macro = workbook_of({{"Correo", "Nombre"}, {"a@b.co", "A"}});
  refused(zip_of({{"xl/workbook.xml", "<workbook/>"}, {"xl/vbaProject.bin", "macro"}}),
          "a workbook with macros");
  refused(workbook_of({{"Nombre", "Cargo"}, {"Ana", "Analista"}}), "no e-mail column");
  std::string many =
      R"(<?xml version="1.0"?><worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>Correo</t></is></c><c t="inlineStr"><is><t>Nombre</t></is></c></row>)";
  for (int i = 2; i <= 200'001; ++i) many += "<row r=\"" + std::to_string(i) + "\"/>";
  many += "</sheetData></worksheet>";
  refused(workbook_with_sheet(many), "200,000 rows");
}

TEST_F(PeopleImportApi, TheTemplateAndTheExportAreWorkbooksThatImportBack) {
  const auto org = make_org(server());
  const auto c = client(org.host);
  auto r = c.get("/api/org/upload/users/template", org.admin_token);
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(r.header("content-type").find("spreadsheetml"), std::string::npos);
  auto sheet = xlsx::read_first_sheet(r.body);
  ASSERT_FALSE(sheet.rows.empty());
  EXPECT_EQ(sheet.rows[0][0].text, "Correo");

  make_user(server(), org, Role::kEmployee, "Exportada");
  r = c.get("/api/org/users/export", org.admin_token);
  ASSERT_EQ(r.status, 200);
  sheet = xlsx::read_first_sheet(r.body);
  EXPECT_EQ(sheet.rows.size(), 3U) << "the header, the admin and the member";
  const auto job = upload_sheet(server(), org, "/api/org/upload/users", r.body, org.admin_token);
  ASSERT_EQ(job.status, 202) << job.body;
  run_import_jobs(server());
  const auto status = job_status(server(), org, job.data().at("id").as_int64());
  EXPECT_EQ(status.at("unchanged").as_int64(), 2) << status;
}

TEST_F(PeopleImportApi, TheDocumentContractTypeAndGenderColumnsImportAndExportBack) {
  const auto org = make_org(server());
  const auto tag = unique("doc");
  const std::vector<std::vector<CellText>> rows = {
      {"Correo", "Nombre", "País", "Documento de identidad", "Tipo de contrato", "Género"},
      {"rut." + tag + "@empresa.com", "Rut", "CL", "12.345.678-5", "Plazo fijo", "Mujer"},
      {"mal." + tag + "@empresa.com", "Mal", "CL", "12.345.678-9", "Eterno", "Quizás"}};
  auto r = upload_sheet(server(), org, "/api/validate/excel", workbook_of(rows), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("valid_rows").as_int64(), 1);
  std::set<std::string> fields;
  const auto validated = r.data();
  for (const auto& e : validated.at("errors").as_array()) {
    EXPECT_EQ(e.at("row").as_int64(), 3);
    fields.insert(std::string(e.at("field").as_string()));
  }
  EXPECT_TRUE(fields.contains("contract_type")) << r.body;
  EXPECT_TRUE(fields.contains("gender")) << r.body;

  r = upload_sheet(server(), org, "/api/org/upload/users", workbook_of(rows), org.admin_token);
  ASSERT_EQ(r.status, 202) << r.body;
  run_import_jobs(server());
  const auto status = job_status(server(), org, r.data().at("id").as_int64());
  EXPECT_EQ(status.at("created").as_int64(), 1) << status;
  EXPECT_EQ(status.at("failed").as_int64(), 1) << status;
  const auto c = client(org.host);
  const auto rut = c.get("/api/org/users?keywords=rut." + tag, org.admin_token).data().at(0);
  EXPECT_EQ(rut.at("national_id").as_string(), "123456785");
  EXPECT_EQ(rut.at("contract_type").as_string(), "fixed_term");
  EXPECT_EQ(rut.at("gender").as_string(), "female");

  r = c.get("/api/org/users/export", org.admin_token);
  const auto sheet = xlsx::read_first_sheet(r.body);
  std::string text;
  for (const auto& row : sheet.rows) {
    for (const auto& cell : row) text += cell.text + "|";
  }
  EXPECT_NE(text.find("Documento de identidad|Tipo de contrato|Género"), std::string::npos);
  EXPECT_NE(text.find("123456785|Plazo fijo|Femenino"), std::string::npos) << text;
}

TEST_F(PeopleImportApi, OnlyAdminsAndOnlyTheirOrganisationsJobs) {
  const auto org = make_org(server());
  const auto other = make_org(server());
  const auto leader = make_user(server(), org, Role::kLeader);
  const auto file = workbook_of(team(unique("rol")));
  EXPECT_EQ(upload_sheet(server(), org, "/api/org/upload/users", file, leader.token).status, 403);
  EXPECT_EQ(upload_sheet(server(), org, "/api/validate/excel", file, leader.token).status, 403);
  EXPECT_EQ(client(org.host).get("/api/org/users/export", leader.token).status, 403);
  const auto theirs =
      upload_sheet(server(), other, "/api/org/upload/users", file, other.admin_token);
  ASSERT_EQ(theirs.status, 202);
  EXPECT_EQ(client(org.host)
                .get("/api/org/upload/users/" + std::to_string(theirs.data().at("id").as_int64()),
                     org.admin_token)
                .status,
            404);
  run_import_jobs(server());
}

}  // namespace
}  // namespace aplauso::test
