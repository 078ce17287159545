import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { devNull } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The ffmpeg and ffprobe a render uses (DESIGN.md §4 'ffmpeg'): the system's when both are on
 * PATH and able to render (the Docker image installs Debian's), else the static builds shipped in
 * the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe. Nothing is downloaded.
 */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  source: 'system' | 'npm';
  /** ffmpeg's version as `ffmpeg -version` names it, e.g. '5.1.9-0+deb12u1'. */
  version: string;
  /** Whether its libass shapes text with HarfBuzz, which captions in Devanagari need (Debian's does, the npm build not). */
  complexShaping: boolean;
}

/** What a render needs from a build: the H.264 encoder and the filters it uses. */
const REQUIRED_ENCODERS = ['libx264', 'aac'];
const REQUIRED_FILTERS = ['ass', 'zoompan', 'overlay', 'tpad', 'sidechaincompress', 'amerge', 'concat', 'alimiter', 'ebur128'];

const executable = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);

async function onPath(name: string, pathEnv: string): Promise<string | undefined> {
  for (const directory of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(directory, executable(name));
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** The binaries inside the npm packages, when they are installed for this platform. */
function fromNpm(): { ffmpeg: string; ffprobe: string } | undefined {
  const require = createRequire(import.meta.url);
  try {
    // Each package throws when it has no binary for this platform (an optional dependency not installed).
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    return { ffmpeg, ffprobe };
  } catch {
    return undefined;
  }
}

async function output(binary: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run(binary, args, { timeout: 15_000, maxBuffer: 4 * 1024 * 1024, windowsHide: true });
    return stdout;
  } catch {
    return undefined;
  }
}

/** ffmpeg's version when it runs and can render our videos; undefined otherwise. */
async function usableVersion(ffmpeg: string, ffprobe: string): Promise<string | undefined> {
  const [version, probe, encoders, filters] = await Promise.all([
    output(ffmpeg, ['-hide_banner', '-version']),
    output(ffprobe, ['-hide_banner', '-version']),
    output(ffmpeg, ['-hide_banner', '-encoders']),
    output(ffmpeg, ['-hide_banner', '-filters']),
  ]);
  if (!version || !probe || !encoders || !filters) return undefined;
  const listed = (list: string, name: string) => new RegExp(`^\\s*\\S+\\s+${name}\\s`, 'm').test(list);
  if (!REQUIRED_ENCODERS.every((name) => listed(encoders, name)) || !REQUIRED_FILTERS.every((name) => listed(filters, name)))
    return undefined;
  return /version\s+(\S+)/.exec(version)?.[1] ?? version.split('\n')[0]!.trim();
}

/**
 * Whether the build's libass was made with HarfBuzz: the `ass` filter names its shapers as it
 * starts ("Shaper: FriBidi 1.0.8 (SIMPLE) HarfBuzz-ng 6.0.0 (COMPLEX)"), before it fails, as it
 * is meant to here, on an empty subtitle file.
 */
function shapesComplexText(ffmpeg: string): Promise<boolean> {
  const args = ['-hide_banner', '-loglevel', 'verbose', '-f', 'lavfi', '-i', 'color=s=16x16:d=0.04'];
  args.push('-vf', `ass=filename=${devNull}`, '-frames:v', '1', '-f', 'null', '-');
  return new Promise((resolve) => {
    execFile(ffmpeg, args, { timeout: 15_000, windowsHide: true }, (_error, _stdout, stderr) => {
      resolve(/Shaper:.*HarfBuzz/u.test(String(stderr)));
    });
  });
}

/**
 * Finds ffmpeg: the system's (both ffmpeg and ffprobe on PATH, and able to render: libx264,
 * libass and the filters the renderer uses), else the npm packages' binaries; undefined when
 * neither runs here. Takes a second or so (it runs each binary, and its `ass` filter once): ffmpegOnThisMachine looks once.
 */
export async function locateFfmpeg(options: { pathEnv?: string } = {}): Promise<FfmpegBinaries | undefined> {
  const pathEnv = options.pathEnv ?? process.env.PATH ?? '';
  const [ffmpeg, ffprobe] = await Promise.all([onPath('ffmpeg', pathEnv), onPath('ffprobe', pathEnv)]);
  if (ffmpeg && ffprobe) {
    const version = await usableVersion(ffmpeg, ffprobe);
    if (version) return { ffmpeg, ffprobe, source: 'system', version, complexShaping: await shapesComplexText(ffmpeg) };
  }
  const npm = fromNpm();
  if (npm) {
    const version = await usableVersion(npm.ffmpeg, npm.ffprobe);
    if (version) return { ...npm, source: 'npm', version, complexShaping: await shapesComplexText(npm.ffmpeg) };
  }
  return undefined;
}

let located: Promise<FfmpegBinaries | undefined> | undefined;
/**
 * Where ffmpeg is does not change while the process runs: looked for once, by the server a few seconds
 * after it listens or when first needed (the look's four processes are no part of its start).
 */
export function ffmpegOnThisMachine(): Promise<FfmpegBinaries | undefined> {
  return (located ??= locateFfmpeg());
}
