// HTTP routes of the invoices module: receipts and CFDI invoices (multipart), their review and
// payment, and the payroll export.
#include <boost/json/array.hpp>
#include <boost/json/value.hpp>
#include <set>

#include "api/envelope.h"
#include "api/json_input.h"
#include "api/multipart.h"
#include "api/routes.h"
#include "core/csv.h"
#include "core/roles.h"
#include "modules/invoices/invoices_routes.h"
#include "modules/invoices/invoices_service.h"
#include "modules/users/user_json.h"
#include "modules/users/user_service.h"
#include "storage/file_store.h"

namespace aplauso::invoices {

namespace json = boost::json;
using http::Method;

namespace {
constexpr std::string_view kModule = "invoices";

json::value opt(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
json::value opt(const std::optional<std::int64_t>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}

json::value link(const std::optional<std::string>& key, const storage::FileStore& store,
                 const RequestContext& ctx) {
  if (!key) return nullptr;
  return json::value(store.read_url(*key, ctx.now_ms / 1000, 3600));
}

json::object invoice_json(const InvoiceRow& r, const storage::FileStore& store,
                          const RequestContext& ctx) {
  return {{"id", r.id},
          {"concept", r.concept_text},
          {"request_id", opt(r.request_id)},
          {"amount", amount_text(r.amount_cents)},
          {"currency", r.currency},
          {"issued_on", r.issued_on},
          {"issuer_rfc", opt(r.issuer_rfc)},
          {"issuer_name", opt(r.issuer_name)},
          {"receiver_rfc", opt(r.receiver_rfc)},
          {"cfdi_uuid", opt(r.cfdi_uuid)},
          {"xml_url", link(r.xml_key, store, ctx)},
          {"receipt_url", link(r.file_key, store, ctx)},
          {"receipt_name", opt(r.file_name)},
          {"status", r.status},
          {"decided_at", opt(r.decided_at)},
          {"reason", opt(r.reason)},
          {"paid_on", opt(r.paid_on)},
          {"paid_amount", r.paid_cents ? json::value(amount_text(*r.paid_cents)) : nullptr},
          {"payment_reference", opt(r.payment_reference)},
          {"created_at", r.created_at}};
}

http::Response page_response(const InvoicePage& page, PageMeta meta,
                             const users::UserService* users, const storage::FileStore& store,
                             const RequestContext& ctx) {
  std::map<std::int64_t, users::Person> people;
  if (users != nullptr) {
    std::vector<std::int64_t> ids;
    for (const auto& r : page.items) ids.push_back(r.user_id);
    people = users->people(ctx.org_id(), ids);
  }
  json::array items;
  for (const auto& r : page.items) {
    json::object o = invoice_json(r, store, ctx);
    if (users != nullptr) {
      const auto it = people.find(r.user_id);
      o["person"] =
          it == people.end() ? json::value(nullptr) : json::value(users::person_json(it->second));
    }
    items.push_back(std::move(o));
  }
  meta.has_more = page.has_more;
  return ok_page(std::move(items), meta);
}

std::optional<std::string> text_part(const std::vector<FormPart>& parts, std::string_view name) {
  const auto* p = find_part(parts, name);
  if (p == nullptr || p->filename) return std::nullopt;
  return p->body;
}

std::optional<Attachment> file_part(const std::vector<FormPart>& parts, std::string_view name) {
  const auto* p = find_part(parts, name);
  if (p == nullptr || !p->filename) return std::nullopt;
  return Attachment{*p->filename, p->body};
}
json::object settings_json(const InvoiceSettings& s) {
  return {{"receiver_rfc", s.receiver_rfc ? json::value(*s.receiver_rfc) : json::value(nullptr)},
          {"updated_at", s.updated_at ? json::value(*s.updated_at) : json::value(nullptr)}};
}

}  // namespace

void register_routes(RouteTable& table, const InvoicesService& service,
                     const users::UserService& users, const storage::FileStore& store) {
  table.add(Method::kPost, "/invoices", member(kModule).with_large_body().with_outbound(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto parts = parse_multipart(req, 10);
              InvoiceInput in;
              in.concept_text = text_part(parts, "concept").value_or("");
              if (const auto id = text_part(parts, "request_id"); id && !id->empty()) {
                try {
                  in.request_id = std::stoll(*id);
                } catch (const std::exception&) {
                  throw invalid_input("request_id", "La solicitud no es válida.");
                }
              }
              in.amount = text_part(parts, "amount");
              in.currency = text_part(parts, "currency");
              in.issued_on = text_part(parts, "issued_on");
              const auto r = service.submit(ctx.org_id(), ctx.who().user_id, in,
                                            file_part(parts, "xml"), file_part(parts, "receipt"));
              return ok(invoice_json(r, store, ctx), 201);
            });
  table.add(Method::kGet, "/invoices", member(kModule).with_read_only(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              return page_response(
                  service.mine(ctx.org_id(), ctx.who().user_id, meta.page, meta.per_page), meta,
                  nullptr, store, ctx);
            });
  table.add(Method::kGet, "/invoices/{id}", member(kModule).with_read_only(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const bool admin = role_at_least(ctx.who().role, Role::kAdmin);
              return ok(invoice_json(
                  service.get(ctx.org_id(), ctx.who().user_id, admin, path_id(req)), store, ctx));
            });
  table.add(Method::kPost, "/invoices/{id}/withdraw", member(kModule).with_idempotency(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              return ok(invoice_json(
                  service.withdraw(ctx.org_id(), ctx.who().user_id, path_id(req)), store, ctx));
            });

  table.add(Method::kGet, "/org/invoices", admin(kModule),
            [&service, &users, &store](const http::Request& req, RequestContext& ctx) {
              const PageMeta meta = read_page(req, 20);
              std::optional<std::string> status;
              if (const auto s = req.query_param("status")) status = std::string(*s);
              return page_response(service.list(ctx.org_id(), status, meta.page, meta.per_page),
                                   meta, &users, store, ctx);
            });
  table.add(Method::kPost, "/org/invoices/{id}/payment", admin(kModule).with_idempotency(),
            [&service, &store](const http::Request& req, RequestContext& ctx) {
              const auto body = parse_object(req);
              Payment p;
              p.paid_on = opt_string(body, "paid_on").value_or("");
              p.amount = opt_string(body, "amount");
              p.reference = opt_string(body, "reference").value_or("");
              return ok(invoice_json(service.pay(ctx.org_id(), ctx.who().user_id, path_id(req), p),
                                     store, ctx));
            });
  table.add(Method::kGet, "/org/invoices/settings", admin(kModule).with_read_only(),
            [&service](const http::Request&, RequestContext& ctx) {
              return ok(settings_json(service.settings(ctx.org_id())));
            });
  table.add(
      Method::kPut, "/org/invoices/settings", admin(kModule),
      [&service](const http::Request& req, RequestContext& ctx) {
        const auto body = parse_object(req);
        if (!body.contains("receiver_rfc")) {
          throw invalid_input("receiver_rfc",
                              "Escribe el RFC de la empresa (o null para aceptar cualquiera).");
        }
        const auto rfc = nullable_string(body, "receiver_rfc");
        return ok(
            settings_json(service.set_receiver_rfc(ctx.org_id(), rfc.value_or(std::nullopt))));
      });
  table.add(Method::kGet, "/org/invoices/export.csv", admin(kModule),
            [&service, &users](const http::Request& req, RequestContext& ctx) {
              const std::string status(req.query_param("status").value_or("approved"));
              const auto rows = service.export_rows(ctx.org_id(), status);
              std::vector<std::int64_t> ids;
              for (const auto& r : rows) ids.push_back(r.user_id);
              const auto people = users.people(ctx.org_id(), ids);
              std::string out =
                  "invoice,email,person,concept,amount,currency,issued_on,issuer_rfc,cfdi_uuid,"
                  "status,paid_on,paid_amount,payment_reference\r\n";
              for (const auto& r : rows) {
                const auto it = people.find(r.user_id);
                const std::string email = it == people.end() ? "" : it->second.email;
                const std::string name = it == people.end() ? "" : it->second.full_name();
                out += std::to_string(r.id) + "," + csv_field(email) + "," + csv_field(name) + "," +
                       csv_field(r.concept_text) + "," + amount_text(r.amount_cents) + "," +
                       csv_field(r.currency) + "," + csv_field(r.issued_on) + "," +
                       csv_field(r.issuer_rfc.value_or("")) + "," +
                       csv_field(r.cfdi_uuid.value_or("")) + "," + csv_field(r.status) + "," +
                       csv_field(r.paid_on.value_or("")) + "," +
                       (r.paid_cents ? amount_text(*r.paid_cents) : std::string()) + "," +
                       csv_field(r.payment_reference.value_or("")) + "\r\n";
              }
              auto res = http::Response::text(200, out, "text/csv; charset=utf-8");
              res.headers.set("Content-Disposition",
                              "attachment; filename=\"facturas-" + status + ".csv\"");
              res.headers.set("Cache-Control", "no-store");
              return res;
            });
}

}  // namespace aplauso::invoices
