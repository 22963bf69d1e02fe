#include "modules/telemedicine/telemedicine_repo.h"

#include <map>

#include "db/conn.h"
#include "modules/telemedicine/telemedicine_sql.h"

namespace aplauso::telemedicine {

namespace {
/// "es,en" → {"es", "en"}.
std::vector<std::string> split_languages(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto comma = text.find(',', start);
    const auto end = comma == std::string::npos ? text.size() : comma;
    if (end > start) out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string join_languages(const std::vector<std::string>& languages) {
  std::string out;
  for (const auto& l : languages) {
    if (!out.empty()) out += ',';
    out += l;
  }
  return out;
}

std::vector<ProviderRow> read_providers(db::Rows rows) {
  std::vector<ProviderRow> out;
  for (const db::Row& r : rows) {
    ProviderRow p;
    p.id = r.i64(0);
    p.name = r.text(1);
    p.description = r.text(2);
    p.description_en = r.opt_text(3);
    p.logo_key = r.opt_text(4);
    p.kind = r.text(5);
    p.link = r.opt_text(6);
    p.access_code = r.opt_text(7);
    p.phone = r.opt_text(8);
    p.whatsapp = r.opt_text(9);
    p.hours = r.text(10);
    p.hours_en = r.opt_text(11);
    p.languages = split_languages(r.text(12));
    p.status = r.text(13);
    p.position = r.i64(14);
    p.created_at = r.i64(15);
    p.updated_at = r.i64(16);
    out.push_back(std::move(p));
  }
  return out;
}
}  // namespace

std::optional<ProviderRow> TelemedicineRepo::provider(db::Conn& c, OrgId org,
                                                      std::int64_t id) const {
  auto rows = read_providers(c.query(sql::kProvider, {org, id}));
  if (rows.empty()) return std::nullopt;
  load_eligibility(c, org, rows);
  return rows.front();
}

std::vector<ProviderRow> TelemedicineRepo::by_status(db::Conn& c, OrgId org,
                                                     const std::string& status) const {
  auto rows = read_providers(c.query(sql::kByStatus, {org, status}));
  load_eligibility(c, org, rows);
  return rows;
}

std::vector<ProviderRow> TelemedicineRepo::all(db::Conn& c, OrgId org) const {
  auto rows = read_providers(c.query(sql::kAll, {org}));
  load_eligibility(c, org, rows);
  return rows;
}

std::int64_t TelemedicineRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCount, {org}).value_or(0);
}

std::int64_t TelemedicineRepo::insert(db::Conn& c, OrgId org, const ProviderFields& f,
                                      std::int64_t created_by, std::int64_t now) const {
  return *c.scalar(sql::kInsert,
                   {org, f.name, f.description, f.description_en, f.logo_key, f.kind, f.link,
                    f.access_code, f.phone, f.whatsapp, f.hours, f.hours_en,
                    join_languages(f.languages), f.status, f.position, created_by, now});
}

void TelemedicineRepo::update(db::Conn& c, OrgId org, std::int64_t id, const ProviderFields& f,
                              std::int64_t now) const {
  c.exec(sql::kUpdate, {org, id, f.name, f.description, f.description_en, f.logo_key, f.kind,
                        f.link, f.access_code, f.phone, f.whatsapp, f.hours, f.hours_en,
                        join_languages(f.languages), f.status, f.position, now});
}

void TelemedicineRepo::load_eligibility(db::Conn& c, OrgId org,
                                        std::vector<ProviderRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, ProviderRow*> by_id;
  for (auto& p : rows) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
  }
  for (const db::Row& r : c.query(sql::kEligibility, {org, ids})) {
    const auto it = by_id.find(r.i64(0));
    if (it == by_id.end()) continue;
    Eligibility& e = it->second->eligibility;
    const std::string kind = r.text(1);
    if (kind == "department") e.departments.push_back(r.i64(2));
    if (kind == "group") e.groups.push_back(r.i64(2));
    if (kind == "country") e.countries.push_back(r.text(3));
  }
}

void TelemedicineRepo::set_eligibility(db::Conn& c, OrgId org, std::int64_t id,
                                       const Eligibility& e) const {
  c.exec(sql::kDeleteEligibility, {org, id});
  std::vector<std::string> kinds;
  std::vector<std::int64_t> refs;
  std::vector<std::string> texts;
  for (auto d : e.departments) {
    kinds.emplace_back("department");
    refs.push_back(d);
    texts.emplace_back("");
  }
  for (auto g : e.groups) {
    kinds.emplace_back("group");
    refs.push_back(g);
    texts.emplace_back("");
  }
  for (const auto& country : e.countries) {
    kinds.emplace_back("country");
    refs.push_back(0);
    texts.push_back(country);
  }
  if (!kinds.empty()) c.exec(sql::kInsertEligibility, {org, id, kinds, refs, texts});
}

std::int64_t TelemedicineRepo::count_departments(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t TelemedicineRepo::count_groups(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::optional<PersonFacts> TelemedicineRepo::person(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const {
  std::optional<PersonFacts> out;
  for (const db::Row& r : c.query(sql::kPerson, {org, user_id})) {
    out = PersonFacts{r.i64(0), r.opt_i64(1), r.opt_text(2), {}};
  }
  if (!out) return out;
  for (const db::Row& r : c.query(sql::kPersonGroups, {org, user_id})) {
    out->groups.push_back(r.i64(0));
  }
  return out;
}

void TelemedicineRepo::count_click(db::Conn& c, OrgId org, std::int64_t provider_id,
                                   const std::string& day) const {
  c.exec(sql::kCountClick, {org, provider_id, day});
}

std::vector<DayClicks> TelemedicineRepo::clicks(db::Conn& c, OrgId org, const std::string& from,
                                                const std::string& to) const {
  std::vector<DayClicks> out;
  for (const db::Row& r : c.query(sql::kClicks, {org, from, to})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2)});
  }
  return out;
}

void TelemedicineRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kForgetCreator, {org, user_id});
}

}  // namespace aplauso::telemedicine
