#include "modules/recognition/catalog_repo.h"

#include <soci/soci.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "db/row.h"

namespace aplauso::recognition {

namespace {
// An optional string ready to bind: the value (or "") and its null indicator.
struct Nullable {
  explicit Nullable(const std::optional<std::string>& v)
      : value(v.value_or("")), ind(v ? soci::i_ok : soci::i_null) {}
  std::string value;
  soci::indicator ind;
};

constexpr const char* kTypeColumns =
    "SELECT id, super_type_id, name, description, emoji, image_url, min_points, max_points, "
    "roles, special, active, position FROM recognition_types ";

RecognitionType read_type(const soci::row& r) {
  RecognitionType t;
  t.id = db::get_int(r, 0);
  t.super_type_id = db::get_opt_int(r, 1);
  t.name = db::get_string(r, 2);
  t.description = db::get_opt_string(r, 3);
  t.emoji = db::get_opt_string(r, 4);
  t.image_url = db::get_opt_string(r, 5);
  t.min_points = db::get_int(r, 6);
  t.max_points = db::get_int(r, 7);
  t.roles = parse_roles_csv(db::get_string(r, 8));
  t.special = db::get_bool(r, 9);
  t.active = db::get_bool(r, 10);
  t.position = db::get_int(r, 11);
  return t;
}

SuperType read_super(const soci::row& r) {
  return {db::get_int(r, 0), db::get_string(r, 1), db::get_opt_string(r, 2), db::get_int(r, 3),
          db::get_bool(r, 4)};
}

SubType read_sub(const soci::row& r) {
  return {db::get_int(r, 0), db::get_int(r, 1), db::get_string(r, 2), db::get_opt_string(r, 3),
          db::get_bool(r, 4)};
}

CorporateValue read_value(const soci::row& r) {
  return {db::get_int(r, 0),        db::get_string(r, 1), db::get_opt_string(r, 2),
          db::get_opt_string(r, 3), db::get_int(r, 4),    db::get_bool(r, 5)};
}

bool changed(soci::statement& st) {
  st.execute(true);
  return st.get_affected_rows() > 0;
}
}  // namespace

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

std::vector<RecognitionType> CatalogRepo::types(soci::session& s, std::int64_t org_id,
                                                bool include_inactive) const {
  const long long org = org_id;
  std::vector<RecognitionType> out;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string(kTypeColumns) + "WHERE org_id = :org AND archived = 0" +
                          (include_inactive ? "" : " AND active = 1") + " ORDER BY position, id",
         soci::use(org, "org"));
    for (const auto& r : rows) out.push_back(read_type(r));
  }
  std::map<std::int64_t, std::vector<SubType>> subs;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT id, type_id, name, description, active FROM sub_recognition_types "
                      "WHERE org_id = :org AND archived = 0 ORDER BY id",
         soci::use(org, "org"));
    for (const auto& r : rows) {
      SubType st = read_sub(r);
      if (include_inactive || st.active) subs[st.type_id].push_back(std::move(st));
    }
  }
  std::map<std::int64_t, SuperType> supers;
  for (auto& st : super_types(s, org_id)) supers[st.id] = st;
  for (auto& t : out) {
    t.sub_types = std::move(subs[t.id]);
    if (t.super_type_id && supers.contains(*t.super_type_id))
      t.super_type = supers[*t.super_type_id];
  }
  return out;
}

std::optional<RecognitionType> CatalogRepo::type(soci::session& s, std::int64_t org_id,
                                                 std::int64_t id) const {
  const long long org = org_id, tid = id;
  std::optional<RecognitionType> t;
  {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string(kTypeColumns) +
                          "WHERE org_id = :org AND id = :id AND archived = 0",
         soci::use(org, "org"), soci::use(tid, "id"));
    for (const auto& r : rows) t = read_type(r);
  }
  if (!t) return t;
  {
    soci::rowset<soci::row> subs =
        (s.prepare << "SELECT id, type_id, name, description, active FROM sub_recognition_types "
                      "WHERE org_id = :org AND type_id = :id AND archived = 0 ORDER BY id",
         soci::use(org, "org"), soci::use(tid, "id"));
    for (const auto& sr : subs) t->sub_types.push_back(read_sub(sr));
  }
  if (t->super_type_id) t->super_type = super_type(s, org_id, *t->super_type_id);
  return t;
}

