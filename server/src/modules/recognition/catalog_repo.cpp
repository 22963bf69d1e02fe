#include "modules/recognition/catalog_repo.h"

#include <algorithm>
#include <boost/describe/class.hpp>
#include <map>
#include <sstream>

#include "db/row_mapping.h"
#include "modules/recognition/recognition_sql.h"

namespace aplauso::recognition {

BOOST_DESCRIBE_STRUCT(SuperType, (),
                      (id, name, description, position, active, name_en, description_en))
BOOST_DESCRIBE_STRUCT(SubType, (),
                      (id, type_id, name, description, active, name_en, description_en))
BOOST_DESCRIBE_STRUCT(CorporateValue, (),
                      (id, name, description, emoji, position, active, name_en, description_en,
                       colour, examples, examples_en, keywords, keywords_en))

// The columns of recognition_sql.h's type statements.
void read_row(const db::Row& r, RecognitionType& t) {
  t.id = r.i64(0);
  t.super_type_id = r.opt_i64(1);
  t.name = r.text(2);
  t.description = r.opt_text(3);
  t.emoji = r.opt_text(4);
  t.image_url = r.opt_text(5);
  t.min_points = r.i64(6);
  t.max_points = r.i64(7);
  t.roles = parse_roles_csv(r.text(8));
  t.special = r.boolean(9);
  t.active = r.boolean(10);
  t.position = r.i64(11);
  t.name_en = r.opt_text(12);
  t.description_en = r.opt_text(13);
}

bool RecognitionType::allows(Role role) const {
  return std::find(roles.begin(), roles.end(), role) != roles.end();
}

std::string roles_csv(const std::vector<Role>& roles) {
  std::string out;
  for (Role r : {Role::kEmployee, Role::kLeader, Role::kAdmin}) {
    if (std::find(roles.begin(), roles.end(), r) != roles.end()) {
      out += (out.empty() ? "" : ",") + std::string(to_string(r));
    }
  }
  return out;
}

std::vector<Role> parse_roles_csv(const std::string& csv) {
  std::vector<Role> out;
  std::stringstream ss(csv);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (auto r = parse_role(item)) out.push_back(*r);
  }
  return out;
}

std::vector<RecognitionType> CatalogRepo::types(db::Conn& c, OrgId org,
                                                bool include_inactive) const {
  auto out = db::all<RecognitionType>(c, sql::kTypes, {org, include_inactive});
  if (out.empty()) return out;
  std::vector<std::int64_t> ids;
  for (const auto& t : out) ids.push_back(t.id);
  std::map<std::int64_t, std::vector<SubType>> subs;
  for (auto& st : db::all<SubType>(c, sql::kSubTypes, {org, ids})) {
    if (include_inactive || st.active) subs[st.type_id].push_back(std::move(st));
  }
  std::map<std::int64_t, SuperType> supers;
  for (auto& st : super_types(c, org)) supers[st.id] = st;
  for (auto& t : out) {
    t.sub_types = std::move(subs[t.id]);
    if (t.super_type_id && supers.contains(*t.super_type_id)) {
      t.super_type = supers[*t.super_type_id];
    }
  }
  return out;
}

std::optional<RecognitionType> CatalogRepo::type(db::Conn& c, OrgId org, std::int64_t id) const {
  auto found = types_by_id(c, org, {id});
  if (found.empty()) return std::nullopt;
  RecognitionType t = std::move(found.front());
  t.sub_types = db::all<SubType>(c, sql::kSubTypes, {org, std::vector<std::int64_t>{id}});
  if (t.super_type_id) t.super_type = super_type(c, org, *t.super_type_id);
  return t;
}

std::vector<RecognitionType> CatalogRepo::types_by_id(db::Conn& c, OrgId org,
                                                      const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<RecognitionType>(c, sql::kTypesById, {org, ids});
}

std::int64_t CatalogRepo::insert_type(db::Conn& c, OrgId org, const RecognitionType& t,
                                      std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertType,
                   {org, t.super_type_id, t.name, t.description, t.emoji, t.image_url, t.min_points,
                    t.max_points, roles_csv(t.roles), t.special, t.active, t.position, now_ms,
                    t.name_en, t.description_en});
}

void CatalogRepo::update_type(db::Conn& c, OrgId org, const RecognitionType& t,
                              std::int64_t now_ms) const {
  c.exec(sql::kUpdateType, {org, t.id, t.super_type_id, t.name, t.description, t.emoji, t.image_url,
                            t.min_points, t.max_points, roles_csv(t.roles), t.special, t.active,
                            t.position, now_ms, t.name_en, t.description_en});
}

