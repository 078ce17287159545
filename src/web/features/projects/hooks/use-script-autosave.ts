import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Project } from '@shared/contracts/projects';
import { failedWith } from '@/lib/api-client';
import { keepProject, projectQueryKey } from '../api/projects';
import { saveScript } from '../api/script';

/** How long typing must pause before the script is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

/**
 * The script as the creator edits it: kept locally, saved a moment after typing stops (and when the
 * page is left), each save naming the version it was edited from. A save refused because another
 * tab saved first is a 'conflict': nothing is overwritten until the creator chooses.
 */
export function useScriptAutosave(project: Project) {
  const queryClient = useQueryClient();
  const serverScript = project.script;
  const [text, setText] = useState(serverScript?.content ?? '');
  const [state, setState] = useState<SaveState>('saved');
  const base = useRef(serverScript?.version ?? 0);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<void> | null>(null);
  // After a conflict nothing is saved on its own (not on typing, not on leaving the box) until the creator chooses.
  const conflicted = useRef(false);

  // A version written elsewhere (a generation, a restore, a save in this tab) becomes the text,
  // unless the creator has typed something not yet saved.
  useEffect(() => {
    // Only a newer version: a refetch that started before this tab's save may answer with an older one.
    if (!serverScript || serverScript.version <= base.current) return;
    if (pending.current !== null) return;
    base.current = serverScript.version;
    setText(serverScript.content);
    setState('saved');
  }, [serverScript]);

  /** Saves what is typed now; true once everything typed is saved (false after a conflict or a failure). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time: a flush that waited re-reads what is still to save (the earlier one may have saved it).
    while (saving.current) await saving.current;
    const content = pending.current;
    if (conflicted.current) return false;
    if (content === null) return true;
    setState('saving');
    let saved = false;
    const attempt = saveScript(project.id, { content, baseVersion: base.current })
      .then((savedProject) => {
        saved = true;
        if (pending.current === content) pending.current = null;
        base.current = savedProject.script?.version ?? base.current;
        keepProject(queryClient, savedProject);
        setState(pending.current === null ? 'saved' : 'unsaved');
      })
      .catch((error: unknown) => {
        conflicted.current = failedWith(error, 409);
        setState(conflicted.current ? 'conflict' : 'failed');
      })
      .finally(() => {
        saving.current = null;
      });
    saving.current = attempt;
    await attempt;
    return saved && pending.current === null;
  }, [project.id, queryClient]);

  const edit = useCallback(
    (next: string) => {
      setText(next);
      pending.current = next;
      if (conflicted.current) return;
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a conflict: take the latest saved version, or save this text over it. */
  const resolveConflict = useCallback(
    async (choice: 'theirs' | 'mine') => {
      const latest = await queryClient.fetchQuery<Project>({ queryKey: projectQueryKey(project.id), staleTime: 0 });
      base.current = latest.script?.version ?? 0;
      conflicted.current = false;
      if (choice === 'theirs') {
        pending.current = null;
        setText(latest.script?.content ?? '');
        setState('saved');
        return;
      }
      await flush();
    },
    [flush, project.id, queryClient],
  );

  // Leaving the page saves what is typed; the browser asks first while a save is outstanding.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current === null) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Switching tab or project: what is typed is saved, not dropped.
      if (pending.current !== null) void flush();
    };
  }, [flush]);

  return { text, edit, state, flush, resolveConflict };
}
