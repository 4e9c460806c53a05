import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity';
import { SchoolPageController } from './school-page.controller';
import { SchoolPageService } from './school-page.service';

/**
 * One page per school (issue 25): a composition of what the back office knows about a school,
 * read over the caller's scope; the Activity part is the Activity section's own read.
 */
@Module({
  imports: [ActivityModule],
  controllers: [SchoolPageController],
  providers: [SchoolPageService],
})
export class SchoolPageModule {}
