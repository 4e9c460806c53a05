/** One page per school (issue 25). */
export { SchoolPageModule } from './school-page.module';
