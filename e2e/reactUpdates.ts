import type {Page} from '@playwright/test';

/**
 * Which components change state after hydration in an update React cannot
 * split. React renders a transition in slices of about 5 ms and yields
 * between them; a default update (a `setState` in an effect) or a sync one
 * (a `setState` in a layout effect) renders in one piece, however large.
 *
 * The page's React is read through the DevTools hook, the interface React DOM
 * reports each commit to, and the scheduler's MessageChannel, in which React
 * runs every slice of work. Both, and the fiber fields read below
 * (`memoizedState`, `queue`, `pendingLanes`), are React 18 internals;
 * CONTRIBUTING.md lists them with this helper.
 */
export async function recordUnsplitUpdates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Hook = {memoizedState: unknown; queue: object | null; next: Hook | null};
    type Fiber = {
      tag: number;
      type: unknown;
      memoizedState: unknown;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    type Root = {current: Fiber; pendingLanes: number};
    const found: string[] = [];
    (window as unknown as {unsplitUpdates: string[]}).unsplitUpdates = found;

    // SyncLane, the input lanes and DefaultLane (with their hydration lanes): the blocking ones.
    const BLOCKING_LANES = 0b11111;
    let root: Root | undefined;
    let task: {blocking: boolean; commits: number} | undefined;

    const NativeChannel = window.MessageChannel;
    const setOnMessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!;
    window.MessageChannel = class extends NativeChannel {
      constructor() {
        super();
        const port = this.port1;
        Object.defineProperty(port, 'onmessage', {
          set(handler: (event: MessageEvent) => void) {
            setOnMessage.call(port, (event: MessageEvent) => {
              task = {blocking: ((root?.pendingLanes ?? 0) & BLOCKING_LANES) !== 0, commits: 0};
              try {
                handler(event);
              } finally {
                task = undefined;
              }
            });
          },
        });
      }
    };

    // The states of each function component's useState, useReducer and
    // useSyncExternalStore hooks, and each class component's state, at its
    // last commit, under both fibers of the pair React alternates between.
    const lastStates = new WeakMap<Fiber, unknown[]>();
    const statesOf = (fiber: Fiber): unknown[] | undefined => {
      if (fiber.tag === 1) return [fiber.memoizedState];
      if (fiber.tag !== 0 && fiber.tag !== 11 && fiber.tag !== 15) return undefined;
      const states: unknown[] = [];
      for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
        if (hook.queue && ('lastRenderedState' in hook.queue || 'getSnapshot' in hook.queue)) {
          states.push(hook.memoizedState);
        }
      }
      return states;
    };
    const nameOf = (fiber: Fiber) => {
      const type = fiber.type as {displayName?: string; name?: string; render?: unknown};
      const source = String(type.render ?? type);
      return `${type.displayName ?? type.name ?? '?'} ${source.slice(0, 160)}`;
    };
    /** Components whose state differs from their last commit; remembers the new states. */
    const changedComponents = (first: Fiber | null): string[] => {
      const changed: string[] = [];
      const stack = first ? [first] : [];
      while (stack.length) {
        const fiber = stack.pop()!;
        const states = statesOf(fiber);
        if (states) {
          const before =
            lastStates.get(fiber) ?? (fiber.alternate && lastStates.get(fiber.alternate));
          if (
            before &&
            states.some((state, index) => index < before.length && state !== before[index])
          ) {
            changed.push(nameOf(fiber));
          }
          lastStates.set(fiber, states);
          if (fiber.alternate) lastStates.set(fiber.alternate, states);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      return changed;
    };

    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
      {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_renderer: number, fiberRoot: Root) {
          const hydrating = root === undefined;
          root = fiberRoot;
          const changed = changedComponents(fiberRoot.current.child);
          const first = task ? task.commits === 0 : false;
          if (task) task.commits += 1;
          if (hydrating || changed.length === 0) return;
          // A layout effect's update renders at once, inside the commit that ran
          // it: this commit's caller then appears twice on the stack.
          const {stackTraceLimit} = Error;
          Error.stackTraceLimit = 200;
          const frames = (new Error().stack ?? '').split('\n').slice(1);
          Error.stackTraceLimit = stackTraceLimit;
          const commitFrame = frames[2]?.replace(/^\s*at \S+ /, '');
          const nested = frames.filter((frame) => frame.endsWith(commitFrame ?? '\0')).length > 1;
          // A task's first render takes the most urgent lanes pending when it
          // starts; a blocking lane among them means that render was blocking.
          // A commit outside the scheduler's tasks is sync work from a microtask.
          if (nested || !task || (first && task.blocking)) {
            found.push(...changed.map((name) => `${nested ? 'sync' : 'default'}: ${name}`));
          }
        },
      };
  });
}

