/**
 * Elements stacked against the sticky navbar: sticky boxes below and above its
 * z-index, a content dropdown, a fixed badge, a modal overlay and a native
 * <dialog>. Each section says which element should end up on top.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import styles from './z-index-tests.module.css';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <section className="margin-vert--lg">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ScrollArea({children}: {children: ReactNode}): JSX.Element {
  return (
    <div className={styles.scrollArea}>
      {children}
      <p className="margin-top--md">
        Scroll down until this dashed frame reaches the top of the window. The colored box stays
        stuck while its frame is on screen.
      </p>
    </div>
  );
}

function ContentDropdown(): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <div className={clsx('dropdown', 'dropdown--hoverable', open && 'dropdown--show')}>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}>
        Content dropdown (hover, or click to pin it open)
      </button>
      <ul className="dropdown__menu">
        {['First item', 'Second item', 'Third item', 'Fourth item', 'Fifth item'].map((item) => (
          <li key={item}>
            <span className="dropdown__link">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OverlayModal(): JSX.Element {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Open the overlay modal
      </button>
      {open && (
        <div className={styles.overlay} onClick={() => setOpen(false)}>
          <div
            className={styles.modal}
            role="dialog"
            aria-modal="true"
            aria-labelledby="z-index-overlay-title"
            onClick={(event) => event.stopPropagation()}>
            <h3 id="z-index-overlay-title">Overlay modal</h3>
            <p>
              The dark overlay has <code>z-index: var(--ifm-z-index-overlay)</code> (400), above the
              navbar&apos;s 200, so it covers the navbar and the announcement bar. Close it with the
              button, the Escape key, or a click on the overlay.
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(false)}>
              Close the overlay modal
            </button>
          </div>
        </div>
      )}
    </>
  );
}

function NativeDialog(): JSX.Element {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dialogRef.current?.showModal()}>
        Open the native dialog
      </button>
      <dialog
        ref={dialogRef}
        className={styles.nativeDialog}
        aria-labelledby="z-index-dialog-title">
        <h3 id="z-index-dialog-title">Native dialog</h3>
        <p>
          <code>showModal()</code> puts the dialog in the browser&apos;s top layer, which sits above
          every z-index of the page, even the red box&apos;s 9999. The Escape key closes it.
        </p>
        <form method="dialog">
          <button type="submit" className="button button--secondary">
            Close the native dialog
          </button>
        </form>
      </dialog>
    </>
  );
}

function FixedBadge(): JSX.Element {
  const [shown, setShown] = useState(false);
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />{' '}
        Show a fixed badge in the bottom-left corner
      </label>
      {shown && (
        <div className={clsx(styles.box, styles.fixedBadge)}>
          Fixed badge, z-index {`calc(var(--ifm-z-index-fixed) - 1)`}
        </div>
      )}
    </>
  );
}

export default function ZIndexTests(): JSX.Element {
  return (
    <Layout
      title="z-index tests"
      description="Sticky boxes, a dropdown, a fixed badge, an overlay and a native dialog stacked against the sticky navbar.">
      <main className="container margin-vert--lg">
        <h1>z-index tests</h1>
        <p>
          This page checks how page content stacks against the navbar. The navbar is sticky with{' '}
          <code>z-index: var(--ifm-z-index-fixed)</code>, which is 200 in Infima&apos;s scale:
          dropdown menus use 100, fixed elements 200, overlays 400. Content below 200 must pass
          under the navbar when you scroll; only deliberate overlays go above it. This site also
          hides the navbar while you scroll down (<code>hideOnScroll</code>), so scroll up a little
          to bring it back over the boxes.
        </p>

        <Section id="sticky-below-navbar" title="Sticky box below the navbar">
          <ScrollArea>
            <div className={clsx(styles.box, styles.belowNavbar)}>
              Green, z-index 1, sticks at <code>top: var(--ifm-navbar-height)</code>
            </div>
            <p>
              Expected: the green box stops right under the navbar and the two never overlap. When
              the navbar hides on scroll, a gap of the navbar&apos;s height opens above the box.
            </p>
          </ScrollArea>
        </Section>

        <Section id="sticky-under-navbar" title="Sticky box under the navbar">
          <ScrollArea>
            <div className={clsx(styles.box, styles.underNavbar)}>
              Blue, z-index 1, sticks at <code>top: 0</code>
            </div>
            <p>
              Expected: the blue box slides under the navbar, which stays on top because 200 is more
              than 1. The box shows again when the navbar hides.
            </p>
          </ScrollArea>
        </Section>

        <Section id="sticky-over-navbar" title="Sticky box over the navbar (a mistake, on purpose)">
          <ScrollArea>
            <div className={clsx(styles.box, styles.overNavbar)}>
              Red, z-index 9999, sticks at <code>top: 0</code>
            </div>
            <p>
              Expected: the red box covers the navbar, including an open navbar dropdown such as the
              version menu and, on narrow screens, the mobile menu, because those live inside the
              navbar&apos;s stacking context at 200. This is what a page-level z-index above 200
              does; the box exists to show it.
            </p>
          </ScrollArea>
        </Section>

        <Section id="content-dropdown" title="Dropdown in the content">
          <p>
            The menu of this Infima dropdown has <code>z-index: var(--ifm-z-index-dropdown)</code>{' '}
            (100). Open it, then scroll until the menu reaches the top of the window. Expected: the
            menu covers the page text below it, and passes under the navbar.
          </p>
          <ContentDropdown />
        </Section>

        <Section id="fixed-badge" title="Fixed element">
          <p>
            The badge is fixed to the viewport one step below the navbar, like the theme&apos;s
            back-to-top button. Expected: it stays in its corner while you scroll, and on narrow
            screens the opened mobile menu covers it.
          </p>
          <FixedBadge />
        </Section>

        <Section id="overlay-modal" title="Modal overlay">
          <p>
            Expected: the overlay darkens the whole window, navbar included, and the modal sits on
            top of everything.
          </p>
          <OverlayModal />
        </Section>

        <Section id="native-dialog" title="Native dialog">
          <p>
            Expected: the dialog and its backdrop cover the whole window, even while the red sticky
            box above is stuck over the navbar.
          </p>
          <NativeDialog />
        </Section>
      </main>
    </Layout>
  );
}
