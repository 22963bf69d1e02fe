// Challenges: who sees and manages them, creating and editing them (locked fields once active),
// the lifecycle, joining and leaving, the views the lists and the challenge page show, and the
// jobs (ending, the ending reminder).
#include "modules/challenges/challenge_service.h"

#include <algorithm>
#include <set>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "core/crypto.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/forms/form_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::challenges {

namespace {
constexpr std::int64_t kCoverTtl = 3600;
const std::set<std::string> kKinds = {"individual", "team"};
const std::set<std::string> kBases = {"department", "group"};
const std::set<std::string> kRecurrences = {"none", "daily", "weekly", "monthly"};
const std::set<std::string> kMetrics = {"claims", "number", "checkin", "product_event"};
const std::set<std::string> kProductEvents = {"recognition_sent", "recognition_received",
                                              "survey_answered", "event_attended"};
const std::set<std::string> kEvidence = {"none", "text", "photo", "file", "link"};
const std::set<std::string> kStatuses = {"draft", "active", "inactive", "ended", "archived"};

ApiError invalid_challenge(std::vector<FieldError> fields) {
  return rule_broken("invalid_challenge", "Revisa los datos del reto.", std::move(fields));
}

boost::json::array json_ids(const std::vector<std::int64_t>& ids) {
  boost::json::array out;
  for (const auto i : ids) out.push_back(i);
  return out;
}

boost::json::object challenge_audit(const ChallengeRow& c) {
  return {{"title", c.title},
          {"status", c.status},
          {"kind", c.kind},
          {"metric", c.metric},
          {"starts_on", c.starts_on},
          {"ends_on", c.ends_on},
          {"recurrence", c.recurrence},
          {"target", c.target},
          {"reward_points", c.reward_points},
          {"badge_id", c.badge_id ? boost::json::value(*c.badge_id) : nullptr},
          {"approval", c.approval},
          {"join_mode", c.join_mode},
          {"everyone", c.audience.everyone},
          {"departments", json_ids(c.audience.departments)},
          {"groups", json_ids(c.audience.groups)}};
}

ChallengeRow row_of(const ChallengeInput& in) {
  ChallengeRow r;
  r.title = trimmed(in.title);
  r.rules = in.rules;
  r.cover_key = in.cover_key;
  r.kind = in.kind;
  r.team_basis = in.kind == "team" ? in.team_basis : std::nullopt;
  r.audience = in.audience;
  r.audience.departments = unique_ids(r.audience.departments);
  r.audience.groups = unique_ids(r.audience.groups);
  r.starts_on = in.starts_on;
  r.ends_on = in.ends_on;
  r.recurrence = in.recurrence;
  r.metric = in.metric;
  r.product_event = in.metric == "product_event" ? in.product_event : std::nullopt;
  r.evidence = (in.metric == "claims" || in.metric == "number") ? in.evidence : "none";
  r.unit = in.metric == "number" ? in.unit : std::nullopt;
  r.max_per_claim = in.metric == "number" ? in.max_per_claim : std::nullopt;
  r.target = in.target;
  r.reward_points = in.reward_points;
  r.badge_id = in.badge_id;
  r.approval = (in.metric == "claims" || in.metric == "number") ? in.approval : "auto";
  r.max_claims_per_day = in.max_claims_per_day;
  r.max_claims_total = in.max_claims_total;
  r.four_eyes_points = in.four_eyes_points;
  r.alternative = in.alternative;
  r.join_mode = in.join_mode;
  r.show_in_feed = in.show_in_feed;
  return r;
}

bool has_field(const ChallengeInput& in, const std::string& field) {
  return std::find(in.present.begin(), in.present.end(), field) != in.present.end();
}
}  // namespace

// --- Who -----------------------------------------------------------------------------------------

bool ChallengeService::in_audience(db::Conn& c, OrgId org, const ChallengeRow& ch,
                                   std::int64_t user_id) const {
  return !repo_.in_audience(c, org, user_id, {ch.id}).empty();
}

