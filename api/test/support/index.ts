export { createTestApp, request } from './test-app';
export type { TestApp, TestAppOptions } from './test-app';
export { startSmtpCatcher } from './smtp-catcher';
export type { CaughtMail, SmtpCatcher } from './smtp-catcher';
export { checkRoleMatrix, expectRoleMatrix } from './role-matrix';
export type { RoleMatrixRoute, HttpMethod } from './role-matrix';
export { binaryBody } from './binary-body';
export { writeBuiltFile } from './built-files';
