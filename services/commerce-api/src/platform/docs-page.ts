/**
 * The API reference page at /docs: plain HTML and a small script that renders
 * /openapi.json. Self-hosted on purpose (no CDN), so it works offline and under a strict CSP.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Snack Shop commerce API reference</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
  a { color: #0b57d0; }
  .op { border: 1px solid #8886; border-radius: 8px; margin: 0.5rem 0; }
  .op > summary { cursor: pointer; padding: 0.5rem 0.75rem; display: flex; gap: 0.75rem; align-items: baseline; }
  .op > summary:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .op > div { padding: 0 0.75rem 0.75rem; }
  .method { font: 700 0.8rem ui-monospace, monospace; min-width: 4.5rem; padding: 0.1rem 0.4rem; border-radius: 4px; color: #fff; text-align: center; }
  .GET { background: #1a6b35; } .POST { background: #0b4fa8; } .PUT { background: #7a4a00; } .DELETE { background: #a11d1d; }
  code, pre { font-family: ui-monospace, monospace; font-size: 0.85rem; }
  pre { overflow: auto; background: #8881; padding: 0.75rem; border-radius: 6px; max-height: 24rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; border-bottom: 1px solid #8884; padding: 0.25rem 0.5rem; vertical-align: top; }
</style>
</head>
<body>
<header>
  <h1>Snack Shop commerce API</h1>
  <p id="intro">Loading <a href="/openapi.json">/openapi.json</a>…</p>
</header>
<main id="main" aria-live="polite"></main>
<script type="module">
  const main = document.getElementById('main');
  const el = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const pre = (value) => el('pre', { tabIndex: 0 }, JSON.stringify(value, null, 2));
  try {
    const doc = await (await fetch('/openapi.json')).json();
    document.getElementById('intro').textContent = doc.info.description;
    const byTag = new Map();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const tag = op.tags[0] ?? 'Other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push({ path, method: method.toUpperCase(), op });
      }
    }
    for (const [tag, ops] of byTag) {
      const section = el('section', {}, el('h2', {}, tag));
      for (const { path, method, op } of ops) {
        const body = el('div');
        if (op.description) body.append(el('p', {}, op.description));
        if (op.parameters.length) {
          const rows = op.parameters.map((p) =>
            el('tr', {}, el('td', {}, el('code', {}, p.name)), el('td', {}, p.in),
              el('td', {}, p.required ? 'yes' : 'no'), el('td', {}, p.description ?? JSON.stringify(p.schema))));
          body.append(el('h3', {}, 'Parameters'), el('table', {},
            el('thead', {}, el('tr', {}, ...['Name', 'In', 'Required', 'Schema'].map((h) => el('th', { scope: 'col' }, h)))),
            el('tbody', {}, ...rows)));
        }
        if (op.requestBody) body.append(el('h3', {}, 'Request body'), pre(op.requestBody.content['application/json'].schema));
        for (const [status, response] of Object.entries(op.responses)) {
          body.append(el('h3', {}, status + ' — ' + response.description));
          const schema = response.content?.['application/json']?.schema;
          if (schema) body.append(pre(schema));
        }
        section.append(el('details', { className: 'op' },
          el('summary', {}, el('span', { className: 'method ' + method }, method), el('code', {}, path), el('span', {}, op.summary)),
          body));
      }
      main.append(section);
    }
  } catch (error) {
    main.append(el('p', { role: 'alert' }, 'The API description could not be loaded: ' + error));
  }
</script>
</body>
</html>`;
}
