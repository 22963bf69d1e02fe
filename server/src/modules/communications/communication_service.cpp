#include "modules/communications/communication_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <set>
#include <unordered_map>

#include "api/link_base.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/communications/poll_rules.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"
#include "modules/notifications/notification_service.h"
#include "modules/tenancy/org_repo.h"
#include "modules/users/user_repo.h"
#include "modules/whatsapp/whatsapp_service.h"
#include "storage/file_store.h"

namespace aplauso::communications {

namespace {
constexpr std::size_t kTitleMax = 200;
constexpr std::size_t kMessageMax = 10'000;
constexpr std::size_t kGroupNameMax = 100;
constexpr std::int64_t kUrlTtl = 3600;
const std::set<std::string> kRecipientStates = {"all", "unread", "read", "acknowledged",
                                                "unacknowledged"};

// The rules of a draft (spec section 5) in the order the spec lists them.
void check_draft(const Draft& d) {
  if (trimmed(d.title).empty()) throw invalid_input("title", "El título es requerido");
  if (!d.pin && !d.email && !d.whatsapp && !d.newsfeed) {
    throw invalid_input("channels", "Debe seleccionar al menos un canal de comunicación");
  }
  if (utf8_length(d.title) > kTitleMax) {
    throw invalid_input("title", "El título no puede exceder 200 caracteres.");
  }
  if (utf8_length(d.message) > kMessageMax) {
    throw invalid_input("message", "El mensaje no puede exceder 10000 caracteres.");
  }
}

users::Person find_person(const std::vector<users::Person>& people, std::int64_t id) {
  const auto it = std::find_if(people.begin(), people.end(),
                               [id](const users::Person& p) { return p.id == id; });
  if (it != people.end()) return *it;
  users::Person unknown;
  unknown.id = id;
  return unknown;
}

std::string group_name(const std::string& name) {
  auto clean = trimmed(name);
  if (clean.empty()) throw invalid_input("name", "El nombre del grupo es requerido.");
  if (utf8_length(clean) > kGroupNameMax) {
    throw invalid_input("name", "El nombre del grupo no puede exceder 100 caracteres.");
  }
  return clean;
}

std::vector<std::int64_t> distinct(std::vector<std::int64_t> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

ApiError group_name_taken() {
  return conflict("group_name_taken", "Ya existe un grupo de comunicación con ese nombre.");
}

// Runs `fn`, turning a unique violation (a group name taken) into a 409.
template <class F>
auto unique_group_name(F&& fn) {
  try {
    return fn();
  } catch (const db::Error& e) {
    if (db::is_unique_violation(e)) throw group_name_taken();
    throw;
  }
}
}  // namespace

// --- Sending -------------------------------------------------------------------------------------

View CommunicationService::send(OrgId org, std::int64_t author_id, const Audience& audience,
                                const Draft& draft) const {
  check_draft(draft);
  NewCommunication n;
  if (draft.poll_question) {
    const auto poll = check_poll(*draft.poll_question, draft.poll_options, draft.poll_multiple);
    if (poll.error) throw invalid_input("poll", *poll.error);
    n.poll_question = poll.poll.question;
    n.poll_options = poll.poll.options;
    n.poll_multiple = poll.poll.multiple;
  }
  n.author_id = author_id;
  n.audience = audience.kind;
  n.audience_id = audience.id;
  n.title = trimmed(draft.title);
  n.message = draft.message;
  n.pin = draft.pin;
  n.email = draft.email;
  n.whatsapp = draft.whatsapp;
  n.newsfeed = draft.newsfeed;
  n.acknowledge = draft.acknowledge;
  n.attachment_keys = draft.attachment_keys;
  std::sort(n.attachment_keys.begin(), n.attachment_keys.end());
  n.attachment_keys.erase(std::unique(n.attachment_keys.begin(), n.attachment_keys.end()),
                          n.attachment_keys.end());
  return db_.transact([&](db::Conn& c) {
    if (draft.whatsapp && !whatsapp_.available(c, org)) {
      throw rule_broken("whatsapp_unavailable",
                        "WhatsApp no está disponible: la organización no tiene un número de "
                        "WhatsApp configurado. Elige otro canal.",
                        {{"whatsapp", "La organización no tiene WhatsApp configurado."}});
    }
    if (audience.kind == "department") {
      n.audience_name = groups_.department_name(c, org, audience.id.value_or(0));
      if (!n.audience_name) throw not_found("Departamento no encontrado");
    } else if (audience.kind == "group") {
      const auto group = groups_.find(c, org, audience.id.value_or(0));
      if (!group) throw not_found("Grupo de comunicación no encontrado");
      n.audience_name = group->name;
    }
    const auto [id, attached] = repo_.insert(c, org, n, clock_.now_ms());
    if (attached != static_cast<std::int64_t>(n.attachment_keys.size())) {
      throw invalid_input("attachments", "Algún adjunto no existe o no terminó de subirse.");
    }
    audit_.record(c, org, "communications.send", {"communication", id}, nullptr,
                  {{"title", n.title},
                   {"audience", n.audience},
                   {"audience_id", n.audience_id ? boost::json::value(*n.audience_id) : nullptr},
                   {"pin", n.pin},
                   {"email", n.email},
                   {"whatsapp", n.whatsapp},
                   {"newsfeed", n.newsfeed},
                   {"acknowledge", n.acknowledge},
                   {"attachments", n.attachment_keys.size()},
                   {"poll", n.poll_question.has_value()}});
    return view_of(c, org, Viewer{author_id, true}, id);
  });
}

View CommunicationService::pin(OrgId org, std::int64_t id, bool pinned) const {
  return db_.transact([&](db::Conn& c) {
    if (!repo_.pin(c, org, id, pinned)) throw not_found("Comunicado no encontrado");
    audit_.record(c, org, "communications.pin", {"communication", id}, nullptr,
                  {{"pinned", pinned}});
    return view_of(c, org, Viewer{0, true}, id);
  });
}

// --- Reading -------------------------------------------------------------------------------------

std::vector<View> CommunicationService::views(db::Conn& c, OrgId org, const Viewer& viewer,
                                              std::vector<CommunicationRow> rows) const {
  std::vector<View> out;
  if (rows.empty()) return out;
  std::vector<std::int64_t> ids, polls, author_ids;
  for (const auto& r : rows) {
    ids.push_back(r.id);
    if (r.poll_question) polls.push_back(r.id);
    author_ids.push_back(r.author_id);
  }
  const auto states = repo_.states(c, org, viewer.user_id, ids);
  const auto files = repo_.attachments(c, org, ids);
  const auto authors = users::UserRepo().people(c, org, distinct(author_ids));
  std::vector<OptionRow> options;
  std::vector<VoteCount> counts;
  std::vector<VoterCount> voters;
  std::vector<MyVote> mine;
  if (!polls.empty()) {
    options = repo_.options(c, org, polls);
    counts = repo_.vote_counts(c, org, polls);
    voters = repo_.voters(c, org, polls);
    mine = repo_.my_votes(c, org, viewer.user_id, polls);
  }
  std::unordered_map<std::int64_t, std::int64_t> votes_of;
  for (const auto& v : counts) votes_of[v.option_id] = v.count;
  const auto now_s = clock_.now_s();
  for (auto& r : rows) {
    View v;
    v.author = find_person(authors, r.author_id);
    for (const auto& s : states) {
      if (s.communication_id == r.id) v.state = s;
    }
    for (const auto& f : files) {
      if (f.communication_id != r.id) continue;
      v.attachments.push_back({f.storage_key, f.name, f.content_type,
                               files_.read_url(f.storage_key, now_s, kUrlTtl), f.size});
    }
    for (const auto& o : options) {
      if (o.communication_id == r.id) v.options.push_back({o.id, o.text, votes_of[o.id]});
    }
    for (const auto& n : voters) {
      if (n.communication_id == r.id) v.voters = n.count;
    }
    for (const auto& m : mine) {
      if (m.communication_id == r.id) v.my_votes.push_back(m.option_id);
    }
    v.results_visible = viewer.admin || !v.my_votes.empty();
    v.row = std::move(r);
    out.push_back(std::move(v));
  }
  return out;
}

View CommunicationService::view_of(db::Conn& c, OrgId org, const Viewer& viewer,
                                   std::int64_t id) const {
  auto row = repo_.find(c, org, id);
  if (!row) throw not_found("Comunicado no encontrado");
  std::vector<CommunicationRow> rows;
  rows.push_back(std::move(*row));
  return std::move(views(c, org, viewer, std::move(rows)).front());
}

ViewPage CommunicationService::member_page(OrgId org, std::int64_t user_id, bool filed,
                                           std::int64_t limit, std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    ViewPage page;
    page.total = repo_.member_total(c, org, user_id, filed);
    page.items = views(c, org, Viewer{user_id, false},
                       repo_.member_page(c, org, user_id, filed, limit, offset));
    return page;
  });
}

