import english from '@hackathon/catalogue/compiled/en/labels.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `labels` namespace (lists' and members' words: listText.*, gender.*, categoryFilter.*) for the
 * files of this library that show them: imported by those files, so only a page that shows a list or
 * a team form downloads it (the landing page shows neither).
 */
registerCatalogue('labels', english, () => import('@hackathon/catalogue/compiled/hi/labels.json'));

export { useT } from './i18n';
