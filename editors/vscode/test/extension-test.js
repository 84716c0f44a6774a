// Runs the VS Code extension's own code (extension.js) against stand-ins for the `vscode`
// and `vscode-languageclient` modules, which cannot be installed here (no npm registry):
// activation starts `visual lsp` for .visual files and registers "Open preview"; the
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
  console.log(`vscode extension: lsp client started with ${visual} lsp; Open preview opened ${calls.opened[0]} (200)`);
}

main().catch((error) => { console.error(`vscode extension test: FAIL: ${error.stack || error}`); process.exit(1); });
