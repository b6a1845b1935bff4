/**
 * Registers the site's custom navbar item types. Written by hand because the
 * swizzle CLI refuses to wrap this module; spreading the original keeps every
 * built-in type working.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DogfoodNavbarItem from '@site/src/components/DogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfood-navbar-item': DogfoodNavbarItem,
};
