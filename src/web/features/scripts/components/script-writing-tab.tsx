import { lazy, Suspense, useState } from 'react';
import { DEFAULT_SCRIPT_TONE, DEFAULT_VIDEO_LENGTH } from '@shared/catalog/scripts';
import { scriptProblems, type GenerateScriptResponse } from '@shared/contracts/scripts';
import { LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { useLoadingOverlay } from '@/features/workspace';
import { useGenerateScript } from '../api/generate-script';
import { GENERATION_FAILED_TITLE, scriptFailureMessage } from '../lib/failure-message';
import { ScriptForm, type ScriptFormValues } from './script-form';
import { ScriptResult } from './script-result';

// The voiceover card (and the voice feature with it) is not part of the tab's first paint: it starts
// loading when a script is asked for and shows once there is one.
const loadVoice = () => import('@/features/voice');
const VoiceoverCard = lazy(() => loadVoice().then((voice) => ({ default: voice.VoiceoverCard })));

/** The Script Writing tab (spec §2): the form on the left, the draft and its voiceover on the right. */
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
    // Only a head start: if it fails, the card asks for the module again when it renders.
    loadVoice().catch(() => {});
    showLoading();
    generate.mutate(
      { topic, videoLength: values.videoLength, tone: values.tone, ...(values.template ? { template: values.template } : {}) },
      {
        onSuccess: (generated) => {
          setResult(generated);
          toast({ title: 'Script Generated!', description: `Your ${generated.wordCount}-word script is ready.` });
        },
        onError: (error) => toast({ variant: 'destructive', title: GENERATION_FAILED_TITLE, description: scriptFailureMessage(error) }),
        onSettled: hideLoading,
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ScriptForm values={values} onChange={setValues} onSubmit={submit} isPending={generate.isPending} />
      <div className="grid content-start gap-6">
        <ScriptResult result={result} />
        {/* Spec §2: once a script exists, a voiceover card under it. */}
        {result && (
          <Suspense fallback={<LoadingState label="Loading voiceover..." className="py-6" />}>
            <VoiceoverCard script={result.generatedScript} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function toastOf(problem: { title: string; message: string }) {
  return { title: problem.title, description: problem.message };
}
