#include "support/slapd_server.h"

#include <fcntl.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "support/smtp_server.h"

namespace aplauso::test {

namespace {
void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}
}  // namespace

std::string person_dn(const std::string& uid) {
  return "uid=" + uid + ",ou=people," + SlapdServer::kSuffix;
}

std::string person_ldif(const std::string& uid, const std::string& given_name,
                        const std::string& surname, const std::string& mail,
                        const std::string& title, const std::string& department,
                        const std::string& phone) {
  std::string out = "dn: " + person_dn(uid) + "\nobjectClass: inetOrgPerson\nuid: " + uid +
                    "\ncn: " + given_name + " " + surname + "\ngivenName: " + given_name +
                    "\nsn: " + surname + "\n";
  if (!mail.empty()) out += "mail: " + mail + "\n";
  if (!title.empty()) out += "title: " + title + "\n";
  if (!department.empty()) out += "departmentNumber: " + department + "\n";
  if (!phone.empty()) out += "telephoneNumber: " + phone + "\n";
  return out + "\n";
}

SlapdServer::SlapdServer(const std::string& ldif, const std::string& database_config) {
  char tmpl[] = "/tmp/aplauso-slapd-XXXXXX";
  if (mkdtemp(tmpl) == nullptr) throw std::runtime_error("mkdtemp failed");
  dir_ = tmpl;
  std::filesystem::create_directory(dir_ + "/db");
  write_file(dir_ + "/slapd.conf",
             "include /etc/ldap/schema/core.schema\n"
             "include /etc/ldap/schema/cosine.schema\n"
             "include /etc/ldap/schema/inetorgperson.schema\n"
             "pidfile " +
                 dir_ +
                 "/slapd.pid\n"
                 "modulepath /usr/lib/ldap\nmoduleload back_mdb\n"
                 "database mdb\nmaxsize 10485760\n"
                 "suffix \"" +
                 std::string(kSuffix) +
                 "\"\n"
                 "rootdn \"" +
                 std::string(kAdminDn) +
                 "\"\n"
                 "rootpw " +
                 std::string(kAdminPassword) +
                 "\n"
                 "directory " +
                 dir_ + "/db\n" + database_config);
  write_file(dir_ + "/data.ldif",
             "dn: " + std::string(kSuffix) +
                 "\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example\n\n"
                 "dn: ou=people," +
                 kSuffix + "\nobjectClass: organizationalUnit\nou: people\n\n" + ldif);
  const std::string load = "/usr/sbin/slapadd -q -f " + dir_ + "/slapd.conf -l " + dir_ +
                           "/data.ldif >" + dir_ + "/slapadd.log 2>&1";
  if (std::system(load.c_str()) != 0) throw std::runtime_error("slapadd failed: see " + dir_);
  port_ = closed_port();
  const std::string url = "ldap://127.0.0.1:" + std::to_string(port_) + "/";
  const std::string conf = dir_ + "/slapd.conf";
  pid_ = fork();
  if (pid_ == 0) {
    const int quiet = open("/dev/null", O_WRONLY);
    dup2(quiet, STDOUT_FILENO);
    dup2(quiet, STDERR_FILENO);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    // -d 0: stays in the foreground (a child of this process), logging nothing.
    execl("/usr/sbin/slapd", "slapd", "-f", conf.c_str(), "-h", url.c_str(), "-d", "0",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 100; ++i) {
    if (port_accepts(port_)) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("slapd did not listen in 5 s");
}

SlapdServer::~SlapdServer() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

std::string SlapdServer::url() const {
  return "ldap://127.0.0.1:" + std::to_string(port_);
}

void SlapdServer::add(const std::string& ldif) const {
  write_file(dir_ + "/add.ldif", ldif);
  const std::string cmd = "/usr/bin/ldapadd -x -H " + url() + " -D '" + kAdminDn + "' -w '" +
                          kAdminPassword + "' -f " + dir_ + "/add.ldif >" + dir_ +
                          "/ldapadd.log 2>&1";
  if (std::system(cmd.c_str()) != 0) throw std::runtime_error("ldapadd failed: see " + dir_);
}

void SlapdServer::remove(const std::string& dn) const {
  const std::string cmd = "/usr/bin/ldapdelete -x -H " + url() + " -D '" + kAdminDn + "' -w '" +
                          kAdminPassword + "' '" + dn + "' >" + dir_ + "/ldapdelete.log 2>&1";
  if (std::system(cmd.c_str()) != 0) throw std::runtime_error("ldapdelete failed: see " + dir_);
}

}  // namespace aplauso::test
