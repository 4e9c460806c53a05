/** What other modules may use of the school directory: the module. The lookups by code live in api/src/kernel/school-ref.ts. */
export { SchoolsModule } from './schools.module';
