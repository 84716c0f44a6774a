/// The pages' style sheet and script, inline in every page: `visual serve` needs no network
/// and loads nothing from elsewhere.
enum PreviewAssets {
    static let style = """
        :root { --ink: #1d232b; --muted: #66707c; --line: #dde1e6; --panel: #ffffff; --page: #f3f4f6;
          --ok: #1a7f37; --warn: #9a6700; --error: #cf222e; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--page); }
        header { display: flex; align-items: center; gap: 12px; padding: 10px 20px; background: var(--panel);
          border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
        header h1 { font-size: 17px; margin: 0; font-weight: 600; }
        header .back { color: var(--accent); text-decoration: none; }
        .live { margin-left: auto; font-size: 12px; color: var(--muted); }
        .live.on::before { content: "●"; color: var(--ok); margin-right: 4px; }
        .badge { font-size: 12px; padding: 1px 8px; border-radius: 10px; font-weight: 600; }
        .badge.ok { background: #dafbe1; color: var(--ok); }
        .badge.warnings { background: #fff8c5; color: var(--warn); }
        .badge.errors { background: #ffebe9; color: var(--error); }
        main.index { padding: 20px; max-width: 900px; }
        #files { list-style: none; padding: 0; margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; }
        #files li { display: flex; gap: 12px; align-items: center; padding: 8px 14px; border-top: 1px solid var(--line); }
        #files li:first-child { border-top: 0; }
        #files a { color: var(--accent); text-decoration: none; font-family: ui-monospace, monospace; }
        #files .counts { color: var(--muted); font-size: 12px; }
        main.file { display: grid; grid-template-columns: minmax(0, 1fr) 400px; gap: 16px; padding: 16px 20px; align-items: start; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; margin-bottom: 16px; }
        .panel h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 0 0 8px; }
        aside { position: sticky; top: 62px; max-height: calc(100vh - 78px); overflow: auto; }
        #diagnostics { max-height: 32vh; overflow: auto; }
        .picture-panel { overflow: auto; }
        .sheet { position: relative; line-height: 0; }
        .sheet > svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        #picture.stale .sheet { opacity: .35; filter: grayscale(1); }
        #picture { position: relative; }
        .stale-note { position: absolute; z-index: 1; left: 12px; right: 12px; top: 12px; margin: 0; padding: 8px 12px;
          background: rgba(255, 235, 233, .96); color: var(--error); border: 1px solid #ffcecb; border-radius: 6px;
          pointer-events: none; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
        #tables.stale { opacity: .45; }
        .nothing, .none, .hint { color: var(--muted); margin: 0; }
        pre { margin: 0; font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; overflow-x: auto; }
        #tables h3 { font-size: 13px; margin: 10px 0 4px; }
        #diagnostics ul { list-style: none; padding: 0; margin: 0; }
        .problem { padding: 6px 8px; border-radius: 6px; cursor: pointer; margin-bottom: 4px; }
        .problem:hover { background: #f6f8fa; }
        .problem .place { font-family: ui-monospace, monospace; color: var(--muted); }
        .problem .severity { font-weight: 600; }
        .problem.error .severity { color: var(--error); }
        .problem.warning .severity { color: var(--warn); }
        .problem .quote { margin-top: 4px; padding: 4px 6px; background: #f6f8fa; border-radius: 4px; }
        .notes { list-style: none; padding-left: 12px; }
        .source-panel .scroll { max-height: calc(100vh - 560px); min-height: 180px; overflow: auto; }
        #inspector { max-height: 240px; overflow: auto; }
        #source { list-style: none; padding: 0; margin: 0; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
        #source li { display: flex; white-space: pre; }
        #source .number { width: 3em; flex: none; text-align: right; padding-right: 10px; color: var(--muted); user-select: none; }
        #source li.error { background: #ffebe9; }
        #source li.warning { background: #fff8c5; }
        #source li.current { background: #ddf4ff; box-shadow: inset 3px 0 var(--accent); }
        .hits rect.view { fill: transparent; stroke: none; cursor: pointer; }
        .hits rect.view.hot { fill: rgba(9, 105, 218, .10); stroke: #0969da; stroke-width: 2; }
        .hits .guide { stroke: transparent; stroke-width: 9; fill: transparent; cursor: pointer; }
        .hits .guide.hot { stroke: rgba(191, 57, 137, .45); }
        .hits rect.guide { stroke-width: 0; }
        .hits rect.guide.hot { fill: rgba(191, 57, 137, .25); }
        #tooltip { position: fixed; z-index: 5; max-width: 460px; background: #1d232b; color: #fff; padding: 8px 10px;
          border-radius: 6px; font-size: 12px; pointer-events: none; box-shadow: 0 4px 14px rgba(0,0,0,.25); }
        #tooltip b { font-size: 13px; }
        #tooltip .meta { color: #b8c0cc; }
        #tooltip ul, #inspector ul { list-style: none; padding: 0; margin: 6px 0 0; }
        #tooltip li, #inspector li { font-family: ui-monospace, monospace; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #tooltip .implicit, #inspector .implicit { opacity: .6; }
        #inspector li { cursor: pointer; padding: 2px 4px; border-radius: 4px; }
        #inspector li:hover { background: #ddf4ff; }
        .ln { color: var(--muted); display: inline-block; min-width: 4.5em; }
        #tooltip .ln { color: #8b949e; }
        """

