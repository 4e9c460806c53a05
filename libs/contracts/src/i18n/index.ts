export * from './locales';
export { activateLocale, currentLocale, loadCatalogue, onLocaleChange, readInLocale, setLocaleResolver, translate } from './translate';
export type { MessageValues } from './translate';
export type { CatalogueLoader, MessageId, Namespace } from './catalogues';
export type { CompiledCatalogue } from './catalogue-types';
export { loadServerCatalogues } from './server-catalogues';
export { messageTable } from './define';
export { relocalize } from './relocalize';
