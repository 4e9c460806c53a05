import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Fab, IconButton, Modal, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { useEndpointMutation } from '@hackathon/api-client';
import { CHAT_API, MSG, formatTime, type ChatTurn } from '@hackathon/contracts';
import { useT } from '@hackathon/ui';
import { canSend, CHAT_GREETING, conversationHistory, message, replyText, type ChatMessage } from './model';

// loaded when the chat opens: the text field is the only part of MUI's input family the landing page would carry
const ChatMessageField = lazy(() => import(/* webpackChunkName: "chat-field" */ './ChatMessageField'));

interface SendVariables {
  text: string;
  history: ChatTurn[];
}

/** The floating AI chat assistant of the layout. */
export function ChatAssistant() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(CHAT_GREETING, true)]);
  const listEnd = useRef<HTMLDivElement | null>(null);
  // the modal mounts its content after this component's effects: the end scrolls into view as it appears too
  const placeListEnd = useCallback((node: HTMLDivElement | null) => {
    listEnd.current = node;
    node?.scrollIntoView?.({ block: 'end' });
  }, []);
  const fab = useRef<HTMLButtonElement>(null);
  // closing (the close button, Escape, a click outside) puts focus back on the chat button
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) fab.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const send = useEndpointMutation(
    CHAT_API.sendMessage,
    ({ text: outgoing, history }: SendVariables) => ({
      params: [] as [],
      body: { message: outgoing, conversationHistory: history },
      // the assistant is open to visitors: a 401 here is no reason to end a session
      skipAuthRedirect: true,
    }),
    {
      onSuccess: (result) => setMessages((list) => [...list, message(replyText(result.data), true)]),
      onError: () => setMessages((list) => [...list, message(MSG.chatUnavailable, true)]),
    },
  );

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, open, send.isPending]);

  const submit = () => {
    if (!canSend(text, send.isPending)) return;
    const outgoing = text.trim();
    const history = conversationHistory(messages);
    setMessages((list) => [...list, message(outgoing, false)]);
    setText('');
    send.mutate({ text: outgoing, history });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter sends, Shift+Enter keeps the new line (and IME composition is left alone)
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      {/* a modal: focus moves into it on opening and stays inside, Escape or a click outside closes it
          (the backdrop is invisible: the page stays in view) */}
      <Modal open={open} onClose={() => setOpen(false)} disableScrollLock slotProps={{ backdrop: { invisible: true } }}>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-label={t('common.chat.dialogLabel')}
          tabIndex={-1}
          elevation={8}
          sx={{
            position: 'fixed',
            right: { xs: 8, sm: 24 },
            left: { xs: 8, sm: 'auto' },
            bottom: { xs: 84, sm: 96 },
            width: { sm: 380 },
            height: { xs: '70vh', sm: 520 },
            maxHeight: 'calc(100vh - 120px)',
            display: 'flex',
            flexDirection: 'column',
            zIndex: (theme) => theme.zIndex.modal - 1,
            overflow: 'hidden',
            outline: 'none',
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
              {t('common.chat.title')}
            </Typography>
            <IconButton aria-label={t('common.chat.closeChat')} onClick={() => setOpen(false)} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {/* focusable so the history scrolls by keyboard too (axe 'scrollable-region-focusable') */}
          <Box
            sx={{ flexGrow: 1, overflowY: 'auto', p: 1.5, bgcolor: 'background.default' }}
            role="log"
            aria-label={t('common.chat.messagesLabel')}
            tabIndex={0}
            aria-live="polite"
            data-testid="chat-messages"
          >
            {messages.map((item, index) => (
              <Box key={index} sx={{ display: 'flex', justifyContent: item.isBot ? 'flex-start' : 'flex-end', mb: 1 }} data-from={item.isBot ? 'bot' : 'user'}>
                <Box
                  sx={{
                    maxWidth: '85%',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    bgcolor: item.isBot ? 'background.paper' : 'primary.main',
                    color: item.isBot ? 'text.primary' : 'primary.contrastText',
                    border: item.isBot ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  {/* the local greeting follows the language; the answers are the API's */}
                  <Typography variant="body2">{index === 0 && item.isBot && item.text === CHAT_GREETING ? t('common.chat.greeting') : item.text}</Typography>
                  <Typography variant="caption" sx={{ opacity: 0.7 }}>
                    {formatTime(item.timestamp)}
                  </Typography>
                </Box>
              </Box>
            ))}
            {send.isPending ? (
              <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
                {t('common.chat.typing')}
              </Typography>
            ) : null}
            <div ref={placeListEnd} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'flex-end', borderTop: 1, borderColor: 'divider' }}>
            <Suspense fallback={<Box sx={{ flexGrow: 1, minHeight: 60 }} />}>
              <ChatMessageField value={text} onChange={setText} onKeyDown={onKeyDown} />
            </Suspense>
            <IconButton color="primary" aria-label={t('common.chat.send')} onClick={submit} disabled={!canSend(text, send.isPending)}>
              <SendIcon />
            </IconButton>
          </Stack>
        </Paper>
      </Modal>
      <Tooltip title={open ? t('common.chat.closeAssistant') : t('common.chat.askTooltip')}>
        <Fab
          ref={fab}
          color="primary"
          aria-label={open ? t('common.chat.closeAssistant') : t('common.chat.openAssistant')}
          onClick={() => setOpen((value) => !value)}
          sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: (theme) => theme.zIndex.modal - 1 }}
        >
          {open ? <CloseIcon /> : <ChatIcon />}
        </Fab>
      </Tooltip>
    </>
  );
}
