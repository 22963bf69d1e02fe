#include "modules/orders/order_service.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

#include "core/errors.h"
#include "core/utf8.h"
#include "core/xlsx_writer.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::orders {

namespace {
constexpr std::size_t kReasonMax = 500;
const std::vector<std::string> kForward = {"pending", "processing", "shipped", "delivered"};

ApiError product_not_found() {
  return not_found("Producto no encontrado");
}

ApiError unavailable(const std::string& name) {
  return rule_broken("product_unavailable", "«" + name + "» no está disponible.");
}

ApiError out_of_stock(const std::string& name) {
  return rule_broken("out_of_stock", "No quedan unidades suficientes de «" + name + "».");
}

ApiError too_many_units() {
  return invalid_input("quantity", "Puedes llevar hasta 99 unidades de cada producto.");
}

int rank(const std::string& status) {
  const auto it = std::find(kForward.begin(), kForward.end(), status);
  return it == kForward.end() ? -1 : static_cast<int>(it - kForward.begin());
}

std::string date_text(std::int64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}
}  // namespace

std::pair<std::string, std::string> status_words(const std::string& status) {
  if (status == "pending") return {"pendiente", "pending"};
  if (status == "processing") return {"en preparación", "being prepared"};
  if (status == "shipped") return {"enviado", "shipped"};
  if (status == "delivered") return {"entregado", "delivered"};
  if (status == "rejected") return {"rechazado", "rejected"};
  return {status, status};
}

catalog::MemberScope OrderService::scope(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto s = products_.scope(c, org, user_id);
  if (!s) throw not_found("Persona no encontrada");
  return *s;
}

// --- The cart ------------------------------------------------------------------------------------

CartView OrderService::cart(db::Conn& c, OrgId org, std::int64_t user_id) const {
  const auto s = scope(c, org, user_id);
  const auto lines = repo_.cart(c, org, user_id);
  std::vector<std::int64_t> ids;
  for (const auto& l : lines) ids.push_back(l.product_id);
  auto views = products_.by_ids(c, org, ids);
  CartView out;
  for (const auto& l : lines) {
    auto it = std::find_if(views.begin(), views.end(),
                           [&](const catalog::ProductView& v) { return v.row.id == l.product_id; });
    if (it == views.end() || !catalog::visible_to(*it, s)) continue;
    const std::int64_t subtotal = it->row.points * l.quantity;
    out.total += subtotal;
    out.lines.push_back({std::move(*it), l.quantity, subtotal});
  }
  out.balance = points_.balances(c, org, user_id).redeem;
  out.missing = std::max<std::int64_t>(0, out.total - out.balance);
  return out;
}

CartView OrderService::cart(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return cart(c, org, user_id); });
}

CartView OrderService::add(OrgId org, std::int64_t user_id,
                           const std::vector<std::pair<std::int64_t, std::int64_t>>& lines) const {
  for (const auto& [id, quantity] : lines) {
    if (quantity < 1 || quantity > kMaxUnits) throw too_many_units();
  }
  return db_.transact([&](db::Conn& c) {
    const auto s = scope(c, org, user_id);
    std::map<std::int64_t, std::int64_t> current;
    for (const auto& l : repo_.lock_cart(c, org, user_id)) current[l.product_id] = l.quantity;
    std::vector<std::int64_t> ids;
    for (const auto& [id, quantity] : lines) ids.push_back(id);
    const auto views = products_.by_ids(c, org, ids);
    const std::int64_t now = clock_.now_ms();
    for (const auto& [id, quantity] : lines) {
      const auto it = std::find_if(views.begin(), views.end(),
                                   [&](const catalog::ProductView& v) { return v.row.id == id; });
      if (it == views.end() || !catalog::visible_to(*it, s)) throw product_not_found();
      if (!it->available) throw unavailable(it->row.name);
      const std::int64_t units = current[id] + quantity;
      if (units > kMaxUnits) throw too_many_units();
      current[id] = units;
      if (current.size() > kMaxLines) {
        throw invalid_input("product_id", "El carrito admite hasta 50 productos distintos.");
      }
      repo_.set_line(c, org, user_id, id, units, now);
    }
    return cart(c, org, user_id);
  });
}

