import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { useSearchApi, useSearchFormApi } from '../../lib/search-api';
import { createSearchFormApi, withSearchFormApi } from '../search-form-api';
import { createSearchApi } from '../default-search-api';
import type { ApiClient } from '@hourspace/api-client';

const client = {} as ApiClient;

function Calls() {
  return <p>{Object.keys(useSearchFormApi()).sort().join(' ')}</p>;
}

function WantsEverything() {
  useSearchApi();
  return null;
}

describe("the search form's calls (the hero's form and the search modals)", () => {
  it('are the four the form makes, and the whole API makes them the same way', () => {
    expect(Object.keys(createSearchFormApi(client)).sort()).toEqual(['activities', 'geocode', 'locationPrefill', 'placePredictions']);
    expect(Object.keys(createSearchApi(client))).toEqual(expect.arrayContaining(Object.keys(createSearchFormApi(client))));
  });

  it('reach a root wrapped in withSearchFormApi; asking that root for the others fails with a message that says how to wire it', () => {
    const Root = withSearchFormApi(Calls);
    render(<Root />);
    expect(screen.getByText('activities geocode locationPrefill placePredictions')).toBeInTheDocument();
    const Wrong = withSearchFormApi(WantsEverything);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Wrong />)).toThrow(/search form's calls only \(withSearchFormApi\): wrap it in withSearchApi/);
    } finally {
      error.mockRestore();
    }
  });

  it("are all the hero's parcel and the modals import: neither names the module of the results, space and booking calls", () => {
    // The hero's parcel is defined in app/ (its server build renders the same definition).
    for (const [file, from] of [
      ['../hero-search-definition.ts', /from '\.\/search-form-api'/],
      ['../../exposed/modal.tsx', /from '\.\.\/app\/search-form-api'/],
    ] as const) {
      const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
      expect(source).toMatch(from);
      expect(source).not.toMatch(/default-search-api/);
    }
    expect(fs.readFileSync(path.join(__dirname, '../../exposed/hero-search.tsx'), 'utf8')).toMatch(/from '\.\.\/app\/hero-search-definition'/);
  });
});
