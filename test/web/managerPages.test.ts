import { describe, expect, it } from 'vitest';
import { isManagerPage, MANAGER_PAGE_PATTERN, webAppFile } from '../../contract/prerenderedPages';
import { detailRoutes, protectedRoutes, teamPlacementRoute } from '../../src/routes';
import { CLUB_CHOOSER_PATH, CONSOLE_PATH, FAMILY_PATH, MY_REPORTS_PATH, REPORT_PATH, WORKSPACE_PATH } from '../../src/paths';

/** The managers' app's resources, by the spec's paths (src/ManagerApp.tsx), with their child routes. */
const RESOURCES = ['manager', 'trainers', 'players', 'teams', 'season'];
const pathOf = (route: { props: { path?: string } }) => route.props.path!;

/*
 * Issue 26: the server and the service worker answer the managers' pages with the managers' shell, so
 * they paint before the script arrives. The list of those pages is kept by hand next to the app's
 * routes: a page added to the managers' app and not to the list would paint blank until its script ran.
 */
describe("the managers' pages that paint as the managers' shell", () => {
  it("are every page of the managers' app: the overview, each resource with its child routes, the other protected pages", () => {
    const pages = [
      '/',
      ...RESOURCES.flatMap((resource) => [`/${resource}`, `/${resource}/create`, `/${resource}/some-id`]),
      ...Object.entries(detailRoutes).map(([resource, route]) => `/${resource}/${pathOf(route)}`),
      `/teams/${pathOf(teamPlacementRoute)}`,
      ...protectedRoutes.map(pathOf),
    ];
    expect(pages.filter((page) => !isManagerPage(page))).toEqual([]);
    expect(pages.filter((page) => !MANAGER_PAGE_PATTERN.test(`${page}?teamId=t-1`))).toEqual([]);
    expect(pages.map((page) => webAppFile(page, 'nl'))).toEqual(pages.map(() => 'shell.nl.html'));
  });

  it("are none of the other roles' areas, the public pages or the console", () => {
    const others = [WORKSPACE_PATH, REPORT_PATH, MY_REPORTS_PATH, FAMILY_PATH, CLUB_CHOOSER_PATH, CONSOLE_PATH, '/unsubscribe', '/playersx'];
    expect(others.filter((page) => isManagerPage(page) || MANAGER_PAGE_PATTERN.test(page))).toEqual([]);
    // A public page in the language asked for (issue 37: a browser set to Dutch gets login.nl.html).
    expect(webAppFile('/login', 'nl')).toBe('login.nl.html');
    expect(webAppFile('/login', 'en')).toBe('login.html');
    expect(webAppFile(WORKSPACE_PATH, 'en')).toBe('index.html');
  });
});
