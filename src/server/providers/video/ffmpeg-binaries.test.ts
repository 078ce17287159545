import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from './ffmpeg-binaries';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'genesis-ffmpeg-path-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('locateFfmpeg', () => {
  it('falls back to the binaries of the npm packages when PATH has no ffmpeg, and they run', async () => {
    const emptyDirectory = await mkdtemp(path.join(folder, 'empty-'));
    const found = await locateFfmpeg({ pathEnv: emptyDirectory });
    // The static build's libass has no HarfBuzz: captions leave Devanagari out with it.
    expect(found).toMatchObject({ source: 'npm', complexShaping: false });
    expect(found!.ffmpeg).toContain(path.join('node_modules', '@ffmpeg-installer'));
    expect(found!.ffprobe).toContain(path.join('node_modules', '@ffprobe-installer'));
    const ffmpeg = await run(found!.ffmpeg, ['-version']);
    expect(ffmpeg.stdout).toMatch(new RegExp(`^ffmpeg version ${found!.version.replace(/[.+]/g, '\\$&')} `));
    const ffprobe = await run(found!.ffprobe, ['-version']);
    expect(ffprobe.stdout).toMatch(/^ffprobe version /);
  });

  it('takes ffmpeg and ffprobe from PATH when both are there', async () => {
    const npm = (await locateFfmpeg({ pathEnv: await mkdtemp(path.join(folder, 'empty-')) }))!;
    const onlyFfmpeg = await mkdtemp(path.join(folder, 'only-ffmpeg-'));
    await symlink(npm.ffmpeg, path.join(onlyFfmpeg, 'ffmpeg'));
    const both = await mkdtemp(path.join(folder, 'bin-'));
    await symlink(npm.ffmpeg, path.join(both, 'ffmpeg'));
    await symlink(npm.ffprobe, path.join(both, 'ffprobe'));

    expect(await locateFfmpeg({ pathEnv: [onlyFfmpeg, both].join(path.delimiter) })).toEqual({
      ffmpeg: path.join(onlyFfmpeg, 'ffmpeg'),
      ffprobe: path.join(both, 'ffprobe'),
      source: 'system',
      version: npm.version,
      complexShaping: false,
    });
    // ffprobe alone is not enough: the npm binaries are used.
    const onlyProbe = await mkdtemp(path.join(folder, 'only-ffprobe-'));
    await symlink(npm.ffprobe, path.join(onlyProbe, 'ffprobe'));
    expect(await locateFfmpeg({ pathEnv: onlyProbe })).toMatchObject({ source: 'npm' });
  });

  it('finds the system ffmpeg on the machine’s own PATH (Debian’s in the Docker image and on CI)', async () => {
    const found = await locateFfmpeg();
    expect(found).toMatchObject({ source: 'system', complexShaping: true });
    expect((await run(found!.ffmpeg, ['-version'])).stdout).toContain(`ffmpeg version ${found!.version}`);
  });
});
