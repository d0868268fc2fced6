// Types for the jest-dom matchers that test-support/setup-dom.ts installs at run time.
import '@testing-library/jest-dom/vitest';
