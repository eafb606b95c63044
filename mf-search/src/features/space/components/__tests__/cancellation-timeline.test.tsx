import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../../i18n/en.json';
import { CancellationTimeline, formatCancelBy } from '../cancellation-timeline';

describe('the cancellation timeline', () => {
  const terms = {
    policy: 'moderate' as const,
    zone: 'Europe/London',
    timeline: [
      { until: '2030-04-07T09:00:00Z', refund_percent: 100 },
      { until: '2030-04-13T09:00:00Z', refund_percent: 50 },
    ],
  };

  it('writes each step in the space’s zone, not the browser’s', () => {
    // 09:00 UTC is 10:00 in London in April (summer time) and 05:00 in New York.
    expect(formatCancelBy('2030-04-13T09:00:00Z', 'Europe/London', 'en-GB')).toMatch(/^Sat 13 Apr,? 10:00 (BST|GMT\+1)$/);
    expect(formatCancelBy('2030-04-13T09:00:00Z', 'America/New_York', 'en-US')).toMatch(/^Sat, Apr 13,? 5:00\sAM EDT$/);
    expect(formatCancelBy('not a date', 'Europe/London', 'en-US')).toBeNull();
  });

  it('lists a full refund, a 50 % refund, then no refund, in the page’s language', () => {
    const i18n = createInstance();
    void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'mf-search': en } }, interpolation: { escapeValue: false } });
    render(
      <I18nextProvider i18n={i18n}>
        <CancellationTimeline terms={terms} locale="en-US" />
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Cancel by Sun, Apr 7,? 10:00\sAM GMT\+1 for a full refund$/),
      expect.stringMatching(/^Cancel by Sat, Apr 13,? 10:00\sAM GMT\+1 for a 50% refund$/),
      'No refund after that.',
    ]);
  });
});
