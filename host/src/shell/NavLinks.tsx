import { Link } from '@brass/shared/router';
import { isActiveLink } from './navigation';

interface Props {
  links: readonly { href: string; label: string }[];
  location: string;
  /** CSS Module classes of the caller (possibly undefined, as CSS Module lookups are typed). */
  classNames: { list?: string; link?: string; active?: string };
}

/** A list of shell links with the current section marked, for the header bar and the slide-in menu. */
export function NavLinks({ links, location, classNames }: Props) {
  return (
    <ul className={classNames.list}>
      {links.map((link) => {
        const active = isActiveLink(link.href, location);
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              className={active ? `${classNames.link} ${classNames.active}` : classNames.link}
              aria-current={active ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
