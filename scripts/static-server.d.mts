/** Types of the re-export in scripts/static-server.mjs (moved to test/support/). */
export * from '../test/support/static-server.mjs';
