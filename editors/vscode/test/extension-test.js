// Runs the VS Code extension's own code (extension.js) against stand-ins for the `vscode`
// and `vscode-languageclient` modules, which cannot be installed here (no npm registry):
// activation starts `visual lsp` for .visual files, and for Swift and Objective-C files,
// whose diagnostics the started server sends for a Swift document, and registers "Open preview"; the
// command starts the real `visual serve` on the file's folder, opens the file's page
// (fetched here: it must answer with the file's name), and deactivation stops the server.
//   node editors/vscode/test/extension-test.js /path/to/visual
'use strict';

const assert = require('assert');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const Module = require('module');

const visual = path.resolve(process.argv[2] || 'visual');
const calls = { clients: [], commands: {}, opened: [], errors: [] };

class LanguageClient {
  constructor(id, name, server, client) {
    this.id = id; this.server = server; this.client = client; this.started = false;
    calls.clients.push(this);
  }
  start() { this.started = true; }
  stop() { this.stopped = true; return Promise.resolve(); }
}
const vscode = {
  workspace: {
    getConfiguration: (section) => ({ get: (key) => (section === 'visual' && key === 'path' ? visual : undefined) }),
    openTextDocument: async (uri) => ({ uri, languageId: 'visual' }),
  },
  window: {
    activeTextEditor: undefined,
    showErrorMessage: (message) => { calls.errors.push(message); },
  },
  commands: { registerCommand: (name, run) => { calls.commands[name] = run; return { dispose() {} }; } },
  env: { openExternal: async (uri) => { calls.opened.push(uri.toString()); return true; } },
  Uri: { parse: (text) => ({ toString: () => text }) },
};
const stubs = { vscode, 'vscode-languageclient/node': { LanguageClient, TransportKind: { stdio: 0 } } };
const load = Module._load;
Module._load = function (request, ...rest) { return stubs[request] || load.call(this, request, ...rest); };

/** Runs the client's server command, opens `text` as a document of `languageId` and
 * resolves with the diagnostics it publishes for it. */
function diagnosticsFromServer(server, uri, languageId, text) {
  const { spawn } = require('child_process');
  const child = spawn(server.command, server.args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const send = (message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error('no diagnostics within 30 s')); }, 30000);
    let buffer = Buffer.alloc(0);
    child.stdout.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buffer.slice(0, end).toString())[1]);
        if (buffer.length < end + 4 + length) return;
        const message = JSON.parse(buffer.slice(end + 4, end + 4 + length).toString('utf8'));
        buffer = buffer.slice(end + 4 + length);
        if (message.method === 'textDocument/publishDiagnostics' && message.params.uri === uri) {
          clearTimeout(timer);
          send({ id: 2, method: 'shutdown' });
          send({ method: 'exit' });
          resolve(message.params.diagnostics);
        }
      }
    });
    child.on('error', reject);
    send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    send({ method: 'initialized', params: {} });
    send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId, version: 1, text } } });
  });
}

function get(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    }).on('error', reject);
  });
}

async function main() {
  const extension = require('../extension.js');
  const context = { subscriptions: [] };
  extension.activate(context);

  assert.strictEqual(calls.clients.length, 1, 'one language client');
  const client = calls.clients[0];
  assert.strictEqual(client.server.command, visual);
  assert.deepStrictEqual(client.server.args, ['lsp']);
  assert.ok(client.started, 'the client is started');
  assert.ok(client.client.documentSelector.some((s) => s.language === 'visual' && s.scheme === 'file'));
  assert.ok(calls.commands['visual.openPreview'], 'Open preview is registered');
  // Swift and Objective-C documents go to the server too (headers by their extension)...
  const selector = client.client.documentSelector;
  for (const language of ['swift', 'objective-c', 'objective-cpp']) {
    assert.ok(selector.some((s) => s.language === language && s.scheme === 'file'), `${language} documents`);
  }
  assert.ok(selector.some((s) => s.pattern === '**/*.h'), 'headers');
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  assert.ok(manifest.activationEvents.includes('onLanguage:swift'), 'activated by a Swift file');
  assert.ok(manifest.activationEvents.includes('onLanguage:objective-c'), 'activated by an Objective-C file');
  // ... and the server the client starts answers them with the layout's mistake in place.
  const line = '        NSLayoutConstraint.constraints(withVisualFormat: "H:|-[nmae]-|", options: [], metrics: nil, views: ["name": label])';
  const diagnostics = await diagnosticsFromServer(client.server, 'file:///tmp/Feed.swift', 'swift',
    `class Feed {\n    func setup() {\n${line}\n    }\n}\n`);
  assert.strictEqual(diagnostics.length, 1, JSON.stringify(diagnostics));
  assert.strictEqual(diagnostics[0].message, "'nmae' is not a key in the views dictionary");
  assert.deepStrictEqual(diagnostics[0].range.start, { line: 2, character: line.indexOf('nmae') });

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-vscode-'));
  const file = path.join(folder, 'my screen.visual');
  fs.writeFileSync(file, 'canvas 200 x 100\nH:|-20-[box(60)]\nV:|-20-[box(40)]\n');
  try {
    await calls.commands['visual.openPreview']({ fsPath: file, scheme: 'file' });
    assert.deepStrictEqual(calls.errors, [], 'no error shown');
    assert.strictEqual(calls.opened.length, 1, 'one page opened');
    const page = calls.opened[0];
    assert.match(page, /^http:\/\/127\.0\.0\.1:\d+\/view\/my%20screen\.visual$/);
    const response = await get(page);
    assert.strictEqual(response.status, 200, `GET ${page}`);
    assert.ok(response.body.includes('my screen.visual'), 'the page names the file');
    // A second preview of the same folder reuses the running server.
    await calls.commands['visual.openPreview']({ fsPath: file, scheme: 'file' });
    assert.strictEqual(calls.opened[1], page);
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    await extension.deactivate();
    throw error;
  }
  await extension.deactivate();
  assert.ok(client.stopped, 'deactivation stops the client');
  // ... and the preview's server: its address stops answering (checked while the folder it
  // serves is still there, so that only the stop can end it).
  let refused = false;
  for (let attempt = 0; attempt < 60 && !refused; attempt++) {
    try {
      await get(calls.opened[0]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } catch (error) {
      refused = error.code === 'ECONNREFUSED';
    }
  }
  fs.rmSync(folder, { recursive: true, force: true });
  assert.ok(refused, 'deactivation stops visual serve');
  console.log(`vscode extension: lsp client started with ${visual} lsp (swift diagnostics published); `
    + `Open preview opened ${calls.opened[0]} (200)`);
}

main().catch((error) => { console.error(`vscode extension test: FAIL: ${error.stack || error}`); process.exit(1); });
