/** What other modules may reuse from the first-screen module. */
export { FirstScreenModule } from './first-screen.module';
