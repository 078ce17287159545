import { join } from 'node:path';
import type { Config } from '../../config/config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';

/** The bucket when S3_BUCKET is set (several instances share it), else DATA_DIR/files. */
export function openFileStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(join(config.dataDir, 'files'));
}
