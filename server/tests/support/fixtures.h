// Shortcuts for tests that need recognition data: points budgets, recognition types, values and
// sent recognitions, all created through the public API so they exercise the real paths.
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <utility>
#include <vector>

#include "modules/mail/outbox_repo.h"
#include "support/test_server.h"

namespace aplauso::test {

/// An organisation with every module of this build on.
TestOrg make_full_org(TestServer& server);

/// Sets a member's giving balance (admin call).
void set_giving_points(TestServer& server, const TestOrg& org, std::int64_t user_id,
                       std::int64_t amount);

/// Creates a recognition type (admin call) and returns its id.
std::int64_t make_type(TestServer& server, const TestOrg& org, const std::string& name,
                       std::int64_t min_points = 0, std::int64_t max_points = 100,
                       const boost::json::object& extra = {});

/// Sends a recognition as `sender` and returns the HTTP result.
HttpResult send_recognition(TestServer& server, const TestOrg& org, const TestUser& sender,
                            const std::vector<std::string>& receivers, std::int64_t amount,
                            std::int64_t type_id, const boost::json::object& extra = {});

/// The giving and redeem balances of a member (admin call).
struct Balances {
  std::int64_t give = 0;
  std::int64_t redeem = 0;
};
Balances balances(TestServer& server, const TestOrg& org, std::int64_t user_id);

/// The organisation's mails still waiting in the outbox, oldest first.
std::vector<mail::QueuedMail> pending_mails(TestServer& server, const TestOrg& org);

/// Runs the people-import jobs (spreadsheets and directory syncs) until none has work left.
void run_import_jobs(TestServer& server);

/// Sum of every account balance of the organisation (must always be zero).
std::int64_t ledger_sum(TestServer& server, const TestOrg& org);

/// POST /api/org/badges as a multipart form (name, description, image, then `extra` parts).
HttpResult post_badge_form(TestServer& server, const TestOrg& org, const std::string& token,
                           const std::string& name, const std::string& image,
                           const std::string& image_type = "image/png",
                           const std::vector<std::pair<std::string, std::string>>& extra = {});

/// A valid 1×1 PNG.
std::string tiny_png();

}  // namespace aplauso::test
