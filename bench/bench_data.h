// The benchmarks' organisation at realistic volumes: people with their point accounts, posts with
// receivers, types and values, and the engagement a real feed has around them (per post about 3
// likes, 1 comment and 0.5 reactions; a notification for every recognition, like and comment; a
// ledger entry for every recognition), every card rendered by the product's own renderer.
#pragma once

#include <cstdint>

#include "core/ids.h"

namespace aplauso {
class Application;
}

namespace aplauso::bench {

struct BenchOrg {
  OrgId org{0};
  std::int64_t admin_id = 0;
  std::int64_t first_person = 0;  ///< person p1@bench.test; p<n> is first_person + n - 1
  std::int64_t type_id = 0;
  std::int64_t value_id = 0;
  std::int64_t first_post = 0;
  std::int64_t last_post = 0;
};

/// Creates the organisation "Bench" (host bench.test, every built module on, admin
/// admin@bench.test) with `people` people p1..p<people>@bench.test and `posts` posts, then
/// ANALYZEs. Every password is `password`.
BenchOrg generate(Application& app, long people, long posts, const char* password);

/// What surveys meet in an organisation that has run them for a while: the people placed in 40
/// departments, 6 countries and admission dates from 2011 to 2026 (so results have real
/// segments), `history` closed 20-question pulses to everyone, 70 % answered (their audience
/// snapshots, participation and private answers as the modules write them), and `signals` live
/// hints of the last day. Answers the first department's id.
std::int64_t generate_surveys(Application& app, const BenchOrg& org, long people, long history,
                              long signals);

/// Voice and wellbeing (issue 32) at a large organisation's volumes: every person's mood
/// check-in on each of the last `mood_days` days (120 by default: 1.2 million rows at 10,000
/// people), `suggestions` anonymous suggestions (200,000 by default: a large organisation's
/// box over many years; the inbox keeps an index-driven plan for each filter at that volume; some
/// archived, statuses spread) and `applications` closed NOM-035 applications to everyone, each
/// with its roster (80 % answered) and everyone's Guía I (one in 20 referred); and
/// `support_per_person` support messages a person, each with its two mails in the outbox (sent).
void generate_voice(Application& app, const BenchOrg& org, long mood_days, long suggestions,
                    long applications, long support_per_person);

/// The files repository (issue 33) at a large organisation's volumes: a personal folder per
/// person with `payslips_per_person` payslips (120,000 files at 10,000 people by default), a
/// folder per department with five documents, and a policies folder for everyone with 50
/// documents asking for a confirmation that seven in ten people gave (350,000 confirmations);
/// and 100 benefits (a quarter requestable) with `requests_per_person` requests a person, nine
/// in ten decided (one in ten of those rejected); and 10 request types (half of them two steps)
/// with as many requests a person, the newest of one in three pending, each with its timeline;
/// and two invoices a person (a third stamped, most paid).
void generate_files(Application& app, const BenchOrg& org, long payslips_per_person,
                    long requests_per_person);

/// Goals (issue 30) on top of generate_surveys' departments: the module switched on, 40 leaders
/// (p1..p40, each leading every 40th person), a company goal, one calculated goal per department
/// (its children's contribution rolled up) linked under it, and `per_person` personal goals for
/// everyone (80 % public, 10 % department, 10 % private) linked under their department's goal.
/// Answers the company goal's id.
std::int64_t generate_goals(Application& app, const BenchOrg& org, long per_person,
                            std::int64_t first_department);

}  // namespace aplauso::bench
