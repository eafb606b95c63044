import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from '../use-media-query';
import { mediaUp } from '../media';
import { installMatchMedia } from '../../test-utils/match-media';

function Probe({ query, serverValue }: { query: string; serverValue?: boolean }) {
  return <output>{String(useMediaQuery(query, serverValue))}</output>;
}

describe('useMediaQuery', () => {
  it('returns the fallback where matchMedia does not exist (jsdom, old webviews)', () => {
    expect(window.matchMedia).toBeUndefined();
    render(<Probe query={mediaUp('desktop')} />);
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('returns the given server value without matchMedia', () => {
    render(<Probe query={mediaUp('desktop')} serverValue />);
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('renders the server value on a server', () => {
    expect(renderToString(<Probe query={mediaUp('desktop')} serverValue />)).toContain('true');
  });

  it('follows the query as the window changes', () => {
    const media = installMatchMedia({ width: 800 });
    try {
      render(<Probe query={mediaUp('desktop')} />);
      expect(screen.getByRole('status')).toHaveTextContent('false');
      act(() => media.set({ width: 1200 }));
      expect(screen.getByRole('status')).toHaveTextContent('true');
      act(() => media.set({ width: 1119 }));
      expect(screen.getByRole('status')).toHaveTextContent('false');
    } finally {
      media.restore();
    }
  });
});
