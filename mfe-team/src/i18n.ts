import english from '@hackathon/catalogue/compiled/en/team.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `team` namespace: the texts of the team's pages (issue 24, ADR 0010). Every file of this remote
 * that shows text imports `useT` (components) or `translate` (rules that word a text) from here, so
 * the catalogue is registered before its first render.
 */
registerCatalogue('team', english, () => import('@hackathon/catalogue/compiled/hi/team.json'));

export { useLanguage, useT, type Translate } from '@hackathon/session';
export { translate } from '@hackathon/contracts';
