#include "support/fixtures.h"

#include <boost/json/array.hpp>
#include <stdexcept>

#include "modules/directory/import_service.h"
#include "modules/mail/mail_service.h"
#include "modules/points/points_service.h"
#include "modules/tenancy/modules_catalog.h"

namespace aplauso::test {

namespace json = boost::json;

TestOrg make_full_org(TestServer& server) {
  std::vector<std::string> modules;
  for (auto m : tenancy::built_modules()) modules.emplace_back(m);
  return make_org(server, modules);
}

void set_giving_points(TestServer& server, const TestOrg& org, std::int64_t user_id,
                       std::int64_t amount) {
  const auto r = server.client(org.host).post(
      "/api/org/points_to_distribute",
      {{"mode", "set"}, {"amount", amount}, {"user_ids", json::array{user_id}}}, org.admin_token);
  if (r.status != 200) throw std::runtime_error("distribute failed: " + r.body);
}

std::int64_t make_type(TestServer& server, const TestOrg& org, const std::string& name,
                       std::int64_t min_points, std::int64_t max_points,
                       const json::object& extra) {
  json::object body{{"name", name}, {"min_points", min_points}, {"max_points", max_points}};
  for (const auto& [k, v] : extra) body[k] = v;
  const auto r = server.client(org.host).post("/api/recognition_type", body, org.admin_token);
  if (r.status != 201) throw std::runtime_error("type creation failed: " + r.body);
  return r.data().at("id").as_int64();
}

HttpResult send_recognition(TestServer& server, const TestOrg& org, const TestUser& sender,
                            const std::vector<std::string>& receivers, std::int64_t amount,
                            std::int64_t type_id, const json::object& extra) {
  json::array emails;
  for (const auto& e : receivers) emails.emplace_back(e);
  json::object body{{"reciever_emails", std::move(emails)},
                    {"amount", amount},
                    {"post_types", type_id},
                    {"message", "¡Gracias por tu ayuda!"}};
  for (const auto& [k, v] : extra) body[k] = v;
  return server.client(org.host).post("/api/send_feedback", body, sender.token);
}

std::vector<mail::QueuedMail> pending_mails(TestServer& server, const TestOrg& org) {
  return server.app().service<mail::MailService>().with_status(OrgId{org.id}, "pending");
}

void run_import_jobs(TestServer& server) {
  auto& imports = server.app().service<directory::ImportService>();
  while (imports.run_once() > 0) {
  }
}

Balances balances(TestServer& server, const TestOrg& org, std::int64_t user_id) {
  const auto r = server.client(org.host).get("/api/user/points?user_id=" + std::to_string(user_id),
                                             org.admin_token);
  if (r.status != 200) throw std::runtime_error("points failed: " + r.body);
  return {r.data().at("give_balance").as_int64(), r.data().at("redeem_balance").as_int64()};
}

std::int64_t ledger_sum(TestServer& server, const TestOrg& org) {
  return server.app().service<points::PointsService>().balance_sum(OrgId{org.id});
}

HttpResult post_badge_form(TestServer& server, const TestOrg& org, const std::string& token,
                           const std::string& name, const std::string& image,
                           const std::string& image_type,
                           const std::vector<std::pair<std::string, std::string>>& extra) {
  const std::string boundary = "XyZboundary42";
  std::string body =
      "--" + boundary + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n" + name + "\r\n";
  body += "--" + boundary +
          "\r\nContent-Disposition: form-data; name=\"description\"\r\n\r\nPor ayudar siempre\r\n";
  for (const auto& [part, value] : extra) {
    body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + part + "\"\r\n\r\n" +
            value + "\r\n";
  }
  body +=
      "--" + boundary +
      "\r\nContent-Disposition: form-data; name=\"image\"; filename=\"b.png\"\r\nContent-Type: " +
      image_type + "\r\n\r\n" + image + "\r\n--" + boundary + "--\r\n";
  return server.client(org.host).request(
      "POST", "/api/org/badges", body, token,
      {"Content-Type: multipart/form-data; boundary=" + boundary});
}

std::string tiny_png() {
  static const unsigned char kPng[] = {
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48,
      0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00,
      0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78,
      0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99,
      0x3D, 0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82};
  return {reinterpret_cast<const char*>(kPng), sizeof kPng};
}

}  // namespace aplauso::test
