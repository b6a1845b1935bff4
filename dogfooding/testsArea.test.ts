import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isTestsPath} from './testsArea';

test('matches /tests and everything under it, with or without a base URL', () => {
  assert.equal(isTestsPath('/tests', '/tests'), true);
  assert.equal(isTestsPath('/tests/', '/tests'), true);
  assert.equal(isTestsPath('/tests/docs/dummy/', '/tests'), true);
  assert.equal(isTestsPath('/sub/tests/pages/', '/sub/tests/'), true);
});

test('does not match look-alike paths', () => {
  assert.equal(isTestsPath('/testsuite/', '/tests'), false);
  assert.equal(isTestsPath('/docs/tests/', '/tests'), false);
  assert.equal(isTestsPath('/', '/tests'), false);
});
