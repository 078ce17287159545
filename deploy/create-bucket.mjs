// Creates the bucket S3_BUCKET at S3_ENDPOINT when it is not there yet, with the app's own S3 settings.
// compose.yaml runs it once, in the app's image (which has @aws-sdk/client-s3), before the app starts.
// Exits 0 when the bucket exists afterwards, 1 otherwise.
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: region = 'us-east-1' } = process.env;
if (!bucket) {
  console.error('create-bucket: S3_BUCKET is not set');
  process.exit(1);
}

const client = new S3Client({
  region,
  endpoint: endpoint || undefined,
  forcePathStyle: ['true', '1'].includes(process.env.S3_FORCE_PATH_STYLE ?? ''),
  credentials:
    process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
      : undefined,
});

try {
  await client.send(new HeadBucketCommand({ Bucket: bucket }));
  console.log(`create-bucket: ${bucket} already exists`);
} catch (error) {
  const status = error?.$metadata?.httpStatusCode;
  if (status !== 404 && error?.name !== 'NotFound' && error?.name !== 'NoSuchBucket') {
    console.error(`create-bucket: cannot check ${bucket} at ${endpoint ?? 'AWS'}:`, error);
    process.exit(1);
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`create-bucket: created ${bucket}`);
  } catch (createError) {
    // Another run created it in the meantime.
    if (createError?.name === 'BucketAlreadyOwnedByYou') console.log(`create-bucket: ${bucket} already exists`);
    else {
      console.error(`create-bucket: cannot create ${bucket}:`, createError);
      process.exit(1);
    }
  }
}
