import englishLabels from '@hackathon/catalogue/compiled/en/labels.json';
import englishViews from '@hackathon/catalogue/compiled/en/views.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The words of lists, team members and files, for the files of this library that show them: the
 * `labels` namespace (listText.*, gender.*, categoryFilter.*) and this library's `views` (paging,
 * member rows, team fields, file previews). Imported by those files, so only a page that shows a
 * list, a team form or a file downloads them (the landing page shows none).
 */
registerCatalogue('labels', englishLabels, () => import('@hackathon/catalogue/compiled/hi/labels.json'));
registerCatalogue('views', englishViews, () => import('@hackathon/catalogue/compiled/hi/views.json'));

export { useT } from './i18n';
