#include "modules/custom_pages/custom_pages_repo.h"

#include <boost/json/serialize.hpp>
#include <map>

#include "db/conn.h"
#include "modules/custom_pages/custom_pages_blocks.h"
#include "modules/custom_pages/custom_pages_sql.h"

namespace aplauso::custom_pages {

namespace {

std::vector<PageRow> read_pages(db::Rows rows) {
  std::vector<PageRow> out;
  for (const db::Row& r : rows) {
    PageRow p;
    p.id = r.i64(0);
    p.slug = r.opt_text(1);
    p.title = r.text(2);
    p.title_en = r.opt_text(3);
    p.status = r.text(4);
    p.audience.base.everyone = r.i64(5) != 0;
    p.in_menu = r.i64(6) != 0;
    p.menu_order = r.i64(7);
    p.icon = r.opt_text(8);
    p.blocks = blocks_of_text(r.text(9));
    p.version = r.i64(10);
    p.created_at = r.i64(11);
    p.updated_at = r.i64(12);
    p.published_at = r.opt_i64(13);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<VersionRow> read_versions(db::Rows rows) {
  std::vector<VersionRow> out;
  for (const db::Row& r : rows) {
    out.push_back({r.i64(0), r.text(1), r.text(2), r.text(3), r.opt_i64(4), r.opt_i64(5), r.i64(6),
                   r.text(7)});
  }
  return out;
}

}  // namespace

std::optional<PageRow> CustomPagesRepo::page(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_pages(c.query(sql::kPage, {org, id}));
  if (rows.empty()) return std::nullopt;
  load_audience(c, org, rows);
  return std::move(rows.front());
}

std::optional<PageRow> CustomPagesRepo::page_by_slug(db::Conn& c, OrgId org,
                                                     const std::string& slug) const {
  auto rows = read_pages(c.query(sql::kPageBySlug, {org, slug}));
  if (rows.empty()) return std::nullopt;
  load_audience(c, org, rows);
  return std::move(rows.front());
}

std::vector<PageRow> CustomPagesRepo::all(db::Conn& c, OrgId org) const {
  auto rows = read_pages(c.query(sql::kAll, {org}));
  load_audience(c, org, rows);
  return rows;
}

std::vector<PageRow> CustomPagesRepo::published_for(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const {
  return read_pages(c.query(sql::kPublishedFor, {org, user_id}));
}

bool CustomPagesRepo::sees(db::Conn& c, OrgId org, std::int64_t user_id,
                           std::int64_t page_id) const {
  return c.scalar(sql::kSees, {org, user_id, page_id}).value_or(0) > 0;
}

std::int64_t CustomPagesRepo::count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kCount, {org}).value_or(0);
}

std::int64_t CustomPagesRepo::insert(db::Conn& c, OrgId org, const PageFields& f,
                                     std::int64_t admin_id, std::int64_t now,
                                     std::optional<std::int64_t> published_at) const {
  return *c.scalar(sql::kInsert,
                   {org, f.slug, f.title, f.title_en, f.status, f.audience.base.everyone ? 1 : 0,
                    f.in_menu ? 1 : 0, f.menu_order, f.icon,
                    boost::json::serialize(blocks_json(f.blocks)), admin_id, now, published_at});
}

void CustomPagesRepo::update(db::Conn& c, OrgId org, const PageRow& p, std::int64_t admin_id,
                             std::int64_t now) const {
  c.exec(sql::kChange,
         {org, p.id, p.slug, p.title, p.title_en, p.status, p.audience.base.everyone ? 1 : 0,
          p.in_menu ? 1 : 0, p.menu_order, p.icon, boost::json::serialize(blocks_json(p.blocks)),
          p.version, admin_id, now, p.published_at});
}

void CustomPagesRepo::load_audience(db::Conn& c, OrgId org, std::vector<PageRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, PageRow*> by_id;
  for (auto& p : rows) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
  }
  for (const db::Row& r : c.query(sql::kAudience, {org, ids})) {
    const auto it = by_id.find(r.i64(0));
    if (it == by_id.end()) continue;
    PageAudience& a = it->second->audience;
    const std::string kind = r.text(1);
    if (kind == "person") {
      a.people.push_back(r.i64(2));
    } else {
      structure::add_audience_row(a.base, kind, r.i64(2));
    }
  }
}

void CustomPagesRepo::set_audience(db::Conn& c, OrgId org, std::int64_t page_id,
                                   const PageAudience& a) const {
  c.exec(sql::kDeleteAudience, {org, page_id});
  if (a.base.everyone) return;
  auto rows = structure::audience_rows(a.base);
  for (const auto person : a.people) {
    rows.kinds.emplace_back("person");
    rows.refs.push_back(person);
  }
  if (!rows.kinds.empty()) c.exec(sql::kInsertAudience, {org, page_id, rows.kinds, rows.refs});
}

std::int64_t CustomPagesRepo::count_departments(db::Conn& c, OrgId org,
                                                const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t CustomPagesRepo::count_groups(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::int64_t CustomPagesRepo::count_people(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountPeople, {org, ids}).value_or(0);
}

std::vector<VersionRow> CustomPagesRepo::versions(db::Conn& c, OrgId org,
                                                  std::int64_t page_id) const {
  return read_versions(c.query(sql::kVersions, {org, page_id}));
}

std::optional<VersionRow> CustomPagesRepo::version(db::Conn& c, OrgId org, std::int64_t page_id,
                                                   std::int64_t version) const {
  auto rows = read_versions(c.query(sql::kVersion, {org, page_id, version}));
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

void CustomPagesRepo::insert_version(db::Conn& c, OrgId org, std::int64_t page_id,
                                     const VersionRow& v) const {
  c.exec(sql::kInsertVersion, {org, page_id, v.version, v.action, v.title, v.status,
                               v.restored_from, v.changed_by, v.changed_at, v.snapshot});
}

void CustomPagesRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st : {&sql::kForgetAudiencePerson, &sql::kForgetCreator, &sql::kForgetEditor,
                         &sql::kForgetVersionAuthor}) {
    c.exec(*st, {org, user_id});
  }
}

}  // namespace aplauso::custom_pages
