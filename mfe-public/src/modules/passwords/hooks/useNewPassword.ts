import { useState, type FormEvent } from 'react';

/** The page's password rules: the first problem, or null when the pair is fine. */
export type NewPasswordRules = (password: string, confirmation: string) => string | null;

/** A new password and its confirmation; `submit` shows the first broken rule, or sends the password. */
export function useNewPassword(rules: NewPasswordRules, setError: (problem: string | null) => void) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = (event: FormEvent, send: (newPassword: string) => void) => {
    event.preventDefault();
    const problem = rules(password, confirmation);
    setError(problem);
    if (!problem) send(password);
  };

  return { password, setPassword, confirmation, setConfirmation, submit };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;
