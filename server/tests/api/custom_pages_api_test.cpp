// An organisation's own pages over HTTP (docs/custom-pages.md): who reads a page (its audience,
// its status, its organisation), rich text that leaves only sanitised whatever was typed or
// kept, forms and files shown only to who may use them, versions and restores, roles, and bad
// input named field by field.
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include "core/html_sanitizer.h"
#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"
#include "support/xss_payloads.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

// Rich text written straight into the table, as an older build or a hand in the database might
// have left it: reads must still sanitise it.
inline constexpr db::Statement kPagesRawBlocks{"test.custom_pages_raw_blocks",
                                               "UPDATE custom_pages SET blocks = $2 WHERE id = $1"};

class CustomPagesApi : public ApiTest {
 protected:
  static json::object text_block(const std::string& html, const std::string& html_en = "") {
    json::object b{{"type", "text"}, {"html", html}};
    if (!html_en.empty()) b["html_en"] = html_en;
    return b;
  }
  static json::object page(const std::string& title, json::array blocks, json::object extra = {}) {
    json::object p{{"title", title},
                   {"title_en", title + " (en)"},
                   {"status", "published"},
                   {"in_menu", true},
                   {"blocks", std::move(blocks)}};
    for (const auto& [k, v] : extra) p[k] = v;
    return p;
  }
  static std::int64_t create(const HttpClient& c, const TestOrg& org, const json::object& body) {
    const auto r = c.post("/api/org/pages", body, org.admin_token);
    if (r.status != 201) throw std::runtime_error("page create failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static std::string at(std::int64_t id, const std::string& rest = "") {
    return "/api/org/pages/" + std::to_string(id) + rest;
  }
  static std::string member_path(std::int64_t id) { return "/api/pages/" + std::to_string(id); }
  static std::vector<std::int64_t> menu_ids(const HttpClient& c, const std::string& token) {
    const auto r = c.get("/api/pages", token);
    EXPECT_EQ(r.status, 200) << r.body;
    std::vector<std::int64_t> ids;
    const auto data = r.data();
    for (const auto& p : data.as_array()) ids.push_back(p.at("id").as_int64());
    return ids;
  }
  // A finished corp-benef-image upload of the holder of `token`; its key.
  static std::string page_image(const HttpClient& c, const std::string& token) {
    const auto ticket = c.post("/api/upload_presign/corp-benef-image",
                               {{"file_name", "portada.png"},
                                {"content_type", "image/png"},
                                {"size", static_cast<std::int64_t>(tiny_png().size())}},
                               token);
    EXPECT_EQ(ticket.status, 200) << ticket.body;
    const auto put = c.request("PUT", std::string(ticket.data().at("upload_url").as_string()),
                               tiny_png(), {}, {"Content-Type: image/png"});
    EXPECT_EQ(put.status, 200) << put.body;
    return std::string(ticket.data().at("key").as_string());
  }
  // A file in a new top-level folder whose audience is `audience`; its id.
  static std::int64_t page_file(const HttpClient& c, const TestOrg& org,
                                const json::object& audience) {
    auto r = c.post("/api/repository/folders", {{"name", "Normas"}, {"audience", audience}},
                    org.admin_token);
    if (r.status != 201) throw std::runtime_error("folder failed: " + r.body);
    const std::string boundary = "PagesBoundary7";
    const std::string body = "--" + boundary +
                             "\r\nContent-Disposition: form-data; name=\"file\"; "
                             "filename=\"normas.txt\"\r\nContent-Type: text/plain\r\n\r\n"
                             "Normas de la casa\r\n--" +
                             boundary + "--\r\n";
    r = c.request(
        "POST",
        "/api/repository/folders/" + std::to_string(r.data().at("id").as_int64()) + "/files", body,
        org.admin_token, {"Content-Type: multipart/form-data; boundary=" + boundary});
    if (r.status != 201) throw std::runtime_error("file failed: " + r.body);
    return r.data().at("id").as_int64();
  }
  static void page_form(const HttpClient& c, const TestOrg& org, const std::string& form_id) {
    const auto r = c.post("/api/org/forms", json::parse(R"({"form_id": ")" + form_id + R"(",
                            "title": {"es": "Inscripción", "en": "Sign-up"},
                            "questions": [{"id": "nombre", "type": "short_text", "required": true,
                                           "title": {"es": "Tu nombre", "en": "Your name"}}]})"),
                          org.admin_token);
    if (r.status != 201) throw std::runtime_error("form failed: " + r.body);
  }
};

