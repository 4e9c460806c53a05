import type { Category } from '@hackathon/contracts';
import { labelTable } from '../../../i18n';

/** How a category is shown on this dashboard, in the language of the moment (the value sent stays 'jr' or 'sr'). */
export const CATEGORY_LABEL: Record<Category, string> = labelTable({ jr: 'school.category.jr', sr: 'school.category.sr' });

/** The category with its classes: 'Junior (8th-10th)'. */
export const CATEGORY_FILTER_LABEL: Record<Category, string> = labelTable({ jr: 'school.categoryFilter.jr', sr: 'school.categoryFilter.sr' });
