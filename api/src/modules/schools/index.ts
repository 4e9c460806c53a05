export { SchoolsModule } from './schools.module';
export { SchoolsService } from './schools.service';
export { toSchoolLookup } from './school-lookup';
export type { SchoolRow } from './school-lookup';
