/** A failure the user can act on: printed as one line, without a stack trace. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    /** 1: the input was refused or failed a check; 2: the command line is wrong. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const usageError = (message: string) =>
  new CliError(`${message} (see signet-pdf --help)`, 2);
