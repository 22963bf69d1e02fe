#include "modules/complaints/complaint_service.h"

#include <sodium.h>

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <map>
#include <set>

#include "api/actor.h"
#include "core/clock.h"
#include "core/crypto.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/http_fetch.h"
#include "core/pdf.h"
#include "core/secret_box.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/accounts/password_policy.h"
#include "modules/audit/audit_log.h"
#include "modules/complaints/complaint_seal.h"
#include "modules/complaints/complaint_strip.h"
#include "modules/forms/form_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/publication.h"
#include "modules/tasks/task_service.h"
#include "modules/uploads/upload_repo.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/user_repo.h"
#include "storage/file_store.h"

namespace aplauso::complaints {

namespace json = boost::json;

struct ComplaintService::Opened {
  CaseRow row;
  std::string key;
};

namespace {
constexpr std::int64_t kMaxTries = 5;
constexpr std::int64_t kLockMs = 15 * 60 * 1000;
constexpr std::int64_t kMaxEvidence = 20;
constexpr const char* kCasePurpose = "complaints.case";
constexpr const char* kReceiptPurpose = "complaints.receipt";

const std::set<std::string> kStageSet{"received", "resguardo", "investigation", "derived",
                                      "report",   "measures",  "closed"};
const std::set<std::string> kMilestones{"notified", "dt_notice", "dt_deposit", "resguardo_adopted"};
const std::set<std::string> kProfiles{"cl", "eu", "mx", "co", "custom"};
const std::set<std::string> kRoles{"accused", "witness", "affected"};

bool known_kind(const std::string& k) {
  return std::any_of(std::begin(kKinds), std::end(kKinds), [&](const char* x) { return k == x; });
}

ApiError receipt_not_found() {
  return ApiError(ErrorKind::kNotFound, "not_found", "Recibo o frase incorrectos.");
}
ApiError case_not_found() {
  return not_found("Caso no encontrado.");
}
ApiError too_many(int seconds) {
  return ApiError(ErrorKind::kRateLimited, "too_many_attempts",
                  "Demasiados intentos. Espera unos minutos antes de volver a intentarlo.")
      .with_retry_after(seconds)
      .with_detail("retry_after_seconds", std::to_string(seconds));
}
ApiError archived_error() {
  return conflict("case_archived", "El caso está archivado: ya no admite cambios.");
}
ApiError not_handler() {
  return forbidden("forbidden", "Solo el comité de denuncias puede hacer esto.");
}

std::string content_text(const Content& c) {
  return json::serialize(json::object{{"facts", c.facts},
                                      {"when_text", c.when_text},
                                      {"where_text", c.where_text},
                                      {"people_text", c.people_text},
                                      {"witnesses_text", c.witnesses_text},
                                      {"desired_measures", c.desired_measures}});
}

Content content_of(const std::string& text) {
  Content c;
  boost::system::error_code ec;
  const auto v = json::parse(text, ec);
  if (ec || !v.is_object()) return c;
  const auto& o = v.as_object();
  const auto get = [&o](const char* k) {
    const auto* x = o.if_contains(k);
    return x && x->is_string() ? std::string(x->as_string()) : std::string();
  };
  c.facts = get("facts");
  c.when_text = get("when_text");
  c.where_text = get("where_text");
  c.people_text = get("people_text");
  c.witnesses_text = get("witnesses_text");
  c.desired_measures = get("desired_measures");
  return c;
}

std::string canonical(const LogRow& r) {
  return std::to_string(r.case_id) + "\n" + std::to_string(r.seq) + "\n" + std::to_string(r.at) +
         "\n" + r.kind + "\n" + r.actor + "\n" + r.detail;
}

std::string chain_hash(const std::string& prev, const LogRow& r) {
  return crypto::to_hex(crypto::sha256(prev + canonical(r)));
}

const std::string& genesis() {
  static const std::string g(64, '0');
  return g;
}

/// The stage's log entry.
std::string stage_event(const std::string& stage) {
  if (stage == "resguardo") return "resguardo_adopted";
  if (stage == "derived") return "derived";
  if (stage == "investigation") return "investigation_started";
  if (stage == "report") return "report_deposited";
  if (stage == "measures") return "measures_applied";
  if (stage == "closed") return "closed";
  return "stage_changed";
}

std::int64_t midnight_ms(const std::string& day) {
  const auto ymd = parse_day(day);
  if (!ymd) return 0;
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::sys_days{*ymd}.time_since_epoch())
      .count();
}

std::optional<std::string> decode_base64(const std::string& text) {
  if (sodium_init() < 0) return std::nullopt;
  std::string out(text.size() / 4 * 3 + 3, '\0');
  std::size_t len = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(),
                        text.size(), " \n\r\t", &len, nullptr,
                        sodium_base64_VARIANT_ORIGINAL) != 0) {
    return std::nullopt;
  }
  out.resize(len);
  return out;
}

void check_length(std::vector<FieldError>& errors, const std::string& field,
                  const std::string& value, std::size_t max, const std::string& label) {
  if (utf8_length(value) > max) {
    errors.push_back({field, label + " admite hasta " + std::to_string(max) + " caracteres."});
  }
}
}  // namespace

ComplaintService::ComplaintService(const db::Database& db, const Clock& clock,
                                   std::string server_secret, bool fast_hashing,
                                   const storage::FileStore& files,
                                   const uploads::UploadService& uploads,
                                   const audit::AuditLog& audit,
                                   const notifications::NotificationService& notifications,
                                   const tasks::TaskService& tasks, NoticeSender notices)
    : db_(db),
      clock_(clock),
      secret_(std::move(server_secret)),
      fast_(fast_hashing),
      files_(files),
      uploads_(uploads),
      audit_(audit),
      notifications_(notifications),
      tasks_(tasks),
      notice_sender_(std::move(notices)),
      client_limiter_(20, 20) {}

// --- Helpers -----------------------------------------------------------------------------------

std::string ComplaintService::case_key(const CaseRow& row) const {
  auto key = secret_box::open(secret_, kCasePurpose, row.sealed_key_server);
  if (!key) throw std::runtime_error("complaints: the case key does not open with this secret");
  return *key;
}

void ComplaintService::append_log(db::Conn& c, OrgId org, std::int64_t case_id, std::int64_t at,
                                  const std::string& kind, const std::string& actor,
                                  const std::string& detail) const {
  const auto last = repo_.last_log(c, org, case_id);
  LogRow r;
  r.case_id = case_id;
  r.seq = last ? last->seq + 1 : 1;
  r.at = at;
  r.kind = kind;
  r.actor = actor;
  r.detail = detail;
  r.prev_hash = last ? last->hash : genesis();
  r.hash = chain_hash(r.prev_hash, r);
  repo_.append_log(c, org, r);
}

std::vector<Deadline> ComplaintService::deadlines_of(db::Conn& c, OrgId org, const CaseRow& row,
                                                     const std::string& today) const {
  const auto settings = repo_.settings(c, org);
  const auto zone = repo_.org_zone(c, org).first;
  Milestones m;
  m.received = row.created_day;
  const auto set_first = [](std::optional<std::string>& slot, const std::string& day) {
    if (!slot) slot = day;
  };
  for (const auto& e : repo_.log(c, org, row.id)) {
    const auto day = forms::local_day(zone, e.at);
    if (e.kind == "resguardo_adopted") set_first(m.resguardo, day);
    if (e.kind == "derived" || e.kind == "dt_notice") set_first(m.derived, day);
    if (e.kind == "investigation_started") set_first(m.investigation, day);
    if (e.kind == "report_deposited") set_first(m.report, day);
    if (e.kind == "measures_applied") set_first(m.measures, day);
    if (e.kind == "closed") set_first(m.closed, day);
    if (e.kind == "message_sent" || e.kind == "resguardo_adopted" ||
        e.kind == "investigation_started" || e.kind == "derived")
      set_first(m.acknowledged, day);
  }
  if (row.closed_day) m.closed = row.closed_day;
  return deadlines(row.profile, settings.custom, m, today);
}

CaseRow ComplaintService::visible_case(db::Conn& c, OrgId org, const Caller& who,
                                       std::int64_t id) const {
  const auto row = repo_.find(c, org, id);
  if (!row) throw case_not_found();
  if (!repo_.conflicts(c, org, id, {who.user_id}).empty()) throw case_not_found();
  if (!repo_.is_handler(c, org, who.user_id) && !repo_.is_assigned(c, org, id, who.user_id))
    throw case_not_found();
  return *row;
}

// --- Intake ------------------------------------------------------------------------------------

FormInfo ComplaintService::form(OrgId org, const std::string& org_name) const {
  return db_.run([&](db::Conn& c) {
    FormInfo f;
    f.organisation = org_name;
    for (auto& [id, name] : repo_.areas(c, org)) f.areas.push_back({id, std::move(name)});
    f.profile = repo_.settings(c, org).profile;
    return f;
  });
}

