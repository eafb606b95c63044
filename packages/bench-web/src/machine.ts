import os from 'node:os';

/** The machine a run measured on: its figures only compare with another run's on the same one at the same load. */
export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  node: string;
  chromium: string;
}

/** The 1, 5 and 15 minute load averages, to the hundredth. */
export function loadAverage(): number[] {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

/** This machine, with the load average read before the run and now, after it. */
export function thisMachine(loadAverageBefore: number[], chromium: string): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageBefore,
    loadAverageAfter: loadAverage(),
    node: process.version,
    chromium,
  };
}

/** The line printed under a table: the machine, its load and the number of runs per row. */
export function machineLine(machine: Machine, runs: number): string {
  return `machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB; load average (1/5/15 min) ${machine.loadAverageBefore.join(' ')} before, ${machine.loadAverageAfter.join(' ')} after; median of ${runs} run${runs === 1 ? '' : 's'} per row`;
}
