import { describe, expect, it } from 'vitest';
import { monitorAvailability } from './availability';
import { unavailability } from './errors';

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  };
}

const timeout = new Error('Query read timeout');
const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('monitorAvailability', () => {
  it('logs one line when an outage begins and one when it ends, however many fail', () => {
    const log = recordingLog();
    const availability = monitorAvailability(log);
    for (let i = 0; i < 100; i++) availability.failed(timeout);
    expect(availability.unreachable).toBe(true);
    availability.succeeded(false);
    availability.succeeded(false);
    expect(availability.unreachable).toBe(false);
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toMatch(/^warn database unavailable: .*does not answer in time/);
    expect(log.lines[1]).toMatch(
      /^info database available again after .* \(100 failed statements\)/,
    );
  });

  it('ends a storage episode with a successful write, not with reads', () => {
    const log = recordingLog();
    const availability = monitorAvailability(log);
    availability.failed(full);
    availability.succeeded(false);
    expect(availability.unreachable).toBe(false);
    expect(log.lines).toHaveLength(1);
    availability.succeeded(true);
    expect(log.lines).toHaveLength(2);
  });

  it('ignores errors that are the request’s, not the database’s', () => {
    const log = recordingLog();
    const availability = monitorAvailability(log);
    availability.failed(Object.assign(new Error('duplicate'), { code: '23505' }));
    availability.failed(new Error('something else'));
    expect(log.lines).toEqual([]);
  });
});

describe('unavailability', () => {
  it.each([
    [Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'unreachable'],
    [Object.assign(new Error('x'), { code: '57P01' }), 'unreachable'],
    [Object.assign(new Error('x'), { code: '08006' }), 'unreachable'],
    [new Error('Connection terminated unexpectedly'), 'unreachable'],
    [new Error('timeout exceeded when trying to connect'), 'timeout'],
    [Object.assign(new Error('x'), { code: '57014' }), 'timeout'],
    [Object.assign(new Error('x'), { code: '55P03' }), 'busy'],
    [Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }), 'busy'],
    [Object.assign(new Error('x'), { code: '25006' }), 'storage'],
    [Object.assign(new Error('x'), { code: 'SQLITE_READONLY' }), 'storage'],
    [Object.assign(new Error('x'), { code: 'SQLITE_IOERR_WRITE' }), 'storage'],
  ])('classifies %s as %s', (error, reason) => {
    expect(unavailability(error)).toBe(reason);
  });

  it.each([
    Object.assign(new Error('x'), { code: '23505' }),
    Object.assign(new Error('x'), { code: '22P02' }),
    Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    new Error('Module not found.'),
    'not an error',
  ])('leaves %s to the other handlers', (error) => {
    expect(unavailability(error)).toBeUndefined();
  });
});