ChallengeRow ChallengeService::visible(db::Conn& c, OrgId org, const Viewer& v,
                                       std::int64_t id) const {
  auto ch = repo_.find(c, org, id);
  if (!ch) throw challenge_not_found();
  if (v.admin() || repo_.is_approver(c, org, id, v.user_id)) return *ch;
  if (ch->status == "draft" || ch->status == "archived" || !in_audience(c, org, *ch, v.user_id)) {
    throw challenge_not_found();
  }
  return *ch;
}

ChallengeRow ChallengeService::managed(db::Conn& c, OrgId org, const Viewer& v,
                                       std::int64_t id) const {
  auto ch = repo_.find(c, org, id);
  if (!ch) throw challenge_not_found();
  if (v.admin()) return *ch;
  (void)visible(c, org, v, id);
  throw forbidden("forbidden", "Solo los administradores pueden hacer esto.");
}

ChallengeRow ChallengeService::approving(db::Conn& c, OrgId org, const Viewer& v,
                                         std::int64_t id) const {
  const auto ch = visible(c, org, v, id);
  if (v.admin() || repo_.is_approver(c, org, id, v.user_id)) return ch;
  throw forbidden("forbidden",
                  "Solo los administradores y los aprobadores del reto pueden hacer esto.");
}

// --- Views ---------------------------------------------------------------------------------------

std::vector<ChallengeView> ChallengeService::views(db::Conn& c, OrgId org, const Viewer& v,
                                                   std::vector<ChallengeRow> rows) const {
  std::vector<std::int64_t> ids, badge_ids;
  std::vector<std::string> periods;
  for (const auto& r : rows) {
    ids.push_back(r.id);
    periods.push_back(period_of(r, v.today).key);
    if (r.badge_id) badge_ids.push_back(*r.badge_id);
  }
  const auto approvers = repo_.approvers(c, org, ids);
  std::vector<std::int64_t> people_ids;
  for (const auto& a : approvers) people_ids.push_back(a.second);
  const auto people = people_ids.empty() ? std::vector<users::Person>{}
                                         : users::UserRepo().people(c, org, unique_ids(people_ids));
  const auto badges = repo_.badges(c, org, unique_ids(badge_ids));
  const auto mine = repo_.mine(c, org, v.user_id, ids, periods, v.today, day_number(v.today));
  const std::int64_t now_s = clock_.now_s();
  std::vector<ChallengeView> out;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    auto& r = rows[i];
    ChallengeView view;
    bool approver = false;
    for (const auto& [challenge, user] : approvers) {
      if (challenge != r.id) continue;
      view.approvers.push_back(person_in(people, user));
      if (user == v.user_id) approver = true;
    }
    view.can_manage = v.admin();
    view.can_approve = v.admin() || approver;
    view.open = challenge_open(r, v.today);
    if (r.cover_key) view.cover_url = files_.read_url(*r.cover_key, now_s, kCoverTtl);
    for (const auto& b : badges) {
      if (r.badge_id && b.id == *r.badge_id) {
        view.badge = BadgeRef{b.id, b.name, files_.read_url(b.image_key, now_s, kCoverTtl)};
      }
    }
    const auto& m = mine[i];
    auto& my = view.mine;
    my.period = period_of(r, v.today);
    my.joined = m.enrolled;
    my.participant = r.join_mode == "automatic" ? (m.in_audience || m.enrolled) : m.enrolled;
    my.can_join = r.join_mode == "open" && m.in_audience && !m.enrolled &&
                  (r.status == "active" || r.status == "inactive");
    my.claims_today = m.claims_today;
    my.claims_in_period = m.claims_in_period;
    my.checked_in_today = m.checked_in_today;
    my.completed = m.completed_at.has_value();
    my.completed_at = m.completed_at;
    if (r.kind == "team") {
      for (const auto& t : m.teams) {
        MyTeam team{TeamRef{t.kind, t.id, t.name}, t.total, t.members, std::nullopt};
        my.score = std::max(my.score, per_member(t.total, t.members));
        my.teams.push_back(std::move(team));
      }
    } else {
      my.score = m.score;
      if (m.ranked && m.score > 0) my.rank = m.higher_scores + 1;
    }
    view.row = std::move(r);
    out.push_back(std::move(view));
  }
  return out;
}