ViewPage CommunicationService::admin_page(OrgId org, std::int64_t limit,
                                          std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    ViewPage page;
    page.total = repo_.admin_total(c, org);
    page.items = views(c, org, Viewer{0, true}, repo_.admin_page(c, org, limit, offset));
    return page;
  });
}

ViewPage CommunicationService::audience_page(OrgId org, const Viewer& viewer,
                                             const std::string& kind, std::int64_t audience_id,
                                             std::int64_t limit, std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    if (kind == "group") {
      if (!groups_.find(c, org, audience_id))
        throw not_found("Grupo de comunicación no encontrado");
      if (!viewer.admin && !groups_.is_member(c, org, audience_id, viewer.user_id)) {
        throw not_found("Grupo de comunicación no encontrado");
      }
    } else {
      if (!groups_.department_name(c, org, audience_id)) {
        throw not_found("Departamento no encontrado");
      }
      if (!viewer.admin && groups_.department_of(c, org, viewer.user_id) != audience_id) {
        throw not_found("Departamento no encontrado");
      }
    }
    ViewPage page;
    page.total = repo_.audience_total(c, org, kind, audience_id);
    page.items =
        views(c, org, viewer, repo_.audience_page(c, org, kind, audience_id, limit, offset));
    return page;
  });
}

