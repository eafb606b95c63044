import { apiError, fakeApi, fakeDeps } from '../../../../testing/fakes';
import { savePhone, sendPhoneCode, verifyPhone } from '../phone-flow';

describe('saving the phone number', () => {
  it('stores a changed number and opens the code modal', async () => {
    const deps = fakeDeps();
    expect(await savePhone(deps, { phone: '4155550100', country: 'us', changed: true })).toEqual({ kind: 'show', view: { name: 'phone-verify' } });
    expect(deps.api.updateProfile).toHaveBeenCalledWith({ phone: '4155550100', phone_country: 'us' });
  });

  it('goes straight to the code modal for the unchanged number', async () => {
    const deps = fakeDeps();
    await savePhone(deps, { phone: '4155550100', country: 'us', changed: false });
    expect(deps.api.updateProfile).not.toHaveBeenCalled();
  });

  it.each([
    ['Phone not Updatable', apiError(400, 'Phone not Updatable'), 'phoneContactHelp'],
    ['exceeded_phone_confirmation', apiError(400, 'exceeded_phone_confirmation'), 'phoneContactHelp'],
    ['another error', apiError(400, 'odd'), 'retry'],
  ])('maps %s to its message', async (_name, error, key) => {
    const deps = fakeDeps(fakeApi({ updateProfile: jest.fn().mockRejectedValue(error) }));
    expect(await savePhone(deps, { phone: '1', country: 'us', changed: true })).toEqual({ kind: 'notice', notice: { key } });
  });
});

describe('the phone code', () => {
  it('opens the failed modal when sending answers exceeded_phone_confirmation', async () => {
    const deps = fakeDeps(fakeApi({ sendPhoneCode: jest.fn().mockRejectedValue(apiError(400, 'exceeded_phone_confirmation')) }));
    expect(await sendPhoneCode(deps)).toEqual({ kind: 'show', view: { name: 'phone-failed' } });
    expect(await sendPhoneCode(fakeDeps())).toBeNull();
  });

  it('allows wrong codes until the count exceeds 2, then opens the failed modal', async () => {
    const deps = fakeDeps(fakeApi({ verifyPhoneCode: jest.fn().mockRejectedValue(apiError(400, 'code_not_match')) }));
    let wrong = 0;
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const result = await verifyPhone(deps, '1234', wrong);
      wrong = result.wrong;
      outcomes.push(result.outcome);
    }
    expect(outcomes).toEqual([
      { kind: 'notice', notice: { key: 'phoneCodeInvalid' } },
      { kind: 'notice', notice: { key: 'phoneCodeInvalid' } },
      { kind: 'show', view: { name: 'phone-failed' } },
    ]);
  });

  it("opens the failed modal at once on 'exceeded_phone_confirmation'", async () => {
    const deps = fakeDeps(fakeApi({ verifyPhoneCode: jest.fn().mockRejectedValue(apiError(400, 'exceeded_phone_confirmation')) }));
    expect((await verifyPhone(deps, '1234', 0)).outcome).toEqual({ kind: 'show', view: { name: 'phone-failed' } });
  });

  it('closes and asks for a fresh profile on the right code', async () => {
    const deps = fakeDeps();
    const refresh = jest.fn();
    deps.bus.handle('session:refresh', refresh);
    expect(await verifyPhone(deps, '1234', 1)).toEqual({ outcome: { kind: 'close' }, wrong: 1 });
    expect(refresh).toHaveBeenCalled();
  });
});
