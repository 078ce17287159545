import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, makeScriptVersion, projectServer } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { ScriptEditor } from './script-editor';

const words = (count: number) => `[HOOK]\n${'word '.repeat(count).trim()}`;

function renderEditor(pace?: { wordsPerMinute: number; label: string; detail?: string }) {
  const project = makeProject({ hasScript: true, script: makeScriptVersion({ content: words(200), wordCount: 200 }) });
  const server = projectServer(project);
  return renderSignedInTab(<ScriptEditor project={project} {...(pace ? { pace } : {})} />, { handlers: server.handlers });
}

describe('ScriptEditor', () => {
  it("counts spoken words and times them live at the narrating voice's pace, naming it", () => {
    renderEditor({ wordsPerMinute: 195, label: "James's pace", detail: 'James (American): 195 words a minute, measured on its audio' });
    expect(screen.getByTestId('script-word-count')).toHaveTextContent('200 words');
    // 200 words at 195 a minute: 61.5 s.
    const time = screen.getByTestId('script-estimated-time');
    expect(time).toHaveTextContent("~1 min 2 sec at James's pace");
    expect(time).toHaveAttribute('title', 'James (American): 195 words a minute, measured on its audio');

    fireEvent.input(screen.getByRole('textbox', { name: 'Script text' }), { target: { value: words(780) } });
    expect(screen.getByTestId('script-word-count')).toHaveTextContent('780 words');
    expect(time).toHaveTextContent("~4 min at James's pace");
  });

  it('without a voice, times the script at a typical narration pace and says so', () => {
    renderEditor();
    expect(screen.getByTestId('script-estimated-time')).toHaveTextContent('~1 min 20 sec at a typical narration pace');
  });
});
