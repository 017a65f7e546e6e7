import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  forwardRef,
  useCallback,
  useContext,
} from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute path of the app (`/apartments`), optionally with a query. */
  to: string;
}

/** A plain left click, without a modifier, on a link that opens in this window. */
function inApp(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The router's navigator, which lives as long as the page: a component that only navigates
 * does not render again at every navigation (React Router's `useNavigate` and `Link` read the
 * location, to resolve relative paths, and so render again at each one).
 */
function useNavigator() {
  return useContext(UNSAFE_NavigationContext).navigator;
}

/**
 * A link to an absolute path of the app for the frame around every screen (navigation, top bar,
 * sync state): like React Router's `Link`, a plain click navigates inside the app, and a click on
 * the page already shown replaces its entry; a click with a modifier or for another window is
 * left to the browser. Unlike it, it does not follow the location, so the shell's links do not
 * render again around each screen.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, target, ...rest },
  ref,
) {
  const navigator = useNavigator();
  return (
    <a
      ref={ref}
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        if (`${pathname}${search}${hash}` === to) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
});

/**
 * `navigate(to)` for absolute paths that stays the same function for the page's life (see
 * `AppLink`): the session's provider uses it, and a new one at each navigation made every user
 * of the session render again.
 */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigator = useNavigator();
  return useCallback(
    (to: string, options?: { replace?: boolean }) =>
      options?.replace ? navigator.replace(to) : navigator.push(to),
    [navigator],
  );
}
