import { Body, Controller, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, CHAT_API, CHAT_LIMITS, MSG } from '@hackathon/contracts';
import { Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { ChatThrottle } from '../../throttle/throttle';
import { ChatService } from './chat.service';
import { SendMessageDto } from './dto/send-message.dto';

/** POST /api/ai-chat/send-message: the floating assistant, open to visitors (rationed per IP). */
@ApiTags('chat')
@Public()
@Controller()
export class ChatController {
  private readonly logger = new Logger('Chat');

  constructor(private readonly chat: ChatService) {}

  @ApiEndpoint(CHAT_API.sendMessage)
  @ChatThrottle()
  @ApiOperation({ summary: "Answers a question from the event's own knowledge (FAQ, dates, prizes, contacts, rulebook and guidelines)" })
  @ApiResponse({ status: 400, description: `message missing or longer than ${CHAT_LIMITS.messageMax} characters; conversationHistory not a list of { text, isBot } or too long` })
  @ApiResponse({ status: 429, description: `More than ${CHAT_LIMITS.requestsPerMinute} messages a minute from one address (CHAT_RATE_LIMIT)` })
  async send(@Body() body: SendMessageDto) {
    try {
      return ok(await this.chat.reply(body.message, body.conversationHistory ?? []), API_MSG.chatAnswered);
    } catch (error) {
      // the answer is computed locally and the model call never throws: this is a bug, not the client's fault
      this.logger.error(`Chat answer failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      throw new ServiceUnavailableException(MSG.chatUnavailable);
    }
  }
}
