/** What other modules may use of the school directory: the module, its service (lookups, scoped reads) and the row type. */
export { SchoolsModule } from './schools.module';
export { SchoolsService } from './schools.service';
export { toSchoolLookup } from './school-lookup';
export type { SchoolRow } from './school-lookup';
