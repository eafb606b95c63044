import * as v from 'valibot';
import {
  EmailCodeSchema,
  EntitlementAttachmentSchema,
  LoginSchema,
  PhoneCodeSchema,
  ProfileUpdateSchema,
  SignupSchema,
  SocialLoginSchema,
  issueMessages,
  type Signup,
} from '../index';

function messages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? null : issueMessages(result.issues);
}

const emailSignup = {
  grant_type: 'signup',
  username: 'ana@example.com',
  password: 'Abcdefg1',
  unsubscribe: false,
};

describe('SignupSchema', () => {
  it('accepts an email sign-up and drops keys it does not know', () => {
    expect(v.parse(SignupSchema, { ...emailSignup, is_host: true, preferred_locale: 'fr-FR' })).toEqual({
      ...emailSignup,
      preferred_locale: 'fr-FR',
    });
  });

  it('gives the spec messages for a bad email and a weak password', () => {
    expect(messages(SignupSchema, { ...emailSignup, username: 'ana', password: 'short' })).toEqual({
      form: null,
      fields: {
        username: 'Please enter a valid email.',
        password: 'Your password needs to be at least 8 characters long and include a number, an upper-case letter and a lower-case letter.',
      },
    });
  });

  it('treats blank names as not given and checks names that are given', () => {
    expect(v.parse(SignupSchema, { ...emailSignup, first_name: '', last_name: null })).toEqual(emailSignup);
    expect(messages(SignupSchema, { ...emailSignup, first_name: 'A', last_name: 'Diaz' })?.fields).toEqual({
      first_name: 'Is too short (minimum is 2 characters)',
    });
  });

  it('needs the unsubscribe flag as a boolean', () => {
    const { unsubscribe: _, ...withoutFlag } = emailSignup;
    expect(messages(SignupSchema, withoutFlag)?.fields).toEqual({
      unsubscribe: 'Please tell us whether you want to receive marketing emails.',
    });
    expect(messages(SignupSchema, { ...emailSignup, unsubscribe: 'yes' })?.fields.unsubscribe).toBe('Please tell us whether you want to receive marketing emails.');
  });

  it('accepts a social sign-up without a password but with a provider token', () => {
    const social = {
      grant_type: 'social_signup',
      provider: 'google',
      social_access_token: 'tok',
      social_data: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Diaz' },
      username: 'ana@example.com',
      unsubscribe: true,
      entitlement_id: 'ent_1',
    };
    expect(v.parse(SignupSchema, social)).toEqual(social);
    expect(messages(SignupSchema, { ...social, social_access_token: '' })?.fields).toEqual({
      social_access_token: 'Your sign-in session is missing. Please try again.',
    });
    expect(messages(SignupSchema, { ...social, provider: 'myspace' })?.fields).toEqual({
      provider: 'Please continue with Google, Apple or Facebook.',
    });
  });

  it('refuses an unknown grant type and a body that is not an object', () => {
    expect(messages(SignupSchema, { ...emailSignup, grant_type: 'magic' })?.fields).toEqual({
      grant_type: 'Please choose how you want to sign up.',
    });
    expect(messages(SignupSchema, 'hello')?.form).toBe('Please choose how you want to sign up.');
  });

  it('narrows its output type on grant_type', () => {
    const body: Signup = v.parse(SignupSchema, emailSignup);
    const secret = body.grant_type === 'signup' ? body.password : body.social_access_token;
    expect(secret).toBe('Abcdefg1');
  });

  it('refuses an unsupported preferred locale', () => {
    expect(messages(SignupSchema, { ...emailSignup, preferred_locale: 'it-IT' })?.fields).toEqual({
      preferred_locale: 'Please select a supported language.',
    });
  });
});

describe('LoginSchema', () => {
  const pair = 'Please enter a valid email and password.';

  it('gives the pair message when either field or both are empty', () => {
    expect(messages(LoginSchema, { username: '', password: 'x' })?.form).toBe(pair);
    expect(messages(LoginSchema, { username: 'ana@example.com', password: '' })?.form).toBe(pair);
    expect(messages(LoginSchema, { username: ' ', password: '' })?.form).toBe(pair);
  });

  it('gives the pair message when a field is missing', () => {
    expect(messages(LoginSchema, { username: 'ana@example.com' })?.fields).toEqual({ password: pair });
    expect(messages(LoginSchema, null)?.form).toBe(pair);
  });

  it('fills grant_type password and keeps the optional fields', () => {
    expect(v.parse(LoginSchema, { username: ' ana@example.com ', password: 'p', signin: true, forterTokenCookie: 'f' })).toEqual({
      username: 'ana@example.com',
      password: 'p',
      signin: true,
      grant_type: 'password',
      forterTokenCookie: 'f',
    });
  });
});

