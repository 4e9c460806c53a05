import type { Category, Gender } from './constants';
import { labelTable } from './message-text';

/**
 * How the constants' machine values are shown, in the current language (the value sent stays
 * 'jr', 'male'...). Apart from constants.ts, which every page imports, so that a page showing none
 * of them downloads no label catalogue.
 */
export const CATEGORY_LABEL: Record<Category, string> = labelTable<Category>({ jr: 'category.jr', sr: 'category.sr' });
export const CATEGORY_FILTER_LABEL: Record<Category, string> = labelTable<Category>({ jr: 'categoryFilter.jr', sr: 'categoryFilter.sr' });
export const GENDER_LABEL: Record<Gender, string> = labelTable<Gender>({ male: 'gender.male', female: 'gender.female', other: 'gender.other' });
