import type { KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { CHAT_LIMITS } from '@hackathon/contracts';
import { useT } from '@hackathon/ui';

export interface ChatMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The assistant's message box. Its own chunk (ChatAssistant loads it when the chat opens): a
 * text field brings MUI's whole input family, which no other part of the landing page needs.
 */
export default function ChatMessageField({ value, onChange, onKeyDown }: ChatMessageFieldProps) {
  const t = useT();
  return (
    <TextField
      multiline
      minRows={2}
      maxRows={5}
      placeholder={t('common.chat.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: { 'aria-label': t('common.chat.messageLabel'), maxLength: CHAT_LIMITS.messageMax } }}
      sx={{ '& textarea': { minHeight: 60, maxHeight: 120, overflowY: 'auto' } }}
    />
  );
}
