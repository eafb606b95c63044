import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostFacts } from './host';

describe('hostFacts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hourspace-host-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sees apt-get only when an executable apt-get is on the PATH', () => {
    expect(hostFacts({ PATH: dir }).hasAptGet).toBe(false);
    writeFileSync(join(dir, 'apt-get'), '#!/bin/sh\n');
    expect(hostFacts({ PATH: dir }).hasAptGet).toBe(false); // not executable yet
    chmodSync(join(dir, 'apt-get'), 0o755);
    expect(hostFacts({ PATH: `/nonexistent:${dir}` }).hasAptGet).toBe(true);
  });

  it('counts executable files only, not folders or missing paths', () => {
    const facts = hostFacts({ PATH: '' });
    const file = join(dir, 'chromium');
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    expect(facts.isExecutable(file)).toBe(true);
    expect(facts.isExecutable(dir)).toBe(false);
    expect(facts.isExecutable(join(dir, 'missing'))).toBe(false);
  });
});
