import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { PageInCharge } from '../beforeScripts/earlySubmits';

/** A page whose code loads when it is first shown, or earlier through `preload`. */
export type LazyPage<Page> = Page & {
  /**
   * Loads the page's code now. Once it is in, the page draws in the same rendering that first shows
   * it, without suspending: React holds a page revealed after a suspension for up to 300 ms after the
   * previous one showed its fallback, and the pages after sign-in are three deep (issue 26).
   */
  preload: () => Promise<void>;
};

/** A thenable that has already resolved: React.lazy reads it at once, where a Promise answers a tick later. */
const resolvedNow = <T,>(value: T): PromiseLike<T> => ({
  then: <R,>(onFulfilled?: ((value: T) => R | PromiseLike<R>) | null) => (onFulfilled ? onFulfilled(value) : value) as PromiseLike<R>,
});

/**
 * A page whose code is loaded when it is first shown (issue 13: the web app split by route, so
 * /login does not wait for the managers' lists, the charts or the workspace). While its code
 * arrives react-admin's own Loading shows, wherever the page is rendered (inside the shell, a
 * public page of its own, or react-admin's login page slot).
 *
 * `load` imports the page's module; `name` is the export that is the page.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage<Module[Name]> {
  let loaded: Module | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  const Page = lazy(() => {
    const page = (module: Module) => ({ default: module[name] as ComponentType<object> });
    return loaded ? (resolvedNow(page(loaded)) as Promise<{ default: ComponentType<object> }>) : load().then((module) => page((loaded = module)));
  });
  // PageInCharge inside the page's own boundary: a prerendered page is React's only once this boundary
  // has been hydrated, not when the app around it has (a form sent in between would go to the browser).
  const Shown = (props: object) => (
    <Suspense fallback={<Loading />}>
      <Page {...props} />
      <PageInCharge />
    </Suspense>
  );
  Shown.displayName = `Lazy(${String(name)})`;
  return Object.assign(Shown, { preload }) as unknown as LazyPage<Module[Name]>;
}