Receipt ComplaintService::create(db::Conn& c, OrgId org, const Intake& in, bool anonymous_route,
                                 std::optional<std::int64_t> reporter_id,
                                 std::optional<std::int64_t> verbal_by, std::int64_t now) const {
  std::vector<FieldError> errors;
  if (!known_kind(in.kind)) {
    errors.push_back({"kind", "Elige el tipo de denuncia."});
  }
  if (in.content.facts.empty()) errors.push_back({"facts", "Cuenta qué pasó."});
  check_length(errors, "facts", in.content.facts, 20000, "El relato");
  check_length(errors, "when_text", in.content.when_text, 2000, "Cuándo");
  check_length(errors, "where_text", in.content.where_text, 2000, "Dónde");
  check_length(errors, "people_text", in.content.people_text, 4000, "Las personas involucradas");
  check_length(errors, "witnesses_text", in.content.witnesses_text, 4000, "Los testigos");
  check_length(errors, "desired_measures", in.content.desired_measures, 4000,
               "Las medidas que esperas");
  if (in.area_id && !repo_.area_name(c, org, *in.area_id)) {
    errors.push_back({"area_id", "Esa área no existe."});
  }
  std::vector<std::pair<std::int64_t, std::string>> people;
  const auto add_people = [&](const std::vector<std::int64_t>& ids, const char* role,
                              const char* field) {
    std::vector<std::int64_t> unique(ids);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    if (repo_.members(c, org, unique).size() != unique.size()) {
      errors.push_back({field, "Alguna de esas personas no es de la organización."});
    }
    for (const auto id : unique) people.emplace_back(id, role);
  };
  add_people(in.accused_ids, "accused", "accused_ids");
  add_people(in.witness_ids, "witness", "witness_ids");
  add_people(in.affected_ids, "affected", "affected_ids");
  if (reporter_id && verbal_by && repo_.members(c, org, {*reporter_id}).empty()) {
    errors.push_back({"reporter_id", "Esa persona no es de la organización."});
  }
  if (!errors.empty()) {
    const auto message = errors.front().message;
    throw rule_broken("invalid_complaint", message, std::move(errors));
  }
  const auto length = utf8_length(in.passphrase);
  if (length < 10 || length > 200) {
    throw rule_broken("weak_passphrase", "La frase debe tener de 10 a 200 caracteres.",
                      {{"passphrase", "La frase debe tener de 10 a 200 caracteres."}});
  }
  if (accounts::is_common_password(in.passphrase)) {
    throw rule_broken("weak_passphrase", "Esa frase es demasiado común: elige otra.",
                      {{"passphrase", "Esa frase es demasiado común: elige otra."}});
  }
  const auto [zone, org_name] = repo_.org_zone(c, org);
  const auto day = forms::local_day(zone, now);
  const auto settings = repo_.settings(c, org);
  const auto receipt = seal::new_receipt();
  const auto key = seal::new_key();
  const auto salt = crypto::random_bytes(crypto_pwhash_SALTBYTES);
  const auto reporter_key = seal::reporter_key(receipt, in.passphrase, salt, fast_);
  NewCaseRow row;
  row.receipt_hash = crypto::to_hex(crypto::hmac_sha256(secret_, kReceiptPurpose + receipt));
  row.kind = in.kind;
  row.identified = reporter_id.has_value();
  row.reporter_user_id = reporter_id;
  row.notify_reporter = reporter_id.has_value() && in.notify_me;
  row.third_party = in.third_party;
  row.profile = settings.profile;
  row.area_id = in.area_id;
  row.verbal_by = verbal_by;
  row.sealed_key_server = secret_box::seal(secret_, kCasePurpose, key);
  row.sealed_key_reporter = seal::seal(reporter_key, key);
  row.salt = crypto::base64url_encode(salt);
  row.sealed_content = seal::seal(key, content_text(in.content));
  row.created_day = day;
  // An anonymous case is told to the handlers the next day (announce_anonymous), so that no
  // notification or mail carries the time it arrived.
  const bool anonymous = !reporter_id && !verbal_by;
  row.announced = !anonymous;
  const auto id = repo_.insert_case(c, org, row);
  repo_.set_people(c, org, id, people);
  // An anonymous case keeps no time of day, not even in its log.
  const auto at = reporter_id || verbal_by ? now : midnight_ms(day);
  append_log(c, org, id, at, "received", verbal_by ? std::to_string(*verbal_by) : "reporter",
             verbal_by ? "Denuncia recibida en forma verbal (acta)" : "Denuncia recibida");
  if (!anonymous) announce_case(c, org, id, verbal_by);
  if (verbal_by) {
    audit_.record(c, org, "complaints.verbal_intake", {"complaint_case", id}, nullptr,
                  json::object{{"kind", in.kind}, {"identified", reporter_id.has_value()}});
  }
  (void)anonymous_route;
  Receipt r;
  r.receipt = seal::format_receipt(receipt);
  r.created_day = day;
  r.stage = "received";
  if (verbal_by) r.case_id = id;
  return r;
}

Receipt ComplaintService::submit_anonymous(OrgId org, const Intake& intake,
                                           const std::string& client) const {
  if (const int wait = client_limiter_.acquire(
          "intake:" + std::to_string(org.value) + ":" + crypto::to_hex(crypto::sha256(client)),
          clock_.now_ms());
      wait > 0) {
    throw too_many(wait);
  }
  return db_.transact([&](db::Conn& c) {
    return create(c, org, intake, true, std::nullopt, std::nullopt, clock_.now_ms());
  });
}

Receipt ComplaintService::submit(OrgId org, std::int64_t user_id, const Intake& intake) const {
  return db_.transact([&](db::Conn& c) {
    return create(c, org, intake, false,
                  intake.identified ? std::optional<std::int64_t>(user_id) : std::nullopt,
                  std::nullopt, clock_.now_ms());
  });
}

Receipt ComplaintService::submit_verbal(OrgId org, const Caller& who, const Intake& intake) const {
  return db_.transact([&](db::Conn& c) {
    if (!repo_.is_handler(c, org, who.user_id)) throw not_handler();
    return create(c, org, intake, false, intake.reporter_id, who.user_id, clock_.now_ms());
  });
}

// --- The reporter ------------------------------------------------------------------------------

ComplaintService::Opened ComplaintService::authenticate(db::Conn& c, OrgId org,
                                                        const std::string& receipt,
                                                        const std::string& passphrase,
                                                        const std::string& client) const {
  const auto now = clock_.now_ms();
  if (const int wait = client_limiter_.acquire(
          "open:" + std::to_string(org.value) + ":" + crypto::to_hex(crypto::sha256(client)), now);
      wait > 0) {
    throw too_many(wait);
  }
  const auto digits = seal::normalise_receipt(receipt);
  std::optional<CaseRow> row;
  if (digits) {
    row = repo_.by_receipt(c, org,
                           crypto::to_hex(crypto::hmac_sha256(secret_, kReceiptPurpose + *digits)));
  }
  if (row && row->locked_until && *row->locked_until > now) {
    throw too_many(static_cast<int>((*row->locked_until - now + 999) / 1000));
  }
  // The same work whether or not the receipt exists: one Argon2id and one opening.
  static const std::string dummy_salt = crypto::random_bytes(crypto_pwhash_SALTBYTES);
  static const std::string dummy_sealed = seal::seal(seal::new_key(), seal::new_key());
  std::string salt = dummy_salt;
  if (row) {
    if (auto s = crypto::base64url_decode(row->salt)) salt = *s;
  }
  const auto key = seal::reporter_key(digits.value_or(std::string(16, '0')),
                                      passphrase.substr(0, 200), salt, fast_);
  const auto opened = seal::open(key, row ? row->sealed_key_reporter : dummy_sealed);
  if (!row || !opened) {
    if (row) {
      auto tries = row->failed_tries + 1;
      auto locks = row->locks;
      std::optional<std::int64_t> until;
      if (tries >= kMaxTries) {
        until = now + (kLockMs << std::min<std::int64_t>(locks, 10));
        ++locks;
        tries = 0;
      }
      repo_.set_tries(c, org, row->id, tries, until, locks);
    }
    return {};
  }
  if (row->failed_tries > 0 || row->locked_until)
    repo_.set_tries(c, org, row->id, 0, std::nullopt, row->locks);
  return {*row, *opened};
}

ReporterView ComplaintService::reporter_view(db::Conn& c, OrgId org, const CaseRow& row,
                                             const std::string& key) const {
  ReporterView v;
  v.row = row;
  v.content = content_of(seal::open(key, row.sealed_content).value_or("{}"));
  for (const auto& m : repo_.messages(c, org, row.id)) {
    MessageView mv;
    mv.seq = m.seq;
    mv.author = m.author;
    mv.body = seal::open(key, m.sealed_body).value_or("");
    mv.created_day = m.created_day;
    v.messages.push_back(std::move(mv));
  }
  for (const auto& e : repo_.evidence(c, org, row.id)) {
    v.evidence.push_back({e.id, seal::open(key, e.sealed_name).value_or(""), e.content_type, e.size,
                          e.added_by, e.created_day, e.stripped});
  }
  const auto zone = repo_.org_zone(c, org).first;
  v.deadlines = deadlines_of(c, org, row, forms::local_day(zone, clock_.now_ms()));
  v.readers = static_cast<std::int64_t>(repo_.access(c, org, row.id).size());
  return v;
}

ReporterView ComplaintService::open(OrgId org, const std::string& receipt,
                                    const std::string& passphrase,
                                    const std::string& client) const {
  auto found = db_.transact([&](db::Conn& c) -> std::optional<ReporterView> {
    auto o = authenticate(c, org, receipt, passphrase, client);
    if (o.key.empty()) return std::nullopt;
    return reporter_view(c, org, o.row, o.key);
  });
  if (!found) throw receipt_not_found();
  return *found;
}

