import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EngineFallbackReason } from '@shared/catalog/ai-engines';
import type { AiStatusResponse } from '@shared/contracts/ai';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { useAuth } from '@/features/auth';
import { useAiStatus } from '@/hooks/use-ai-status';
import { AI_ENGINES_CONSOLE_HREF, aiEngineLabel } from '@/lib/ai-engine-label';

type Capabilities = AiStatusResponse['capabilities'];

/** The tools in the order the studio shows them (their names are in the catalogue under `engines.capabilities`). */
const tools = ['scripts', 'seo', 'chat', 'images', 'speech', 'voiceCloning', 'speechInput', 'video'] as const satisfies ReadonlyArray<
  keyof Capabilities
>;

/** What serves one tool: its engine's name, and the model when it has one. */
function servedBy(
  t: TFunction<'workspace'>,
  capabilities: Capabilities,
  capability: keyof Capabilities,
): { engine: string; model: string | null } {
  const status = capabilities[capability];
  // No speech input engine: the browser listens; no video engine: videos cannot be made here.
  if (!status)
    return { engine: capability === 'speechInput' ? aiEngineLabel('speechInput', 'browser') : t('engines.notAvailable'), model: null };
  return { engine: aiEngineLabel(capability, status.engine), model: status.model };
}

/** Why an engine stands aside, in words: 'the provider refused the API key (HTTP 401)'. */
function reasonText(t: TFunction<'workspace'>, reason: EngineFallbackReason, status: number | null): string {
  const words = t(`engines.reasons.${reason}`);
  return status === null ? words : t('engines.reasonWithStatus', { reason: words, status });
}

/** 'AI engines': which engine serves each of the studio's tools, and where they are set up. */
export function AiEnginesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const status = useAiStatus();
  const capabilities = status.data?.capabilities;
  const { user } = useAuth();
  const { t } = useTranslation('workspace');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t('engines.title')}</DialogTitle>
          <DialogDescription>{t('engines.description')}</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 overflow-y-auto">
          {status.isError ? (
            <LoadFailed compact message={t('engines.loadFailed')} onRetry={() => void status.refetch()} className="py-6" />
          ) : !capabilities ? (
            <LoadingState label={t('engines.loading')} className="py-8 text-sm" />
          ) : (
            <dl className="divide-y divide-border" data-testid="ai-engines-list">
              {tools.map((capability) => {
                const { engine, model } = servedBy(t, capabilities, capability);
                const fallback = capabilities[capability]?.fallbackFrom;
                return (
                  <div key={capability} className="grid grid-cols-1 gap-0.5 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
                    <dt className="text-sm font-medium">{t(`engines.capabilities.${capability}`)}</dt>
                    <dd className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                      {engine}
                      {model && <span className="block font-mono text-xs text-foreground">{model}</span>}
                      {fallback && capability !== 'video' && (
                        <span className="block text-xs text-warning">
                          {t('engines.fallback', {
                            engine: aiEngineLabel(capability, fallback.engine),
                            reason: reasonText(t, fallback.reason, fallback.status),
                          })}
                        </span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </div>
        <DialogFooter className="items-center sm:justify-between">
          {user?.isAdmin ? (
            <Button asChild>
              <Link href={AI_ENGINES_CONSOLE_HREF}>{t('engines.setUp')}</Link>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t('engines.askAdmin')}</p>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
