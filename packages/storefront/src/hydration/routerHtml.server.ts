/**
 * React Router 7.18's HTML, rewritten after it is rendered (decision 0044): the bootstrap
 * script staged after the first paint, scroll restoration written small, the route data in
 * single quotes. Each function leaves a document of another shape (the development server's,
 * a newer router's) as it is, and `routerHtml.server.test.ts` fails when the shape changes.
 */

/**
 * The global React Router's server writes its hand-off to (7.18): a page without it is not
 * one of the shop's (the end-to-end tests wait for hydration only on the shop's pages).
 */
export const ROUTER_HANDOFF_GLOBAL = '__reactRouterContext';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** React Router 7.18's bootstrap script, as `<Scripts>` writes it in a production build. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** What a bootstrap script loads: side-effect modules, each route's module, the entry. */
interface Bootstrap {
  sideEffects: string[];
  routes: Record<string, string>;
  entry: string;
}

/** The modules React Router's bootstrap script loads, or null for any other script (dev's). */
function readBootstrap(script: string): Bootstrap | null {
  const sideEffects: string[] = [];
  const namespaces = new Map<string, string>();
  let routeIds: Record<string, string> | null = null;
  let entry: string | null = null;
  for (const line of script.split('\n').map((text) => text.trim())) {
    if (!line) continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) namespaces.set(namespace[1], namespace[2]);
    else if (modules?.[1] && routeIds === null) {
      // Route ids are JSON strings; each value is a namespace's name.
      const quoted = modules[1].replace(/:(route\d+)/g, ':"$1"');
      try {
        routeIds = JSON.parse(quoted) as Record<string, string>;
      } catch {
        return null;
      }
    } else if (entryImport?.[1] && entry === null) entry = entryImport[1];
    else return null;
  }
  if (!routeIds || !entry) return null;
  const routes: Record<string, string> = {};
  for (const [id, name] of Object.entries(routeIds)) {
    const href = namespaces.get(name);
    if (!href) return null;
    routes[id] = href;
  }
  return { sideEffects, routes, entry };
}

/**
 * How many module preloads the staged bootstrap adds in one task: each request a page starts
 * is work on its main thread (one to three milliseconds in a trace), so three dozen at once made
 * a long task.
 */
const PRELOADS_PER_TASK = 4;

/** The longest start, then the longest end after it, that every string of `list` shares. */
function sharedEnds(list: readonly string[]): [string, string] {
  const first = list[0] ?? '';
  let start = first.length;
  for (const item of list) while (!item.startsWith(first.slice(0, start))) start -= 1;
  let end = first.length - start;
  for (const item of list) {
    end = Math.min(end, item.length - start);
    while (end > 0 && !item.endsWith(first.slice(-end))) end -= 1;
  }
  return [first.slice(0, start), end > 0 ? first.slice(-end) : ''];
}

/**
 * The staged bootstrap: a press before the page has hydrated on a control only the page's
 * code acts on (a button of type button, a check box or radio button no form submits) is kept
 * for it (`replayEarlyPresses`; such a box is not ticked until then); after the
 * first paint, every module of the page is asked for
 * (`<link rel="modulepreload">`: fetched and compiled, not run; {@link PRELOADS_PER_TASK} in a
 * task, all before any is needed), then evaluated in short tasks with the browser's turn
 * between them: each of `alone` (in the list's order), then each route's module with what of
 * its own it still needs, in route order, then the client entry, which hydrates. A hidden page
 * does not wait for a paint it will not make. The modules are named by what sets them apart
 * (`/assets/` and `.js` said once), the rest by their place in that list.
 */
