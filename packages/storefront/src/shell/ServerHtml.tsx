import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { serverHtmlPart } from './shell.css';

/**
 * The data a page's loaders left to the server's render alone (`renderOnly` in
 * `server/renderOnly.server.ts`), by part name; empty in the browser.
 */
export const RenderOnlyData = createContext<ReadonlyMap<string, unknown>>(new Map());

/** The attribute that names a part, on the server's HTML and on the element kept from it. */
const PART_ATTRIBUTE = 'data-server-html';

/**
 * The HTML the server rendered for the part named `name`, as the document has it; empty
 * when the document has no such part (a render without a document).
 */
function documentHtml(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(name)}"]`)?.innerHTML ?? '';
}

/**
 * A press on a link inside kept HTML changes the page as the router's links do (no document
 * load); a press with a modifier, on another origin's link or one that opens elsewhere stays
 * the browser's.
 */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The data of the part named `name` where there is any: the route data's (`data`), else, on
 * the server, what the loaders left to its render alone; `undefined` in the browser on a page
 * load, when the part's HTML is kept. For a part whose HTML a component around it renders
 * (the header's products list, inside the kit's menu).
 */
export function usePartData<T>(name: string, data: T | undefined): T | undefined {
  const fromServer = useContext(RenderOnlyData).get(name) as T | undefined;
  return data !== undefined ? data : fromServer;
}

interface ServerHtmlProps<T> {
  /** The part's name, unique on the page: the server's HTML is found by it. */
  name: string;
  /** The part's data from the route data: `undefined` on a page load (`renderOnly`). */
  data: T | undefined;
  children: (data: T) => ReactNode;
  /**
   * A press inside the kept HTML that is not a link's (the footer's Cookie settings): the
   * kept elements have no handlers of their own. Once rendered, their own handlers answer.
   */
  onKeptClick?: (target: Element) => void;
}

/**
 * A part of the page that answers no tap of its own (banners, category and brand links):
 * the server renders it, and on a page load the browser keeps its HTML as sent and never
 * hydrates it, so its data stays out of the route data (decision 0055). Its links still
 * change the page through the router. After a client navigation its data comes with the
 * route data and the browser renders it like any other part.
 */
export function ServerHtml<T>({ name, data, children, onKeptClick }: ServerHtmlProps<T>) {
  const value = usePartData(name, data);
  const navigate = useNavigate();
  // Read once, while hydrating: the element is then given the same HTML on every render.
  const [kept] = useState(() => (value === undefined ? documentHtml(name) : ''));
  // An element that lays out as if it were not there: the part's own sections are the page's.
  const props = { className: serverHtmlPart, [PART_ATTRIBUTE]: name };
  if (value !== undefined) {
    return (
      <div key="rendered" {...props} onClick={(event) => followLink(event, navigate)}>
        {children(value)}
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLElement>) => {
    followLink(event, navigate);
    if (!event.defaultPrevented && event.target instanceof Element) onKeptClick?.(event.target);
  };
  return (
    <div
      key="kept"
      {...props}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: kept }}
      suppressHydrationWarning
    />
  );
}