bool CatalogRepo::archive_type(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  return c.exec(sql::kArchiveType, {org, id, now_ms}) > 0;
}

std::vector<SuperType> CatalogRepo::super_types(db::Conn& c, OrgId org) const {
  return db::all<SuperType>(c, sql::kSuperTypes, {org});
}

std::optional<SuperType> CatalogRepo::super_type(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<SuperType>(c, sql::kSuperType, {org, id});
}

std::int64_t CatalogRepo::insert_super_type(db::Conn& c, OrgId org, const SuperType& t,
                                            std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertSuperType, {org, t.name, t.description, t.position, t.active, now_ms,
                                           t.name_en, t.description_en});
}

void CatalogRepo::update_super_type(db::Conn& c, OrgId org, const SuperType& t) const {
  c.exec(sql::kUpdateSuperType,
         {org, t.id, t.name, t.description, t.position, t.active, t.name_en, t.description_en});
}

bool CatalogRepo::delete_super_type(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDetachSuperType, {org, id});
  return c.exec(sql::kDeleteSuperType, {org, id}) > 0;
}

std::optional<SubType> CatalogRepo::sub_type(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<SubType>(c, sql::kSubType, {org, id});
}

std::int64_t CatalogRepo::insert_sub_type(db::Conn& c, OrgId org, const SubType& t,
                                          std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertSubType, {org, t.type_id, t.name, t.description, t.active, now_ms,
                                         t.name_en, t.description_en});
}

void CatalogRepo::update_sub_type(db::Conn& c, OrgId org, const SubType& t) const {
  c.exec(sql::kUpdateSubType,
         {org, t.id, t.name, t.description, t.active, t.name_en, t.description_en});
}

bool CatalogRepo::archive_sub_type(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kArchiveSubType, {org, id}) > 0;
}

std::vector<CorporateValue> CatalogRepo::values(db::Conn& c, OrgId org,
                                                bool include_inactive) const {
  return db::all<CorporateValue>(c, sql::kValues, {org, include_inactive});
}

std::optional<CorporateValue> CatalogRepo::value(db::Conn& c, OrgId org, std::int64_t id) const {
  auto found = values_by_id(c, org, {id});
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::vector<CorporateValue> CatalogRepo::values_by_id(db::Conn& c, OrgId org,
                                                      const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<CorporateValue>(c, sql::kValuesById, {org, ids});
}

std::int64_t CatalogRepo::insert_value(db::Conn& c, OrgId org, const CorporateValue& v,
                                       std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertValue, {org, v.name, v.description, v.emoji, v.position, v.active,
                                       now_ms, v.name_en, v.description_en, v.colour, v.examples,
                                       v.examples_en, v.keywords, v.keywords_en});
}

void CatalogRepo::update_value(db::Conn& c, OrgId org, const CorporateValue& v) const {
  c.exec(sql::kUpdateValue,
         {org, v.id, v.name, v.description, v.emoji, v.position, v.active, v.name_en,
          v.description_en, v.colour, v.examples, v.examples_en, v.keywords, v.keywords_en});
}

bool CatalogRepo::archive_value(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kArchiveValue, {org, id}) > 0;
}

std::string CatalogRepo::values_mode(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kValuesMode, {org})) return r.text(0);
  return "optional";
}

void CatalogRepo::set_values_mode(db::Conn& c, OrgId org, const std::string& mode,
                                  std::int64_t now_ms) const {
  c.exec(sql::kSetValuesMode, {org, mode, now_ms});
}

void CatalogRepo::record_suggestion(db::Conn& c, OrgId org, std::int64_t post_id,
                                    std::int64_t value_id, bool accepted,
                                    std::int64_t now_ms) const {
  c.exec(sql::kInsertSuggestion, {org, post_id, value_id, accepted, now_ms});
}

std::vector<UploadedFile> CatalogRepo::own_attachments(db::Conn& c, OrgId org,
                                                       const std::vector<std::string>& keys,
                                                       std::int64_t owner,
                                                       std::int64_t other_owner) const {
  std::vector<UploadedFile> out;
  if (keys.empty()) return out;
  for (const db::Row& r : c.query(sql::kOwnAttachments, {org, keys, owner, other_owner})) {
    out.push_back({r.text(0), r.text(1), r.text(2), r.i64(3)});
  }
  return out;
}

}  // namespace aplauso::recognition
