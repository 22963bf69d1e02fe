// The route table of tasks (tasks_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::tasks {

class TaskService;
class TemplateService;

/// People's tasks (/tasks) and the admins' templates and runs (/org/tasks).
void register_routes(RouteTable& table, const TaskService& tasks, const TemplateService& templates);

}  // namespace aplauso::tasks