function stagedBootstrapScript(
  modules: readonly string[],
  alone: readonly string[],
  routes: Record<string, string>,
  entry: string,
): string {
  const [prefix, suffix] = sharedEnds(modules);
  const names = modules.map((href) => href.slice(prefix.length, href.length - suffix.length));
  const at = (href: string) => modules.indexOf(href);
  const routeAt = Object.fromEntries(Object.entries(routes).map(([id, href]) => [id, at(href)]));
  const data = JSON.stringify([prefix, suffix, names, alone.map(at), routeAt, at(entry)]).replace(
    /</g,
    '\\u003c',
  );
  // Written small: it is in every page. w, D: the window and document; q: the presses kept
  // before the page hydrates (earlyPresses.ts); p, s: the names' shared start and end; n: the
  // names; a: the places of those evaluated alone; r: each route's place; e: the entry's;
  // t: the browser's turn.
  return (
    'const w=window,D=document,q=w.__earlyPresses=[];D.addEventListener("click",v=>{const b=w.__earlyPresses&&v.target.closest?.("button:is([type=button],[form]),:is([type=checkbox],[type=radio]):not([name])");if(b){b.type!="button"&&v.preventDefault();q.push(b)}},!0);' +
    `const[p,s,n,a,r,e]=${data},h=i=>p+n[i]+s,` +
    't=()=>new Promise(y=>{const c=new MessageChannel;c.port1.onmessage=()=>{c.port1.close();y()};c.port2.postMessage(0)});' +
    'await new Promise(y=>D.hidden?y():requestAnimationFrame(()=>setTimeout(y)));' +
    `for(let i=0;i<n.length;i+=${PRELOADS_PER_TASK}){const f=D.createDocumentFragment();` +
    `n.slice(i,i+${PRELOADS_PER_TASK}).forEach((_,j)=>{const k=D.createElement("link");k.rel="modulepreload";k.setAttribute("href",h(i+j));f.append(k)});` +
    'D.head.append(f);await t()}' +
    'for(const i of a)await import(h(i)),await t();' +
    'const m={};for(const[d,i]of Object.entries(r))m[d]=await import(h(i)),await t();' +
    'w.__reactRouterRouteModules=m;import(h(e))'
  );
}

const STAGED_DATA = /const\[p,s,n,a,r,e\]=(\[.*?\]),h=/;

/**
 * The modules a document's staged bootstrap (`modulesAfterFirstPaint`) loads, as paths, in
 * its order; null for a document without one. For the benchmarks and the tests, which read
 * a page's scripts as the browser will.
 */
export function stagedBootstrapModules(html: string): string[] | null {
  const data = STAGED_DATA.exec(html)?.[1];
  if (!data) return null;
  const [prefix, suffix, names] = JSON.parse(data) as [string, string, string[]];
  return names.map((name) => `${prefix}${name}${suffix}`);
}

/** What of React Router's assets manifest the staging reads: the entry and each route's modules. */
export interface ModuleManifest {
  entry: { module: string; imports: readonly string[] };
  routes: Readonly<Record<string, { module: string; imports?: readonly string[] } | undefined>>;
}

/** How many of the routes must import a module for it to be evaluated on its own. */
const WIDELY_SHARED = 3 / 4;

const sharedByManifest = new WeakMap<ModuleManifest, ReadonlySet<string>>();

/**
 * The modules a page evaluates one per task (`modulesAfterFirstPaint`): the client entry's
 * imports (React, React DOM, the router) and the chunks at least {@link WIDELY_SHARED} of the
 * routes import (the kit, the texts, the shell's error boundary): the big modules every page
 * loads. A page's own small chunks are evaluated with its route's module.
 */
export function widelySharedModules(manifest: ModuleManifest): ReadonlySet<string> {
  const known = sharedByManifest.get(manifest);
  if (known) return known;
  const routes = Object.values(manifest.routes).filter((route) => route !== undefined);
  const importers = new Map<string, number>();
  for (const route of routes) {
    for (const href of new Set(route.imports ?? [])) {
      importers.set(href, (importers.get(href) ?? 0) + 1);
    }
  }
  const shared = new Set(manifest.entry.imports);
  for (const [href, count] of importers) {
    if (count >= routes.length * WIDELY_SHARED) shared.add(href);
  }
  sharedByManifest.set(manifest, shared);
  return shared;
}

/**
 * The document with nothing that competes with the first paint, and a page's modules
 * evaluated in short tasks after it (decision 0044). React hoists the
 * `<link rel="modulepreload">` React Router renders for every module of the page ahead of the
 * stylesheets, so on a slow connection the stylesheets (and so the first paint) waited behind
 * the page's scripts: they all leave the head. React Router's bootstrap script, which imports
 * the route modules at once (their whole graph evaluated in one task) and then the client
 * entry (React DOM's evaluation in another), becomes a script that waits for the first paint,
 * asks for those same modules (the list the head had, so React finds the links when it
 * hydrates the head) and evaluates them in pieces: the bootstrap's own side effects (the
 * route manifest) and each module `evaluateAlone` names (the framework's and the kit's, which
 * most pages share) one per task, then each route's module with the small modules it alone
 * needs, then the entry. A bootstrap of another shape (the development server's) stays as it is.
 */
