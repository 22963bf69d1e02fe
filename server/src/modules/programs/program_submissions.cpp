// Submissions: submitting evidence for an action (limits, recurrence, prerequisites, evidence
// kinds), deciding them with the budget held as a hard cap in the payment's transaction
// (PRG-★1), the lists of submissions, the approvals inbox's part and the due reminders.
#include <algorithm>
#include <map>

#include <boost/json/object.hpp>

#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/approvals/approval_service.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/programs/program_rules.h"
#include "modules/programs/program_service.h"
#include "storage/file_store.h"

namespace aplauso::programs {

namespace {
constexpr std::size_t kTextMax = 2000;
constexpr std::size_t kDecisionReasonMax = 500;
constexpr std::int64_t kEvidenceUrlTtl = 3600;

ApiError submission_not_found() {
  return not_found("Evidencia no encontrada.");
}

ApiError invalid_evidence(std::string field, std::string message) {
  return rule_broken("invalid_evidence", "La evidencia no es válida.",
                     {{std::move(field), std::move(message)}});
}

bool web_link(const std::string& link) {
  if (!(link.starts_with("https://") || link.starts_with("http://"))) return false;
  const auto rest = link.substr(link.find("//") + 2);
  if (rest.empty() || rest.front() == '/') return false;
  return std::none_of(link.begin(), link.end(), [](char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '<' || ch == '>' ||
           ch == '"';
  });
}

std::string short_text(const std::string& text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  return std::string(utf8_prefix(text, max_bytes)) + "…";
}
}  // namespace

// --- Submitting ----------------------------------------------------------------------------------

SubmissionView ProgramService::submit(OrgId org, const Viewer& v, const SubmitInput& in) const {
  const std::string text = trimmed(in.text);
  if (utf8_length(text) > kTextMax) {
    throw invalid_evidence("text", "El texto no puede exceder 2000 caracteres.");
  }
  std::optional<std::string> link;
  if (in.link && !trimmed(*in.link).empty()) link = trimmed(*in.link);
  if (link && (link->size() > kTextMax || !web_link(*link))) {
    throw invalid_evidence("link", "Escribe un enlace que empiece con http:// o https://.");
  }
  try {
    return db_.transact([&](db::Conn& c) {
      const auto a = repo_.action(c, org, in.action_id);
      if (!a) throw not_found("Acción no encontrada.");
      const auto p = repo_.find(c, org, a->program_id);
      if (!p) throw program_not_found();
      const bool manager = may_manage(c, org, v, *p);
      if (p->status == "draft" && !manager) throw program_not_found();
      if (!repo_.takes_part(c, org, p->id, v.user_id)) {
        if (!manager) throw forbidden("not_in_audience", "Este programa no es para ti.");
        throw forbidden("not_in_audience",
                        "Este programa no es para ti: no estás en su audiencia.");
      }
      if (!program_open(*p, v.today)) {
        throw conflict("program_not_open", "Este programa no recibe evidencias ahora.");
      }
      if (!action_open(*a, v.today)) {
        throw conflict("action_not_open", "Esta acción no recibe evidencias ahora.");
      }
      const auto tallies = repo_.tallies(c, org, p->id, v.user_id, v.today, week_start(v.today),
                                         month_start(v.today));
      const auto tally_of = [&tallies](std::int64_t action) {
        for (const auto& t : tallies) {
          if (t.action_id == action) return t;
        }
        return ActionTally{action, 0, 0, std::nullopt};
      };
      for (const auto& [action, prerequisite] : repo_.prerequisites(c, org, p->id)) {
        if (action == a->id && tally_of(prerequisite).approved_ever == 0) {
          throw conflict("prerequisite_pending", "Primero completa las acciones previas.");
        }
      }
      const auto mine = tally_of(a->id);
      if (mine.pending_id) {
        throw conflict("pending_submission_exists",
                       "Ya enviaste una evidencia de esta acción: espera a que la revisen.");
      }
      const auto limit = effective_limit(*a);
      if (limit && mine.in_window >= *limit) {
        throw conflict("limit_reached", "Ya completaste esta acción las veces permitidas.");
      }
      SubmissionRow s;
      s.program_id = p->id;
      s.action_id = a->id;
      s.user_id = v.user_id;
      s.text = text;
      s.points = a->points;
      s.share = in.share;
      s.created_at = clock_.now_ms();
      if (a->evidence == "text" && text.empty()) {
        throw invalid_evidence("text", "Cuenta qué hiciste.");
      }
      if (a->evidence == "link") {
        if (!link) throw invalid_evidence("link", "Pega el enlace de tu evidencia.");
        s.link = link;
      } else if (link) {
        s.link = link;
      }
      const bool needs_file = a->evidence == "photo" || a->evidence == "file";
      if (needs_file && !in.attachment_key) {
        throw invalid_evidence("attachment_key",
                               a->evidence == "photo" ? "Sube una foto." : "Sube un archivo.");
      }
      if (in.attachment_key) {
        const auto upload = repo_.upload(c, org, v.user_id, *in.attachment_key, kAttachmentType);
        if (!upload) {
          throw rule_broken("attachment_not_found", "El adjunto no existe o no terminó de subirse.",
                            {{"attachment_key", "El adjunto no existe o no terminó de subirse."}});
        }
        if (a->evidence == "photo" && !upload->content_type.starts_with("image/")) {
          throw invalid_evidence("attachment_key", "La evidencia de esta acción es una foto.");
        }
        s.attachment_key = in.attachment_key;
        s.attachment_name = upload->name;
        s.attachment_type = upload->content_type;
      }
      if (in.resubmission_of) {
        const auto before = repo_.submission(c, org, *in.resubmission_of);
        if (!before || before->user_id != v.user_id || before->action_id != a->id ||
            before->status != "rejected") {
          throw invalid_evidence("resubmission_of",
                                 "Solo puedes volver a enviar una evidencia tuya rechazada de "
                                 "esta acción.");
        }
        s.resubmission_of = in.resubmission_of;
      }
      s.id = repo_.insert_submission(c, org, s, v.today);
      if (a->auto_approve) {
        approve_in(c, org, *repo_.submission(c, org, s.id), std::nullopt, std::nullopt);
      } else {
        auto deciders = repo_.owner_ids(c, org, p->id);
        const auto row = repo_.submission(c, org, s.id);
        if (deciders.empty() && row->leader_id) deciders.push_back(*row->leader_id);
        deciders.erase(std::remove(deciders.begin(), deciders.end(), v.user_id), deciders.end());
        if (!deciders.empty()) {
          notifications_.notify(c, org, "program_submission_pending", deciders,
                                {{"program_id", p->id},
                                 {"submission_id", s.id},
                                 {"name", p->title},
                                 {"action", a->title},
                                 {"points", a->points},
                                 {"actor_id", v.user_id}});
          hub_.signal(c, org, deciders, approvals::kChangedSignal);
        }
      }
      std::vector<SubmissionRow> rows{*repo_.submission(c, org, s.id)};
      return std::move(submission_views(c, org, v.user_id, std::move(rows)).front());
    });
  } catch (const db::Error& e) {
    if (e.failure() != db::Failure::kUniqueViolation) throw;
    throw conflict("pending_submission_exists",
                   "Ya enviaste una evidencia de esta acción: espera a que la revisen.");
  }
}

// --- Deciding ------------------------------------------------------------------------------------

void ProgramService::approve_in(db::Conn& c, OrgId org, const SubmissionRow& s,
                                std::optional<std::int64_t> reviewer,
                                const std::optional<std::string>& note) const {
  const std::int64_t now = clock_.now_ms();
  // The submission first (one winner under concurrent approvals), then the budget: every
  // approval takes its locks in this order.
  if (!repo_.decide(c, org, s.id, "approved", reviewer, note, now)) {
    throw conflict("already_decided", "Esta evidencia ya fue decidida.");
  }
  if (s.points > 0) {
    if (!repo_.reserve(c, org, s.program_id, s.points)) {
      throw conflict("program_budget_exhausted", "Este programa no tiene presupuesto suficiente.");
    }
    // The memo is what the person's history shows: the program and the action, as titled.
    points_.award(c, org, s.user_id, s.points,
                  {"program", std::string(kLedgerSource), s.id, reviewer,
                   s.program_title + " · " + s.action_title});
  }
  notifications_.notify(c, org, "program_submission_approved", {s.user_id},
                        {{"program_id", s.program_id},
                         {"submission_id", s.id},
                         {"name", s.program_title},
                         {"action", s.action_title},
                         {"points", s.points},
                         {"actor_id", reviewer ? boost::json::value(*reviewer) : nullptr}});
  audit_.record(c, org, "programs.submission_approved", {"program_submission", s.id},
                boost::json::object{{"status", "pending"}},
                boost::json::object{{"status", "approved"},
                                    {"program_id", s.program_id},
                                    {"user_id", s.user_id},
                                    {"points", s.points},
                                    {"auto", !reviewer.has_value()}});
}

SubmissionView ProgramService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                      bool approve,
                                      const std::optional<std::string>& reason) const {
  std::optional<std::string> text;
  if (reason) {
    text = trimmed(*reason);
    if (text->empty()) text.reset();
  }
  if (!approve && !text) throw invalid_input("reason", "Indica el motivo del rechazo.");
  if (text && utf8_length(*text) > kDecisionReasonMax) {
    throw invalid_input(approve ? "note" : "reason", "El motivo no puede exceder 500 caracteres.");
  }
  return db_.transact([&](db::Conn& c) {
    const auto s = repo_.submission(c, org, id);
    if (!s) throw submission_not_found();
    const auto p = repo_.find(c, org, s->program_id);
    if (!p) throw submission_not_found();
    if (s->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes aprobar lo que tú mismo enviaste.");
    }
    const bool may = a.admin() || s->leader_id == a.user_id || a.leads(s->user_id) ||
                     repo_.is_owner(c, org, p->id, a.user_id);
    if (!may) {
      throw forbidden("not_your_decision",
                      "Solo un responsable del programa, su líder o un administrador decide esto.");
    }
    if (s->status != "pending") {
      throw conflict("already_decided", "Esta evidencia ya fue decidida.");
    }
    if (approve) {
      approve_in(c, org, *s, a.user_id, text);
    } else {
      if (!repo_.decide(c, org, id, "rejected", a.user_id, text, clock_.now_ms())) {
        throw conflict("already_decided", "Esta evidencia ya fue decidida.");
      }
      notifications_.notify(c, org, "program_submission_rejected", {s->user_id},
                            {{"program_id", s->program_id},
                             {"submission_id", id},
                             {"name", s->program_title},
                             {"action", s->action_title},
                             {"reason", *text},
                             {"actor_id", a.user_id}});
      audit_.record(c, org, "programs.submission_rejected", {"program_submission", id},
                    boost::json::object{{"status", "pending"}},
                    boost::json::object{{"status", "rejected"},
                                        {"program_id", s->program_id},
                                        {"user_id", s->user_id},
                                        {"reason", *text}});
    }
    hub_.signal(c, org, {s->user_id}, approvals::kChangedSignal);
    std::vector<SubmissionRow> rows{*repo_.submission(c, org, id)};
    auto view = std::move(submission_views(c, org, a.user_id, std::move(rows)).front());
    return view;
  });
}

