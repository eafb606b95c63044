import { readInlineManifest } from '../manifest';
import { GOOD_MANIFEST } from './release-manifest';

function page(json: string, type = 'application/json'): void {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.id = 'hs-manifest';
  script.type = type;
  script.textContent = json;
  document.body.append(script);
}

describe('the manifest compose writes into the page', () => {
  it('is read and checked like a fetched one', () => {
    page(JSON.stringify(GOOD_MANIFEST));
    expect(readInlineManifest('en-US')).toEqual(GOOD_MANIFEST);
  });

  it('is ignored (the shell fetches instead) when absent, for another locale, not JSON, failing the check, or not a data block', () => {
    document.body.innerHTML = '';
    expect(readInlineManifest('en-US')).toBeNull();
    page(JSON.stringify(GOOD_MANIFEST));
    expect(readInlineManifest('de-DE')).toBeNull();
    page('{"schema": 2,');
    expect(readInlineManifest('en-US')).toBeNull();
    page(JSON.stringify({ ...GOOD_MANIFEST, remotes: { 'mf-home': { entry: 'javascript:alert(1)' } } }));
    expect(readInlineManifest('en-US')).toBeNull();
    page(JSON.stringify(GOOD_MANIFEST), 'text/plain');
    expect(readInlineManifest('en-US')).toBeNull();
  });
});
