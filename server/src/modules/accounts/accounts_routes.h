// The route tables of accounts (accounts_module.cpp installs them).
#pragma once

#include "api/routes.h"

namespace aplauso {
class PublicLinks;
}

namespace aplauso::accounts {

class ActivationService;
class LoginCodeService;
class PasswordService;
class RecoveryService;
class TeamsService;

/// Sign-in codes: asking for one and signing in with it.
void register_code_routes(RouteTable& table, LoginCodeService& codes, const PublicLinks& links);
/// Password recovery and "log out everywhere".
void register_recovery_routes(RouteTable& table, RecoveryService& service,
                              const PublicLinks& links);
/// Activation: the link check, activating and resending the mail.
void register_activation_routes(RouteTable& table, ActivationService& activation,
                                const PublicLinks& links);
/// Forced password changes, changing one's own password and temporary passwords (admins).
void register_password_routes(RouteTable& table, PasswordService& passwords);
/// Teams sign-in and the mailed link that connects a Teams account.
void register_teams_routes(RouteTable& table, TeamsService& teams, const PublicLinks& links);

}  // namespace aplauso::accounts