std::vector<ClaimView> ChallengeService::claim_views(db::Conn& c, OrgId org,
                                                     std::optional<std::int64_t> viewer,
                                                     std::vector<ClaimRow> rows) const {
  std::vector<std::int64_t> ids;
  for (const auto& r : rows) {
    ids.push_back(r.user_id);
    if (r.reviewer_id) ids.push_back(*r.reviewer_id);
    if (r.first_approver_id) ids.push_back(*r.first_approver_id);
  }
  const auto people = ids.empty() ? std::vector<users::Person>{}
                                  : users::UserRepo().people(c, org, unique_ids(ids));
  const std::int64_t now_s = clock_.now_s();
  std::vector<ClaimView> out;
  for (auto& r : rows) {
    ClaimView s;
    s.person = person_in(people, r.user_id);
    if (r.reviewer_id) s.reviewer = person_in(people, *r.reviewer_id);
    if (r.first_approver_id) s.first_approver = person_in(people, *r.first_approver_id);
    if (r.upload_key) s.attachment_url = files_.read_url(*r.upload_key, now_s, kCoverTtl);
    s.can_decide =
        viewer && r.status == "pending" && r.user_id != *viewer && r.first_approver_id != viewer;
    s.row = std::move(r);
    out.push_back(std::move(s));
  }
  return out;
}

ChallengeDetail ChallengeService::detail_in(db::Conn& c, OrgId org, const Viewer& v,
                                            const ChallengeRow& ch) const {
  ChallengeDetail d;
  d.challenge = std::move(views(c, org, v, {ch}).front());
  auto& my = d.challenge.mine;
  if (ch.kind == "team" && !my.teams.empty()) {
    // Each of the caller's teams' place among the period's teams.
    const auto board = repo_.team_board(c, org, ch.id, my.period.key);
    for (auto& t : my.teams) {
      const auto mine_score = per_member(t.total, t.members);
      if (mine_score <= 0) continue;
      std::set<std::int64_t> higher;
      for (const auto& b : board) {
        const auto s = per_member(b.total, b.members);
        if (s > mine_score) higher.insert(s);
      }
      t.rank = static_cast<std::int64_t>(higher.size()) + 1;
      my.rank = my.rank ? std::min(*my.rank, *t.rank) : *t.rank;
    }
  }
  auto mine = repo_.mine_claims(c, org, v.user_id, ch.id, "", 20, 0).first;
  d.my_claims = claim_views(c, org, v.user_id, std::move(mine));
  for (auto& k : d.my_claims) k.can_decide = false;
  d.periods = periods_until(ch, std::min(v.today, ch.ends_on), 12);
  return d;
}

ChallengePage ChallengeService::list(OrgId org, const Viewer& v,
                                     const std::optional<std::string>& status, bool mine,
                                     bool manage, std::int64_t limit, std::int64_t offset) const {
  if (status && !kStatuses.contains(*status)) {
    throw invalid_input("status", "El estado debe ser draft, active, inactive, ended o archived.");
  }
  if (!manage && status && (*status == "draft" || *status == "archived")) {
    throw invalid_input("status", "Los borradores y archivados solo se ven al gestionar.");
  }
  if (manage && !v.admin()) {
    throw forbidden("forbidden", "Solo los administradores gestionan los retos.");
  }
  return db_.run([&](db::Conn& c) {
    auto [rows, total] =
        repo_.page(c, org, v.user_id, manage, mine, status.value_or(""), limit, offset);
    ChallengePage page;
    page.total = total;
    page.items = views(c, org, v, std::move(rows));
    return page;
  });
}

ChallengeDetail ChallengeService::detail(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return detail_in(c, org, v, visible(c, org, v, id)); });
}

// --- Writing -------------------------------------------------------------------------------------

