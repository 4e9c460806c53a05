import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, CHAT_LIMITS, type ChatMessageInput, type ChatTurn } from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ChatTurnDto implements ChatTurn {
  @ApiProperty({ example: 'What is the registration fee?' })
  @IsString({ message: API_MSG.chatHistoryInvalid })
  @MaxLength(CHAT_LIMITS.historyItemMax, { message: API_MSG.chatHistoryItemTooLong(CHAT_LIMITS.historyItemMax) })
  text!: string;

  @ApiProperty({ example: false })
  @IsBoolean({ message: API_MSG.chatHistoryInvalid })
  isBot!: boolean;

  /** The spec's chat message has a timestamp; clients may send it along, it is not used. */
  @ApiPropertyOptional({ example: '2025-10-01T10:00:00.000Z' })
  @IsOptional()
  @IsString({ message: API_MSG.chatHistoryInvalid })
  @MaxLength(40, { message: API_MSG.chatHistoryInvalid })
  timestamp?: string;
}

export class SendMessageDto implements ChatMessageInput {
  @ApiProperty({ example: 'What is the registration fee?', minLength: 1, maxLength: CHAT_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: API_MSG.chatMessageRequired })
  @IsNotEmpty({ message: API_MSG.chatMessageRequired })
  @MaxLength(CHAT_LIMITS.messageMax, { message: API_MSG.chatMessageTooLong(CHAT_LIMITS.messageMax) })
  message!: string;

  @ApiPropertyOptional({ type: [ChatTurnDto], maxItems: CHAT_LIMITS.historyMaxItems, description: 'The earlier messages of this conversation, oldest first' })
  @IsOptional()
  @IsArray({ message: API_MSG.chatHistoryInvalid })
  @ArrayMaxSize(CHAT_LIMITS.historyMaxItems, { message: API_MSG.chatHistoryTooLong(CHAT_LIMITS.historyMaxItems) })
  @ValidateNested({ each: true, message: API_MSG.chatHistoryInvalid })
  @Type(() => ChatTurnDto)
  conversationHistory?: ChatTurnDto[];
}
