import { APT_INSTALL_COMMAND, CHROMIUM_CANDIDATES, HEADLESS_SHELL, planChromium, type ChromiumHost } from './chromium';

/** A machine where exactly `present` are executables. */
function host(overrides: Partial<ChromiumHost> & { present?: string[] } = {}): ChromiumHost {
  const present = new Set(overrides.present ?? []);
  return {
    env: overrides.env ?? {},
    isExecutable: (path) => present.has(path),
    isRoot: overrides.isRoot ?? false,
    hasAptGet: overrides.hasAptGet ?? false,
  };
}

describe('planChromium', () => {
  it('uses CHROMIUM_PATH when it names an executable, even if a system Chromium exists', () => {
    const plan = planChromium(host({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, present: ['/opt/chrome/chrome', '/usr/bin/chromium'] }));
    expect(plan).toEqual({ kind: 'found', path: '/opt/chrome/chrome', via: 'env' });
  });

  it('reports a CHROMIUM_PATH that points nowhere instead of falling back or installing', () => {
    const plan = planChromium(host({ env: { CHROMIUM_PATH: '/nope/chromium' }, present: ['/usr/bin/chromium'], isRoot: true, hasAptGet: true }));
    expect(plan.kind).toBe('missing');
    expect(plan.kind === 'missing' && plan.message).toContain('CHROMIUM_PATH is set to /nope/chromium');
  });

  it("finds Debian's headless shell first, then /usr/bin/chromium", () => {
    expect(planChromium(host({ present: ['/usr/bin/chromium', HEADLESS_SHELL] }))).toEqual({ kind: 'found', path: HEADLESS_SHELL, via: 'search' });
    expect(planChromium(host({ present: ['/usr/bin/google-chrome', '/usr/bin/chromium'] }))).toEqual({ kind: 'found', path: '/usr/bin/chromium', via: 'search' });
  });

  it('installs the headless shell beside a full Chromium when it may (root, apt-get), and uses the full one when it may not', () => {
    expect(planChromium(host({ present: ['/usr/bin/chromium'], isRoot: true, hasAptGet: true }))).toEqual({ kind: 'install', command: APT_INSTALL_COMMAND });
    expect(planChromium(host({ present: ['/usr/bin/chromium'], isRoot: false, hasAptGet: true }))).toEqual({ kind: 'found', path: '/usr/bin/chromium', via: 'search' });
    expect(planChromium(host({ env: { CHROMIUM_PATH: '/usr/bin/chromium' }, present: ['/usr/bin/chromium'], isRoot: true, hasAptGet: true }))).toEqual({
      kind: 'found',
      path: '/usr/bin/chromium',
      via: 'env',
    });
  });

  it('finds the other usual Debian/Ubuntu paths', () => {
    for (const path of CHROMIUM_CANDIDATES) {
      expect(planChromium(host({ present: [path] }))).toEqual({ kind: 'found', path, via: 'search' });
    }
  });

  it("installs Debian's chromium when none is found, as root, with apt-get", () => {
    expect(planChromium(host({ isRoot: true, hasAptGet: true }))).toEqual({ kind: 'install', command: APT_INSTALL_COMMAND });
    expect(APT_INSTALL_COMMAND).toBe('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell');
  });

  it('does not install without root, and says what to run', () => {
    const plan = planChromium(host({ isRoot: false, hasAptGet: true }));
    expect(plan.kind).toBe('missing');
    const message = plan.kind === 'missing' ? plan.message : '';
    expect(message).toContain('sudo apt-get install -y chromium chromium-headless-shell');
    expect(message).toContain('CHROMIUM_PATH=');
    expect(message).toContain('/usr/bin/chromium');
  });

  it('does not try apt-get where there is none (not Debian/Ubuntu), even as root', () => {
    const plan = planChromium(host({ isRoot: true, hasAptGet: false }));
    expect(plan.kind).toBe('missing');
    const message = plan.kind === 'missing' ? plan.message : '';
    expect(message).not.toContain('apt-get');
    expect(message).toContain('CHROMIUM_PATH=');
  });
});
