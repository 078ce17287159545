import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const engines = useAiEngines();
  return (
    <section aria-labelledby="ai-engines-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="ai-engines-title" title={t('aiEngines.title')} description={t('aiEngines.description')} />
      <QueryView query={engines} loading={t('aiEngines.loading')} failed={t('aiEngines.failed')}>
        {(data) => (
          <ul aria-label={t('aiEngines.capabilities')} className="grid grid-cols-1 gap-4 xl:grid-cols-2">
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
