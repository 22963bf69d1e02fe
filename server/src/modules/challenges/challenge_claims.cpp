// Claims and check-ins (CHL-★1, CHL-★2): sending a claim with its guard rails (daily and period
// caps, duplicate evidence by content hash or link), deciding it (four eyes: two different
// approvers), the lists of claims, the approvals inbox's part, and the rotating check-in code.
#include <algorithm>

#include <boost/json/object.hpp>

#include "core/crypto.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/rotating_code.h"
#include "core/utf8.h"
#include "db/conn.h"
#include "db/database.h"
#include "modules/approvals/approval_service.h"
#include "modules/audit/audit_log.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/challenges/challenge_service.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "storage/file_store.h"
#include "storage/local_store.h"

namespace aplauso::challenges {

namespace {
constexpr std::size_t kClaimTextMax = 2000;
constexpr std::size_t kReasonMax = 500;
constexpr std::int64_t kEvidenceTtl = 3600;

ApiError invalid_evidence(std::string field, std::string message) {
  return rule_broken("invalid_evidence", "La evidencia no es válida.",
                     {{std::move(field), std::move(message)}});
}

ApiError duplicate_evidence() {
  return conflict("duplicate_evidence", "Esta evidencia ya se usó en este reto.");
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

std::string claim_summary(const std::string& text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  return std::string(utf8_prefix(text, max_bytes)) + "…";
}

std::string challenge_code(const ChallengeRow& ch, std::int64_t window) {
  return rotating_code(ch.checkin_secret,
                       "challenge:" + std::to_string(ch.id) + ":" + std::to_string(window), 6);
}

std::string amount_text(std::int64_t milli) {
  if (milli % kOne == 0) return std::to_string(milli / kOne);
  std::string s = std::to_string(milli / kOne) + ",";
  auto frac = std::to_string(1000 + std::llabs(milli % kOne)).substr(1);
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  return s + frac;
}
}  // namespace

// --- Sending a claim -----------------------------------------------------------------------------

ClaimView ChallengeService::claim(OrgId org, const Viewer& v, std::int64_t challenge_id,
                                  const ClaimInput& in) const {
  const std::string text = trimmed(in.text);
  if (utf8_length(text) > kClaimTextMax) {
    throw invalid_evidence("text", "El texto no puede exceder 2000 caracteres.");
  }
  std::optional<std::string> link;
  if (in.link && !trimmed(*in.link).empty()) link = trimmed(*in.link);
  if (link && (link->size() > kClaimTextMax || !web_link(*link))) {
    throw invalid_evidence("link", "Escribe un enlace que empiece con http:// o https://.");
  }
  // The file's content hash, read before the transaction (local store; absent on S3).
  std::optional<std::string> content_hash;
  if (in.upload_key && uploads_.local() != nullptr && storage::is_valid_key(*in.upload_key)) {
    if (const auto bytes = uploads_.local()->read(*in.upload_key)) {
      content_hash = crypto::to_hex(crypto::sha256(*bytes));
    }
  }
  try {
    return db_.transact([&](db::Conn& c) {
      const auto ch = visible(c, org, v, challenge_id);
      if (ch.metric != "claims" && ch.metric != "number") {
        throw conflict("wrong_metric", "Este reto no se cuenta así.");
      }
      if (!challenge_open(ch, v.today)) throw not_open();
      if (!takes_part(c, org, ch, v.user_id)) {
        if (!in_audience(c, org, ch, v.user_id)) {
          throw forbidden("not_in_audience", "Este reto no es para ti.");
        }
        throw conflict("not_joined", "Primero únete al reto.");
      }
      ClaimRow k;
      k.challenge_id = ch.id;
      k.user_id = v.user_id;
      k.period_key = period_of(ch, v.today).key;
      k.day = v.today;
      k.text = text;
      k.used_alternative = in.used_alternative;
      k.created_at = clock_.now_ms();
      if (ch.evidence == "text" && text.empty()) {
        throw invalid_evidence("text", "Cuenta qué hiciste.");
      }
      if (ch.evidence == "link" && !link) {
        throw invalid_evidence("link", "Pega el enlace de tu evidencia.");
      }
      k.link = link;
      const bool needs_file = ch.evidence == "photo" || ch.evidence == "file";
      if (needs_file && !in.upload_key) {
        throw invalid_evidence("upload_key",
                               ch.evidence == "photo" ? "Sube una foto." : "Sube un archivo.");
      }
      if (in.upload_key) {
        const auto upload = repo_.upload(c, org, v.user_id, *in.upload_key, kAttachmentType);
        if (!upload) {
          throw ApiError(
              ErrorKind::kInvalid, "attachment_not_found",
              "El adjunto no existe, no es tuyo o no terminó de subirse.",
              {{"upload_key", "El adjunto no existe, no es tuyo o no terminó de subirse."}});
        }
        if (ch.evidence == "photo" && !upload->content_type.starts_with("image/")) {
          throw invalid_evidence("upload_key", "La evidencia de este reto es una foto.");
        }
        k.upload_key = in.upload_key;
        k.upload_name = upload->name;
        k.upload_type = upload->content_type;
        k.content_hash = content_hash;
      }
      if (ch.metric == "number") {
        if (!in.number) throw invalid_evidence("number", "Escribe el número que registras.");
        if (*in.number <= 0) throw invalid_evidence("number", "El número debe ser mayor que 0.");
        if (ch.max_per_claim && *in.number > *ch.max_per_claim) {
          throw invalid_evidence(
              "number", "El máximo por reclamo es " + amount_text(*ch.max_per_claim) + ".");
        }
        k.number = in.number;
      }
      repo_.lock_participant(c, org, ch.id, v.user_id);
      const auto mine = repo_.mine(c, org, v.user_id, {ch.id}, {k.period_key}, v.today, 0);
      if (mine.front().claims_today >= ch.max_claims_per_day) {
        throw ApiError(ErrorKind::kRateLimited, "daily_cap",
                       "Ya enviaste el máximo de reclamos de hoy.")
            .with_retry_after(3600);
      }
      if (ch.max_claims_total && mine.front().claims_in_period >= *ch.max_claims_total) {
        throw conflict("claim_limit", "Ya enviaste el máximo de reclamos de este periodo.");
      }
      if (repo_.duplicate(c, org, ch.id, k.content_hash, k.link)) throw duplicate_evidence();
      k.approvals_needed = four_eyes(ch) ? 2 : 1;
      k.id = repo_.insert_claim(c, org, k);
      if (ch.approval == "auto" && k.approvals_needed == 1) {
        approve_in(c, org, ch, *repo_.claim(c, org, k.id), std::nullopt, std::nullopt, v.timezone);
      } else {
        auto deciders = repo_.approvers(c, org, {ch.id});
        std::vector<std::int64_t> to;
        for (const auto& d : deciders) to.push_back(d.second);
        if (const auto leader = repo_.leader_of(c, org, v.user_id)) to.push_back(*leader);
        if (to.empty()) to = repo_.admins(c, org);
        to = unique_ids(to);
        to.erase(std::remove(to.begin(), to.end(), v.user_id), to.end());
        if (!to.empty()) {
          notifications_.notify(c, org, "challenge_claim_pending", to,
                                {{"challenge_id", ch.id},
                                 {"claim_id", k.id},
                                 {"name", ch.title},
                                 {"actor_id", v.user_id}});
          hub_.signal(c, org, to, approvals::kChangedSignal);
        }
      }
      std::vector<ClaimRow> rows{*repo_.claim(c, org, k.id)};
      auto view = std::move(claim_views(c, org, v.user_id, std::move(rows)).front());
      view.can_decide = false;
      return view;
    });
  } catch (const db::Error& e) {
    if (e.failure() != db::Failure::kUniqueViolation) throw;
    throw duplicate_evidence();
  }
}

// --- Deciding ------------------------------------------------------------------------------------

void ChallengeService::approve_in(db::Conn& c, OrgId org, const ChallengeRow& ch, const ClaimRow& k,
                                  std::optional<std::int64_t> reviewer,
                                  const std::optional<std::string>& note,
                                  const std::string& timezone) const {
  (void)timezone;
  const std::int64_t now = clock_.now_ms();
  if (!repo_.decide(c, org, k.id, "approved", reviewer, note, now)) {
    throw conflict("already_decided", "Este reclamo ya fue decidido.");
  }
  // Counted in the period it was sent in, once (the contribution's source is the claim).
  const std::int64_t amount = ch.metric == "number" ? k.number.value_or(0) : kOne;
  contribute(c, org, ch, k.user_id, k.period_key, amount, "claim", k.id, now);
  notifications_.notify(c, org, "challenge_claim_approved", {k.user_id},
                        {{"challenge_id", ch.id},
                         {"claim_id", k.id},
                         {"name", ch.title},
                         {"actor_id", reviewer ? boost::json::value(*reviewer) : nullptr}});
  audit_.record(c, org, "challenges.claim_approved", {"challenge_claim", k.id},
                boost::json::object{{"status", "pending"}},
                boost::json::object{{"status", "approved"},
                                    {"challenge_id", ch.id},
                                    {"user_id", k.user_id},
                                    {"amount", amount},
                                    {"auto", !reviewer.has_value()}});
}

ClaimView ChallengeService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                   bool approve, const std::optional<std::string>& reason) const {
  std::optional<std::string> text;
  if (reason) {
    text = trimmed(*reason);
    if (text->empty()) text.reset();
  }
  if (!approve && !text) throw invalid_input("reason", "Indica el motivo del rechazo.");
  if (text && utf8_length(*text) > kReasonMax) {
    throw invalid_input(approve ? "note" : "reason", "El motivo no puede exceder 500 caracteres.");
  }
  return db_.transact([&](db::Conn& c) {
    auto k = repo_.claim(c, org, id);
    if (!k) throw claim_not_found();
    const auto ch = repo_.find(c, org, k->challenge_id, false);
    if (!ch) throw claim_not_found();
    if (k->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes aprobar lo que tú mismo enviaste.");
    }
    const bool may = a.admin() || k->leader_id == a.user_id || a.leads(k->user_id) ||
                     repo_.is_approver(c, org, ch->id, a.user_id);
    if (!may) {
      throw forbidden("not_your_decision",
                      "Solo un aprobador del reto, tu líder o un administrador decide esto.");
    }
    if (k->status != "pending") throw conflict("already_decided", "Este reclamo ya fue decidido.");
    const std::int64_t now = clock_.now_ms();
    if (approve) {
      if (k->approvals_needed == 2 && k->first_approver_id == a.user_id) {
        throw forbidden("second_approver_required", "Falta la aprobación de otra persona.");
      }
      if (k->approvals_needed == 2 && !k->first_approver_id &&
          repo_.first_approval(c, org, id, a.user_id, now)) {
        audit_.record(c, org, "challenges.claim_first_approval", {"challenge_claim", id}, nullptr,
                      boost::json::object{{"challenge_id", ch->id}, {"user_id", k->user_id}});
        const auto approvers = repo_.approvers(c, org, {ch->id});
        std::vector<std::int64_t> to;
        for (const auto& d : approvers) to.push_back(d.second);
        hub_.signal(c, org, unique_ids(to), approvals::kChangedSignal);
      } else {
        if (k->approvals_needed == 2) {
          // Someone else gave the first approval meanwhile: this one is the second.
          k = repo_.claim(c, org, id);
          if (!k || k->status != "pending" || !k->first_approver_id) {
            throw conflict("already_decided", "Este reclamo ya fue decidido.");
          }
          if (*k->first_approver_id == a.user_id) {
            throw forbidden("second_approver_required", "Falta la aprobación de otra persona.");
          }
        }
        approve_in(c, org, *ch, *k, a.user_id, text, "");
      }
    } else {
      if (!repo_.decide(c, org, id, "rejected", a.user_id, text, now)) {
        throw conflict("already_decided", "Este reclamo ya fue decidido.");
      }
      notifications_.notify(c, org, "challenge_claim_rejected", {k->user_id},
                            {{"challenge_id", ch->id},
                             {"claim_id", id},
                             {"name", ch->title},
                             {"reason", *text},
                             {"actor_id", a.user_id}});
      audit_.record(c, org, "challenges.claim_rejected", {"challenge_claim", id},
                    boost::json::object{{"status", "pending"}},
                    boost::json::object{{"status", "rejected"},
                                        {"challenge_id", ch->id},
                                        {"user_id", k->user_id},
                                        {"reason", *text}});
    }
    hub_.signal(c, org, {k->user_id}, approvals::kChangedSignal);
    std::vector<ClaimRow> rows{*repo_.claim(c, org, id)};
    return std::move(claim_views(c, org, a.user_id, std::move(rows)).front());
  });
}

// --- Lists ---------------------------------------------------------------------------------------

namespace {
void check_claim_status(const std::optional<std::string>& status) {
  if (status && *status != "pending" && *status != "approved" && *status != "rejected") {
    throw invalid_input("status", "El estado debe ser pending, approved o rejected.");
  }
}
}  // namespace

ClaimPage ChallengeService::my_claims(OrgId org, const Viewer& v,
                                      std::optional<std::int64_t> challenge_id,
                                      const std::optional<std::string>& status, std::int64_t limit,
                                      std::int64_t offset) const {
  check_claim_status(status);
  return db_.run([&](db::Conn& c) {
    auto [rows, total] = repo_.mine_claims(c, org, v.user_id, challenge_id.value_or(0),
                                           status.value_or(""), limit, offset);
    ClaimPage page;
    page.total = total;
    page.items = claim_views(c, org, v.user_id, std::move(rows));
    for (auto& k : page.items) k.can_decide = false;
    return page;
  });
}

ClaimPage ChallengeService::claims(OrgId org, const Viewer& v, std::int64_t challenge_id,
                                   const std::optional<std::string>& status, std::int64_t limit,
                                   std::int64_t offset) const {
  check_claim_status(status);
  return db_.run([&](db::Conn& c) {
    const auto ch = approving(c, org, v, challenge_id);
    auto [rows, total] = repo_.of_challenge(c, org, ch.id, status.value_or(""), limit, offset);
    ClaimPage page;
    page.total = total;
    page.items = claim_views(c, org, v.user_id, std::move(rows));
    return page;
  });
}

std::vector<approvals::ApprovalItem> ChallengeService::pending_for(OrgId org,
                                                                   const approvals::Approver& a,
                                                                   std::int64_t limit) const {
  return db_.run([&](db::Conn& c) {
    const auto rows = repo_.pending_for(c, org, a.user_id, a.admin(), limit);
    const std::int64_t now_s = clock_.now_s();
    std::vector<approvals::ApprovalItem> out;
    for (const auto& k : rows) {
      approvals::ApprovalItem item;
      item.kind = "challenge_claim";
      item.id = k.id;
      item.requester_id = k.user_id;
      item.title = k.challenge_metric == "number" && k.number
                       ? amount_text(*k.number) + (k.challenge_unit ? " " + *k.challenge_unit : "")
                       : k.challenge_title;
      item.detail = claim_summary(k.text, 300);
      if (k.used_alternative) {
        item.detail = "(Alternativa adaptada) " + item.detail;
      }
      item.context = k.challenge_title;
      item.points = 0;
      item.submitted_at_ms = k.created_at;
      if (k.upload_key) {
        item.attachment =
            approvals::ApprovalAttachment{*k.upload_key, k.upload_name.value_or(""), k.upload_type,
                                          files_.read_url(*k.upload_key, now_s, kEvidenceTtl)};
      }
      item.link = k.link;
      item.href = "/challenges/" + std::to_string(k.challenge_id);
      if (k.approvals_needed == 2) {
        item.approvals_needed = 2;
        item.approvals_done = k.first_approver_id ? 1 : 0;
      }
      out.push_back(std::move(item));
    }
    return out;
  });
}

std::int64_t ChallengeService::pending_count(OrgId org, const approvals::Approver& a) const {
  return db_.run([&](db::Conn& c) { return repo_.pending_count(c, org, a.user_id, a.admin()); });
}

// --- Check-ins -----------------------------------------------------------------------------------

CodeView ChallengeService::code(OrgId org, const Viewer& v, std::int64_t challenge_id) const {
  return db_.run([&](db::Conn& c) {
    const auto ch = approving(c, org, v, challenge_id);
    if (ch.metric != "checkin") throw conflict("wrong_metric", "Este reto no se cuenta así.");
    const auto window = code_window(clock_.now_ms());
    CodeView out;
    out.code = challenge_code(ch, window);
    out.qr_text = "APL-RETO:" + std::to_string(ch.id) + ":" + out.code;
    out.expires_at = (window + 1) * kCodePeriodMs;
    return out;
  });
}

Mine ChallengeService::checkin(OrgId org, const Viewer& v, std::int64_t challenge_id,
                               const std::string& typed) const {
  // The 6 digits as typed (spaces and dashes allowed), or the QR text APL-RETO:{id}:{code}.
  const std::string text = trimmed(typed);
  const std::string prefix = "APL-RETO:" + std::to_string(challenge_id) + ":";
  std::string digits;
  if (text.starts_with("APL-RETO:")) {
    if (text.starts_with(prefix)) digits = without_separators(text.substr(prefix.size()));
  } else {
    digits = without_separators(text);
  }
  return db_.transact([&](db::Conn& c) {
    const auto ch = visible(c, org, v, challenge_id);
    if (ch.metric != "checkin") throw conflict("wrong_metric", "Este reto no se cuenta así.");
    if (!challenge_open(ch, v.today)) throw not_open();
    if (!takes_part(c, org, ch, v.user_id)) {
      if (!in_audience(c, org, ch, v.user_id)) {
        throw forbidden("not_in_audience", "Este reto no es para ti.");
      }
      throw conflict("not_joined", "Primero únete al reto.");
    }
    const std::int64_t now = clock_.now_ms();
    const auto window = code_window(now);
    const bool valid =
        digits.size() == 6 && all_digits(digits) &&
        (digits == challenge_code(ch, window) || digits == challenge_code(ch, window - 1));
    if (!valid) {
      const auto key = std::to_string(org.value) + ":" + std::to_string(v.user_id);
      if (const auto wait = code_attempts_.acquire(key, now); wait > 0) {
        throw ApiError(ErrorKind::kRateLimited, "too_many_attempts",
                       "Demasiados intentos: espera un minuto.")
            .with_retry_after(wait);
      }
      throw ApiError(ErrorKind::kInvalid, "invalid_code", "El código no es válido o ya caducó.",
                     {{"code", "El código no es válido o ya caducó."}});
    }
    // One a day: the day is the contribution's source.
    if (!contribute(c, org, ch, v.user_id, period_of(ch, v.today).key, kOne, "checkin",
                    day_number(v.today), now)) {
      throw conflict("already_checked_in", "Ya hiciste check-in hoy en este reto.");
    }
    audit_.record(c, org, "challenges.checkin", {"challenge", ch.id}, nullptr,
                  boost::json::object{{"user_id", v.user_id}, {"day", v.today}});
    return mine_in(c, org, v, *repo_.find(c, org, ch.id));
  });
}

Mine ChallengeService::mine_in(db::Conn& c, OrgId org, const Viewer& v,
                               const ChallengeRow& ch) const {
  return detail_in(c, org, v, ch).challenge.mine;
}

}  // namespace aplauso::challenges
