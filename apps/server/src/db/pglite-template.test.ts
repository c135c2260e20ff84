import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './pglite-template';

let scratch: string;
let template: string;
let dataDir: string;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'plume-template-'));
  template = path.join(scratch, 'template');
  dataDir = path.join(scratch, 'data');
  await mkdir(path.join(template, 'base', '1'), { recursive: true });
  await writeFile(path.join(template, 'PG_VERSION'), '17\n');
  await writeFile(path.join(template, 'base', '1', 'PG_VERSION'), '17\n');
  await writeFile(path.join(template, 'postgresql.conf'), '# template\n');
  await mkdir(dataDir);
});

afterEach(() => rm(scratch, { recursive: true, force: true }));

describe('copyPgliteTemplate', () => {
  it('fills a folder without a cluster, every file included', async () => {
    await writeFile(path.join(dataDir, 'plume.lock'), '{}');
    expect(await copyPgliteTemplate(dataDir, template)).toBe(true);
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await readFile(path.join(dataDir, 'base', '1', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# template\n');
    expect(await readFile(path.join(dataDir, 'plume.lock'), 'utf8')).toBe('{}');
  });

  it('leaves a folder that holds a cluster alone', async () => {
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
    await writeFile(path.join(dataDir, 'postgresql.conf'), '# mine\n');
    expect(await copyPgliteTemplate(dataDir, template)).toBe(false);
    expect(await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# mine\n');
  });

  it('copies again into a folder whose copy was cut short (no version file yet)', async () => {
    await writeFile(path.join(dataDir, 'postgresql.conf'), '# half\n');
    expect(await copyPgliteTemplate(dataDir, template)).toBe(true);
    expect(await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# template\n');
  });

  it('does nothing without a template (the server run from its sources)', async () => {
    expect(await copyPgliteTemplate(dataDir, path.join(scratch, 'none'))).toBe(false);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