CartView OrderService::set(OrgId org, std::int64_t user_id, std::int64_t product_id,
                           std::int64_t quantity) const {
  if (quantity < 0 || quantity > kMaxUnits) throw too_many_units();
  return db_.transact([&](db::Conn& c) {
    if (quantity == 0) {
      repo_.remove_line(c, org, user_id, product_id);
      return cart(c, org, user_id);
    }
    const auto s = scope(c, org, user_id);
    const auto views = products_.by_ids(c, org, {product_id});
    if (views.empty() || !catalog::visible_to(views.front(), s)) throw product_not_found();
    if (!views.front().available) throw unavailable(views.front().row.name);
    if (repo_.lock_cart(c, org, user_id).size() >= kMaxLines) {
      const auto lines = repo_.cart(c, org, user_id);
      const bool present = std::any_of(lines.begin(), lines.end(), [&](const CartLineRow& l) {
        return l.product_id == product_id;
      });
      if (!present)
        throw invalid_input("product_id", "El carrito admite hasta 50 productos distintos.");
    }
    repo_.set_line(c, org, user_id, product_id, quantity, clock_.now_ms());
    return cart(c, org, user_id);
  });
}

CartView OrderService::remove(OrgId org, std::int64_t user_id,
                              std::optional<std::int64_t> product_id) const {
  return db_.transact([&](db::Conn& c) {
    if (product_id) {
      repo_.remove_line(c, org, user_id, *product_id);
    } else {
      repo_.clear_cart(c, org, user_id);
    }
    return cart(c, org, user_id);
  });
}

// --- Checkout ------------------------------------------------------------------------------------

OrderView OrderService::checkout(OrgId org, std::int64_t user_id,
                                 std::int64_t expected_total) const {
  return db_.transact([&](db::Conn& c) {
    const auto lines = repo_.lock_cart(c, org, user_id);
    const auto s = scope(c, org, user_id);
    std::vector<std::int64_t> ids;
    for (const auto& l : lines) ids.push_back(l.product_id);
    const auto views = products_.by_ids(c, org, ids);
    std::vector<std::pair<CartLineRow, const catalog::ProductView*>> buying;
    std::int64_t total = 0;
    for (const auto& l : lines) {
      const auto it = std::find_if(views.begin(), views.end(), [&](const catalog::ProductView& v) {
        return v.row.id == l.product_id;
      });
      if (it == views.end() || !catalog::visible_to(*it, s)) continue;
      buying.emplace_back(l, &*it);
      total += it->row.points * l.quantity;
    }
    if (buying.empty()) {
      throw ApiError(ErrorKind::kInvalid, "cart_empty", "Tu carrito está vacío.");
    }
    if (total != expected_total) {
      throw conflict("cart_changed",
                     "Tu carrito cambió mientras lo revisabas: mira los precios y las cantidades "
                     "y vuelve a canjear.");
    }
    const std::int64_t now = clock_.now_ms();
    const std::int64_t order_id = repo_.insert_order(c, org, user_id, total, now);
    std::vector<boost::json::object> told;
    boost::json::array bought;
    for (const auto& [line, view] : buying) {
      const auto& p = view->row;
      bought.push_back({{"product_id", p.id}, {"quantity", line.quantity}, {"points", p.points}});
      const bool codes = catalog::takes_codes(p.type);
      if (!codes && p.stock && !products_.take_stock(c, org, p.id, line.quantity)) {
        throw out_of_stock(p.name);
      }
      ItemRow item;
      item.product_id = p.id;
      item.name = p.name;
      item.type = p.type;
      item.points = p.points;
      item.quantity = line.quantity;
      item.status = codes ? "delivered" : "pending";
      const std::int64_t item_id = repo_.insert_item(c, org, order_id, item, now);
      if (codes) {
        if (products_.take_codes(c, org, p.id, item_id, line.quantity) < line.quantity) {
          throw out_of_stock(p.name);
        }
        const auto [es, en] = status_words("delivered");
        told.push_back({{"order_id", order_id},
                        {"item_id", item_id},
                        {"name", p.name},
                        {"name_en", p.name_en ? boost::json::value(*p.name_en) : nullptr},
                        {"status", "delivered"},
                        {"status_es", es},
                        {"status_en", en},
                        {"reason", nullptr}});
      }
    }
    points_.spend(c, org, user_id, total,
                  {"redeem", std::string("order"), order_id, user_id, std::nullopt});
    audit_.record(c, org, "orders.checkout", {"order", order_id}, nullptr,
                  {{"user_id", user_id}, {"points", total}, {"items", std::move(bought)}});
    repo_.clear_cart(c, org, user_id);
    if (!told.empty()) {
      notifications_.notify_each(c, org, "order_status",
                                 std::vector<std::int64_t>(told.size(), user_id), told);
    }
    std::vector<OrderRow> rows;
    rows.push_back(*repo_.order(c, org, order_id));
    return std::move(views_of(c, org, std::move(rows)).front());
  });
}

