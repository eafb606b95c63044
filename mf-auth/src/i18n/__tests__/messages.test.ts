import en from '../en.json';

// Key, placeholder, tag and plural parity with fr/es/de is checked for every namespace at once
// in packages/config/src/__tests__/translation-parity.test.ts.

function leaves(messages: object, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

describe('the translations', () => {
  it('carries the spec §8 messages word for word in English', () => {
    const texts = leaves(en).map(([, text]) => text.replace(/<\/?\w+>/g, ''));
    for (const message of [
      'Email and password combination is incorrect.',
      'Please enter a valid email and password.',
      'Something went wrong, please try again. If the problem persists please refresh.',
      'An unexpected error occurred. Please try again in a few minutes.',
      'This email is already taken. Login or reset your password.',
      'This email is already taken. Please log in instead.',
      'Your sign up session has expired. Click the X to start over.',
      'Looks like you already have an account with us. Please log in using your Google account',
      "You don't have an account with us, please sign up",
      'We did not match that login. Please try again or sign up instead.',
      "You need to reset your password; we've sent a link to the email address associated with your account.",
      'The verification code is incorrect.',
      'There was a problem connecting with Apple.',
      'Something went wrong. Please try again',
      'Please try uploading your image again.',
      'Something went wrong. Please contact our Help Center',
      'Something went wrong, please try again.',
      'Verification code invalid. You have limited attempts, please confirm the number entered is correct or contact support for help.',
      'Your phone number was unable to be verified',
      'Never miss a booking update',
      'Code Sent!',
      'Join Hourspace',
      'Already have an account? Login',
    ]) {
      expect(texts).toContain(message);
    }
  });
});
