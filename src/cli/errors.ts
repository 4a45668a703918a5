// The two kinds of error a user can cause; main.ts turns them into one line on stderr and an exit code.

/** The command line is malformed (unknown command or flag, bad flag value): exit code 2. */
export class UsageError extends Error {}
/** The input is well-formed but wrong (unknown word, bad marks, contradictory board): exit code 1. */
export class InputError extends Error {}
