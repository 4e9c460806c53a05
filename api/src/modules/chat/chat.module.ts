import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';

/** The chat assistant: a knowledge index of the event built at start, an optional model behind it. */
@Module({
  controllers: [ChatController],
  providers: [ChatService],
})
export class ChatModule {}
