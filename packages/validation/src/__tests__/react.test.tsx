/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { EmailSchema, OrganizationSchema, loadMessageTranslations, messageLanguage } from '../index';
import { boardFieldError, toUiState, useForm } from '../react';

function withLanguage(language: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: {}, initAsync: false });
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

describe('messageLanguage', () => {
  it('takes the language of a locale and falls back to English', () => {
    expect(messageLanguage('fr-CA')).toBe('fr');
    expect(messageLanguage('de')).toBe('de');
    expect(messageLanguage('es-ES')).toBe('es');
    expect(messageLanguage('en-GB')).toBe('en');
    expect(messageLanguage('it')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });
});

describe('toUiState', () => {
  it('maps each validation state to the ui fields’ state, the message translated', async () => {
    await loadMessageTranslations('fr');
    expect(toUiState(null, 'en')).toBeUndefined();
    expect(toUiState({ status: 'valid' }, 'en')).toEqual({ status: 'valid' });
    expect(toUiState({ status: 'empty-optional' }, 'en')).toEqual({ status: 'optional-empty' });
    const invalid = toUiState({ status: 'invalid', message: 'Please enter a valid email.' }, 'fr');
    expect(invalid).toMatchObject({ status: 'invalid' });
    expect(invalid).not.toEqual({ status: 'invalid', message: 'Please enter a valid email.' });
  });
});

describe('useForm', () => {
  it('validates on blur and shows the message in the page’s language', async () => {
    await loadMessageTranslations('fr');
    const { result } = renderHook(() => useForm({ email: EmailSchema, organization: { schema: OrganizationSchema, optional: true } }), { wrapper: withLanguage('fr-CA') });
    expect(result.current.language).toBe('fr');
    expect(result.current.stateOf('email')).toBeUndefined();
    act(() => {
      result.current.validator.blur('email', 'ana');
      result.current.validator.blur('organization', '');
    });
    expect(result.current.stateOf('email')).toEqual(toUiState({ status: 'invalid', message: 'Please enter a valid email.' }, 'fr'));
    expect(result.current.stateOf('organization')).toEqual({ status: 'optional-empty' });
    expect(result.current.snapshot.canSubmit).toBe(false);
    act(() => {
      result.current.validator.change('email', 'ana@example.com');
    });
    expect(result.current.stateOf('email')).toEqual({ status: 'valid' });
    expect(result.current.snapshot.canSubmit).toBe(true);
  });
});

describe('useForm field props', () => {
  it('binds a controlled field: a change is stored and re-checks a field shown invalid, a blur validates the value', () => {
    const stored: string[] = [];
    const { result } = renderHook(() => useForm({ email: EmailSchema }), { wrapper: withLanguage('en') });
    act(() => {
      result.current.control('email', 'ana', (value) => stored.push(value)).onBlur();
    });
    expect(result.current.stateOf('email')).toEqual({ status: 'invalid', message: 'Please enter a valid email.' });
    act(() => {
      result.current.control('email', 'ana', (value) => stored.push(value)).onChange({ target: { value: 'ana@example.com' } });
    });
    expect(stored).toEqual(['ana@example.com']);
    expect(result.current.control('email', 'ana@example.com', () => undefined)).toMatchObject({ name: 'email', value: 'ana@example.com', state: { status: 'valid' } });
  });

  it('binds an uncontrolled field: the value is read from the element', () => {
    const { result } = renderHook(() => useForm({ email: EmailSchema }), { wrapper: withLanguage('en') });
    act(() => {
      result.current.bind('email').onBlur({ currentTarget: { value: '' } });
    });
    expect(result.current.bind('email')).toMatchObject({ name: 'email', state: { status: 'invalid', message: 'Please enter your email.' } });
    act(() => {
      result.current.bind('email').onChange({ currentTarget: { value: 'ana@example.com' } });
    });
    expect(result.current.stateOf('email')).toEqual({ status: 'valid' });
  });
});

describe('boardFieldError: the board form rules (spec §5)', () => {
  beforeAll(() => Promise.all([loadMessageTranslations('fr'), loadMessageTranslations('es'), loadMessageTranslations('de')]));

  it.each([
    ['name', '', 'en', 'Please enter a board name.'],
    ['name', '   ', 'en', 'Please enter a board name.'],
    ['name', 'a', 'en', 'Is too short (minimum is 2 characters)'],
    ['name', 'ab', 'en', null],
    ['name', 'x'.repeat(35), 'en', null],
    ['name', 'x'.repeat(36), 'en', 'Is too long (maximum is 35 characters)'],
    ['description', '', 'en', null],
    ['description', 'd'.repeat(130), 'en', null],
    ['description', 'd'.repeat(131), 'en', 'Is too long (maximum is 130 characters)'],
    ['name', '', 'fr-FR', 'Veuillez saisir un nom de tableau.'],
    ['name', '', 'es', 'Introduce un nombre para el tablero.'],
    ['name', '', 'de-DE', 'Bitte geben Sie einen Namen für die Pinnwand ein.'],
  ] as const)('%s %j in %s → %s', (field, value, language, message) => {
    expect(boardFieldError(field, value, language)).toBe(message);
  });
});