ReporterView ComplaintService::reporter_message(OrgId org, const std::string& receipt,
                                                const std::string& passphrase,
                                                const std::string& client,
                                                const std::string& body) const {
  if (body.empty() || utf8_length(body) > 10000) {
    throw rule_broken("invalid_message", "Escribe un mensaje de 1 a 10000 caracteres.",
                      {{"body", "Escribe un mensaje de 1 a 10000 caracteres."}});
  }
  auto found = db_.transact([&](db::Conn& c) -> std::optional<ReporterView> {
    auto o = authenticate(c, org, receipt, passphrase, client);
    if (o.key.empty()) return std::nullopt;
    if (o.row.archived_at) throw archived_error();
    const auto zone = repo_.org_zone(c, org).first;
    const auto day = forms::local_day(zone, clock_.now_ms());
    repo_.insert_message(c, org, o.row.id, "reporter", std::nullopt, seal::seal(o.key, body), day);
    std::vector<std::int64_t> to;
    for (const auto& [cid, uid] : repo_.assignees(c, org, {o.row.id})) to.push_back(uid);
    if (to.empty()) to = repo_.handlers(c, org);
    const auto conflicted = repo_.conflicts(c, org, o.row.id, to);
    std::erase_if(to, [&](std::int64_t u) {
      return std::find(conflicted.begin(), conflicted.end(), u) != conflicted.end();
    });
    if (!to.empty())
      notifications_.notify(
          c, org, "complaint_message", to,
          {{"case_id", o.row.id}, {"link", "/complaints/cases/" + std::to_string(o.row.id)}});
    return reporter_view(c, org, o.row, o.key);
  });
  if (!found) throw receipt_not_found();
  return *found;
}

namespace {
struct PreparedEvidence {
  std::string file_name;
  std::string content_type;
  StrippedFile file;
};

PreparedEvidence prepare_evidence(const EvidenceInput& input) {
  std::vector<FieldError> errors;
  if (input.file_name.empty() || utf8_length(input.file_name) > 200)
    errors.push_back({"file_name", "El nombre del archivo debe tener de 1 a 200 caracteres."});
  if (input.data_base64.empty()) errors.push_back({"data_base64", "El archivo está vacío."});
  if (!errors.empty()) throw rule_broken("invalid_file", errors.front().message, errors);
  if (input.data_base64.size() > (kMaxEvidenceBytes / 3 + 2) * 4 + 1024) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "too_large", "El archivo supera los 10 MB.");
  }
  const auto bytes = decode_base64(input.data_base64);
  if (!bytes) {
    throw rule_broken("invalid_file", "El archivo no llegó bien (base64 inválido).",
                      {{"data_base64", "El archivo no llegó bien (base64 inválido)."}});
  }
  if (bytes->size() > kMaxEvidenceBytes) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "too_large", "El archivo supera los 10 MB.");
  }
  if (bytes->empty()) {
    throw rule_broken("invalid_file", "El archivo está vacío.",
                      {{"data_base64", "El archivo está vacío."}});
  }
  return {input.file_name, input.content_type, strip_metadata(*bytes, input.content_type)};
}
}  // namespace

EvidenceView ComplaintService::reporter_evidence(OrgId org, const std::string& receipt,
                                                 const std::string& passphrase,
                                                 const std::string& client,
                                                 const EvidenceInput& input) const {
  auto prepared = prepare_evidence(input);
  struct Done {
    EvidenceView view;
    uploads::NewUpload upload;
    std::string sealed;
  };
  auto done = db_.transact([&](db::Conn& c) -> std::optional<Done> {
    auto o = authenticate(c, org, receipt, passphrase, client);
    if (o.key.empty()) return std::nullopt;
    if (o.row.archived_at) throw archived_error();
    if (repo_.evidence_count(c, org, o.row.id) >= kMaxEvidence)
      throw conflict("too_many_files", "El caso ya tiene 20 archivos.");
    const auto zone = repo_.org_zone(c, org).first;
    Done d;
    d.sealed = seal::seal_bytes(o.key, prepared.file.bytes);
    d.upload.type = kAttachmentType;
    d.upload.key = storage::new_key(kAttachmentType, "evidencia.bin");
    d.upload.file_name = "evidencia.bin";
    d.upload.content_type = "application/octet-stream";
    d.upload.size = static_cast<std::int64_t>(d.sealed.size());
    uploads_.record_stored(c, org, d.upload);
    EvidenceRow e;
    e.upload_key = d.upload.key;
    e.sealed_name = seal::seal(o.key, prepared.file_name);
    e.content_type = prepared.content_type;
    e.size = static_cast<std::int64_t>(prepared.file.bytes.size());
    e.added_by = "reporter";
    e.stripped = prepared.file.stripped;
    e.created_day = forms::local_day(zone, clock_.now_ms());
    e.id = repo_.insert_evidence(c, org, o.row.id, e);
    append_log(c, org, o.row.id, midnight_ms(e.created_day), "evidence_added", "reporter",
               "Evidencia agregada por quien denunció");
    d.view = {e.id,       prepared.file_name, e.content_type, e.size,
              "reporter", e.created_day,      e.stripped};
    return d;
  });
  if (!done) throw receipt_not_found();
  const auto evidence_id = done->view.id;
  uploads_.write_stored(org, done->upload, done->sealed, [this, org, evidence_id](db::Conn& c) {
    repo_.delete_evidence(c, org, evidence_id);
  });
  return done->view;
}

// --- Handlers ----------------------------------------------------------------------------------

RoleView ComplaintService::role(OrgId org, const Caller& who) const {
  return db_.run([&](db::Conn& c) {
    RoleView r;
    r.handler = repo_.is_handler(c, org, who.user_id);
    r.admin = who.admin;
    r.assigned_cases = repo_.open_assigned(c, org, who.user_id);
    r.profile = repo_.settings(c, org).profile;
    return r;
  });
}

CasePage ComplaintService::cases(OrgId org, const Caller& who, const CaseFilter& filter,
                                 std::int64_t limit, std::int64_t offset) const {
  if (filter.stage && !kStageSet.contains(*filter.stage))
    throw invalid_input("stage", "La etapa no es válida.");
  if (filter.kind && !known_kind(*filter.kind))
    throw invalid_input("kind", "El tipo no es válido.");
  return db_.run([&](db::Conn& c) {
    ListQuery q;
    q.user_id = who.user_id;
    q.handler = repo_.is_handler(c, org, who.user_id);
    if (!q.handler && repo_.open_assigned(c, org, who.user_id) == 0 && !filter.archived) {
      // Investigators of closed cases still see them; nobody else has a list.
      ListQuery probe = q;
      probe.archived = false;
      if (repo_.count(c, org, probe) == 0) throw not_handler();
    }
    q.assigned_only = filter.assigned_only;
    q.stage = filter.stage;
    q.kind = filter.kind;
    q.archived = filter.archived;
    q.limit = limit;
    q.offset = offset;
    CasePage page;
    page.total = repo_.count(c, org, q);
    auto rows = repo_.list(c, org, q);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.id);
    const auto assignees = repo_.assignees(c, org, ids);
    const auto readers = repo_.reader_counts(c, org, ids);
    const auto logs = repo_.logs_of(c, org, ids);
    const auto settings = repo_.settings(c, org);
    const auto zone = repo_.org_zone(c, org).first;
    const auto today = forms::local_day(zone, clock_.now_ms());
    std::vector<std::int64_t> person_ids;
    for (const auto& [cid, uid] : assignees) person_ids.push_back(uid);
    std::map<std::int64_t, users::Person> people;
    for (auto& p : users::UserRepo().people(c, org, person_ids)) people.emplace(p.id, std::move(p));
    for (auto& r : rows) {
      CaseSummary s;
      for (const auto& [cid, uid] : assignees) {
        if (cid == r.id && people.contains(uid)) s.assignees.push_back(people.at(uid));
      }
      for (const auto& [cid, n] : readers) {
        if (cid == r.id) s.readers = n;
      }
      Milestones m;
      m.received = r.created_day;
      for (const auto& e : logs) {
        if (e.case_id != r.id) continue;
        const auto day = forms::local_day(zone, e.at);
        const auto first = [&day](std::optional<std::string>& slot) {
          if (!slot) slot = day;
        };
        if (e.kind == "resguardo_adopted") first(m.resguardo);
        if (e.kind == "derived" || e.kind == "dt_notice") first(m.derived);
        if (e.kind == "investigation_started") first(m.investigation);
        if (e.kind == "report_deposited") first(m.report);
        if (e.kind == "measures_applied") first(m.measures);
        if (e.kind == "message_sent" || e.kind == "resguardo_adopted" ||
            e.kind == "investigation_started" || e.kind == "derived")
          first(m.acknowledged);
      }
      if (r.closed_day) m.closed = r.closed_day;
      for (const auto& d : deadlines(r.profile, settings.custom, m, today)) {
        if (d.status == "overdue" && !d.met_day) s.overdue = true;
        if ((d.status == "open" || (d.status == "overdue" && !d.met_day)) &&
            (!s.next_deadline || d.due_day < s.next_deadline->due_day)) {
          s.next_deadline = d;
        }
      }
      s.row = std::move(r);
      page.items.push_back(std::move(s));
    }
    return page;
  });
}