View CommunicationService::one(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (!viewer.admin && !repo_.is_recipient(c, org, id, viewer.user_id)) {
      throw not_found("Comunicado no encontrado");
    }
    return view_of(c, org, viewer, id);
  });
}

// --- A recipient's actions -----------------------------------------------------------------------

RecipientState CommunicationService::recipient(db::Conn& c, OrgId org, const Viewer& viewer,
                                               std::int64_t id) const {
  auto state = repo_.lock_recipient(c, org, id, viewer.user_id);
  if (!state) throw not_found("Comunicado no encontrado");
  return *state;
}

View CommunicationService::read(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto state = recipient(c, org, viewer, id);
    if (!state.read_at) repo_.mark_read(c, org, id, viewer.user_id, clock_.now_ms());
    return view_of(c, org, viewer, id);
  });
}

View CommunicationService::acknowledge(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.transact([&](db::Conn& c) {
    const auto state = recipient(c, org, viewer, id);
    const auto row = repo_.find(c, org, id);
    if (!row || !row->acknowledge) {
      throw rule_broken("no_acknowledgement", "Este comunicado no pide confirmación de lectura.");
    }
    const auto now = clock_.now_ms();
    if (!state.read_at) repo_.mark_read(c, org, id, viewer.user_id, now);
    if (!state.acknowledged_at) repo_.acknowledge(c, org, id, viewer.user_id, now);
    return view_of(c, org, viewer, id);
  });
}

View CommunicationService::file(OrgId org, const Viewer& viewer, std::int64_t id,
                                bool filed) const {
  return db_.transact([&](db::Conn& c) {
    recipient(c, org, viewer, id);
    repo_.file(c, org, id, viewer.user_id, filed);
    return view_of(c, org, viewer, id);
  });
}

