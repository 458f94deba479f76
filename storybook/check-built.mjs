// Runs every story that has a play function in the built Storybook (storybook-static/, from
// `pnpm storybook:build`), in each theme and language, in Chromium, as a designer opening it
// would, and lists the ones whose play function or render fails; then opens every component's
// docs page and checks its guidance (Usage, Do and don't, Accessibility) comes before its
// props table. Exits non-zero on any failure.
// Usage: node storybook/check-built.mjs [--locale es] [--theme hot]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { testChromiumPath } from '../scripts/test-browser.mjs';

const root = path.join(import.meta.dirname, 'storybook-static');
if (!existsSync(path.join(root, 'index.json'))) {
  console.error('No built Storybook: run pnpm storybook:build first.');
  process.exit(2);
}
const { values } = parseArgs({
  options: { locale: { type: 'string' }, theme: { type: 'string' } },
});
const locales = values.locale ? [values.locale] : ['en', 'es'];
const themes = values.theme ? [values.theme] : ['snacks', 'rewards', 'hot'];

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('play-fn'),
);

/** Every component's docs page (not the free-standing pages, not the themes' page). */
const componentDocs = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && /\/src\/components\//.test(entry.importPath),
);
const GUIDANCE = ['Usage', "Do and don't", 'Accessibility'];

const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const failures = [];
let runs = 0;

/**
 * Shows story `id` in the page's preview (loaded, or switched to through the preview's channel
 * as Storybook's manager does) and answers how it ended: 'success', 'timeout', or 'error' with
 * what failed (the exception's message, or the failed report and axe's rules).
 */
function showStory(page, id, switchTo) {
  return page.evaluate(
    ({ id, switchTo }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        /** A failed report's first words (axe's violations name their rules). */
        const failedReports = (reporters) =>
          (reporters ?? [])
            .filter((report) => report.status === 'failed')
            .map((report) => {
              const violations = report.result?.violations ?? [];
              const rules = violations.map((violation) => violation.id).join(', ');
              return `${report.type} failed${rules ? `: ${rules}` : ''}`;
            });
        const listeners = {
          storyFinished: (event) =>
            event.storyId === id &&
            done(
              event.status === 'success'
                ? 'success'
                : [event.status, ...failedReports(event.reporters)].join(': '),
            ),
          storyThrewException: (error) => done(`error: story threw ${error?.message ?? ''}`),
          playFunctionThrewException: (error) =>
            done(`error: play function threw ${error?.message ?? ''}`),
        };
        const timer = setTimeout(() => done('timeout'), 15_000);
        function done(status) {
          clearTimeout(timer);
          for (const [name, listener] of Object.entries(listeners)) channel.off(name, listener);
          resolve(status);
        }
        for (const [name, listener] of Object.entries(listeners)) channel.on(name, listener);
        if (switchTo) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, switchTo },
  );
}

/**
 * Opens docs page `id` and answers what is missing of its guidance: a section not there, or
 * the props table above it.
 */
async function docsProblems(page, id) {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=docs`);
  try {
    await page.locator('#storybook-docs h1').first().waitFor({ timeout: 15_000 });
  } catch {
    return ['not rendered'];
  }
  return page.evaluate((sections) => {
    const headings = [...document.querySelectorAll('#storybook-docs h2')];
    const table = document.querySelector('#storybook-docs .docblock-argstable');
    return sections.flatMap((name) => {
      const heading = headings.find((h) => h.textContent?.trim() === name);
      if (!heading) return [`no ${name} section`];
      const above =
        table && table.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING;
      return above ? [`${name} below the props table`] : [];
    });
  }, GUIDANCE);
}

/**
 * Loads `url` as a link to it would. The preview may still be loading itself again from a
 * story switch (its own navigation, to the same story with its globals encoded); a load it
 * interrupts is made again once that one has ended.
 */
async function openFresh(page, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      const interrupted = /interrupted by another navigation/.test(String(error));
      if (!interrupted || attempt === 3) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * Opens a story in Spanish and answers how many times its component was mounted by the time
 * its Spanish args had arrived (storyArgsUpdated). Once is right: a story mounted again when
 * its args arrive replays its enter animations while the first render's accessibility check
 * reads contrast (a snackbar fading in failed axe's color-contrast now and then).
 */
async function mountsUntilSpanishArgs(page, id, selector) {
  await openFresh(page, `http://127.0.0.1:${port}/iframe.html?viewMode=story&id=none`);
  return page.evaluate(
    ({ id, selector }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        let mounts = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof Element &&
                (node.matches(selector) || node.querySelector(selector))
              )
                mounts += 1;
        }).observe(document.body, { childList: true, subtree: true });
        channel.on('storyArgsUpdated', (event) => event.storyId === id && resolve(mounts));
        channel.emit('updateGlobals', { globals: { locale: 'es' } });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, selector },
  );
}

try {
  const page = await browser.newPage();
  const mounts = await mountsUntilSpanishArgs(
    page,
    'feedback-snackbar--success',
    '[data-severity]',
  );
  if (mounts !== 1) failures.push(`feedback-snackbar--success: mounted ${mounts} times in Spanish`);
  for (const docs of componentDocs) {
    for (const problem of await docsProblems(page, docs.id))
      failures.push(`${docs.id}: ${problem}`);
  }
  for (const theme of themes) {
    for (const locale of locales) {
      // The preview loads once per theme and language; each story after the first is switched to.
      for (const [i, story] of stories.entries()) {
        runs += 1;
        const url = `http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};locale:${locale}`;
        if (i === 0) await openFresh(page, url);
        let status;
        try {
          status = await showStory(page, story.id, i > 0);
        } catch {
          // The preview loaded itself again during the switch (a story whose own globals
          // differ from the toolbar's): the story is opened as a fresh load, as a link to it.
          await openFresh(page, url);
          status = await showStory(page, story.id, false);
        }
        if (status !== 'success') failures.push(`${theme} ${locale} ${story.id}: ${status}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
for (const failure of failures) console.info(`FAIL ${failure}`);
console.info(
  `${runs} play functions and ${componentDocs.length} docs pages checked in the built Storybook, ` +
    `${failures.length} failing`,
);
process.exitCode = failures.length ? 1 : 0;
