// Installs the mail outbox: the service other modules queue mail with, its delivery job, and the
// set-up page's trial mail (mail_routes.cpp).
#include "api/module.h"
#include "core/config.h"
#include "core/log.h"
#include "core/shutdown.h"
#include "modules/mail/mail_routes.h"
#include "modules/mail/mail_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::mail {

void install(ModuleContext& m) {
  outbound::Limits smtp = kSmtpLimits;
  smtp.abort = &m.shutdown.abort_flag();
  auto& service = m.make<MailService>(m.db, m.clock, make_sender(m.config.smtp_url, smtp),
                                      m.config.mail_from, m.shutdown);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  register_routes(m.routes, m.need<users::UserService>(), service);
  if (m.config.smtp_url.empty()) {
    log::info("mail_to_log", {{"hint", "SMTP_URL is not set: mails are written to this log"}});
  }
  m.jobs.push_back({"mail.deliver", std::chrono::seconds(2), [&service] {
                      try {
                        service.deliver_due();
                      } catch (const std::exception& e) {
                        log::error("mail_job_failed", {{"error", std::string(e.what())}});
                      }
                    }});
}

}  // namespace aplauso::mail
