import { EmailSchema, FirstNameSchema, LoginSchema, OrganizationSchema, createFormValidator, isEmptyValue, validateField } from '../index';

describe('validateField', () => {
  it('reports valid, invalid with the spec message, and empty-optional', () => {
    expect(validateField(EmailSchema, 'ana@example.com')).toEqual({ status: 'valid' });
    expect(validateField(EmailSchema, 'ana')).toEqual({ status: 'invalid', message: 'Please enter a valid email.' });
    expect(validateField(OrganizationSchema, '  ', { optional: true })).toEqual({ status: 'empty-optional' });
  });

  it('shows only the first message of a field', () => {
    expect(validateField(EmailSchema, '')).toEqual({ status: 'invalid', message: 'Please enter your email.' });
  });

  it('still validates an optional field that has a value', () => {
    expect(validateField(FirstNameSchema, 'A', { optional: true })).toEqual({
      status: 'invalid',
      message: 'Is too short (minimum is 2 characters)',
    });
  });

  it('treats a required empty field as invalid', () => {
    expect(validateField(FirstNameSchema, undefined)).toEqual({ status: 'invalid', message: 'Please enter your first name.' });
  });
});

describe('isEmptyValue', () => {
  it('calls undefined, null, blank text and empty lists empty, and nothing else', () => {
    for (const empty of [undefined, null, '', '  ', []]) expect(isEmptyValue(empty)).toBe(true);
    for (const full of [0, false, 'a', [1], {}]) expect(isEmptyValue(full)).toBe(false);
  });
});

describe('createFormValidator', () => {
  const make = () =>
    createFormValidator({
      fields: {
        email: EmailSchema,
        first_name: { schema: FirstNameSchema },
        organization: { schema: OrganizationSchema, optional: true },
      },
    });

  it('starts with nothing validated and submit allowed', () => {
    const form = make();
    expect(form.getSnapshot()).toEqual({
      fields: { email: null, first_name: null, organization: null },
      touched: { email: false, first_name: false, organization: false },
      formMessage: null,
      canSubmit: true,
    });
  });

  it('validates a field on blur and blocks submit while it is invalid', () => {
    const form = make();
    expect(form.blur('email', 'ana')).toEqual({ status: 'invalid', message: 'Please enter a valid email.' });
    expect(form.getSnapshot().touched.email).toBe(true);
    expect(form.canSubmit()).toBe(false);
    form.blur('email', 'ana@example.com');
    expect(form.canSubmit()).toBe(true);
  });

  it('does not show a new error while typing, but clears a shown one as soon as it is fixed', () => {
    const form = make();
    expect(form.change('first_name', 'A')).toBeNull();
    expect(form.getSnapshot().fields.first_name).toBeNull();
    form.blur('first_name', 'A');
    expect(form.change('first_name', 'An')).toEqual({ status: 'valid' });
    expect(form.canSubmit()).toBe(true);
    expect(form.change('first_name', 'A')).toEqual({ status: 'valid' });
  });

  it('keeps an error shown while the typed value is still wrong', () => {
    const form = make();
    form.blur('email', '');
    expect(form.change('email', 'ana@')).toEqual({ status: 'invalid', message: 'Please enter a valid email.' });
    expect(form.canSubmit()).toBe(false);
  });

  it('marks an empty optional field empty-optional, not invalid', () => {
    const form = make();
    expect(form.blur('organization', '')).toEqual({ status: 'empty-optional' });
    expect(form.canSubmit()).toBe(true);
  });

  it('validates every field on submit, touched or not', () => {
    const form = make();
    const result = form.validateAll({ email: 'ana@example.com' });
    expect(result.valid).toBe(false);
    expect(result.snapshot.fields).toEqual({
      email: { status: 'valid' },
      first_name: { status: 'invalid', message: 'Please enter your first name.' },
      organization: { status: 'empty-optional' },
    });
    expect(result.snapshot.touched).toEqual({ email: true, first_name: true, organization: true });
    expect(form.validateAll({ email: 'ana@example.com', first_name: 'Ana' }).valid).toBe(true);
  });

  it('notifies subscribers with a new snapshot on each change until they unsubscribe', () => {
    const form = make();
    const seen: unknown[] = [];
    const unsubscribe = form.subscribe(() => seen.push(form.getSnapshot()));
    const before = form.getSnapshot();
    form.blur('email', 'x');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(before);
    unsubscribe();
    form.blur('email', 'y');
    expect(seen).toHaveLength(1);
  });

  it('ignores a field name it does not have', () => {
    const form = make();
    expect(form.blur('nope' as 'email', 'x')).toBeNull();
    expect(form.change('nope' as 'email', 'x')).toBeNull();
    expect(form.getSnapshot().fields).not.toHaveProperty('nope');
  });

  it('resets to untouched', () => {
    const form = make();
    form.blur('email', '');
    form.reset();
    expect(form.getSnapshot().fields.email).toBeNull();
    expect(form.canSubmit()).toBe(true);
  });

  it('shows a form-level message from the form schema and clears it when the person edits', () => {
    const login = createFormValidator({
      fields: { username: { schema: EmailSchema, optional: true }, password: { schema: OrganizationSchema, optional: true } },
      formSchema: LoginSchema,
    });
    const failed = login.validateAll({ username: '', password: '' });
    expect(failed.valid).toBe(false);
    expect(failed.snapshot.formMessage).toBe('Please enter a valid email and password.');
    expect(login.canSubmit()).toBe(false);
    login.change('password', 's');
    expect(login.getSnapshot().formMessage).toBeNull();
    const passed = login.validateAll({ username: 'ana@example.com', password: 's' });
    expect(passed.valid && passed.output).toEqual({ username: 'ana@example.com', password: 's', grant_type: 'password' });
  });
});
