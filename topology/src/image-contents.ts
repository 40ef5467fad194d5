import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

/** What a container of the image runs: its working folder, its environment, and its command. */
export interface ImageCommand {
  cwd: string;
  env: Record<string, string>;
  command: string[];
}

interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions by stage, with line continuations joined and comments dropped. */
function stagesOf(dockerfile: string): Instruction[][] {
  const lines = dockerfile
    .replaceAll(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)!.push(instruction);
  }
  return stages;
}

/** The files of the build context: what git tracks or would track, less what .dockerignore leaves out. */
function contextFiles(repo: string, ignored: string[]): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const leftOut = (file: string) =>
    ignored.some((pattern) =>
      pattern.startsWith('**/')
        ? file.split('/').includes(pattern.slice(3))
        : file === pattern || file.startsWith(`${pattern}/`),
    );
  // The context is the working tree: a file deleted there and not yet in a commit is not sent.
  return files.filter((file) => !leftOut(file) && existsSync(join(repo, file)));
}

/**
 * Builds an image's files the way `docker build` would, on this machine, in `out`: each stage's `/` is
 * a folder of `out`, `COPY . .` copies the build context, `RUN` runs in the stage's working folder, and
 * `COPY --from` copies between the stages' folders (`cp -a`: symbolic links kept as they are; pnpm's
 * are relative, so they hold after the copy). The base image is this machine: its Node must be the
 * image's, and the `npm install -g pnpm@…` line is checked against the pnpm here rather than run, as it
 * would replace the machine's own.
 */
export async function buildImageFiles(repo: string, dockerfile: string, out: string): Promise<ImageCommand> {
  const ignored = (await readFile(join(repo, '.dockerignore'), 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = stagesOf(await readFile(join(repo, dockerfile), 'utf8'));
  const names = new Map<string, number>();
  let image: ImageCommand | undefined;
  for (const [index, stage] of stages.entries()) {
    const root = join(out, `stage-${index}`);
    const inRoot = (path: string, cwd: string) => (path.startsWith('/') ? join(root, path) : join(cwd, path));
    let cwd = root;
    const env: Record<string, string> = {};
    let command: string[] = [];
    for (const { keyword, args } of stage) {
      switch (keyword) {
        case 'FROM': {
          const [base, , name] = args.split(/\s+/);
          const major = /^node:(\d+)/.exec(base!)?.[1];
          if (major !== process.versions.node.split('.')[0])
            throw new Error(`${dockerfile} builds on ${base}, but this machine runs Node ${process.version}`);
          if (name) names.set(name, index);
          break;
        }
        case 'WORKDIR':
          cwd = inRoot(args, cwd);
          await mkdir(cwd, { recursive: true });
          break;
        case 'ENV':
          for (const pair of args.split(/\s+/)) {
            const [key, ...value] = pair.split('=');
            env[key!] = value.join('=');
          }
          break;
        case 'RUN': {
          const pnpm = /^npm install -g pnpm@(\S+)$/.exec(args)?.[1];
          if (pnpm) {
            const here = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
            if (here !== pnpm)
              throw new Error(`${dockerfile} installs pnpm ${pnpm}; this machine has ${here}`);
            break;
          }
          await promisify(execFile)('sh', ['-c', args], { cwd, maxBuffer: 64 * 1024 * 1024 });
          break;
        }
        case 'COPY': {
          const words = args.split(/\s+/);
          const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
          const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
          const target = inRoot(destination!, cwd);
          if (from === undefined) {
            if (sources.join() !== '.')
              throw new Error(`${dockerfile}: only COPY . . from the context is read`);
            for (const file of contextFiles(repo, ignored)) {
              await mkdir(dirname(join(target, file)), { recursive: true });
              await cp(join(repo, file), join(target, file));
            }
            break;
          }
          const fromRoot = join(out, `stage-${names.get(from)}`);
          for (const source of sources.reverse()) {
            const path = join(fromRoot, source);
            // A folder's contents go into the destination, as Docker copies them; a file goes to its path.
            const folder = (await stat(path)).isDirectory();
            const into = folder
              ? target
              : destination!.endsWith('/')
                ? join(target, basename(source))
                : target;
            await mkdir(folder ? into : dirname(into), { recursive: true });
            // Hard links, as the stages' files are not changed after: an image's node_modules is large.
            await promisify(execFile)('cp', ['-a', '--link', folder ? `${path}/.` : path, into]);
          }
          break;
        }
        case 'CMD':
          command = JSON.parse(args) as string[];
          break;
        case 'EXPOSE':
        case 'USER':
          break;
        default:
          throw new Error(`${dockerfile}: ${keyword} is not read by this build`);
      }
    }
    image = { cwd, env, command };
  }
  if (!image || image.command.length === 0) throw new Error(`${dockerfile} names no command`);
  return image;
}
