import { MAX_REPORT_WEIGHT } from '@module-feedback/federation/contract';
import { describe, expect, it } from 'vitest';
import { reportDemand } from './report-demand';

describe('reportDemand', () => {
  it('asks for no sampling while the batches of the last second stay under half the threshold', () => {
    const demand = reportDemand(100, () => 5_000);
    for (let i = 0; i < 50; i += 1) demand.add(1);
    expect(demand.perSecond()).toBe(50);
    expect(demand.sampleLoadsEvery()).toBe(1);
  });

  it('above it asks for one load in as many as bring the batches back under it, counting each batch by its weight', () => {
    let now = 5_000;
    const demand = reportDemand(100, () => now);
    for (let i = 0; i < 120; i += 1) demand.add(1);
    expect(demand.sampleLoadsEvery()).toBe(3);
    // Browsers that sample send fewer batches, each standing for more: the advice holds.
    now += 1_000;
    for (let i = 0; i < 40; i += 1) demand.add(3);
    expect(demand.sampleLoadsEvery()).toBe(3);
    // However busy, a load never stands for more than the contract allows.
    for (let i = 0; i < 10_000; i += 1) demand.add(1);
    expect(demand.sampleLoadsEvery()).toBe(MAX_REPORT_WEIGHT);
  });

  it('forgets what is older than a second, a tenth at a time', () => {
    let now = 5_000;
    const demand = reportDemand(100, () => now);
    for (let i = 0; i < 30; i += 1) demand.add(1);
    now += 500;
    for (let i = 0; i < 20; i += 1) demand.add(1);
    now += 600;
    expect(demand.perSecond()).toBe(20);
    now += 10_000;
    expect(demand.perSecond()).toBe(0);
    expect(demand.sampleLoadsEvery()).toBe(1);
  });
});
