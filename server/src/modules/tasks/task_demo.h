// The tasks module's part of the demo organisation (task_demo.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::tasks {

class TaskService;
class TemplateService;

/// The onboarding template "Bienvenida a nuevos ingresos", a run of it for the newest person and
/// a handful of manual tasks for the demo member (overdue, due today, upcoming, blocked).
void seed_demo_tasks(const TaskService& tasks, const TemplateService& templates, DemoOrg& demo,
                     const std::string& today);

}  // namespace aplauso::tasks
