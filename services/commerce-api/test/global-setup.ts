import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { reachablePostgres, removeTemplates, type ApiTestTemplates } from './databases';

/**
 * Migrates and seeds the suites' databases once per run (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL answers); each suite then starts from a copy (test/harness.ts). The work
 * runs in a process of its own: a global setup does not resolve the workspace packages'
 * source condition.
 */
export default async function setup(project: TestProject) {
  const adminUrl = await reachablePostgres();
  const output = execFileSync(
    process.execPath,
    [
      '--conditions=@snackshop/source',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'make-templates.ts'),
      ...(adminUrl ? [adminUrl] : []),
    ],
    {
      cwd: path.join(import.meta.dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const templates = JSON.parse(output.trim().split('\n').at(-1)!) as ApiTestTemplates;
  project.provide('apiTestTemplates', templates);
  return () => removeTemplates(templates);
}
