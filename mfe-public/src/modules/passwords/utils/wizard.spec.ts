import { canResend, initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard';

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);

describe('forgot-password wizard', () => {
  it('starts on the email step', () => {
    expect(initialWizardState.step).toBe(0);
    expect(canResend(initialWizardState)).toBe(false);
  });

  it('moves to the code step with a 600 second countdown once the OTP is sent', () => {
    const state = run([{ type: 'setEmail', email: 'a@b.in' }, { type: 'otpSent' }]);
    expect(state).toMatchObject({ step: 1, email: 'a@b.in', secondsLeft: 600, otp: '' });
    expect(canResend(state)).toBe(false);
  });

  it('keeps only 6 digits of the code', () => {
    expect(run([{ type: 'otpSent' }, { type: 'setOtp', otp: '12a34567' }]).otp).toBe('123456');
  });

  it('offers resend only at zero, and resending clears the code', () => {
    let state = run([{ type: 'otpSent' }, { type: 'setOtp', otp: '111111' }]);
    for (let i = 0; i < 599; i += 1) state = wizardReducer(state, { type: 'tick' });
    expect(state.secondsLeft).toBe(1);
    expect(canResend(state)).toBe(false);
    state = run([{ type: 'tick' }, { type: 'tick' }], state);
    expect(state.secondsLeft).toBe(0);
    expect(canResend(state)).toBe(true);
    state = run([{ type: 'resend' }], state);
    expect(state.otp).toBe('');
    state = run([{ type: 'otpSent' }], state);
    expect(state.secondsLeft).toBe(600);
  });

  it('keeps the reset token and clears the countdown after verification', () => {
    const state = run([{ type: 'otpSent' }, { type: 'otpVerified', resetToken: 'rt' }]);
    expect(state).toMatchObject({ step: 2, resetToken: 'rt', secondsLeft: 0 });
  });

  it('Back moves to the previous step', () => {
    const verified = run([{ type: 'otpSent' }, { type: 'setOtp', otp: '123456' }, { type: 'otpVerified', resetToken: 'rt' }]);
    const codeStep = wizardReducer(verified, { type: 'back' });
    expect(codeStep).toMatchObject({ step: 1, resetToken: null });
    const emailStep = wizardReducer(codeStep, { type: 'back' });
    expect(emailStep).toMatchObject({ step: 0, otp: '' });
    expect(wizardReducer(emailStep, { type: 'back' }).step).toBe(0);
  });
});
