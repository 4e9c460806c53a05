import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ContentModule } from '../content';
import { ChatService } from './chat.service';

/** The chat assistant: a knowledge index of the published content (built again after a publish), an optional model behind it. */
@Module({
  imports: [ContentModule],
  controllers: [ChatController],
  providers: [ChatService],
})
export class ChatModule {}
