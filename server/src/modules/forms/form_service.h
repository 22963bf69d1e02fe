// The forms engine (docs/forms.md, ADR 0048): versioned form definitions that surveys,
// evaluations, requests, complaints and event registration share, checked by one set of rules
// (form_rules.h, the same in the web app), and the forms admins build themselves, which people
// answer under the module flag `forms`.
//
// Other modules call it inside their own transactions: validate_definition, save_version, find,
// context_of and validate_answers. A definition is never changed once saved: an edit is the next
// version, and answers keep the version they were given on.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/forms/form_repo.h"
#include "modules/forms/form_rules.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::forms {

/// The owner of the forms admins build (the other owners are the modules using the engine).
inline constexpr std::string_view kAdminOwner = "forms";

/// One version of a form: as stored, and as rules.
struct FormVersion {
  StoredForm stored;
  Form form;
};

/// A save: the version now latest, and whether this save made it (false: the content was that
/// of the latest version already).
struct SavedVersion {
  FormVersion version;
  bool created = false;
};

/// A form as a person answers it: its latest version, every text in their language, and their
/// hidden fields (so the web app shows and hides questions as the server will judge them).
struct MemberForm {
  FormVersion version;
  std::string language;  ///< "es" | "en"
  FormContext context;
};

struct Submission {
  std::int64_t id = 0;
  std::string form_id;
  std::int64_t version = 0;
  boost::json::object answers;  ///< as kept
  std::int64_t submitted_at = 0;
};

struct FormPage {
  std::vector<StoredForm> items;
  std::int64_t total = 0;
};

class FormService {
 public:
  FormService(const db::Database& db, const Clock& clock, const audit::AuditLog& audit)
      : db_(db), clock_(clock), audit_(audit) {}

  // --- For every module, in the caller's transaction -----------------------------------------
  /// The definition as kept; 422 invalid_form naming every bad field.
  Form validate_definition(const boost::json::value& input) const;
  /// Saves `form` as the next version of its form id for `owner` (version 1 for a new id), or
  /// answers the latest version when its content is the same (created false). 409 form_taken
  /// when the id is another owner's, 409 form_archived when the form is archived. Concurrent
  /// saves of one form take turns (the latest version is locked).
  SavedVersion save_version(db::Conn& c, OrgId org, std::string_view owner, const Form& form,
                            std::optional<std::int64_t> created_by) const;
  /// The latest version of a form, or the one asked for; nullopt when there is none.
  std::optional<FormVersion> find(db::Conn& c, OrgId org, const std::string& form_id,
                                  std::optional<std::int64_t> version) const;
  /// A person's hidden fields: their department, country and tenure band on `today`.
  FormContext context_of(db::Conn& c, OrgId org, std::int64_t user_id,
                         std::string_view today) const;
  /// The answers as kept; 422 invalid_answers naming every bad answer (answers.<question id>),
  /// including files that are not the person's completed uploads of the question's type and
  /// people who are not active members.
  boost::json::object validate_answers(db::Conn& c, OrgId org, std::int64_t user_id,
                                       const Form& form, const boost::json::value& answers,
                                       const FormContext& context) const;

  // --- Admin-built forms ----------------------------------------------------------------------
  /// The latest version of each form, newest form first.
  FormPage list(OrgId org, bool include_archived, std::int64_t limit, std::int64_t offset) const;
  /// A new form (its form_id generated when the definition has none); 422 invalid_form, 409
  /// form_exists when the id is taken.
  FormVersion create(OrgId org, std::int64_t admin_id, boost::json::value definition) const;
  /// 404 when the organisation has no such admin-built form (or version).
  FormVersion read(OrgId org, const std::string& form_id,
                   std::optional<std::int64_t> version) const;
  /// The next version, unless the content is unchanged; 404, 422 invalid_form, 409
  /// form_archived. A form_id in the body must be the path's (400 otherwise).
  SavedVersion update(OrgId org, std::int64_t admin_id, const std::string& form_id,
                      boost::json::value definition) const;
  /// Archives every version; 404 when there is no such form or it is archived already.
  void archive(OrgId org, const std::string& form_id) const;

  // --- People answering admin-built forms -----------------------------------------------------
  /// The latest version of an active admin-built form in `language` ("es"/"en"; the person's
  /// profile language when absent); 404 otherwise.
  MemberForm member_form(OrgId org, std::int64_t user_id, const std::string& form_id,
                         std::optional<std::string> language, std::string_view today) const;
  /// Records an answer to the form's latest version (or `version`, an older one of the same
  /// active form); 404 for an unknown or archived form, 422 invalid_answers.
  Submission submit(OrgId org, std::int64_t user_id, const std::string& form_id,
                    std::optional<std::int64_t> version, const boost::json::value& answers,
                    std::string_view today) const;

  /// In the caller's transaction: a form its owning module deletes (a draft survey) goes with
  /// every version and submission; another owner's form with that id is left alone.
  void forget_form(db::Conn& c, OrgId org, std::string_view owner,
                   const std::string& form_id) const;
  /// An erased person's submissions go (users::PersonErasure).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const audit::AuditLog& audit_;
  FormRepo repo_;
};

/// The date (YYYY-MM-DD) at `epoch_ms` in the time zone (UTC when unknown).
std::string local_day(std::string_view time_zone, std::int64_t epoch_ms);

}  // namespace aplauso::forms
