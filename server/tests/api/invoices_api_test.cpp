// Invoices and reimbursements over HTTP (docs/invoices.md): a CFDI read for its amount, RFCs and
// fiscal folio and reimbursed once, receipts without one, HR's decision and the payment, the
// payroll export, and who sees what.
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "support/api_test.h"
#include "support/fixtures.h"
#include "support/test_sql.h"

namespace aplauso::test {
namespace {

namespace json = boost::json;

inline constexpr db::Statement kInvoiceNotices{
    "test.invoices_notifications",
    "SELECT COUNT(*) FROM notifications WHERE org_id = $1 AND user_id = $2 AND kind = $3"};

struct InvoicePart {
  std::string name;
  std::string value;
  std::string file_name;  ///< set for a file part
};

std::string invoice_cfdi(const std::string& uuid, const std::string& total = "1160.00") {
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="2026-01-20T10:00:00"
    SubTotal="1000.00" Moneda="MXN" Total=")" +
         total + R"(" TipoDeComprobante="I">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="MASO451221PM4" Nombre="MARIA OLIVIA MARTINEZ SAGAZ" UsoCFDI="G03"/>
  <cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital"
      Version="1.1" UUID=")" +
         uuid + R"("/></cfdi:Complemento>
</cfdi:Comprobante>)";
}

const std::string kInvoicePdf = "%PDF-1.4\n% recibo\n%%EOF\n";
const std::string kInvoicePng = std::string("\x89PNG\r\n\x1a\n", 8) + std::string(24, '\0');

class InvoicesApi : public ApiTest {
 protected:
  static HttpResult send(const TestOrg& org, const std::vector<InvoicePart>& parts,
                         const std::string& token) {
    const std::string boundary = "InvoicesBoundary7";
    std::string body;
    for (const auto& p : parts) {
      body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + p.name + "\"";
      if (!p.file_name.empty()) {
        body += "; filename=\"" + p.file_name + "\"\r\nContent-Type: application/octet-stream";
      }
      body += "\r\n\r\n" + p.value + "\r\n";
    }
    body += "--" + boundary + "--\r\n";
    return server().client(org.host).request(
        "POST", "/api/invoices", body, token,
        {"Content-Type: multipart/form-data; boundary=" + boundary});
  }
  static HttpResult decide(const HttpClient& c, const std::string& token, std::int64_t id,
                           const std::string& decision, const std::string& reason = "") {
    json::object body{{"items", json::array{json::object{{"kind", "invoice"}, {"id", id}}}},
                      {"decision", decision}};
    if (!reason.empty()) body["reason"] = reason;
    return c.post("/api/approvals/decide", body, token);
  }
  static std::int64_t notices(const TestOrg& org, std::int64_t user, const std::string& kind) {
    return scalar(server(), kInvoiceNotices, {org.id, user, kind}).value_or(-1);
  }
};

TEST_F(InvoicesApi, ACfdiIsReadDecidedPaidAndReimbursedOnce) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  const std::string uuid = "ad662d33-6934-459c-a128-bdf0393e0f44";

