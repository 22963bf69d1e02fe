#include "modules/directory/import_service.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <chrono>
#include <map>

#include "api/tenant.h"
#include "core/errors.h"
#include "core/log.h"
#include "core/utf8.h"
#include "core/xlsx_reader.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/people/people_service.h"
#include "modules/structure/structure_service.h"
#include "modules/tenancy/tenant_directory.h"

namespace aplauso::directory {

namespace json = boost::json;

namespace {
constexpr const char* kDuplicateKey = "_duplicate_of";

ParsedSheet read_sheet(std::string_view bytes) {
  try {
    return parse_sheet(xlsx::read_first_sheet(bytes));
  } catch (const xlsx::Refused& e) {
    throw invalid_input("file", e.what());
  }
}

std::string cells_json(const SheetRow& row) {
  json::object o;
  for (const auto& [key, value] : row) {
    o[key] = value ? json::value(*value) : json::value(nullptr);
  }
  return json::serialize(o);
}

SheetRow row_of(const std::string& cells) {
  SheetRow row;
  const json::value v = json::parse(cells);
  for (const auto& [key, value] : v.as_object()) {
    row[std::string(key)] = value.is_string()
                                ? std::optional<std::string>(std::string(value.as_string()))
                                : std::nullopt;
  }
  return row;
}

// The column key an error of the people rules belongs to.
std::string column_key(const std::string& field) {
  if (field == "department_id") return "department";
  if (field == "leader_id") return "leader_email";
  return field;
}

void add_api_error(const ApiError& e, std::vector<CellError>& errors) {
  if (e.fields().empty()) {
    errors.push_back({e.code() == "email_taken" ? "email" : "", e.what()});
    return;
  }
  for (const auto& f : e.fields()) errors.push_back({column_key(f.field), f.message});
}

std::string summary(const std::vector<CellError>& errors) {
  std::string out;
  for (const auto& e : errors) {
    if (!out.empty()) out += " ";
    out += (e.column.empty() ? "" : header_of(e.column) + ": ") + e.message;
  }
  return out;
}

std::string yes_no(bool v) {
  return v ? "Sí" : "No";
}

std::string duplicate_message(const std::string& first_row) {
  return "Correo: este correo ya aparece en la fila " + first_row + ".";
}

// A row's own values as the people rules take them; its department, leader and groups are
// resolved against the organisation after.
people::PersonInput plain_input(const RowValues& v, std::vector<CellError>& errors) {
  people::PersonInput in;
  in.email = v.email;
  if (!v.email) errors.push_back({"email", "El correo es requerido."});
  in.first_name = v.first_name;
  if (v.last_name) in.last_name = v.last_name;
  if (v.job_position) in.job_position = v.job_position;
  in.user_type = v.user_type;
  if (v.country) in.country = v.country;
  in.language = v.language;
  if (v.phone) in.phone = v.phone;
  if (v.birthday) in.birthday = v.birthday;
  if (v.admission_date) in.admission_date = v.admission_date;
  if (v.national_id) in.national_id = v.national_id;
  if (v.contract_type) in.contract_type = v.contract_type;
  if (v.gender) in.gender = v.gender;
  in.points = v.points;
  return in;
}

constexpr const char* kLeaderUnknown =
    "El líder debe existir en la organización o aparecer en una fila anterior del archivo.";
constexpr const char* kDepartmentTooLong = "El nombre no puede exceder 80 caracteres.";
constexpr const char* kGroupTooLong = "El nombre de un grupo no puede exceder 80 caracteres.";

// A row of a batch on its way through apply_batch.
struct BatchRow {
  const StoredRow* stored = nullptr;
  SheetRow cells;
  std::optional<std::string> duplicate_of;  ///< the row where its address first appears
  RowValues values;
  std::vector<CellError> cell_errors;  ///< read without the database
  // Per attempt of the transaction:
  std::vector<CellError> errors;
  people::PersonInput input;
  bool alone = false;                  ///< applied one by one after the batch
  std::optional<std::size_t> planned;  ///< its position among the inputs planned
  RowOutcome outcome = RowOutcome::kFailed;
  std::string message;
};
}  // namespace

people::PersonInput ImportService::resolve(db::Conn& c, OrgId org, const RowValues& v, bool writing,
                                           const std::set<std::string>* earlier,
                                           std::vector<CellError>& errors) const {
  people::PersonInput in = plain_input(v, errors);
  if (v.department) {
    if (utf8_length(*v.department) > structure::kMaxStructureName) {
      errors.push_back({"department", kDepartmentTooLong});
    } else if (writing) {
      in.department_id = structure_.ensure_department(c, org, *v.department);
    } else if (const auto id = users_.department_by_name(c, org, *v.department)) {
      in.department_id = *id;
    }
  }
  if (v.leader_email) {
    const auto leader = users_.find_by_email(c, org, *v.leader_email);
    if (leader) {
      in.leader_id = leader->id;
    } else if (earlier == nullptr || !earlier->contains(*v.leader_email)) {
      errors.push_back({"leader_email", kLeaderUnknown});
    }
  }
  if (v.groups) {
    std::vector<std::int64_t> ids;
    for (const auto& name : *v.groups) {
      if (utf8_length(name) > structure::kMaxStructureName) {
        errors.push_back({"groups", kGroupTooLong});
      } else if (writing) {
        ids.push_back(structure_.ensure_group(c, org, name));
      }
    }
    if (writing) in.groups = std::move(ids);
  }
  return in;
}

Validation ImportService::validate(const tenancy::Tenant& tenant, std::string_view bytes) const {
  const ParsedSheet sheet = read_sheet(bytes);
  const OrgId org{tenant.org_id};
  Validation out;
  out.rows = static_cast<std::int64_t>(sheet.rows.size());
  db_.run([&](db::Conn& c) {
    std::set<std::string> earlier;
    std::map<std::string, std::size_t> first_row;
    for (std::size_t i = 0; i < sheet.rows.size(); ++i) {
      const auto number = static_cast<std::int64_t>(sheet.row_numbers[i]);
      std::vector<CellError> errors;
      const RowValues values = read_row(sheet.rows[i], errors);
      const std::string email = users::normalize_email(values.email.value_or(""));
      if (!email.empty()) {
        const auto [it, fresh] = first_row.emplace(email, sheet.row_numbers[i]);
        if (!fresh) {
          errors.push_back(
              {"email", "Este correo ya aparece en la fila " + std::to_string(it->second) + "."});
        }
      }
      const auto input = resolve(c, org, values, false, &earlier, errors);
      try {
        people_.check(c, tenant, input);
      } catch (const ApiError& e) {
        add_api_error(e, errors);
      }
      if (!email.empty()) earlier.insert(email);
      if (errors.empty()) ++out.valid_rows;
      for (auto& e : errors) {
        out.errors.push_back({number, header_of(e.column), e.column, std::move(e.message)});
      }
    }
  });
  return out;
}

ImportJob ImportService::start(const tenancy::Tenant& tenant, std::int64_t actor_id,
                               std::string file_name, std::string_view bytes,
                               const std::string& link_base) const {
  const ParsedSheet sheet = read_sheet(bytes);
  if (sheet.rows.empty()) throw invalid_input("file", "El archivo no tiene filas de personas.");
  if (file_name.empty() || utf8_length(file_name) > 200 || !valid_utf8(file_name)) {
    file_name = "personas.xlsx";
  }
  const OrgId org{tenant.org_id};
  std::vector<std::int64_t> numbers;
  std::vector<std::string> cells;
  std::map<std::string, std::size_t> first_row;
  for (std::size_t i = 0; i < sheet.rows.size(); ++i) {
    SheetRow row = sheet.rows[i];
    const auto email = row.find("email");
    if (email != row.end() && email->second) {
      const auto [it, fresh] =
          first_row.emplace(users::normalize_email(*email->second), sheet.row_numbers[i]);
      if (!fresh) row[kDuplicateKey] = std::to_string(it->second);
    }
    numbers.push_back(static_cast<std::int64_t>(sheet.row_numbers[i]));
    cells.push_back(cells_json(row));
  }
  return db_.transact([&](db::Conn& c) {
    return enqueue(c, org, actor_id, file_name, "sheet", numbers, cells, link_base);
  });
}

ImportJob ImportService::enqueue(db::Conn& c, OrgId org, std::optional<std::int64_t> actor_id,
                                 const std::string& file_name, const char* source,
                                 const std::vector<std::int64_t>& numbers,
                                 const std::vector<std::string>& cells,
                                 const std::string& link_base) const {
  const auto id =
      repo_.insert_job(c, org, actor_id, file_name, source,
                       static_cast<std::int64_t>(numbers.size()), link_base, clock_.now_ms());
  repo_.insert_rows(c, org, id, numbers, cells);
  return *repo_.job(c, org, id);
}

ImportJob ImportService::enqueue_directory(db::Conn& c, OrgId org,
                                           std::optional<std::int64_t> actor_id,
                                           const std::string& title,
                                           const std::vector<SheetRow>& rows,
                                           const std::string& link_base) const {
  std::vector<std::int64_t> numbers;
  std::vector<std::string> cells;
  numbers.reserve(rows.size());
  cells.reserve(rows.size());
  for (const auto& row : rows) {
    numbers.push_back(static_cast<std::int64_t>(numbers.size()) + 1);
    cells.push_back(cells_json(row));
  }
  return enqueue(c, org, actor_id, title, "directory", numbers, cells, link_base);
}

JobStatus ImportService::status(OrgId org, std::int64_t job_id) const {
  return db_.run([&](db::Conn& c) {
    auto job = repo_.job(c, org, job_id);
    if (!job) throw not_found("La importación no existe.");
    JobStatus out{std::move(*job), {}};
    for (const auto& row : repo_.failures(c, org, job_id, kMaxFailuresShown)) {
      const SheetRow cells = row_of(row.cells);
      const auto email = cells.find("email");
      out.failures.push_back({row.row_number, "",
                              email != cells.end() && email->second ? *email->second : "",
                              row.message.value_or("")});
    }
    return out;
  });
}

RowOutcome ImportService::apply(const tenancy::Tenant& tenant, const Lease& lease,
                                const StoredRow& stored, std::string& message) const {
  const OrgId org{tenant.org_id};
  const SheetRow row = row_of(stored.cells);
  if (const auto dup = row.find(kDuplicateKey); dup != row.end() && dup->second) {
    message = duplicate_message(*dup->second);
    return RowOutcome::kFailed;
  }
  try {
    return db_.transact([&](db::Conn& c) {
      std::vector<CellError> errors;
      const RowValues values = read_row(row, errors);
      const auto input = resolve(c, org, values, true, nullptr, errors);
      if (!errors.empty()) {
        // Rolls back what resolving wrote (new departments, groups).
        std::vector<FieldError> fields;
        for (auto& e : errors) fields.push_back({e.column, std::move(e.message)});
        throw invalid_input(std::move(fields));
      }
      std::int64_t user_id = 0;
      const auto upserted = people_.upsert(c, tenant, input, lease.link_base, &user_id);
      RowOutcome outcome = upserted == people::Upserted::kCreated   ? RowOutcome::kCreated
                           : upserted == people::Upserted::kUpdated ? RowOutcome::kUpdated
                                                                    : RowOutcome::kUnchanged;
      if (lease.source == "directory" && keep_in_step(c, org, user_id, row) &&
          outcome == RowOutcome::kUnchanged) {
        outcome = RowOutcome::kUpdated;
      }
      repo_.finish_row(c, lease.job_id, stored.row_number, outcome, std::nullopt, clock_.now_ms());
      return outcome;
    });
  } catch (const ApiError& e) {
    std::vector<CellError> errors;
    add_api_error(e, errors);
    message = summary(errors);
    return RowOutcome::kFailed;
  }
}

bool ImportService::keep_in_step(db::Conn& c, OrgId org, std::int64_t user_id,
                                 const SheetRow& row) const {
  const auto dn = row.find(kDirectoryDnKey);
  if (dn == row.end() || !dn->second) return false;
  const auto member = sources_.member(c, org, user_id);
  if (!member || member->dn != *dn->second || member->state != "present") {
    sources_.put_member(c, org, user_id, *dn->second, clock_.now_ms());
  }
  // Whom the sync deactivated because the directory stopped listing them comes back with it.
  return member && member->state == "missing" && people_.reactivate(c, org, user_id);
}

void ImportService::apply_alone(const tenancy::Tenant& tenant, const Lease& lease,
                                const StoredRow& row) const {
  std::string message;
  if (apply(tenant, lease, row, message) == RowOutcome::kFailed) {
    db_.transact([&](db::Conn& c) {
      repo_.finish_row(c, lease.job_id, row.row_number, RowOutcome::kFailed, message,
                       clock_.now_ms());
    });
  }
}

void ImportService::apply_batch(const tenancy::Tenant& tenant, const Lease& lease,
                                const std::vector<StoredRow>& rows) const {
  if (rows.empty()) return;
  const OrgId org{tenant.org_id};
  std::vector<BatchRow> batch(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    BatchRow& b = batch[i];
    b.stored = &rows[i];
    b.cells = row_of(rows[i].cells);
    if (const auto dup = b.cells.find(kDuplicateKey); dup != b.cells.end() && dup->second) {
      b.duplicate_of = *dup->second;
      continue;
    }
    b.values = read_row(b.cells, b.cell_errors);
  }
  const auto decide = [&](db::Conn& c) {
    std::vector<std::string> leader_emails, department_names, group_names;
    for (auto& b : batch) {
      b.errors = b.cell_errors;
      b.alone = false;
      b.planned.reset();
      b.outcome = RowOutcome::kFailed;
      b.message.clear();
      if (b.duplicate_of) continue;
      b.input = plain_input(b.values, b.errors);
      // A name the structure rules would refuse: the row alone reports it as row by row does.
      try {
        if (b.values.department &&
            utf8_length(*b.values.department) <= structure::kMaxStructureName) {
          department_names.push_back(structure::StructureService::checked_name(
              *b.values.department, "El nombre del departamento es requerido."));
        }
        for (const auto& name : b.values.groups.value_or(std::vector<std::string>{})) {
          if (utf8_length(name) <= structure::kMaxStructureName) {
            group_names.push_back(structure::StructureService::checked_name(
                name, "El nombre del grupo es requerido."));
          }
        }
      } catch (const ApiError&) {
        b.alone = true;
      }
      if (b.values.leader_email) leader_emails.push_back(*b.values.leader_email);
    }
    // What the rows name, in three statements.
    std::map<std::string, users::User> leaders;
    for (auto& u : users_.find_by_emails(c, org, leader_emails)) {
      leaders.emplace(u.email, std::move(u));
    }
    std::map<std::string, std::int64_t> departments;
    for (const auto& d : structure_.departments_named(c, org, department_names)) {
      departments.emplace(d.name, d.id);
    }
    const auto groups = structure_.groups_named(c, org, group_names);
    // Departments and groups to create get ids below 0 until the rows that name them pass.
    std::map<std::string, std::int64_t> new_departments, new_groups;
    std::int64_t next_placeholder = -1;
    const auto placeholder = [&next_placeholder](std::map<std::string, std::int64_t>& names,
                                                 const std::string& name) {
      const auto [it, fresh] = names.emplace(name, next_placeholder);
      if (fresh) --next_placeholder;
      return it->second;
    };

    std::vector<people::PersonInput> inputs;
    std::set<std::string> earlier, alone_emails;
    for (auto& b : batch) {
      if (b.duplicate_of) continue;
      const std::string email = users::normalize_email(b.values.email.value_or(""));
      const RowValues& v = b.values;
      if (!b.alone && v.department) {
        if (utf8_length(*v.department) > structure::kMaxStructureName) {
          b.errors.push_back({"department", kDepartmentTooLong});
        } else {
          const auto name = structure::StructureService::checked_name(*v.department, "");
          const auto it = departments.find(name);
          b.input.department_id =
              it != departments.end() ? it->second : placeholder(new_departments, name);
        }
      }
      if (!b.alone && v.leader_email) {
        const auto it = leaders.find(*v.leader_email);
        if (it != leaders.end() && it->second.active) {
          b.input.leader_id = it->second.id;
        } else if (it != leaders.end() || earlier.contains(*v.leader_email)) {
          // Led by someone this batch or the one before may still create or reactivate.
          b.alone = true;
        } else {
          b.errors.push_back({"leader_email", kLeaderUnknown});
        }
      }
      if (!b.alone && v.groups) {
        std::vector<std::int64_t> ids;
        for (const auto& raw : *v.groups) {
          if (utf8_length(raw) > structure::kMaxStructureName) {
            b.errors.push_back({"groups", kGroupTooLong});
            continue;
          }
          const auto name = structure::StructureService::checked_name(raw, "");
          const auto it = groups.find(name);
          ids.push_back(it != groups.end() ? it->second : placeholder(new_groups, name));
        }
        b.input.groups = std::move(ids);
      }
      // The same person again after a row that goes alone goes alone too, in file order.
      if (!email.empty() && alone_emails.contains(email)) b.alone = true;
      if (!email.empty()) earlier.insert(email);
      if (b.alone) {
        if (!email.empty()) alone_emails.insert(email);
      } else if (!b.errors.empty()) {
        b.message = summary(b.errors);
      } else {
        b.planned = inputs.size();
        inputs.push_back(b.input);
      }
    }

    auto plan = people_.plan_many(c, tenant, inputs);
    std::set<std::int64_t> used;  // placeholders named by people to write
    for (const auto& p : plan) {
      if (p.error || p.outcome == people::Upserted::kUnchanged) continue;
      if (p.after.department && p.after.department->id < 0) used.insert(p.after.department->id);
      for (const auto id : p.groups.value_or(std::vector<std::int64_t>{})) {
        if (id < 0) used.insert(id);
      }
    }
    std::map<std::int64_t, std::int64_t> created;
    std::vector<std::string> to_create;
    for (const auto& [name, id] : new_departments) {
      if (used.contains(id)) to_create.push_back(name);
    }
    const auto made = structure_.ensure_departments(c, org, to_create);
    for (const auto& [name, id] : made) created.emplace(new_departments.at(name), id);
    for (const auto& [name, id] : new_groups) {
      if (used.contains(id)) created.emplace(id, structure_.ensure_group(c, org, name));
    }
    people_.write_many(c, tenant, plan, created, lease.link_base);

    std::vector<ImportRepo::Finished> finished;
    for (auto& b : batch) {
      if (b.alone) continue;
      if (b.duplicate_of) {
        finished.push_back(
            {b.stored->row_number, RowOutcome::kFailed, duplicate_message(*b.duplicate_of)});
        continue;
      }
      if (b.planned) {
        const auto& p = plan[*b.planned];
        if (p.error) {
          std::vector<CellError> errors;
          add_api_error(*p.error, errors);
          b.message = summary(errors);
        } else {
          b.outcome = p.outcome == people::Upserted::kCreated   ? RowOutcome::kCreated
                      : p.outcome == people::Upserted::kUpdated ? RowOutcome::kUpdated
                                                                : RowOutcome::kUnchanged;
          if (lease.source == "directory" && keep_in_step(c, org, p.user_id, b.cells) &&
              b.outcome == RowOutcome::kUnchanged) {
            b.outcome = RowOutcome::kUpdated;
          }
        }
      }
      finished.push_back({b.stored->row_number, b.outcome,
                          b.outcome == RowOutcome::kFailed ? b.message : std::string()});
    }
    repo_.finish_rows(c, lease.job_id, finished, clock_.now_ms());
  };
  try {
    db_.transact(decide);
  } catch (const std::exception& e) {
    // Rolled back whole: each row alone, so one bad row never sinks its neighbours.
    log::warn("import_batch_alone", {{"job_id", lease.job_id}, {"error", e.what()}});
    for (const auto& row : rows) apply_alone(tenant, lease, row);
    return;
  }
  for (const auto& b : batch) {
    if (b.alone) apply_alone(tenant, lease, *b.stored);
  }
}

int ImportService::run_once(Writing writing) const {
  const auto now = clock_.now_ms();
  const auto lease = db_.transact([&](db::Conn& c) { return repo_.lease(c, now, now + kLeaseMs); });
  if (!lease) return 0;
  const auto tenant = tenants_.by_id(OrgId{lease->org_id});
  const auto rows =
      db_.run([&](db::Conn& c) { return repo_.pending(c, lease->job_id, kRowsPerBatch); });
  if (writing == Writing::kRowByRow) {
    for (const auto& row : rows) apply_alone(*tenant, *lease, row);
  } else {
    apply_batch(*tenant, *lease, rows);
  }
  db_.transact([&](db::Conn& c) {
    if (static_cast<std::int64_t>(rows.size()) < kRowsPerBatch) {
      repo_.finish_job(c, lease->job_id, clock_.now_ms());
    }
    repo_.release(c, lease->job_id);
  });
  return static_cast<int>(rows.size());
}

std::string ImportService::template_workbook() const {
  xlsx::OutSheet people{"Personas", {}, {}, {}};
  for (const auto& c : columns()) {
    people.header.emplace_back(c.header_es);
    people.widths.push_back(c.width);
  }
  people.rows.push_back({"ana.torres@empresa.com", "Ana", "Torres", "Analista", "Empleado",
                         "Finanzas", "jefa.finanzas@empresa.com", "CL", "Español",
                         "+56 9 1234 5678", "1990-04-12", "2021-03-01", "Sí",
                         "Comité de cultura, Mentores"});
  xlsx::OutSheet help{"Instrucciones", {"Columna", "Qué escribir"}, {}, {22, 90}};
  help.rows = {
      {"Correo", "Obligatorio. Identifica a la persona: si ya existe, se actualiza."},
      {"Nombre", "Obligatorio para personas nuevas."},
      {"Rol", "Empleado, Líder o Administrador (vacío: Empleado)."},
      {"Departamento", "Su nombre; se crea si no existe."},
      {"Correo del líder", "Una persona de la organización o de una fila anterior."},
      {"País", "Código de dos letras, por ejemplo CL, MX, CO."},
      {"Idioma", "Español o English."},
      {"Teléfono", "Con código de país, por ejemplo +56 9 1234 5678."},
      {"Fecha de nacimiento", "AAAA-MM-DD o DD/MM/AAAA, o una fecha de Excel."},
      {"Fecha de ingreso", "AAAA-MM-DD o DD/MM/AAAA, o una fecha de Excel."},
      {"Recibe puntos", "Sí o No (vacío: Sí)."},
      {"Grupos", "Nombres separados por comas; se crean si no existen."},
      {"Celdas vacías", "Conservan lo que la persona ya tiene."},
  };
  return xlsx::write_workbook({people, help});
}

std::string ImportService::export_workbook(OrgId org) const {
  std::int64_t total = 0;
  const auto everyone = people_.list(org, users::AdminFilter{}, 1'000'000, 0, &total);
  xlsx::OutSheet sheet{"Personas", {}, {}, {}};
  for (const auto& c : columns()) {
    sheet.header.emplace_back(c.header_es);
    sheet.widths.push_back(c.width);
  }
  sheet.header.emplace_back("Estado");
  sheet.header.emplace_back("Externa");
  for (const auto& p : everyone) {
    const auto& u = p.user;
    std::string groups;
    for (const auto& g : p.groups) groups += (groups.empty() ? "" : ", ") + g.name;
    const char* role = u.role == Role::kAdmin    ? "Administrador"
                       : u.role == Role::kLeader ? "Líder"
                                                 : "Empleado";
    sheet.rows.push_back(
        {u.email, u.first_name, u.last_name, u.job_position.value_or(""), role,
         u.department ? u.department->name : "", p.leader ? p.leader->email : "",
         u.country.value_or(""), u.language == "english" ? "English" : "Español",
         u.phone.value_or(""), u.birthday.value_or(""), u.admission_date.value_or(""),
         yes_no(u.points), groups, u.national_id.value_or(""), contract_type_label(u.contract_type),
         gender_label(u.gender), u.active ? "Activa" : "Inactiva", yes_no(u.external)});
  }
  return xlsx::write_workbook({sheet});
}

}  // namespace aplauso::directory
