import { useState } from 'react';
import { DEFAULT_SCRIPT_TONE, DEFAULT_VIDEO_LENGTH } from '@shared/catalog/scripts';
import { scriptProblems, type GenerateScriptResponse } from '@shared/contracts/scripts';
import { toast } from '@/components/ui/use-toast';
import { useLoadingOverlay } from '@/features/workspace';
import { useGenerateScript } from '../api/generate-script';
import { GENERATION_FAILED_TITLE, scriptFailureMessage } from '../lib/failure-message';
import { ScriptForm, type ScriptFormValues } from './script-form';
import { ScriptResult } from './script-result';

/** The Script Writing tab (spec §2): the form on the left, the draft on the right. */
export function ScriptWritingTab() {
  const [values, setValues] = useState<ScriptFormValues>({
    topic: '',
    videoLength: DEFAULT_VIDEO_LENGTH,
    tone: DEFAULT_SCRIPT_TONE,
  });
  const [result, setResult] = useState<GenerateScriptResponse | null>(null);
  const generate = useGenerateScript();
  const { showLoading, hideLoading } = useLoadingOverlay();

  function submit() {
    const topic = values.topic.trim();
    if (!topic) {
      toast({ variant: 'destructive', ...toastOf(scriptProblems.topicRequired) });
      return;
    }
    showLoading();
    generate.mutate(
      { topic, videoLength: values.videoLength, tone: values.tone, ...(values.template ? { template: values.template } : {}) },
      {
        onSuccess: (generated) => {
          setResult(generated);
          toast({ title: 'Script Generated!', description: `Your ${generated.wordCount}-word script is ready.` });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: GENERATION_FAILED_TITLE, description: scriptFailureMessage(error) }),
        onSettled: hideLoading,
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ScriptForm values={values} onChange={setValues} onSubmit={submit} isPending={generate.isPending} />
      <ScriptResult result={result} />
    </div>
  );
}

function toastOf(problem: { title: string; message: string }) {
  return { title: problem.title, description: problem.message };
}
