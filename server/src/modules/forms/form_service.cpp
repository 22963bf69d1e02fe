#include "modules/forms/form_service.h"

#include <array>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cstdio>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/time_zone.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_repo.h"

namespace aplauso::forms {

namespace json = boost::json;

namespace {

ApiError form_not_found() {
  return not_found("El formulario no existe.");
}

ApiError form_archived() {
  return conflict("form_archived", "El formulario está archivado: ya no se puede editar.");
}

FormVersion version_of(StoredForm stored) {
  Form form = form_from_json(json::parse(stored.definition));
  return {std::move(stored), std::move(form)};
}

/// What the audit trail keeps of a version: the definition itself stays readable by its version.
json::object audit_summary(const FormVersion& v) {
  return {{"version", v.stored.version},
          {"title", v.form.title.es},
          {"questions", static_cast<std::int64_t>(v.form.questions.size())}};
}

bool admin_built(const StoredForm& f) {
  return f.owner == kAdminOwner;
}

}  // namespace

std::string local_day(std::string_view time_zone, std::int64_t epoch_ms) {
  auto local = local_time(time_zone, epoch_ms);
  if (!local) local = local_time("UTC", epoch_ms);
  std::array<char, 16> out{};
  std::snprintf(out.data(), out.size(), "%04d-%02u-%02u", local ? local->year : 1970,
                local ? local->month : 1U, local ? local->day : 1U);
  return out.data();
}

Form FormService::validate_definition(const json::value& input) const {
  auto check = check_definition(input);
  if (!check.form) {
    throw rule_broken("invalid_form", "Revisa el formulario: hay campos con errores.",
                      std::move(check.errors));
  }
  return std::move(*check.form);
}

SavedVersion FormService::save_version(db::Conn& c, OrgId org, std::string_view owner,
                                       const Form& form,
                                       std::optional<std::int64_t> created_by) const {
  const auto latest = repo_.latest_for_update(c, org, form.form_id);
  const json::object definition = to_json(form);
  if (latest) {
    if (latest->owner != owner) {
      throw conflict("form_taken", "Ese identificador ya lo usa otro formulario.");
    }
    if (latest->archived_at) throw form_archived();
    if (json::parse(latest->definition) == json::value(definition)) {
      return {version_of(*latest), false};
    }
  }
  NewVersion v{form.form_id, latest ? latest->version + 1 : 1, std::string(owner),
               json::serialize(definition), created_by};
  repo_.insert(c, org, v, clock_.now_ms());
  return {version_of(*repo_.find(c, org, form.form_id, v.version)), true};
}

std::optional<FormVersion> FormService::find(db::Conn& c, OrgId org, const std::string& form_id,
                                             std::optional<std::int64_t> version) const {
  auto stored = repo_.find(c, org, form_id, version);
  if (!stored) return std::nullopt;
  return version_of(std::move(*stored));
}

FormContext FormService::context_of(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::string_view today) const {
  FormContext out;
  const auto person = users::UserRepo().find(c, org, user_id);
  if (!person) return out;
  if (person->department) out.department = person->department->id;
  out.country = person->country;
  out.tenure_band = tenure_band(person->admission_date, today);
  return out;
}

json::object FormService::validate_answers(db::Conn& c, OrgId org, std::int64_t user_id,
                                           const Form& form, const json::value& answers,
                                           const FormContext& context) const {
  auto check = check_answers(form, answers, context);
  for (const auto& q : form.questions) {
    const auto* given = check.answers.if_contains(q.id);
    if (given == nullptr) continue;
    if (q.type == "file_upload") {
      std::vector<std::string> keys;
      for (const auto& key : given->as_array()) keys.emplace_back(key.as_string());
      if (repo_.own_uploads(c, org, user_id, q.upload_type, keys) !=
          static_cast<std::int64_t>(keys.size())) {
        check.errors.push_back(
            {"answers." + q.id, "Algún archivo no existe o no terminó de subirse."});
      }
    } else if (q.type == "person") {
      std::vector<std::int64_t> ids;
      for (const auto& id : given->as_array()) ids.push_back(id.as_int64());
      if (repo_.active_people(c, org, ids) != static_cast<std::int64_t>(ids.size())) {
        check.errors.push_back(
            {"answers." + q.id, "Alguna persona no existe o ya no está activa."});
      }
    }
  }
  if (!check.errors.empty()) {
    throw rule_broken("invalid_answers", "Revisa tus respuestas: hay preguntas con errores.",
                      std::move(check.errors));
  }
  return std::move(check.answers);
}

FormPage FormService::list(OrgId org, bool include_archived, std::int64_t limit,
                           std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    const std::string owner(kAdminOwner);
    return FormPage{repo_.list(c, org, owner, include_archived, limit, offset),
                    repo_.count(c, org, owner, include_archived)};
  });
}

