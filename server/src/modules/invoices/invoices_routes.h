// The route table of the invoices module (invoices_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::invoices {

class InvoicesService;

/// What employees upload and follow; the admins' list, payments and payroll export. Decisions go
/// through the approvals inbox (POST /approvals/decide, kind invoice).
void register_routes(RouteTable& table, const InvoicesService& service,
                     const users::UserService& users, const storage::FileStore& store);

}  // namespace aplauso::invoices
