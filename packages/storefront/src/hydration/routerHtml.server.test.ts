import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  modulesAfterFirstPaint,
  routeDataSingleQuoted,
  scrollRestorationWrittenSmall,
  stagedBootstrapModules,
  widelySharedModules,
} from './routerHtml.server';

/** React Router 7.18's bootstrap script as a production build writes it. */
const BOOTSTRAP =
  '<script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-2.js";\n' +
  'import * as route1 from "/assets/listing-3.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"listing/all":route1};\n\n' +
  'import("/assets/entry.client-4.js");</script>';

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/react-5.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/listing-3.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';

/**
 * Runs a staged bootstrap script with the browser's parts it touches stood in for: the
 * modules it imports, in order, each turn between them, the links it adds to the head.
 */
async function runBootstrap(script: string) {
  const events: string[] = [];
  const head: { rel: string; href: string | null }[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const element = () => {
    const attributes = new Map<string, string>();
    return {
      rel: '',
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      get href() {
        return attributes.get('href') ?? null;
      },
    };
  };
  const document = {
    visibilityState: 'visible',
    addEventListener: (type: string) => events.push(`listen ${type}`),
    createElement: element,
    createDocumentFragment: () => {
      const children: ReturnType<typeof element>[] = [];
      return { children, append: (child: ReturnType<typeof element>) => children.push(child) };
    },
    head: {
      append: (fragment: { children: ReturnType<typeof element>[] }) => {
        events.push(`preload ${fragment.children.length}`);
        head.push(...fragment.children.map((link) => ({ rel: link.rel, href: link.href })));
      },
    },
  };
  class MessageChannel {
    port1 = { onmessage: () => undefined as unknown, close: () => undefined };
    port2 = {
      postMessage: () => {
        events.push('turn');
        setTimeout(() => this.port1.onmessage(), 0);
      },
    };
  }
  const requestAnimationFrame = (callback: () => void) => {
    events.push('frame');
    setTimeout(callback, 0);
  };
  const load = (href: string) => {
    events.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const body = script.replace(/\bimport\(/g, 'load(');
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(
    'document',
    'window',
    'MessageChannel',
    'requestAnimationFrame',
    'load',
    body,
  );
  await run(document, window, MessageChannel, requestAnimationFrame, load);
  return { events, head, window };
}

describe('modulesAfterFirstPaint', () => {
  it('drops the head’s module preloads and loads the modules after the first paint, one per task', async () => {
    const html = `<html>${HEAD}<body><main>Page</main>${BOOTSTRAP}<script>data</script></body></html>`;
    const staged = modulesAfterFirstPaint(html, new Set(['/assets/react-5.js']));
    expect(staged).not.toContain('<link rel="modulepreload"');
    expect(staged).toContain('<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>');
    expect(staged).not.toContain('import * as route0');
    const script =
      /<main>Page<\/main><script type="module" async="">([\s\S]+?)<\/script><script>data<\/script>/.exec(
        staged,
      )?.[1] ?? '';
    expect(stagedBootstrapModules(staged)).toEqual(
      ['manifest-1', 'entry.client-4', 'react-5', 'root-2', 'listing-3'].map(
        (name) => `/assets/${name}.js`,
      ),
    );
    expect(stagedBootstrapModules(html)).toBeNull();
    const { events, head, window } = await runBootstrap(script);
    // The paint first; then every module asked for (four in a task), the head's list and the
    // manifest (React finds the links it renders while hydrating); then each evaluated after a
    // turn: the manifest and the shared modules, the routes' in route order, the entry last.
    expect(events).toEqual([
      'listen click',
      'frame',
      'preload 4',
      'turn',
      'preload 1',
      'turn',
      'import /assets/manifest-1.js',
      'turn',
      'import /assets/react-5.js',
      'turn',
      'import /assets/root-2.js',
      'turn',
      'import /assets/listing-3.js',
      'turn',
      'import /assets/entry.client-4.js',
    ]);
    expect(head).toEqual(
      ['manifest-1', 'entry.client-4', 'react-5', 'root-2', 'listing-3'].map((name) => ({
        rel: 'modulepreload',
        href: `/assets/${name}.js`,
      })),
    );
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-2.js' },
      'listing/all': { href: '/assets/listing-3.js' },
    });
  });

  it('evaluates a page’s own small modules with its route, the shared ones alone', async () => {
    const head = HEAD.replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" href="/assets/tile-6.js"/><link rel="stylesheet"',
    );
    const staged = modulesAfterFirstPaint(`<html>${head}<body>${BOOTSTRAP}</body></html>`);
    const script = /<script type="module" async="">([\s\S]+?)<\/script>/.exec(staged)?.[1] ?? '';
    const { events } = await runBootstrap(script);
    expect(events.filter((event) => event.startsWith('import'))).toEqual([
      'import /assets/manifest-1.js',
      'import /assets/root-2.js',
      'import /assets/listing-3.js',
      'import /assets/entry.client-4.js',
    ]);
    expect(events.filter((event) => event.startsWith('preload'))).toEqual([
      'preload 4',
      'preload 2',
    ]);
  });

  it('leaves a bootstrap of another shape (the development server’s) as it is', () => {
    const dev =
      '<script type="module" async="">import "/@vite/client";\nimport RefreshRuntime from "/@react-refresh";\n' +
      'import("/app/entry.client.tsx");</script>';
    const html = `<html>${HEAD}<body>${dev}</body></html>`;
    const staged = modulesAfterFirstPaint(html);
    expect(staged).toContain(dev);
    expect(staged).not.toContain('<link rel="modulepreload"');
  });

  it('leaves a document without a head as it is', () => {
    const plain = `<link rel="modulepreload" href="/a.js"/>${BOOTSTRAP}`;
    expect(modulesAfterFirstPaint(plain)).toBe(plain);
  });
});