// --- Lists ---------------------------------------------------------------------------------------

SubmissionPage ProgramService::my_submissions(OrgId org, const Viewer& v,
                                              std::optional<std::int64_t> program_id,
                                              const std::optional<std::string>& status,
                                              std::int64_t limit, std::int64_t offset) const {
  if (status && *status != "pending" && *status != "approved" && *status != "rejected" &&
      *status != "cancelled") {
    throw invalid_input("status", "El estado debe ser pending, approved, rejected o cancelled.");
  }
  return db_.run([&](db::Conn& c) {
    auto [rows, total] =
        repo_.mine(c, org, v.user_id, program_id.value_or(0), status.value_or(""), limit, offset);
    SubmissionPage page;
    page.total = total;
    page.items = submission_views(c, org, v.user_id, std::move(rows));
    return page;
  });
}

SubmissionPage ProgramService::submissions(OrgId org, const Viewer& v, std::int64_t program_id,
                                           const std::optional<std::string>& status,
                                           std::int64_t limit, std::int64_t offset) const {
  if (status && *status != "pending" && *status != "approved" && *status != "rejected" &&
      *status != "cancelled") {
    throw invalid_input("status", "El estado debe ser pending, approved, rejected o cancelled.");
  }
  return db_.run([&](db::Conn& c) {
    const auto p = managed(c, org, v, program_id);
    auto [rows, total] = repo_.of_program(c, org, p.id, status.value_or(""), limit, offset);
    SubmissionPage page;
    page.total = total;
    page.items = submission_views(c, org, v.user_id, std::move(rows));
    for (auto& s : page.items) {
      s.can_decide = s.row.status == "pending" && s.row.user_id != v.user_id;
    }
    return page;
  });
}

