import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { floatingNotAllowed } from '../components/focus-clearance';
import { lazyOr } from '../lib/lazy-or';
import { visuallyHidden } from '../components/visually-hidden';

// The text field (a fifth of the layout's code) loads when the chat is first opened, not with every page.
const TextField = lazyOr(
  () => import('@mui/material/TextField'),
  () => null,
);

interface ChatMessage {
  author: 'agent' | 'visitor';
  text: string;
}

/** SPEC §9: the chat input grows to at most four rows. */
const CHAT_INPUT_MAX_ROWS = 4;

/**
 * SPEC §2's demo chat: canned sample messages and no backend. What the visitor types stays in this
 * tab and gets a canned reply, and the panel says plainly that nobody is on the other end.
 *
 * From a tablet up the button floats in the window's corner, where the layout leaves it room. On a
 * phone a floating button would lie over the cards' amounts as they scroll by, so there it sits in
 * the page's flow, between the content and the footer, and covers nothing.
 */
export function DemoChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(
    () => t('chat.samples', { returnObjects: true }) as ChatMessage[],
  );
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const fabRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => setOpen(false);
  // Focus goes back to the button once the panel (and its focus trap) is gone, not before.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) fabRef.current?.focus();
    // Into the panel at once: the message field, loaded on first opening, takes it when it arrives.
    if (!wasOpen.current && open && !panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((previous) => [
      ...previous,
      { author: 'visitor', text },
      { author: 'agent', text: t('chat.autoReply') },
    ]);
    setDraft('');
  };

  return (
    <Box
      component="aside"
      aria-label={t('chat.title')}
      sx={{
        display: { xs: 'flex', sm: 'block' },
        justifyContent: 'flex-end',
        px: { xs: 2, sm: 0 },
        pb: { xs: 2, sm: 0 },
      }}
    >
      {/* While open, Tab stays inside the panel (WCAG 2.4.3): nothing behind it can take focus unseen. */}
      <FocusTrap open={open} disableAutoFocus disableRestoreFocus>
        {open ? (
          <Paper
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            elevation={8}
            // Escape from anywhere inside closes it.
            onKeyDown={(event) => event.key === 'Escape' && close()}
            tabIndex={-1}
            sx={{
              position: 'fixed',
              right: 16,
              // On a phone the button is in the page's flow, perhaps off screen: the panel takes its corner.
              bottom: { xs: 16, sm: 88 },
              zIndex: (theme) => theme.zIndex.speedDial + 1,
              width: 'min(360px, calc(100vw - 32px))',
              height: { xs: 'min(520px, calc(100dvh - 96px))', sm: 'min(520px, calc(100dvh - 176px))' },
              display: 'flex',
              flexDirection: 'column',
              // On a short window (400 % zoom) it takes the whole window instead of a sliver of it.
              [floatingNotAllowed]: { inset: 0, width: '100%', height: '100%', borderRadius: 0 },
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                pl: 2,
                pr: 1,
                py: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderRadius: '4px 4px 0 0',
              }}
            >
              <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
                {t('chat.title')}
              </Typography>
              <IconButton onClick={close} aria-label={t('chat.close')} color="inherit">
                <CloseIcon />
              </IconButton>
            </Box>
            <Alert severity="warning" icon={false} sx={{ borderRadius: 0, py: 0 }}>
              {t('chat.notice')}
            </Alert>
            <Box
              component="ol"
              aria-live="polite"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 2,
                flex: 1,
                overflowY: 'auto',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              }}
            >
              {messages.map((message, index) => (
                <ChatBubble key={index} message={message} />
              ))}
            </Box>
            <Box
              component="form"
              onSubmit={send}
              sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Suspense fallback={<Box sx={{ flex: 1, height: 40 }} />}>
                <TextField
                  label={t('chat.messageLabel')}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter sends, Shift+Enter starts a new line.
                    if (event.key === 'Enter' && !event.shiftKey) send(event);
                  }}
                  multiline
                  maxRows={CHAT_INPUT_MAX_ROWS}
                  size="small"
                  fullWidth
                  autoFocus
                />
              </Suspense>
              <IconButton type="submit" aria-label={t('chat.send')} color="primary">
                <SendIcon />
              </IconButton>
            </Box>
          </Paper>
        ) : (
          <span />
        )}
      </FocusTrap>
      <Fab
        ref={fabRef}
        color="primary"
        onClick={() => (open ? close() : setOpen(true))}
        aria-label={open ? t('chat.close') : t('chat.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        sx={{
          position: { xs: 'static', sm: 'fixed' },
          right: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </Fab>
    </Box>
  );
}

function ChatBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.author === 'visitor';
  return (
    <Box
      component="li"
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {mine ? t('chat.you') : t('chat.agent')}:{' '}
      </Box>
      {message.text}
    </Box>
  );
}
