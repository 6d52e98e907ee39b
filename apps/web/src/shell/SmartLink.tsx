import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * A nav link that also compares the query: the member centre's pages live at /member?page=…,
 * and NavLink alone would mark every one of them current on /member.
 */
export function useIsCurrent(to: string, end = false): boolean {
  const location = useLocation();
  const [path = '/', query] = to.split('?');
  const here = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = path.toLowerCase().replace(/\/+$/, '') || '/';
  const pathMatches =
    end || target === '/' ? here === target : here === target || here.startsWith(`${target}/`);
  if (!pathMatches) return false;
  const wanted = new URLSearchParams(query ?? '').get('page');
  const actual = new URLSearchParams(location.search).get('page');
  if (wanted) return wanted.toLowerCase() === actual?.toLowerCase();
  // A plain /member link is current only when no specific page is asked for.
  return !end || actual === null;
}

export function SmartLink(props: {
  to: string;
  end?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  const current = useIsCurrent(props.to, props.end);
  return (
    <Link
      to={props.to}
      className={`${props.className ?? ''}${current ? ' active' : ''}`}
      aria-current={current ? 'page' : undefined}
      title={props.title}
    >
      {props.children}
    </Link>
  );
}
