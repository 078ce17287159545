import { CHAT_CONTEXT_MAX_LENGTH, chatContextExamples } from '@shared/catalog/chat';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type ChatContext = { niche: string; audience: string; budget: string };

const fields = [
  { key: 'niche', label: 'Niche' },
  { key: 'audience', label: 'Target Audience' },
  { key: 'budget', label: 'Budget' },
] as const;

/** Niche, Target Audience and Budget, with the spec's examples as placeholders (§2). */
export function ContextFields({ value, onChange }: { value: ChatContext; onChange: (next: ChatContext) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map(({ key, label }) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`chat-${key}`}>{label}</Label>
          <Input
            id={`chat-${key}`}
            value={value[key]}
            maxLength={CHAT_CONTEXT_MAX_LENGTH}
            placeholder={chatContextExamples[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
        </div>
      ))}
    </div>
  );
}
