import { shellContentSecurityPolicy, type ShellPolicyInput } from '../security-headers';

/** The CSP as a map of directive → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const BASE: ShellPolicyInput = { remoteOrigins: ['https://cdn.hourspace.test'], apiOrigin: 'https://api.hourspace.test' };

describe("the shell page's CSP", () => {
  it('frames nothing when the channel names no payment provider', () => {
    expect(directives(shellContentSecurityPolicy(BASE))['frame-src']).toEqual(["'none'"]);
  });

  it('lets Stripe.js run, frame its card fields and make its calls, from its origin only', () => {
    const csp = directives(shellContentSecurityPolicy({ ...BASE, paymentOrigins: ['https://js.stripe.com'], connectOrigins: ['https://files.stripe.com'] }));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.hourspace.test', 'https://js.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.hourspace.test', 'https://cdn.hourspace.test', 'https://js.stripe.com', 'https://files.stripe.com']);
    // The rest stays as strict as without a provider.
    for (const name of ['style-src', 'img-src', 'font-src', 'worker-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(csp[name]).toEqual(directives(shellContentSecurityPolicy(BASE))[name]);
    }
  });

  it('never allows inline script, eval or a wildcard', () => {
    const csp = shellContentSecurityPolicy({ ...BASE, paymentOrigins: ['http://localhost:8130'], connectOrigins: ['http://localhost:8130'] });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // One origin named twice is listed once.
    expect(directives(csp)['connect-src']!.filter((source) => source === 'http://localhost:8130')).toHaveLength(1);
  });

  it("lets the results map's worker start from a blob and import its file from the remotes' origins, and nothing else run as a worker", () => {
    expect(directives(shellContentSecurityPolicy(BASE))['worker-src']).toEqual(['blob:', 'https://cdn.hourspace.test']);
  });

  it("allows the map's tile source the channel names, for its calls and its images, and only that origin", () => {
    const csp = directives(shellContentSecurityPolicy({ ...BASE, mapOrigins: ['https://tiles.maps.test'] }));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.hourspace.test', 'https://cdn.hourspace.test', 'https://tiles.maps.test']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.hourspace.test', 'https://api.hourspace.test', 'https://tiles.maps.test']);
    expect(csp['script-src']).toEqual(directives(shellContentSecurityPolicy(BASE))['script-src']);
    // Without one, the offline basemap comes from the remotes' origins, already listed.
    expect(shellContentSecurityPolicy(BASE)).not.toContain('tiles.maps.test');
  });
});