// --- Gifts ---------------------------------------------------------------------------------------

std::vector<OrderView> OrderService::send(OrgId org, std::int64_t admin_id, std::int64_t product_id,
                                          const std::vector<std::int64_t>& user_ids,
                                          const std::optional<std::string>& note) const {
  std::vector<std::int64_t> people;
  std::unordered_set<std::int64_t> seen;
  for (const auto id : user_ids) {
    if (seen.insert(id).second) people.push_back(id);
  }
  if (people.empty()) throw invalid_input("user_ids", "Elige al menos una persona.");
  if (people.size() > kMaxGiftPeople) {
    throw invalid_input("user_ids", "Regala a 200 personas como máximo cada vez.");
  }
  std::optional<std::string> words;
  if (note) {
    auto text = trimmed(*note);
    if (utf8_length(text) > kReasonMax) {
      throw invalid_input("note", "La nota no puede exceder 500 caracteres.");
    }
    if (!text.empty()) words = std::move(text);
  }
  return db_.transact([&](db::Conn& c) {
    const auto views = products_.by_ids(c, org, {product_id});
    if (views.empty()) throw product_not_found();
    const auto& p = views.front().row;
    if (!p.send_users) {
      throw rule_broken("not_sendable", "«" + p.name +
                                            "» no se puede regalar: actívalo en el producto "
                                            "(Se puede regalar).");
    }
    if (!views.front().available) throw unavailable(p.name);
    if (users::UserRepo().active_ids(c, org, people).size() != people.size()) {
      throw not_found("Persona no encontrada");
    }
    const auto count = static_cast<std::int64_t>(people.size());
    const bool codes = catalog::takes_codes(p.type);
    if (!codes && p.stock && !products_.take_stock(c, org, p.id, count)) throw out_of_stock(p.name);
    const std::int64_t now = clock_.now_ms();
    std::vector<OrderRow> rows;
    std::vector<boost::json::object> told;
    for (const auto user_id : people) {
      const std::int64_t order_id = repo_.insert_order(c, org, user_id, 0, now, admin_id, words);
      ItemRow item;
      item.product_id = p.id;
      item.name = p.name;
      item.type = p.type;
      item.points = p.points;
      item.quantity = 1;
      item.status = codes ? "delivered" : "pending";
      const std::int64_t item_id = repo_.insert_item(c, org, order_id, item, now);
      if (codes && products_.take_codes(c, org, p.id, item_id, 1) < 1) throw out_of_stock(p.name);
      rows.push_back({order_id, user_id, 0, now, admin_id, words});
      audit_.record(c, org, "orders.gift", {"order", order_id}, nullptr,
                    {{"user_id", user_id},
                     {"product_id", p.id},
                     {"note", words ? boost::json::value(*words) : nullptr}});
      told.push_back({{"order_id", order_id},
                      {"item_id", item_id},
                      {"name", p.name},
                      {"name_en", p.name_en ? boost::json::value(*p.name_en) : nullptr},
                      {"note", words ? boost::json::value(*words) : nullptr},
                      {"actor_id", admin_id}});
    }
    notifications_.notify_each(c, org, "product_gift", people, told);
    return views_of(c, org, std::move(rows));
  });
}

// --- Orders --------------------------------------------------------------------------------------