std::int64_t CatalogRepo::insert_type(soci::session& s, std::int64_t org_id,
                                      const RecognitionType& t, std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms, min = t.min_points, max = t.max_points,
                  super = t.super_type_id.value_or(0), position = t.position;
  soci::indicator super_i = t.super_type_id ? soci::i_ok : soci::i_null;
  Nullable description(t.description), emoji(t.emoji), image(t.image_url);
  const std::string roles = roles_csv(t.roles);
  const int special = t.special ? 1 : 0, active = t.active ? 1 : 0;
  long long id = 0;
  s << "INSERT INTO recognition_types (org_id, super_type_id, name, description, emoji, "
       "image_url, min_points, max_points, roles, special, active, archived, position, "
       "created_at, updated_at) VALUES (:org, :super, :name, :description, :emoji, :image, :min, "
       ":max, :roles, :special, :active, 0, :position, :now, :now) RETURNING id",
      soci::use(org, "org"), soci::use(super, super_i, "super"), soci::use(t.name, "name"),
      soci::use(description.value, description.ind, "description"),
      soci::use(emoji.value, emoji.ind, "emoji"), soci::use(image.value, image.ind, "image"),
      soci::use(min, "min"), soci::use(max, "max"), soci::use(roles, "roles"),
      soci::use(special, "special"), soci::use(active, "active"), soci::use(position, "position"),
      soci::use(now, "now"), soci::into(id);
  return id;
}

void CatalogRepo::update_type(soci::session& s, std::int64_t org_id, const RecognitionType& t,
                              std::int64_t now_ms) const {
  const long long org = org_id, id = t.id, now = now_ms, min = t.min_points, max = t.max_points,
                  super = t.super_type_id.value_or(0), position = t.position;
  soci::indicator super_i = t.super_type_id ? soci::i_ok : soci::i_null;
  Nullable description(t.description), emoji(t.emoji), image(t.image_url);
  const std::string roles = roles_csv(t.roles);
  const int special = t.special ? 1 : 0, active = t.active ? 1 : 0;
  s << "UPDATE recognition_types SET super_type_id = :super, name = :name, description = "
       ":description, emoji = :emoji, image_url = :image, min_points = :min, max_points = :max, "
       "roles = :roles, special = :special, active = :active, position = :position, updated_at = "
       ":now WHERE org_id = :org AND id = :id",
      soci::use(super, super_i, "super"), soci::use(t.name, "name"),
      soci::use(description.value, description.ind, "description"),
      soci::use(emoji.value, emoji.ind, "emoji"), soci::use(image.value, image.ind, "image"),
      soci::use(min, "min"), soci::use(max, "max"), soci::use(roles, "roles"),
      soci::use(special, "special"), soci::use(active, "active"), soci::use(position, "position"),
      soci::use(now, "now"), soci::use(org, "org"), soci::use(id, "id");
}

bool CatalogRepo::archive_type(soci::session& s, std::int64_t org_id, std::int64_t id,
                               std::int64_t now_ms) const {
  const long long org = org_id, tid = id, now = now_ms;
  soci::statement st = (s.prepare << "UPDATE recognition_types SET archived = 1, active = 0, "
                                     "updated_at = :now WHERE org_id = :org AND id = :id AND "
                                     "archived = 0",
                        soci::use(now, "now"), soci::use(org, "org"), soci::use(tid, "id"));
  return changed(st);
}

