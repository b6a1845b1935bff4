/**
 * Tabs with the classic theme's markup and behaviour, written so that
 * hydration keeps the server's DOM.
 *
 * The theme's Tabs renders under `key={String(useIsBrowser())}`: every tab
 * group, with every code block inside it, is unmounted and built again right
 * after hydration, in one task, so that a tab chosen earlier (stored) or named
 * in the address (`?tab=`) can show. Here the first render is always the
 * server's (the default tab); the browser's choice, when there is one, is then
 * applied as a state update inside a transition, which React can split. After
 * hydration (a client-side navigation), a group starts on that choice at once.
 */
import React, {
  cloneElement,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useStorageSlot} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  useQueryStringValue,
  useScrollPositionBlocker,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabValue = NonNullable<Props['values']>[number];

function tabValuesOf(props: Props): readonly TabValue[] {
  const values =
    props.values ??
    sanitizeTabsChildren(props.children).map(({props: item}) => ({
      value: item.value,
      label: item.label,
      attributes: item.attributes,
      default: item.default,
    }));
  const seen = new Set<string>();
  for (const {value} of values) {
    if (seen.has(value)) {
      throw new Error(
        `Docusaurus error: <Tabs> has two tabs with the value "${value}"; each value must be unique.`,
      );
    }
    seen.add(value);
  }
  if (values.length === 0) {
    throw new Error('Docusaurus error: <Tabs> needs at least one <TabItem> child.');
  }
  return values;
}

function defaultValueOf(props: Props, values: readonly TabValue[]): string | null {
  if (props.defaultValue === null) return null;
  if (props.defaultValue !== undefined) {
    if (!values.some(({value}) => value === props.defaultValue)) {
      throw new Error(
        `Docusaurus error: <Tabs> has defaultValue "${props.defaultValue}", but no tab has that value ` +
          `(values: ${values.map(({value}) => value).join(', ')}). Use defaultValue={null} for no default tab.`,
      );
    }
    return props.defaultValue;
  }
  return (values.find((tab) => tab.default) ?? values[0])?.value ?? null;
}

/** The query-string parameter a group reads and writes, if any. */
function queryKeyOf({queryString = false, groupId}: Props): string | null {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return null;
  if (!groupId) {
    throw new Error(
      'Docusaurus error: <Tabs queryString> needs a groupId, which names the parameter (or pass the name: queryString="os").',
    );
  }
  return groupId;
}

/** The selected tab: the server's default first, then the browser's choice. */
function useSelectedTab(props: Props, values: readonly TabValue[]) {
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const queryKey = queryKeyOf(props);
  const queryValue = useQueryStringValue(queryKey);
  const [storedValue, storageSlot] = useStorageSlot(
    props.groupId ? `docusaurus.tab.${props.groupId}` : null,
  );
  const wanted = [queryValue, storedValue].find(
    (value): value is string => value != null && values.some((tab) => tab.value === value),
  );
  // During hydration the first render must be the server's; afterwards a new group may start on the choice.
  const [selected, setSelected] = useState(
    () => (isBrowser && wanted) || defaultValueOf(props, values),
  );

  useEffect(() => {
    if (wanted) {
      startTransition(() => setSelected(wanted));
    }
  }, [wanted]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (queryKey) {
        const search = new URLSearchParams(history.location.search);
        search.set(queryKey, value);
        history.replace({...history.location, search: search.toString()});
      }
      if (props.groupId) storageSlot.set(value);
    },
    [history, queryKey, props.groupId, storageSlot],
  );
  return [selected, select] as const;
}

export default function Tabs(props: Props): JSX.Element {
  const {lazy, block, className} = props;
  const children = sanitizeTabsChildren(props.children);
  const values = useMemo(() => tabValuesOf(props), [props.values, props.children]); // eslint-disable-line react-hooks/exhaustive-deps
  const [selected, select] = useSelectedTab(props, values);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabs: (HTMLLIElement | null)[] = [];

  const choose = (event: SyntheticEvent<HTMLLIElement>) => {
    const tab = event.currentTarget;
    const value = values[tabs.indexOf(tab)]?.value;
    if (value !== undefined && value !== selected) {
      // The tab stays where it is on screen while the panel above or below changes height.
      blockElementScrollPositionUntilNextRender(tab);
      select(value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') {
      choose(event);
    } else if (event.key === 'ArrowRight') {
      (tabs[index + 1] ?? tabs[0])?.focus();
    } else if (event.key === 'ArrowLeft') {
      (tabs[index - 1] ?? tabs[tabs.length - 1])?.focus();
    }
  };

  const panels = (children as ReactElement<TabItemProps>[]).filter(Boolean);
  const selectedPanel = panels.find((panel) => panel.props.value === selected);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx('tabs', {'tabs--block': block}, className)}>
        {values.map(({value, label, attributes}) => (
          <li
            role="tab"
            tabIndex={selected === value ? 0 : -1}
            aria-selected={selected === value}
            key={value}
            ref={(tab) => {
              tabs.push(tab);
            }}
            onKeyDown={onKeyDown}
            onClick={choose}
            {...attributes}
            className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
              'tabs__item--active': selected === value,
            })}>
            {label ?? value}
          </li>
        ))}
      </ul>
      {lazy ? (
        selectedPanel &&
        cloneElement(selectedPanel, {
          className: clsx('margin-top--md', selectedPanel.props.className),
        })
      ) : (
        <div className="margin-top--md">
          {panels.map((panel, index) =>
            cloneElement(panel, {key: index, hidden: panel.props.value !== selected}),
          )}
        </div>
      )}
    </div>
  );
}
