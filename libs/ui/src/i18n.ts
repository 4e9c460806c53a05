import english from '@hackathon/catalogue/compiled/en/common.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `common` namespace: the shell's and the shared components' texts. Every file of this library
 * that shows text imports `useT` from here, so the catalogue is registered before its first render.
 */
registerCatalogue('common', english, () => import('@hackathon/catalogue/compiled/hi/common.json'));

export { useLanguage, useT } from '@hackathon/session';