View CommunicationService::vote(OrgId org, const Viewer& viewer, std::int64_t id,
                                const std::vector<std::int64_t>& option_ids) const {
  return db_.transact([&](db::Conn& c) {
    recipient(c, org, viewer, id);
    const auto row = repo_.find(c, org, id);
    if (!row || !row->poll_question) {
      throw rule_broken("no_poll", "Este comunicado no tiene encuesta.");
    }
    const auto options = repo_.options(c, org, {id});
    std::vector<std::int64_t> positions;
    for (const auto option_id : option_ids) {
      const auto it = std::find_if(options.begin(), options.end(),
                                   [&](const OptionRow& o) { return o.id == option_id; });
      positions.push_back(it == options.end() ? static_cast<std::int64_t>(options.size())
                                              : it - options.begin());
    }
    if (const auto error = answer_error(options.size(), row->poll_multiple, positions)) {
      throw invalid_input("option_ids", *error);
    }
    repo_.vote(c, org, id, viewer.user_id, option_ids, clock_.now_ms());
    return view_of(c, org, viewer, id);
  });
}

RecipientPage CommunicationService::recipients(OrgId org, std::int64_t id, const std::string& state,
                                               std::int64_t limit, std::int64_t offset) const {
  if (!kRecipientStates.contains(state)) {
    throw invalid_input("state",
                        "El estado debe ser all, unread, read, acknowledged o unacknowledged.");
  }
  return db_.run([&](db::Conn& c) {
    if (!repo_.find(c, org, id)) throw not_found("Comunicado no encontrado");
    RecipientPage page;
    page.total = repo_.recipients_total(c, org, id, state);
    const auto rows = repo_.recipients(c, org, id, state, limit, offset);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.user_id);
    const auto people = users::UserRepo().people(c, org, ids);
    for (const auto& r : rows) page.items.push_back({find_person(people, r.user_id), r});
    return page;
  });
}

// --- Groups --------------------------------------------------------------------------------------

std::vector<GroupRow> CommunicationService::groups(OrgId org) const {
  return db_.run([&](db::Conn& c) { return groups_.list(c, org); });
}

Group CommunicationService::group(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto row = groups_.find(c, org, id);
    if (!row) throw not_found("Grupo de comunicación no encontrado");
    const auto ids = groups_.members(c, org, id);
    const auto people = users::UserRepo().people(c, org, ids);
    Group g{*row, {}};
    for (const auto member : ids) g.members.push_back(find_person(people, member));
    return g;
  });
}

void CommunicationService::check_members(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return;
  if (groups_.count_people(c, org, ids) != static_cast<std::int64_t>(ids.size())) {
    throw invalid_input("member_ids", "Algunas personas no pertenecen a la organización.");
  }
}

Group CommunicationService::create_group(OrgId org, std::int64_t created_by,
                                         const std::string& name,
                                         const std::vector<std::int64_t>& member_ids) const {
  const auto clean = group_name(name);
  const auto members = distinct(member_ids);
  const auto id = unique_group_name([&] {
    return db_.transact([&](db::Conn& c) {
      check_members(c, org, members);
      const auto created = groups_.insert(c, org, clean, created_by, clock_.now_ms());
      groups_.replace_members(c, org, created, members);
      audit_.record(
          c, org, "communications.create_group", {"communication_group", created}, nullptr,
          {{"name", clean}, {"member_ids", boost::json::array(members.begin(), members.end())}});
      return created;
    });
  });
  return group(org, id);
}

