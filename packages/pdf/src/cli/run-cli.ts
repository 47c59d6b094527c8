import { parseArgs } from 'node:util';
import { CliError, usageError } from './cli-error.ts';

const HELP = `signet-pdf — sign, validate, render and check PDFs

  signet-pdf sign IN.pdf OUT.pdf --name "Name" [--email ADDRESS] [--organization ORG]
             [--level demo|ses|aes|qes] [--pades B-B|B-T|B-LT|B-LTA]
             [--page N --x PT --y PT] [--data DIR] [--base-url URL]
  signet-pdf validate FILE.pdf [--json] [--trust ROOT.pem ...]
  signet-pdf render FILE.pdf PAGE OUT.jpg|.webp|.png [--scale PERCENT]
  signet-pdf preflight FILE.pdf [--json] [--out REPAIRED.pdf]

sign uses the built-in trust service kept in --data (default ./data/signet-pdf, created when
missing) and writes its root certificate to DIR/trust-anchors.pem; without --email the
certificate carries no e-mail address. validate exits non-zero when
a signature is not intact, was followed by changes that are not permitted, or (with --trust)
has no trusted chain. Exit status: 0 success, 1 refused or failed, 2 wrong command line.`;

const OPTIONS = {
  name: { type: 'string' },
  email: { type: 'string' },
  organization: { type: 'string' },
  level: { type: 'string' },
  pades: { type: 'string' },
  page: { type: 'string' },
  x: { type: 'string' },
  y: { type: 'string' },
  data: { type: 'string' },
  'base-url': { type: 'string' },
  json: { type: 'boolean' },
  trust: { type: 'string', multiple: true },
  scale: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError((error as Error).message.split('\n')[0]!);
  }
}

function expect(positionals: string[], count: number, usage: string) {
  if (positionals.length !== count) throw usageError(`usage: signet-pdf ${usage}`);
}

export async function runCli(argv: string[]): Promise<{ output: string; failure?: CliError }> {
  const { values, positionals } = parse(argv);
  const [command, ...rest] = positionals;
  if (values.help || !command || command === 'help') return { output: HELP };
  // Each command loads only what it needs: the trust service and the signer are slow to start.
  switch (command) {
    case 'sign': {
      expect(rest, 2, 'sign IN.pdf OUT.pdf --name "Name" ...');
      const { signCommand } = await import('./sign-command.ts');
      const options = { ...values, baseUrl: values['base-url'] };
      return { output: await signCommand(rest[0]!, rest[1]!, options) };
    }
    case 'validate': {
      expect(rest, 1, 'validate FILE.pdf [--json] [--trust ROOT.pem]');
      const { validateCommand } = await import('./validate-command.ts');
      return validateCommand(rest[0]!, values);
    }
    case 'render': {
      expect(rest, 3, 'render FILE.pdf PAGE OUT.jpg [--scale 100]');
      const { renderCommand } = await import('./render-command.ts');
      return { output: await renderCommand(rest[0]!, rest[1]!, rest[2]!, values) };
    }
    case 'preflight': {
      expect(rest, 1, 'preflight FILE.pdf');
      const { preflightCommand } = await import('./preflight-command.ts');
      return { output: await preflightCommand(rest[0]!, values) };
    }
    default:
      throw usageError(`unknown command "${command}"`);
  }
}

/** Errors of the engine carry a code; they are the user's to fix, so one line says why. */
function oneLine(error: unknown): { line: string; exitCode: number } {
  if (error instanceof CliError) return { line: error.message, exitCode: error.exitCode };
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && /^[A-Z_]+$/.test(code))
    return { line: `${code}: ${message}`, exitCode: 1 };
  return { line: `unexpected error: ${message}`, exitCode: 70 };
}

export async function main() {
  try {
    const { output, failure } = await runCli(process.argv.slice(2));
    process.stdout.write(`${output}\n`);
    if (failure) {
      process.stderr.write(`signet-pdf: ${failure.message}\n`);
      process.exitCode = failure.exitCode;
    }
  } catch (error) {
    const { line, exitCode } = oneLine(error);
    process.stderr.write(`signet-pdf: ${line.replace(/\s*\n\s*/g, ' ')}\n`);
    if (process.env.SIGNET_DEBUG && error instanceof Error)
      process.stderr.write(`${error.stack}\n`);
    process.exitCode = exitCode;
  }
}