describe('widelySharedModules', () => {
  it('names the entry’s imports and the chunks three routes in four import', () => {
    const route = (...imports: string[]) => ({
      module: `/assets/route-${imports.length}.js`,
      imports,
    });
    const manifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/react.js', '/assets/router.js'] },
      routes: {
        root: route('/assets/react.js', '/assets/kit.js', '/assets/texts.js'),
        a: route('/assets/kit.js', '/assets/texts.js'),
        b: route('/assets/kit.js', '/assets/tile.js'),
        c: route('/assets/kit.js', '/assets/texts.js', '/assets/tile.js', '/assets/tile.js'),
      },
    };
    expect([...widelySharedModules(manifest)].sort()).toEqual([
      '/assets/kit.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/texts.js',
    ]);
    expect(widelySharedModules(manifest)).toBe(widelySharedModules(manifest));
  });
});

describe('routeDataSingleQuoted', () => {
  /** What the page's script hands React Router: the string the script enqueues. */
  const enqueued = (html: string) => {
    const chunks: string[] = [];
    const body = /<script>(window\.__reactRouterContext[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    runInNewContext(body, {
      window: {
        __reactRouterContext: { streamController: { enqueue: (c: string) => chunks.push(c) } },
      },
    });
    return chunks;
  };
  // React Router's writing: the chunk as JSON, with <, >, & and line separators escaped.
  const reactRouterScript = (chunk: string) =>
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')});</script>`;

  it('saves a byte per quote of the data', () => {
    const chunk = `${JSON.stringify([{ _1: 2, _3: 4 }, 'loaderData', 'root', { _5: 6 }])}\n`;
    const before = reactRouterScript(chunk);
    const quotes = chunk.split('"').length - 1;
    expect(routeDataSingleQuoted(before).length).toBe(before.length - quotes);
  });

  it('quotes the route data with single quotes: the same data, no backslash per quote', () => {
    const chunk = `[{"_1":2},"it's","</script><!--","back\\slash","tab\tline\nend\u2028","Q&A"]\n`;
    const before = `<body><p>"x"</p>${reactRouterScript(chunk)}<script>other("a\\"b")</script></body>`;
    const after = routeDataSingleQuoted(before);

    expect(enqueued(after)).toEqual([chunk]);
    expect(enqueued(before)).toEqual([chunk]);
    expect(after).toContain(`enqueue('[{"_1":2},"it\\'s"`);
    // Nothing in it can end the script or open a comment; the rest of the page is untouched.
    expect(after.match(/<\/script>/g)).toHaveLength(2);
    expect(after).not.toContain('<!--');
    expect(after).toContain('<p>"x"</p>');
    expect(after).toContain('<script>other("a\\"b")</script>');
  });
});

/** React Router 7.18's `<ScrollRestoration>` script, as a page of the shop carries it. */
const ROUTER_SCROLL_SCRIPT = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;

/** What a scroll restoration script does to a browser in a given state. */
function runScrollScript(script: string, state: { key?: string } | null, stored: string | null) {
  const effects: string[] = [];
  const history = {
    state,
    replaceState(next: { key: string }) {
      effects.push(`replaceState key of ${next.key.length > 0 ? 'some' : 'no'} length`);
      history.state = next;
    },
  };
  const sessionStorage = {
    getItem: (name: string) => (effects.push(`get ${name}`), stored),
    removeItem: (name: string) => effects.push(`remove ${name}`),
  };
  const window = { history, scrollTo: (x: number, y: number) => effects.push(`scroll ${x},${y}`) };
  runInNewContext(script, {
    window,
    history,
    sessionStorage,
    scrollTo: window.scrollTo,
    Math,
    JSON,
    console: { error: () => effects.push('error') },
  });
  return effects;
}

describe('scrollRestorationWrittenSmall', () => {
  it('writes the router’s scroll script at little more than half its size, doing the same in every case', () => {
    const html = `<body><main></main><script>${ROUTER_SCROLL_SCRIPT}</script></body>`;
    const small = scrollRestorationWrittenSmall(html);
    const script = /<script>([\s\S]*)<\/script>/.exec(small)?.[1] ?? '';
    expect(script.length).toBeLessThan(ROUTER_SCROLL_SCRIPT.length * 0.6);
    expect(script.endsWith('("react-router-scroll-positions", null)')).toBe(true);
    const cases: [{ key?: string } | null, string | null][] = [
      [null, null],
      [{}, '{}'],
      [{ key: 'abc' }, '{"abc":420}'],
      [{ key: 'abc' }, '{"abc":"420"}'],
      [{ key: 'abc' }, 'not json'],
    ];
    for (const [state, stored] of cases) {
      expect(runScrollScript(script, state && { ...state }, stored)).toEqual(
        runScrollScript(ROUTER_SCROLL_SCRIPT, state && { ...state }, stored),
      );
    }
  });

  it('leaves any other script as it is', () => {
    const other = ROUTER_SCROLL_SCRIPT.replace('window.scrollTo(0, storedY)', 'scrollBy(0, 1)');
    const html = `<script>${other}</script>`;
    expect(scrollRestorationWrittenSmall(html)).toBe(html);
  });
});