std::vector<approvals::ApprovalItem> ProgramService::pending_for(OrgId org,
                                                                 const approvals::Approver& a,
                                                                 std::int64_t limit) const {
  return db_.run([&](db::Conn& c) {
    const auto rows = repo_.pending_for(c, org, a.user_id, a.admin(), limit);
    const std::int64_t now_s = clock_.now_s();
    std::vector<approvals::ApprovalItem> out;
    for (const auto& s : rows) {
      approvals::ApprovalItem item;
      item.kind = "program_submission";
      item.id = s.id;
      item.requester_id = s.user_id;
      item.title = s.action_title;
      item.detail = short_text(s.text, 300);
      item.context = s.program_title;
      item.points = s.points;
      item.submitted_at_ms = s.created_at;
      if (s.attachment_key) {
        item.attachment = approvals::ApprovalAttachment{
            *s.attachment_key, s.attachment_name.value_or(""), s.attachment_type,
            files_.read_url(*s.attachment_key, now_s, kEvidenceUrlTtl)};
      }
      item.link = s.link;
      if (s.budget_points && *s.budget_points - s.budget_spent < s.points) {
        item.blocked = true;
        item.blocked_reason = "sin presupuesto";
      }
      item.href = "/programs/" + std::to_string(s.program_id);
      out.push_back(std::move(item));
    }
    return out;
  });
}

