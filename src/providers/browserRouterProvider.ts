import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
  type NavigateFunction,
} from 'react-router-dom';
import type { RouterProvider, RouterWrapperProps } from 'ra-core';

/*
 * react-admin's routing primitives for an app that is always inside react-router's BrowserRouter
 * (App.tsx). The build puts this module in place of ra-core's default adapter (vite.config.ts), which
 * also carries a hash router of its own for apps without a router: react-router's data router, whose
 * code (17 kB gzip) lives in the one module react-router ships, and so came with every page, /login
 * too (issue 13). Everything else is what react-admin's adapter gives: react-router's own hooks and
 * components. The tests run with react-admin's own adapter (vitest does not use vite.config.ts).
 */

/** Blocking a navigation needs a data router; under a BrowserRouter react-admin does without. */
const useCanBlock = () => !!(useContext(UNSAFE_DataRouterContext) && useContext(UNSAFE_DataRouterStateContext));

/**
 * react-router's navigate, as one function for the component's lifetime: react-router's changes on
 * every navigation and would re-render whatever holds it.
 */
const useNavigate = () => {
  const navigate = useRouterNavigate();
  const latest = useRef<NavigateFunction>(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<NavigateFunction>(((...args: Parameters<NavigateFunction>) => latest.current(...args)) as NavigateFunction, []);
};

/** The router is App.tsx's; a managers' app rendered without it is a mistake of the code, said at once. */
const RouterWrapper = ({ children }: RouterWrapperProps) => {
  if (!useInRouterContext()) throw new Error("The managers' app needs App.tsx's BrowserRouter around it.");
  return createElement(Fragment, null, children);
};

/**
 * react-router's primitives are looser than react-admin's types for them (as in react-admin's own
 * adapter); `satisfies` still fails the type check when react-admin's interface gains or drops one.
 */
export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} satisfies Record<keyof RouterProvider, unknown> as unknown as RouterProvider;