void ChallengeService::check_input(db::Conn& c, OrgId org, const Viewer& v,
                                   const ChallengeInput& in, const ChallengeRow* current) const {
  std::vector<FieldError> errors;
  const auto title_length = utf8_length(trimmed(in.title));
  if (title_length == 0) {
    errors.push_back({"title", "Escribe el título."});
  } else if (title_length > 120) {
    errors.push_back({"title", "El título no puede exceder 120 caracteres."});
  }
  if (utf8_length(in.rules) > 4000) {
    errors.push_back({"rules", "Las reglas no pueden exceder 4000 caracteres."});
  }
  if (in.alternative && utf8_length(*in.alternative) > 1000) {
    errors.push_back({"alternative", "La alternativa no puede exceder 1000 caracteres."});
  }
  const bool from_ok = parse_day(in.starts_on).has_value();
  const bool to_ok = parse_day(in.ends_on).has_value();
  if (!from_ok) errors.push_back({"starts_on", "Indica el inicio (AAAA-MM-DD)."});
  if (!to_ok) errors.push_back({"ends_on", "Indica el fin (AAAA-MM-DD)."});
  if (from_ok && to_ok && in.ends_on < in.starts_on) {
    errors.push_back({"ends_on", "El fin no puede ser antes del inicio."});
  }
  if (current && current->status != "draft" && to_ok && in.ends_on != current->ends_on &&
      in.ends_on < v.today) {
    errors.push_back({"ends_on", "El fin no puede ser antes de hoy."});
  }
  if (!kKinds.contains(in.kind)) errors.push_back({"kind", "El tipo debe ser individual o team."});
  if (in.kind == "team" && (!in.team_basis || !kBases.contains(*in.team_basis))) {
    errors.push_back({"team_basis", "Elige si los equipos son departamentos o grupos."});
  }
  if (!kRecurrences.contains(in.recurrence)) {
    errors.push_back({"recurrence", "La recurrencia debe ser none, daily, weekly o monthly."});
  }
  if (!kMetrics.contains(in.metric)) {
    errors.push_back({"metric", "Elige cómo se cuenta: reclamos, número, check-in o actividad."});
  }
  if (in.metric == "product_event" &&
      (!in.product_event || !kProductEvents.contains(*in.product_event))) {
    errors.push_back({"product_event", "Elige qué actividad cuenta."});
  }
  if ((in.metric == "claims" || in.metric == "number") && !kEvidence.contains(in.evidence)) {
    errors.push_back({"evidence", "La evidencia debe ser none, text, photo, file o link."});
  }
  if (in.metric == "number") {
    if (in.unit && utf8_length(*in.unit) > 20) {
      errors.push_back({"unit", "La unidad no puede exceder 20 caracteres."});
    }
    if (!in.max_per_claim || *in.max_per_claim <= 0) {
      errors.push_back({"max_per_claim", "Indica el máximo por reclamo (mayor que 0)."});
    }
  }
  if (in.target <= 0) errors.push_back({"target", "La meta debe ser mayor que 0."});
  if (in.reward_points < 0 || in.reward_points > 100000) {
    errors.push_back({"reward_points", "Los puntos van de 0 a 100.000."});
  }
  if (in.badge_id) {
    const auto found = repo_.badges(c, org, {*in.badge_id});
    if (found.empty() ||
        (!found.front().active && !(current && current->badge_id == in.badge_id))) {
      errors.push_back({"badge_id", "La insignia no existe o no está activa."});
    }
  }
  if (in.approval != "auto" && in.approval != "manual") {
    errors.push_back({"approval", "La aprobación debe ser auto o manual."});
  }
  const auto approvers = unique_ids(in.approver_ids);
  if (approvers.size() > 20) {
    errors.push_back({"approver_ids", "Elige hasta 20 aprobadores."});
  } else if (!approvers.empty() && repo_.count_members(c, org, approvers) !=
                                       static_cast<std::int64_t>(approvers.size())) {
    errors.push_back(
        {"approver_ids", "Algún aprobador no es una persona activa de la organización."});
  }
  if (in.max_claims_per_day < 1 || in.max_claims_per_day > 100) {
    errors.push_back({"max_claims_per_day", "El máximo diario va de 1 a 100."});
  }
  if (in.max_claims_total && *in.max_claims_total < 1) {
    errors.push_back({"max_claims_total", "El máximo por periodo debe ser al menos 1."});
  }
  if (in.four_eyes_points && *in.four_eyes_points < 1) {
    errors.push_back({"four_eyes_points", "El umbral de cuatro ojos debe ser al menos 1."});
  }
  if (in.join_mode != "open" && in.join_mode != "automatic") {
    errors.push_back({"join_mode", "La participación debe ser open o automatic."});
  }
  structure::check_audience(
      in.audience, [&](const auto& ids) { return repo_.count_departments(c, org, ids); },
      [&](const auto& ids) { return repo_.count_groups(c, org, ids); }, errors);
  if (in.cover_key && !(current && current->cover_key == in.cover_key)) {
    const auto upload = repo_.upload(c, org, v.user_id, *in.cover_key, kAttachmentType);
    if (!upload) {
      errors.push_back({"cover_key", "La portada no existe o no terminó de subirse."});
    } else if (!upload->content_type.starts_with("image/")) {
      errors.push_back({"cover_key", "La portada debe ser una imagen."});
    }
  }
  if (!errors.empty()) throw invalid_challenge(std::move(errors));
}