std::int64_t ProgramService::pending_count(OrgId org, const approvals::Approver& a) const {
  return db_.run([&](db::Conn& c) { return repo_.pending_count(c, org, a.user_id, a.admin()); });
}

// --- Due reminders -------------------------------------------------------------------------------

void ProgramService::forget_person(db::Conn& c, OrgId org,
                                   const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id, clock_.now_ms());
}

int ProgramService::remind_due() const {
  const std::int64_t now = clock_.now_ms();
  const auto utc_today = forms::local_day("UTC", now);
  // Every organisation's today lies within a day of UTC's; tomorrow within two.
  const auto orgs = db_.run([&](db::Conn& c) {
    return repo_.orgs_with_due(c, add_days(utc_today, -1), add_days(utc_today, 2));
  });
  int reminded = 0;
  for (const auto& [org_id, zone] : orgs) {
    const OrgId org{org_id};
    const auto today = forms::local_day(zone, now);
    reminded += db_.transact([&](db::Conn& c) {
      int count = 0;
      for (const auto& due_on : {add_days(today, 1), today}) {
        const auto claimed = repo_.claim_due(c, org, due_on, today, now);
        if (claimed.empty()) continue;
        std::vector<std::int64_t> programs;
        for (const auto& claim : claimed) programs.push_back(claim.first);
        const auto titles = repo_.titles(c, org, unique_ids(programs));
        std::vector<std::int64_t> users;
        std::vector<boost::json::object> payloads;
        for (const auto& [program, user] : claimed) {
          std::string title;
          for (const auto& [id, t] : titles) {
            if (id == program) title = t;
          }
          users.push_back(user);
          payloads.push_back({{"program_id", program},
                              {"name", title},
                              {"due_on", due_on},
                              {"today", due_on == today}});
        }
        notifications_.notify_each(c, org, "program_due", users, payloads);
        count += static_cast<int>(users.size());
      }
      return count;
    });
  }
  return reminded;
}

}  // namespace aplauso::programs