    static let script = """
        (() => {
        const key = document.body.dataset.key;
        const live = document.getElementById('live');
        let busy = false, again = false;
        const events = new EventSource('/events');
        let connected = false;
        events.onopen = () => {
          live.textContent = 'live'; live.classList.add('on');
          // Back after the server restarted: files may have changed meanwhile.
          if (connected) refresh();
          connected = true;
        };
        events.onerror = () => { live.textContent = 'reconnecting…'; live.classList.remove('on'); };
        events.onmessage = (event) => { if (key === undefined || event.data === key || event.data === '*') refresh(); };
        function pageURL(k) { return k.split('/').map(encodeURIComponent).join('/'); }
        async function refresh() {
          if (busy) { again = true; return; }
          busy = true;
          try {
            do {
              again = false;
              const url = key === undefined ? '/parts/index' : '/parts/view/' + pageURL(key);
              const response = await fetch(url, { cache: 'no-store' });
              if (!response.ok) {
                // The file was deleted or renamed: say so, keep what was shown.
                const status = document.getElementById('status');
                if (status) { status.textContent = 'no longer on disk'; status.className = 'badge errors'; }
                break;
              }
              const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
              for (const id of ['files', 'status', 'picture', 'tables', 'diagnostics', 'source']) {
                const now = document.getElementById(id), next = fresh.getElementById(id);
                if (!now || !next) continue;
                now.className = next.className;
                for (const name of ['data-version']) { if (next.hasAttribute(name)) now.setAttribute(name, next.getAttribute(name)); }
                now.innerHTML = next.innerHTML;
                if (id === 'status') now.textContent = next.textContent;
              }
              if (key !== undefined) wire();
            } while (again);
          } finally { busy = false; }
        }
        const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
        function escape(text) { return String(text).replace(/[&<>"']/g, (c) => entities[c]); }
        function number(v) { return Math.round(v * 1000) / 1000; }
        function constraintList(data, list, limit) {
          const rows = list.slice(0, limit).map((i) => {
            const c = data.constraints[i];
            return '<li data-line="' + (c.line ?? '') + '"' + (c.implicit ? ' class="implicit"' : '') + ' title="' + escape(c.text) + '"><span class="ln">' +
              (c.line ? 'line ' + c.line : '—') + '</span>' + escape(c.text) + '  <span class="meta">' + escape(c.reason) + '</span></li>';
          });
          if (list.length > limit) rows.push('<li class="implicit">… ' + (list.length - limit) + ' more</li>');
          return '<ul>' + rows.join('') + '</ul>';
        }
        function describe(data, item, limit) {
          if (item.kind === 'view') {
            const v = data.views[item.index];
            const canvas = data.frames ? data.frames[v.frame] : null;
            const r = v.rect;
            const where = 'x ' + number(r[0] - (canvas ? canvas[0] : 0)) + ', y ' + number(r[1] - (canvas ? canvas[1] : 0)) +
              ', ' + number(r[2]) + ' × ' + number(r[3]);
            const marks = v.marks.length ? ' · ' + v.marks.join(', ') : '';
            return '<b>' + escape(v.name) + '</b> <span class="meta">' + escape(v.kind) + (v.parent ? ' in ' + escape(v.parent) : '') +
              marks + '</span><div>' + where + '</div>' + constraintList(data, v.constraints, limit);
          }
          const g = data.guides[item.index];
          return '<b>' + escape(g.label) + '</b> <span class="meta">' + g.axis + ' guide ' + (g.met ? '' : '(unmet) ') +
            'between ' + escape(g.views.join(' and ') || 'the edges') + (g.line ? ', line ' + g.line : '') + '</span>' +
            constraintList(data, g.constraints, limit);
        }
        function showLine(line) {
          if (!line) return;
          document.querySelectorAll('#source li.current').forEach((li) => li.classList.remove('current'));
          const target = document.getElementById('L' + line);
          if (!target) return;
          target.classList.add('current');
          const box = document.getElementById('source-scroll');
          box.scrollTop += target.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 3;
        }
        // The picture as large as the panel allows (at most twice its size, and never so tall
        // that it must scroll unless it already must at its own size).
        function fit() {
          const sheet = document.querySelector('#picture .sheet');
          if (!sheet) return;
          const width = Number(sheet.dataset.width), height = Number(sheet.dataset.height);
          const room = sheet.closest('.panel').clientWidth - 30, tall = window.innerHeight - 110;
          const scale = Math.max(Math.min(1, room / width), Math.min(2, room / width, tall / height));
          sheet.style.width = width * scale + 'px';
          sheet.style.height = height * scale + 'px';
        }
        window.addEventListener('resize', fit);
        function wire() {
          fit();
          const holder = document.querySelector('#picture .hover-data');
          const hits = document.querySelector('#picture .hits');
          const tooltip = document.getElementById('tooltip');
          document.querySelectorAll('#diagnostics [data-line]').forEach((li) =>
            li.addEventListener('click', (e) => { e.stopPropagation(); showLine(li.dataset.line); }));
          if (!holder || !hits) return;
          const data = JSON.parse(holder.textContent);
          const ns = 'http://www.w3.org/2000/svg';
          const items = [];
          data.views.forEach((v, index) => {
            const rect = document.createElementNS(ns, 'rect');
            rect.setAttribute('class', 'view');
            ['x', 'y', 'width', 'height'].forEach((name, i) => rect.setAttribute(name, v.rect[i]));
            rect.dataset.view = v.name;
            items.push([rect, { kind: 'view', index }]);
          });
          data.guides.forEach((g, index) => {
            const line = document.createElementNS(ns, 'line');
            line.setAttribute('class', 'guide');
            line.setAttribute('x1', g.from[0]); line.setAttribute('y1', g.from[1]);
            line.setAttribute('x2', g.to[0]); line.setAttribute('y2', g.to[1]);
            items.push([line, { kind: 'guide', index }]);
            if (g.pill) {
              const pill = document.createElementNS(ns, 'rect');
              pill.setAttribute('class', 'guide');
              ['x', 'y', 'width', 'height'].forEach((name, i) => pill.setAttribute(name, g.pill[i]));
              items.push([pill, { kind: 'guide', index }]);
            }
          });
          for (const [shape, item] of items) {
            hits.appendChild(shape);
            shape.addEventListener('mouseenter', () => {
              shape.classList.add('hot');
              tooltip.innerHTML = describe(data, item, 8);
              tooltip.hidden = false;
            });
            shape.addEventListener('mousemove', (e) => {
              const x = Math.min(e.clientX + 16, window.innerWidth - tooltip.offsetWidth - 8);
              const y = e.clientY + 18 + tooltip.offsetHeight > window.innerHeight ? e.clientY - tooltip.offsetHeight - 12 : e.clientY + 18;
              tooltip.style.left = x + 'px'; tooltip.style.top = y + 'px';
            });
            shape.addEventListener('mouseleave', () => { shape.classList.remove('hot'); tooltip.hidden = true; });
            shape.addEventListener('click', () => {
              const inspector = document.getElementById('inspector');
              inspector.innerHTML = describe(data, item, 100);
              inspector.querySelectorAll('li[data-line]').forEach((li) =>
                li.addEventListener('click', () => showLine(li.dataset.line)));
              const first = inspector.querySelector('li[data-line]:not([data-line=""])');
              if (first) showLine(first.dataset.line);
            });
          }
        }
        if (key !== undefined) wire();
        })();
        """
}