CaseDetail ComplaintService::detail(db::Conn& c, OrgId org, const Caller& who,
                                    const CaseRow& row) const {
  const auto key = case_key(row);
  CaseDetail d;
  const auto people_rows = repo_.people(c, org, row.id);
  const auto assignees = repo_.assignees(c, org, {row.id});
  const auto messages = repo_.messages(c, org, row.id);
  const auto notes = repo_.notes(c, org, row.id);
  const auto log = repo_.log(c, org, row.id);
  const auto access = repo_.access(c, org, row.id);
  const auto measures = tasks_.of_source(c, org, "complaint", row.id);
  std::set<std::int64_t> ids;
  for (const auto& [uid, role] : people_rows) ids.insert(uid);
  for (const auto& [cid, uid] : assignees) ids.insert(uid);
  for (const auto& m : messages) {
    if (m.author_user_id) ids.insert(*m.author_user_id);
  }
  for (const auto& n : notes) ids.insert(n.author_user_id);
  for (const auto& a : access) ids.insert(a.user_id);
  for (const auto& e : log) {
    if (!e.actor.empty() && std::isdigit(static_cast<unsigned char>(e.actor.front())))
      ids.insert(std::stoll(e.actor));
  }
  if (row.reporter_user_id) ids.insert(*row.reporter_user_id);
  const auto task_assignees = tasks_.repo().assignees(c, org, [&] {
    std::vector<std::int64_t> t;
    for (const auto& m : measures) t.push_back(m.id);
    return t;
  }());
  for (const auto& a : task_assignees) ids.insert(a.user_id);
  std::map<std::int64_t, users::Person> people;
  for (auto& p : users::UserRepo().people(c, org, {ids.begin(), ids.end()}))
    people.emplace(p.id, std::move(p));
  const auto person = [&people](std::int64_t id) {
    const auto it = people.find(id);
    if (it != people.end()) return it->second;
    users::Person p;
    p.id = id;
    return p;
  };
  const auto zone = repo_.org_zone(c, org).first;
  const auto today = forms::local_day(zone, clock_.now_ms());
  d.summary.row = row;
  for (const auto& [cid, uid] : assignees) d.summary.assignees.push_back(person(uid));
  d.summary.readers = static_cast<std::int64_t>(access.size());
  d.deadlines = deadlines_of(c, org, row, today);
  for (const auto& x : d.deadlines) {
    if (x.status == "overdue" && !x.met_day) d.summary.overdue = true;
    if ((x.status == "open" || (x.status == "overdue" && !x.met_day)) &&
        (!d.summary.next_deadline || x.due_day < d.summary.next_deadline->due_day))
      d.summary.next_deadline = x;
  }
  d.content = content_of(seal::open(key, row.sealed_content).value_or("{}"));
  if (row.reporter_user_id) d.reporter = person(*row.reporter_user_id);
  if (row.area_id) {
    if (auto name = repo_.area_name(c, org, *row.area_id)) d.area = Area{*row.area_id, *name};
  }
  d.profile = row.profile;
  for (const auto& [uid, role] : people_rows) d.people.push_back({person(uid), role});
  for (const auto& m : messages) {
    MessageView mv;
    mv.seq = m.seq;
    mv.author = m.author;
    if (m.author_user_id) mv.author_person = person(*m.author_user_id);
    mv.body = seal::open(key, m.sealed_body).value_or("");
    mv.created_day = m.created_day;
    d.messages.push_back(std::move(mv));
  }
  for (const auto& n : notes)
    d.notes.push_back({n.id, person(n.author_user_id), seal::open(key, n.sealed_body).value_or(""),
                       n.created_at});
  for (const auto& e : repo_.evidence(c, org, row.id))
    d.evidence.push_back({e.id, seal::open(key, e.sealed_name).value_or(""), e.content_type, e.size,
                          e.added_by, e.created_day, e.stripped});
  for (const auto& e : log) {
    LogView lv;
    lv.row = e;
    if (!e.actor.empty() && std::isdigit(static_cast<unsigned char>(e.actor.front())))
      lv.actor_person = person(std::stoll(e.actor));
    d.log.push_back(std::move(lv));
  }
  for (const auto& t : measures) {
    MeasureView mv;
    mv.task_id = t.id;
    mv.title = t.title;
    mv.status = t.status;
    mv.due_day = t.due_on;
    for (const auto& a : task_assignees) {
      if (a.task_id == t.id) {
        mv.assignee = person(a.user_id);
        break;
      }
    }
    d.measures.push_back(std::move(mv));
  }
  if (row.sealed_report) {
    d.report_text = seal::open(key, *row.sealed_report).value_or("");
    d.report_day = row.report_day;
  }
  for (const auto& a : access) d.access.push_back({person(a.user_id), a.first_read_at, a.reads});
  d.can_manage = repo_.is_handler(c, org, who.user_id);
  return d;
}

CaseDetail ComplaintService::open_case(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = visible_case(c, org, who, id);
    repo_.record_access(c, org, id, who.user_id, clock_.now_ms());
    audit_.record(c, org, "complaints.open", {"complaint_case", id});
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::assign(OrgId org, const Caller& who, std::int64_t id,
                                    const std::vector<std::int64_t>& user_ids) const {
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (!repo_.is_handler(c, org, who.user_id)) throw not_handler();
    if (row.archived_at) throw archived_error();
    std::vector<std::int64_t> ids(user_ids);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (repo_.members(c, org, ids).size() != ids.size()) {
      throw rule_broken("invalid_assignees", "Alguna de esas personas no es de la organización.",
                        {{"user_ids", "Alguna de esas personas no es de la organización."}});
    }
    const auto conflicted = repo_.conflicts(c, org, id, ids);
    if (!conflicted.empty()) {
      std::vector<std::string> list;
      for (const auto u : conflicted) list.push_back(std::to_string(u));
      throw conflict("conflict_of_interest",
                     "Conflicto de interés: una persona denunciada, o su jefatura, no puede "
                     "investigar el caso.")
          .with_detail_list("user_ids", list);
    }
    std::vector<std::int64_t> before;
    for (const auto& [cid, uid] : repo_.assignees(c, org, {id})) before.push_back(uid);
    repo_.set_assignees(c, org, id, ids);
    append_log(c, org, id, clock_.now_ms(), "assigned", std::to_string(who.user_id),
               std::to_string(ids.size()) + " investigador(es) asignado(s)");
    std::vector<std::int64_t> added;
    for (const auto u : ids) {
      if (std::find(before.begin(), before.end(), u) == before.end() && u != who.user_id)
        added.push_back(u);
    }
    if (!added.empty())
      notifications_.notify(c, org, "complaint_assigned", added, {{"case_id", id}});
    json::array after;
    for (const auto u : ids) after.emplace_back(u);
    audit_.record(c, org, "complaints.assign", {"complaint_case", id}, nullptr,
                  json::object{{"user_ids", after}});
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::set_people(
    OrgId org, const Caller& who, std::int64_t id,
    const std::vector<std::pair<std::int64_t, std::string>>& people) const {
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (!repo_.is_handler(c, org, who.user_id)) throw not_handler();
    if (row.archived_at) throw archived_error();
    std::vector<std::int64_t> ids;
    for (const auto& [uid, role] : people) {
      if (!kRoles.contains(role))
        throw rule_broken("invalid_people", "El rol es accused, witness o affected.",
                          {{"people", "El rol es accused, witness o affected."}});
      ids.push_back(uid);
    }
    std::vector<std::int64_t> unique(ids);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    if (repo_.members(c, org, unique).size() != unique.size()) {
      throw rule_broken("invalid_people", "Alguna de esas personas no es de la organización.",
                        {{"people", "Alguna de esas personas no es de la organización."}});
    }
    std::vector<std::pair<std::int64_t, std::string>> list(people);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    repo_.set_people(c, org, id, list);
    // The accused and their leaders leave the case at once.
    std::vector<std::int64_t> assigned;
    for (const auto& [cid, uid] : repo_.assignees(c, org, {id})) assigned.push_back(uid);
    const auto out = repo_.conflicts(c, org, id, assigned);
    repo_.remove_assignees(c, org, id, out);
    append_log(c, org, id, clock_.now_ms(), "people_changed", std::to_string(who.user_id),
               std::to_string(list.size()) + " persona(s) registradas" +
                   (out.empty() ? ""
                                : "; " + std::to_string(out.size()) +
                                      " investigador(es) retirados por conflicto"));
    audit_.record(c, org, "complaints.people", {"complaint_case", id});
    if (!repo_.conflicts(c, org, id, {who.user_id}).empty()) {
      // The handler named themself or someone they lead: they lose the case too.
      return detail(c, org, who, row);
    }
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::set_stage(OrgId org, const Caller& who, std::int64_t id,
                                       const std::string& stage,
                                       const std::string& detail_text) const {
  if (!kStageSet.contains(stage)) {
    throw rule_broken("invalid_stage", "La etapa no es válida.",
                      {{"stage", "La etapa no es válida."}});
  }
  if (utf8_length(detail_text) > 500)
    throw rule_broken("invalid_stage", "El detalle admite hasta 500 caracteres.",
                      {{"detail", "El detalle admite hasta 500 caracteres."}});
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    if (row.stage == "closed") throw conflict("invalid_stage", "El caso está cerrado.");
    if (stage == row.stage || stage == "received")
      throw conflict("invalid_stage", "El caso ya está en esa etapa o no puede volver a ella.");
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    std::optional<std::string> closed;
    if (stage == "closed") closed = forms::local_day(zone, now);
    repo_.set_stage(c, org, id, stage, closed);
    append_log(c, org, id, now, stage_event(stage), std::to_string(who.user_id), detail_text);
    audit_.record(c, org, "complaints.stage", {"complaint_case", id},
                  json::object{{"stage", row.stage}}, json::object{{"stage", stage}});
    row.stage = stage;
    row.closed_day = closed;
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::milestone(OrgId org, const Caller& who, std::int64_t id,
                                       const std::string& kind, const std::string& text) const {
  if (!kMilestones.contains(kind))
    throw rule_broken("invalid_milestone", "El hito no es válido.",
                      {{"kind", "El hito no es válido."}});
  if (utf8_length(text) > 500)
    throw rule_broken("invalid_milestone", "El detalle admite hasta 500 caracteres.",
                      {{"detail", "El detalle admite hasta 500 caracteres."}});
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    append_log(c, org, id, clock_.now_ms(), kind, std::to_string(who.user_id), text);
    audit_.record(c, org, "complaints.milestone", {"complaint_case", id}, nullptr,
                  json::object{{"kind", kind}});
    return detail(c, org, who, row);
  });
}

MessageView ComplaintService::handler_message(OrgId org, const Caller& who, std::int64_t id,
                                              const std::string& body) const {
  if (body.empty() || utf8_length(body) > 10000) {
    throw rule_broken("invalid_message", "Escribe un mensaje de 1 a 10000 caracteres.",
                      {{"body", "Escribe un mensaje de 1 a 10000 caracteres."}});
  }
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    const auto key = case_key(row);
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    const auto day = forms::local_day(zone, now);
    const auto seq =
        repo_.insert_message(c, org, id, "handler", who.user_id, seal::seal(key, body), day);
    append_log(c, org, id, now, "message_sent", std::to_string(who.user_id),
               "Mensaje a quien denunció");
    if (row.reporter_user_id && row.notify_reporter) {
      notifications_.notify(c, org, "complaint_reply", {*row.reporter_user_id}, json::object{});
    }
    audit_.record(c, org, "complaints.message", {"complaint_case", id});
    MessageView m;
    m.seq = seq;
    m.author = "handler";
    auto people = users::UserRepo().people(c, org, {who.user_id});
    if (!people.empty()) m.author_person = people.front();
    m.body = body;
    m.created_day = day;
    return m;
  });
}

