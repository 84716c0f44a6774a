#!/usr/bin/env python3
"""`visual serve` driven in headless Chromium over the DevTools protocol (CDP).

Used by scripts/serve-browser-test (`test`: the end-to-end checks) and by
Benchmarks/serve-latency (`bench`: time from a file write to the new picture in the page).
Only the standard library: the DevTools WebSocket is spoken here, in a few lines.

Usage: serve_browser.py test|bench VISUAL WORKDIR
"""
import base64, json, os, re, socket, statistics, struct, subprocess, sys, time, urllib.error, urllib.request


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# --- A WebSocket client, enough for DevTools: text frames, no extensions. -------------------
class WebSocket:
    def __init__(self, url):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.sock = socket.create_connection((host, port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        reply = b""
        while b"\r\n\r\n" not in reply:
            reply += self.sock.recv(4096)
        head, self.pending = reply.split(b"\r\n\r\n", 1)
        check(b" 101 " in head.split(b"\r\n")[0], f"DevTools refused the WebSocket: {head[:200]!r}")

    def send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        length = len(data)
        header = bytes([0x81])
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, count):
        while len(self.pending) < count:
            chunk = self.sock.recv(1 << 16)
            check(chunk, "DevTools closed the WebSocket")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    """One headless Chromium with one page, driven over CDP."""

    def __init__(self, work, width=1400, height=1000):
        self.console = []
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--force-device-scale-factor=1", f"--user-data-dir={work}/profile", f"--window-size={width},{height}",
             "--remote-debugging-port=0", "--remote-allow-origins=*", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            start_new_session=True)  # its own process group, so close() ends its helpers too
        port = None
        deadline = time.time() + 30
        while port is None and time.time() < deadline:
            line = self.process.stderr.readline()
            check(line, "chromium ended before DevTools listened")
            found = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = int(found.group(1))
        check(port, "chromium did not say where DevTools listens")
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.call("Page.enable")
        self.call("Runtime.enable")

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == self.next_id:
                check("error" not in message, f"{method}: {message.get('error')}")
                return message["result"]
            self.note(message)

    def note(self, message):
        method = message.get("method")
        if method == "Runtime.exceptionThrown":
            self.console.append("exception: " + json.dumps(message["params"]["exceptionDetails"])[:400])
        elif method == "Runtime.consoleAPICalled":
            self.console.append("console: " + json.dumps(message["params"]["args"])[:400])

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        check("exceptionDetails" not in result, f"script failed: {expression[:80]}: {result.get('exceptionDetails')}")
        return result["result"].get("value")

    def goto(self, url):
        self.call("Page.navigate", url=url)
        self.wait_for("document.readyState === 'complete' && document.getElementById('live') && "
                      "document.getElementById('live').textContent === 'live'", "the page did not connect")

    def wait_for(self, condition, message, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(f"!!({condition})"):
                return
            time.sleep(0.02)
        raise Failure(message)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def move_mouse(self, x, y):
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)

    def click(self, x, y):
        self.move_mouse(x, y)
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def close(self):
        try:
            os.killpg(self.process.pid, 9)
        except ProcessLookupError:
            pass
        self.process.wait()


# What the page shows now: the version of its picture and a digest of the picture itself.
PICTURE_STATE = "({version: document.getElementById('picture').dataset.version, " \
                "svg: (document.querySelector('#picture .sheet > svg:first-child') || {outerHTML: ''}).outerHTML})"

# A promise, run in the page, that ends when the picture's version next changes, with the
# page's clock (the same wall clock as this script's: one machine).
NEXT_UPDATE = """new Promise((resolve) => {
  const picture = document.getElementById('picture');
  const start = picture.dataset.version;
  const observer = new MutationObserver(() => {
    const now = document.getElementById('picture');
    if (now.dataset.version !== start) { observer.disconnect(); resolve(Date.now()); }
  });
  observer.observe(picture, {attributes: true, childList: true, subtree: false});
  setTimeout(() => { observer.disconnect(); resolve(-1); }, %d);
})"""


