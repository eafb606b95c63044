import { machineLine, thisMachine } from '../machine';

describe('the machine line under a table', () => {
  it('names the cores, memory, load before and after, and the runs per row', () => {
    const machine = { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, loadAverageBefore: [1.5, 2, 3.25], loadAverageAfter: [4, 5, 6], node: 'v20', chromium: '/usr/bin/chromium' };
    expect(machineLine(machine, 5)).toBe('machine: 2 × AMD EPYC, 24 GiB; load average (1/5/15 min) 1.5 2 3.25 before, 4 5 6 after; median of 5 runs per row');
    expect(machineLine(machine, 1)).toMatch(/median of 1 run per row$/);
  });

  it('reads this machine, with the load before as given and after as now', () => {
    const machine = thisMachine([9, 9, 9], '/chromium');
    expect(machine).toMatchObject({ loadAverageBefore: [9, 9, 9], chromium: '/chromium', node: process.version });
    expect(machine.cpus).toBeGreaterThan(0);
    expect(machine.loadAverageAfter).toHaveLength(3);
  });
});