TEST_F(CustomPagesApi, TheAudienceDecidesWhoReadsAPageAndNobodyElseEvenLearnsItExists) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto carla = make_user(server(), org, Role::kEmployee, "Carla");
  const auto dora = make_user(server(), org, Role::kEmployee, "Dora");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto c = client(org.host);
  auto r = c.post("/api/communication/group",
                  {{"name", "Brigada"}, {"member_ids", json::array{dora.id}}}, org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto brigade = r.data().at("id").as_int64();

  const json::object some{{"everyone", false},
                          {"departments", json::array{sales}},
                          {"groups", json::array{brigade}},
                          {"people", json::array{carla.id}}};
  const auto sales_page = create(c, org,
                                 page("Ventas", {text_block("<p>Metas del trimestre</p>")},
                                      {{"audience", some}, {"slug", "ventas"}}));
  const auto all_page = create(c, org, page("Para todos", {text_block("<p>Hola</p>")}));
  const auto draft =
      create(c, org, page("Borrador", {text_block("<p>Aún no</p>")}, {{"status", "draft"}}));
  const auto archived =
      create(c, org, page("Archivada", {text_block("<p>Antes</p>")}, {{"status", "archived"}}));

  for (const auto* reader : {&ana, &carla, &dora}) {
    EXPECT_EQ(menu_ids(c, reader->token), (std::vector<std::int64_t>{all_page, sales_page}))
        << reader->email;
    EXPECT_EQ(c.get(member_path(sales_page), reader->token).status, 200) << reader->email;
  }
  EXPECT_EQ(menu_ids(c, beto.token), (std::vector<std::int64_t>{all_page}));
  EXPECT_EQ(c.get(member_path(sales_page), beto.token).status, 404);
  EXPECT_EQ(c.get("/api/pages/ventas", beto.token).status, 404);
  r = c.get("/api/pages/ventas", ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("id").as_int64(), sales_page);
  EXPECT_EQ(r.data().at("title_en").as_string(), "Ventas (en)");
  EXPECT_EQ(r.data().at("blocks").at(0).at("html").as_string(), "<p>Metas del trimestre</p>");

  // Drafts and archived pages are nobody's to read, admins included, but admins preview them.
  for (const auto id : {draft, archived}) {
    EXPECT_EQ(c.get(member_path(id), ana.token).status, 404);
    EXPECT_EQ(c.get(member_path(id), org.admin_token).status, 404);
    r = c.get(at(id, "/preview"), org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.data().at("blocks").as_array().size(), 1U);
  }
  EXPECT_EQ(c.get("/api/pages/99999999", ana.token).status, 404);
  EXPECT_EQ(c.get("/api/pages/no-existe", ana.token).status, 404);

  // Members write nothing and see no console.
  EXPECT_EQ(c.get("/api/org/pages", ana.token).status, 403);
  EXPECT_EQ(c.get(at(sales_page), ana.token).status, 403);
  EXPECT_EQ(c.post("/api/org/pages", page("Mía", {text_block("<p>x</p>")}), ana.token).status, 403);
  EXPECT_EQ(c.patch(at(sales_page), {{"title", "Mía"}}, ana.token).status, 403);
  EXPECT_EQ(c.get(at(sales_page, "/versions"), ana.token).status, 403);
  EXPECT_EQ(c.post(at(sales_page, "/versions/1/restore"), json::object{}, ana.token).status, 403);
  EXPECT_EQ(c.get(at(draft, "/preview"), ana.token).status, 403);

  // Another organisation sees none of it, whatever ids it is given.
  const auto elsewhere = make_full_org(server());
  const auto stranger = make_user(server(), elsewhere, Role::kEmployee, "Otro");
  const auto there = client(elsewhere.host);
  EXPECT_TRUE(menu_ids(there, stranger.token).empty());
  EXPECT_EQ(there.get(member_path(all_page), stranger.token).status, 404);
  EXPECT_EQ(there.get("/api/pages/ventas", elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.get(at(all_page), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.patch(at(all_page), {{"title", "Mía"}}, elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.get(at(all_page, "/versions"), elsewhere.admin_token).status, 404);
  EXPECT_EQ(there.get(at(draft, "/preview"), elsewhere.admin_token).status, 404);
  EXPECT_EQ(
      there.post(at(all_page, "/versions/1/restore"), json::object{}, elsewhere.admin_token).status,
      404);
  EXPECT_EQ(there
                .post("/api/org/pages/preview",
                      {{"title", "x"}, {"page_id", all_page}, {"blocks", json::array{}}},
                      elsewhere.admin_token)
                .status,
            404);
  // Its audience cannot name this organisation's people, departments or groups.
  r = there.post("/api/org/pages", page("Ajena", {text_block("<p>x</p>")}, {{"audience", some}}),
                 elsewhere.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_FALSE(r.field_error("audience.departments").empty()) << r.body;
  EXPECT_FALSE(r.field_error("audience.groups").empty()) << r.body;
  EXPECT_FALSE(r.field_error("audience.people").empty()) << r.body;

  // Unpublished, it leaves every menu at once; a page out of the menu is still read by link.
  ASSERT_EQ(c.patch(at(all_page), {{"status", "draft"}}, org.admin_token).status, 200);
  EXPECT_EQ(menu_ids(c, beto.token), std::vector<std::int64_t>{});
  EXPECT_EQ(c.get(member_path(all_page), beto.token).status, 404);

  // Without the module, no page at all.
  const auto off = make_org(server(), {"forms"});
  EXPECT_EQ(client(off.host).get("/api/pages", off.admin_token).code(), "module_disabled");

  // A person erased leaves the audience.
  ASSERT_EQ(c.post("/api/user/admin/delete", {{"user_id", carla.id}}, org.admin_token).status, 200);
  r = c.get(at(sales_page), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("audience").at("people").as_array().empty());
}

TEST_F(CustomPagesApi, RichTextLeavesOnlySanitisedWhateverWasTypedOrKept) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);

  // Every known payload, one block each, in both languages.
  json::array blocks;
  for (const auto payload : kXssPayloads) {
    blocks.push_back(
        text_block("<p>Bloque</p>" + std::string(payload), std::string(payload) + "<p>Block</p>"));
  }
  auto r = c.post("/api/org/pages", page("Hostil", blocks), org.admin_token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  const auto check = [](const json::value& data, const std::string& where) {
    const auto& shown = data.at("blocks").as_array();
    ASSERT_EQ(shown.size(), kXssPayloads.size()) << where;
    for (std::size_t n = 0; n < shown.size(); ++n) {
      for (const char* field : {"html", "html_en"}) {
        const auto& value = shown[n].at(field);
        if (value.is_null()) continue;
        const std::string html(value.as_string());
        EXPECT_EQ(html::sanitize(html), html) << where << " " << kXssPayloads[n];
        for (const char* never : {"<script",     "<img",      "<svg",
                                  "<iframe",     "<object",   "<embed",
                                  "<style",      "<link",     "<meta",
                                  "<base",       "<form",     "<input",
                                  "<math",       "<body",     "<details",
                                  "onerror",     "onload",    "onclick",
                                  "onfocus",     "style=",    "href=\"javascript",
                                  "href=\"data", "href=\"//", "href=\"vbscript"}) {
          EXPECT_EQ(html.find(never), std::string::npos)
              << where << " " << never << " in " << html << " from " << kXssPayloads[n];
        }
      }
    }
  };
  check(r.data(), "create");
  r = c.get(member_path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  check(r.data(), "read");
  r = c.get(at(id, "/preview"), org.admin_token);
  check(r.data(), "preview");

  // Allowed markup stays, links only safe and with their rel forced.
  r = c.post("/api/org/pages/preview",
             {{"title", "Vista previa"},
              {"blocks", json::array{text_block(
                             "<h2 onclick=x>Título</h2><p>Ver <a href=\"https://ok.example\" "
                             "target=\"_self\">esto</a> y <a href=\"javascript:alert(1)\">eso"
                             "</a></p><ul><li>uno<li>dos</ul>")}}},
             org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("blocks").at(0).at("html").as_string(),
            "<h2>Título</h2><p>Ver <a href=\"https://ok.example\" rel=\"noopener noreferrer "
            "nofollow\" target=\"_blank\">esto</a> y eso</p><ul><li>uno</li><li>dos</li></ul>");
  EXPECT_EQ(c.get("/api/org/pages", org.admin_token).data().as_array().size(), 1U)
      << "a preview keeps nothing";

  // Whatever the table holds, a read sends it through the sanitiser again.
  exec(server(), kPagesRawBlocks,
       {id, std::string(
                R"([{"type":"text","html":"<p>ok</p><script>alert(1)</script>)"
                R"(<img src=x onerror=alert(1)>","html_en":"<a href='javascript:x'>y</a>"}])")});
  r = c.get(member_path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("blocks").at(0).at("html").as_string(), "<p>ok</p>");
  EXPECT_EQ(r.data().at("blocks").at(0).at("html_en").as_string(), "y");
  r = c.get(at(id), org.admin_token);
  EXPECT_EQ(r.data().at("blocks").at(0).at("html").as_string(), "<p>ok</p>");
}

TEST_F(CustomPagesApi, FormsAndFilesShowOnlyToWhoMayUseThem) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto sales = *scalar(server(), sql::kInsertDepartment, {org.id, "Ventas"});
  exec(server(), sql::kSetDepartment, {ana.id, sales});
  const auto c = client(org.host);
  page_form(c, org, "inscripcion");
  const auto file = page_file(c, org,
                              {{"everyone", false},
                               {"departments", json::array{sales}},
                               {"groups", json::array{}},
                               {"people", json::array{}}});
  const auto image = page_image(c, org.admin_token);

  const auto id = create(
      c, org,
      page("Bienvenida",
           {text_block("<p>Hola</p>"),
            json::object{{"type", "image"}, {"image_key", image}, {"alt", "Portada"}},
            json::object{{"type", "button"}, {"label", "Beneficios"}, {"url", "/benefits_page"}},
            json::object{{"type", "form"}, {"form_id", "inscripcion"}},
            json::object{{"type", "file"}, {"file_id", file}}}));

  auto r = c.get(member_path(id), ana.token);
  ASSERT_EQ(r.status, 200) << r.body;
  auto blocks = r.data().at("blocks").as_array();
  ASSERT_EQ(blocks.size(), 5U) << r.body;
  EXPECT_FALSE(blocks[1].at("image_url").as_string().empty());
  EXPECT_EQ(blocks[1].as_object().count("image_key"), 0U) << "readers get a link, not the key";
  EXPECT_EQ(blocks[2].at("url").as_string(), "/benefits_page");
  EXPECT_EQ(blocks[3].at("form_id").as_string(), "inscripcion");
  EXPECT_EQ(blocks[4].at("file").at("name").as_string(), "normas.txt");
  // Ana answers the form in place, through the forms module's own call.
  EXPECT_EQ(c.get("/api/forms/inscripcion", ana.token).status, 200);

  // Beto may not open the file: its block is not there for him.
  r = c.get(member_path(id), beto.token);
  blocks = r.data().at("blocks").as_array();
  ASSERT_EQ(blocks.size(), 4U) << r.body;
  EXPECT_EQ(blocks[3].at("type").as_string(), "form");

  // An archived form leaves the page; the editor says so.
  ASSERT_EQ(c.request("DELETE", "/api/org/forms/inscripcion", {}, org.admin_token).status, 200);
  r = c.get(member_path(id), ana.token);
  EXPECT_EQ(r.data().at("blocks").as_array().size(), 4U);
  r = c.get(at(id), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_FALSE(r.data().at("blocks").at(3).at("available").as_bool());
  EXPECT_TRUE(r.data().at("blocks").at(4).at("available").as_bool());
  EXPECT_EQ(r.data().at("blocks").at(1).at("image_key").as_string(), image);

  // Another person's upload is not the admin's to put on a page; the page's own image is.
  const auto anas = page_image(c, ana.token);
  r = c.patch(
      at(id),
      {{"blocks",
        json::array{json::object{{"type", "image"}, {"image_key", anas}, {"alt", "Foto"}},
                    json::object{{"type", "image"}, {"image_key", image}, {"alt", "Portada"}}}}},
      org.admin_token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_FALSE(r.field_error("blocks.0.image_key").empty()) << r.body;
  EXPECT_TRUE(r.field_error("blocks.1.image_key").empty()) << r.body;
}

TEST_F(CustomPagesApi, EveryChangeIsAVersionAndARestoreIsTheNextOne) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  const auto id = create(
      c, org,
      page("Cultura", {text_block("<p>Primera</p>", "<p>First</p>")}, {{"status", "draft"}}));
  auto r = c.patch(
      at(id), {{"title", "Nuestra cultura"}, {"blocks", json::array{text_block("<p>Segunda</p>")}}},
      org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 2);
  r = c.patch(at(id), {{"status", "published"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 3);
  EXPECT_FALSE(r.data().at("published_at").is_null());
  // The same content again is no new version.
  r = c.patch(at(id), {{"title", " Nuestra cultura "}, {"status", "published"}}, org.admin_token);
  EXPECT_EQ(r.data().at("version").as_int64(), 3);

  r = c.post(at(id, "/versions/1/restore"), json::object{}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("version").as_int64(), 4);
  EXPECT_EQ(r.data().at("title").as_string(), "Cultura");
  EXPECT_EQ(r.data().at("status").as_string(), "published") << "a restore keeps the status";
  EXPECT_EQ(r.data().at("blocks").at(0).at("html").as_string(), "<p>Primera</p>");
  EXPECT_EQ(r.data().at("blocks").at(0).at("html_en").as_string(), "<p>First</p>");

  r = c.get(at(id, "/versions"), org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto versions = r.data().as_array();
  ASSERT_EQ(versions.size(), 4U);
  std::vector<std::string> actions;
  for (const auto& v : versions) actions.emplace_back(v.at("action").as_string());
  EXPECT_EQ(actions, (std::vector<std::string>{"restore", "publish", "update", "create"}));
  EXPECT_EQ(versions[0].at("restored_from").as_int64(), 1);
  EXPECT_EQ(versions[2].at("title").as_string(), "Nuestra cultura");
  EXPECT_FALSE(versions[0].at("changed_by").at("full_name").as_string().empty());
  EXPECT_EQ(c.post(at(id, "/versions/9/restore"), json::object{}, org.admin_token).status, 404);

  // Unpublishing and archiving are versions too, and every step is in the audit trail.
  ASSERT_EQ(c.patch(at(id), {{"status", "draft"}}, org.admin_token).status, 200);
  ASSERT_EQ(c.patch(at(id), {{"status", "archived"}}, org.admin_token).status, 200);
  for (const char* action : {"create", "update", "publish", "restore", "unpublish", "archive"}) {
    r = c.get("/api/org/audit_log?action=custom_pages." + std::string(action) +
                  "&target_id=" + std::to_string(id),
              org.admin_token);
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.data().as_array().size(), 1U) << action;
  }
}

TEST_F(CustomPagesApi, BadInputIsNamedFieldByFieldAndNothingIsKept) {
  const auto org = make_full_org(server());
  const auto c = client(org.host);
  json::object bad{
      {"title", " "},
      {"slug", "Mal Slug"},
      {"icon", "cohete"},
      {"menu_order", 5000},
      {"status", "visible"},
      {"audience", json::object{{"everyone", false}}},
      {"blocks",
       json::array{
           json::object{{"type", "video"}}, text_block("<script>alert(1)</script>"),
           json::object{{"type", "image"}, {"image_key", "corp-benef-image/no.png"}},
           json::object{{"type", "button"}, {"url", "javascript:alert(1)"}},
           json::object{{"type", "form"}, {"form_id", "no-existe"}},
           json::object{{"type", "file"}, {"file_id", 99999999}},
           json::object{{"type", "button"}, {"label", "Correo"}, {"url", "mailto:a@b.c"}}}}};
  auto r = c.post("/api/org/pages", bad, org.admin_token);
  ASSERT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_page");
  for (const char* field :
       {"title", "slug", "icon", "menu_order", "status", "audience", "blocks.0.type",
        "blocks.1.html", "blocks.2.image_key", "blocks.2.alt", "blocks.3.label", "blocks.3.url",
        "blocks.4.form_id", "blocks.5.file_id", "blocks.6.url"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << " " << r.body;
  }
  EXPECT_TRUE(c.get("/api/org/pages", org.admin_token).data().as_array().empty());

  // Wrong types are malformed requests, named too.
  r = c.post("/api/org/pages", {{"title", "x"}, {"blocks", "muchos"}}, org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("blocks").empty()) << r.body;
  r = c.post(
      "/api/org/pages",
      {{"title", "x"}, {"blocks", json::array{json::object{{"type", "file"}, {"file_id", "uno"}}}}},
      org.admin_token);
  EXPECT_EQ(r.status, 400);
  EXPECT_FALSE(r.field_error("blocks.0.file_id").empty()) << r.body;

  json::array many;
  for (int i = 0; i < 51; ++i) many.push_back(text_block("<p>x</p>"));
  r = c.post("/api/org/pages", page("Larga", many), org.admin_token);
  EXPECT_EQ(r.status, 422);
  EXPECT_FALSE(r.field_error("blocks").empty()) << r.body;

  // A slug is one page's, and never all digits (that would be an id).
  create(c, org, page("Primera", {text_block("<p>x</p>")}, {{"slug", "primera"}}));
  for (const char* slug : {"primera", "123", "-mal", "a"}) {
    r = c.post("/api/org/pages", page("Otra", {text_block("<p>x</p>")}, {{"slug", slug}}),
               org.admin_token);
    EXPECT_EQ(r.status, 422) << slug;
    EXPECT_FALSE(r.field_error("slug").empty()) << slug << " " << r.body;
  }
}

}  // namespace
}  // namespace aplauso::test