NoteView ComplaintService::note(OrgId org, const Caller& who, std::int64_t id,
                                const std::string& body) const {
  if (body.empty() || utf8_length(body) > 10000) {
    throw rule_broken("invalid_note", "Escribe una nota de 1 a 10000 caracteres.",
                      {{"body", "Escribe una nota de 1 a 10000 caracteres."}});
  }
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    const auto key = case_key(row);
    const auto now = clock_.now_ms();
    const auto note_id = repo_.insert_note(c, org, id, who.user_id, seal::seal(key, body), now);
    audit_.record(c, org, "complaints.note", {"complaint_case", id});
    NoteView n;
    n.id = note_id;
    auto people = users::UserRepo().people(c, org, {who.user_id});
    if (!people.empty()) n.author = people.front();
    n.body = body;
    n.created_at = now;
    return n;
  });
}

EvidenceView ComplaintService::handler_evidence(OrgId org, const Caller& who, std::int64_t id,
                                                const EvidenceInput& input) const {
  auto prepared = prepare_evidence(input);
  struct Done {
    EvidenceView view;
    uploads::NewUpload upload;
    std::string sealed;
  };
  auto done = db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    if (repo_.evidence_count(c, org, id) >= kMaxEvidence)
      throw conflict("too_many_files", "El caso ya tiene 20 archivos.");
    const auto key = case_key(row);
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    Done d;
    d.sealed = seal::seal_bytes(key, prepared.file.bytes);
    d.upload.user_id = who.user_id;
    d.upload.type = kAttachmentType;
    d.upload.key = storage::new_key(kAttachmentType, "evidencia.bin");
    d.upload.file_name = "evidencia.bin";
    d.upload.content_type = "application/octet-stream";
    d.upload.size = static_cast<std::int64_t>(d.sealed.size());
    uploads_.record_stored(c, org, d.upload);
    EvidenceRow e;
    e.upload_key = d.upload.key;
    e.sealed_name = seal::seal(key, prepared.file_name);
    e.content_type = prepared.content_type;
    e.size = static_cast<std::int64_t>(prepared.file.bytes.size());
    e.added_by = "handler";
    e.stripped = prepared.file.stripped;
    e.created_day = forms::local_day(zone, now);
    e.id = repo_.insert_evidence(c, org, id, e);
    append_log(c, org, id, now, "evidence_added", std::to_string(who.user_id),
               "Evidencia agregada por el comité");
    audit_.record(c, org, "complaints.evidence", {"complaint_case", id});
    d.view = {e.id,      prepared.file_name, e.content_type, e.size,
              "handler", e.created_day,      e.stripped};
    return d;
  });
  const auto evidence_id = done.view.id;
  uploads_.write_stored(org, done.upload, done.sealed, [this, org, evidence_id](db::Conn& c) {
    repo_.delete_evidence(c, org, evidence_id);
  });
  return done.view;
}

EvidenceFile ComplaintService::evidence_file(OrgId org, const Caller& who, std::int64_t id,
                                             std::int64_t evidence_id) const {
  auto [row, e] = db_.transact([&](db::Conn& c) {
    auto r = visible_case(c, org, who, id);
    const auto ev = repo_.evidence_one(c, org, id, evidence_id);
    if (!ev) throw not_found("Evidencia no encontrada.");
    audit_.record(c, org, "complaints.evidence_read", {"complaint_case", id});
    return std::make_pair(r, *ev);
  });
  const auto key = case_key(row);
  std::string sealed;
  if (files_.served_locally()) {
    sealed = uploads_.get_local(e.upload_key).bytes;
  } else {
    const auto got = http_get(files_.read_url(e.upload_key, clock_.now_ms() / 1000, 300),
                              kDocumentLimits, kMaxEvidenceBytes + 1024);
    if (got.status != 200)
      throw ApiError(ErrorKind::kUnavailable, "storage_unavailable",
                     "No se pudo leer el archivo. Intenta de nuevo.");
    sealed = got.body;
  }
  auto bytes = seal::open_bytes(key, sealed);
  if (!bytes) throw std::runtime_error("complaints: evidence does not open with its case key");
  return {seal::open(key, e.sealed_name).value_or("evidencia"), e.content_type, std::move(*bytes)};
}

CaseDetail ComplaintService::add_measure(OrgId org, const Caller& who, std::int64_t id,
                                         const std::string& title, const std::string& description,
                                         std::int64_t assignee_id,
                                         const std::optional<std::string>& due_day) const {
  std::vector<FieldError> errors;
  if (title.empty() || utf8_length(title) > 200)
    errors.push_back({"title", "Escribe un título de 1 a 200 caracteres."});
  if (utf8_length(description) > 4000)
    errors.push_back({"description", "La descripción admite hasta 4000 caracteres."});
  if (assignee_id <= 0) errors.push_back({"assignee_id", "Elige a la persona responsable."});
  if (due_day && !parse_day(*due_day)) errors.push_back({"due_day", "La fecha es AAAA-MM-DD."});
  if (!errors.empty()) throw rule_broken("invalid_measure", errors.front().message, errors);
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    if (repo_.members(c, org, {assignee_id}).empty())
      throw rule_broken("invalid_measure", "Esa persona no es de la organización.",
                        {{"assignee_id", "Esa persona no es de la organización."}});
    tasks::NewTask t;
    t.title = title;
    t.description = description;
    t.assignee_ids = {assignee_id};
    t.due_on = due_day;
    tasks::Source source;
    source.kind = "complaint";
    source.id = id;
    source.label = "Canal de denuncias";
    const auto task_id = tasks_.create_for(c, org, source, who.user_id, t);
    append_log(c, org, id, clock_.now_ms(), "measure_created", std::to_string(who.user_id),
               "Medida registrada como tarea #" + std::to_string(task_id));
    audit_.record(c, org, "complaints.measure", {"complaint_case", id}, nullptr,
                  json::object{{"task_id", task_id}});
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::set_report(OrgId org, const Caller& who, std::int64_t id,
                                        const std::string& text) const {
  if (text.empty() || utf8_length(text) > 50000)
    throw rule_broken("invalid_report", "El informe debe tener de 1 a 50000 caracteres.",
                      {{"text", "El informe debe tener de 1 a 50000 caracteres."}});
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (row.archived_at) throw archived_error();
    if (row.sealed_report) throw conflict("report_locked", "El informe final ya fue guardado.");
    const auto key = case_key(row);
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    const auto day = forms::local_day(zone, now);
    if (!repo_.set_report(c, org, id, seal::seal(key, text), day))
      throw conflict("report_locked", "El informe final ya fue guardado.");
    append_log(c, org, id, now, "report_deposited", std::to_string(who.user_id),
               "Informe final guardado");
    const std::set<std::string> before{"received", "resguardo", "investigation", "derived"};
    if (before.contains(row.stage)) {
      repo_.set_stage(c, org, id, "report", std::nullopt);
      row.stage = "report";
    }
    audit_.record(c, org, "complaints.report", {"complaint_case", id});
    row = *repo_.find(c, org, id);
    return detail(c, org, who, row);
  });
}