describe('SocialLoginSchema', () => {
  it('needs the social_login grant, a provider and a token', () => {
    expect(v.is(SocialLoginSchema, { grant_type: 'social_login', provider: 'apple', social_access_token: 't' })).toBe(true);
    expect(messages(SocialLoginSchema, { grant_type: 'social_login', provider: 'apple' })?.fields).toEqual({
      social_access_token: 'Your sign-in session is missing. Please try again.',
    });
  });
});

describe('ProfileUpdateSchema', () => {
  it('needs at least one field', () => {
    expect(messages(ProfileUpdateSchema, {})?.form).toBe('Please change at least one field.');
    expect(messages(ProfileUpdateSchema, { is_host: true })?.form).toBe('Please change at least one field.');
  });

  it('accepts each field of the spec alone', () => {
    for (const body of [
      { preferred_locale: 'de-DE' },
      { avatar_url: 'https://img.example.com/a.png' },
      { ga_client_id: 'GA1.2.3' },
      { first_name: 'Ana' },
      { last_name: 'Diaz' },
      { organization: 'Acme' },
      { job_title: 'Producer' },
      { how_heard: 'friend_or_family' },
    ]) {
      expect(v.parse(ProfileUpdateSchema, body)).toEqual(body);
    }
  });

  it('recomputes the phone fields from the number and its country', () => {
    expect(v.parse(ProfileUpdateSchema, { phone: '06 12 34 56 78', phone_country: 'FR', phone_formatted: 'whatever', phone_country_code: '99' })).toEqual({
      phone: '612345678',
      phone_formatted: '+33 6 12 34 56 78',
      phone_country: 'fr',
      phone_country_code: '33',
    });
  });

  it('parses a phone without a country as a US number', () => {
    expect(v.parse(ProfileUpdateSchema, { phone: '2015550123' })).toMatchObject({ phone_country: 'us', phone_country_code: '1' });
  });

  it('puts a bad phone message on the phone field', () => {
    expect(messages(ProfileUpdateSchema, { phone: '555' })?.fields).toEqual({
      phone: 'Please enter a valid phone number with no special characters.',
    });
    expect(messages(ProfileUpdateSchema, { phone: '' })?.fields).toEqual({ phone: 'Please enter your mobile phone.' });
  });

  it('checks names, answers and URLs that are given', () => {
    expect(messages(ProfileUpdateSchema, { first_name: '', how_heard: 'tv', avatar_url: 'ftp://x' })?.fields).toEqual({
      first_name: 'Please enter your first name.',
      how_heard: 'Please select an option from the list.',
      avatar_url: 'Please upload your profile photo again.',
    });
  });
});

describe('verification code bodies', () => {
  it('validate the email and phone codes', () => {
    expect(v.parse(EmailCodeSchema, { email_verification_code: '1234' })).toEqual({ email_verification_code: '1234' });
    expect(v.parse(PhoneCodeSchema, { phone_verification_code: 9876 })).toEqual({ phone_verification_code: '9876' });
    expect(messages(EmailCodeSchema, { email_verification_code: '12' })?.fields).toEqual({
      email_verification_code: 'Please enter a valid 4-digit code.',
    });
    expect(messages(PhoneCodeSchema, {})?.fields).toEqual({ phone_verification_code: 'Please enter your verification code.' });
  });
});

describe('EntitlementAttachmentSchema', () => {
  it("accepts an attachment to a profile's SSOid only", () => {
    const body = { entitlement_id: 'ent_1', ns: 'profiles', key: 'SSOid', value: 'sso_1' };
    expect(v.parse(EntitlementAttachmentSchema, body)).toEqual(body);
    expect(messages(EntitlementAttachmentSchema, { ...body, ns: 'spaces', entitlement_id: '' })?.fields).toEqual({
      entitlement_id: 'The offer you are trying to claim is missing.',
      ns: 'This offer cannot be added to your profile.',
    });
  });
});
