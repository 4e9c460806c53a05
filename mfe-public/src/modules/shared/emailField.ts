/** The email input of the login and forgot-password forms (label, type and autofill hint). */
export const EMAIL_FIELD = { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' } as const;