CaseDetail ComplaintService::archive(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (!repo_.is_handler(c, org, who.user_id)) throw not_handler();
    if (row.archived_at) throw archived_error();
    if (row.stage != "closed") throw conflict("not_closed", "Solo se archiva un caso cerrado.");
    const auto now = clock_.now_ms();
    repo_.archive(c, org, id, now);
    append_log(c, org, id, now, "archived", std::to_string(who.user_id), "Caso archivado");
    audit_.record(c, org, "complaints.archive", {"complaint_case", id});
    row.archived_at = now;
    return detail(c, org, who, row);
  });
}

Verification ComplaintService::verify_log(OrgId org, const Caller& who, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    visible_case(c, org, who, id);
    Verification v;
    std::string prev = genesis();
    std::int64_t expected_seq = 1;
    for (const auto& e : repo_.log(c, org, id)) {
      ++v.entries;
      if (v.ok && (e.seq != expected_seq || e.prev_hash != prev || chain_hash(prev, e) != e.hash)) {
        v.ok = false;
        v.first_broken_seq = e.seq;
      }
      prev = e.hash;
      expected_seq = e.seq + 1;
    }
    return v;
  });
}

// --- PDFs --------------------------------------------------------------------------------------

namespace {
const char* stage_label(const std::string& s) {
  if (s == "received") return "Recibida";
  if (s == "resguardo") return "Medidas de resguardo";
  if (s == "investigation") return "En investigación";
  if (s == "derived") return "Derivada a la Dirección del Trabajo";
  if (s == "report") return "Informe final";
  if (s == "measures") return "Medidas aplicadas";
  if (s == "closed") return "Cerrada";
  return "";
}
const char* kind_label(const std::string& k) {
  if (k == "acoso_laboral") return "Acoso laboral";
  if (k == "acoso_sexual") return "Acoso sexual";
  if (k == "violencia") return "Violencia en el trabajo";
  if (k == "discriminacion") return "Discriminación";
  return "Otra";
}
const char* deadline_label(const std::string& k) {
  if (k == "resguardo") return "Medidas de resguardo";
  if (k == "derivation") return "Derivación a la DT";
  if (k == "investigation") return "Investigación";
  if (k == "measures") return "Medidas tras el informe";
  if (k == "acknowledge") return "Acuse de recibo";
  if (k == "feedback") return "Respuesta";
  return "Respuesta";
}
const char* status_label(const std::string& s) {
  if (s == "met") return "cumplido";
  if (s == "overdue") return "vencido";
  if (s == "open") return "en curso";
  return "no aplica";
}
}  // namespace

std::string ComplaintService::dossier_pdf(OrgId org, const Caller& who, std::int64_t id,
                                          bool include_content) const {
  auto d = db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    audit_.record(c, org, "complaints.dossier", {"complaint_case", id}, nullptr,
                  json::object{{"include_content", include_content}});
    return detail(c, org, who, row);
  });
  const auto v = verify_log(org, who, id);
  using pdf::PdfBlock;
  std::vector<PdfBlock> b;
  const auto& r = d.summary.row;
  b.push_back({PdfBlock::Kind::kTitle, "Expediente de denuncia N° " + std::to_string(r.id)});
  b.push_back({PdfBlock::Kind::kText,
               std::string("Tipo: ") + kind_label(r.kind) + ". Recibida el " + r.created_day +
                   ". Etapa: " + stage_label(r.stage) +
                   (r.closed_day ? ". Cerrada el " + *r.closed_day : "") +
                   (r.identified ? ". Denuncia identificada." : ". Denuncia anónima.")});
  b.push_back({PdfBlock::Kind::kText, "Perfil legal: " + d.profile +
                                          (d.profile == "cl" ? " (Ley 21.643, Ley Karin)" : "")});
  b.push_back({PdfBlock::Kind::kHeading, "Plazos"});
  for (const auto& x : d.deadlines) {
    b.push_back({PdfBlock::Kind::kText, std::string(deadline_label(x.key)) + ": vence el " +
                                            x.due_day + " (" + std::to_string(x.days) +
                                            (x.business_days ? " días hábiles" : " días corridos") +
                                            "), " + status_label(x.status) +
                                            (x.met_day ? " el " + *x.met_day : "") + ". " +
                                            x.basis + "."});
  }
  b.push_back({PdfBlock::Kind::kHeading, "Registro ante la Dirección del Trabajo"});
  const auto first_of = [&d](const std::string& kind) -> std::string {
    for (const auto& e : d.log) {
      if (e.row.kind == kind) return "registrado (entrada " + std::to_string(e.row.seq) + ")";
    }
    return "pendiente";
  };
  b.push_back({PdfBlock::Kind::kText, "Aviso a la DT: " + first_of("dt_notice")});
  b.push_back({PdfBlock::Kind::kText, "Derivación a la DT: " + first_of("derived")});
  b.push_back({PdfBlock::Kind::kText, "Depósito del informe en la DT: " + first_of("dt_deposit")});
  b.push_back({PdfBlock::Kind::kText, "Notificación a las partes: " + first_of("notified")});
  b.push_back({PdfBlock::Kind::kHeading, "Registro encadenado"});
  b.push_back(
      {PdfBlock::Kind::kText,
       v.ok ? "Verificación: la cadena de " + std::to_string(v.entries) + " entradas está íntegra."
            : "Verificación: la cadena está alterada desde la entrada " +
                  std::to_string(v.first_broken_seq.value_or(0)) + "."});
  for (const auto& e : d.log) {
    const auto who_text = e.actor_person ? e.actor_person->full_name() : e.row.actor;
    b.push_back({PdfBlock::Kind::kSmall,
                 std::to_string(e.row.seq) + ". " + forms::local_day("UTC", e.row.at) + " " +
                     e.row.kind + " — " + who_text +
                     (e.row.detail.empty() ? "" : " — " + e.row.detail) + " — " + e.row.hash});
  }
  if (!d.measures.empty()) {
    b.push_back({PdfBlock::Kind::kHeading, "Medidas"});
    for (const auto& m : d.measures)
      b.push_back({PdfBlock::Kind::kText, "Tarea #" + std::to_string(m.task_id) + ": " + m.title +
                                              " (" + m.status + ")" +
                                              (m.due_day ? ", vence el " + *m.due_day : "")});
  }
  if (include_content) {
    b.push_back({PdfBlock::Kind::kHeading, "Relato"});
    b.push_back({PdfBlock::Kind::kText, d.content.facts});
    if (!d.content.when_text.empty())
      b.push_back({PdfBlock::Kind::kText, "Cuándo: " + d.content.when_text});
    if (!d.content.where_text.empty())
      b.push_back({PdfBlock::Kind::kText, "Dónde: " + d.content.where_text});
    if (!d.content.people_text.empty())
      b.push_back({PdfBlock::Kind::kText, "Personas involucradas: " + d.content.people_text});
    if (!d.content.witnesses_text.empty())
      b.push_back({PdfBlock::Kind::kText, "Testigos: " + d.content.witnesses_text});
    if (!d.content.desired_measures.empty())
      b.push_back({PdfBlock::Kind::kText, "Medidas esperadas: " + d.content.desired_measures});
    if (d.report_text) {
      b.push_back({PdfBlock::Kind::kHeading, "Informe final"});
      b.push_back({PdfBlock::Kind::kText, *d.report_text});
    }
  }
  return pdf::write_pdf(b);
}

std::string ComplaintService::acta_pdf(OrgId org, const Caller& who, std::int64_t id) const {
  auto d = db_.transact([&](db::Conn& c) {
    auto row = visible_case(c, org, who, id);
    if (!row.verbal_by) throw not_found("Este caso no se recibió en forma verbal.");
    audit_.record(c, org, "complaints.acta", {"complaint_case", id});
    return detail(c, org, who, row);
  });
  const auto& r = d.summary.row;
  std::string handler = std::to_string(r.verbal_by.value_or(0));
  for (const auto& e : d.log) {
    if (e.row.kind == "received" && e.actor_person) handler = e.actor_person->full_name();
  }
  using pdf::PdfBlock;
  std::vector<PdfBlock> b;
  b.push_back({PdfBlock::Kind::kTitle, "Acta de denuncia verbal N° " + std::to_string(r.id)});
  b.push_back(
      {PdfBlock::Kind::kText, "En la fecha " + r.created_day + ", " + handler +
                                  ", integrante del comité de denuncias, recibe en forma "
                                  "verbal la siguiente denuncia y la registra en esta acta."});
  b.push_back({PdfBlock::Kind::kText, std::string("Tipo: ") + kind_label(r.kind) +
                                          (r.third_party ? ". En nombre de un tercero." : ".")});
  b.push_back({PdfBlock::Kind::kText,
               d.reporter
                   ? "Denunciante: " + d.reporter->full_name()
                   : std::string("Denunciante: anónimo (se identifica solo con su recibo).")});
  b.push_back({PdfBlock::Kind::kHeading, "Relato"});
  b.push_back({PdfBlock::Kind::kText, d.content.facts});
  if (!d.content.when_text.empty())
    b.push_back({PdfBlock::Kind::kText, "Cuándo: " + d.content.when_text});
  if (!d.content.where_text.empty())
    b.push_back({PdfBlock::Kind::kText, "Dónde: " + d.content.where_text});
  if (!d.content.people_text.empty())
    b.push_back({PdfBlock::Kind::kText, "Personas involucradas: " + d.content.people_text});
  if (!d.content.witnesses_text.empty())
    b.push_back({PdfBlock::Kind::kText, "Testigos: " + d.content.witnesses_text});
  if (!d.content.desired_measures.empty())
    b.push_back({PdfBlock::Kind::kText, "Medidas esperadas: " + d.content.desired_measures});
  b.push_back({PdfBlock::Kind::kHeading, "Firmas"});
  b.push_back({PdfBlock::Kind::kText, " "});
  b.push_back(
      {PdfBlock::Kind::kText, "______________________________    ______________________________"});
  b.push_back(
      {PdfBlock::Kind::kText,
       "Firma de quien denuncia                         Firma de quien recibe (" + handler + ")"});
  return pdf::write_pdf(b);
}

