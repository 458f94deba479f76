import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, renderDocument } from './document.server';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, in UTF-8, and skips scripts loaded from a URL', () => {
    const data = '{"@type":"Product","name":"Jalapeño"}';
    const html =
      `<script type="application/ld+json">${data}</script>` +
      '<script>window.shopContext = {};</script>' +
      '<script type="module" async="">import "/assets/entry.client.js";</script>' +
      '<script src="/assets/tag.js"></script>' +
      '<script>window.shopContext = {};</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256(data),
      sha256('window.shopContext = {};'),
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
