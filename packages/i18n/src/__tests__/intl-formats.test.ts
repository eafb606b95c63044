import { dateTimeFormat, numberFormat, warmIntlFormats } from '../intl-formats';

describe('numberFormat and dateTimeFormat', () => {
  it('format as the Intl constructors do', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('de-DE', options).format(1234.5)).toBe(new Intl.NumberFormat('de-DE', options).format(1234.5));
    const time = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', time).format(Date.UTC(2000, 0, 3, 13, 30))).toBe('1:30 PM');
  });

  it('make one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr-FR', { maximumFractionDigits: 2 }));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr-CA', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('es-ES', { dateStyle: 'long' })).toBe(dateTimeFormat('es-ES', { dateStyle: 'long' }));
    expect(dateTimeFormat('es-ES', { dateStyle: 'long' })).not.toBe(dateTimeFormat('es-ES', { dateStyle: 'short' }));
  });

  it('throws as the constructor does for an unknown currency, and keeps nothing for it', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
  });
});

describe('warmIntlFormats', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes the formatters in a task of its own and resolves in the next, once per locale', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const order: string[] = [];
    const warm = warmIntlFormats('it-IT', 'EUR').then(() => order.push('warmed'));
    expect(made).not.toHaveBeenCalled();
    // A task queued after the call: it runs after the warm-up's task and before the promise settles.
    setTimeout(() => order.push(`task between: ${made.mock.calls.length} made`), 0);
    await warm;
    expect(order).toEqual(['task between: 1 made', 'warmed']);
    expect(made).toHaveBeenCalledTimes(1);
    const euros = numberFormat('it-IT', { style: 'currency', currency: 'EUR' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(euros.format(3)).toBe(new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(3));
    made.mockClear();
    await warmIntlFormats('it-IT', 'EUR');
    expect(made).not.toHaveBeenCalled();
  });

  it('resolves for a currency Intl refuses', async () => {
    await expect(warmIntlFormats('nl-NL', 'not a code')).resolves.toBeUndefined();
  });
});
