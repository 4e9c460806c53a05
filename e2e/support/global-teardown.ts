import type { MailCatcher } from './mail-catcher';
import type { Portal } from './portal';

export interface GlobalHandles {
  mail?: MailCatcher;
  portal?: Portal;
}

export default async function globalTeardown(): Promise<void> {
  const handles = (globalThis as { __e2eHandles?: GlobalHandles }).__e2eHandles;
  await handles?.portal?.stop();
  await handles?.mail?.stop();
}
