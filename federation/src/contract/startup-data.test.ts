import { describe, expect, it } from 'vitest';
import { startupDataFor } from './startup-data';

describe('startupDataFor', () => {
  const startupData = {
    '/feedback': ['/api/modules/', '/api/academicyears/'],
    '/feedback/mine': ['/api/modules/'],
  };

  it('reads the page listed, or the nearest page above it', () => {
    expect(startupDataFor(startupData, '/feedback')).toEqual(startupData['/feedback']);
    expect(startupDataFor(startupData, '/feedback/12/edit')).toEqual(startupData['/feedback']);
    expect(startupDataFor(startupData, '/feedback/mine')).toEqual(['/api/modules/']);
  });

  it('reads nothing for a page not listed, or a remote that lists none', () => {
    expect(startupDataFor(startupData, '/feedbackish')).toEqual([]);
    expect(startupDataFor(undefined, '/feedback')).toEqual([]);
  });
});
