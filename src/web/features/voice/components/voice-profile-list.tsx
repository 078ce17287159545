import { BadgeCheck, Check, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_PROFILE_NAME_MAX_LENGTH } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { errorBodyMessage } from '@/lib/api-client';
import { useDeleteVoiceProfile } from '../api/delete-voice-profile';
import { useUpdateVoiceProfile } from '../api/update-voice-profile';
import { formatDay, profileMeasurements } from '../lib/format';
import { toastProblem } from '../lib/problem';

const updateFailed = (error: unknown) =>
  toastProblem({
    title: i18n.t('voice:profiles.updateFailed'),
    message: errorBodyMessage(error) ?? i18n.t('voice:profiles.updateFailedDescription'),
  });

/** The user's voice profiles: what each is made of, and make active, rename and delete (confirmed first). */
export function VoiceProfileList({ profiles }: { profiles: VoiceProfile[] }) {
  const { t } = useTranslation('voice');
  if (profiles.length === 0) {
    return (
      <p data-testid="no-voice-profiles" className="py-6 text-center text-sm text-muted-foreground">
        {t('profiles.empty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('profiles.listLabel')} className="grid gap-3">
      {profiles.map((profile) => (
        <VoiceProfileItem key={profile.id} profile={profile} />
      ))}
    </ul>
  );
}

function VoiceProfileItem({ profile }: { profile: VoiceProfile }) {
  const {
    t,
    i18n: { language },
  } = useTranslation('voice');
  const id = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(profile.profileName);
  const update = useUpdateVoiceProfile();
  const remove = useDeleteVoiceProfile();
  const busy = update.isPending || remove.isPending;

  function activate() {
    update.mutate(
      { id: profile.id, isActive: true },
      {
        onSuccess: (updated) =>
          toast({ title: t('profiles.activated'), description: t('profiles.activatedDescription', { name: updated.profileName }) }),
        onError: updateFailed,
      },
    );
  }

  function rename() {
    const profileName = name.trim();
    if (!profileName) return;
    if (profileName === profile.profileName) {
      setMode('view');
      return;
    }
    update.mutate(
      { id: profile.id, profileName },
      {
        onSuccess: (updated) => {
          setMode('view');
          toast({ title: t('profiles.renamed'), description: t('profiles.renamedDescription', { name: updated.profileName }) });
        },
        onError: updateFailed,
      },
    );
  }

  function confirmDelete() {
    remove.mutate(profile.id, {
      onSuccess: () =>
        toast({ title: t('profiles.deleted'), description: t('profiles.deletedDescription', { name: profile.profileName }) }),
      onError: (error) =>
        toastProblem({
          title: t('profiles.deleteFailed'),
          message: errorBodyMessage(error) ?? t('profiles.deleteFailedDescription'),
        }),
    });
  }

  return (
    <li data-testid="voice-profile" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="min-w-0 break-words">{profile.profileName}</span>
          {profile.isActive && <Badge className="bg-emerald-600">{t('profiles.active')}</Badge>}
        </p>
        {profile.description && <p className="text-sm text-muted-foreground">{profile.description}</p>}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="soft">{profile.engineLabel}</Badge>
          <span data-testid="profile-measurements">{profileMeasurements(profile)}</span>
          <span aria-hidden>·</span>
          <span>
            {t('profiles.createdOn')} <time dateTime={profile.createdAt}>{formatDay(profile.createdAt, language)}</time>
          </span>
        </div>
      </div>

      {mode === 'rename' ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <Label htmlFor={`${id}-name`}>{t('profiles.newName')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-name`}
              className="h-9 min-w-0 flex-1"
              maxLength={VOICE_PROFILE_NAME_MAX_LENGTH}
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setMode('view');
              }}
            />
            <Button type="submit" size="sm" className="h-9" disabled={busy || !name.trim()}>
              <Check aria-hidden />
              {t('profiles.save')}
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-9" disabled={busy} onClick={() => setMode('view')}>
              <X aria-hidden />
              {t('profiles.cancel')}
            </Button>
          </div>
        </form>
      ) : mode === 'delete' ? (
        <div
          role="group"
          aria-label={t('profiles.confirmDelete')}
          className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3"
        >
          <p className="text-sm font-medium text-danger">{t('profiles.deleteQuestion')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setMode('view')}>
              {t('profiles.cancel')}
            </Button>
            <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={confirmDelete}>
              <Trash2 aria-hidden />
              {remove.isPending ? t('profiles.deleting') : t('profiles.deleteProfile')}
            </Button>
          </div>
        </div>
      ) : (
        <div role="group" aria-label={t('profiles.actions', { name: profile.profileName })} className="flex flex-wrap gap-2">
          {!profile.isActive && (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={activate}>
              <BadgeCheck aria-hidden />
              {t('profiles.makeActive')}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setName(profile.profileName);
              setMode('rename');
            }}
          >
            <Pencil aria-hidden />
            {t('profiles.rename')}
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setMode('delete')}>
            <Trash2 aria-hidden />
            {t('profiles.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