def start_server(visual, folder):
    server = subprocess.Popen([visual, "serve", folder, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    url = server.stdout.readline().strip()
    check(url.startswith("http://127.0.0.1:"), f"the first line of visual serve is not its URL: {url!r}")
    return server, url


def save_by_rename(path, text):
    """As editors save: a new file, renamed over the old one."""
    temporary = path + ".tmp~"
    with open(temporary, "w") as out:
        out.write(text)
    os.rename(temporary, path)


def save_in_place(path, text):
    with open(path, "w") as out:
        out.write(text)


def screen(width):
    # Tall, so that the page scrolls and an update can be seen to keep its place.
    return f"canvas 240 x 1400\nH:|-20-[a(60)]-16-[b({width})]\nV:|-20-[a(40)]\nV:|-20-[b(40)]\n"


def status_of(url):
    try:
        return urllib.request.urlopen(url).status
    except urllib.error.HTTPError as error:
        return error.code


def run_test(visual, work):
    folder = os.path.join(work, "screens")
    os.makedirs(os.path.join(folder, "sub"))
    path = os.path.join(folder, "screen.visual")
    save_in_place(path, screen(50))
    save_in_place(os.path.join(folder, "sub", "a&b<i>x.visual"), "canvas 100 x 40\nH:|-[a]-|\nV:|-[a]-|\n")
    save_in_place(os.path.join(work, "secret.visual"), "canvas 10 x 10\n")
    os.symlink(os.path.join(work, "secret.visual"), os.path.join(folder, "link-out.visual"))
    server, url = start_server(visual, folder)
    browser = None
    try:
        # Paths out of the folder: refused whatever they spell (curl --path-as-is sends them raw).
        for target, allowed in [("view/../secret.visual", {403}), ("view/%2e%2e/secret.visual", {403}),
                                ("view/%2E%2E%2Fsecret.visual", {403}), ("view/sub/..%2f..%2fsecret.visual", {403}),
                                ("../secret.visual", {403, 404}), ("%2e%2e/secret.visual", {403, 404}),
                                ("view/link-out.visual", {403}), ("view/nothing.visual", {404})]:
            code = subprocess.run(["curl", "-s", "--path-as-is", "-o", "/dev/null", "-w", "%{http_code}", url + target],
                                  capture_output=True, text=True).stdout
            check(int(code) in allowed, f"/{target} answered {code}, expected {sorted(allowed)}")
        check(status_of(url + "view/screen.visual") == 200, "the file's own page did not answer 200")
        index = urllib.request.urlopen(url).read().decode()
        check("a&amp;b&lt;i&gt;x.visual" in index and "<i>" not in index,
              "the index does not escape a file name with markup in it")
        check("link-out.visual" not in index, "the index lists a link that leads out of the folder")
        print("serve-browser-test: paths out of the folder refused (403/404), names escaped")

        browser = Browser(work)
        browser.goto(url)
        check(browser.evaluate("document.querySelectorAll('#files li').length") == 2, "the index does not list 2 files")
        browser.screenshot(os.path.join(work, "index.png"))

        browser.goto(url + "view/screen.visual")
        browser.screenshot(os.path.join(work, "page.png"))
        before = browser.evaluate(PICTURE_STATE)
        check("<svg" in before["svg"], "the page has no inline SVG picture")
        browser.evaluate("window.scrollTo(0, 300)")
        scrolled = browser.evaluate("window.scrollY")
        check(scrolled == 300, f"the page did not scroll (scrollY {scrolled}): the scroll check would prove nothing")

        # 1. An edit saved by rename redraws the picture in place, within the bound, without
        # reloading the page (a reload would lose this marker; Chromium restores the scroll).
        browser.evaluate("window.visualNoReload = 1")
        browser.ws.send(json.dumps({"id": 9000, "method": "Runtime.evaluate",
                                    "params": {"expression": NEXT_UPDATE % 5000, "awaitPromise": True,
                                               "returnByValue": True}}))
        time.sleep(0.05)  # the observer is in place before the write
        written = time.time() * 1000
        save_by_rename(path, screen(90))
        while True:
            message = json.loads(browser.ws.receive())
            if message.get("id") == 9000:
                break
            browser.note(message)
        seen = message["result"]["result"]["value"]
        check(seen > 0, "the picture did not change within 5 s of the edit")
        check(seen - written < 2000, f"the picture changed {seen - written:.0f} ms after the edit (bound: 2000 ms)")
        after = browser.evaluate(PICTURE_STATE)
        check(after["svg"] != before["svg"] and after["version"] != before["version"], "the picture is the same")
        check(browser.evaluate("window.visualNoReload === 1"), "the page was reloaded, not updated in place")
        check(browser.evaluate("window.scrollY") == scrolled, "the update lost the scroll position")
        check(browser.evaluate("document.querySelector('#tables pre').textContent.includes('90')"),
              "the layout table does not show the new width")
        browser.screenshot(os.path.join(work, "edited.png"))
        browser.evaluate("window.scrollTo(0, 0)")
        print(f"serve-browser-test: an edit saved by rename redrew the picture in {seen - written:.0f} ms, in place")

        # 2. A file that stops parsing: its error with its line, over the last picture, greyed.
        save_in_place(path, screen(90) + "H:[a]-[\n")
        browser.wait_for("document.querySelector('#diagnostics li.error[data-line=\"5\"]')",
                         "no error on line 5 was shown after a broken edit")
        check(browser.evaluate("document.getElementById('picture').classList.contains('stale') && "
                               "!!document.querySelector('#picture .sheet svg')"),
              "the broken file's page does not keep the last picture, greyed")
        check(browser.evaluate("document.querySelector('#source li#L5').classList.contains('error')"),
              "the source does not mark line 5")
        browser.screenshot(os.path.join(work, "error.png"))
        message = browser.evaluate("document.querySelector('#diagnostics li.error .place').textContent + ': ' + document.querySelector('#diagnostics li.error .message').textContent")
        print(f"serve-browser-test: a broken edit shows its error: {message.strip()[:90]}")
        browser.evaluate("document.querySelector('#diagnostics li.error').click()")
        check(browser.evaluate("!!document.querySelector('#source li#L5.current')"),
              "clicking the error did not select its line in the source")

        save_in_place(path, screen(90))
        browser.wait_for("!document.getElementById('picture').classList.contains('stale')",
                         "the page did not recover after the fix")

        # 3. Hover a view: its frame, kind and the constraints that place it, with their lines.
        box = browser.evaluate("(() => { const r = document.querySelector('.hits rect.view[data-view=\"b\"]')"
                               ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        browser.move_mouse(box[0], box[1])
        browser.wait_for("!document.getElementById('tooltip').hidden", "hovering view b shows no tooltip", 3)
        tip = browser.evaluate("document.getElementById('tooltip').textContent")
        for expected in ["b", "x 96, y 20, 90 × 40", "b.width == 90", "line 2", "b.leading == a.trailing + 16"]:
            check(expected in tip, f"the hover tooltip of b lacks {expected!r}: {tip!r}")
        browser.screenshot(os.path.join(work, "hover.png"))
        browser.click(box[0], box[1])
        browser.evaluate("document.querySelector('#inspector li[data-line=\"4\"]').click()")
        check(browser.evaluate("!!document.querySelector('#source li#L4.current')"),
              "clicking a constraint did not select its line in the source")
        print("serve-browser-test: hovering view b shows its frame and constraints; clicks find their lines")

        # 4. Hover a guide: its constraint.
        guide = browser.evaluate("(() => { const r = document.querySelector('.hits rect.guide')"
                                 ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        browser.move_mouse(guide[0], guide[1])
        browser.wait_for("document.getElementById('tooltip').textContent.includes('guide')", "a guide's hover shows nothing", 3)
        tip = browser.evaluate("document.getElementById('tooltip').textContent")
        check("line " in tip and "==" in tip, f"the guide's tooltip names no constraint: {tip!r}")
        check(not browser.console, "the page wrote to the console: " + "; ".join(browser.console))
        print("serve-browser-test: hovering a guide shows its constraint; no console errors")
    finally:
        if browser:
            browser.close()
        server.kill()
        server.wait()


def run_bench(visual, work, edits=20):
    folder = os.path.join(work, "screens")
    os.makedirs(folder)
    path = os.path.join(folder, "login-form.visual")
    original = open(os.path.join(os.path.dirname(__file__), "..", "Samples", "login-form.visual")).read()
    save_in_place(path, original)
    server, url = start_server(visual, folder)
    browser = Browser(work)
    latencies = []
    try:
        browser.goto(url + "view/login-form.visual")
        for edit in range(edits):
            browser.ws.send(json.dumps({"id": 10000 + edit, "method": "Runtime.evaluate",
                                        "params": {"expression": NEXT_UPDATE % 5000, "awaitPromise": True,
                                                   "returnByValue": True}}))
            time.sleep(0.1)
            text = original.replace("metric gap = 12", f"metric gap = {13 + edit % 7}")  # each edit differs from the last
            written = time.time() * 1000
            save_by_rename(path, text)
            while True:
                message = json.loads(browser.ws.receive())
                if message.get("id") == 10000 + edit:
                    break
            seen = message["result"]["result"]["value"]
            check(seen > 0, f"edit {edit + 1}: the picture did not change")
            latencies.append(seen - written)
    finally:
        browser.close()
        server.kill()
        server.wait()
    # The peer: the loop it replaces, `visual render` of the same file to a picture.
    renders = []
    for _ in range(5):
        started = time.time()
        subprocess.run([visual, "render", path, "-o", os.path.join(work, "peer.png")], check=True)
        renders.append((time.time() - started) * 1000)
    median = statistics.median(latencies)
    render = statistics.median(renders)
    print(f"serve-latency: file write -> updated picture in the browser, {edits} edits of login-form.visual:")
    print(f"  median {median:.0f} ms, min {min(latencies):.0f} ms, max {max(latencies):.0f} ms")
    print(f"  peer: one `visual render` of the same file to PNG (median of 5 runs): {render:.0f} ms")
    print(f"  ratio live preview / render command: {median / render:.2f}")


if __name__ == "__main__":
    mode, visual, work = sys.argv[1], sys.argv[2], sys.argv[3]
    try:
        run_test(visual, work) if mode == "test" else run_bench(visual, work)
    except Failure as failure:
        print(f"serve-browser-{mode}: FAIL: {failure}", file=sys.stderr)
        sys.exit(1)
