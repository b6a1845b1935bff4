/**
 * Registers the test area's custom navbar item type. A plugin theme wraps the
 * classic theme's registry through `@theme-init` (`@theme-original` would be
 * this file); spreading the original keeps every built-in type working.
 */
import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import DogfoodNavbarItem from './DogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfood-navbar-item': DogfoodNavbarItem,
};
