/**
 * The phone menu's second panel (on a docs page, the docs sidebar), built the
 * first time the menu opens instead of while the page boots.
 *
 * The theme renders it as soon as the window turns out to be phone-sized, into
 * a menu that is hidden: the whole docs sidebar, with a ref and an effect per
 * link, committed in one task of 20-30 ms right after hydration (over 80 ms at
 * a phone's CPU speed), for every reader, though few open the menu. Here the
 * panel renders from the moment the menu is first shown, in the same commit
 * that shows it, and stays; the panel's own element is the theme's and is
 * there from the start, so the menu still slides in.
 *
 * It wraps the theme's component (`@theme-init`) and changes nothing else.
 */
import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import SecondaryMenu from '@theme-init/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    // State from an earlier render (React's documented pattern): once opened, the panel stays.
    setOpened(true);
  }
  return opened ? <SecondaryMenu /> : null;
}