ChallengeDetail ChallengeService::create(OrgId org, const Viewer& v,
                                         const ChallengeInput& in) const {
  if (!v.admin()) throw forbidden("forbidden", "Solo los administradores crean retos.");
  return db_.transact([&](db::Conn& c) {
    check_input(c, org, v, in, nullptr);
    auto row = row_of(in);
    row.created_by = v.user_id;
    row.checkin_secret = crypto::to_hex(crypto::random_bytes(32));
    row.id = repo_.insert(c, org, row, clock_.now_ms());
    repo_.set_approvers(c, org, row.id, unique_ids(in.approver_ids));
    audit_.record(c, org, "challenges.created", {"challenge", row.id}, nullptr,
                  challenge_audit(row));
    return detail_in(c, org, v, *repo_.find(c, org, row.id));
  });
}

ChallengeDetail ChallengeService::edit(OrgId org, const Viewer& v, std::int64_t id,
                                       const ChallengeInput& in) const {
  return db_.transact([&](db::Conn& c) {
    const auto before = managed(c, org, v, id);
    if (before.status == "ended" || before.status == "archived") {
      throw conflict("invalid_status", "Un reto terminado o archivado no se puede editar.");
    }
    auto row = row_of(in);
    row.id = id;
    if (before.status != "draft") {
      // Once active only texts, cover, end date, approvers, limits and the alternative change.
      const auto& b = before;
      std::vector<std::pair<std::string, bool>> changed = {
          {"kind", has_field(in, "kind") && row.kind != b.kind},
          {"team_basis", has_field(in, "team_basis") && row.team_basis != b.team_basis},
          {"audience", has_field(in, "audience") &&
                           (row.audience.everyone != b.audience.everyone ||
                            row.audience.departments != unique_ids(b.audience.departments) ||
                            row.audience.groups != unique_ids(b.audience.groups))},
          {"starts_on", has_field(in, "starts_on") && row.starts_on != b.starts_on},
          {"recurrence", has_field(in, "recurrence") && row.recurrence != b.recurrence},
          {"metric", has_field(in, "metric") && row.metric != b.metric},
          {"product_event", has_field(in, "product_event") && row.product_event != b.product_event},
          {"evidence", has_field(in, "evidence") && row.evidence != b.evidence},
          {"unit", has_field(in, "unit") && row.unit != b.unit},
          {"max_per_claim", has_field(in, "max_per_claim") && row.max_per_claim != b.max_per_claim},
          {"target", has_field(in, "target") && row.target != b.target},
          {"reward_points", has_field(in, "reward_points") && row.reward_points != b.reward_points},
          {"badge_id", has_field(in, "badge_id") && row.badge_id != b.badge_id},
          {"approval", has_field(in, "approval") && row.approval != b.approval},
          {"join_mode", has_field(in, "join_mode") && row.join_mode != b.join_mode}};
      std::vector<FieldError> locked;
      for (const auto& [field, differs] : changed) {
        if (differs) {
          locked.push_back(
              {field, "Este reto ya está activo: no se puede cambiar «" + field + "»."});
        }
      }
      if (!locked.empty()) {
        const std::string message =
            "Este reto ya está activo: no se puede cambiar «" + locked.front().field + "».";
        throw ApiError(ErrorKind::kConflict, "challenge_locked", message, std::move(locked));
      }
      // The locked fields keep their values whatever the request left out.
      const auto keep = row;
      row = before;
      row.title = keep.title;
      row.rules = keep.rules;
      row.cover_key = keep.cover_key;
      row.ends_on = has_field(in, "ends_on") ? keep.ends_on : before.ends_on;
      row.max_claims_per_day = keep.max_claims_per_day;
      row.max_claims_total = keep.max_claims_total;
      row.four_eyes_points = keep.four_eyes_points;
      row.alternative = keep.alternative;
      row.show_in_feed = keep.show_in_feed;
      ChallengeInput checked = in;
      checked.kind = row.kind;
      checked.team_basis = row.team_basis;
      checked.audience = row.audience;
      checked.starts_on = row.starts_on;
      checked.ends_on = row.ends_on;
      checked.recurrence = row.recurrence;
      checked.metric = row.metric;
      checked.product_event = row.product_event;
      checked.evidence = row.evidence;
      checked.unit = row.unit;
      checked.max_per_claim = row.max_per_claim;
      checked.target = row.target;
      checked.reward_points = row.reward_points;
      checked.badge_id = row.badge_id;
      checked.approval = row.approval;
      checked.join_mode = row.join_mode;
      check_input(c, org, v, checked, &before);
    } else {
      check_input(c, org, v, in, &before);
    }
    repo_.update(c, org, row, clock_.now_ms());
    if (has_field(in, "approver_ids")) repo_.set_approvers(c, org, id, unique_ids(in.approver_ids));
    audit_.record(c, org, "challenges.edited", {"challenge", id}, challenge_audit(before),
                  challenge_audit(row));
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

ChallengeDetail ChallengeService::set_status(OrgId org, const Viewer& v, std::int64_t id,
                                             const std::string& action) const {
  return db_.transact([&](db::Conn& c) {
    const auto ch = managed(c, org, v, id);
    std::string to;
    if (action == "activate") {
      if (ch.status == "draft") to = "active";
    } else if (action == "toggle") {
      if (ch.status == "active") to = "inactive";
      if (ch.status == "inactive") to = "active";
    } else if (action == "end") {
      if (ch.status == "active" || ch.status == "inactive") to = "ended";
    } else if (action == "archive") {
      if (ch.status == "ended" || ch.status == "draft") to = "archived";
    }
    if (to.empty()) throw conflict("invalid_status", "El reto no puede pasar a ese estado.");
    const std::int64_t now = clock_.now_ms();
    if (action == "activate") {
      std::vector<FieldError> errors;
      if (!parse_day(ch.starts_on) || !parse_day(ch.ends_on) || ch.ends_on < ch.starts_on) {
        errors.push_back({"ends_on", "El periodo no es válido."});
      } else if (ch.ends_on < v.today) {
        errors.push_back({"ends_on", "El reto ya terminó: cambia la fecha de fin."});
      }
      if (ch.target <= 0) errors.push_back({"target", "La meta debe ser mayor que 0."});
      if (!kMetrics.contains(ch.metric) || (ch.metric == "product_event" && !ch.product_event) ||
          (ch.metric == "number" && (!ch.max_per_claim || *ch.max_per_claim <= 0))) {
        errors.push_back({"metric", "La métrica no está completa."});
      }
      if (!errors.empty()) throw invalid_challenge(std::move(errors));
    }
    if (!repo_.set_status(c, org, id, ch.status, to, now)) {
      throw conflict("invalid_status", "El reto no puede pasar a ese estado.");
    }
    if (action == "activate") {
      if (ch.join_mode == "automatic") repo_.enroll_audience(c, org, id, now);
      repo_.recount_teams(c, org, ch);
      const auto audience = repo_.audience_people(c, org, id);
      if (!audience.empty()) {
        notifications_.notify(c, org, "challenge_launched", audience,
                              {{"challenge_id", id}, {"name", ch.title}, {"actor_id", v.user_id}});
      }
    }
    const std::string verb = action == "activate" ? "activated"
                             : action == "toggle" ? (to == "active" ? "activated" : "deactivated")
                             : action == "end"    ? "ended"
                                                  : "archived";
    audit_.record(c, org, "challenges." + verb, {"challenge", id},
                  boost::json::object{{"status", ch.status}}, boost::json::object{{"status", to}});
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

ChallengeDetail ChallengeService::join(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto ch = visible(c, org, v, id);
    if (!in_audience(c, org, ch, v.user_id)) {
      throw forbidden("not_in_audience", "Este reto no es para ti.");
    }
    if (ch.join_mode == "automatic") {
      throw conflict("automatic_join",
                     "En este reto participa toda la audiencia: no hace falta unirse ni se puede "
                     "salir.");
    }
    if (ch.status != "active" && ch.status != "inactive") throw not_open();
    if (!enroll(c, org, ch, v.user_id)) {
      throw conflict("already_joined", "Ya participas en este reto.");
    }
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

ChallengeDetail ChallengeService::leave(OrgId org, const Viewer& v, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto ch = visible(c, org, v, id);
    if (ch.join_mode == "automatic") {
      throw conflict("automatic_join",
                     "En este reto participa toda la audiencia: no hace falta unirse ni se puede "
                     "salir.");
    }
    if (!repo_.leave(c, org, id, v.user_id, clock_.now_ms())) {
      throw conflict("not_joined", "Primero únete al reto.");
    }
    repo_.set_ranked(c, org, id, v.user_id, false);
    repo_.recount_teams(c, org, ch);
    return detail_in(c, org, v, *repo_.find(c, org, id));
  });
}

void ChallengeService::forget_person(db::Conn& c, OrgId org,
                                     const users::ErasedPerson& person) const {
  const auto joined = repo_.joined_by_person(c, org, person.id);
  repo_.forget_person(c, org, person.id, clock_.now_ms());
  for (const auto id : joined) {
    if (const auto ch = repo_.find(c, org, id, false)) repo_.recount_teams(c, org, *ch);
  }
}

// --- Jobs ----------------------------------------------------------------------------------------

int ChallengeService::end_due() const {
  const std::int64_t now = clock_.now_ms();
  // Every organisation's today lies within a day of UTC's.
  const auto rows =
      db_.run([&](db::Conn& c) { return repo_.ending_by(c, forms::local_day("UTC", now)); });
  int ended = 0;
  for (const auto& r : rows) {
    const auto today = forms::local_day(r.timezone, now);
    if (!(r.ends_on < today)) continue;
    const OrgId org{r.org_id};
    ended += db_.transact([&](db::Conn& c) {
      const auto ch = repo_.find(c, org, r.challenge_id, false);
      if (!ch || !repo_.set_status(c, org, ch->id, ch->status, "ended", now)) return 0;
      audit_.record(c, org, "challenges.ended", {"challenge", ch->id},
                    boost::json::object{{"status", ch->status}},
                    boost::json::object{{"status", "ended"}, {"by", "job"}});
      return 1;
    });
  }
  return ended;
}

int ChallengeService::remind_ending() const {
  const std::int64_t now = clock_.now_ms();
  const auto rows = db_.run(
      [&](db::Conn& c) { return repo_.ending_by(c, add_days(forms::local_day("UTC", now), 2)); });
  int reminded = 0;
  for (const auto& r : rows) {
    const auto today = forms::local_day(r.timezone, now);
    if (r.ends_on != add_days(today, 1)) continue;
    const OrgId org{r.org_id};
    reminded += db_.transact([&](db::Conn& c) {
      const auto ch = repo_.find(c, org, r.challenge_id, false);
      if (!ch || ch->status != "active") return 0;
      const auto users = repo_.claim_reminders(c, org, ch->id, period_of(*ch, today).key, now);
      if (users.empty()) return 0;
      notifications_.notify(
          c, org, "challenge_ending", users,
          {{"challenge_id", ch->id}, {"name", ch->title}, {"ends_on", ch->ends_on}});
      return static_cast<int>(users.size());
    });
  }
  return reminded;
}

}  // namespace aplauso::challenges