std::vector<OrderView> OrderService::views_of(db::Conn& c, OrgId org,
                                              std::vector<OrderRow> rows) const {
  std::vector<std::int64_t> order_ids;
  std::set<std::int64_t> buyer_ids;
  for (const auto& r : rows) {
    order_ids.push_back(r.id);
    buyer_ids.insert(r.user_id);
    if (r.gifted_by) buyer_ids.insert(*r.gifted_by);
  }
  auto items = repo_.items(c, org, order_ids);
  std::vector<std::int64_t> code_items;
  for (const auto& i : items) {
    if (catalog::takes_codes(i.type) && i.status == "delivered") code_items.push_back(i.id);
  }
  auto codes = repo_.codes(c, org, code_items);
  const auto buyers = users::UserRepo().people(c, org, {buyer_ids.begin(), buyer_ids.end()});
  std::vector<OrderView> out;
  for (auto& r : rows) {
    OrderView v;
    const auto who = std::find_if(buyers.begin(), buyers.end(),
                                  [&](const users::Person& p) { return p.id == r.user_id; });
    if (who != buyers.end()) {
      v.buyer = *who;
    } else {
      v.buyer.id = r.user_id;
    }
    if (r.gifted_by) {
      const auto giver = std::find_if(buyers.begin(), buyers.end(),
                                      [&](const users::Person& p) { return p.id == *r.gifted_by; });
      if (giver != buyers.end()) {
        v.giver = *giver;
      } else {
        v.giver.emplace().id = *r.gifted_by;
      }
    }
    for (auto& i : items) {
      if (i.order_id != r.id) continue;
      ItemView iv;
      if (auto it = codes.find(i.id); it != codes.end()) iv.codes = std::move(it->second);
      iv.row = i;
      v.items.push_back(std::move(iv));
    }
    v.row = r;
    out.push_back(std::move(v));
  }
  return out;
}

OrderPage OrderService::mine(OrgId org, std::int64_t user_id, std::int64_t limit,
                             std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    OrderPage page;
    page.total = repo_.my_orders_total(c, org, user_id);
    page.items = views_of(c, org, repo_.my_orders(c, org, user_id, limit, offset));
    return page;
  });
}

OrderView OrderService::get(OrgId org, std::int64_t user_id, bool admin, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto row = repo_.order(c, org, id);
    if (!row || (!admin && row->user_id != user_id)) throw not_found("Pedido no encontrado");
    std::vector<OrderRow> rows;
    rows.push_back(std::move(*row));
    return std::move(views_of(c, org, std::move(rows)).front());
  });
}

OrderPage OrderService::all(OrgId org, const OrderFilter& f, std::int64_t limit,
                            std::int64_t offset) const {
  if (f.status && rank(*f.status) < 0 && *f.status != "rejected") {
    throw invalid_input("status",
                        "El estado debe ser pending, processing, shipped, delivered o "
                        "rejected.");
  }
  return db_.run([&](db::Conn& c) {
    OrderPage page;
    page.total = repo_.org_orders_total(c, org, f);
    page.items = views_of(c, org, repo_.org_orders(c, org, f, limit, offset));
    return page;
  });
}

std::string OrderService::export_workbook(OrgId org, const OrderFilter& f) const {
  const auto page = all(org, f, kMaxExportRows, 0);
  xlsx::OutSheet sheet{"Pedidos",
                       {"Pedido", "Fecha (UTC)", "Persona", "Correo", "Producto", "Tipo",
                        "Cantidad", "Puntos", "Estado", "Motivo", "Códigos"},
                       {},
                       {10, 18, 28, 30, 32, 14, 10, 10, 16, 30, 30}};
  for (const auto& o : page.items) {
    for (const auto& i : o.items) {
      std::string codes;
      for (const auto& k : i.codes) codes += (codes.empty() ? "" : ", ") + k;
      sheet.rows.push_back({std::to_string(o.row.id), date_text(o.row.created_at),
                            o.buyer.full_name(), o.buyer.email, i.row.name, i.row.type,
                            std::to_string(i.row.quantity),
                            std::to_string(i.row.points * i.row.quantity),
                            status_words(i.row.status).first, i.row.reason.value_or(""), codes});
    }
  }
  return xlsx::write_workbook({sheet});
}

