import { DatabaseBackup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBackupDownload } from '../api/records';
import { saveDownload, toastFailed } from '../lib/notify';
import { BusyIcon } from './busy-icon';

/** 'Download backup': the database dump, the files and the signing secret in one archive. */
export function BackupButton() {
  const { t } = useTranslation('admin');
  const backup = useBackupDownload();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-9"
      title={t('backup.title')}
      disabled={backup.isPending}
      onClick={() => backup.mutate(undefined, { onSuccess: saveDownload, onError: (error) => toastFailed(t('backup.failed'), error) })}
    >
      <BusyIcon busy={backup.isPending} icon={DatabaseBackup} />
      {/* Narrow screens show the icon; the name stays for assistive technology (and the tooltip). */}
      <span className="sr-only sm:not-sr-only">{backup.isPending ? t('backup.preparing') : t('backup.download')}</span>
    </Button>
  );
}
