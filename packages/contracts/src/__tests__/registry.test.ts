import fs from 'node:fs';
import path from 'node:path';
import { parseRegistry, REGISTRY, REMOTE_NAMES } from '../registry';

const file = path.join(__dirname, '../../registry.json');
const good = () => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('the remote registry', () => {
  it('lists every remote folder of the repository, and only those', () => {
    const root = path.join(__dirname, '../../../..');
    const folders = fs.readdirSync(root).filter((d) => /^mf-/.test(d) && fs.existsSync(path.join(root, d, 'package.json')));
    expect([...REMOTE_NAMES].sort()).toEqual(folders.sort());
  });

  it("points every expose at a file in its remote's folder", () => {
    for (const [name, entry] of Object.entries(REGISTRY)) {
      for (const file of Object.values(entry.exposes)) expect(fs.existsSync(path.join(__dirname, '../../../..', name, file))).toBe(true);
    }
  });

  it("loads mf-search's on-demand modals on either of their requests (find a space, popular activities)", () => {
    const app = REGISTRY['mf-search']?.apps.find((candidate) => candidate.name === 'search-modal');
    expect(app).toMatchObject({ expose: './modal', onRequest: ['search:open', 'search:activities'] });
  });

  it('refuses an app that is active more than one way', () => {
    const r = good();
    r.remotes['mf-home'].apps[0].always = true;
    expect(() => parseRegistry(r)).toThrow(/exactly one way/);
  });

  it('refuses a route that is not a pattern', () => {
    const r = good();
    r.remotes['mf-home'].apps[0].routes = [{ path: 'https://evil.example/', page: 'home' }];
    expect(() => parseRegistry(r)).toThrow(/route path/);
  });

  it('refuses two servers on one port, a wrong container name, an unknown expose', () => {
    const samePort = good();
    samePort.remotes['mf-home'].port = samePort.remotes['mf-nav'].port;
    expect(() => parseRegistry(samePort)).toThrow(/share a port/);
    const container = good();
    container.remotes['mf-home'].container = 'mf_house';
    expect(() => parseRegistry(container)).toThrow(/container name/);
    const expose = good();
    expose.remotes['mf-home'].apps[0].expose = './nothing';
    expect(() => parseRegistry(expose)).toThrow(/expose/);
  });

  it('refuses two applications with one name', () => {
    const r = good();
    r.remotes['mf-home'].apps[0].name = 'nav';
    expect(() => parseRegistry(r)).toThrow(/share a name/);
  });
});
