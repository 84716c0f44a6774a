// The VS Code client for format files: starts `visual lsp` for every .visual file (and for
// Swift and Objective-C files, whose layouts' mistakes it shows in place beside the
// languages' own servers), and "Visual: Open preview" starts `visual serve` on the file's
// folder and opens the file's page.
'use strict';

const path = require('path');
const { spawn } = require('child_process');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;
/** The documents `visual lsp` reads: format files, and the source files `visual scan` reads
 * (a header is C to VS Code unless told otherwise, so headers go by their extension). */
const documentSelector = [
  { scheme: 'file', language: 'visual' }, { scheme: 'untitled', language: 'visual' },
  { scheme: 'file', language: 'swift' }, { scheme: 'file', language: 'objective-c' },
  { scheme: 'file', language: 'objective-cpp' }, { scheme: 'file', pattern: '**/*.h' },
];
/** One `visual serve` per folder: { child, url: Promise<string> }, kept while it runs. */
const previews = new Map();

/** The executable the `visual.path` setting names. */
function executable() {
  return vscode.workspace.getConfiguration('visual').get('path') || 'visual';
}

function activate(context) {
  client = new LanguageClient(
    'visual',
    'Visual',
    { command: executable(), args: ['lsp'], transport: TransportKind.stdio },
    { documentSelector }
  );
  client.start();
  context.subscriptions.push(vscode.commands.registerCommand('visual.openPreview', openPreview));
}

/** Opens the preview of the file given (the editor title button) or of the active editor. */
async function openPreview(uri) {
  const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || document.languageId !== 'visual' || document.uri.scheme !== 'file') {
    vscode.window.showErrorMessage('Open preview: open a saved .visual file first.');
    return;
  }
  const folder = path.dirname(document.uri.fsPath);
  if (!previews.has(folder)) previews.set(folder, startServe(folder));
  try {
    // The server's address, then the file's own page (`/view/NAME`, NAME relative to the folder served).
    const url = await previews.get(folder).url;
    const page = url.replace(/\/?$/, '/') + 'view/' + encodeURIComponent(path.basename(document.uri.fsPath));
    await vscode.env.openExternal(vscode.Uri.parse(page));
  } catch (error) {
    previews.delete(folder);
    vscode.window.showErrorMessage(`Open preview: ${error.message}`);
  }
}

/** Runs `visual serve FOLDER --port 0`; its first line of output holds the address it serves. */
function startServe(folder) {
  const child = spawn(executable(), ['serve', folder, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  let errors = '';
  child.stderr.on('data', (chunk) => { errors += chunk; });
  const url = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const end = output.indexOf('\n');
      if (end < 0) return;
      const address = output.slice(0, end).match(/https?:\/\/\S+/);
      if (address) resolve(address[0]);
      else reject(new Error(`visual serve printed no address: ${output.slice(0, end)}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      previews.delete(folder);
      reject(new Error(`visual serve stopped (status ${code}) ${errors.trim()}`));
    });
  });
  return { child, url };
}

function deactivate() {
  for (const preview of previews.values()) preview.child.kill();
  previews.clear();
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
