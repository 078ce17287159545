import { BadgeCheck, Check, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { VOICE_PROFILE_NAME_MAX_LENGTH } from '@shared/catalog/voice';
import type { VoiceProfile } from '@shared/contracts/voice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorBodyMessage } from '@/lib/api-client';
import { useDeleteVoiceProfile } from '../api/delete-voice-profile';
import { useUpdateVoiceProfile } from '../api/update-voice-profile';
import { formatDay, profileMeasurements } from '../lib/format';
import { toastProblem } from '../lib/problem';

const updateFailed = (error: unknown) =>
  toastProblem({ title: 'Update Failed', message: errorBodyMessage(error) ?? 'Could not update the voice profile.' });

/** The user's voice profiles: what each is made of, and make active, rename and delete (confirmed first). */
export function VoiceProfileList({ profiles }: { profiles: VoiceProfile[] }) {
  if (profiles.length === 0) {
    return (
      <p data-testid="no-voice-profiles" className="py-6 text-center text-sm text-muted-foreground">
        No voice profiles yet. Record or upload a sample to create your first one.
      </p>
    );
  }
  return (
    <ul aria-label="Your voice profiles" className="grid gap-3">
      {profiles.map((profile) => (
        <VoiceProfileItem key={profile.id} profile={profile} />
      ))}
    </ul>
  );
}

function VoiceProfileItem({ profile }: { profile: VoiceProfile }) {
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
          toast({ title: 'Voice Profile Activated', description: `"${updated.profileName}" is now your active voice.` }),
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
          toast({ title: 'Voice Profile Renamed', description: `Your profile is now called "${updated.profileName}".` });
        },
        onError: updateFailed,
      },
    );
  }

  function confirmDelete() {
    remove.mutate(profile.id, {
      onSuccess: () => toast({ title: 'Voice Profile Deleted', description: `"${profile.profileName}" was deleted.` }),
      onError: (error) =>
        toastProblem({
          title: 'Delete Failed',
          message: errorBodyMessage(error) ?? 'There was an error deleting the voice profile.',
        }),
    });
  }

  return (
    <li data-testid="voice-profile" className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="min-w-0 break-words">{profile.profileName}</span>
          {profile.isActive && <Badge className="bg-emerald-600">Active</Badge>}
        </p>
        {profile.description && <p className="text-sm text-muted-foreground">{profile.description}</p>}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="soft">{profile.engineLabel}</Badge>
          <span data-testid="profile-measurements">{profileMeasurements(profile)}</span>
          <span aria-hidden>·</span>
          <span>
            Created <time dateTime={profile.createdAt}>{formatDay(profile.createdAt)}</time>
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
          <Label htmlFor={`${id}-name`}>New profile name</Label>
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
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-9" disabled={busy} onClick={() => setMode('view')}>
              <X aria-hidden />
              Cancel
            </Button>
          </div>
        </form>
      ) : mode === 'delete' ? (
        <div role="group" aria-label="Confirm delete" className="grid gap-3 rounded-lg border border-danger-line bg-danger-soft p-3">
          <p className="text-sm font-medium text-danger">Delete this voice profile? This cannot be undone.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setMode('view')}>
              Cancel
            </Button>
            <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={confirmDelete}>
              <Trash2 aria-hidden />
              {remove.isPending ? 'Deleting...' : 'Delete Profile'}
            </Button>
          </div>
        </div>
      ) : (
        <div role="group" aria-label={`${profile.profileName} actions`} className="flex flex-wrap gap-2">
          {!profile.isActive && (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={activate}>
              <BadgeCheck aria-hidden />
              Make active
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
            Rename
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setMode('delete')}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
