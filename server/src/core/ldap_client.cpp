#include "core/ldap_client.h"

#include <ldap.h>
#include <sys/time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>

#include "core/utf8.h"

namespace aplauso::ldap {

namespace {
[[noreturn]] void fail(int code, const char* doing) {
  std::string why;
  std::string reason = "directory_failed";
  switch (code) {
    case LDAP_SERVER_DOWN:
    case LDAP_CONNECT_ERROR:
    case LDAP_TIMEOUT:
    case LDAP_DECODING_ERROR:  // something else than a directory answered
      reason = "directory_unreachable";
      why =
          "No pudimos conectar con el directorio: revisa la dirección y que el servidor "
          "acepte conexiones.";
      break;
    case LDAP_INVALID_CREDENTIALS:
      reason = "directory_credentials_refused";
      why = "El directorio rechazó el usuario o la contraseña de conexión.";
      break;
    case LDAP_NO_SUCH_OBJECT:
      reason = "directory_base_not_found";
      why = "La base de búsqueda no existe en el directorio.";
      break;
    case LDAP_FILTER_ERROR:
      reason = "directory_filter_invalid";
      why = "El filtro de búsqueda no es válido.";
      break;
    case LDAP_SIZELIMIT_EXCEEDED:
    case LDAP_ADMINLIMIT_EXCEEDED:
      reason = "directory_too_many";
      why = "El directorio devolvió más personas de las permitidas: afina el filtro.";
      break;
    default:
      why = std::string("El directorio respondió con un error al ") + doing + ": " +
            ldap_err2string(code) + ".";
  }
  throw Failed(reason, why);
}

Entry read_entry(LDAP* ld, LDAPMessage* e, const std::vector<std::string>& attributes) {
  Entry entry;
  if (char* dn = ldap_get_dn(ld, e)) {
    entry.dn = dn;
    ldap_memfree(dn);
  }
  for (const auto& a : attributes) {
    berval** values = ldap_get_values_len(ld, e, a.c_str());
    if (values == nullptr) continue;
    if (values[0] != nullptr) {
      entry.values[ascii_lower(a)] = std::string(values[0]->bv_val, values[0]->bv_len);
    }
    ldap_value_free_len(values);
  }
  return entry;
}

struct Session {
  LDAP* ld = nullptr;
  ~Session() {
    if (ld != nullptr) ldap_unbind_ext_s(ld, nullptr, nullptr);
  }
};
}  // namespace

std::vector<Entry> search(const Query& q) {
  if (!(q.url.starts_with("ldap://") || q.url.starts_with("ldaps://"))) {
    throw Failed("directory_unreachable",
                 "La dirección del directorio debe empezar con ldap:// o ldaps://.");
  }
  Session s;
  if (const int rc = ldap_initialize(&s.ld, q.url.c_str()); rc != LDAP_SUCCESS)
    fail(rc, "conectar");
  const int version = LDAP_VERSION3;
  ldap_set_option(s.ld, LDAP_OPT_PROTOCOL_VERSION, &version);
  ldap_set_option(s.ld, LDAP_OPT_REFERRALS, LDAP_OPT_OFF);
  const auto deadline = std::chrono::steady_clock::now() + q.timeout;
  timeval connect{static_cast<time_t>(std::min(q.connect_timeout, q.timeout).count()), 0};
  ldap_set_option(s.ld, LDAP_OPT_NETWORK_TIMEOUT, &connect);
  // What is left of the deadline, for the next operation (at least a millisecond).
  const auto remaining = [&deadline] {
    const auto left = std::chrono::duration_cast<std::chrono::microseconds>(
        deadline - std::chrono::steady_clock::now());
    const auto us = std::max<std::int64_t>(1000, left.count());
    return timeval{static_cast<time_t>(us / 1'000'000), static_cast<suseconds_t>(us % 1'000'000)};
  };
  timeval timeout = remaining();
  ldap_set_option(s.ld, LDAP_OPT_TIMEOUT, &timeout);

  berval credentials{static_cast<ber_len_t>(q.bind_password.size()),
                     const_cast<char*>(q.bind_password.data())};
  if (const int rc = ldap_sasl_bind_s(s.ld, q.bind_dn.empty() ? nullptr : q.bind_dn.c_str(),
                                      LDAP_SASL_SIMPLE, &credentials, nullptr, nullptr, nullptr);
      rc != LDAP_SUCCESS) {
    fail(rc, "conectar");
  }

  std::vector<char*> attrs;
  for (const auto& a : q.attributes) attrs.push_back(const_cast<char*>(a.c_str()));
  attrs.push_back(nullptr);

  // Page by page (the paged results control, RFC 2696): Active Directory answers at most 1000
  // entries to a search that does not ask for pages. Servers without the control ignore it
  // (it is not critical) and answer everything at once.
  std::vector<Entry> out;
  berval cookie{0, nullptr};
  const auto forget_cookie = [&cookie] {
    if (cookie.bv_val != nullptr) ber_memfree(cookie.bv_val);
    cookie = {0, nullptr};
  };
  do {
    LDAPControl* page = nullptr;
    if (const int rc = ldap_create_page_control(s.ld, q.page_size, &cookie, 0, &page);
        rc != LDAP_SUCCESS) {
      forget_cookie();
      fail(rc, "buscar");
    }
    LDAPControl* controls[] = {page, nullptr};
    LDAPMessage* raw = nullptr;
    timeout = remaining();
    const int rc = ldap_search_ext_s(s.ld, q.base_dn.c_str(), LDAP_SCOPE_SUBTREE, q.filter.c_str(),
                                     attrs.data(), 0, controls, nullptr, &timeout, 0, &raw);
    ldap_control_free(page);
    forget_cookie();
    std::unique_ptr<LDAPMessage, int (*)(LDAPMessage*)> result(raw, ldap_msgfree);
    if (rc != LDAP_SUCCESS) fail(rc, "buscar");
    for (LDAPMessage* e = ldap_first_entry(s.ld, raw); e != nullptr; e = ldap_next_entry(s.ld, e)) {
      if (out.size() == q.max_entries) fail(LDAP_SIZELIMIT_EXCEEDED, "buscar");
      out.push_back(read_entry(s.ld, e, q.attributes));
    }
    LDAPControl** returned = nullptr;
    if (ldap_parse_result(s.ld, raw, nullptr, nullptr, nullptr, nullptr, &returned, 0) !=
        LDAP_SUCCESS) {
      break;
    }
    if (LDAPControl* response = ldap_control_find(LDAP_CONTROL_PAGEDRESULTS, returned, nullptr)) {
      ber_int_t estimate = 0;
      ldap_parse_pageresponse_control(s.ld, response, &estimate, &cookie);
    }
    ldap_controls_free(returned);
  } while (cookie.bv_len > 0);
  forget_cookie();
  return out;
}

}  // namespace aplauso::ldap
