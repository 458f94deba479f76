import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  inlineScriptHashes,
  modulePreloadsAfterContent,
  renderDocument,
  routeDataSingleQuoted,
} from './document.server';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('modulePreloadsAfterContent', () => {
  it('drops the module preloads of the head and asks for the entry modules after the content', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/><title>T</title>' +
      '<link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/></head>' +
      '<body><p>&lt;link rel="modulepreload"&gt;</p><script type="module" async="">import "/assets/root-2.js";</script></body></html>';
    expect(
      modulePreloadsAfterContent(html, ['/assets/entry.client-1.js', '/assets/react-3.js']),
    ).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
        '<title>T</title><link rel="stylesheet" href="/assets/root.css"/></head>' +
        '<body><p>&lt;link rel="modulepreload"&gt;</p><script type="module" async="">import "/assets/root-2.js";</script>' +
        '<script>for(const href of ["/assets/entry.client-1.js"]){const link=document.createElement("link");' +
        'link.rel="modulepreload";link.href=href;document.head.appendChild(link)}</script></body></html>',
    );
    expect(modulePreloadsAfterContent(html, [])).not.toContain('<script>for');
  });

  it('leaves a document without module preloads, or without a head, as it is', () => {
    const plain = '<html><head><title>T</title></head><body></body></html>';
    expect(modulePreloadsAfterContent(plain, ['/a.js'])).toBe(plain);
    expect(modulePreloadsAfterContent('<link rel="modulepreload" href="/a.js"/>', ['/a.js'])).toBe(
      '<link rel="modulepreload" href="/a.js"/>',
    );
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, in UTF-8, and skips scripts loaded from a URL', () => {
    const data = '{"@type":"Product","name":"Jalapeño"}';
    const html =
      `<script type="application/ld+json">${data}</script>` +
      '<script>window.__reactRouterContext = {};</script>' +
      '<script type="module" async="">import "/assets/entry.client.js";</script>' +
      '<script src="/assets/tag.js"></script>' +
      '<script>window.__reactRouterContext = {};</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256(data),
      sha256('window.__reactRouterContext = {};'),
      sha256('import "/assets/entry.client.js";'),
      sha256(''),
    ]);
  });
});

describe('renderDocument', () => {
  it('renders the whole document, including what a suspended part shows once ready', async () => {
    const { lazy, Suspense, createElement } = await import('react');
    const Late = lazy(async () => ({ default: () => createElement('p', null, 'late') }));
    const { html, failed } = await renderDocument(
      createElement(
        'main',
        null,
        createElement(
          Suspense,
          { fallback: createElement('p', null, 'wait') },
          createElement(Late),
        ),
      ),
      1000,
    );
    expect(failed).toBe(false);
    expect(html).toContain('<p>late</p>');
  });

  it('says when a part failed to render, and rejects when the shell did', async () => {
    const { Suspense, createElement } = await import('react');
    const Broken = () => {
      throw new Error('broken part');
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      const part = await renderDocument(
        createElement(
          Suspense,
          { fallback: createElement('p', null, 'fallback') },
          createElement(Broken),
        ),
        1000,
      );
      expect(part.failed).toBe(true);
      await expect(renderDocument(createElement(Broken), 1000)).rejects.toThrow('broken part');
    } finally {
      console.error = quiet;
    }
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