// --- Settings, notices, statistics -------------------------------------------------------------

SettingsView ComplaintService::settings(OrgId org, const Caller& who) const {
  return db_.run([&](db::Conn& c) {
    if (!who.admin && !repo_.is_handler(c, org, who.user_id)) throw not_handler();
    SettingsView v;
    v.row = repo_.settings(c, org);
    v.handlers = users::UserRepo().people(c, org, repo_.handlers(c, org));
    return v;
  });
}

SettingsView ComplaintService::update_settings(OrgId org, const Caller& who,
                                               const SettingsInput& in) const {
  if (!who.admin) throw forbidden();
  return db_.transact([&](db::Conn& c) {
    auto s = repo_.settings(c, org);
    const auto before = s;
    std::vector<FieldError> errors;
    if (in.profile) {
      if (!kProfiles.contains(*in.profile))
        errors.push_back({"profile", "El perfil es cl, eu, mx, co o custom."});
      else
        s.profile = *in.profile;
    }
    if (in.custom_days) {
      const auto& d = *in.custom_days;
      if (d.acknowledge_days < 0 || d.acknowledge_days > 365)
        errors.push_back({"custom_days.acknowledge_days", "De 0 a 365 días."});
      if (d.investigation_days < 1 || d.investigation_days > 365)
        errors.push_back({"custom_days.investigation_days", "De 1 a 365 días."});
      if (d.measures_days < 1 || d.measures_days > 365)
        errors.push_back({"custom_days.measures_days", "De 1 a 365 días."});
      if (d.holidays_country && *d.holidays_country != "cl" && *d.holidays_country != "mx" &&
          *d.holidays_country != "co")
        errors.push_back({"custom_days.holidays_country", "Los feriados son de cl, mx o co."});
      s.custom = d;
    }
    if (in.cadence_months) {
      if (*in.cadence_months < 1 || *in.cadence_months > 24)
        errors.push_back({"notice_cadence_months", "De 1 a 24 meses."});
      else
        s.cadence_months = *in.cadence_months;
    }
    if (in.next_notice_day) {
      if (*in.next_notice_day && !parse_day(**in.next_notice_day))
        errors.push_back({"next_notice_day", "La fecha es AAAA-MM-DD."});
      else
        s.next_notice_day = *in.next_notice_day;
    }
    if (in.text_es) {
      if (in.text_es->empty() || utf8_length(*in.text_es) > 4000)
        errors.push_back({"notice_text_es", "De 1 a 4000 caracteres."});
      else
        s.text_es = *in.text_es;
    }
    if (in.text_en) {
      if (in.text_en->empty() || utf8_length(*in.text_en) > 4000)
        errors.push_back({"notice_text_en", "De 1 a 4000 caracteres."});
      else
        s.text_en = *in.text_en;
    }
    if (in.handler_ids) {
      std::vector<std::int64_t> ids(*in.handler_ids);
      std::sort(ids.begin(), ids.end());
      ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
      if (repo_.members(c, org, ids).size() != ids.size())
        errors.push_back({"handler_ids", "Alguna de esas personas no es de la organización."});
      else
        repo_.set_handlers(c, org, ids, clock_.now_ms());
    }
    if (!errors.empty()) throw rule_broken("invalid_settings", errors.front().message, errors);
    repo_.save_settings(c, org, s, clock_.now_ms());
    json::array handler_ids;
    for (const auto id : repo_.handlers(c, org)) handler_ids.emplace_back(id);
    audit_.record(c, org, "complaints.settings", {"complaint_settings", org.value},
                  json::object{{"profile", before.profile}},
                  json::object{{"profile", s.profile},
                               {"cadence_months", s.cadence_months},
                               {"handler_ids", handler_ids}});
    SettingsView v;
    v.row = s;
    v.handlers = users::UserRepo().people(c, org, repo_.handlers(c, org));
    return v;
  });
}

std::vector<NoticeView> ComplaintService::notices(OrgId org, const Caller& who) const {
  if (!who.admin) throw forbidden();
  const auto rows = db_.run([&](db::Conn& c) { return repo_.notices(c, org); });
  std::vector<NoticeView> out;
  for (const auto& r : rows) {
    NoticeView v;
    if (notice_sender_.counts) v = notice_sender_.counts(org, r.communication_id);
    v.id = r.id;
    v.sent_day = r.sent_day;
    v.communication_id = r.communication_id;
    out.push_back(v);
  }
  return out;
}

namespace {
std::string add_months_day(const std::string& day, std::int64_t months) {
  const auto ymd = parse_day(day);
  if (!ymd) return day;
  auto next = *ymd + std::chrono::months{months};
  if (!next.ok()) next = next.year() / next.month() / std::chrono::last;
  return day_text(next);
}
}  // namespace

NoticeView ComplaintService::send_notice_now(OrgId org, const Caller& who) const {
  if (!who.admin) throw forbidden();
  const auto id = db_.transact([&](db::Conn& c) {
    auto s = repo_.settings(c, org);
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    const auto today = forms::local_day(zone, now);
    const auto comm =
        notice_sender_.send(org, who.user_id, "Canal de denuncias", s.text_es + "\n\n" + s.text_en);
    const auto notice = repo_.insert_notice(c, org, today, comm, now);
    s.next_notice_day = add_months_day(today, s.cadence_months);
    repo_.save_settings(c, org, s, now);
    audit_.record(c, org, "complaints.notice", {"complaint_notice", notice});
    return std::make_pair(notice, comm);
  });
  NoticeView v;
  if (notice_sender_.counts) v = notice_sender_.counts(org, id.second);
  v.id = id.first;
  v.communication_id = id.second;
  v.sent_day = db_.run(
      [&](db::Conn& c) { return forms::local_day(repo_.org_zone(c, org).first, clock_.now_ms()); });
  return v;
}

int ComplaintService::send_due_notices() const {
  const auto today = forms::local_day("UTC", clock_.now_ms());
  const auto orgs = db_.run([&](db::Conn& c) { return repo_.due_notice_orgs(c, today); });
  int sent = 0;
  for (const auto org_id : orgs) {
    const OrgId org{org_id};
    try {
      db_.transact([&](db::Conn& c) {
        auto s = repo_.settings(c, org);
        if (!s.next_notice_day || *s.next_notice_day > today) return;
        const auto admin = repo_.first_admin(c, org);
        const auto now = clock_.now_ms();
        if (admin) {
          ActingAs as(Actor::background("complaints.notice"));
          const auto comm = notice_sender_.send(org, *admin, "Canal de denuncias",
                                                s.text_es + "\n\n" + s.text_en);
          repo_.insert_notice(c, org, today, comm, now);
          ++sent;
        }
        s.next_notice_day = add_months_day(today, s.cadence_months);
        repo_.save_settings(c, org, s, now);
      });
    } catch (const std::exception&) {
      // The next run tries again.
    }
  }
  return sent;
}

void ComplaintService::announce_case(db::Conn& c, OrgId org, std::int64_t id,
                                     std::optional<std::int64_t> verbal_by) const {
  auto handlers = repo_.handlers(c, org);
  const auto conflicted = repo_.conflicts(c, org, id, handlers);
  std::erase_if(handlers, [&](std::int64_t h) {
    return std::find(conflicted.begin(), conflicted.end(), h) != conflicted.end() ||
           (verbal_by && h == *verbal_by);
  });
  if (!handlers.empty())
    notifications_.notify(c, org, "complaint_received", handlers, {{"case_id", id}});
}

int ComplaintService::announce_anonymous() const {
  int announced = 0;
  const auto due = db_.run([&](db::Conn& c) { return repo_.unannounced(c); });
  for (const auto& u : due) {
    if (forms::local_day(u.timezone, clock_.now_ms()) <= u.created_day) continue;
    const OrgId org{u.org_id};
    db_.transact([&](db::Conn& c) {
      if (!repo_.announce(c, org, u.id)) return;
      announce_case(c, org, u.id, std::nullopt);
      ++announced;
    });
  }
  return announced;
}

