import { useState, type FormEvent } from 'react';
import { API_MSG, MSG, OTP_PATTERN } from '@hackathon/contracts';
import { signInCodeRequired } from '../../shared/errors';

/**
 * What a sign-in form holds: the identifier (email, username or Team ID), the password, the last
 * error, and the second step's code when the server asked for one (`codeRequired`, with its notice).
 */
export function useSignInForm(initialIdentifier = '') {
  const [identifier, setTypedIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeRequired, setCodeRequired] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  /** Another account: the code asked for the previous one no longer applies. */
  const setIdentifier = (value: string) => {
    setTypedIdentifier(value);
    setCodeRequired(false);
    setCode('');
    setNotice(null);
  };

  /**
   * Clears the last error, then sends when every field is filled (the code too, 6 digits, once asked
   * for) and says what is missing otherwise.
   */
  const submit = (event: FormEvent, complete: boolean, send: () => void) => {
    event.preventDefault();
    setError(null);
    if (!complete || (codeRequired && !code)) {
      setError(MSG.fillAllFields);
      return;
    }
    if (codeRequired && !OTP_PATTERN.test(code)) {
      setError(MSG.enterValidOtp);
      return;
    }
    send();
  };

  /** The code to send with the password: only once the server asked for it. */
  const codeToSend = (): { code?: string } => (codeRequired ? { code } : {});

  /**
   * A refusal asking for the sign-in code shows the code field: the 403 (a code was emailed) as a
   * notice, the 401 (code or password not right) as the error. False for any other refusal.
   */
  const askedForCode = (thrown: unknown): boolean => {
    if (!signInCodeRequired(thrown)) return false;
    const message = thrown.serverMessage ?? API_MSG.signInCodeSent;
    setCodeRequired(true);
    if (thrown.status === 403) {
      setNotice(message);
      setCode('');
    } else {
      setError(message);
    }
    return true;
  };

  return { identifier, setIdentifier, password, setPassword, error, setError, submit, codeRequired, code, setCode, notice, codeToSend, askedForCode };
}

export type SignInFormState = ReturnType<typeof useSignInForm>;
