import { useState, type FormEvent } from 'react';
import { MSG } from '@hackathon/contracts';

/** What a sign-in form holds: the identifier (email, username or Team ID), the password and the last error. */
export function useSignInForm(initialIdentifier = '') {
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Clears the last error, then sends when every field is filled and asks for them otherwise. */
  const submit = (event: FormEvent, complete: boolean, send: () => void) => {
    event.preventDefault();
    setError(null);
    if (!complete) {
      setError(MSG.fillAllFields);
      return;
    }
    send();
  };

  return { identifier, setIdentifier, password, setPassword, error, setError, submit };
}

export type SignInFormState = ReturnType<typeof useSignInForm>;
