import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  moduleDetailsUrl,
  setRuntimeConfig,
} from './runtime-config';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('runtime config', () => {
  it('fills year and code into the module details template', () => {
    setRuntimeConfig({ moduleDetailsUrl: 'https://uni.test/{year}/modules/{code}?y={year}' });
    expect(moduleDetailsUrl('COMP3000', 2025)).toBe(
      'https://uni.test/2025/modules/COMP3000?y=2025',
    );
  });

  it('encodes codes that are not URL-safe', () => {
    setRuntimeConfig({ moduleDetailsUrl: '/m/{code}' });
    expect(moduleDetailsUrl('A B/1', 2024)).toBe('/m/A%20B%2F1');
  });

  it('keeps defaults for settings not given: no catalogue, so no link', () => {
    setRuntimeConfig({});
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(moduleDetailsUrl('COMP3000', 2025)).toBe('');
  });
});
