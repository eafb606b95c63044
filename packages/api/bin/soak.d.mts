/** Types of bin/soak.mjs (a plain module, started through bin/bench.ts --scenario=soak). */
/** Runs the soak with the command line's options; resolves with the exit code (1: a bound was broken). */
export function runSoak(argv?: string[]): Promise<number>;
