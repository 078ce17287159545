import { useAiEngines } from '../api/ai-engines';
import { AiEngineCard } from './ai-engine-card';
import { LocalModelsSection } from './local-models';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';

/**
 * 'AI engines': what writes, draws, speaks and listens for the studio, each capability set up here
 * (it applies at once, on every instance) unless the server's environment sets it; then the GGUF
 * models this server can run.
 */
export function AiEnginesSection() {
  const engines = useAiEngines();
  return (
    <section aria-labelledby="ai-engines-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="ai-engines-title"
        title="AI engines"
        description="What writes, draws, speaks and listens for the studio. A setting saved here applies at once; one set in the server's environment wins and is shown read-only."
      />
      <QueryView query={engines} loading="Loading AI engines..." failed="Failed to load the AI engines.">
        {(data) => (
          <ul aria-label="Capabilities" className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {data.engines.map((view) => (
              <AiEngineCard key={view.capability} view={view} />
            ))}
          </ul>
        )}
      </QueryView>
      <div className="border-t border-border pt-6">
        <LocalModelsSection />
      </div>
    </section>
  );
}
