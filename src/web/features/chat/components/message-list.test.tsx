import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineLanguageNote, type ContentLanguageTag } from '@shared/catalog/languages';
import type { ChatMessage } from '@shared/realtime';
import { changeLocale } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { MessageList } from './message-list';

const reply = (content: string, engine = 'openai', id = 'r1'): ChatMessage => ({
  id,
  role: 'assistant',
  content,
  timestamp: new Date().toISOString(),
  isVoice: false,
  voiceUrl: null,
  partial: false,
  engine,
});

function showReplies(messages: ChatMessage[], language: ContentLanguageTag = 'en') {
  renderWithProviders(
    <MessageList
      messages={messages}
      language={language}
      streamingText={null}
      typing={false}
      audio={{}}
      fallbacks={{}}
      autoPlayId={null}
      voiceEnabled={false}
      onSpeak={() => undefined}
    />,
    { route: '/app?tab=chat' },
  );
  return screen.getByRole('log');
}

const showReply = (content: string) => showReplies([reply(content)]);

describe('a chat reply written in Markdown', () => {
  it('shows headings, emphasis, lists, tables, code and quotes as such, with no raw marks left', () => {
    const log = showReply(
      [
        '# Three hooks for a balcony garden video',
        '',
        'Start with *the harvest*, not the **soil**.',
        '',
        '1. Show the first ripe tomato',
        '2. Ask what grows on theirs',
        '',
        '| Hook | Seconds |',
        '| --- | --- |',
        '| Harvest reveal | 3 |',
        '',
        '> Keep it under five seconds.',
        '',
        '```',
        'HOOK: "Guess what grew on my balcony"',
        '```',
      ].join('\n'),
    );
    expect(within(log).getByRole('heading', { name: 'Three hooks for a balcony garden video' })).toBeInTheDocument();
    expect(within(log).getByText('the harvest').tagName).toBe('EM');
    expect(within(log).getByText('soil').tagName).toBe('STRONG');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getByRole('cell', { name: 'Harvest reveal' })).toBeInTheDocument();
    expect(log.querySelector('blockquote')).toHaveTextContent('Keep it under five seconds.');
    expect(log.querySelector('pre')).toHaveTextContent('HOOK: "Guess what grew on my balcony"');
    for (const mark of ['# ', '*the', '**', '| ---', '```', '> Keep']) expect(log).not.toHaveTextContent(mark);
  });

  it('keeps links to the studio and shows any other address as plain text, and no HTML', () => {
    const log = showReply(
      'Open [your projects](/app/projects) or [claim a prize](https://evil.example/login). <img src=x onerror="alert(1)">',
    );
    expect(
      within(log)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/app/projects']);
    expect(log).toHaveTextContent('or claim a prize.');
    expect(log.querySelector('img')).toBeNull();
    expect(log).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

describe('a reply of the offline writer in a conversation in another language', () => {
  const offlineAndModel = [reply('Three story ideas…', 'offline-writer', 'offline'), reply('Tres ideas…', 'openai', 'model')];
  const offline = () => screen.getAllByTestId('chat-message')[0]!;
  const model = () => screen.getAllByTestId('chat-message')[1]!;

  it('says the offline writer writes in English, in the words the projects use, under its replies only', () => {
    showReplies(offlineAndModel, 'es');
    expect(within(offline()).getByTestId('offline-language-note')).toHaveTextContent(offlineLanguageNote('es'));
    expect(offlineLanguageNote('es')).toBe('The offline writer writes in English. Connect a text model in AI engines to write in Spanish.');
    expect(within(model()).queryByTestId('offline-language-note')).not.toBeInTheDocument();
  });

  it('says nothing of the kind in an English conversation', () => {
    showReplies(offlineAndModel, 'en');
    expect(screen.queryByTestId('offline-language-note')).not.toBeInTheDocument();
  });

  it('says it in the interface language, naming the conversation’s language in it', async () => {
    await act(() => changeLocale('es'));
    showReplies(offlineAndModel, 'de');
    expect(await within(offline()).findByTestId('offline-language-note')).toHaveTextContent(
      'El redactor sin conexión escribe en inglés. Conecta un modelo de texto en Motores de IA para escribir en alemán.',
    );
  });
});
