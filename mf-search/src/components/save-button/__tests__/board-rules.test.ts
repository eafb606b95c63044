import { boardFieldError } from '../save-dialog';

describe('the board form rules (spec §5)', () => {
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