Group CommunicationService::update_group(
    OrgId org, std::int64_t id, const std::optional<std::string>& name,
    const std::optional<std::vector<std::int64_t>>& member_ids) const {
  const auto clean = name ? std::optional<std::string>(group_name(*name)) : std::nullopt;
  const auto members = member_ids ? std::optional(distinct(*member_ids)) : std::nullopt;
  unique_group_name([&] {
    db_.transact([&](db::Conn& c) {
      const auto current = groups_.find(c, org, id);
      if (!current) throw not_found("Grupo de comunicación no encontrado");
      if (clean) groups_.rename(c, org, id, *clean);
      if (members) {
        check_members(c, org, *members);
        groups_.replace_members(c, org, id, *members);
      }
      boost::json::object after;
      if (clean) after["name"] = *clean;
      if (members) after["member_ids"] = boost::json::array(members->begin(), members->end());
      audit_.record(c, org, "communications.update_group", {"communication_group", id},
                    {{"name", current->name}}, std::move(after));
    });
    return 0;
  });
  return group(org, id);
}

void CommunicationService::delete_group(OrgId org, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    if (!groups_.remove(c, org, id)) throw not_found("Grupo de comunicación no encontrado");
    audit_.record(c, org, "communications.delete_group", {"communication_group", id});
  });
}

// --- The fan-out ---------------------------------------------------------------------------------

bool CommunicationService::fan_out_batch() const {
  return db_.transact([&](db::Conn& c) {
    const auto f = repo_.claim_fan_out(c);
    if (!f) return false;
    const OrgId org{f->org_id};
    if (f->fanout_state == "pending") {
      repo_.insert_recipients(c, *f);
      repo_.start_notifying(c, *f);
      return true;
    }
    const auto batch = repo_.recipient_batch(c, f->id, f->fanout_cursor, kFanOutBatch);
    if (batch.empty()) {
      repo_.advance(c, *f, f->fanout_cursor, 0, 0, true);
      return true;
    }
    std::vector<std::int64_t> told;
    for (const auto& b : batch) {
      if (b.user_id != f->author_id) told.push_back(b.user_id);
    }
    notifications_.notify(
        c, org, "communication_received", told,
        {{"communication_id", f->id}, {"title", f->title}, {"actor_id", f->author_id}});
    std::int64_t emailed = 0;
    std::int64_t whatsapped = 0;
    if (f->email || f->whatsapp) {
      const tenancy::OrgRepo orgs;
      const auto tenant = orgs.load(c, org);
      const auto hosts = orgs.hosts(c, org);
      const auto author = users::UserRepo().people(c, org, {f->author_id});
      if (tenant && !hosts.empty()) {
        const mail::MailBrand brand{tenant->name, tenant->branding.banner_main,
                                    tenant->branding.logo_url};
        const std::string link =
            links_.base(hosts.front()) + "/communications/" + std::to_string(f->id);
        const std::string author_name = author.empty() ? tenant->name : author.front().full_name();
        std::vector<std::int64_t> mailed_users, mail_ids, whatsapp_users, whatsapp_ids;
        const bool by_whatsapp = f->whatsapp && whatsapp_.available(c, org);
        for (const auto& b : batch) {
          if (by_whatsapp && b.whatsapp_active && b.whatsapp_phone) {
            whatsapp_ids.push_back(whatsapp_.queue(c, org,
                                                   {b.user_id,
                                                    "communication",
                                                    *b.whatsapp_phone,
                                                    mail::mail_language(b.language),
                                                    {b.first_name, f->title, link}}));
            whatsapp_users.push_back(b.user_id);
            ++whatsapped;
          }
          if (!f->email || b.email.empty()) continue;
          mail_ids.push_back(mail_.queue(
              c, org,
              mail::communication_mail(brand, mail::mail_language(b.language), b.email,
                                       b.first_name, author_name, f->title, f->message, link)));
          mailed_users.push_back(b.user_id);
          ++emailed;
        }
        repo_.record_mails(c, *f, mailed_users, mail_ids);
        repo_.record_whatsapp(c, *f, whatsapp_users, whatsapp_ids);
      }
    }
    repo_.advance(c, *f, batch.back().user_id, emailed, whatsapped,
                  static_cast<std::int64_t>(batch.size()) < kFanOutBatch);
    return true;
  });
}

int CommunicationService::fan_out(int max_batches) const {
  int batches = 0;
  while (batches < max_batches && fan_out_batch()) ++batches;
  return batches;
}

}  // namespace aplauso::communications