FormVersion FormService::create(OrgId org, std::int64_t admin_id, json::value definition) const {
  if (auto* o = definition.if_object()) {
    const auto* id = o->if_contains("form_id");
    if (id == nullptr || id->is_null())
      (*o)["form_id"] = "form-" + crypto::to_hex(crypto::random_bytes(5));
  }
  const Form form = validate_definition(definition);
  try {
    return db_.transact([&](db::Conn& c) {
      if (repo_.find(c, org, form.form_id, std::nullopt)) {
        throw conflict("form_exists", "Ya hay un formulario con ese identificador.");
      }
      auto saved = save_version(c, org, kAdminOwner, form, admin_id);
      audit_.record(c, org, "forms.create", {"form", form.form_id}, nullptr,
                    audit_summary(saved.version));
      return std::move(saved.version);
    });
  } catch (const std::exception& e) {
    if (db::is_unique_violation(e)) {
      throw conflict("form_exists", "Ya hay un formulario con ese identificador.");
    }
    throw;
  }
}

FormVersion FormService::read(OrgId org, const std::string& form_id,
                              std::optional<std::int64_t> version) const {
  auto found = db_.run([&](db::Conn& c) { return find(c, org, form_id, version); });
  if (!found || !admin_built(found->stored)) throw form_not_found();
  return std::move(*found);
}

SavedVersion FormService::update(OrgId org, std::int64_t admin_id, const std::string& form_id,
                                 json::value definition) const {
  if (auto* o = definition.if_object()) {
    const auto* id = o->if_contains("form_id");
    if (id == nullptr || id->is_null()) {
      (*o)["form_id"] = form_id;
    } else if (!id->is_string() || id->get_string() != form_id) {
      throw invalid_input("form_id", "El identificador del formulario no se puede cambiar.");
    }
  }
  return db_.transact([&](db::Conn& c) {
    const auto latest = repo_.find(c, org, form_id, std::nullopt);
    if (!latest || !admin_built(*latest)) throw form_not_found();
    if (latest->archived_at) throw form_archived();
    const Form form = validate_definition(definition);
    auto saved = save_version(c, org, kAdminOwner, form, admin_id);
    if (saved.created) {
      audit_.record(c, org, "forms.update", {"form", form_id}, {{"version", latest->version}},
                    audit_summary(saved.version));
    }
    return saved;
  });
}

void FormService::archive(OrgId org, const std::string& form_id) const {
  db_.transact([&](db::Conn& c) {
    const auto latest = repo_.find(c, org, form_id, std::nullopt);
    if (!latest || !admin_built(*latest) || !repo_.archive(c, org, form_id, clock_.now_ms())) {
      throw form_not_found();
    }
    audit_.record(c, org, "forms.archive", {"form", form_id},
                  {{"version", latest->version}, {"archived", false}}, {{"archived", true}});
  });
}

MemberForm FormService::member_form(OrgId org, std::int64_t user_id, const std::string& form_id,
                                    std::optional<std::string> language,
                                    std::string_view today) const {
  return db_.run([&](db::Conn& c) {
    auto found = find(c, org, form_id, std::nullopt);
    if (!found || !admin_built(found->stored) || found->stored.archived_at) {
      throw form_not_found();
    }
    if (!language || (*language != "es" && *language != "en")) {
      const auto person = users::UserRepo().find(c, org, user_id);
      language = person && person->language == "english" ? "en" : "es";
    }
    return MemberForm{std::move(*found), *language, context_of(c, org, user_id, today)};
  });
}

Submission FormService::submit(OrgId org, std::int64_t user_id, const std::string& form_id,
                               std::optional<std::int64_t> version, const json::value& answers,
                               std::string_view today) const {
  return db_.transact([&](db::Conn& c) {
    const auto latest = repo_.find(c, org, form_id, std::nullopt);
    if (!latest || !admin_built(*latest) || latest->archived_at) throw form_not_found();
    std::optional<FormVersion> answered;
    if (version && *version != latest->version) {
      answered = find(c, org, form_id, version);
      if (!answered) throw not_found("Esa versión del formulario no existe.");
    } else {
      answered = version_of(*latest);
    }
    const auto context = context_of(c, org, user_id, today);
    Submission out;
    out.answers = validate_answers(c, org, user_id, answered->form, answers, context);
    out.form_id = form_id;
    out.version = answered->stored.version;
    out.submitted_at = clock_.now_ms();
    out.id = repo_.insert_submission(c, org, form_id, out.version, user_id,
                                     json::serialize(out.answers), out.submitted_at);
    return out;
  });
}

void FormService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

void FormService::forget_form(db::Conn& c, OrgId org, std::string_view owner,
                              const std::string& form_id) const {
  repo_.forget(c, org, std::string(owner), form_id);
}

}  // namespace aplauso::forms