namespace {
/// The reason a move needs (a rejection's, trimmed), or 400.
std::optional<std::string> checked_move(const std::string& status,
                                        const std::optional<std::string>& reason) {
  const bool rejecting = status == "rejected";
  if (!rejecting && rank(status) < 1) {
    throw invalid_input("status", "El estado debe ser processing, shipped, delivered o rejected.");
  }
  if (!rejecting) return std::nullopt;
  const std::string text = reason ? trimmed(*reason) : "";
  if (text.empty()) throw invalid_input("reason", "Indica el motivo del rechazo.");
  if (utf8_length(text) > kReasonMax) {
    throw invalid_input("reason", "El motivo no puede exceder 500 caracteres.");
  }
  return text;
}
}  // namespace

std::int64_t OrderService::move_item(db::Conn& c, OrgId org, std::int64_t actor_id,
                                     std::int64_t item_id, const std::string& status,
                                     const std::optional<std::string>& why) const {
  const bool rejecting = status == "rejected";
  const auto item = repo_.lock_item(c, org, item_id);
  if (!item) throw not_found("Producto del pedido no encontrado");
  const int from = rank(item->status);
  const bool allowed =
      rejecting ? (from >= 0 && item->status != "delivered") : (from >= 0 && rank(status) > from);
  if (!allowed) {
    const auto [es, en] = status_words(item->status);
    throw rule_broken("invalid_transition", "Este producto del pedido está " + es +
                                                " y no puede pasar a " +
                                                status_words(status).first + ".");
  }
  const std::int64_t now = clock_.now_ms();
  if (!repo_.set_status(c, org, item_id, item->status, status, why, now)) {
    throw rule_broken("invalid_transition", "El estado cambió mientras tanto; vuelve a cargar.");
  }
  const bool refunding = rejecting && !item->gift;
  if (refunding) {
    points_.refund(c, org, item->user_id, item->points * item->quantity,
                   {"refund", std::string("order_item"), item_id, actor_id, why});
  }
  audit_.record(c, org, "orders.item_status", {"order_item", item_id}, {{"status", item->status}},
                {{"status", status},
                 {"order_id", item->order_id},
                 {"reason", why ? boost::json::value(*why) : nullptr},
                 {"refunded_points", refunding ? item->points * item->quantity : 0}});
  const auto [es, en] = status_words(status);
  notifications_.notify(c, org, "order_status", {item->user_id},
                        {{"order_id", item->order_id},
                         {"item_id", item_id},
                         {"name", item->name},
                         {"status", status},
                         {"status_es", es},
                         {"status_en", en},
                         {"reason", why ? boost::json::value(*why) : nullptr},
                         {"actor_id", actor_id}});
  return item->order_id;
}

OrderView OrderService::set_status(OrgId org, std::int64_t actor_id, std::int64_t item_id,
                                   const std::string& status,
                                   const std::optional<std::string>& reason) const {
  const auto why = checked_move(status, reason);
  return db_.transact([&](db::Conn& c) {
    const auto order_id = move_item(c, org, actor_id, item_id, status, why);
    std::vector<OrderRow> rows;
    rows.push_back(*repo_.order(c, org, order_id));
    return std::move(views_of(c, org, std::move(rows)).front());
  });
}

std::vector<MovedItem> OrderService::set_statuses(OrgId org, std::int64_t actor_id,
                                                  const std::vector<std::int64_t>& item_ids,
                                                  const std::string& status,
                                                  const std::optional<std::string>& reason) const {
  // Each item once, locked in id order (two admins moving overlapping sets never deadlock).
  std::vector<std::int64_t> ids(item_ids);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  if (ids.empty()) throw invalid_input("ids", "Elige al menos un producto de un pedido.");
  if (ids.size() > kMaxBulkItems) {
    throw invalid_input("ids", "Actualiza 200 productos de pedidos como máximo cada vez.");
  }
  const auto why = checked_move(status, reason);
  return db_.transact([&](db::Conn& c) {
    std::vector<MovedItem> out;
    for (const auto id : ids) {
      try {
        out.push_back({id, move_item(c, org, actor_id, id, status, why), status});
      } catch (const ApiError& e) {
        // The whole call fails: say which item stopped it.
        throw ApiError(e.kind(), e.code(),
                       "Producto del pedido " + std::to_string(id) + ": " + e.what(), e.fields())
            .with_detail("item_id", std::to_string(id));
      }
    }
    return out;
  });
}

std::vector<CouponRow> OrderService::coupons(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.my_coupons(c, org, user_id); });
}

}  // namespace aplauso::orders