  auto r = send(org,
                {{"concept", "Curso de inglés", ""},
                 {"amount", "5", ""},
                 {"xml", invoice_cfdi(uuid), "factura.xml"},
                 {"receipt", kInvoicePdf, "factura.pdf"}},
                ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = r.data().at("id").as_int64();
  EXPECT_EQ(r.data().at("amount").as_string(), "1160.00") << "the CFDI's Total wins";
  EXPECT_EQ(r.data().at("currency").as_string(), "MXN");
  EXPECT_EQ(r.data().at("issued_on").as_string(), "2026-01-20");
  EXPECT_EQ(r.data().at("issuer_rfc").as_string(), "EKU9003173C9");
  EXPECT_EQ(r.data().at("cfdi_uuid").as_string(), "AD662D33-6934-459C-A128-BDF0393E0F44");
  EXPECT_FALSE(r.data().at("receipt_url").is_null());
  EXPECT_EQ(r.data().at("status").as_string(), "submitted");

  // The same stamped invoice twice is refused, whatever its case.
  r = send(org,
           {{"concept", "Otra vez", ""},
            {"xml", invoice_cfdi("AD662D33-6934-459C-A128-BDF0393E0F44"), "f.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 409) << r.body;
  EXPECT_EQ(r.code(), "invoice_duplicate");
  // Malformed and hostile XML is refused with what is wrong, and nothing is kept.
  r = send(org, {{"concept", "Roto", ""}, {"xml", invoice_cfdi(uuid).substr(0, 200), "f.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invalid_cfdi");
  r = send(org,
           {{"concept", "XXE", ""},
            {"xml", "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>" + invoice_cfdi(uuid),
             "f.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_NE(r.body.find("DOCTYPE"), std::string::npos) << r.body;
  r = send(org, {{"concept", "", ""}}, ana.token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("concept").empty());
  EXPECT_FALSE(r.field_error("receipt").empty());
  EXPECT_EQ(c.get("/api/invoices", ana.token).data().as_array().size(), 1U);

  // HR decides in the approvals inbox; nobody else can.
  auto inbox = c.get("/api/approvals?kind=invoice", org.admin_token);
  ASSERT_EQ(inbox.data().as_array().size(), 1U) << inbox.body;
  EXPECT_EQ(inbox.data().at(0).at("title").as_string(), "Curso de inglés");
  EXPECT_EQ(c.get("/api/approvals?kind=invoice", ana.token).data().as_array().size(), 0U);
  EXPECT_EQ(decide(c, ana.token, id, "approve").data().at("failed").as_int64(), 1);
  EXPECT_EQ(c.post("/api/org/invoices/" + std::to_string(id) + "/payment",
                   {{"paid_on", "2026-02-01"}}, org.admin_token)
                .code(),
            "invoice_not_approved");
  ASSERT_EQ(decide(c, org.admin_token, id, "approve").data().at("failed").as_int64(), 0);
  EXPECT_EQ(notices(org, ana.id, "invoice_decided"), 1);
  EXPECT_EQ(
      c.post("/api/invoices/" + std::to_string(id) + "/withdraw", json::object{}, ana.token).code(),
      "invoice_decided");

  // The payment, once; then the payroll export.
  r = c.post("/api/org/invoices/" + std::to_string(id) + "/payment",
             {{"paid_on", "2026-02-31"}, {"amount", "abc"}}, org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("paid_on").empty());
  EXPECT_FALSE(r.field_error("amount").empty());
  r = c.post("/api/org/invoices/" + std::to_string(id) + "/payment",
             {{"paid_on", "2026-02-01"}, {"reference", "NOM-2026-02"}}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "paid");
  EXPECT_EQ(r.data().at("paid_amount").as_string(), "1160.00");
  EXPECT_EQ(notices(org, ana.id, "invoice_paid"), 1);
  EXPECT_EQ(c.post("/api/org/invoices/" + std::to_string(id) + "/payment",
                   {{"paid_on", "2026-02-01"}}, org.admin_token)
                .status,
            409);
  r = c.get("/api/org/invoices/export.csv?status=paid", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("AD662D33-6934-459C-A128-BDF0393E0F44"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find(ana.email), std::string::npos);
  EXPECT_NE(r.body.find("NOM-2026-02"), std::string::npos);
  EXPECT_EQ(c.get("/api/org/invoices/export.csv?status=all", org.admin_token).status, 400);
  EXPECT_EQ(c.get("/api/org/invoices/export.csv?status=paid", ana.token).status, 403);

  // A rejected invoice may be uploaded again.
  const std::string other = "11111111-2222-3333-4444-555555555555";
  r = send(org, {{"concept", "Libro", ""}, {"xml", invoice_cfdi(other, "250"), "l.xml"}},
           ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto unreasoned = decide(c, org.admin_token, r.data().at("id").as_int64(), "reject");
  EXPECT_TRUE(unreasoned.status == 400 || unreasoned.data().at("failed").as_int64() == 1)
      << "a reason is needed: " << unreasoned.body;
  ASSERT_EQ(decide(c, org.admin_token, r.data().at("id").as_int64(), "reject", "Sin relación")
                .data()
                .at("failed")
                .as_int64(),
            0);
  r = send(org, {{"concept", "Libro", ""}, {"xml", invoice_cfdi(other, "250"), "l.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 201) << r.body;
}

TEST_F(InvoicesApi, ReceiptsWithoutACfdiAndWhoSeesThem) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto beto = make_user(server(), org, Role::kEmployee, "Beto");
  const auto elsewhere = make_full_org(server());
  const auto c = client(org.host);

  auto r = send(org,
                {{"concept", "Taxi", ""},
                 {"amount", "-3", ""},
                 {"currency", "pesos", ""},
                 {"issued_on", "2999-01-01", ""},
                 {"receipt", "hola", "recibo.txt"}},
                beto.token);
  ASSERT_EQ(r.status, 400) << r.body;
  for (const auto* field : {"amount", "currency", "issued_on", "receipt"}) {
    EXPECT_FALSE(r.field_error(field).empty()) << field << ": " << r.body;
  }

  // Against one of one's own requests only.
  const auto type =
      c.post("/api/org/requests/types",
             {{"name", "Reembolso"},
              {"steps", json::array{json::object{{"approver", "admins"}}}},
              {"form",
               {{"title", {{"es", "Reembolso"}}},
                {"questions",
                 json::array{json::object{
                     {"id", "motivo"}, {"type", "short_text"}, {"title", {{"es", "Motivo"}}}}}}}}},
             org.admin_token);
  ASSERT_EQ(type.status, 201) << type.body;
  const auto request =
      c.post("/api/requests",
             {{"type_id", type.data().at("id").as_int64()}, {"answers", {{"motivo", "Viaje"}}}},
             ana.token);
  ASSERT_EQ(request.status, 201) << request.body;
  const std::string anas_request = std::to_string(request.data().at("id").as_int64());
  const std::vector<InvoicePart> taxi{{"concept", "Taxi al aeropuerto", ""},
                                      {"amount", "350.5", ""},
                                      {"currency", "usd", ""},
                                      {"issued_on", "2026-01-15", ""},
                                      {"receipt", kInvoicePng, "recibo.png"}};
  auto with_request = taxi;
  with_request.push_back({"request_id", anas_request, ""});
  r = send(org, with_request, beto.token);
  EXPECT_FALSE(r.field_error("request_id").empty()) << r.body;
  r = send(org, with_request, ana.token);
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.data().at("request_id").as_int64(), request.data().at("id").as_int64());

  r = send(org, taxi, beto.token);
  ASSERT_EQ(r.status, 201) << r.body;
  const auto id = std::to_string(r.data().at("id").as_int64());
  EXPECT_EQ(r.data().at("amount").as_string(), "350.50");
  EXPECT_EQ(r.data().at("currency").as_string(), "USD");
  EXPECT_TRUE(r.data().at("cfdi_uuid").is_null());

  EXPECT_EQ(c.get("/api/invoices/" + id, ana.token).status, 404);
  EXPECT_EQ(client(elsewhere.host).get("/api/invoices/" + id, elsewhere.admin_token).status, 404);
  EXPECT_EQ(c.get("/api/invoices/" + id, org.admin_token).status, 200);
  EXPECT_EQ(c.get("/api/org/invoices", beto.token).status, 403);
  r = c.get("/api/org/invoices?status=submitted", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().as_array().size(), 2U);
  EXPECT_EQ(c.get("/api/org/invoices?status=maybe", org.admin_token).status, 400);

  // Withdrawn by its owner, once.
  EXPECT_EQ(c.post("/api/invoices/" + id + "/withdraw", json::object{}, ana.token).status, 404);
  r = c.post("/api/invoices/" + id + "/withdraw", json::object{}, beto.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("status").as_string(), "withdrawn");
  EXPECT_EQ(c.post("/api/invoices/" + id + "/withdraw", json::object{}, beto.token).status, 409);
}

TEST_F(InvoicesApi, TheOrganisationsRfcIsTheOnlyReceiverOnceSet) {
  const auto org = make_full_org(server());
  const auto ana = make_user(server(), org, Role::kEmployee, "Ana");
  const auto c = client(org.host);
  auto put_rfc = [&](const json::value& rfc, const std::string& token) {
    return c.request("PUT", "/api/org/invoices/settings",
                     json::serialize(json::object{{"receiver_rfc", rfc}}), token,
                     {"Content-Type: application/json"});
  };
  auto r = c.get("/api/org/invoices/settings", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("receiver_rfc").is_null()) << "any receiver until set";
  EXPECT_EQ(c.get("/api/org/invoices/settings", ana.token).status, 403);
  EXPECT_EQ(put_rfc("DEM010101AB1", ana.token).status, 403);

  r = put_rfc("no es un rfc", org.admin_token);
  ASSERT_EQ(r.status, 400) << r.body;
  EXPECT_FALSE(r.field_error("receiver_rfc").empty());
  r = put_rfc(" dem010101ab1 ", org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.data().at("receiver_rfc").as_string(), "DEM010101AB1") << "trimmed, upper case";

  // A CFDI addressed to someone else is refused at its field, and nothing is kept.
  r = send(org,
           {{"concept", "Curso", ""},
            {"xml", invoice_cfdi("a1a1a1a1-0000-4000-8000-000000000001"), "f.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 422) << r.body;
  EXPECT_EQ(r.code(), "invoice_wrong_receiver");
  EXPECT_NE(r.field_error("xml").find("MASO451221PM4"), std::string::npos) << r.body;
  EXPECT_NE(r.field_error("xml").find("DEM010101AB1"), std::string::npos) << r.body;
  EXPECT_EQ(c.get("/api/invoices", ana.token).data().as_array().size(), 0U);
  // A receipt without a CFDI has no receiver to check.
  r = send(org,
           {{"concept", "Taxi", ""},
            {"amount", "120", ""},
            {"issued_on", "2026-01-10", ""},
            {"receipt", kInvoicePdf, "taxi.pdf"}},
           ana.token);
  EXPECT_EQ(r.status, 201) << r.body;

  // Cleared, any receiver again; another organisation's setting is its own.
  ASSERT_EQ(put_rfc(nullptr, org.admin_token).status, 200);
  r = send(org,
           {{"concept", "Curso", ""},
            {"xml", invoice_cfdi("a1a1a1a1-0000-4000-8000-000000000001"), "f.xml"}},
           ana.token);
  EXPECT_EQ(r.status, 201) << r.body;
  const auto other = make_full_org(server());
  EXPECT_TRUE(client(other.host)
                  .get("/api/org/invoices/settings", other.admin_token)
                  .data()
                  .at("receiver_rfc")
                  .is_null());
}

}  // namespace
}  // namespace aplauso::test
