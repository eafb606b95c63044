import { defaultResultsFile, fileSafe, reportFileName, reportsDir } from '../output-files';

describe('where a run writes', () => {
  it('names each report after its form factor, round, build and page', () => {
    expect(reportFileName('desktop', 2, 'federated', '/us/s/?activity=party&location=new+york%2C+ny')).toBe('desktop-2-federated-us-s-activity-party-location-new-york-2C-ny.json');
    expect(reportFileName('mobile', 1, 'monolith', '/')).toBe('mobile-1-monolith-root.json');
    expect(fileSafe('/us/space/138/sunlit-courtyard')).toBe('us-space-138-sunlit-courtyard');
  });

  it('gives each form factor its own reports folder, which a run of the other never empties', () => {
    expect(reportsDir('/c', 'mobile')).toBe('/c/reports/mobile');
    expect(reportsDir('/c', 'desktop')).toBe('/c/reports/desktop');
  });

  it('keeps results.json for mobile and writes desktop results beside it', () => {
    expect(defaultResultsFile('/c', 'mobile')).toBe('/c/results.json');
    expect(defaultResultsFile('/c', 'desktop')).toBe('/c/results-desktop.json');
  });
});