int ComplaintService::warn_deadlines() const {
  int warned = 0;
  std::int64_t after = 0;
  for (;;) {
    const auto batch = db_.run([&](db::Conn& c) { return repo_.open_cases(c, after); });
    if (batch.empty()) break;
    for (const auto& [org_id, case_id] : batch) {
      after = case_id;
      const OrgId org{org_id};
      db_.transact([&](db::Conn& c) {
        const auto row = repo_.find(c, org, case_id);
        if (!row) return;
        const auto settings = repo_.settings(c, org);
        const auto zone = repo_.org_zone(c, org).first;
        const auto today = forms::local_day(zone, clock_.now_ms());
        const auto country = holiday_country(row->profile, settings.custom);
        for (const auto& d : deadlines_of(c, org, *row, today)) {
          if (d.status != "open") continue;
          const auto left =
              d.business_days ? business_days_between(today, d.due_day, country) : [&] {
                std::int64_t n = 0;
                for (auto x = today; x < d.due_day; x = add_days(x, 1)) ++n;
                return n;
              }();
          if (left != 3 && left != 1) continue;
          if (!repo_.record_warning(c, org, case_id, d.key, left, clock_.now_ms())) continue;
          std::vector<std::int64_t> to;
          for (const auto& [cid, uid] : repo_.assignees(c, org, {case_id})) to.push_back(uid);
          if (to.empty()) to = repo_.handlers(c, org);
          const auto conflicted = repo_.conflicts(c, org, case_id, to);
          std::erase_if(to, [&](std::int64_t u) {
            return std::find(conflicted.begin(), conflicted.end(), u) != conflicted.end();
          });
          if (to.empty()) continue;
          notifications_.notify(c, org, "complaint_deadline", to,
                                {{"case_id", case_id}, {"due_day", d.due_day}, {"days", left}});
          ++warned;
        }
      });
    }
  }
  return warned;
}

Statistics ComplaintService::statistics(OrgId org, const Caller& who,
                                        const std::string& period) const {
  std::string from, to, label = period;
  const auto bad = [] {
    return ApiError(ErrorKind::kInvalid, "invalid_period",
                    "El periodo es AAAA, AAAA-H1, AAAA-H2 o AAAA-MM.");
  };
  const auto year_of = [&](std::string_view y) {
    if (y.size() != 4 || !std::all_of(y.begin(), y.end(), ::isdigit)) throw bad();
    return std::string(y);
  };
  return db_.run([&](db::Conn& c) {
    if (!who.admin && !repo_.is_handler(c, org, who.user_id)) throw not_handler();
    const auto zone = repo_.org_zone(c, org).first;
    const auto today = forms::local_day(zone, clock_.now_ms());
    if (label.empty()) label = today.substr(0, 4);
    if (label.size() == 4) {
      from = year_of(label) + "-01-01";
      to = label + "-12-31";
    } else if (label.size() == 7 && label.substr(4, 2) == "-H") {
      const auto y = year_of(label.substr(0, 4));
      if (label[6] == '1') {
        from = y + "-01-01";
        to = y + "-06-30";
      } else if (label[6] == '2') {
        from = y + "-07-01";
        to = y + "-12-31";
      } else {
        throw bad();
      }
    } else if (label.size() == 7 && label[4] == '-') {
      if (!parse_day(label + "-01")) throw bad();
      from = label + "-01";
      to = label + "-31";
    } else {
      throw bad();
    }
    const auto rows = repo_.stat_rows(c, org, from, to);
    const auto k = notice_sender_.privacy_k ? notice_sender_.privacy_k(c, org) : 5;
    std::map<std::int64_t, std::string> area_names;
    for (auto& [id, name] : repo_.areas(c, org)) area_names.emplace(id, std::move(name));
    privacy::Universe u;
    u.dimensions = {"kind", "area"};
    std::map<std::pair<std::string, std::string>, std::int64_t> atoms;
    std::vector<std::int64_t> close_days;
    for (const auto& r : rows) {
      ++atoms[{r.kind, r.area_id ? std::to_string(*r.area_id) : std::string()}];
      if (r.closed_day) {
        const auto a = parse_day(r.created_day);
        const auto b = parse_day(*r.closed_day);
        if (a && b)
          close_days.push_back((std::chrono::sys_days{*b} - std::chrono::sys_days{*a}).count());
      }
    }
    for (const auto& [key, n] : atoms) u.atoms.push_back({{key.first, key.second}, n});
    const auto pub = privacy::publish(u, privacy::Thresholds{k, std::max<std::int64_t>(k, 10)}, 2);
    const auto cell = [&](const privacy::Cell& constraints, std::optional<std::string> kind,
                          std::optional<std::int64_t> area) {
      const auto st = pub.status(constraints);
      StatCell out;
      out.kind = std::move(kind);
      if (area) out.area = Area{*area, area_names.contains(*area) ? area_names.at(*area) : ""};
      out.status = privacy::status_name(st.status);
      if (st.status == privacy::Status::kOk) out.count = st.respondents;
      return out;
    };
    Statistics s;
    s.period = label;
    s.k = k;
    s.total = cell({}, std::nullopt, std::nullopt);
    std::set<std::string> kinds;
    std::set<std::int64_t> areas;
    for (const auto& [key, n] : atoms) {
      kinds.insert(key.first);
      if (!key.second.empty()) areas.insert(std::stoll(key.second));
    }
    for (const auto* kk : kKinds) {
      s.cells.push_back(cell({{0, kk}}, std::string(kk), std::nullopt));
    }
    for (const auto a : areas) s.cells.push_back(cell({{1, std::to_string(a)}}, std::nullopt, a));
    for (const auto& kk : kinds) {
      for (const auto a : areas) s.cells.push_back(cell({{0, kk}, {1, std::to_string(a)}}, kk, a));
    }
    if (close_days.empty()) {
      s.median_status = "no_data";
    } else if (static_cast<std::int64_t>(close_days.size()) < k) {
      s.median_status = "suppressed_small";
    } else {
      std::sort(close_days.begin(), close_days.end());
      const auto n = close_days.size();
      s.median_days = n % 2 == 1 ? static_cast<double>(close_days[n / 2])
                                 : (close_days[n / 2 - 1] + close_days[n / 2]) / 2.0;
      s.median_closed = static_cast<std::int64_t>(n);
      s.median_status = "ok";
    }
    return s;
  });
}

// --- Demo --------------------------------------------------------------------------------------

void ComplaintService::seed_demo(OrgId org, std::int64_t handler_id, std::int64_t accused_id,
                                 std::int64_t area_id) const {
  db_.transact([&](db::Conn& c) {
    SettingsRow s = repo_.settings(c, org);
    s.profile = "cl";
    repo_.save_settings(c, org, s, clock_.now_ms());
    repo_.set_handlers(c, org, {handler_id}, clock_.now_ms());
    const auto zone = repo_.org_zone(c, org).first;
    const auto now = clock_.now_ms();
    const auto today = forms::local_day(zone, now);
    // Received 26 business days ago: the investigation's 30 business days end in 4.
    std::string received = today;
    for (int i = 0; i < 60 && business_days_between(received, today, "cl") < 26; ++i)
      received = add_days(received, -1);
    const auto received_ms = midnight_ms(received) + 10 * 3'600'000;
    Intake in;
    in.kind = "acoso_laboral";
    in.content.facts =
        "Desde hace dos meses, en las reuniones de equipo, una jefatura me interrumpe, se burla de "
        "mis propuestas frente a todos y me deja fuera de los correos del proyecto.";
    in.content.when_text = "Reuniones de los lunes, desde septiembre";
    in.content.where_text = "Sala de reuniones del tercer piso";
    in.content.people_text = "Mi jefatura directa";
    in.content.witnesses_text = "Dos personas del equipo";
    in.content.desired_measures = "Que se revise la situación y se me incluya en el proyecto.";
    in.area_id = area_id > 0 ? std::optional<std::int64_t>(area_id) : std::nullopt;
    in.passphrase = crypto::to_hex(crypto::random_bytes(16));  // nobody will know it
    in.accused_ids = {accused_id};
    const auto r = create(c, org, in, true, std::nullopt, std::nullopt, received_ms);
    (void)r;
    // The case just made: the highest id of the organisation's cases.
    ListQuery q;
    q.user_id = handler_id;
    q.handler = true;
    q.limit = 100;
    std::int64_t id = 0;
    for (const auto& row : repo_.list(c, org, q)) id = std::max(id, row.id);
    if (id == 0) return;
    auto row = *repo_.find(c, org, id);
    // Dates of the demo case: the day it was received, then the stages.
    repo_.set_stage(c, org, id, "investigation", std::nullopt);
    append_log(c, org, id, received_ms + 2 * 3'600'000, "resguardo_adopted",
               std::to_string(handler_id), "Separación de espacios de trabajo");
    append_log(c, org, id, received_ms + 24 * 3'600'000, "investigation_started",
               std::to_string(handler_id), "Investigación interna");
    const auto key = case_key(row);
    repo_.insert_message(c, org, id, "handler", handler_id,
                         seal::seal(key,
                                    "Recibimos tu denuncia. Adoptamos medidas de resguardo y "
                                    "comenzamos la investigación. ¿Puedes indicarnos los "
                                    "nombres de los testigos?"),
                         add_days(received, 1));
    append_log(c, org, id, received_ms + 25 * 3'600'000, "message_sent", std::to_string(handler_id),
               "Mensaje a quien denunció");
    repo_.insert_message(c, org, id, "reporter", std::nullopt,
                         seal::seal(key, "Gracias. Prefiero dar los nombres en una entrevista."),
                         add_days(received, 2));
  });
}

}  // namespace aplauso::complaints