std::vector<SuperType> CatalogRepo::super_types(soci::session& s, std::int64_t org_id) const {
  const long long org = org_id;
  std::vector<SuperType> out;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, name, description, position, active FROM super_recognition_types "
                    "WHERE org_id = :org ORDER BY position, id",
       soci::use(org, "org"));
  for (const auto& r : rows) out.push_back(read_super(r));
  return out;
}

std::optional<SuperType> CatalogRepo::super_type(soci::session& s, std::int64_t org_id,
                                                 std::int64_t id) const {
  const long long org = org_id, sid = id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, name, description, position, active FROM super_recognition_types "
                    "WHERE org_id = :org AND id = :id",
       soci::use(org, "org"), soci::use(sid, "id"));
  for (const auto& r : rows) return read_super(r);
  return std::nullopt;
}

std::int64_t CatalogRepo::insert_super_type(soci::session& s, std::int64_t org_id,
                                            const SuperType& t, std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms, position = t.position;
  Nullable description(t.description);
  const int active = t.active ? 1 : 0;
  long long id = 0;
  s << "INSERT INTO super_recognition_types (org_id, name, description, position, active, "
       "created_at) VALUES (:org, :name, :description, :position, :active, :now) RETURNING id",
      soci::use(org, "org"), soci::use(t.name, "name"),
      soci::use(description.value, description.ind, "description"), soci::use(position, "position"),
      soci::use(active, "active"), soci::use(now, "now"), soci::into(id);
  return id;
}

void CatalogRepo::update_super_type(soci::session& s, std::int64_t org_id,
                                    const SuperType& t) const {
  const long long org = org_id, id = t.id, position = t.position;
  Nullable description(t.description);
  const int active = t.active ? 1 : 0;
  s << "UPDATE super_recognition_types SET name = :name, description = :description, position = "
       ":position, active = :active WHERE org_id = :org AND id = :id",
      soci::use(t.name, "name"), soci::use(description.value, description.ind, "description"),
      soci::use(position, "position"), soci::use(active, "active"), soci::use(org, "org"),
      soci::use(id, "id");
}

bool CatalogRepo::delete_super_type(soci::session& s, std::int64_t org_id, std::int64_t id) const {
  const long long org = org_id, sid = id;
  s << "UPDATE recognition_types SET super_type_id = NULL WHERE org_id = :org AND super_type_id = "
       ":id",
      soci::use(org, "org"), soci::use(sid, "id");
  soci::statement st = (s.prepare << "DELETE FROM super_recognition_types WHERE org_id = :org AND "
                                     "id = :id",
                        soci::use(org, "org"), soci::use(sid, "id"));
  return changed(st);
}

std::optional<SubType> CatalogRepo::sub_type(soci::session& s, std::int64_t org_id,
                                             std::int64_t id) const {
  const long long org = org_id, sid = id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, type_id, name, description, active FROM sub_recognition_types "
                    "WHERE org_id = :org AND id = :id AND archived = 0",
       soci::use(org, "org"), soci::use(sid, "id"));
  for (const auto& r : rows) return read_sub(r);
  return std::nullopt;
}

std::int64_t CatalogRepo::insert_sub_type(soci::session& s, std::int64_t org_id, const SubType& t,
                                          std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms, type = t.type_id;
  Nullable description(t.description);
  const int active = t.active ? 1 : 0;
  long long id = 0;
  s << "INSERT INTO sub_recognition_types (org_id, type_id, name, description, active, archived, "
       "created_at) VALUES (:org, :type, :name, :description, :active, 0, :now) RETURNING id",
      soci::use(org, "org"), soci::use(type, "type"), soci::use(t.name, "name"),
      soci::use(description.value, description.ind, "description"), soci::use(active, "active"),
      soci::use(now, "now"), soci::into(id);
  return id;
}

