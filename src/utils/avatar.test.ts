import {test} from 'node:test';
import assert from 'node:assert/strict';
import {avatarColor, initials} from './avatar';

test('initials take the first and last word, or two letters of a single word', () => {
  assert.equal(initials('Sébastien Lorber'), 'SL');
  assert.equal(initials('Joshua Chen'), 'JC');
  assert.equal(initials('slorber'), 'SL');
  assert.equal(initials('Jean-Marc de la Fontaine'), 'JF');
  assert.equal(initials(''), '?');
});

test('a handle always gets the same colour', () => {
  assert.equal(avatarColor('slorber'), avatarColor('slorber'));
  assert.match(avatarColor('Josh-Cena'), /^#[0-9a-f]{6}$/);
});
