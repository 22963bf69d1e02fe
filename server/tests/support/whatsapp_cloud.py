#!/usr/bin/env python3
"""A local WhatsApp Business Cloud API for tests, speaking its documented formats.

POST /{version}/{phone_number_id}/messages sends a template message: the Bearer token must be the
registered app's, the body a template message; the answer is the API's (contacts, messages[].id)
or its error object. After accepting a message it posts the status webhooks Meta posts (sent,
delivered, read; a number ending in 0000 gets sent then failed with 131026) to the app's webhook
URL, signed with the app secret in X-Hub-Signature-256.

Numbers ending in 9999 are refused at once (131030); one ending in 4290 is rate limited (HTTP 429,
130429) the first time and accepted after.

Control calls for the tests: PUT /__apps/{phone_number_id} with {access_token, app_secret,
webhook_url, host} registers an app; GET /__messages lists the accepted messages.

Usage: whatsapp_cloud.py PORT   (listens on 127.0.0.1 only)
"""
import base64
import hashlib
import hmac
import json
import os
import re
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

apps = {}
messages = []
attempts = {}
lock = threading.Lock()


def error(code, message, status=400, kind="OAuthException"):
    return status, {"error": {"message": message, "type": kind, "code": code,
                              "fbtrace_id": base64.b16encode(os.urandom(6)).decode()}}


def webhook(app, phone_number_id, status):
    body = json.dumps({
        "object": "whatsapp_business_account",
        "entry": [{"id": "102290129340398", "changes": [{"field": "messages", "value": {
            "messaging_product": "whatsapp",
            "metadata": {"display_phone_number": "15550783881",
                         "phone_number_id": phone_number_id},
            "statuses": [status]}}]}]}).encode()
    signature = hmac.new(app["app_secret"].encode(), body, hashlib.sha256).hexdigest()
    request = urllib.request.Request(app["webhook_url"], data=body, method="POST", headers={
        "Content-Type": "application/json", "Host": app.get("host", "localhost"),
        "X-Hub-Signature-256": "sha256=" + signature})
    try:
        urllib.request.urlopen(request, timeout=5).read()
    except Exception as e:  # the server may be gone; Meta would retry, tests do not need it
        sys.stderr.write("webhook failed: %s\n" % e)


def report(app, phone_number_id, wamid, to):
    steps = ["sent", "failed"] if to.endswith("0000") else ["sent", "delivered", "read"]
    for step in steps:
        time.sleep(0.05)
        status = {"id": wamid, "status": step, "timestamp": str(int(time.time())),
                  "recipient_id": to}
        if step == "failed":
            status["errors"] = [{"code": 131026, "title": "Message undeliverable",
                                 "message": "Message undeliverable",
                                 "error_data": {"details": "Message Undeliverable."}}]
        webhook(app, phone_number_id, status)


def send(phone_number_id, token, body):
    with lock:
        app = apps.get(phone_number_id)
    if app is None:
        return error(100, "Unsupported post request. Object with ID '%s' does not exist" %
                     phone_number_id, kind="GraphMethodException")
    if token != app["access_token"]:
        return error(190, "Invalid OAuth access token - Cannot parse access token", 401)
    try:
        m = json.loads(body)
        to = m["to"]
        template = m["template"]
        name = template["name"]
        language = template["language"]["code"]
        parameters = [p["text"] for c in template.get("components", [])
                      if c.get("type") == "body" for p in c.get("parameters", [])]
        if m.get("messaging_product") != "whatsapp" or m.get("type") != "template":
            raise ValueError("not a template message")
        if not re.fullmatch(r"[1-9][0-9]{7,14}", to):
            raise ValueError("bad number")
    except (ValueError, KeyError, TypeError):
        return error(100, "(#100) Invalid parameter")
    for p in parameters:
        if "\n" in p or "\t" in p or "     " in p:
            return error(132018,
                         "(#132018) There was an issue with the parameters in your template.")
    if to.endswith("9999"):
        return error(131030, "(#131030) Recipient phone number not in allowed list")
    with lock:
        attempts[to] = attempts.get(to, 0) + 1
        if to.endswith("4290") and attempts[to] == 1:
            return error(130429, "(#130429) Rate limit hit", 429)
        wamid = "wamid." + base64.b64encode(os.urandom(24)).decode().rstrip("=")
        messages.append({"phone_number_id": phone_number_id, "to": to, "template": name,
                         "language": language, "parameters": parameters, "id": wamid})
    threading.Thread(target=report, args=(app, phone_number_id, wamid, to), daemon=True).start()
    return 200, {"messaging_product": "whatsapp", "contacts": [{"input": to, "wa_id": to}],
                 "messages": [{"id": wamid}]}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def do_GET(self):
        if self.path == "/__messages":
            with lock:
                return self.answer(200, list(messages))
        self.answer(*error(100, "Unknown path", 404))

    def do_PUT(self):
        match = re.fullmatch(r"/__apps/([0-9]+)", self.path)
        if not match:
            return self.answer(*error(100, "Unknown path", 404))
        app = json.loads(self.body())
        with lock:
            apps[match.group(1)] = app
        self.answer(200, {"success": True})

    def do_POST(self):
        match = re.fullmatch(r"/v[0-9.]+/([0-9]+)/messages", self.path)
        body = self.body()
        if not match:
            return self.answer(*error(100, "Unknown path", 404))
        auth = self.headers.get("Authorization", "")
        token = auth[len("Bearer "):] if auth.startswith("Bearer ") else ""
        self.answer(*send(match.group(1), token, body))


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
