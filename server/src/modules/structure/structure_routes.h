// The route tables of departments and groups (structure_module.cpp installs them).
#pragma once

#include "api/routes.h"

namespace aplauso::structure {

class StructureService;

/// Departments: the list for everyone's pickers, changes for admins.
void register_department_routes(RouteTable& table, const StructureService& service);
/// Groups: the list for everyone's pickers, changes for admins.
void register_group_routes(RouteTable& table, const StructureService& service);

}  // namespace aplauso::structure
