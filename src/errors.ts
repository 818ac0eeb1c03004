/**
 * A problem with one input document (trace, transcript, memory trace...). `pointer` is the JSON
 * pointer (RFC 6901) of the offending place in the document as written in its file ("" = whole
 * document); the pipeline turns it into a line and column. Never carries a stack to the user.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly pointer: string = "",
  ) {
    super(message);
    this.name = "InputError";
  }
}

/** A usage or policy problem that stops the run with exit code 2 (one clear line, no stack). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
