import { Sparkles, Wand2 } from 'lucide-react';
import { useId } from 'react';
import {
  quickTemplates,
  scriptTones,
  videoLengths,
  type QuickTemplateId,
  type ScriptTone,
  type VideoLength,
} from '@shared/catalog/scripts';
import { TOPIC_MAX_LENGTH } from '@shared/contracts/scripts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormCard } from '@/components/ui/form-card';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { fieldClass, SelectField } from '@/components/ui/select-field';

export interface ScriptFormValues {
  topic: string;
  videoLength: VideoLength;
  tone: ScriptTone;
  template?: QuickTemplateId;
}

type ScriptFormProps = {
  values: ScriptFormValues;
  onChange: (values: ScriptFormValues) => void;
  onSubmit: () => void;
  isPending: boolean;
};

export function ScriptForm({ values, onChange, onSubmit, isPending }: ScriptFormProps) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <FormCard title="Script Writing" description="Describe your video and pick a length and tone." onSubmit={onSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-topic`}>Video Topic or Keywords</Label>
          <textarea
            id={`${id}-topic`}
            rows={4}
            maxLength={TOPIC_MAX_LENGTH}
            placeholder="e.g. How to start a vegetable garden on a balcony"
            className={cn(fieldClass, 'resize-y')}
            value={values.topic}
            onChange={(event) => onChange({ ...values, topic: event.target.value })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-length`}
            label="Video Length"
            value={values.videoLength}
            options={videoLengths.map(({ label }) => label)}
            onChange={(videoLength) => onChange({ ...values, videoLength })}
          />
          <SelectField
            id={`${id}-tone`}
            label="Tone"
            value={values.tone}
            options={scriptTones}
            onChange={(tone) => onChange({ ...values, tone })}
          />
        </div>
        <Button type="submit" variant="brand" size="lg" disabled={isPending}>
          <Wand2 aria-hidden />
          {isPending ? 'Generating...' : 'Generate Script'}
        </Button>
      </FormCard>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Sparkles aria-hidden className="size-5 text-primary" />
            Quick Templates
          </CardTitle>
          <CardDescription>Start from a template, then edit the topic.</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="group" aria-label="Quick Templates" className="grid grid-cols-2 gap-3">
            {quickTemplates.map((template) => {
              const selected = values.template === template.id;
              return (
                <button
                  key={template.id}
                  type="button"
                  aria-pressed={selected}
                  title={template.description}
                  className={cn(
                    'cursor-pointer rounded-xl border p-3 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
                    selected ? 'border-primary bg-accent' : 'border-border bg-card',
                  )}
                  onClick={() => onChange({ ...values, topic: template.topicPrompt, template: template.id })}
                >
                  <span className="block font-semibold">{template.label}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">{template.description}</span>
                </button>
              );
            })}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
