#include "modules/celebrations/celebration_repo.h"

#include "db/row_mapping.h"
#include "modules/celebrations/celebrations_sql.h"

namespace aplauso::celebrations {

namespace {
std::vector<Celebrant> celebrants(db::Conn& c, const db::Statement& st, OrgId org,
                                  const std::vector<std::string>& days) {
  std::vector<Celebrant> out;
  for (const db::Row& r : c.query(st, {org, days})) {
    Celebrant x;
    x.person = users::Person{r.i64(0),      r.text(1),     r.text(2),    r.text(3),
                             r.opt_text(4), r.opt_text(5), r.opt_text(6)};
    x.date = r.text(7);
    x.image_url = r.opt_text(8);
    out.push_back(std::move(x));
  }
  return out;
}
}  // namespace

std::vector<Celebrant> CelebrationRepo::birthdays(db::Conn& c, OrgId org,
                                                  const std::vector<std::string>& days) const {
  return celebrants(c, sql::kBirthdays, org, days);
}

std::vector<Celebrant> CelebrationRepo::admissions(db::Conn& c, OrgId org,
                                                   const std::vector<std::string>& days) const {
  return celebrants(c, sql::kAdmissions, org, days);
}

std::vector<DueOrg> CelebrationRepo::due_orgs(db::Conn& c) const {
  std::vector<DueOrg> out;
  for (const db::Row& r : c.query(sql::kDueOrgs)) {
    out.push_back(DueOrg{r.i64(0), r.text(1), r.i64(2), r.boolean(3), r.boolean(4)});
  }
  return out;
}

bool CelebrationRepo::claim(db::Conn& c, OrgId org, const std::string& kind, std::int64_t user_id,
                            const std::string& day, std::int64_t now_ms) const {
  return c.exec(sql::kClaim, {org, kind, user_id, day, now_ms}) > 0;
}

void CelebrationRepo::set_post(db::Conn& c, OrgId org, const std::string& kind,
                               std::int64_t user_id, const std::string& day,
                               std::int64_t post_id) const {
  c.exec(sql::kSetPost, {org, kind, user_id, day, post_id});
}

std::int64_t CelebrationRepo::anniversary_points(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kAnniversaryPoints, {org}).value_or(0);
}

void CelebrationRepo::set_anniversary_points(db::Conn& c, OrgId org, std::int64_t points,
                                             std::int64_t now_ms) const {
  c.exec(sql::kSetAnniversaryPoints, {org, points, now_ms});
}

}  // namespace aplauso::celebrations
