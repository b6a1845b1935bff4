/**
 * The theme's Markdown element map, with two accessibility fixes that apply
 * to every Markdown page:
 * - task-list checkboxes get a name: GFM renders `- [x] item` as a bare
 *   disabled checkbox, announced as just "checkbox" (WCAG 4.1.2);
 * - a table wider than the column scrolls sideways (Infima makes tables
 *   scroll containers), and becomes a tab stop while it does, so keyboard
 *   users can scroll it too (WCAG 2.1.1). Tables that fit get no tab stop.
 */
import React, {startTransition, useEffect, useRef, useState, type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function MDXInput(props: ComponentProps<'input'>): JSX.Element {
  if (props.type === 'checkbox' && props['aria-label'] === undefined) {
    return <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />;
  }
  return <input {...props} />;
}

function MDXTable(props: ComponentProps<'table'>): JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    // A transition, which React splits into short tasks: every table of a
    // page measures itself right after hydration.
    const measure = () => startTransition(() => setScrolls(table.scrollWidth > table.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}

export default {...MDXComponents, input: MDXInput, table: MDXTable};