export const unsplitUpdates = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {unsplitUpdates: string[]}).unsplitUpdates);

/**
 * Reads of layout (the scroll position, an element's size or box) made while
 * a component renders. Each forces the browser to lay out the page there and
 * then, and during a render the DOM is often dirty from the last commit, so
 * the layout it would have done once before the next frame is done in the
 * middle of React's work, in a task of its own, and again later.
 *
 * A read counts as in render while React's hooks dispatcher is one of the
 * render dispatchers: React DOM hands the dispatcher's holder
 * (`currentDispatcherRef`) to the DevTools hook, and between renders it holds
 * null or a dispatcher whose hooks are all the same throwing function.
 */
export async function recordLayoutReadsInRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Dispatcher = Record<string, unknown> | null;
    const found: string[] = [];
    (window as unknown as {layoutReadsInRender: string[]}).layoutReadsInRender = found;
    let dispatcherRef: {current: Dispatcher} | undefined;
    const rendering = () => {
      const dispatcher = dispatcherRef?.current;
      return Boolean(dispatcher && dispatcher.useState !== dispatcher.useEffect);
    };
    const watch = (owner: object, names: string[]) => {
      for (const name of names) {
        const descriptor = Object.getOwnPropertyDescriptor(owner, name)!;
        const report = () => {
          if (!rendering()) return;
          const caller = (new Error().stack ?? '').split('\n')[3]?.trim() ?? '?';
          found.push(`${name} ${caller.replace(/^at |[()]/g, '').replace(/^.*\/(?=[^/]+$)/, '')}`);
        };
        Object.defineProperty(
          owner,
          name,
          descriptor.get
            ? {
                ...descriptor,
                get() {
                  report();
                  return descriptor.get!.call(this);
                },
              }
            : {
                ...descriptor,
                value(this: unknown, ...args: unknown[]) {
                  report();
                  return (descriptor.value as (...a: unknown[]) => unknown).apply(this, args);
                },
              },
        );
      }
    };
    watch(window, ['pageXOffset', 'pageYOffset', 'scrollX', 'scrollY']);
    watch(Element.prototype, [
      'getBoundingClientRect',
      'getClientRects',
      'scrollTop',
      'scrollLeft',
      'scrollHeight',
      'scrollWidth',
      'clientHeight',
      'clientWidth',
    ]);
    watch(HTMLElement.prototype, [
      'offsetTop',
      'offsetLeft',
      'offsetWidth',
      'offsetHeight',
      'offsetParent',
    ]);

    const hookName = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
    const scope = window as unknown as Record<string, {inject: (renderer: object) => number}>;
    const existing = scope[hookName];
    const inject = (renderer: {currentDispatcherRef?: {current: Dispatcher}}) => {
      dispatcherRef = renderer.currentDispatcherRef;
      return existing ? existing.inject(renderer) : 1;
    };
    scope[hookName] = existing
      ? Object.assign(existing, {inject})
      : ({
          supportsFiber: true,
          renderers: new Map(),
          inject,
          checkDCE() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        } as unknown as {inject: (renderer: object) => number});
  });
}

export const layoutReadsInRender = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {layoutReadsInRender: string[]}).layoutReadsInRender);