void CatalogRepo::update_sub_type(soci::session& s, std::int64_t org_id, const SubType& t) const {
  const long long org = org_id, id = t.id;
  Nullable description(t.description);
  const int active = t.active ? 1 : 0;
  s << "UPDATE sub_recognition_types SET name = :name, description = :description, active = "
       ":active WHERE org_id = :org AND id = :id",
      soci::use(t.name, "name"), soci::use(description.value, description.ind, "description"),
      soci::use(active, "active"), soci::use(org, "org"), soci::use(id, "id");
}

bool CatalogRepo::archive_sub_type(soci::session& s, std::int64_t org_id, std::int64_t id) const {
  const long long org = org_id, sid = id;
  soci::statement st = (s.prepare << "UPDATE sub_recognition_types SET archived = 1, active = 0 "
                                     "WHERE org_id = :org AND id = :id AND archived = 0",
                        soci::use(org, "org"), soci::use(sid, "id"));
  return changed(st);
}

std::vector<CorporateValue> CatalogRepo::values(soci::session& s, std::int64_t org_id,
                                                bool include_inactive) const {
  const long long org = org_id;
  std::vector<CorporateValue> out;
  soci::rowset<soci::row> rows =
      (s.prepare << std::string("SELECT id, name, description, emoji, position, active FROM "
                                "corporate_values WHERE org_id = :org AND archived = 0") +
                        (include_inactive ? "" : " AND active = 1") + " ORDER BY position, id",
       soci::use(org, "org"));
  for (const auto& r : rows) out.push_back(read_value(r));
  return out;
}

std::optional<CorporateValue> CatalogRepo::value(soci::session& s, std::int64_t org_id,
                                                 std::int64_t id) const {
  const long long org = org_id, vid = id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, name, description, emoji, position, active FROM corporate_values "
                    "WHERE org_id = :org AND id = :id AND archived = 0",
       soci::use(org, "org"), soci::use(vid, "id"));
  for (const auto& r : rows) return read_value(r);
  return std::nullopt;
}

std::int64_t CatalogRepo::insert_value(soci::session& s, std::int64_t org_id,
                                       const CorporateValue& v, std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms, position = v.position;
  Nullable description(v.description), emoji(v.emoji);
  const int active = v.active ? 1 : 0;
  long long id = 0;
  s << "INSERT INTO corporate_values (org_id, name, description, emoji, position, active, "
       "archived, created_at) VALUES (:org, :name, :description, :emoji, :position, :active, 0, "
       ":now) RETURNING id",
      soci::use(org, "org"), soci::use(v.name, "name"),
      soci::use(description.value, description.ind, "description"),
      soci::use(emoji.value, emoji.ind, "emoji"), soci::use(position, "position"),
      soci::use(active, "active"), soci::use(now, "now"), soci::into(id);
  return id;
}

void CatalogRepo::update_value(soci::session& s, std::int64_t org_id,
                               const CorporateValue& v) const {
  const long long org = org_id, id = v.id, position = v.position;
  Nullable description(v.description), emoji(v.emoji);
  const int active = v.active ? 1 : 0;
  s << "UPDATE corporate_values SET name = :name, description = :description, emoji = :emoji, "
       "position = :position, active = :active WHERE org_id = :org AND id = :id",
      soci::use(v.name, "name"), soci::use(description.value, description.ind, "description"),
      soci::use(emoji.value, emoji.ind, "emoji"), soci::use(position, "position"),
      soci::use(active, "active"), soci::use(org, "org"), soci::use(id, "id");
}

bool CatalogRepo::archive_value(soci::session& s, std::int64_t org_id, std::int64_t id) const {
  const long long org = org_id, vid = id;
  soci::statement st = (s.prepare << "UPDATE corporate_values SET archived = 1, active = 0 WHERE "
                                     "org_id = :org AND id = :id AND archived = 0",
                        soci::use(org, "org"), soci::use(vid, "id"));
  return changed(st);
}

}  // namespace aplauso::recognition
