// The bare Beast server the benchmark compares GET /api/health against: Beast's awaitable
// example reduced to answering every request with a small JSON body, keep-alive, one I/O thread
// (as the product's transport has). Prints its port, serves until killed.
//   hello_server [port]
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <cstdlib>
#include <iostream>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;

namespace {
constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

asio::awaitable<void> serve(tcp::socket socket) {
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  for (;;) {
    http::request<http::string_body> req;
    auto [ec, n] = co_await http::async_read(stream, buffer, req, kTuple);
    if (ec) co_return;
    http::response<http::string_body> res{http::status::ok, req.version()};
    res.set(http::field::content_type, "application/json");
    res.body() = R"({"success":true,"data":{"status":"ok"}})";
    res.keep_alive(req.keep_alive());
    res.prepare_payload();
    auto [wec, wn] = co_await http::async_write(stream, res, kTuple);
    if (wec || !res.keep_alive()) co_return;
  }
}

asio::awaitable<void> accept(tcp::acceptor& acceptor) {
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(kTuple);
    if (ec) continue;
    asio::co_spawn(acceptor.get_executor(), serve(std::move(socket)), asio::detached);
  }
}
}  // namespace

int main(int argc, char** argv) {
  asio::io_context ioc(1);
  const auto port = static_cast<unsigned short>(argc > 1 ? std::atoi(argv[1]) : 0);
  tcp::acceptor acceptor(ioc, {asio::ip::make_address("127.0.0.1"), port});
  std::cout << acceptor.local_endpoint().port() << std::endl;
  asio::co_spawn(ioc, accept(acceptor), asio::detached);
  ioc.run();
  return 0;
}
