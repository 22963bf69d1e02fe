#include "modules/points/point_request_service.h"

#include <algorithm>
#include <set>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::points {

namespace {
constexpr std::size_t kReasonMax = 1000;
constexpr std::size_t kNoteMax = 500;
constexpr std::int64_t kUrlTtl = 3600;

void check_status(const std::optional<std::string>& status) {
  if (status && *status != "pending" && *status != "approved" && *status != "rejected") {
    throw invalid_input("status", "El estado debe ser pending, approved o rejected.");
  }
}

users::Person person_of(const std::vector<users::Person>& people, std::int64_t id) {
  const auto it = std::find_if(people.begin(), people.end(),
                               [id](const users::Person& p) { return p.id == id; });
  if (it != people.end()) return *it;
  users::Person unknown;
  unknown.id = id;
  return unknown;
}
}  // namespace

std::vector<RequestView> PointRequestService::views(db::Conn& c, OrgId org,
                                                    std::vector<RequestRow> rows) const {
  std::set<std::int64_t> ids;
  for (const auto& r : rows) {
    ids.insert(r.user_id);
    if (r.decided_by) ids.insert(*r.decided_by);
  }
  const auto people = users::UserRepo().people(c, org, {ids.begin(), ids.end()});
  const std::int64_t now_s = clock_.now_s();
  std::vector<RequestView> out;
  for (auto& r : rows) {
    RequestView v;
    v.requester = person_of(people, r.user_id);
    if (r.decided_by) v.decided_by = person_of(people, *r.decided_by);
    if (r.attachment_key) v.attachment_url = files_.read_url(*r.attachment_key, now_s, kUrlTtl);
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

Reviewer PointRequestService::reviewer(db::Conn& c, OrgId org, std::int64_t user_id,
                                       Role role) const {
  return {user_id, role == Role::kAdmin, role == Role::kLeader,
          repo_.department_of(c, org, user_id)};
}

RequestView PointRequestService::create(OrgId org, std::int64_t user_id, std::int64_t amount,
                                        const std::string& reason,
                                        const std::optional<std::string>& attachment_key) const {
  std::vector<FieldError> errors;
  if (amount < 1 || amount > kMaxRequestPoints) {
    errors.push_back({"amount", "Pide entre 1 y 100.000 puntos."});
  }
  const std::string why = trimmed(reason);
  if (why.empty()) {
    errors.push_back({"reason", "Cuenta por qué pides los puntos."});
  } else if (utf8_length(why) > kReasonMax) {
    errors.push_back({"reason", "El motivo no puede exceder 1000 caracteres."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  return db_.transact([&](db::Conn& c) {
    if (repo_.has_pending(c, org, user_id)) {
      throw conflict("pending_request_exists",
                     "Ya tienes una solicitud pendiente: espera a que la decidan.");
    }
    std::optional<std::string> name;
    if (attachment_key && !attachment_key->empty()) {
      name = repo_.attachment_name(c, org, user_id, *attachment_key);
      if (!name) {
        throw invalid_input("attachment_key", "El adjunto no existe o no terminó de subirse.");
      }
    }
    const auto id = repo_.insert(c, org, user_id, amount, why, name ? attachment_key : std::nullopt,
                                 name, clock_.now_ms());
    std::vector<RequestRow> rows;
    rows.push_back(*repo_.find(c, org, id));
    return std::move(views(c, org, std::move(rows)).front());
  });
}

RequestPage PointRequestService::mine(OrgId org, std::int64_t user_id,
                                      const std::optional<std::string>& status, std::int64_t limit,
                                      std::int64_t offset) const {
  check_status(status);
  return db_.run([&](db::Conn& c) {
    RequestPage page;
    page.total = repo_.mine_total(c, org, user_id, status);
    page.items = views(c, org, repo_.mine(c, org, user_id, status, limit, offset));
    return page;
  });
}

RequestPage PointRequestService::review(OrgId org, std::int64_t user_id, Role role,
                                        const std::optional<std::string>& status,
                                        std::int64_t limit, std::int64_t offset,
                                        bool oldest_first) const {
  check_status(status);
  if (role != Role::kAdmin && role != Role::kLeader) {
    throw forbidden("not_a_reviewer", "Solo líderes y administradores deciden solicitudes.");
  }
  return db_.run([&](db::Conn& c) {
    const auto r = reviewer(c, org, user_id, role);
    RequestPage page;
    page.total = repo_.review_total(c, org, r, status);
    page.items = views(c, org, repo_.review(c, org, r, status, limit, offset, oldest_first));
    return page;
  });
}

std::optional<std::int64_t> PointRequestService::requester(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) -> std::optional<std::int64_t> {
    const auto request = repo_.find(c, org, id);
    if (!request) return std::nullopt;
    return request->user_id;
  });
}

RequestView PointRequestService::decide(OrgId org, std::int64_t user_id, Role role, std::int64_t id,
                                        bool approve,
                                        const std::optional<std::string>& note) const {
  std::optional<std::string> text;
  if (note) {
    text = trimmed(*note);
    if (text->empty()) text.reset();
  }
  if (!approve && !text) throw invalid_input("reason", "Indica el motivo del rechazo.");
  if (text && utf8_length(*text) > kNoteMax) {
    throw invalid_input(approve ? "note" : "reason", "No puede exceder 500 caracteres.");
  }
  return db_.transact([&](db::Conn& c) {
    const auto request = repo_.find(c, org, id);
    if (!request) throw not_found("Solicitud no encontrada");
    const auto r = reviewer(c, org, user_id, role);
    const bool may =
        request->user_id != user_id && (r.admin || repo_.leads(c, org, r, request->user_id));
    if (!may) {
      throw forbidden("not_your_decision",
                      request->user_id == user_id
                          ? "No puedes decidir tu propia solicitud."
                          : "Solo su líder o un administrador decide esta solicitud.");
    }
    if (request->status != "pending") {
      throw conflict("already_decided", "Esta solicitud ya fue decidida.");
    }
    const std::int64_t now = clock_.now_ms();
    const std::string status = approve ? "approved" : "rejected";
    if (!repo_.decide(c, org, id, status, text, user_id, now)) {
      throw conflict("already_decided", "Esta solicitud ya fue decidida.");
    }
    if (approve) {
      points_.award(c, org, request->user_id, request->amount,
                    {"point_request", std::string("point_request"), id, user_id, text});
    }
    notifications_.notify(c, org, "point_request_decided", {request->user_id},
                          {{"request_id", id},
                           {"amount", request->amount},
                           {"status", status},
                           {"status_es", approve ? "aprobada" : "rechazada"},
                           {"status_en", approve ? "approved" : "rejected"},
                           {"note", text ? boost::json::value(*text) : nullptr},
                           {"actor_id", user_id}});
    audit_.record(c, org, approve ? "points.request_approved" : "points.request_rejected",
                  {"point_request", id}, {{"status", "pending"}},
                  {{"status", status},
                   {"user_id", request->user_id},
                   {"points", approve ? request->amount : 0},
                   {"note", text ? boost::json::value(*text) : nullptr}});
    std::vector<RequestRow> rows;
    rows.push_back(*repo_.find(c, org, id));
    return std::move(views(c, org, std::move(rows)).front());
  });
}

}  // namespace aplauso::points
