import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/**
 * A page whose code is loaded when it is first shown (issue 13: the web app split by route, so
 * /login does not wait for the managers' lists, the charts or the workspace). While its code
 * arrives react-admin's own Loading shows, wherever the page is rendered (inside the shell, a
 * public page of its own, or react-admin's login page slot).
 *
 * `load` imports the page's module; `name` is the export that is the page.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  const Shown = (props: object) => (
    <Suspense fallback={<Loading />}>
      <Page {...props} />
    </Suspense>
  );
  Shown.displayName = `Lazy(${String(name)})`;
  return Shown as Module[Name];
}
