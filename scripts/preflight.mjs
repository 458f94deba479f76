// Checks the machine before the test run so a missing prerequisite fails with a clear message.
import { existsSync } from 'node:fs';
import { testChromiumPath } from './test-browser.mjs';

const problems = [];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  problems.push(`Node ${process.versions.node} is too old: Node 20.19 or newer is required.`);
}
const chromium = testChromiumPath();
if (!existsSync(chromium)) {
  problems.push(
    `Chromium was not found at ${chromium}. Browser tests use Debian's Chromium: ` +
      'run `sudo apt-get install -y chromium-headless-shell chromium` (or set CHROMIUM_PATH).',
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`preflight: ${problem}`);
  process.exit(1);
}
console.log('preflight: ok');