export function modulesAfterFirstPaint(
  html: string,
  evaluateAlone: ReadonlySet<string> = new Set(),
): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const preload: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preload.push(href);
    return '';
  });
  const body = html.slice(headEnd);
  const match = BOOTSTRAP.exec(body);
  const bootstrap = match?.[1] === undefined ? null : readBootstrap(match[1]);
  if (!match || !bootstrap) return head + body;
  const late = new Set([...Object.values(bootstrap.routes), bootstrap.entry]);
  // Side effects first (the route manifest), then in the order of the head's preloads.
  const modules = [...new Set([...bootstrap.sideEffects, ...preload, ...late])];
  const alone = modules.filter(
    (href) => bootstrap.sideEffects.includes(href) || (evaluateAlone.has(href) && !late.has(href)),
  );
  const script = stagedBootstrapScript(modules, alone, bootstrap.routes, bootstrap.entry);
  return (
    head +
    body.slice(0, match.index) +
    `<script type="module" async="">${script}</script>` +
    body.slice(match.index + match[0].length)
  );
}

/** React Router 7.18's scroll restoration script (`<ScrollRestoration>`), as it writes it. */
const SCROLL_RESTORATION =
  /<script>(\(\(storageKey2, restoreKey\) => \{[\s\S]*?\}\))(\([^)<]*\))<\/script>/;
const RESTORE_SCROLL_SOURCE =
  '((storageKey2, restoreKey) => { if (!window.history.state || !window.history.state.key) { ' +
  'let key = Math.random().toString(32).slice(2); window.history.replaceState({ key }, ""); } ' +
  'try { let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}"); ' +
  'let storedY = positions[restoreKey || window.history.state.key]; ' +
  'if (typeof storedY === "number") { window.scrollTo(0, storedY); } } catch (error) { ' +
  'console.error(error); sessionStorage.removeItem(storageKey2); } })';
/** The same function, written small. */
const RESTORE_SCROLL_SMALL =
  '((k,r)=>{const h=history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");' +
  'try{const y=JSON.parse(sessionStorage.getItem(k)||"{}")[r||h.state.key];if(typeof y=="number")scrollTo(0,y)}' +
  'catch(e){console.error(e);sessionStorage.removeItem(k)}})';

/**
 * React Router's scroll restoration script in every page, written small: its function as the
 * router writes it is its source, indented (~590 bytes); this one does the same in ~320. Only
 * the function this version of the router writes, to the letter but for white space, is
 * replaced; any other stays as it is.
 */
export function scrollRestorationWrittenSmall(html: string): string {
  return html.replace(SCROLL_RESTORATION, (script, source: string, args: string) =>
    source.replace(/\s+/g, ' ') === RESTORE_SCROLL_SOURCE
      ? `<script>${RESTORE_SCROLL_SMALL}${args}</script>`
      : script,
  );
}

const ROUTE_DATA =
  /(<script>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;

/** What a single-quoted string in an inline script must escape: quotes, backslashes, line
 * ends and control characters, and `<`, `>`, `&` (no `</script>` or `<!--` in the page). */
const SINGLE_QUOTED_ESCAPES = /['\\<>&\u2028\u2029]|[^\x20-\uffff]/g;

const escapeForSingleQuotes = (character: string) => {
  if (character === "'" || character === '\\') return `\\${character}`;
  // turbo-stream ends each chunk with a line end.
  if (character === '\n') return '\\n';
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
};

/**
 * The page's route data in single quotes. React Router writes it (turbo-stream's JSON) as a
 * double-quoted string, so every quote of the JSON costs a backslash: ~3,300 of them on a
 * listing, 4 % of its HTML. The same string, quoted the other way.
 */
export function routeDataSingleQuoted(html: string): string {
  return html.replace(ROUTE_DATA, (_script, start: string, literal: string, end: string) => {
    const data = JSON.parse(literal) as string;
    return `${start}'${data.replace(SINGLE_QUOTED_ESCAPES, escapeForSingleQuotes)}'${end}`;
  });
}

/**
 * A rendered page as it goes out: its modules staged after the first paint, its route data
 * single-quoted, its scroll restoration written small (each a no-op on another shape).
 */
export function routerHtmlRewritten(html: string, manifest: ModuleManifest): string {
  return scrollRestorationWrittenSmall(
    routeDataSingleQuoted(modulesAfterFirstPaint(html, widelySharedModules(manifest))),
  );
}
